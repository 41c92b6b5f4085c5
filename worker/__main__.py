"""``python -m worker``: one RQ worker on the bot queues, its sweeper, clean shutdown.

RQ's worker handles SIGINT/SIGTERM: the first finishes the job in hand and stops, a second
stops at once. Its own handler (``Worker.request_stop``) is installed from the first instant,
before RQ's loop starts: a signal that lands while the worker starts (or between RQ
installing that handler and entering its loop's ``try``) raises RQ's ``StopRequested`` out
of ``work``, which ends the worker cleanly here (deregistered, exit 0), so a supervisor's
SIGTERM never makes a half-started worker exit 1. The sweeper threads stop with it.

Redis may blink: every command retries with backoff for about REDIS_PATIENCE seconds
before giving up, so a Redis restart only pauses the worker (the job in hand resumes where
it waited); an outage longer than that ends the process and ``make run`` starts it again.
No RQ scheduler is forked: nothing is scheduled for later (failed turns are retried at
once, lost ones by the sweep), and a forked scheduler outlived a SIGKILLed worker while
holding the scheduler lock.
"""

from __future__ import annotations

import logging
import logging.config
import signal
import threading

from rq import SimpleWorker
from rq.exceptions import StopRequested

from store.bot_turns import bot_turns_for, deadlines_for, games_for
from store.redis_client import game_store_client, queue_client
from store.settings import Settings
from worker.deadline_sweep import start_deadline_sweeper
from worker.metrics import serve_from_env
from worker.sweep import start_sweeper, sweep_once

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {
        "()": "pythonjsonlogger.orjson.OrjsonFormatter",
        "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s",
        "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
    }},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "json"}},
    "root": {"level": "INFO", "handlers": ["console"]},
}
"""One JSON object per log line (python-json-logger), like the API's."""


class BotWorker(SimpleWorker):
    """RQ's in-process worker.

    SimpleWorker runs jobs in this process: a bot turn is pure Python over one Redis
    connection, and forking a work horse per turn cost more than most turns take. The job
    timeout still holds (SIGALRM), and the sweep covers a worker that dies.
    """


def main() -> None:
    logging.config.dictConfig(LOGGING)
    serve_from_env()
    settings = Settings.from_env()
    connection = queue_client(settings, patient=True)
    turns = bot_turns_for(connection, settings)
    worker = BotWorker(
        turns.queues,  # turns of games with a person first, then all-bot games
        connection=connection,
        job_monitoring_interval=settings.bot_heartbeat,
    )
    signal.signal(signal.SIGINT, worker.request_stop)  # what RQ installs, from now on
    signal.signal(signal.SIGTERM, worker.request_stop)
    stop = threading.Event()
    try:
        games = games_for(game_store_client(settings, patient=True), settings, connection)
        sweep_once(games, turns)  # turns lost while no worker ran are picked up at once
        start_sweeper(games, turns, stop)
        start_deadline_sweeper(deadlines_for(connection, settings), stop)
        worker.work(with_scheduler=False, logging_level="INFO")
    except StopRequested:  # stopped before RQ's loop could catch it: nothing was in hand
        worker.teardown()  # type: ignore[no-untyped-call]
    finally:
        stop.set()


if __name__ == "__main__":
    main()
