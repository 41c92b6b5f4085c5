"""Engine speed on one core: steps and playouts per second, and JSON sizes.

``python -m bench.engine_speed`` (``make bench-engines``), for every registered engine and
player count:

- ``apply/s``: steps per second of a random game played with ``legal_actions`` + ``apply``
  (the validating path the service takes: it re-checks the action and clones the state);
- ``advance/s``: the same with ``legal_actions`` + ``advance`` in place (the fast path for
  search; one ``clone`` of the initial state per game);
- ``playouts/s``: complete random games per second on the advance path, and on the apply
  path in brackets; ``steps``: mean actions per game;
- ``state B`` / ``view B``: JSON size in bytes of ``dump(state)`` and ``view(state, 0)``
  half-way through a game (mean over the games played).

Times are this thread's CPU time (``time.thread_time``), so the figures are per core and
other load on the machine does not count against them (it still costs cache, so a busy
machine reads somewhat lower). Each step includes the ``outcome`` and ``to_act`` calls a
playout needs. The random choices
come from a seeded generator, so two runs time the same games. ``--profile`` prints the
cProfile hot spots of the apply path for each engine (profiling slows it down: the
figures above are measured without the profiler). ``--modules`` adds engine modules not
(yet) in the registry, e.g. ``--modules engines.caretos``.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import io
import json
import os
import platform
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines import Engine
from engines.registry import engines

DEFAULT_SECONDS = 2.0
"""Measured seconds per engine, player count and path (at least one full game each)."""
TARGETS = {"caretos": 10_000}
"""apply steps per second to reach on one core; card games (every other engine): 50,000."""
CARD_GAME_TARGET = 50_000
PROFILE_LINES = 18


@dataclass(slots=True)
class Speed:
    steps: int = 0
    games: int = 0
    seconds: float = 0.0

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0


def play_apply(engine: Engine[Any], players: int, seed: int) -> int:
    """One random game through ``apply``; the number of steps."""
    state = engine.new_game(players, None, seed)
    rng = random.Random(seed)
    steps = 0
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
        steps += 1
    return steps


def play_advance(engine: Engine[Any], players: int, seed: int) -> int:
    """One random game through ``advance`` on a clone of the initial state."""
    state = engine.clone(engine.new_game(players, None, seed))
    rng = random.Random(seed)
    steps = 0
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        engine.advance(state, seat, rng.choice(engine.legal_actions(state, seat)))
        steps += 1
    return steps


def measure(
    play: Callable[[Engine[Any], int, int], int], engine: Engine[Any], players: int,
    seconds: float,
) -> Speed:
    """Play seeded games until ``seconds`` have passed; setup time is excluded."""
    speed = Speed()
    seed = 0
    while speed.seconds < seconds:
        engine.new_game(players, None, seed)  # warm any per-setup cache; not timed
        start = time.thread_time()
        speed.steps += play(engine, players, seed)
        speed.seconds += time.thread_time() - start
        speed.games += 1
        seed += 1
    return speed


def setup_seconds(engine: Engine[Any], players: int, games: int) -> float:
    start = time.thread_time()
    for seed in range(games):
        engine.new_game(players, None, seed)
    return (time.thread_time() - start) / games


def sizes(engine: Engine[Any], players: int, games: int) -> tuple[float, float]:
    """Mean JSON bytes of ``dump`` and of seat 0's ``view``, half-way through a game."""
    dumps, views = [], []
    for seed in range(games):
        state = engine.new_game(players, None, seed)
        rng = random.Random(seed)
        history = []
        while engine.outcome(state) is None:
            history.append(engine.clone(state))
            seat = engine.to_act(state)[0]
            engine.advance(state, seat, rng.choice(engine.legal_actions(state, seat)))
        mid = history[len(history) // 2]
        dumps.append(len(json.dumps(engine.dump(mid), separators=(",", ":"))))
        views.append(len(json.dumps(engine.view(mid, 0), separators=(",", ":"))))
    return statistics.mean(dumps), statistics.mean(views)


def target_for(engine: Engine[Any]) -> int:
    return TARGETS.get(engine.name, CARD_GAME_TARGET)


def profile(engine: Engine[Any], players: int, games: int) -> str:
    """The top functions (by own time) of ``games`` games on the apply path."""
    profiler = cProfile.Profile()
    profiler.enable()
    for seed in range(games):
        play_apply(engine, players, seed)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(PROFILE_LINES)
    return "\n".join(
        line for line in out.getvalue().splitlines()
        if line.strip() and not line.startswith(("   Ordered by", "   List reduced"))
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS,
                        help="measured seconds per engine, player count and path")
    parser.add_argument("--games", default="", help="comma-separated names (default: all)")
    parser.add_argument("--modules", default="",
                        help="extra engine modules to include (comma-separated)")
    parser.add_argument("--profile", action="store_true",
                        help="print cProfile hot spots of the apply path per engine")
    args = parser.parse_args(argv)

    found = dict(engines())
    for module in filter(None, args.modules.split(",")):
        engine: Engine[Any] = importlib.import_module(module).ENGINE
        found.setdefault(engine.name, engine)
    wanted = [g for g in args.games.split(",") if g] or list(found)

    load1, load5, load15 = os.getloadavg()
    print(f"Engine speed: {platform.python_implementation()} {platform.python_version()}, "
          f"one process (one core), {args.seconds:g} s per figure; load average "
          f"{load1:.2f} {load5:.2f} {load15:.2f}", flush=True)
    header = (f"{'engine':<18} {'players':>7} {'apply/s':>9} {'advance/s':>10} "
              f"{'playouts/s':>16} {'steps':>6} {'setup ms':>8} {'state B':>8} "
              f"{'view B':>7} {'target':>7} {'met':>4}")
    print(header)
    print("-" * len(header))
    verdicts: list[bool] = []
    for name in wanted:
        engine = found[name]
        for players in engine.player_counts:
            applied = measure(play_apply, engine, players, args.seconds)
            advanced = measure(play_advance, engine, players, args.seconds)
            state_bytes, view_bytes = sizes(engine, players, 10)
            setup_ms = setup_seconds(engine, players, 20) * 1000
            target = target_for(engine)
            met = applied.steps_per_second >= target
            verdicts.append(met)
            playouts = f"{advanced.games_per_second:.0f} ({applied.games_per_second:.0f})"
            print(f"{name:<18} {players:>7} {applied.steps_per_second:>9,.0f} "
                  f"{advanced.steps_per_second:>10,.0f} {playouts:>16} "
                  f"{applied.steps / applied.games:>6.0f} {setup_ms:>8.2f} "
                  f"{state_bytes:>8.0f} {view_bytes:>7.0f} {target:>7,} "
                  f"{'yes' if met else 'NO':>4}", flush=True)
    load1, load5, load15 = os.getloadavg()
    print(f"playouts/s: advance path (apply path). load average after: "
          f"{load1:.2f} {load5:.2f} {load15:.2f}")
    print("targets met" if all(verdicts) else "targets NOT met (apply/s below target)")
    if args.profile:
        for name in wanted:
            engine = found[name]
            players = max(engine.player_counts)
            print(f"\n=== profile: {name}, {players} players, 30 games, apply path ===")
            print(profile(engine, players, 30))
    return 0


if __name__ == "__main__":
    sys.exit(main())
