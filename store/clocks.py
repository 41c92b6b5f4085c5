"""Seat clocks: the time a human seat has for the decision it owes, kept in the game record.

``doc["clocks"]`` holds one entry per seat: ``bank`` (seconds left on a Fischer clock, or
None without one), ``since`` (epoch seconds when the decision it owes now began, or None),
``deadline`` (epoch seconds by which it must decide, or None) and ``timeouts`` (decisions
in a row the server played for it). Every commit of a game runs :func:`advance` on the
record it is about to write, so the clocks change in the same compare-and-set as the
action: a human action and a timeout on one version can never both count.

Only a seat its person plays runs a clock: bots, resigned and absent seats are played
at once by the server. A waiting (or finished) game owes no decision, so no clock runs.
"""

from __future__ import annotations

import time
from collections.abc import Collection, Mapping
from datetime import UTC, datetime
from typing import Any

from store.record import ClockRecord, GameRecord, SeatRecord

BY_TIMEOUT = "timeout"
"""The log's ``by`` for a decision the server played because its deadline passed."""


def new_clocks(seats: int, table: Mapping[str, Any]) -> list[ClockRecord]:
    """The clocks of a new game: full banks, nothing owed yet."""
    bank = float(table["bank_seconds"]) if table["bank_seconds"] else None
    return [{"bank": bank, "since": None, "deadline": None, "timeouts": 0}
            for _ in range(seats)]


def clocks_of(doc: GameRecord, table: Mapping[str, Any]) -> list[ClockRecord]:
    """A record's clocks (fresh ones for a record written before clocks existed)."""
    stored = doc["clocks"]
    return stored if stored is not None else new_clocks(len(doc["seats"]), table)


def timed(table: Mapping[str, Any]) -> bool:
    """Whether a table runs clocks at all (else no deadline is ever kept for it)."""
    return bool(table["turn_seconds"] or table["bank_seconds"])


def human_played(seat: SeatRecord) -> bool:
    """A person plays this seat: no bot's, and no stand-in's for a resigned or away person
    (a ghost seat carries its controller's)."""
    return seat["bot"] is None and not seat["stand_in"]


def advance(
    doc: GameRecord,
    table: Mapping[str, Any],
    to_act: Collection[int],
    acted: int | None,
    by: str | None,
    now: float,
) -> None:
    """Update ``doc`` (a fresh copy about to be stored) for the commit it is part of.

    ``acted`` is the seat whose decision this commit applies (None for a seat change such
    as a join) and ``by`` why the server played it (None: its own player did). The seat
    that acted pays the time it took from its bank and gains the increment; a timeout
    counts towards absence, the player's own action clears it. Then each seat that owes
    a decision after the commit gets its deadline; one that owed it before keeps its own.
    """
    # dicts: each copied as it may change (map: no comprehension's frame, on every commit)
    clocks: list[ClockRecord] = list(map(dict.copy, clocks_of(doc, table)))  # type: ignore[arg-type]
    seats: list[SeatRecord] = list(map(dict.copy, doc["seats"]))  # type: ignore[arg-type]
    if acted is not None and by in (None, BY_TIMEOUT):
        charge(clocks[acted], table, now)
        if by == BY_TIMEOUT:
            clocks[acted]["timeouts"] += 1
            if clocks[acted]["timeouts"] >= table["max_timeouts"]:
                seats[acted].update({"absent": True, "stand_in": table["replacement_bot"]})
        else:
            clocks[acted]["timeouts"] = 0
            if seats[acted]["absent"] and not seats[acted]["resigned"]:
                seats[acted].update({"absent": False, "stand_in": None})
    for index, clock in enumerate(clocks):
        if index in to_act and human_played(seats[index]):
            if clock["since"] is None or index == acted:
                clock["since"] = now
            clock["deadline"] = deadline(clock, table)
        else:
            clock.update({"since": None, "deadline": None})
    doc["clocks"] = clocks
    doc["seats"] = seats


def charge(clock: ClockRecord, table: Mapping[str, Any], now: float) -> None:
    """Take the time the decision took off the bank (never below 0), then add the increment."""
    if clock["bank"] is None or clock["since"] is None:
        return
    left = max(0.0, clock["bank"] - (now - clock["since"]))
    clock["bank"] = round(left + table["increment_seconds"], 3)


def deadline(clock: ClockRecord, table: Mapping[str, Any]) -> float | None:
    """When the decision begun at ``since`` is due: the turn limit or the bank, the sooner."""
    limits = [float(table["turn_seconds"])] if table["turn_seconds"] else []
    if clock["bank"] is not None:
        limits.append(clock["bank"])
    if not limits or clock["since"] is None:
        return None
    due: float = clock["since"] + min(limits)
    return due


def deadlines(doc: GameRecord) -> dict[int, float]:
    """The seats owing a timed decision in a stored record, with their deadlines."""
    return {i: c["deadline"] for i, c in enumerate(doc["clocks"] or [])
            if c["deadline"] is not None}


def iso(epoch: float | None) -> str | None:
    """An epoch time as the API shows times (UTC ISO 8601, milliseconds, ``Z``)."""
    if epoch is None:
        return None
    stamp = datetime.fromtimestamp(epoch, UTC).isoformat(timespec="milliseconds")
    return stamp.replace("+00:00", "Z")


def shown_clock(clock: ClockRecord) -> dict[str, Any]:
    """What anyone may know of a seat's clock (one of :func:`clocks_of`'s list)."""
    deadline = clock["deadline"]
    return {"bank": clock["bank"], "deadline": None if deadline is None else iso(deadline),
            "timeouts": clock["timeouts"]}


def now() -> float:
    return time.time()
