"""``python -m worker``: one RQ worker on the bot queue, with clean shutdown.

RQ's worker handles SIGINT/SIGTERM itself: the first finishes the job in hand and stops,
a second stops at once.
"""

from __future__ import annotations

import logging

import redis
from rq import Queue, Worker

from store.settings import Settings


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s worker %(message)s")
    settings = Settings.from_env()
    connection = redis.Redis.from_url(settings.redis_url)
    queue = Queue(settings.bot_queue, connection=connection)
    Worker([queue], connection=connection).work(with_scheduler=True, logging_level="INFO")


if __name__ == "__main__":
    main()
