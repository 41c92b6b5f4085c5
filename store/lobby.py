"""The lobby: an index of listed games that wait for players, newest first.

Two sorted sets hold the index: ``<prefix>:lobby`` (every game) and ``<prefix>:lobby:<game>``
(one per game name). Every member has score 0 and reads ``<created ISO time>|<game id>``,
so the set's lexicographic order is creation order and a page is one ``ZREVRANGEBYLEX``
from the last member shown (the opaque cursor is that member's bytes in lowercase hex: any
such string is a position in that order, so no cursor can break a listing).

These keys are global, not per game: on Redis Cluster they live in one slot of their own,
apart from the games they list, so updating them cannot be atomic with a game's commit.
That is fine because the index is only a hint: a listing reads every candidate's record
and shows it only if it is still listed and waiting, and drops entries that are not (a
game that filled while its index update was lost, or expired). Adding an entry also trims
those older than the idle expiry, so the sets stay bounded even if nobody lists.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from store.errors import InvalidRequest
from store.record import GameRecord, read_record
from store.redis_store import GameStore

MEMBER_SEPARATOR = "|"
"""Never in an ISO time or a hex game id, so a member splits unambiguously."""


@dataclass(frozen=True, slots=True)
class Listed:
    """A game the lobby shows: its id, version and stored record."""

    id: str
    version: int
    doc: GameRecord


def waiting_and_listed(doc: GameRecord) -> bool:
    """Whether a stored record belongs in the lobby (its own record is the truth)."""
    if doc["aborted"] or not doc["listed"]:
        return False
    return any(seat["open"] for seat in doc["seats"])


CURSOR_PATTERN = r"^(?:[0-9a-f]{2})+$"
"""A cursor is bytes in lowercase hex."""


def encode_cursor(member: str) -> str:
    return member.encode().hex()


def decode_cursor(cursor: str) -> bytes:
    """The position a cursor names; :class:`InvalidRequest` if it is not hex bytes."""
    if not re.fullmatch(CURSOR_PATTERN, cursor):
        raise InvalidRequest(f"cursor {cursor!r} is not one this server gave out")
    return bytes.fromhex(cursor)


class Lobby:
    """Adds, removes and pages through listed waiting games."""

    def __init__(self, store: GameStore, idle_ttl: int) -> None:
        self.store = store
        self.client = store.client
        self.prefix = store.prefix
        self.idle_ttl = idle_ttl

    def key(self, game: str | None) -> str:
        return f"{self.prefix}:lobby" if game is None else f"{self.prefix}:lobby:{game}"

    @staticmethod
    def member(game_id: str, created: str) -> str:
        return f"{created}{MEMBER_SEPARATOR}{game_id}"

    def add(self, game_id: str, game: str, created: str) -> None:
        cutoff = datetime.now(UTC) - timedelta(seconds=self.idle_ttl)
        oldest = cutoff.isoformat(timespec="milliseconds").replace("+00:00", "Z")
        with self.client.pipeline(transaction=False) as pipe:
            for key in (self.key(None), self.key(game)):
                pipe.zadd(key, {self.member(game_id, created): 0})
                pipe.zremrangebylex(key, "-", f"({oldest}")
            pipe.execute()

    def remove(self, game_id: str, game: str, created: str) -> None:
        with self.client.pipeline(transaction=False) as pipe:
            for key in (self.key(None), self.key(game)):
                pipe.zrem(key, self.member(game_id, created))
            pipe.execute()

    def page(
        self, game: str | None, limit: int, cursor: str | None
    ) -> tuple[list[Listed], str | None]:
        """Up to ``limit`` listed waiting games older than ``cursor``, newest first, and
        the cursor of the next page (None when this page is the last)."""
        key = self.key(game)
        start: str | bytes = "+" if cursor is None else b"(" + decode_cursor(cursor)
        found: list[Listed] = []
        last = None
        while len(found) < limit:
            wanted = limit - len(found)
            members = [m.decode() for m in self.client.zrevrangebylex(key, start, "-", 0, wanted)]
            if not members:
                break
            with self.client.pipeline(transaction=False) as pipe:
                for member in members:
                    game_id = member.partition(MEMBER_SEPARATOR)[2]
                    pipe.hmget(self.store.record_key(game_id), ["version", "doc"])
                records = pipe.execute()
            stale = []
            for member, (version, doc) in zip(members, records, strict=True):
                parsed = None if doc is None else read_record(json.loads(doc))
                if parsed is None or not waiting_and_listed(parsed):
                    stale.append(member)
                    continue
                found.append(Listed(member.partition(MEMBER_SEPARATOR)[2], int(version), parsed))
                last = member
            if stale:
                self.client.zrem(key, *stale)
            start = f"({members[-1]}"
            if len(members) < wanted:
                break
        next_cursor = encode_cursor(last) if last is not None and len(found) == limit else None
        return found, next_cursor
