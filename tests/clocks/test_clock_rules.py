"""The clock arithmetic of ``store.clocks.advance`` on plain records (no Redis needed)."""

from __future__ import annotations

from typing import Any

from store import clocks, table_options
from store.record import SEAT_DEFAULTS


def record(players: int = 3, bots: tuple[int, ...] = (), **options: Any) -> dict[str, Any]:
    table = table_options.resolve(options)
    seats = [{**SEAT_DEFAULTS, "index": i, "name": f"p{i}",
              "bot": "random" if i in bots else None} for i in range(players)]
    return {"table": table, "seats": seats, "clocks": clocks.new_clocks(players, table)}


def step(doc: dict[str, Any], to_act: list[int], acted: int | None, by: str | None,
         now: float) -> dict[str, Any]:
    doc = {**doc}
    clocks.advance(doc, doc["table"], to_act, acted, by, now)
    return doc


def test_seats_owing_at_once_each_keep_their_own_deadline() -> None:
    doc = step(record(turn_seconds=10), [0, 1, 2], None, None, now=100.0)
    assert clocks.deadlines(doc) == {0: 110.0, 1: 110.0, 2: 110.0}
    doc = step(doc, [1, 2], 0, None, now=104.0)  # seat 0 decided; 1 and 2 still owe
    assert clocks.deadlines(doc) == {1: 110.0, 2: 110.0}
    doc = step(doc, [0, 2], 1, None, now=105.0)  # seat 0 owes a new decision
    assert clocks.deadlines(doc) == {0: 115.0, 2: 110.0}


def test_bots_and_waiting_games_run_no_clock() -> None:
    doc = step(record(turn_seconds=10, bots=(1,)), [0, 1], None, None, now=0.0)
    assert clocks.deadlines(doc) == {0: 10.0}
    doc = step(doc, [], None, None, now=1.0)  # waiting, or over: nobody owes anything
    assert clocks.deadlines(doc) == {}


def test_a_fischer_bank_pays_the_time_taken_and_gains_the_increment() -> None:
    doc = step(record(bank_seconds=60, increment_seconds=5), [0], None, None, now=0.0)
    assert clocks.deadlines(doc) == {0: 60.0}
    doc = step(doc, [0], 0, None, now=12.5)
    assert doc["clocks"][0]["bank"] == 52.5 and clocks.deadlines(doc) == {0: 65.0}
    doc = step(doc, [0], 0, clocks.BY_TIMEOUT, now=80.0)  # ran out: 0 left + 5
    assert doc["clocks"][0]["bank"] == 5.0 and clocks.deadlines(doc) == {0: 85.0}


def test_the_sooner_of_turn_limit_and_bank_is_the_deadline() -> None:
    doc = step(record(turn_seconds=30, bank_seconds=20), [0], None, None, now=0.0)
    assert clocks.deadlines(doc) == {0: 20.0}
    doc = step(record(turn_seconds=10, bank_seconds=20), [0], None, None, now=0.0)
    assert clocks.deadlines(doc) == {0: 10.0}


def test_timeouts_in_a_row_make_a_seat_absent_and_its_own_action_brings_it_back() -> None:
    doc = step(record(2, turn_seconds=5, max_timeouts=2), [0], None, None, now=0.0)
    doc = step(doc, [1], 0, clocks.BY_TIMEOUT, now=5.0)
    doc = step(doc, [0], 1, None, now=6.0)
    assert doc["clocks"][0]["timeouts"] == 1 and not doc["seats"][0]["absent"]
    doc = step(doc, [0], 0, clocks.BY_TIMEOUT, now=11.0)
    assert doc["seats"][0]["absent"] and doc["seats"][0]["stand_in"] == "greedy"
    assert clocks.deadlines(doc) == {}  # the server plays it now, untimed
    doc = step(doc, [1], 0, None, now=12.0)  # its person acted
    assert not doc["seats"][0]["absent"] and doc["seats"][0]["stand_in"] is None
    assert doc["clocks"][0]["timeouts"] == 0


def test_a_resigned_seat_stays_resigned_and_untimed() -> None:
    doc = record(2, turn_seconds=5)
    doc["seats"][0].update(resigned=True, stand_in="random")
    doc = step(doc, [0, 1], None, None, now=0.0)
    assert clocks.deadlines(doc) == {1: 5.0}
    doc = step(doc, [0, 1], 0, "resign", now=1.0)
    assert doc["seats"][0]["stand_in"] == "random" and doc["clocks"][0]["timeouts"] == 0
