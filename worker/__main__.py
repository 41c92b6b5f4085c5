"""``python -m worker``: one RQ worker on the bot queue, its sweeper, clean shutdown.

RQ's worker handles SIGINT/SIGTERM itself: the first finishes the job in hand and stops,
a second stops at once. The sweeper thread stops with it.
"""

from __future__ import annotations

import logging
import threading

import redis
from rq import Queue, SimpleWorker

from store.settings import Settings
from worker.jobs import bot_turns_for, games_for
from worker.sweep import start_sweeper, sweep_once


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s worker %(message)s")
    settings = Settings.from_env()
    connection = redis.Redis.from_url(settings.redis_url)
    games = games_for(connection, settings)
    turns = bot_turns_for(connection, settings)
    sweep_once(games, turns)  # turns lost while no worker ran are picked up at once
    stop = threading.Event()
    start_sweeper(games, turns, stop)
    # SimpleWorker runs jobs in this process: a bot turn is pure Python over one Redis
    # connection, and forking a horse per turn cost more than most turns take. The job
    # timeout still holds (SIGALRM), and the sweep covers a worker that dies.
    worker = SimpleWorker(
        [Queue(settings.bot_queue, connection=connection)],
        connection=connection,
        job_monitoring_interval=settings.bot_heartbeat,
    )
    try:
        worker.work(with_scheduler=True, logging_level="INFO")
    finally:
        stop.set()


if __name__ == "__main__":
    main()
