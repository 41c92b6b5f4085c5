"""Decision time of the search levels at their real budget, at every seat count.

    python -m bench.bot_decisions --positions 10

Plays one seeded random game per (game, player count) and, at ``--positions`` of its
decisions with a choice, asks each search level (its default budget: 0.3 s of CPU) what
it would play, timing the whole step the worker runs (view, legal actions, search): CPU
time (``thread_time``) and wall time. Run it on an idle core for one-core figures; under
load the CPU column still holds, the wall column shows the machine's contention.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence

from bench.bots import GAMES, find_engine, load, p95
from worker.bots import LEVELS
from worker.jobs import bot_action

SEARCH_LEVELS = ("pimc", "ismcts", "expert")
"""The levels that think: the others take a few milliseconds at most."""


def measure(name: str, players: int, levels: Sequence[str], positions: int,
            seed: int) -> dict[str, tuple[list[float], list[float]]]:
    """(CPU seconds, wall seconds) per decision, by level."""
    engine = find_engine(name)
    state = engine.new_game(players, None, seed)
    rng = random.Random(seed)
    times: dict[str, tuple[list[float], list[float]]] = {lv: ([], []) for lv in levels}
    version = 0
    seen = 0
    while engine.outcome(state) is None and seen < positions:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        if len(legal) > 1 and rng.random() < 0.25:
            seen += 1
            for level in levels:
                started, started_cpu = time.perf_counter(), time.thread_time()
                bot_action(LEVELS[level], engine, state, seat,
                           random.Random(f"{seed}/{version}/{seat}"))
                times[level][0].append(time.thread_time() - started_cpu)
                times[level][1].append(time.perf_counter() - started)
        engine.advance(state, seat, rng.choice(legal))
        version += 1
    return times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bot_decisions",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=10, help="decisions per seat count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", action="append", choices=SEARCH_LEVELS)
    args = parser.parse_args(argv)
    levels = args.level or list(SEARCH_LEVELS)
    print("game | players | level | decisions | CPU mean / p95 / max ms | wall p95 ms | load")
    for name in sorted(GAMES):
        for players in find_engine(name).player_counts:
            times = measure(name, players, levels, args.positions, args.seed)
            for level, (cpu, wall) in times.items():
                print(f"{name} | {players} | {level} | {len(cpu)} | "
                      f"{1000 * statistics.fmean(cpu):.0f} / {1000 * p95(cpu):.0f} / "
                      f"{1000 * max(cpu):.0f} | {1000 * p95(wall):.0f} | {load()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
