"""Games waiting for players, by when they expire: a waiting game nobody joins ends.

One sorted set (``<prefix>:waiting``, on the queue's Redis like the deadlines): member the
game id, score the epoch second its wait runs out (``Settings.waiting_ttl`` after its last
seat change). Every commit of a waiting game re-arms it, every other commit drops it, and
the workers' sweep (``worker.sweep.sweep_waiting``) aborts the games whose time is up,
which takes them out of the lobby. The set is a hint like the lobby's index: the sweep
checks each game's own record before it ends anything.
"""

from __future__ import annotations

import redis

WAITING_BATCH = 100
"""Expired games one sweep ends at most: a burst is worked through over a few sweeps."""


class WaitingGames:
    """The sorted set of waiting games and their expiry times."""

    def __init__(self, connection: redis.Redis, key_prefix: str) -> None:
        self.connection = connection
        self.key = f"{key_prefix}:waiting"

    def arm(self, game_id: str, expires: float) -> None:
        self.connection.zadd(self.key, {game_id: expires})

    def drop(self, game_id: str) -> None:
        self.connection.zrem(self.key, game_id)

    def expired(self, now: float) -> list[str]:
        """Games whose wait ran out by ``now`` (oldest first)."""
        found = self.connection.zrangebyscore(self.key, "-inf", now, start=0,
                                              num=WAITING_BATCH)
        return [member.decode() for member in found]
