"""Fit a game's leaf heuristic to who won: self-play positions, then a logistic regression.

    python -m bench.leaf_fit --game mission-calaveras --players 4 --games 250 \
        --record bench/results/leaf-fit-mission-calaveras-4.jsonl
    python -m bench.leaf_fit --game mission-calaveras --players 4 --fit \
        --record bench/results/leaf-fit-mission-calaveras-4.jsonl

A search cut short asks its game's heuristic how each seat stands and squashes the answer
into a chance to win (``worker.bots.heuristics``). The hand-set weights of that answer were
reasoned, never measured; this measures them. The first command plays seeded games of
``ismcts`` against itself on a fixed count of iterations (:data:`ITERATIONS`: cheap and
deterministic, and a search's play, so the positions look like the ones a search meets)
and records, every :data:`EVERY` plies, each real seat's **terms** (the game heuristic
module's ``TERMS``: the quantities its rating weighs), its current heuristic value, and at
the end who won; the record resumes by seed. The second fits ``log-odds(the seat's team
wins) = base + w . terms`` (the base: a team of three wins less often than one of two) by
Newton's method on the games whose seed is not a multiple of :data:`HOLD_OUT`, and reports
the log loss on the held-out games for the base rate alone, the current heuristic (as the
search squashes it, and refitted to its best offset and scale) and the fitted weights,
then the weights fitted on every game: the constants a game module's ``FITTED`` heuristic
takes, named with this run.
"""

from __future__ import annotations

import argparse
import importlib
import math
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bench.ratings import inverse
from bench.self_play import extend, read_games, self_play
from engines.registry import get_engine
from worker.bots.heuristics import HEURISTIC_MODULES, heuristic_for
from worker.bots.ismcts import ISMCTSBot

ITERATIONS = 150
"""Self-play iterations per decision: about a second a game of Mission Calaveras on one
core (some 250 games in a few minutes), and a tree search's choices, not random ones."""
EVERY = 2
"""Plies between recorded positions: neighbouring positions say nearly the same thing."""
HOLD_OUT = 5
"""Games whose seed is a multiple of this are held out of the fit and judge it."""
SEED_BASE = 10_000
"""Self-play deals from ``SEED_BASE + seed`` (seeds 0 up): apart from the benchmark's
games (seeds 1 up); each game's own choices from ``random.Random(seed)``."""
RIDGE = 1e-3
"""L2 penalty per position on the weights: keeps a term that never varies finite."""
DIGITS = 6
"""Decimals a recorded value keeps (the terms are halves and small whole numbers)."""
NEWTON_STEPS = 50
"""Newton's method converges in a handful; this bounds a degenerate record."""

Terms = Callable[[Any, int], Sequence[float]]
Row = tuple[int, list[float], float, float]
"""A position for one seat: the game's seed, the terms, the current heuristic's value and
the outcome for the seat's team (1 won, 0 lost, 0.5 nobody won)."""


def terms_of(game: str) -> tuple[Terms, tuple[str, ...]]:
    """The game heuristic module's ``TERMS`` (view, seat -> terms) and ``TERM_NAMES``."""
    heuristic_for(game)
    module = importlib.import_module(HEURISTIC_MODULES[game])
    terms, names = getattr(module, "TERMS", None), getattr(module, "TERM_NAMES", None)
    if terms is None or names is None:
        raise ValueError(f"{game}'s heuristic names no TERMS to fit")
    return terms, tuple(names)


def play(game: str, players: int, seed: int, iterations: int = ITERATIONS) -> dict[str, Any]:
    """One self-play game: every :data:`EVERY` plies each real seat's [seat, heuristic
    value, terms...], and the winners."""
    engine = get_engine(game)
    heuristic = heuristic_for(game)
    terms, names = terms_of(game)
    bot = ISMCTSBot(iterations=iterations, time_limit=None)
    state = engine.new_game(players, None, SEED_BASE + seed)
    seats = [info.index for info in engine.seats(state) if not info.ghost]
    rng = random.Random(seed)
    rows: list[list[float]] = []
    plies = 0
    for ply in self_play(engine, state, bot, rng):
        plies = ply + 1
        if ply % EVERY == 0:
            for seat in seats:
                view = engine.view(state, seat)
                rows.append([seat, *(round(v, DIGITS) for v in (
                    heuristic.value(view, seat), *terms(view, seat)))])
    outcome = engine.outcome(state)
    assert outcome is not None
    return {"game": game, "players": players, "seed": seed, "iterations": iterations,
            "terms": list(names), "winners": sorted(outcome.winners), "plies": plies,
            "rows": rows}


def names_of(games: Sequence[dict[str, Any]], names: Sequence[str]) -> tuple[str, ...]:
    """The terms the record's games hold, by name: a game names them; one recorded before
    games named their terms holds the heuristic's first (terms are only ever appended).
    ValueError if the games hold different terms (a record spanning a change of terms)."""
    held: set[tuple[str, ...]] = set()
    for g in games:
        width = len(g["rows"][0]) - 2 if g["rows"] else len(names)
        held.add(tuple(g.get("terms") or names[:width]))
    if len(held) > 1:
        raise ValueError(f"the record's games hold different terms: {sorted(held)}; fit "
                         "one set at a time (--first) or play them into a new record")
    return held.pop() if held else tuple(names)


