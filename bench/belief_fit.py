"""Fit the Caretos belief about Final Bonus Cards: self-play positions, then one slope.

    python -m bench.belief_fit --games 30 --record bench/results/belief-fit-caretos-2.jsonl
    python -m bench.belief_fit --fit --record bench/results/belief-fit-caretos-2.jsonl

A seat's Final Bonus Card is secret, and a search deals the other seats' cards uniformly
unless a belief says otherwise (``worker.bots.beliefs.caretos``: a card is likelier the
more it pays that seat's captures above what chance captures would pay it, with slope
``BETA``). The first command plays seeded 2-player games of ``ismcts`` against itself on a
fixed count of iterations (:data:`ITERATIONS`) and records, every :data:`EVERY` plies,
each seat's captures and its card; the record resumes by seed. The second finds the slope
that makes the true cards likeliest (the mean log-likelihood per position, on a grid,
:data:`GRID`) from the other seat's side (its own card ruled out), beside a uniform deal's.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.self_play import self_play
from engines.caretos.cards import FINAL
from engines.caretos.scoring import final_vp
from engines.registry import get_engine
from worker.bots.beliefs.caretos import chance_vp
from worker.bots.ismcts import ISMCTSBot

PLAYERS = 2
"""The table the belief was first screened at."""
ITERATIONS = 300
"""Self-play iterations per decision: a tree search that chases its own card (about 20 s
a game on one core), not random play, which captures little."""
EVERY = 4
"""Plies between recorded positions."""
SEED_BASE = 777_000
"""Self-play deals from ``SEED_BASE + seed``: apart from ``bench.bots``'s games (seeds 1
up) and ``bench.leaf_fit``'s (10,000 up); each game's own choices from
``random.Random(seed)``."""
GRID = tuple(round(0.05 * step, 2) for step in range(21))
"""Slopes tried: 0 (uniform) to 1 log-odds per victory point."""

Position = tuple[str, str, list[str]]
"""A seat's captures, its true card, and the cards the other seat cannot rule out."""


def play(seed: int, iterations: int = ITERATIONS) -> dict[str, Any]:
    """One self-play game: every :data:`EVERY` plies once dealt, each seat's [seat, ply,
    captures, Final Bonus Cards, card put back, Night deck size], and the winners."""
    engine = get_engine("caretos")
    bot = ISMCTSBot(iterations=iterations, time_limit=None)
    state = engine.new_game(PLAYERS, None, SEED_BASE + seed)
    rng = random.Random(seed)
    rows: list[list[Any]] = []
    for ply in self_play(engine, state, bot, rng):
        if ply % EVERY == 0 and state.dealt:
            rows.extend([seat, ply, state.captured[seat], list(state.finals[seat]),
                         state.final_rejected[seat], len(state.deck)]
                        for seat in range(PLAYERS))
    outcome = engine.outcome(state)
    assert outcome is not None
    return {"game": "caretos", "players": PLAYERS, "seed": seed, "iterations": iterations,
            "winners": sorted(outcome.winners), "rows": rows}


def read(record: Path) -> list[dict[str, Any]]:
    if not record.exists():
        return []
    return [json.loads(line) for line in record.read_text().splitlines() if line.strip()]


def positions(games: Sequence[dict[str, Any]]) -> list[Position]:
    """Each recorded seat with one hidden card, as the other seat sees it then."""
    found: list[Position] = []
    for game in games:
        by_ply: dict[int, dict[int, list[Any]]] = {}
        for seat, ply, *rest in game["rows"]:
            by_ply.setdefault(ply, {})[seat] = rest
        for seats in by_ply.values():
            for seat, (captured, finals, _, _) in seats.items():
                other = seats.get(1 - seat)
                if len(finals) != 1 or other is None:
                    continue
                ruled_out = {*other[1], other[2]}
                found.append((captured, finals[0], [c for c in FINAL if c not in ruled_out]))
    return found


def log_likelihood(beta: float, found: Sequence[Position]) -> float:
    """Mean log-chance of the true card under the belief's odds at slope ``beta``."""
    total = 0.0
    for captured, true, candidates in found:
        chance = chance_vp(PLAYERS, len(captured))
        logits = {c: beta * (final_vp(c, captured) - chance[c]) for c in candidates}
        top = max(logits.values())
        total += logits[true] - top - math.log(sum(math.exp(v - top) for v in logits.values()))
    return total / len(found)


def report(games: Sequence[dict[str, Any]]) -> str:
    found = positions(games)
    if not found:
        raise ValueError("no position with a hidden card in the record")
    fits = {beta: log_likelihood(beta, found) for beta in GRID}
    best = max(fits, key=lambda beta: fits[beta])
    lines = [f"{len(games)} games, {len(found)} positions; mean log-likelihood of the true "
             "card by slope:", "  " + " ".join(f"{b:g}: {v:.3f}" for b, v in fits.items()),
             f"best slope {best:g}: {fits[best]:.3f} (uniform: {fits[0.0]:.3f})"]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=30, help="self-play games (seeds 1 up)")
    parser.add_argument("--record", type=Path, required=True)
    parser.add_argument("--fit", action="store_true", help="fit the record, play nothing")
    args = parser.parse_args(argv)
    if args.fit:
        try:
            print(report(read(args.record)))
        except ValueError as exc:
            parser.error(str(exc))
        return 0
    done = {g["seed"] for g in read(args.record)}
    args.record.parent.mkdir(parents=True, exist_ok=True)
    for seed in range(1, args.games + 1):
        if seed in done:
            continue
        game = play(seed)
        with args.record.open("a") as out:
            out.write(json.dumps(game, separators=(",", ":")) + "\n")
        print(f"# seed {seed}: {len(game['rows'])} positions, winners {game['winners']}",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
