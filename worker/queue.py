"""Enqueueing bot turns on RQ.

A job's id is derived from the game id and the version it must act on, so enqueueing the
same turn twice is harmless: a marker key makes the second enqueue a no-op, and even a
duplicate job that ran would find its version stale and do nothing.
"""

from __future__ import annotations

import redis
from rq import Queue, Retry

from store.games import BotScheduler

JOB_FUNCTION = "worker.jobs.play_bot_turn"
"""Referenced by path so the API process never imports the bots' search code."""

JOB_TIMEOUT = 60
"""Seconds a bot turn may run; the slowest level thinks at most a few seconds."""

JOB_RETRIES = 3
"""A failed bot turn (a lost Redis connection, say) is tried this many more times."""

MARKER_TTL = 3600
"""Seconds the 'already enqueued' marker lives: long past any job's run."""

RESULT_TTL = 600
"""Seconds a finished job's result is kept: enough to debug, small in Redis."""


def job_id(game_id: str, version: int) -> str:
    return f"bot-{game_id}-{version}"


def bot_scheduler(
    connection: redis.Redis, queue_name: str, key_prefix: str
) -> BotScheduler:
    """A function that enqueues the bot turn for (game id, version), at most once."""
    queue = Queue(queue_name, connection=connection)

    def schedule(game_id: str, version: int) -> None:
        marker = f"{key_prefix}:botjob:{{{game_id}}}:{version}"
        if not connection.set(marker, 1, nx=True, ex=MARKER_TTL):
            return
        queue.enqueue(
            JOB_FUNCTION,
            game_id,
            version,
            job_id=job_id(game_id, version),
            job_timeout=JOB_TIMEOUT,
            retry=Retry(max=JOB_RETRIES),
            result_ttl=RESULT_TTL,
            failure_ttl=RESULT_TTL * 6,
        )

    return schedule