def rows_of(games: Sequence[dict[str, Any]]) -> list[Row]:
    out: list[Row] = []
    for g in games:
        winners = set(g["winners"])
        for seat, value, *terms in g["rows"]:
            won = 0.5 if not winners else 1.0 if int(seat) in winners else 0.0
            out.append((g["seed"], [float(t) for t in terms], float(value), won))
    return out


def logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def fit(xs: Sequence[Sequence[float]], ys: Sequence[float]) -> list[float]:
    """Weights maximising the logistic likelihood of ``ys`` (with :data:`RIDGE`)."""
    d = len(xs[0])
    w = [0.0] * d
    for _ in range(NEWTON_STEPS):
        grad = [RIDGE * len(xs) * wa for wa in w]
        hess = [[RIDGE * len(xs) if a == b else 0.0 for b in range(d)] for a in range(d)]
        for x, y in zip(xs, ys, strict=True):
            p = logistic(sum(wa * xa for wa, xa in zip(w, x, strict=True)))
            s = p * (1.0 - p)
            for a in range(d):
                grad[a] += (p - y) * x[a]
                row = hess[a]
                for b in range(d):
                    row[b] += s * x[a] * x[b]
        inv = inverse(hess)
        step = [sum(inv[a][b] * grad[b] for b in range(d)) for a in range(d)]
        w = [wa - sa for wa, sa in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def log_loss(xs: Sequence[Sequence[float]], ys: Sequence[float], w: Sequence[float]) -> float:
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = min(1 - 1e-12, max(1e-12, logistic(sum(a * b for a, b in zip(w, x, strict=True)))))
        total -= y * math.log(p) + (1.0 - y) * math.log(1.0 - p)
    return total / len(xs)


def report(game: str, players: int, games: Sequence[dict[str, Any]]) -> str:
    names = names_of(games, terms_of(game)[1])
    rows = rows_of(games)
    train = [r for r in rows if r[0] % HOLD_OUT]
    test = [r for r in rows if not r[0] % HOLD_OUT]
    if not train or not test:
        raise ValueError("too few games to fit and judge (need seeds on both sides of "
                         f"the hold-out, every {HOLD_OUT}th)")
    scale = heuristic_for(game).scale
    test_y = [r[3] for r in test]
    as_squashed = log_loss([[r[2] / scale] for r in test], test_y, [1.0])
    refit = fit([[1.0, r[2]] for r in train], [r[3] for r in train])
    fitted = fit([[1.0, *r[1]] for r in train], [r[3] for r in train])
    final = fit([[1.0, *r[1]] for r in rows], [r[3] for r in rows])
    base_rate = sum(r[3] for r in train) / len(train)
    prior = math.log(base_rate / (1.0 - base_rate))
    lines = [
        f"{game}, {players} players: {len(games)} self-play games ({ITERATIONS} iterations a "
        f"decision), {len(rows)} seat positions, {len(test)} held out (seeds divisible by "
        f"{HOLD_OUT})",
        f"held-out log loss: the base rate alone ({base_rate:.3f}) "
        f"{log_loss([[1.0] for _ in test], test_y, [prior]):.4f}; the current heuristic as "
        f"it squashes (scale {scale:g}) {as_squashed:.4f}; refitted to its best offset and "
        f"scale ({refit[0]:+.2f}, {1 / refit[1]:.2f}) "
        f"{log_loss([[1.0, r[2]] for r in test], test_y, refit):.4f}; the fitted weights "
        f"{log_loss([[1.0, *r[1]] for r in test], test_y, fitted):.4f} ("
        + ", ".join(f"{n} {v:.3f}" for n, v in zip(("base", *names), fitted, strict=True))
        + ")",
        "weights fitted on every game (log-odds; base: with every term 0): "
        + ", ".join(f"{n} {v:.3f}" for n, v in zip(("base", *names), final, strict=True)),
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=250,
                        help="self-play games to hold (seeds 0 to games - 1)")
    parser.add_argument("--record", type=Path, required=True)
    parser.add_argument("--fit", action="store_true", help="fit the record, play nothing")
    parser.add_argument("--first", type=int, default=None,
                        help="with --fit: only the games of seeds below this")
    args = parser.parse_args(argv)
    try:
        terms_of(args.game)
    except ValueError as exc:  # an unknown game, or one whose heuristic names no terms
        parser.error(str(exc))
    if args.fit:
        games = read_games(args.record, args.game, args.players)
        if args.first is not None:
            games = [g for g in games if g["seed"] < args.first]
        try:
            print(report(args.game, args.players, games))
        except ValueError as exc:  # too few games to fit and judge, or other terms
            parser.error(str(exc))
        return 0
    extend(args.record, args.game, args.players, range(args.games),
           lambda seed: play(args.game, args.players, seed),
           lambda game: f"{game['plies']} plies, winners {game['winners']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
