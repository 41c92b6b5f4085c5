"""Clocks over HTTP (gunicorn, real Redis, real worker processes): turn limits, absence,
coming back, Fischer banks, waiting games, and a deadline kept across a SIGKILLed worker."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path
from typing import Any

from store.settings import Settings
from store.table_options import DEFAULT_SHARED_TURN_SECONDS, MAX_TURN_SECONDS
from tests.clocks.conftest import FIRE_BOUND, epoch, log_entries, owing, wait_for
from tests.conftest import stop_process
from tests.lobby.conftest import Api, problem
from tests.worker.test_recovery import kill_tree, start_group_worker

MC = "mission-calaveras"
SEED = 7
"""A fixed deal: the human at seat 0 owes a decision every round of four."""

CLOCK_OPTIONS = ("turn_seconds", "bank_seconds", "increment_seconds", "max_timeouts")


SEARCHING_BOT = "ismcts"
"""A level that thinks its full budget per decision, so a game against it lasts seconds."""


def human_vs_bots(api: Api, bot: str = "random", **options: Any) -> tuple[str, str]:
    """A Mission Calaveras game: a person at seat 0, three ``bot`` seats that also stand in
    for the person; (id, seat 0's token)."""
    players = [{"name": "ana"}] + [{"name": f"bot{i}", "bot": bot} for i in (1, 2, 3)]
    created = api.create(MC, players, options={"replacement_bot": bot, **options},
                         seed=SEED)
    return created["id"], created["seats"][0]["token"]


def timeouts_of(api: Api, game_id: str, seat: int = 0) -> list[dict[str, Any]]:
    return [e for e in log_entries(api, game_id) if e["seat"] == seat and e.get("by")]


def test_clock_options_are_published_and_checked(api: Api) -> None:
    for described in api.get("/game-types").json()["games"]:
        options = {o["name"]: o for o in described["options"]}
        assert options["turn_seconds"]["default"] == 0
        assert options["turn_seconds"]["maximum"] == MAX_TURN_SECONDS
        assert options["max_timeouts"]["default"] == 3 and options["max_timeouts"]["minimum"] == 1
        assert all(options[name]["minimum"] in (0, 1) for name in CLOCK_OPTIONS)
    for bad in ({"turn_seconds": -1}, {"bank_seconds": 10**9}, {"max_timeouts": 0},
                {"increment_seconds": "5"}, {"turn_seconds": True}):
        body = problem(api.post("/games", {"game": "encantados",
                                           "players": [{"name": "a"}, {"name": "b"}],
                                           "options": bad}), 422)
        assert next(iter(bad)) in body["detail"]
    created = api.create("encantados", [{"name": "a"}, {"name": "b"}],
                         options={"turn_seconds": 0})  # chosen: no limit
    for seat in api.game(created["id"])["seats"]:
        assert seat["absent"] is False
        assert seat["clock"] == {"bank": None, "deadline": None, "timeouts": 0}


def test_two_people_get_the_default_turn_limit_one_person_none(api: Api) -> None:
    """A player who walked away must not hold the others for ever (issue 30)."""
    before = time.time()
    two = api.game(api.create("encantados", [{"name": "a"}, {"name": "b"}])["id"])
    due = epoch(two["seats"][0]["clock"]["deadline"])
    assert before - 0.01 <= due - DEFAULT_SHARED_TURN_SECONDS <= time.time() + 0.01
    assert two["seats"][1]["clock"]["deadline"] is None  # seat 1 owes nothing yet
    alone = api.game(api.create("encantados", [{"name": "a"}, {"name": "b", "bot": "random"}])
                     ["id"])
    assert alone["seats"][0]["clock"]["deadline"] is None
    banked = api.game(api.create("encantados", [{"name": "a"}, {"name": "b"}],
                                 options={"bank_seconds": 900})["id"])
    assert epoch(banked["seats"][0]["clock"]["deadline"]) - time.time() <= 900  # its clock


def test_timeouts_are_played_by_the_bot_then_the_seat_is_absent_until_it_comes_back(
    api: Api, worker: subprocess.Popen[bytes], forget_games: list[str]
) -> None:
    before = time.time()
    # searching bots (a CPU budget per decision): the game is still running when the test
    # takes the seat back (random bots finish it within a second of the seat going absent)
    gid, token = human_vs_bots(api, bot=SEARCHING_BOT, turn_seconds=2)
    forget_games.append(gid)  # not played out behind later tests' turns
    after = time.time()
    first = owing(api, gid, 0, token)
    assert first is not None  # seat 0 decides first, from the game's creation on
    deadline = epoch(first["seats"][0]["clock"]["deadline"])
    assert before - 0.01 <= deadline - 2 <= after + 0.01
    assert [s["clock"]["deadline"] for s in first["seats"][1:]] == [None] * 3  # bots

    for count in (1, 2, 3):
        entries = wait_for(lambda c=count: len(timeouts_of(api, gid)) >= c and
                           timeouts_of(api, gid), what=f"timeout {count}")
        # after the third, the bot may already be playing the absent seat
        assert [e["by"] for e in entries[:count]] == ["timeout"] * count
        assert all(e["by"] == "absent" for e in entries[count:]) and (
            count == 3 or len(entries) == count)
        late = epoch(entries[count - 1]["time"]) - deadline
        assert 0 <= late < FIRE_BOUND, late  # never early; on time within a generous bound
        seat = api.game(gid)["seats"][0]
        if count < 3:
            assert seat["absent"] is False and seat["clock"]["timeouts"] == count
            deadline = epoch(wait_for(lambda: api.game(gid)["seats"][0]["clock"]["deadline"],
                                      what="the next deadline"))
    seat = api.game(gid)["seats"][0]
    assert seat["absent"] is True and seat["stand_in"] == SEARCHING_BOT
    assert seat["clock"] == {"bank": None, "deadline": None, "timeouts": 3}

    # Absent: the bot plays the seat's decisions at once, logged as such.
    wait_for(lambda: any(e["by"] == "absent" for e in timeouts_of(api, gid)),
             what="a decision played for the absent seat")

    back = api.post(f"/games/{gid}/back", token=token)
    assert back.status_code == 200, back.text
    seat = back.json()["seats"][0]
    assert seat["absent"] is False and seat["stand_in"] is None
    assert seat["clock"]["timeouts"] == 0
    problem(api.post(f"/games/{gid}/back", token=token), 409, "not-absent")

    view = wait_for(lambda: owing(api, gid, 0, token), what="seat 0's next decision")
    assert view["seats"][0]["clock"]["deadline"] is not None
    acted = api.post(f"/games/{gid}/actions", token=token,
                     body={"action": view["legal_actions"][0], "version": view["version"]})
    assert acted.status_code == 200, acted.text  # well inside its 2 s
    own = [e for e in log_entries(api, gid) if e["seat"] == 0 and "by" not in e]
    assert own and own[-1]["version"] == view["version"] + 1


def test_a_fischer_clock_runs_down_and_the_bot_plays(
    api: Api, worker: subprocess.Popen[bytes]
) -> None:
    gid, token = human_vs_bots(api, bank_seconds=3, increment_seconds=1)
    view = owing(api, gid, 0, token)
    assert view is not None
    clock = view["seats"][0]["clock"]
    assert clock["bank"] == 3.0 and clock["deadline"] is not None
    before = time.time()
    acted = api.post(f"/games/{gid}/actions", token=token,
                     body={"action": view["legal_actions"][0], "version": view["version"]})
    after = time.time()
    assert acted.status_code == 200, acted.text
    bank = acted.json()["seats"][0]["clock"]["bank"]
    # bank = old deadline - commit time + increment: the commit fell inside the request.
    committed = epoch(clock["deadline"]) + 1 - bank
    assert before - 0.01 <= committed <= after + 0.01
    assert 0 < bank <= 4

    # Now let the bank run out: the decision is the bot's, the bank ends at the increment.
    wait_for(lambda: timeouts_of(api, gid), what="the bank ran out")
    assert timeouts_of(api, gid)[0]["by"] == "timeout"
    assert api.game(gid)["seats"][0]["clock"]["bank"] == 1.0  # 0 left + the increment


def test_a_waiting_game_runs_no_clock_until_it_starts(api: Api) -> None:
    created = api.create("encantados", [{"name": "host"}, {"open": True}],
                         options={"turn_seconds": 30})
    gid = created["id"]
    waiting = api.game(gid)
    assert waiting["status"] == "waiting"
    assert [s["clock"]["deadline"] for s in waiting["seats"]] == [None, None]
    api.join(gid, 1, "guest", created["seats"][1]["invite"])
    active = api.game(gid)
    owed = [s["index"] for s in active["seats"] if s["clock"]["deadline"]]
    assert active["status"] == "active" and owed == active["to_act"]
    assert 0 < epoch(active["seats"][owed[0]]["clock"]["deadline"]) - time.time() <= 30


def test_a_deadline_pending_when_its_worker_is_sigkilled_fires_after_a_restart(
    api: Api, settings: Settings, tmp_path: Path
) -> None:
    worker = start_group_worker(settings, tmp_path / "w1.log")
    try:
        gid, token = human_vs_bots(api, turn_seconds=2)
        view = owing(api, gid, 0, token)
        assert view is not None
        kill_tree(worker.pid)
        worker.wait()
    finally:
        stop_process(worker)
    deadline = epoch(view["seats"][0]["clock"]["deadline"])
    time.sleep(max(0.0, deadline - time.time()) + 1)  # due now, with no worker to fire it
    assert timeouts_of(api, gid) == []
    restarted = start_group_worker(settings, tmp_path / "w2.log")
    try:
        entries = wait_for(lambda: timeouts_of(api, gid), what="the deadline after restart")
        assert [(e["by"], e["version"]) for e in entries] == [("timeout", view["version"] + 1)]
    finally:
        stop_process(restarted)
