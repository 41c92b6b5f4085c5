"""Enqueueing bot turns on RQ, and noticing turns whose job was lost.

A turn's first job id is derived from the game id and the version it must act on
(``bot-<id>-<version>``), and a marker key remembers which job currently carries the turn.
Enqueueing the same turn twice is harmless: the marker makes the second a no-op, and even
a duplicate job that ran would find its version stale and do nothing. A lost turn (its
job failed for good, or its worker died) is enqueued again under a new attempt id.

Two queues keep people from waiting behind machines: turns of games where a person plays
(and is not away) go to ``<queue>-human``, turns of all-bot games to ``<queue>``, and every
worker takes from the first before the second. The all-bot queue is bounded
(``TTG_BOT_BACKLOG``): the API refuses new all-bot games while it is full.
"""

from __future__ import annotations

import logging
import time
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
from store.lua import LuaScript
from store.redis_store import GameStore
from store.settings import Settings
from store.waiting import WaitingGames

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

DUE_GRACE = 2.0
"""Seconds a due turn may go unchecked: a commit's own enqueue lands within milliseconds,
so a turn still due after this is looked at by the sweep (its job queued, running, or lost)."""

DUE_BATCH = 200
"""Due turns one sweep looks at, oldest first: a backlog is worked through over sweeps."""

SETTLE_SCRIPT = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score or tonumber(score) ~= tonumber(ARGV[2]) then return 0 end
if ARGV[3] == '' then redis.call('ZREM', KEYS[1], ARGV[1])
else redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1]) end
return 1
"""
"""Drop (or re-date, ARGV[3]) a due entry only if no commit touched it since it was read
(its score unchanged): a sweep never undoes the record of a turn that just became due."""


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
        self.due_key = f"{key_prefix}:botdue"
        """Sorted set: games owing a bot turn, scored by when it became due (or was last
        checked). The commit that makes a turn due writes it (``GameStore.commit``)."""
        self._settle = LuaScript(connection, SETTLE_SCRIPT)

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

    def record_due(self, game_id: str, due: bool) -> None:
        """Record (or drop) a game's due turn apart from its commit: only for games on a
        Redis of their own (a cluster), where the commit cannot reach this set."""
        if due:
            self.connection.zadd(self.due_key, {game_id: time.time()})
        else:
            self.connection.zrem(self.due_key, game_id)

    def overdue(self, now: float) -> list[tuple[str, float]]:
        """Games whose turn has been due longer than DUE_GRACE, with their entry's score."""
        found = self.connection.zrangebyscore(self.due_key, "-inf", now - DUE_GRACE,
                                              start=0, num=DUE_BATCH, withscores=True)
        return [(member.decode(), float(score)) for member, score in found]

    def settle(self, game_id: str, score: float, recheck_at: float | None) -> bool:
        """Drop the entry read with ``score`` (no turn due any more) or, with ``recheck_at``,
        re-date it (its job is alive); False if a commit changed it meanwhile."""
        return bool(self._settle(keys=[self.due_key], args=[
            game_id, repr(score), "" if recheck_at is None else repr(recheck_at)]))

    def attempts(self, game_id: str, version: int) -> int:
        """Times the turn due at ``version`` was enqueued again (0: never)."""
        raw = self.connection.get(f"{self.marker(game_id, version)}:attempts")
        return 0 if raw is None else int(raw)

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
        """True if the job will never finish its turn: gone, dead, its worker died, or it
        was taken off its queue by a worker that died before starting it."""
        try:
            job = Job.fetch(job_id, connection=self.connection)
        except NoSuchJobError:
            return True
        status = job.get_status(refresh=False)
        if status in DEAD_STATUSES:
            return True
        if status == JobStatus.QUEUED:
            return self._popped_and_dropped(job)
        if status == JobStatus.STARTED:
            beat = job.last_heartbeat or job.started_at
            if beat is None:
                return False
            if beat.tzinfo is None:
                beat = beat.replace(tzinfo=UTC)
            return (datetime.now(UTC) - beat).total_seconds() > self.stall_after
        return False

    def _popped_and_dropped(self, job: Job) -> bool:
        """True if a queued job is on no queue: a worker took it off (RQ pops it with BLPOP
        when it serves two queues) and died, or lost Redis, before marking it started.

        The status is read again after the queue: a worker that popped it meanwhile has
        marked it started by then, barring a millisecond race, and a duplicate job is
        harmless (it finds its version stale)."""
        queue = self.human_queue if job.origin == self.human_queue.name else self.queue
        if queue.get_job_position(job.id) is not None:
            return False
        return job.get_status(refresh=True) == JobStatus.QUEUED

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
    turns = bot_turns_for(queue_connection or connection, settings)
    deadlines = deadlines_for(queue_connection or connection, settings)
    # the due and deadline sets live with the queue: the commit writes them only when both
    # share a Redis
    shared = not settings.redis_cluster and settings.queue_url == settings.redis_url
    store = GameStore(connection, settings.key_prefix,
                      due_key=turns.due_key if shared else None,
                      deadline_key=deadlines.key if shared else None)
    return Games(
        store,
        settings,
        bot_levels=BOT_LEVELS,
        bot_turns=turns,
        deadlines=deadlines,
        waiting=WaitingGames(queue_connection or connection, settings.key_prefix),
    )


def deadlines_for(connection: redis.Redis, settings: Settings) -> Deadlines:
    """The deadline set, on the queue's Redis (the connection bot turns are enqueued on).

    Timeouts go to the queue of games with a person (a person is waiting, by definition),
    which every worker serves before all-bot turns."""
    turns = bot_turns_for(connection, settings)
    return Deadlines(connection, turns.human_queue.name, settings.key_prefix, turns.lost)
