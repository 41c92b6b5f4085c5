"""Deadline firing latency: from a decision's deadline to its timeout's commit.

    python -m bench.clocks --games 60 --rate 10 --workers 1

Starts real worker processes (``python -m worker``) on a scratch Redis (``REDIS_URL``
under a fresh prefix, else an embedded one), then creates ``--games`` two-person Caretos
games with a 1 s turn limit, ``--rate`` per second so deadlines fall due spread out, and
nobody acting. Each game's first decision times out; the latency of one is the log
entry's commit time minus the deadline the record held. Prints count, mean, p50, p95, max.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import time
from datetime import datetime

import redis

from bench.stack import base_env, scratch_settings, stop, worker
from store.bot_turns import games_for
from store.settings import Settings

TURN_SECONDS = 1
"""The shortest turn limit: the bench waits as little as possible for each deadline."""

SETTLE = 30.0
"""Seconds after the last deadline to wait for stragglers before giving up on them."""


def start_workers(settings: Settings, count: int) -> list[subprocess.Popen[bytes]]:
    env = {**base_env(), "REDIS_URL": settings.redis_url,
           "TTG_KEY_PREFIX": settings.key_prefix, "TTG_BOT_QUEUE": settings.bot_queue}
    return [worker(env) for _ in range(count)]


def epoch(stamp: str) -> float:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()


def measure(settings: Settings, games: int, rate: float) -> list[float]:
    """Latencies (seconds) of the first timeout of each game."""
    store = games_for(redis.Redis.from_url(settings.redis_url), settings)
    due: dict[str, float] = {}
    for _ in range(games):
        game, _tokens, _invites = store.create(
            "caretos", [{"name": "ana"}, {"name": "bo"}],
            {"turn_seconds": TURN_SECONDS, "max_timeouts": 100}, None)
        seat = game.to_act()[0]
        clocks = game.doc["clocks"]
        assert clocks is not None, "a timed table keeps clocks"
        deadline = clocks[seat]["deadline"]
        assert deadline is not None, "the seat to act has a deadline"
        due[game.id] = deadline
        time.sleep(1 / rate)
    latencies: dict[str, float] = {}
    give_up = max(due.values()) + SETTLE
    while len(latencies) < len(due) and time.time() < give_up:
        for game_id, deadline in due.items():
            if game_id not in latencies:
                log = store.store.log(game_id)
                if log:
                    assert log[0]["by"] == "timeout", log[0]
                    latencies[game_id] = epoch(log[0]["time"]) - deadline
        time.sleep(0.1)
    missing = len(due) - len(latencies)
    if missing:
        print(f"{missing} deadline(s) did not fire within {SETTLE} s")
    return list(latencies.values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--rate", type=float, default=10.0, help="games created per second")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    with scratch_settings() as settings:
        workers = start_workers(settings, args.workers)
        try:
            time.sleep(2)  # the workers start listening
            found = sorted(measure(settings, args.games, args.rate))
        finally:
            for process in workers:
                stop(process)
    if not found:
        return
    p95 = found[min(len(found) - 1, int(0.95 * len(found)))]
    print(f"deadline → timeout committed, {len(found)} games, {args.workers} worker(s), "
          f"{args.rate:g} deadlines/s: mean {statistics.mean(found) * 1000:.0f} ms, "
          f"p50 {statistics.median(found) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, "
          f"max {found[-1] * 1000:.0f} ms, min {found[0] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
