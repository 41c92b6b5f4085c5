"""Redis layout and the atomic commit.

Every key of one game carries the hash tag ``{<id>}`` so they live in one slot and the
commit script can touch them together on Redis Cluster too:

- ``<prefix>:game:{<id>}``: a hash with ``version`` (an integer) and ``doc`` (the record
  as JSON: game, seats with token hashes, options, seed and the engine's state);
- ``<prefix>:game:{<id>}:log``: a list of JSON log entries, one per applied action.

An action commits through one Lua script: compare the version, write the new record,
append the log entry and refresh the expiry, all or nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import redis

COMMIT_SCRIPT = """
local current = redis.call('HGET', KEYS[1], 'version')
if not current then return {0, -1} end
if current ~= ARGV[1] then return {0, tonumber(current)} end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'doc', ARGV[3])
if ARGV[4] ~= '' then redis.call('RPUSH', KEYS[2], ARGV[4]) end
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('EXPIRE', KEYS[2], ARGV[5])
return {1, tonumber(ARGV[2])}
"""
"""Compare-and-set on the version; returns {applied (0/1), current version or -1}. An empty
log entry appends nothing: a seat change (join, leave, resign, abort) makes a new version,
as it changes what a body shows, but is no action."""

CREATE_SCRIPT = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[1], 'doc', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1
"""
"""Create a record only if its id is free (ids are random, but never overwrite)."""



@dataclass(frozen=True, slots=True)
class Stored:
    """A record as read from Redis."""

    version: int
    doc: dict[str, Any]


@dataclass(frozen=True, slots=True)
class CommitResult:
    applied: bool
    version: int  # the new version when applied; the current one (-1: gone) when not


class GameStore:
    """Reads and atomically writes game records in one Redis (or Redis Cluster)."""

    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self.client = client
        self.prefix = prefix
        self._commit = client.register_script(COMMIT_SCRIPT)
        self._create = client.register_script(CREATE_SCRIPT)

    def record_key(self, game_id: str) -> str:
        return f"{self.prefix}:game:{{{game_id}}}"

    def log_key(self, game_id: str) -> str:
        return f"{self.prefix}:game:{{{game_id}}}:log"

    def create(self, game_id: str, doc: dict[str, Any], ttl: int) -> bool:
        """Store a new record at version 0; False if the id is taken."""
        created = self._create(
            keys=[self.record_key(game_id)],
            args=[0, json.dumps(doc, separators=(",", ":")), ttl],
        )
        return bool(created)

    def load(self, game_id: str) -> Stored | None:
        """The record, in one round trip; None if there is no such game."""
        version, doc = self.client.hmget(self.record_key(game_id), ["version", "doc"])
        if version is None or doc is None:
            return None
        return Stored(int(version), json.loads(doc))

    def commit(
        self,
        game_id: str,
        expected: int,
        doc: dict[str, Any],
        entry: dict[str, Any] | None,
        ttl: int,
    ) -> CommitResult:
        """Write ``doc`` as version ``expected + 1`` and append ``entry`` (if any), atomically."""
        applied, version = self._commit(
            keys=[self.record_key(game_id), self.log_key(game_id)],
            args=[
                expected,
                expected + 1,
                json.dumps(doc, separators=(",", ":")),
                "" if entry is None else json.dumps(entry, separators=(",", ":")),
                ttl,
            ],
        )
        return CommitResult(bool(applied), int(version))

    def delete(self, game_id: str) -> None:
        """Remove a game's record and log (a rematch that lost its race, never shown)."""
        self.client.delete(self.record_key(game_id), self.log_key(game_id))

    def log_length(self, game_id: str) -> int:
        """How many actions were applied: 0 until the first one lands."""
        return int(self.client.llen(self.log_key(game_id)))

    def log(self, game_id: str) -> list[dict[str, Any]]:
        return [json.loads(item) for item in self.client.lrange(self.log_key(game_id), 0, -1)]
