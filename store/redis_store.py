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

import time
from dataclasses import dataclass
from typing import Any

import orjson
import redis
from redis.cluster import RedisCluster

from store.deadlines import DeadlineChange
from store.lua import LuaScript
from store.record import GameRecord, read_record
from store.windows import COUNT_LUA, Windows

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
if ARGV[8] == '1' then redis.call('ZADD', KEYS[3], ARGV[9], ARGV[10])
elseif ARGV[8] == '0' then redis.call('ZREM', KEYS[3], ARGV[10]) end
if ARGV[11] ~= '' then
  local drop = tonumber(ARGV[11])
  if drop > 0 then redis.call('ZREM', KEYS[#KEYS], unpack(ARGV, 12, 11 + drop)) end
  if #ARGV > 11 + drop then redis.call('ZADD', KEYS[#KEYS], unpack(ARGV, 12 + drop, #ARGV)) end
end
return {1, tonumber(ARGV[2])}
"""
"""Compare-and-set on the version, then a wake-up on the game's channel (ARGV[7] is
PUBLISH, or SPUBLISH on a Redis 7 cluster: the channel carries the game's hash tag, so the
sharded publish stays on the game's own shard); returns {applied (0/1), current version
or -1}. The message is ``<version>\\n<entry>\\n<doc>`` (compact JSON has no raw newline):
what was committed, so a listener builds the new version without reading it back. With a
due set (KEYS[3], ARGV[8] '1' or '0') the same step records whether a bot's turn is now
due (member ARGV[10], the game id, scored ARGV[9], the commit's time) or drops it: a
crash between the commit and the enqueue cannot lose the turn (``store.bot_turns``). With
the deadline set (the last key, ARGV[11] the count of members to drop, then those members,
then score and member pairs to add) the old version's deadlines go and the new one's come
in the same step: a timed action costs no round trip more (``store.deadlines``)."""

LOAD_SCRIPT = "local FIRST, ARG = 2, 1\n" + COUNT_LUA + """
local record = redis.call('HMGET', KEYS[1], 'version', 'doc')
local reply = {record[1], record[2]}
for i = 1, #hits do reply[i + 2] = hits[i] end
return reply
"""
"""The read with rate-limit counters (``store.windows``): hit ``KEYS[2..]``, then read the
record at ``KEYS[1]``; {version or nil, doc or nil, count, seconds left, ...}. One round
trip for both, on a plain Redis (on a cluster the counters live elsewhere)."""

CREATE_SCRIPT = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[1], 'doc', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
if ARGV[4] == '1' then redis.call('ZADD', KEYS[2], ARGV[5], ARGV[6]) end
if #ARGV > 6 then redis.call('ZADD', KEYS[#KEYS], unpack(ARGV, 7, #ARGV)) end
return 1
"""
"""Create a record only if its id is free (ids are random, but never overwrite); with a
due set (KEYS[2], ARGV[4] '1'), record the bot turn due at version 0 in the same step, and
with the deadline set (the last key) its first deadlines (ARGV[7..], score and member)."""



JSON_OPTIONS = orjson.OPT_NON_STR_KEYS
"""Integer keys (an engine's map by seat) become strings, as the stdlib's json made them."""


def encode(value: Any) -> bytes:
    """Compact JSON (no raw newline: the announcement splits on them), by orjson: several
    times faster than the stdlib's json on a record, and the same JSON."""
    return orjson.dumps(value, option=JSON_OPTIONS)


@dataclass(frozen=True, slots=True)
class Stored:
    """A record as read from Redis."""

    version: int
    doc: GameRecord


@dataclass(frozen=True, slots=True)
class CommitResult:
    applied: bool
    version: int  # the new version when applied; the current one (-1: gone) when not


class GameStore:
    """Reads and atomically writes game records in one Redis (or Redis Cluster)."""

    def __init__(self, client: redis.Redis, prefix: str, due_key: str | None = None,
                 deadline_key: str | None = None) -> None:
        """``due_key``: the sorted set of games owing a bot turn (``BotTurns.due_key``), and
        ``deadline_key`` the set of pending deadlines (``Deadlines.key``), written by the
        commit itself; only when they are on this same Redis (not a cluster)."""
        self.client = client
        self.prefix = prefix
        self.due_key = due_key
        self.deadline_key = deadline_key
        self.cluster = isinstance(client, RedisCluster)
        self._sharded: bool | None = None if self.cluster else False
        self._commit = LuaScript(client, COMMIT_SCRIPT)
        self._create = LuaScript(client, CREATE_SCRIPT)
        self._load = LuaScript(client, LOAD_SCRIPT)

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
        for source in (COMMIT_SCRIPT, CREATE_SCRIPT, LOAD_SCRIPT):
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

    def create(self, game_id: str, doc: GameRecord, ttl: int, due: bool = False,
               deadlines: DeadlineChange | None = None) -> bool:
        """Store a new record at version 0; False if the id is taken. ``due``: a bot acts
        first (recorded in the due set, if this store keeps it); ``deadlines``: its first
        deadlines (needs ``deadline_key``)."""
        keys = [self.record_key(game_id)]
        flag = ""
        if self.due_key is not None:
            keys.append(self.due_key)
            flag = "1" if due else ""
        pairs: list[Any] = []
        if deadlines is not None and deadlines.add:
            assert self.deadline_key is not None, "the deadline set is not on this Redis"
            keys.append(self.deadline_key)
            pairs = deadlines.score_pairs()
        created = self._create(
            keys=keys,
            args=[0, encode(doc), ttl, flag, time.time(), game_id, *pairs],
        )
        return bool(created)

    def load(self, game_id: str, windows: Windows | None = None) -> Stored | None:
        """The record, in one round trip; None if there is no such game. ``windows``
        (rate-limit counters on this same Redis, never on a cluster) are hit in that round
        trip and judged before the record is looked at, so a refusal comes first."""
        if windows is None:
            version, doc = self.client.hmget(self.record_key(game_id), ["version", "doc"])
        else:
            version, doc, *hits = self._load(
                keys=[self.record_key(game_id), *windows.keys], args=list(windows.seconds)
            )
            windows.judge(windows.hits(hits))
        if version is None or doc is None:
            return None
        return Stored(int(version), read_record(orjson.loads(doc)))

    def commit(
        self,
        game_id: str,
        expected: int,
        doc: GameRecord,
        entry: dict[str, Any],
        ttl: int,
        due: bool | None = None,
        deadlines: DeadlineChange | None = None,
    ) -> CommitResult:
        """Write ``doc`` as version ``expected + 1`` and append ``entry``, atomically;
        ``due``: whether a bot's turn is due after it (kept in the due set, if any);
        ``deadlines``: the change to the deadline set (needs ``deadline_key``)."""
        keys = [self.record_key(game_id), self.log_key(game_id)]
        flag = ""
        if self.due_key is not None and due is not None:
            keys.append(self.due_key)
            flag = "1" if due else "0"
        timed: list[Any] = [""]
        if deadlines is not None:
            assert self.deadline_key is not None, "the deadline set is not on this Redis"
            keys.append(self.deadline_key)
            timed = [len(deadlines.drop), *deadlines.drop, *deadlines.score_pairs()]
        applied, version = self._commit(
            keys=keys,
            args=[
                expected,
                expected + 1,
                encode(doc),
                encode(entry),
                ttl,
                self.channel(game_id),
                "SPUBLISH" if self.sharded else "PUBLISH",
                flag,
                time.time(),
                game_id,
                *timed,
            ],
        )
        return CommitResult(bool(applied), int(version))

    def log(self, game_id: str, since: int = 0, limit: int | None = None) -> list[dict[str, Any]]:
        """The entries of versions ``since + 1`` on (at most ``limit`` of them), in order."""
        stop = -1 if limit is None else since + limit - 1
        raw = self.client.lrange(self.log_key(game_id), since, stop)
        return [orjson.loads(item) for item in raw]

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
        return (Stored(int(version), read_record(orjson.loads(doc))),
                [orjson.loads(item) for item in raw])

    def put_ticket(self, game_id: str, ticket_hash: str, seat: int, ttl: int) -> None:
        self.client.set(self.ticket_key(game_id, ticket_hash), seat, ex=ttl)

    def take_ticket(self, game_id: str, ticket_hash: str) -> int | None:
        """The seat of a ticket, deleting it (one use); None if unknown, used or expired."""
        seat = self.client.getdel(self.ticket_key(game_id, ticket_hash))
        return None if seat is None else int(seat)

    def delete(self, game_id: str) -> None:
        """Remove a game's record and log (a rematch that lost its race, never shown)."""
        self.client.delete(self.record_key(game_id), self.log_key(game_id))
