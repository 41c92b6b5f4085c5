"""Resign with a real worker, rematch, the lobby's pages, and seeds players can verify."""

from __future__ import annotations

import hashlib
import random
import subprocess
import threading
from typing import Any

import pytest
import redis

from engines import get_engine
from store.seeds import MAX_SEED
from store.settings import Settings
from tests.lobby.conftest import Api, problem


@pytest.fixture
def api(live_server: str) -> Api:
    return Api(live_server)


def test_a_resigned_seat_is_played_by_the_bot_to_the_end(
    api: Api, worker: subprocess.Popen[bytes]
) -> None:
    created = api.create("mission-calaveras", [{"name": f"p{i}"} for i in range(4)],
                         options={"replacement_bot": "random"})
    gid = created["id"]
    tokens = {s["index"]: s["token"] for s in created["seats"]}
    resigned = api.post(f"/games/{gid}/resign", token=tokens[2])
    assert resigned.status_code == 200, resigned.text
    assert resigned.json()["seats"][2]["stand_in"] == "random"
    problem(api.post(f"/games/{gid}/actions", token=tokens[2],
                     body={"action": {"type": "pass"}, "version": resigned.json()["version"]}),
            403, "not-your-decision")
    del tokens[2]  # the partner (seat 0) and the others play on
    final = api.play_to_the_end(gid, tokens, random.Random(2))
    assert final["status"] == "finished"
    assert final["outcome"]["detail"]["resigned"] == [2]
    log = api.get(f"/games/{gid}/log").json()["entries"]
    changes = [e for e in log if e["action"] is None]
    assert [(e["seat"], e["change"]) for e in changes] == [(2, "resigned")]
    by_bot = [e for e in log if e["seat"] == 2 and e["action"] is not None]
    assert by_bot and all(e["by"] == "resign" for e in by_bot)
    assert all("by" not in e for e in log if e["seat"] != 2)


def test_rematch_called_by_every_seat_gives_one_new_game(api: Api) -> None:
    created = api.create("mission-calaveras", [{"name": "host"}, {"open": True},
                                               {"name": "bot", "bot": "random"}, {"open": True}],
                         options={"replacement_bot": "random"})
    gid = created["id"]
    tokens = {0: created["seats"][0]["token"]}
    for seat in (1, 3):
        tokens[seat] = api.join(gid, seat, f"guest{seat}", created["seats"][seat]["invite"])
    problem(api.post(f"/games/{gid}/rematch", token=tokens[0]), 409, "game-not-over")
    aborted = api.post(f"/games/{gid}/abort", token=tokens[1])
    assert aborted.status_code == 200
    problem(api.post(f"/games/{gid}/rematch"), 401)

    answers: dict[int, dict[str, Any]] = {}
    barrier = threading.Barrier(len(tokens))

    def ask(seat: int) -> None:
        other = Api(api.base)
        barrier.wait()
        response = other.post(f"/games/{gid}/rematch", token=tokens[seat])
        assert response.status_code == 200, response.text
        answers[seat] = response.json()

    threads = [threading.Thread(target=ask, args=(seat,)) for seat in tokens]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({a["id"] for a in answers.values()}) == 1
    new_id = answers[0]["id"]
    assert new_id != gid and {s: a["seat"] for s, a in answers.items()} == {0: 0, 1: 1, 3: 3}
    assert len({a["token"] for a in answers.values()}) == 3
    # asking again gives the same working token
    again = api.post(f"/games/{gid}/rematch", token=tokens[1]).json()
    assert again == answers[1]
    new = api.game(new_id, answers[3]["token"])
    assert new["status"] == "active" and new["seat"] == 3
    assert [s["name"] for s in new["seats"]] == ["host", "guest1", "bot", "guest3"]
    assert new["seats"][2]["bot"] == "random" and not new["seeded_by_creator"]
    assert new["seed_commitment"] != api.game(gid)["seed_commitment"]
    assert api.game(gid)["status"] == "aborted"


def test_a_rematch_waits_for_every_player(api: Api) -> None:
    created = api.create("encantados", [{"name": "a"}, {"name": "b"}])
    tokens = [s["token"] for s in created["seats"]]
    api.post(f"/games/{created['id']}/abort", token=tokens[0])
    first = api.post(f"/games/{created['id']}/rematch", token=tokens[0]).json()
    new = api.game(first["id"], first["token"])
    assert new["status"] == "waiting" and new["seats"][1]["reserved"] is True
    # the kept seat is nobody else's: no invite opens it
    problem(api.post(f"/games/{first['id']}/seats/1/join", {"name": "x", "invite": "y"}), 403)
    second = api.post(f"/games/{created['id']}/rematch", token=tokens[1]).json()
    assert second["id"] == first["id"] and second["seat"] == 1
    assert api.game(first["id"])["status"] == "active"


