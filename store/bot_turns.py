"""Enqueueing bot turns on RQ, and noticing turns whose job was lost.

A turn's first job id is derived from the game id and the version it must act on
(``bot-<id>-<version>``), and a marker key remembers which job currently carries the turn.
Enqueueing the same turn twice is harmless: the marker makes the second a no-op, and even
a duplicate job that ran would find its version stale and do nothing. A lost turn (its
job failed for good, or its worker died) is enqueued again under a new attempt id.

Two queues keep people from waiting behind machines: turns of games where a person plays
go to ``<queue>-human``, turns of all-bot games to ``<queue>``, and every worker takes from
the first before the second. The all-bot queue is bounded (``TTG_BOT_BACKLOG``): the API
refuses new all-bot games while it is full.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any

import redis
from rq import Queue, Retry
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus
from rq.registry import FailedJobRegistry, StartedJobRegistry

from store.bot_levels import BOT_LEVELS
from store.deadlines import Deadlines
from store.games import Games
from store.redis_store import GameStore
from store.settings import Settings

log = logging.getLogger(__name__)

JOB_FUNCTION = "worker.jobs.play_bot_turn"
"""Referenced by path: the API enqueues it by name and never imports ``worker``."""

JOB_TIMEOUT = 60
"""Seconds a bot turn may run; the slowest level thinks for about a second."""

JOB_RETRIES = 3
"""A failed bot turn (a lost Redis connection, say) is tried this many more times."""

HUMAN_SUFFIX = "-human"
"""The queue of turns a person waits on is the bot queue's name with this suffix."""

MARKER_TTL = 24 * 3600
"""Seconds the marker naming a turn's job lives: far past any turn's wait."""

RESULT_TTL = 600
"""Seconds a finished job's result is kept: enough to debug, small in Redis."""

DEAD_STATUSES = frozenset({JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED})
"""Job states from which a turn will never be played unless enqueued again."""


def first_job_id(game_id: str, version: int) -> str:
    return f"bot-{game_id}-{version}"


def parse_job_id(job_id: str) -> tuple[str, int] | None:
    """(game id, version) of a bot job id, attempts included; None for other jobs."""
    parts = job_id.split("-")
    if len(parts) < 3 or parts[0] != "bot" or not parts[2].isdigit():
        return None
    return parts[1], int(parts[2])


class BotTurns:
    """Puts bot turns on the queue and re-enqueues lost ones."""

    def __init__(
        self, connection: redis.Redis, queue_name: str, key_prefix: str, stall_after: float
    ) -> None:
        self.connection = connection
        self.queue = Queue(queue_name, connection=connection)
        self.human_queue = Queue(queue_name + HUMAN_SUFFIX, connection=connection)
        self.key_prefix = key_prefix
        self.stall_after = stall_after

    @property
    def queues(self) -> list[Queue]:
        """Both queues, the one people wait on first: the order workers take jobs in."""
        return [self.human_queue, self.queue]

    def backlog(self) -> int:
        """Turns of all-bot games waiting for a worker."""
        return int(self.queue.count)

    def marker(self, game_id: str, version: int) -> str:
        return f"{self.key_prefix}:botjob:{{{game_id}}}:{version}"

    def schedule(self, game_id: str, version: int, human: bool = False) -> None:
        """Enqueue the turn due at ``version``, unless a job already carries it.

        ``human``: a person plays in this game, so the turn goes to the queue served first.
        """
        job_id = first_job_id(game_id, version)
        if self.connection.set(self.marker(game_id, version), job_id, nx=True, ex=MARKER_TTL):
            self._enqueue(game_id, version, job_id, human)

    def ensure(self, game_id: str, version: int, human: bool = False) -> str | None:
        """Enqueue the turn again if the job carrying it is lost; the new job id, or None."""
        marker = self.marker(game_id, version)
        current = self.connection.get(marker)
        if current is not None and not self.lost(current.decode()):
            return None
        with self.connection.pipeline() as pipe:  # the counter expires with its marker
            pipe.incr(f"{marker}:attempts")
            pipe.expire(f"{marker}:attempts", MARKER_TTL)
            attempt = pipe.execute()[0]
        job_id = f"{first_job_id(game_id, version)}-r{attempt}"
        self.connection.set(marker, job_id, ex=MARKER_TTL)
        log.warning("bot turn %s v%d was lost; enqueued again as %s", game_id, version, job_id)
        self._enqueue(game_id, version, job_id, human)
        return job_id

    def lost(self, job_id: str) -> bool:
        """True if the job will never finish its turn: gone, dead, or its worker died."""
        try:
            job = Job.fetch(job_id, connection=self.connection)
        except NoSuchJobError:
            return True
        status = job.get_status(refresh=False)
        if status in DEAD_STATUSES:
            return True
        if status == JobStatus.STARTED:
            beat = job.last_heartbeat or job.started_at
            if beat is None:
                return False
            if beat.tzinfo is None:
                beat = beat.replace(tzinfo=UTC)
            return (datetime.now(UTC) - beat).total_seconds() > self.stall_after
        return False

    def retire(self, job_id: str) -> None:
        """Move a started job whose worker died to the failed registry, as RQ would later."""
        try:
            job = Job.fetch(job_id, connection=self.connection)
        except NoSuchJobError:
            return
        if job.get_status(refresh=False) != JobStatus.STARTED:
            return
        queue = self.human_queue if job.origin == self.human_queue.name else self.queue
        with self.connection.pipeline() as pipe:
            StartedJobRegistry(queue=queue).remove_executions(job, pipeline=pipe)
            job.set_status(JobStatus.FAILED, pipeline=pipe)
            FailedJobRegistry(queue=queue).add(
                job, ttl=RESULT_TTL * 6, exc_string="its worker died mid-job", pipeline=pipe
            )
            pipe.execute()

    def _enqueue(self, game_id: str, version: int, job_id: str, human: bool) -> None:
        (self.human_queue if human else self.queue).enqueue(
            JOB_FUNCTION,
            game_id,
            version,
            job_id=job_id,
            job_timeout=JOB_TIMEOUT,
            retry=Retry(max=JOB_RETRIES),
            result_ttl=RESULT_TTL,
            failure_ttl=RESULT_TTL * 6,
        )


def bot_turns_for(connection: redis.Redis, settings: Settings) -> BotTurns:
    return BotTurns(connection, settings.bot_queue, settings.key_prefix, settings.bot_stall)


def games_for(
    connection: Any, settings: Settings, queue_connection: redis.Redis | None = None
) -> Games:
    """The store and bot scheduler the API and the worker both work through.

    ``connection`` reaches the games (a Redis or a Redis Cluster client), and
    ``queue_connection`` RQ's queues (the same Redis unless the games are clustered).
    """
    return Games(
        GameStore(connection, settings.key_prefix),
        settings,
        bot_levels=BOT_LEVELS,
        bot_turns=bot_turns_for(queue_connection or connection, settings),
        deadlines=deadlines_for(queue_connection or connection, settings),
    )


def deadlines_for(connection: redis.Redis, settings: Settings) -> Deadlines:
    """The deadline set, on the queue's Redis (the connection bot turns are enqueued on).

    Timeouts go to the queue of games with a person (a person is waiting, by definition),
    which every worker serves before all-bot turns."""
    turns = bot_turns_for(connection, settings)
    return Deadlines(connection, turns.human_queue.name, settings.key_prefix, turns.lost)
