"""The stored game record: its fields, and the one function that reads older records.

A record is plain JSON in Redis (``store.redis_store``), so its type is a TypedDict: the
code keeps copying and updating it as a dict (``{**doc, "updated": stamp}``), and the type
checker knows every key. :func:`read_record` is the only place that knows older layouts:
every reader (the store's reads, the lobby's, a live listener's announcements) goes
through it, so the rest of the code indexes fields and never guesses a default.

Adding a field: add it to :class:`GameRecord` (or :class:`SeatRecord`), write it where
records are made (``Games.create_table``, ``store.seat_records``), put the value older
records mean in ``RECORD_DEFAULTS`` (or ``SEAT_DEFAULTS``) and bump ``RECORD_SCHEMA``.
"""

from __future__ import annotations

import copy
from typing import Any, TypedDict, cast

RECORD_SCHEMA = 1
"""The layout this code writes. A record without ``schema`` predates it (0): the lobby,
clocks, seat changes and ghosts' stand-ins each added fields that it may lack."""


class SeatRecord(TypedDict):
    """One seat: who sits there and the hashes of the secrets that prove it."""

    index: int
    name: str | None  # None while the seat is open
    bot: str | None  # the server bot's level; None: a person plays it
    team: str | None
    ghost: bool  # no player of its own: its controller plays it
    controller: int | None
    token_hash: str | None  # a human seat's token, hashed
    open: bool  # waiting for whoever joins with its invite (or from the lobby)
    invite_hash: str | None
    reserved: bool  # an open seat of a rematch, kept for its previous player
    resigned: bool
    stand_in: str | None  # the bot level the server plays this human seat with
    absent: bool  # timed out too often: the server plays it until its player is back


class ClockRecord(TypedDict):
    """A seat's clock (``store.clocks``)."""

    bank: float | None
    since: float | None
    deadline: float | None
    timeouts: int


class GameRecord(TypedDict):
    """A game as stored: its setup, seats, clocks and the engine's state."""

    schema: int
    game: str
    creator_hash: str | None  # the creator token's hash (``Seating.abort``); None before it
    options: dict[str, Any]
    table: dict[str, Any]  # table options as given (``store.table_options`` resolves them)
    seed: int
    salt: str | None  # None: the creator chose the seed
    listed: bool
    players: int
    seats: list[SeatRecord]
    state: dict[str, Any]
    state_seal: str | None  # ``store.state_seal``: None (or wrong) means checked on every load
    clocks: list[ClockRecord] | None  # None: written before clocks (fresh ones are meant)
    created: str
    updated: str
    aborted: bool
    abort_cause: str | None  # why it was aborted: "creator", or one of ``games.SERVER_ENDS``
    abort_reason: str | None  # the words players see; None: a player's abort


SEAT_DEFAULTS: dict[str, Any] = {
    "team": None, "ghost": False, "controller": None, "token_hash": None, "open": False,
    "invite_hash": None, "reserved": False, "resigned": False, "stand_in": None,
    "absent": False,
}
"""What a seat field a record lacks means (seats before the lobby, clocks and resigns)."""

RECORD_DEFAULTS: dict[str, Any] = {
    "options": {}, "table": {}, "salt": None, "listed": False, "state_seal": None,
    "clocks": None, "aborted": False, "creator_hash": None, "abort_cause": None,
    "abort_reason": None,
}
"""What a record field an older record lacks means."""

REQUIRED = ("game", "seed", "players", "seats", "state", "created", "updated")
"""Fields every record ever written has."""


class RecordError(ValueError):
    """A stored record that is not a game record at all (a field every layout has is
    missing, or the seats are not a list)."""


def read_record(raw: dict[str, Any]) -> GameRecord:
    """``raw`` (parsed JSON from Redis, or an announcement) as a current record.

    A record of the current schema is returned as it is (no copy: the cost of a read stays
    the parse); an older one gets the value each missing field means, without changing a
    field it has. The caller owns ``raw``: it is completed in place.
    """
    if raw.get("schema") == RECORD_SCHEMA:
        return raw  # type: ignore[return-value]  # (no cast() call: this runs on every read)
    missing = [name for name in REQUIRED if name not in raw]
    if missing or not isinstance(raw["seats"], list):
        raise RecordError(f"not a game record (missing {missing or 'a seat list'})")
    record = raw
    for name, default in RECORD_DEFAULTS.items():
        record.setdefault(name, copy.copy(default))
    for seat in record["seats"]:
        for name, default in SEAT_DEFAULTS.items():
            seat.setdefault(name, default)
    record["schema"] = RECORD_SCHEMA
    return cast(GameRecord, record)