def test_the_lobby_lists_listed_waiting_games_newest_first_by_pages(
    api: Api, settings: Settings
) -> None:
    game = "caretos"
    mine = [api.create(game, [{"name": "host"}, {"open": True}], listed=True)["id"]
            for _ in range(5)]
    hidden = api.create(game, [{"name": "host"}, {"open": True}])["id"]  # unlisted
    seen: list[str] = []
    stamps: list[str] = []  # other tests' listed games show too
    cursor = None
    pages = 0
    while True:
        params: dict[str, Any] = {"status": "waiting", "game": game, "limit": 2}
        if cursor is not None:
            params["cursor"] = cursor
        response = api.get("/games", **params)
        assert response.status_code == 200, response.text
        page = response.json()
        assert len(page["games"]) <= 2
        for listed in page["games"]:
            assert listed["game"] == game and listed["open_seats"]
            assert listed["id"] not in mine or listed["open_seats"] == [1]
            assert "token" not in str(listed) and "invite" not in str(listed)
        seen += [g["id"] for g in page["games"]]
        stamps += [g["created"] for g in page["games"]]
        pages += 1
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert hidden not in seen and len(seen) == len(set(seen))
    assert stamps == sorted(stamps, reverse=True)
    assert [g for g in seen if g in mine] == mine[::-1]  # newest first
    assert pages >= 3

    # a listed game needs no invite, and leaves the lobby once full
    api.join(mine[-1], 1, "walk-in")
    listed = [g["id"] for g in api.get("/games", game=game, limit=100).json()["games"]]
    assert mine[-1] not in listed and mine[0] in listed
    # an aborted one leaves it too, and one whose record expired is dropped
    host = api.create(game, [{"name": "h"}, {"open": True}], listed=True)
    api.post(f"/games/{host['id']}/abort", token=host["seats"][0]["token"])
    redis.Redis.from_url(settings.redis_url).delete(f"{settings.key_prefix}:game:{{{mine[0]}}}")
    listed = [g["id"] for g in api.get("/games", game=game, limit=100).json()["games"]]
    assert host["id"] not in listed and mine[0] not in listed and mine[1] in listed
    everything = [g["id"] for g in api.get("/games", limit=100).json()["games"]]
    assert mine[1] in everything

    problem(api.get("/games", cursor="%%%"), 422)
    problem(api.get("/games", cursor="bm90LWEtY3Vyc29y"), 422)
    problem(api.get("/games", limit=0), 422)
    problem(api.get("/games", status="active"), 422)


def test_the_seed_commitment_is_kept_and_the_deal_replays(api: Api) -> None:
    players = [{"open": True}] * 4  # its log hides nothing a replay needs
    created = api.create("mission-calaveras", players)
    gid = created["id"]
    tokens = {s["index"]: api.join(gid, s["index"], f"p{s['index']}", s["invite"])
              for s in created["seats"]}
    start = {seat: api.game(gid, token) for seat, token in tokens.items()}
    start[-1] = api.game(gid)
    commitment = start[-1]["seed_commitment"]
    assert len(commitment) == 64 and start[-1]["seeded_by_creator"] is False
    assert start[-1]["seed"] is None and start[-1]["salt"] is None
    final = api.play_to_the_end(gid, tokens, random.Random(8))
    assert final["seed_commitment"] == commitment
    seed, salt = final["seed"], final["salt"]
    assert 0 <= seed <= MAX_SEED == 2**53 - 1
    assert hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest() == commitment
    log = api.get(f"/games/{gid}/log").json()
    assert (log["seed"], log["salt"], log["seed_commitment"]) == (seed, salt, commitment)
    engine = get_engine("mission-calaveras")
    state = engine.new_game(log["players"], log["options"], seed)
    for seat in tokens:
        assert engine.view(state, seat) == start[seat]["state"]
    assert engine.view(state, None) == start[-1]["state"]
    for entry in log["entries"]:
        if entry["action"] is not None:  # joins are logged too, without an action
            state = engine.apply(state, entry["seat"], entry["action"])
    assert engine.view(state, None) == final["state"]


def test_a_seed_the_creator_chose_is_said_so(api: Api) -> None:
    created = api.create("encantados", [{"name": "a"}, {"name": "b"}], seed=MAX_SEED)
    game = api.game(created["id"])
    assert game["seeded_by_creator"] is True and game["seed_commitment"] is None
    problem(api.post("/games", {"game": "encantados", "players": [{"name": "a"}] * 2,
                                "seed": MAX_SEED + 1}), 422)


def test_table_options_are_published_and_checked(api: Api) -> None:
    types = api.get("/game-types").json()
    for described in types["games"]:
        option = next(o for o in described["options"] if o["name"] == "replacement_bot")
        assert option["default"] == "greedy" and "random" in option["choices"]
    problem(api.post("/games", {"game": "encantados", "players": [{"name": "a"}] * 2,
                                "options": {"replacement_bot": "god"}}), 422)
