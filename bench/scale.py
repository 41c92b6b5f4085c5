"""Capacity per core: what one API core and one worker core each sustain on this machine.

``python -m bench.scale`` (``make bench-scale``) measures, with the stack started as
``make run`` starts it (gunicorn with ``deploy/gunicorn.conf.py``, ``python -m worker``):

- **API**: one gunicorn worker process (``WEB_CONCURRENCY=1``) under scripted load (the HTTP
  benchmark's POST-only clients); actions/s divided by the cores the API used: actions/s
  per API core. Redis's CPU in the same window gives actions/s per Redis core.
- **Event streams**: one stream-server process (``deploy/streams.conf.py``,
  ``STREAM_CONCURRENCY=1``) holding ``STREAMS`` open streams, ``STREAMS_PER_GAME`` a game,
  while moves are posted at ``STREAM_RATE``/s (through it, as clients do): deliveries (one
  event to one stream) per second divided by the cores the streams used (its CPU less what
  the same posts cost it with no stream open): deliveries per stream core.
- **Bot workers**: one worker process playing all-bot games of each level; committed bot
  decisions/s divided by the worker's CPU: decisions per worker core. The search levels
  think the server's budget per decision (:data:`BOT_BUDGET`); ``--bot-budget 0.1`` runs the
  worker with every search level at 0.1 s of CPU instead (``bench/budget_worker.py``), so
  the worker tier a smaller default budget would need is measured, not extrapolated;
  ``--workers-only`` measures the workers alone (the API's and streams' figures do not
  depend on the bots' budget) and prints the worker column of the sizing table.

It prints the figures and a sizing table for 1,000 / 10,000 / 100,000 concurrent games
under stated assumptions (how often people move, how many seats are bots), so an operator
can plan instances, workers and Redis shards.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import platform
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import redis

from bench import stack
from bench.clients import Target, drive
from bench.http_bench import CpuMeter, tree_ticks
from store.bot_levels import BOT_LEVELS
from store.embedded import EmbeddedRedis
from worker.bots.ismcts import TIME_LIMIT

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
DEFAULT_SECONDS = 10.0
DEFAULT_CLIENTS = 16
"""Enough concurrent players to keep one API process busy without queueing for long."""
BOT_GAMES = 8
"""All-bot games kept running at once while the worker is measured."""
GAME = "mission-calaveras"
PLAYERS = 4

STREAMS_PER_GAME = 4
"""Assumption: every seat of a game (and no spectator) holds a stream."""
STREAMS = 2000
"""Streams held by the one measured stream-server process."""
STREAM_GAMES = STREAMS // STREAMS_PER_GAME
"""Games the measured streams follow, STREAMS_PER_GAME each as the sizing assumes: a
version is built and rendered once per game and viewer, so fewer, busier games (100
streams a game until 2026-12-04, with the posts' forwarding counted in: 18,100 deliveries
per core-second) made a delivery look cheaper than the table's case (10,500)."""
STREAM_RATE = 100.0
"""Moves per second posted over the stream games: 400 deliveries per second."""
STREAMS_PER_PROCESS = 10_000
"""Streams planned per stream-server process: what ``make bench-live`` holds in two (a few
KB each, no thread), with its file limit lifted (deploy/streams.conf.py)."""

HUMAN_ACTIONS_PER_GAME_SECOND = 1 / 8
"""Assumption: at a table of people some seat acts every 8 s on average (turn-based
play is slower, real-time faster)."""
BOT_SHARE = 0.25
"""Assumption: a quarter of all decisions are made by server bots."""
BOT_MIX = {"random": 0.2, "greedy": 0.4, "ismcts": 0.4}
"""Assumption: how the bot decisions split over levels (the slow levels dominate)."""
HEADROOM = 0.6
"""Plan each process for 60 % of what it sustains at saturation."""
BOT_BUDGET = TIME_LIMIT
"""The server's CPU seconds per decision of every search level (``pimc``, ``ismcts`` and
``expert`` share it): what the workers are measured at unless ``--bot-budget`` says."""
GAME_COUNTS = (1_000, 10_000, 100_000)
"""Concurrent games the sizing table plans for."""


