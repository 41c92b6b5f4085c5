"""Redis layout and the atomic commit.

Every key of one game carries the hash tag ``{<id>}`` so they live in one slot and the
commit script can touch them together on Redis Cluster too:

- ``<prefix>:game:{<id>}``: a hash with ``version`` (an integer) and ``doc`` (the record
  as JSON: game, seats with token hashes, options, seed and the engine's state);
- ``<prefix>:game:{<id>}:log``: a list of JSON log entries, one per applied action (the
  entry of version ``v`` at index ``v - 1``);
- ``<prefix>:game:{<id>}:ticket:<sha256>``: a one-use stream ticket naming a seat, with a
  short expiry.

An action commits through one Lua script: compare the version, write the new record,
append the log entry, refresh the expiry and publish the new version (with the entry and
the record) on the game's channel ``<prefix>:game:{<id>}:live``, all or nothing. The
publish is only a wake-up for listeners (``store.live``), which may use what it carries
when it continues what they hold; the log is the truth they fall back on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import redis
from redis.cluster import RedisCluster

SHARDED_PUBSUB = 7
"""The Redis major version that brought sharded pub/sub (SPUBLISH, SSUBSCRIBE)."""

COMMIT_SCRIPT = """
local current = redis.call('HGET', KEYS[1], 'version')
if not current then return {0, -1} end
if current ~= ARGV[1] then return {0, tonumber(current)} end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'doc', ARGV[3])
redis.call('RPUSH', KEYS[2], ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('EXPIRE', KEYS[2], ARGV[5])
redis.call(ARGV[7], ARGV[6], ARGV[2] .. '\\n' .. ARGV[4] .. '\\n' .. ARGV[3])
return {1, tonumber(ARGV[2])}
"""
"""Compare-and-set on the version, then a wake-up on the game's channel (ARGV[7] is
PUBLISH, or SPUBLISH on a Redis 7 cluster: the channel carries the game's hash tag, so the
sharded publish stays on the game's own shard); returns {applied (0/1), current version
or -1}. The message is ``<version>\\n<entry>\\n<doc>`` (compact JSON has no raw newline):
what was committed, so a listener builds the new version without reading it back."""

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
        self.cluster = isinstance(client, RedisCluster)
        self._sharded: bool | None = None if self.cluster else False
        self._commit = client.register_script(COMMIT_SCRIPT)
        self._create = client.register_script(CREATE_SCRIPT)

    @property
    def sharded(self) -> bool:
        """True when wake-ups go over sharded pub/sub: a cluster of Redis 7 or later.

        A cluster broadcasts a plain PUBLISH to every node over its bus; a sharded one stays
        on the shard that holds the game, which is what lets fan-out grow with the shards.
        Asked of the server once, on first use.
        """
        if self._sharded is None:
            info = self.client.info("server", target_nodes=RedisCluster.RANDOM)
            self._sharded = int(str(info["redis_version"]).split(".")[0]) >= SHARDED_PUBSUB
        return self._sharded

    def load_scripts(self) -> None:
        """Make sure Redis holds the store's scripts (SCRIPT LOAD is idempotent, and a
        cluster client sends it to every primary); raises a RedisError when Redis cannot
        be reached."""
        for source in (COMMIT_SCRIPT, CREATE_SCRIPT):
            self.client.script_load(source)  # type: ignore[no-untyped-call]

    def record_key(self, game_id: str) -> str:
        return f"{self.prefix}:game:{{{game_id}}}"

    def log_key(self, game_id: str) -> str:
        return f"{self.prefix}:game:{{{game_id}}}:log"

    def channel(self, game_id: str) -> str:
        """The pub/sub channel a commit announces its version on."""
        return f"{self.prefix}:game:{{{game_id}}}:live"

    def game_of_channel(self, channel: str) -> str:
        """The game id a :meth:`channel` name belongs to."""
        return channel[channel.index("{") + 1 : channel.index("}")]

    def ticket_key(self, game_id: str, ticket_hash: str) -> str:
        return f"{self.prefix}:game:{{{game_id}}}:ticket:{ticket_hash}"

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
        entry: dict[str, Any],
        ttl: int,
    ) -> CommitResult:
        """Write ``doc`` as version ``expected + 1`` and append ``entry``, atomically."""
        applied, version = self._commit(
            keys=[self.record_key(game_id), self.log_key(game_id)],
            args=[
                expected,
                expected + 1,
                json.dumps(doc, separators=(",", ":")),
                json.dumps(entry, separators=(",", ":")),
                ttl,
                self.channel(game_id),
                "SPUBLISH" if self.sharded else "PUBLISH",
            ],
        )
        return CommitResult(bool(applied), int(version))

    def log(self, game_id: str, since: int = 0, limit: int | None = None) -> list[dict[str, Any]]:
        """The entries of versions ``since + 1`` on (at most ``limit`` of them), in order."""
        stop = -1 if limit is None else since + limit - 1
        raw = self.client.lrange(self.log_key(game_id), since, stop)
        return [json.loads(item) for item in raw]

    @staticmethod
    def parse_announcement(data: bytes | str) -> tuple[int, bytes | None, bytes | None]:
        """A commit's message: the version, and the log entry and the record as JSON text
        (None for a bare version, as an older server published)."""
        raw = data.encode() if isinstance(data, str) else data
        parts = raw.split(b"\n", 2)
        if len(parts) != 3:
            return int(raw), None, None
        return int(parts[0]), parts[1], parts[2]

    def version(self, game_id: str) -> int | None:
        """The current version alone (a cheap check); None if there is no such game."""
        version = self.client.hget(self.record_key(game_id), "version")
        return None if version is None else int(version)

    def snapshot(self, game_id: str, since: int) -> tuple[Stored | None, list[dict[str, Any]]]:
        """The record and the log entries after version ``since`` (``-1``: only the last
        entry), read in one transaction, so the entries end exactly at the record's version."""
        with self.client.pipeline(transaction=True) as pipe:
            pipe.hmget(self.record_key(game_id), ["version", "doc"])
            pipe.lrange(self.log_key(game_id), since, -1)
            (version, doc), raw = pipe.execute()
        if version is None or doc is None:
            return None, []
        return Stored(int(version), json.loads(doc)), [json.loads(item) for item in raw]

    def put_ticket(self, game_id: str, ticket_hash: str, seat: int, ttl: int) -> None:
        self.client.set(self.ticket_key(game_id, ticket_hash), seat, ex=ttl)

    def take_ticket(self, game_id: str, ticket_hash: str) -> int | None:
        """The seat of a ticket, deleting it (one use); None if unknown, used or expired."""
        seat = self.client.getdel(self.ticket_key(game_id, ticket_hash))
        return None if seat is None else int(seat)

    def delete(self, game_id: str) -> None:
        """Remove a game's record and log (a rematch that lost its race, never shown)."""
        self.client.delete(self.record_key(game_id), self.log_key(game_id))
