"""Open seats, invites, join, leave, resign and abort over HTTP (gunicorn, real Redis)."""

from __future__ import annotations

import random
import threading
from collections import Counter
from typing import Any

import pytest
import requests

from tests.lobby.conftest import Api, problem

MC = "mission-calaveras"


@pytest.fixture
def api(live_server: str) -> Api:
    return Api(live_server)


def open_table(api: Api, seats: int = 4, game: str = MC, **extra: Any) -> dict[str, Any]:
    """A game whose seat 0 is the creator's and the others open."""
    players: list[dict[str, Any]] = [{"name": "host"}] + [{"open": True}] * (seats - 1)
    return api.create(game, players, **extra)


def test_a_game_with_open_seats_waits_and_nobody_acts(api: Api) -> None:
    created = open_table(api)
    host = created["seats"][0]["token"]
    invites = [s["invite"] for s in created["seats"]]
    assert invites[0] is None and all(invites[1:]) and len(set(invites[1:])) == 3
    assert [s["token"] is None for s in created["seats"]] == [False, True, True, True]
    game = api.game(created["id"], host)
    assert game["status"] == "waiting" and game["to_act"] == [] and game["legal_actions"] == []
    assert [s["open"] for s in game["seats"]] == [False, True, True, True]
    assert "invite" not in str(api.get(f"/games/{created['id']}").json()["seats"])
    engine_seat = api.get(f"/games/{created['id']}").json()
    acted = api.post(f"/games/{created['id']}/actions", token=host,
                     body={"action": {"type": "pass"}, "version": engine_seat["version"]})
    problem(acted, 409, "game-waiting")


def test_join_needs_the_right_invite_on_an_unlisted_game(api: Api) -> None:
    created = open_table(api)
    gid, invite = created["id"], created["seats"][1]["invite"]
    problem(api.post(f"/games/{gid}/seats/1/join", {"name": "ana"}), 403, "bad-invite")
    problem(api.post(f"/games/{gid}/seats/1/join", {"name": "ana", "invite": "nope"}), 403)
    other = created["seats"][2]["invite"]
    problem(api.post(f"/games/{gid}/seats/1/join", {"name": "ana", "invite": other}), 403)
    # seat 5 exists in some game, not this one; past every game's seats no route matches
    problem(api.post(f"/games/{gid}/seats/9/join", {"name": "ana", "invite": invite}), 404,
            "not-found")
    problem(api.post(f"/games/{gid}/seats/5/join", {"name": "ana", "invite": invite}), 404,
            "seat-not-found")
    problem(api.post("/games/nope/seats/1/join", {"name": "ana", "invite": invite}), 404,
            "game-not-found")
    problem(api.post(f"/games/{gid}/seats/1/join", {"invite": invite}), 422, "invalid-body")
    token = api.join(gid, 1, "ana", invite)
    problem(api.post(f"/games/{gid}/seats/1/join", {"name": "bo", "invite": invite}), 409,
            "seat-taken")
    problem(api.post(f"/games/{gid}/seats/0/join", {"name": "bo", "invite": invite}), 403)
    assert api.game(gid, token)["seat"] == 1
    assert api.game(gid)["seats"][1]["name"] == "ana"


def test_the_last_seat_filled_starts_the_game(api: Api) -> None:
    created = open_table(api)
    gid = created["id"]
    versions = []
    for seat in (1, 2, 3):
        assert api.game(gid)["status"] == "waiting"
        api.join(gid, seat, f"p{seat}", created["seats"][seat]["invite"])
        versions.append(api.game(gid)["version"])
    game = api.game(gid)
    assert game["status"] == "active" and game["to_act"]
    assert versions == [1, 2, 3]  # each seat change is a version (ETags change with it)
    problem(api.post(f"/games/{gid}/seats/1/join",
                     {"name": "late", "invite": created["seats"][1]["invite"]}), 409,
            "game-not-waiting")


def test_ghost_seats_follow_the_player_who_joins_their_controller(api: Api) -> None:
    created = api.create(MC, [{"name": "host"}, {"open": True}, {"name": "cy"}])
    ghost = next(s for s in created["seats"] if s["ghost"])
    assert ghost["controller"] == 1 and ghost["name"] is None and ghost["invite"] is None
    api.join(created["id"], 1, "ana", created["seats"][1]["invite"])
    game = api.game(created["id"])
    assert game["status"] == "active"
    assert game["seats"][ghost["index"]]["name"] == "ghost of ana"
    problem(api.post(f"/games/{created['id']}/seats/{ghost['index']}/join",
                     {"name": "x", "invite": "y"}), 403)


def test_leave_reopens_the_seat_and_kills_its_token(api: Api) -> None:
    created = open_table(api, seats=3, game="caretos")
    gid, invite = created["id"], created["seats"][1]["invite"]
    host = created["seats"][0]["token"]
    token = api.join(gid, 1, "ana", invite)
    problem(api.post(f"/games/{gid}/seats/1/leave"), 401)
    problem(api.post(f"/games/{gid}/seats/2/leave", token=token), 403)
    problem(api.post(f"/games/{gid}/seats/0/leave", token=host), 409, "not-an-open-seat")
    left = api.post(f"/games/{gid}/seats/1/leave", token=token)
    assert left.status_code == 200, left.text
    assert left.json()["seats"][1]["open"] is True and left.json()["seat"] is None
    problem(api.get(f"/games/{gid}", token), 401)  # the token died
    again = api.join(gid, 1, "bo", invite)  # the same invite seats someone again
    api.join(gid, 2, "cy", created["seats"][2]["invite"])
    assert api.game(gid)["status"] == "active"
    problem(api.post(f"/games/{gid}/seats/1/leave", token=again), 409, "game-not-waiting")


