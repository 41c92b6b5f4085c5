"""Golden "perft" data: legal-action counts that pin every engine's rules.

As python-chess pins move generation with perft counts, this pins ours: for each engine
and player count, from fixed seeds, the number of action sequences of each length from
the initial position and from a position mid-way through a seeded random game, and the
list of legal-action counts along that whole game. A rule change moves these numbers;
if the change is intended, regenerate with ``python -m tests.engines.perft --write``
and say why in the commit.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from engines import Engine, engines

GOLDEN = Path(__file__).with_name("perft.json")

NODE_BUDGET = 8_000
"""Deepest perft depth whose tree stays under this many nodes (keeps the test quick)."""

SEED = 2024


def perft(engine: Engine[Any], state: Any, depth: int) -> int:
    """Number of decision sequences of length ``depth`` (fewer where the game ends)."""
    if depth == 0 or engine.outcome(state) is not None:
        return 1
    total = 0
    for seat in engine.to_act(state):
        for action in engine.legal_actions(state, seat):
            child = engine.clone(state)
            engine.advance(child, seat, action)
            total += perft(engine, child, depth - 1)
    return total


def perft_series(engine: Engine[Any], state: Any) -> list[int]:
    """perft(1), perft(2), ... while the tree stays under :data:`NODE_BUDGET` nodes."""
    series: list[int] = []
    depth = 1
    while True:
        count = perft(engine, state, depth)
        if count > NODE_BUDGET or (series and count == series[-1]):
            return series
        series.append(count)
        depth += 1


def trace(engine: Engine[Any], players: int) -> tuple[list[int], Any]:
    """Legal-action counts along a seeded random game, and its half-way state."""
    rng = random.Random(SEED)
    state = engine.new_game(players, None, SEED)
    counts: list[int] = []
    history: list[Any] = []
    while engine.outcome(state) is None:
        history.append(engine.clone(state))
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        counts.append(len(legal))
        engine.advance(state, seat, rng.choice(legal))
    return counts, history[len(history) // 2]


def golden_for(engine: Engine[Any], players: int) -> dict[str, Any]:
    counts, middle = trace(engine, players)
    return {
        "initial": perft_series(engine, engine.new_game(players, None, SEED)),
        "middle": perft_series(engine, middle),
        "trace_length": len(counts),
        "trace_sha256": hashlib.sha256(json.dumps(counts).encode()).hexdigest(),
        "trace_head": counts[:40],
    }


def compute() -> dict[str, dict[str, Any]]:
    return {
        f"{name}/{players}": golden_for(engine, players)
        for name, engine in engines().items()
        for players in engine.player_counts
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write", action="store_true", help="rewrite the golden file")
    args = parser.parse_args()
    data = compute()
    text = json.dumps(data, indent=1, sort_keys=True) + "\n"
    if args.write:
        GOLDEN.write_text(text)
    print(text)


if __name__ == "__main__":
    main()