@dataclass(slots=True)
class Figures:
    actions_per_api_core: float
    actions_per_redis_core: float
    api_actions_per_second: float
    deliveries_per_stream_core: float
    decisions_per_worker_core: dict[str, float]


def measure_api(env: dict[str, str], redis_pid: int | None, seconds: float) -> tuple[float, ...]:
    port = stack.free_port()
    api = stack.gunicorn("service:create_app()", {**env, "WEB_CONCURRENCY": "1"}, port,
                         "/health")
    try:
        roots = {"api": api.pid, **({"redis": redis_pid} if redis_pid else {})}
        meter = CpuMeter(roots)
        threads = []
        target = Target(f"{GAME} ({PLAYERS}p)", port, "game", "scripted", GAME, PLAYERS)
        load = drive(target, DEFAULT_CLIENTS, 2, 2.0, seconds,
                     on_window=lambda s, e: threads.append(meter.measure(s, e)))
        for thread in threads:
            thread.join(timeout=10)
        rate = len(load.latencies) / seconds
        api_cores = meter.used.get("api", 0.0)
        redis_cores = meter.used.get("redis", 0.0)
        print(f"API: {rate:.0f} actions/s on {api_cores:.2f} API cores, "
              f"{redis_cores:.2f} Redis cores; errors {load.errors}", flush=True)
        return rate, rate / max(api_cores, 1e-6), rate / max(redis_cores, 1e-6)
    finally:
        stack.stop(api)


def measure_streams(env: dict[str, str], seconds: float) -> float:
    """Stream deliveries per second per core of one stream-server process.

    The moves are posted through the stream server as clients post them, so its CPU is
    measured twice at the same rate: without streams (forwarding the posts alone) and with
    them; the difference is what the streams cost (deliveries, keep-alives, version
    checks), which is what a stream tier that short requests bypass (Compose, Kubernetes)
    spends."""
    import multiprocessing as mp

    from bench.clients import Http
    from bench.live import Posting, StreamSpec, Table, make_tables, read_streams

    port = stack.free_port()
    cleanup = contextlib.ExitStack()
    _, streams = cleanup.enter_context(stack.origin(env, port, {"STREAM_CONCURRENCY": "1"}))
    ctx = mp.get_context("fork")
    until = ctx.Value("d", 0.0)
    readers = []

    def cores_while_posting(tables: list[Table]) -> tuple[float, int]:
        with Posting(port, tables, STREAM_RATE) as posting:
            time.sleep(1.0)
            v0, t0 = len(posting.posts), tree_ticks(streams.pid)
            time.sleep(seconds)
            v1, t1 = len(posting.posts), tree_ticks(streams.pid)
        if posting.errors:
            print(f"post errors: {len(posting.errors)}, e.g. {posting.errors[:3]}")
        return (t1 - t0) / CLOCK_TICKS / seconds, v1 - v0

    try:
        tables = make_tables(Http(port), STREAM_GAMES)
        forwarding, _ = cores_while_posting(tables)
        per_game = STREAMS // STREAM_GAMES
        specs = [StreamSpec(g, t.game_id, t.tokens.get(i % len(t.tokens)),
                            f"127.0.1.{1 + i % 250}")
                 for g, t in enumerate(tables) for i in range(per_game)]
        opened, out = ctx.Queue(), ctx.Queue()
        for r in range(2):
            reader = ctx.Process(target=read_streams,
                                 args=(port, specs[r::2], opened, until, out))
            reader.start()
            readers.append(reader)
        for _ in specs:
            opened.get(timeout=120)
        cores, moves = cores_while_posting(tables)
        deliveries = moves * per_game / seconds
        spent = max(cores - forwarding, 1e-6)
        print(f"streams: {len(specs)} open over {len(tables)} games, {deliveries:.0f} "
              f"deliveries/s; the stream server used {cores:.3f} cores, {forwarding:.3f} of "
              f"them forwarding the posts (measured without streams): {spent:.3f} for the "
              "streams", flush=True)
        return deliveries / spent
    finally:
        until.value = time.monotonic()
        for reader in readers:
            reader.join(timeout=30)
            if reader.is_alive():
                reader.kill()
        cleanup.close()


