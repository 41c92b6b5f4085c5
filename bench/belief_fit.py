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
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.self_play import extend, read_games, self_play
from engines.caretos.cards import FINAL
from engines.registry import get_engine
from worker.bots.beliefs.caretos import card_odds
from worker.bots.ismcts import ISMCTSBot

GAME = "caretos"
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
    engine = get_engine(GAME)
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
    return {"game": GAME, "players": PLAYERS, "seed": seed, "iterations": iterations,
            "winners": sorted(outcome.winners), "rows": rows}


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
    return sum(math.log(card_odds(PLAYERS, captured, candidates, beta)[true])
               for captured, true, candidates in found) / len(found)


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
            print(report(read_games(args.record, GAME, PLAYERS)))
        except ValueError as exc:
            parser.error(str(exc))
        return 0
    extend(args.record, GAME, PLAYERS, range(1, args.games + 1), play,
           lambda game: f"{len(game['rows'])} positions, winners {game['winners']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
