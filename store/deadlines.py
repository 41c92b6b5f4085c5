"""Pending decision deadlines in Redis, and firing them as RQ jobs.

One sorted set (``<prefix>:deadlines``) holds every pending deadline: score = epoch
seconds, member = ``<game id>/<version>/<seat>``. It is a global key, so it lives on the
queue's Redis (the connection ``BotTurns`` uses), not with a game's hash-tagged keys.

Each worker polls it (``worker.deadline_sweep``). :meth:`Deadlines.claim` atomically takes
the due members and pushes their score a lease ahead, so two workers never take the same
one; the taker enqueues ``worker.jobs.play_timeout`` under a job id derived from the
member. The job removes the member when it is done (fired, or found stale). A worker that
dies after claiming leaves the member due again when the lease ends, and a job lost with
its worker is enqueued again then. Even a duplicate job is harmless: it acts through the
version compare-and-set, so at most one decision lands per version.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import redis
from rq import Queue
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

from store.lua import LuaScript

JOB_FUNCTION = "worker.jobs.play_timeout"
"""Referenced by path: the store enqueues it by name and never imports ``worker``."""

CLAIM_LEASE = 15.0
"""Seconds a claimed deadline stays out of other sweeps: its job runs in well under that,
and if its worker died the deadline fires again after it."""

CLAIM_BATCH = 100
"""Deadlines one sweep claims at most: a burst is taken over a few quick sweeps."""

JOB_TIMEOUT = 60
"""Seconds a timeout job may run: it plays one replacement-bot decision, like a bot turn."""

RESULT_TTL = 600
"""Seconds a finished job's result is kept: enough to debug, small in Redis."""

CLAIM_SCRIPT = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[3])
for _, member in ipairs(due) do redis.call('ZADD', KEYS[1], ARGV[2], member) end
return due
"""
"""Take the due members and lease them (score = now + lease), in one atomic step."""


def member(game_id: str, version: int, seat: int) -> str:
    return f"{game_id}/{version}/{seat}"


@dataclass(frozen=True)
class DeadlineChange:
    """What a commit does to the deadline set: the old version's members go, the new
    version's come (member → epoch seconds). The commit script applies it in the same step
    where the set shares the game's Redis (``GameStore.deadline_key``)."""

    drop: tuple[str, ...] = ()
    add: Mapping[str | bytes, float] = field(default_factory=dict)

    def score_pairs(self) -> list[str | bytes | float]:
        """ZADD's arguments for the members this change adds: score, member, ..."""
        return [item for name, when in self.add.items() for item in (when, name)]

    @classmethod
    def after(cls, game_id: str, old_version: int | None, seats: int, version: int,
              due: dict[int, float]) -> DeadlineChange:
        """The change a commit from ``old_version`` (None: a new game) to ``version`` owes."""
        drop = () if old_version is None else tuple([member(game_id, old_version, s)
                                                     for s in range(seats)])
        return cls(drop, {member(game_id, version, s): t for s, t in due.items()})


def parse_member(text: str) -> tuple[str, int, int]:
    game_id, version, seat = text.split("/")
    return game_id, int(version), int(seat)


def job_id(game_id: str, version: int, seat: int) -> str:
    return f"timeout-{game_id}-{version}-{seat}"


class Deadlines:
    """The sorted set of pending deadlines and the jobs that fire them."""

    def __init__(self, connection: redis.Redis, queue_name: str, key_prefix: str,
                 lost: Callable[[str], bool]) -> None:
        """``lost(job_id)``: whether a job will never finish (``BotTurns.lost``: gone,
        dead, or its worker's heartbeat stopped)."""
        self.connection = connection
        self.lost = lost
        self.queue = Queue(queue_name, connection=connection)
        self.key = f"{key_prefix}:deadlines"
        self._claim = LuaScript(connection, CLAIM_SCRIPT)

    def replace(self, game_id: str, old_version: int | None, seats: int,
                version: int, due: dict[int, float]) -> None:
        """After a commit: drop the old version's deadlines, add the new version's."""
        change = DeadlineChange.after(game_id, old_version, seats, version, due)
        with self.connection.pipeline(transaction=False) as pipe:
            if change.drop:
                pipe.zrem(self.key, *change.drop)
            if change.add:
                pipe.zadd(self.key, change.add)
            pipe.execute()

    def ensure(self, game_id: str, version: int, due: dict[int, float]) -> None:
        """Add deadlines a crash may have lost between commit and :meth:`replace`; one
        already pending (claimed or not) is left as it is."""
        if due:
            self.connection.zadd(
                self.key, {member(game_id, version, s): t for s, t in due.items()}, nx=True
            )

    def postpone(self, game_id: str, version: int, seat: int, when: float) -> None:
        """Put a member claimed too early back at its real deadline."""
        self.connection.zadd(self.key, {member(game_id, version, seat): when}, xx=True)

    def done(self, game_id: str, version: int, seat: int) -> None:
        self.connection.zrem(self.key, member(game_id, version, seat))

    def pending(self) -> dict[str, float]:
        return {m.decode(): s for m, s in self.connection.zrange(self.key, 0, -1, withscores=True)}

    def claim(self, now: float) -> list[tuple[str, int, int]]:
        """Take the deadlines due at ``now`` (each taken by one sweep only)."""
        taken = self._claim(keys=[self.key], args=[now, now + CLAIM_LEASE, CLAIM_BATCH])
        return [parse_member(m.decode()) for m in taken]

    def fire(self, now: float) -> list[str]:
        """Claim the due deadlines and enqueue their jobs; the job ids enqueued."""
        fired = []
        for game_id, version, seat in self.claim(now):
            jid = job_id(game_id, version, seat)
            if self.running(jid):
                continue
            self.queue.enqueue(
                JOB_FUNCTION,
                game_id,
                version,
                seat,
                job_id=jid,
                job_timeout=JOB_TIMEOUT,
                result_ttl=RESULT_TTL,
                failure_ttl=RESULT_TTL,
            )
            fired.append(jid)
        return fired

    def running(self, jid: str) -> bool:
        """True if the job will still run: queued, or started by a worker that is alive
        (a sweep after a slow lease). A finished job (it found its deadline early) or a
        lost one is enqueued again."""
        if self.lost(jid):
            return False
        try:
            job = Job.fetch(jid, connection=self.connection)
        except NoSuchJobError:
            return False
        return job.get_status(refresh=False) != JobStatus.FINISHED