def measure_worker(env: dict[str, str], level: str, seconds: float,
                   bot_budget: float = BOT_BUDGET) -> float:
    """Committed bot decisions per CPU-second of one worker playing ``level`` bots, every
    search level thinking ``bot_budget`` CPU seconds per decision (the server's worker
    unchanged at the default, :data:`BOT_BUDGET`).

    Each level's games live under keys and a bot queue of their own (:func:`level_env`):
    the games of the level measured before are still active when its worker stops, and a
    worker on the same queue and keys played their turns too (its sweeper finds them),
    its CPU counted against this level's decisions only. The window opens once this
    level's first decision is committed (the worker up, its imports done)."""
    env = level_env(env, level)
    port = stack.free_port()
    api = stack.gunicorn("service:create_app()", {**env, "WEB_CONCURRENCY": "1"}, port,
                         "/health")
    worker = stack.worker(env, None if bot_budget == BOT_BUDGET else bot_budget)
    conn = redis.Redis.from_url(env["REDIS_URL"])
    prefix = env["TTG_KEY_PREFIX"]
    try:
        import requests

        ids = [requests.post(f"http://127.0.0.1:{port}/games", json={
            "game": GAME, "players": [{"name": f"b{i}", "bot": level} for i in range(PLAYERS)],
        }, timeout=10).json()["id"] for _ in range(BOT_GAMES)]

        def versions() -> int:
            return sum(int(conn.hget(f"{prefix}:game:{{{i}}}", "version") or 0) for i in ids)

        created, deadline = versions(), time.monotonic() + stack.START_TIMEOUT
        while versions() == created and time.monotonic() < deadline:
            time.sleep(0.05)  # until the worker is up and deciding
        v0, t0 = versions(), tree_ticks(worker.pid)
        time.sleep(seconds)
        v1, t1 = versions(), tree_ticks(worker.pid)
        cpu = (t1 - t0) / CLOCK_TICKS
        rate = (v1 - v0) / max(cpu, 1e-6)
        at = "" if bot_budget == BOT_BUDGET else f" at {bot_budget:g} s"
        print(f"worker, {level}{at}: {v1 - v0} decisions in {cpu:.1f} CPU s = "
              f"{rate:.1f} per core-second", flush=True)
        return rate
    finally:
        stack.stop(worker)
        stack.stop(api)


def level_env(env: dict[str, str], level: str) -> dict[str, str]:
    """``env`` with a key prefix and bot queue of ``level``'s own (no other level's games
    seen by its worker)."""
    own = f"{env['TTG_KEY_PREFIX']}-{level}"
    return {**env, "TTG_KEY_PREFIX": own, "TTG_BOT_QUEUE": own}


def assumptions(bot_budget: float = BOT_BUDGET) -> str:
    return ("assumptions: a move every "
            f"{1 / HUMAN_ACTIONS_PER_GAME_SECOND:g} s per game, {BOT_SHARE:.0%} of decisions "
            f"by bots split {', '.join(f'{k} {v:.0%}' for k, v in BOT_MIX.items())}, "
            f"search levels at {bot_budget:g} s of CPU per decision, "
            f"processes planned at {HEADROOM:.0%} of saturation")


def actions_per_second(games: int) -> float:
    """Actions per second of ``games`` concurrent games (people's and bots')."""
    return games * HUMAN_ACTIONS_PER_GAME_SECOND / (1 - BOT_SHARE)


def worker_cores(games: int, decisions_per_worker_core: dict[str, float]) -> float:
    """Worker cores ``games`` concurrent games need, from the measured decisions per worker
    core-second of each level of :data:`BOT_MIX` (the mix limited to the measured ones)."""
    measured = {k: v for k, v in BOT_MIX.items() if k in decisions_per_worker_core}
    total = sum(measured.values())
    bot_cost = sum(share / total / decisions_per_worker_core[level]
                   for level, share in measured.items())  # core-seconds per bot decision
    return actions_per_second(games) * BOT_SHARE * bot_cost / HEADROOM


def mix_note(decisions_per_worker_core: dict[str, float]) -> None:
    measured = [k for k in BOT_MIX if k in decisions_per_worker_core]
    if set(measured) != set(BOT_MIX):
        print(f"(bot mix limited to the measured levels: {', '.join(measured)})")


