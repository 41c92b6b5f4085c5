"""``python -m worker``: one RQ worker on the bot queues, its sweeper, clean shutdown.

RQ's worker handles SIGINT/SIGTERM once it runs: the first finishes the job in hand and
stops, a second stops at once. A signal that arrives while the worker is still starting
(before RQ installs its handlers) is held and honoured as soon as the loop begins, so a
supervisor's SIGTERM never kills a half-started worker. The sweeper thread stops with it.

Redis may blink: every command retries with backoff for about REDIS_PATIENCE seconds
before giving up, so a Redis restart only pauses the worker (the job in hand resumes where
it waited); an outage longer than that ends the process and ``make run`` starts it again.
No RQ scheduler is forked: nothing is scheduled for later (failed turns are retried at
once, lost ones by the sweep), and a forked scheduler outlived a SIGKILLed worker while
holding the scheduler lock.
"""

from __future__ import annotations

import logging
import signal
import threading
from types import FrameType

import redis
from redis.backoff import ExponentialBackoff
from redis.retry import Retry
from rq import SimpleWorker

from store.bot_turns import bot_turns_for, games_for
from store.settings import Settings
from worker.sweep import start_sweeper, sweep_once

REDIS_RETRIES = 60
"""Retries of a Redis command; with the backoff below about two minutes of patience."""

REDIS_BACKOFF_CAP = 2.0
"""Seconds between retries at most: a restarted Redis is noticed within two seconds."""

REDIS_BACKOFF_BASE = 0.1
"""The first retry's wait: a dropped connection is usually back at once."""

HEALTH_CHECK_INTERVAL = 30
"""Seconds idle before a pooled connection is PINGed: a dead socket is found before use."""


class BotWorker(SimpleWorker):
    """RQ's in-process worker, with a stop request possible from the first instant.

    SimpleWorker runs jobs in this process: a bot turn is pure Python over one Redis
    connection, and forking a work horse per turn cost more than most turns take. The job
    timeout still holds (SIGALRM), and the sweep covers a worker that dies.
    """

    early_stop = False

    def hold_signals(self) -> None:
        def remember(signum: int, frame: FrameType | None) -> None:
            self.early_stop = True

        signal.signal(signal.SIGINT, remember)
        signal.signal(signal.SIGTERM, remember)

    def _install_signal_handlers(self) -> None:
        super()._install_signal_handlers()  # type: ignore[no-untyped-call]
        if self.early_stop:
            self._stop_requested = True  # the work loop stops before taking a job


def patient_connection(url: str) -> redis.Redis:
    """A client whose commands wait out a Redis restart instead of failing at once."""
    # OSError too: redis-py retries a refused or missing socket only if told to, and a
    # connection is taken from the pool outside the command's own retry loop.
    retry = Retry(
        ExponentialBackoff(cap=REDIS_BACKOFF_CAP, base=REDIS_BACKOFF_BASE), REDIS_RETRIES,
        supported_errors=(redis.ConnectionError, redis.TimeoutError, OSError),
    )
    return redis.Redis.from_url(
        url,
        retry=retry,
        retry_on_error=[redis.ConnectionError, redis.TimeoutError],
        health_check_interval=HEALTH_CHECK_INTERVAL,
    )


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s worker %(message)s")
    settings = Settings.from_env()
    connection = patient_connection(settings.redis_url)
    turns = bot_turns_for(connection, settings)
    worker = BotWorker(
        turns.queues,  # turns of games with a person first, then all-bot games
        connection=connection,
        job_monitoring_interval=settings.bot_heartbeat,
    )
    worker.hold_signals()
    games = games_for(connection, settings)
    sweep_once(games, turns)  # turns lost while no worker ran are picked up at once
    stop = threading.Event()
    start_sweeper(games, turns, stop)
    try:
        worker.work(with_scheduler=False, logging_level="INFO")
    finally:
        stop.set()


if __name__ == "__main__":
    main()
