"""A last-moment human action against its timeout job: exactly one lands, every time.

No worker runs here: the test drives ``worker.jobs.play_timeout`` in-process against the
same version a person posts an action for over HTTP (gunicorn), both released at once.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from store.settings import Settings
from tests.clocks.conftest import epoch, log_entries, wait_for
from tests.lobby.conftest import Api
from worker.jobs import play_timeout

ROUNDS = 12
"""Races run: each waits out a 1 s deadline first."""


def two_people(api: Api, **options: Any) -> tuple[str, dict[int, str]]:
    created = api.create("caretos", [{"name": "ana"}, {"name": "bo"}],
                         options={"replacement_bot": "random", **options}, seed=3)
    return created["id"], {s["index"]: s["token"] for s in created["seats"]}


def overdue(api: Api, game_id: str, tokens: dict[int, str]) -> tuple[int, dict[str, Any]]:
    """The seat owing a decision and its view, once its deadline has passed."""
    body = api.game(game_id)
    seat = body["to_act"][0]
    deadline = epoch(body["seats"][seat]["clock"]["deadline"])
    time.sleep(max(0.0, deadline - time.time()) + 0.01)
    return seat, api.game(game_id, tokens[seat])


def race(api: Api, game_id: str, token: str, seat: int, view: dict[str, Any]) -> dict[str, Any]:
    """Post the seat's action and run its timeout job at the same instant; both answers."""
    start = threading.Barrier(2)
    answers: dict[str, Any] = {}

    def human() -> None:
        start.wait()
        answers["http"] = api.post(f"/games/{game_id}/actions", token=token, body={
            "action": view["legal_actions"][0], "version": view["version"]}).status_code

    def timeout() -> None:
        start.wait()
        answers["job"] = play_timeout(game_id, view["version"], seat)

    threads = [threading.Thread(target=human), threading.Thread(target=timeout)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def test_a_human_action_and_its_timeout_job_never_both_land(api: Api, job_env: Settings) -> None:
    gid, tokens = two_people(api, turn_seconds=1, max_timeouts=100)
    outcomes = []
    for _ in range(ROUNDS):
        seat, view = overdue(api, gid, tokens)
        version = view["version"]
        answers = race(api, gid, tokens[seat], seat, view)
        landed = [e for e in log_entries(api, gid) if e["version"] == version + 1]
        assert len(landed) == 1, landed
        assert api.game(gid)["version"] == version + 1
        if landed[0].get("by") == "timeout":
            assert answers["http"] == 409 and "timed out" in answers["job"], answers
        else:
            assert answers["http"] == 200 and answers["job"].startswith("stale"), answers
        outcomes.append(landed[0].get("by", "human"))
    print("race outcomes:", outcomes)


def test_a_timeout_job_before_its_deadline_or_after_the_version_moved_does_nothing(
    api: Api, job_env: Settings
) -> None:
    gid, _ = two_people(api, turn_seconds=60)
    body = api.game(gid)
    seat = body["to_act"][0]
    assert play_timeout(gid, body["version"], seat).startswith("early")
    assert play_timeout(gid, body["version"] + 5, seat).startswith("stale")
    assert play_timeout(gid, body["version"], 1 - seat).startswith("stale")  # owes nothing
    assert play_timeout("nosuchgame", 0, 0).endswith("is gone")
    assert api.game(gid)["version"] == body["version"] and log_entries(api, gid) == []


def test_an_absent_seat_that_acts_is_back(api: Api, job_env: Settings) -> None:
    gid, tokens = two_people(api, turn_seconds=1, max_timeouts=1)
    seat, view = overdue(api, gid, tokens)
    assert "timed out" in play_timeout(gid, view["version"], seat)
    record = api.game(gid)["seats"][seat]
    assert record["absent"] is True and record["stand_in"] == "random"
    # No worker runs, so the seat's next decision waits: its person takes it back.
    other = 1 - seat
    while seat not in (body := api.game(gid))["to_act"]:
        mine = wait_for(lambda: api.game(gid, tokens[other])["legal_actions"] and
                        api.game(gid, tokens[other]), what="the other seat's decision")
        acted = api.post(f"/games/{gid}/actions", token=tokens[other],
                         body={"action": mine["legal_actions"][0], "version": mine["version"]})
        assert acted.status_code == 200, acted.text
    view = api.game(gid, tokens[seat])
    assert view["legal_actions"] and view["seats"][seat]["absent"] is True
    assert view["seats"][seat]["clock"]["deadline"] is None  # the server owes it now
    acted = api.post(f"/games/{gid}/actions", token=tokens[seat],
                     body={"action": view["legal_actions"][0], "version": body["version"]})
    assert acted.status_code == 200, acted.text
    record = acted.json()["seats"][seat]
    assert record["absent"] is False and record["stand_in"] is None
    assert record["clock"]["timeouts"] == 0
    assert log_entries(api, gid)[-1].get("by") is None
