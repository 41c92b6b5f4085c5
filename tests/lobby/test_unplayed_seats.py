"""Seats nobody plays come back (issue 30): the creator token calls a waiting game off, and a
waiting game nobody joins expires, leaving the lobby, ended ``aborted`` with the reason."""

from __future__ import annotations

import dataclasses
import time

import pytest
import redis

from store.bot_turns import games_for
from store.settings import Settings
from tests.lobby.conftest import Api, problem
from worker.sweep import sweep_waiting


@pytest.fixture
def api(live_server: str) -> Api:
    return Api(live_server)


def listed_ids(api: Api, game: str) -> set[str]:
    page = api.get("/games", status="waiting", game=game, limit=100).json()
    return {g["id"] for g in page["games"]}


def test_the_creator_token_aborts_a_game_of_open_seats_and_cancels_its_listing(
    api: Api,
) -> None:
    created = api.create("mission-calaveras", [{"open": True}] * 4, listed=True)
    token = created["creator_token"]
    assert token and all(s["token"] is None for s in created["seats"])
    assert created["id"] in listed_ids(api, "mission-calaveras")
    problem(api.get(f"/games/{created['id']}", token), 401)  # no seat's token
    problem(api.post(f"/games/{created['id']}/abort", token="not-it"), 401)
    body = api.post(f"/games/{created['id']}/abort", token=token)
    assert body.status_code == 200, body.text
    game = body.json()
    assert game["status"] == "aborted" and game["seat"] is None
    assert game["abort_reason"] == "its creator called it off while it waited for players"
    assert created["id"] not in listed_ids(api, "mission-calaveras")
    entry = api.get(f"/games/{created['id']}/log").json()["entries"][-1]
    assert (entry["change"], entry["seat"]) == ("aborted", None)
    problem(api.post(f"/games/{created['id']}/abort", token=token), 409)


def test_the_creator_token_no_longer_aborts_once_the_table_is_full(api: Api) -> None:
    created = api.create("encantados", [{"name": "host"}, {"open": True}], listed=True)
    api.join(created["id"], 1, "guest")
    problem(api.post(f"/games/{created['id']}/abort", token=created["creator_token"]), 409)
    host = created["seats"][0]["token"]  # a seat token aborts before the first action
    game = api.post(f"/games/{created['id']}/abort", token=host).json()
    assert game["status"] == "aborted" and game["abort_reason"].startswith("seat 0 (host)")


def test_a_waiting_game_nobody_joins_expires_and_leaves_the_lobby(
    api: Api, settings: Settings
) -> None:
    """A joiner who vanished holds nothing for good: the wait counts from the last change."""
    created = api.create("mission-calaveras", [{"name": "host"}, {"open": True},
                                               {"open": True}, {"open": True}], listed=True)
    gid = created["id"]
    api.join(gid, 1, "vanishes")
    conn = redis.Redis.from_url(settings.redis_url)
    quick = dataclasses.replace(settings, waiting_ttl=1)
    games, slow = games_for(conn, quick), games_for(conn, settings)
    assert slow.waiting is not None and games.waiting is not None
    expires = conn.zscore(slow.waiting.key, gid)  # armed by the join, a day on
    assert expires is not None and expires - time.time() > settings.waiting_ttl - 60
    slow.waiting.arm(gid, time.time())  # as if the day had passed...
    assert gid not in sweep_waiting(slow)  # ...but its record says it changed just now
    assert (conn.zscore(slow.waiting.key, gid) or 0) - time.time() > settings.waiting_ttl - 60
    games.waiting.arm(gid, time.time())
    time.sleep(1.1)  # with a one-second wait, it is over
    assert gid in sweep_waiting(games)
    game = api.game(gid)
    assert game["status"] == "aborted" and "nobody took its open seats" in game["abort_reason"]
    assert gid not in listed_ids(api, "mission-calaveras")
    assert conn.zscore(games.waiting.key, gid) is None
