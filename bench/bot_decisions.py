"""Decision time of the search levels at their real budget, at every seat count.

    python -m bench.bot_decisions --positions 10

Plays one seeded random game per (game, player count) and, at ``--positions`` of its
decisions with a choice, asks each search level (its default budget: 0.3 s of CPU) what
it would play, timing the whole step the worker runs (view, legal actions, search): CPU
time (``thread_time``) and wall time. Run it on an idle core for one-core figures; under
load the CPU column still holds, the wall column shows the machine's contention.

It also counts each decision's **iterations** (a tree search's iterations, ``pimc``'s
playouts; the expert's flat round-end sweeps count their playouts), the figure a faster
engine or search raises at a fixed budget: median / mean. A level may be a level spec
(``--level expert@0.1``: another budget), and ``--engine``/``--players`` narrow the tables:

    python -m bench.bot_decisions --engine encantados --players 2 --positions 40 \
        --level expert@0.1 --level pimc
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence

from bench.bots import GAMES, LevelSpec, find_engine, load, make_bot, p95
from worker.bots.budget import Budget, Meter
from worker.jobs import bot_action

SEARCH_LEVELS = ("pimc", "ismcts", "expert")
"""The levels that think: the others take a few milliseconds at most."""


class Meters:
    """The budget meters started while it is entered (``Budget.start`` wrapped; nothing
    is added to an iteration): a decision's last one is its search's, so its ``done`` is
    the iterations (or playouts) the decision ran."""

    def __init__(self) -> None:
        self.started: list[Meter] = []
        self._original = Budget.start

    def __enter__(self) -> Meters:
        original, started = self._original, self.started

        def start(budget: Budget) -> Meter:
            meter = original(budget)
            started.append(meter)
            return meter

        setattr(Budget, "start", start)  # noqa: B010 - a method swapped for the run
        return self

    def __exit__(self, *exc: object) -> None:
        setattr(Budget, "start", self._original)  # noqa: B010

    def last(self) -> int:
        """The iterations of the last meter started (0 if none: a level without one)."""
        return self.started[-1].done if self.started else 0


Times = tuple[list[float], list[float], list[int]]
"""CPU seconds, wall seconds and iterations per decision."""


def measure(name: str, players: int, levels: Sequence[str], positions: int,
            seed: int) -> dict[str, Times]:
    """(CPU seconds, wall seconds, iterations) per decision, by level."""
    engine = find_engine(name)
    bots = {level: make_bot(level, name, players, None, None) for level in levels}
    state = engine.new_game(players, None, seed)
    rng = random.Random(seed)
    times: dict[str, Times] = {lv: ([], [], []) for lv in levels}
    version = 0
    seen = 0
    while engine.outcome(state) is None and seen < positions:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        if len(legal) > 1 and rng.random() < 0.25:
            seen += 1
            for level in levels:
                with Meters() as meters:
                    started, started_cpu = time.perf_counter(), time.thread_time()
                    bot_action(bots[level], engine, state, seat,
                               random.Random(f"{seed}/{version}/{seat}"))
                    times[level][0].append(time.thread_time() - started_cpu)
                    times[level][1].append(time.perf_counter() - started)
                times[level][2].append(meters.last())
        engine.advance(state, seat, rng.choice(legal))
        version += 1
    return times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bot_decisions",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=10, help="decisions per seat count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", action="append",
                        help=f"a level or level spec (default: {', '.join(SEARCH_LEVELS)})")
    parser.add_argument("--engine", action="append", choices=sorted(GAMES))
    parser.add_argument("--players", type=int, action="append")
    args = parser.parse_args(argv)
    levels = args.level or list(SEARCH_LEVELS)
    for level in levels:
        try:
            LevelSpec.parse(level)
        except ValueError as error:
            parser.error(str(error))
    print("game | players | level | decisions | CPU mean / p95 / max ms | wall p95 ms | "
          "iterations median / mean | load")
    for name in args.engine or sorted(GAMES):
        for players in args.players or find_engine(name).player_counts:
            times = measure(name, players, levels, args.positions, args.seed)
            for level, (cpu, wall, done) in times.items():
                print(f"{name} | {players} | {level} | {len(cpu)} | "
                      f"{1000 * statistics.fmean(cpu):.0f} / {1000 * p95(cpu):.0f} / "
                      f"{1000 * max(cpu):.0f} | {1000 * p95(wall):.0f} | "
                      f"{statistics.median(done):.0f} / {statistics.fmean(done):.0f} | "
                      f"{load()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