def worker_sizing(decisions_per_worker_core: dict[str, float], bot_budget: float) -> None:
    """The worker column of the sizing table alone (``--workers-only``)."""
    print(f"\nWorker sizing ({assumptions(bot_budget)}):")
    mix_note(decisions_per_worker_core)
    print(f"{'games':>8} {'actions/s':>10} {'worker cores':>13}")
    for games in GAME_COUNTS:
        print(f"{games:>8,} {actions_per_second(games):>10,.0f} "
              f"{math.ceil(worker_cores(games, decisions_per_worker_core)):>13}")


def sizing(figures: Figures, bot_budget: float = BOT_BUDGET) -> None:
    print(f"\nSizing ({assumptions(bot_budget)}):")
    mix_note(figures.decisions_per_worker_core)
    print(f"{'games':>8} {'actions/s':>10} {'streams':>8} {'API cores':>10} "
          f"{'stream cores':>13} {'stream processes':>17} {'worker cores':>13} "
          f"{'Redis shards':>13}")
    for games in GAME_COUNTS:
        actions = actions_per_second(games)
        streams = games * STREAMS_PER_GAME
        deliveries = actions * STREAMS_PER_GAME
        api = actions * (1 - BOT_SHARE) / figures.actions_per_api_core / HEADROOM
        stream_cores = deliveries / figures.deliveries_per_stream_core / HEADROOM
        workers = worker_cores(games, figures.decisions_per_worker_core)
        shards = actions / (figures.actions_per_redis_core * HEADROOM)
        processes = max(math.ceil(stream_cores), math.ceil(streams / STREAMS_PER_PROCESS))
        print(f"{games:>8,} {actions:>10,.0f} {streams:>8,} {math.ceil(api):>10} "
              f"{math.ceil(stream_cores):>13} {processes:>17} {math.ceil(workers):>13} "
              f"{max(1, math.ceil(shards)):>13}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS)
    parser.add_argument("--levels", default=",".join(BOT_MIX))
    parser.add_argument("--bot-budget", type=float, default=BOT_BUDGET, metavar="SECONDS",
                        help="CPU seconds per decision of every search level in the measured "
                             f"worker (default: the server's, {BOT_BUDGET:g})")
    parser.add_argument("--workers-only", action="store_true",
                        help="measure the bot workers alone and print the worker column of "
                             "the sizing table (the API and streams do not depend on the "
                             "bots' budget)")
    args = parser.parse_args(argv)
    if args.bot_budget <= 0:
        parser.error("--bot-budget must be positive")
    levels = [level for level in args.levels.split(",") if level in BOT_LEVELS]
    load = os.getloadavg()
    print(f"Scale benchmark: {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; "
          f"bot decisions at {args.bot_budget:g} s of CPU", flush=True)
    run = uuid.uuid4().hex[:8]
    with tempfile.TemporaryDirectory(prefix="bench-scale-") as tmp:
        embedded = EmbeddedRedis(Path(tmp), persistent=False)
        url = embedded.start()
        env = {**stack.base_env(), "REDIS_URL": url, "TTG_KEY_PREFIX": f"scale-{run}",
               "TTG_BOT_QUEUE": f"scale-{run}", "LOG_LEVEL": "warning"}
        try:
            redis_pid = embedded.process.pid if embedded.process else None
            if not args.workers_only:
                rate, per_api, per_redis = measure_api(env, redis_pid, args.seconds)
                per_stream_core = measure_streams(env, args.seconds)
            decisions = {level: measure_worker(env, level, args.seconds, args.bot_budget)
                         for level in levels}
        finally:
            embedded.stop()
    if args.workers_only:
        print("\n" + "; ".join(f"{k} decisions per worker core-second {v:,.1f}"
                               for k, v in decisions.items()))
        worker_sizing(decisions, args.bot_budget)
        load = os.getloadavg()
        print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
        return 0
    figures = Figures(per_api, per_redis, rate, per_stream_core, decisions)
    print(f"\nactions/s per API core {per_api:,.0f}; per Redis core {per_redis:,.0f}; "
          f"stream deliveries/s per stream core {per_stream_core:,.0f}; "
          + "; ".join(f"{k} decisions per worker core-second {v:,.1f}"
                      for k, v in decisions.items()))
    sizing(figures, args.bot_budget)
    load = os.getloadavg()
    print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