def test_16_concurrent_joins_of_one_seat_seat_exactly_one(api: Api) -> None:
    created = open_table(api)
    gid, invite = created["id"], created["seats"][2]["invite"]
    threads, statuses, tokens = 16, [], []
    barrier = threading.Barrier(threads)
    lock = threading.Lock()

    def join(i: int) -> None:
        session = requests.Session()
        barrier.wait()
        response = session.post(f"{api.base}/games/{gid}/seats/2/join",
                                json={"name": f"racer{i}", "invite": invite}, timeout=60)
        with lock:
            statuses.append(response.status_code)
            if response.status_code == 201:
                tokens.append(response.json()["token"])

    workers = [threading.Thread(target=join, args=(i,)) for i in range(threads)]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    assert Counter(statuses) == Counter({201: 1, 409: threads - 1})
    game = api.game(gid, tokens[0])
    assert game["seat"] == 2 and game["version"] == 1
    assert game["seats"][2]["name"].startswith("racer")


def test_four_invited_humans_play_mission_calaveras_to_the_end(api: Api) -> None:
    players: list[dict[str, Any]] = [{"open": True}] * 4
    created = api.create(MC, players)
    assert all(s["token"] is None and s["invite"] for s in created["seats"])
    tokens = {s["index"]: api.join(created["id"], s["index"], f"human{s['index']}", s["invite"])
              for s in created["seats"]}
    final = api.play_to_the_end(created["id"], tokens, random.Random(4))
    assert final["status"] == "finished"
    outcome = final["outcome"]
    # a team wins, or (an unbroken tie at the guilty seat) every player fails: the deal is
    # the game's random seed, so either may come
    assert bool(outcome["winners"]) == (outcome["detail"]["winning_team"] is not None), outcome
    assert outcome["detail"]["resigned"] == []
    log = api.get(f"/games/{created['id']}/log").json()
    assert len(log["entries"]) >= 1 and {e["seat"] for e in log["entries"]} <= set(tokens)
    problem(api.post(f"/games/{created['id']}/actions", token=tokens[0],
                     body={"action": {"type": "pass"}, "version": final["version"]}), 409)
    # and they play again: one new game, each seat's own token in it
    again = {seat: api.post(f"/games/{created['id']}/rematch", token=token).json()
             for seat, token in tokens.items()}
    assert len({a["id"] for a in again.values()}) == 1
    rematch = api.game(again[0]["id"], again[2]["token"])
    assert rematch["status"] == "active" and rematch["seat"] == 2 and rematch["version"] == 4
    assert [s["name"] for s in rematch["seats"]] == [f"human{i}" for i in range(4)]


def test_resign_statuses(api: Api) -> None:
    created = open_table(api, seats=2, game="encantados")
    gid, host = created["id"], created["seats"][0]["token"]
    problem(api.post(f"/games/{gid}/resign", token=host), 409, "game-waiting")
    problem(api.post(f"/games/{gid}/resign"), 401)
    guest = api.join(gid, 1, "ana", created["seats"][1]["invite"])
    resigned = api.post(f"/games/{gid}/resign", token=guest)
    assert resigned.status_code == 200, resigned.text
    seat = resigned.json()["seats"][1]
    assert seat["resigned"] is True and seat["stand_in"] == "greedy"
    assert resigned.json()["legal_actions"] == []
    problem(api.post(f"/games/{gid}/resign", token=guest), 409, "already-resigned")
    problem(api.post("/games/nope/resign", token=guest), 404)


def test_abort_before_the_first_action(api: Api) -> None:
    created = open_table(api, seats=2, game="encantados")
    gid, host = created["id"], created["seats"][0]["token"]
    problem(api.post(f"/games/{gid}/abort"), 401)
    problem(api.post(f"/games/{gid}/abort", token="not-a-token"), 401)
    aborted = api.post(f"/games/{gid}/abort", token=host)
    assert aborted.status_code == 200, aborted.text
    body = aborted.json()
    assert body["status"] == "aborted" and body["to_act"] == [] and body["seed"] is not None
    problem(api.post(f"/games/{gid}/abort", token=host), 409, "game-aborted")
    problem(api.post(f"/games/{gid}/seats/1/join",
                     {"name": "x", "invite": created["seats"][1]["invite"]}), 409)
    problem(api.post(f"/games/{gid}/actions", token=host,
                     body={"action": {"type": "pass"}, "version": body["version"]}), 409,
            "game-aborted")


def test_abort_after_the_first_action_is_refused(api: Api) -> None:
    created = api.create("encantados", [{"name": "a"}, {"name": "b"}])
    tokens = {s["index"]: s["token"] for s in created["seats"]}
    game = api.game(created["id"])
    seat = game["to_act"][0]
    view = api.game(created["id"], tokens[seat])
    acted = api.post(f"/games/{created['id']}/actions", token=tokens[seat],
                     body={"action": view["legal_actions"][0], "version": view["version"]})
    assert acted.status_code == 200, acted.text
    problem(api.post(f"/games/{created['id']}/abort", token=tokens[1 - seat]), 409,
            "game-started")
    assert api.game(created["id"])["status"] == "active"


def test_open_seats_are_validated(api: Api) -> None:
    for players in ([{"open": True, "name": "x"}] * 2, [{"open": False}] * 2, [{}] * 2,
                    [{"open": True, "bot": "random"}] * 2):
        problem(api.post("/games", {"game": "encantados", "players": players}), 422)
