"""The deadline sweeper: fires due decision deadlines (``store.deadlines``) as RQ jobs.

Runs in a thread of every worker process, so deadlines are kept as long as any worker
runs, and a restarted worker fires those that fell due while none ran. Several sweepers
at once are safe: each due deadline is claimed by one of them (``Deadlines.claim``).
"""

from __future__ import annotations

import logging
import threading
import time

from store.deadlines import Deadlines

log = logging.getLogger(__name__)

DEADLINE_POLL = 0.25
"""Seconds between polls: a deadline fires this long after it falls due at most (plus
the job's wait in the queue), far inside the 2 s the issue allows; a poll is one
ZRANGEBYSCORE."""


def start_deadline_sweeper(deadlines: Deadlines, stop: threading.Event) -> threading.Thread:
    """A daemon thread firing due deadlines every DEADLINE_POLL seconds until ``stop``."""

    def loop() -> None:
        while not stop.wait(DEADLINE_POLL):
            try:
                for job_id in deadlines.fire(time.time()):
                    log.info("deadline due: enqueued %s", job_id)
            except Exception:  # a failed poll must never kill the worker
                log.exception("deadline sweep failed")

    thread = threading.Thread(target=loop, name="deadline-sweeper", daemon=True)
    thread.start()
    return thread
