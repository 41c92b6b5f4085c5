"""Rate limits (429 problem+json with Retry-After), the bounded all-bot queue, people's
turns served first, key expiry, and 503s that name no host."""

from __future__ import annotations

import time
import uuid
from pathlib import Path
from typing import Any

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient
from rq import Queue

from service import create_app
from service.limits import RateLimits
from store.bot_turns import bot_turns_for, games_for
from store.settings import Settings
from tests.conftest import env_for, start_worker, stop_process
from worker.__main__ import BotWorker

HUMAN = [{"name": "me", "bot": None}, {"name": "bot", "bot": "random"}]
ALL_BOTS = [{"name": "b1", "bot": "random"}, {"name": "b2", "bot": "random"}]


def fresh(settings: Settings, **changes: Any) -> Settings:
    """This session's Redis under a prefix and queues of their own (counters start at 0)."""
    run = uuid.uuid4().hex[:8]
    values = {"redis_url": settings.redis_url, "key_prefix": f"{settings.key_prefix}:{run}",
              "bot_queue": f"{settings.bot_queue}-{run}", **changes}
    return Settings(**values)


def limited_app(settings: Settings, **limits: Any) -> Flask:
    return create_app({"SETTINGS": settings, "TESTING": True,
                       "RATE_LIMITS": RateLimits(**limits)})


def assert_429(response: Any) -> dict[str, Any]:
    assert response.status_code == 429, response.json
    assert response.content_type == "application/problem+json"
    assert int(response.headers["Retry-After"]) >= 1
    body: dict[str, Any] = response.json
    assert body["type"].endswith("/problems/too-many-requests") and body["status"] == 429
    return body


def new_game(client: FlaskClient, players: list[dict[str, Any]], **environ: str) -> Any:
    return client.post("/games", json={"game": "encantados", "players": players},
                       environ_base=environ)


def test_creating_games_is_limited_per_address(settings: Settings) -> None:
    client = limited_app(fresh(settings), create="3/minute").test_client()
    for _ in range(3):
        assert new_game(client, HUMAN).status_code == 201
    body = assert_429(new_game(client, HUMAN))
    assert "games created" in body["detail"] and "address" in body["detail"]
    # another address has its own count
    assert new_game(client, HUMAN, REMOTE_ADDR="10.9.9.9").status_code == 201


def test_bot_heavy_games_have_a_stricter_limit(settings: Settings) -> None:
    client = limited_app(fresh(settings), create="10/minute", bot_games="1/minute").test_client()
    assert new_game(client, ALL_BOTS).status_code == 201
    assert "bot games" in assert_429(new_game(client, ALL_BOTS))["detail"]
    ismcts = [{"name": "me", "bot": None}, {"name": "mcts", "bot": "ismcts"}]
    assert_429(new_game(client, ismcts))
    assert new_game(client, HUMAN).status_code == 201  # a game with a person and random: fine


def test_actions_are_limited_per_seat_token_and_per_address(settings: Settings) -> None:
    run = fresh(settings)
    client = limited_app(run, seat_actions="2/minute", actions="5/minute").test_client()
    created = new_game(client, HUMAN).json
    token = created["seats"][0]["token"]
    url = f"/games/{created['id']}/actions"

    def act(seat_token: str | None, address: str = "127.0.0.1") -> Any:
        headers = {"Authorization": f"Bearer {seat_token}"} if seat_token else {}
        return client.post(url, json={"action": {"type": "x"}, "version": 99}, headers=headers,
                           environ_base={"REMOTE_ADDR": address})

    assert act(token).status_code == 409  # counted, then refused for its stale version
    assert act(token).status_code == 409
    assert "seat" in assert_429(act(token, "10.0.0.2"))["detail"]  # the token's own limit
    other = new_game(client, HUMAN, REMOTE_ADDR="10.0.0.3").json["seats"][0]["token"]
    for _ in range(2):
        assert act(other, "10.0.0.4").status_code in (401, 409)
    for _ in range(3):
        act(None, "10.0.0.4")
    assert "address" in assert_429(act(None, "10.0.0.4"))["detail"]
    # each seat token counted under a name of its own that does not show the token
    counters = [key.decode() for key in redis.Redis.from_url(run.redis_url).scan_iter(
        f"{run.key_prefix}:rate:*seat:*")]
    assert len(counters) == 2 and not any(t in key for t in (token, other) for key in counters)


def test_limits_off_and_spec_documents_429(settings: Settings) -> None:
    client = limited_app(fresh(settings), create="1/minute", enabled=False).test_client()
    assert all(new_game(client, HUMAN).status_code == 201 for _ in range(3))
    spec = client.get("/openapi.json").json
    for path, method in (("/games", "post"), ("/games/{game_id}/actions", "post")):
        response = spec["paths"][path][method]["responses"]["429"]
        assert "Retry-After" in response["headers"]
        assert "application/problem+json" in response["content"]


def test_the_all_bot_queue_is_bounded(settings: Settings) -> None:
    """No worker runs: all-bot turns pile up to the backlog, then all-bot games are refused
    (503 with Retry-After); a game with a person still starts."""
    bounded = fresh(settings, bot_backlog=3)
    client = create_app({"SETTINGS": bounded, "TESTING": True}).test_client()
    for _ in range(3):
        assert new_game(client, ALL_BOTS).status_code == 201
    refused = new_game(client, ALL_BOTS)
    assert refused.status_code == 503 and refused.json["type"].endswith("/problems/bots-busy")
    assert int(refused.headers["Retry-After"]) >= 1
    started = client.post("/games", json={"game": "encantados", "players": [
        {"name": "me", "bot": None}, {"name": "b", "bot": "random"}]})
    assert started.status_code == 201


def first_bot_turn_game(client: FlaskClient, players: list[dict[str, Any]]) -> str:
    """A game whose first decision is a bot's (Encantados: seat 0 starts)."""
    body = {"game": "encantados", "seed": 1, "players": players}
    game_id: str = client.post("/games", json=body).json["id"]
    return game_id


def test_turns_of_games_with_a_person_are_taken_first(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Five all-bot turns wait; a game with a person enqueues a bot turn after them; the next
    job a worker takes is that one."""
    mine = fresh(settings)
    for name, value in env_for(mine).items():
        monkeypatch.setenv(name, value)  # the job reads its settings from the environment
    client = create_app({"SETTINGS": mine, "TESTING": True}).test_client()
    conn = redis.Redis.from_url(mine.redis_url)
    machines = [first_bot_turn_game(client, ALL_BOTS) for _ in range(5)]
    person = first_bot_turn_game(client, [{"name": "b", "bot": "random"},
                                          {"name": "me", "bot": None}])
    turns = bot_turns_for(conn, mine)
    assert turns.backlog() == 5 and turns.human_queue.count == 1
    worker = BotWorker(turns.queues, connection=conn)
    worker.work(burst=True, max_jobs=1)
    games = games_for(conn, mine)
    assert games.get(person).version == 1
    assert [games.get(g).version for g in machines] == [0] * 5


def test_every_key_we_write_expires(settings: Settings, tmp_path: Path) -> None:
    """A bot game played to the end by a worker, a lost turn enqueued again, rate counters:
    every key under our prefix has a time to live."""
    mine = fresh(settings)
    client = limited_app(mine).test_client()
    conn = redis.Redis.from_url(mine.redis_url)
    body = {"game": "mission-calaveras", "seed": 2,
            "players": [{"name": f"b{i}", "bot": "random"} for i in range(4)]}
    game_id = client.post("/games", json=body).json["id"]
    human = client.post("/games", json={"game": "encantados", "players": HUMAN}).json
    client.post(f"/games/{human['id']}/actions", json={"action": {}, "version": 5},
                headers={"Authorization": f"Bearer {human['seats'][0]['token']}"})
    turns = bot_turns_for(conn, mine)
    Queue(mine.bot_queue, connection=conn).empty()  # the first turn's job is lost...
    assert turns.ensure(game_id, 0) is not None  # ...and enqueued again (an attempt counter)
    worker = start_worker(mine)
    try:
        deadline = time.monotonic() + 120
        while client.get(f"/games/{game_id}").json["status"] != "finished":
            assert time.monotonic() < deadline, "the worker did not finish the game"
            time.sleep(0.2)
    finally:
        stop_process(worker)
    keys = list(conn.scan_iter(match=f"{mine.key_prefix}*", count=1000))
    kinds = {key.decode().removeprefix(mine.key_prefix + ":").split(":")[0].split("/")[0]
             for key in keys}
    assert {"game", "botjob", "rate"} <= kinds, kinds
    assert not [key for key in keys if conn.ttl(key) < 0]


def test_503_names_no_host(tmp_path: Path) -> None:
    socket_path = f"{tmp_path}/no-such.sock"
    app = create_app({"SETTINGS": Settings(redis_url=f"unix://{socket_path}"), "TESTING": True})
    client = app.test_client()
    for response in (client.get("/health"), client.get("/games/abc"),
                     client.post("/games", json={"game": "encantados", "players": HUMAN})):
        assert response.status_code == 503 and response.content_type == "application/problem+json"
        assert str(tmp_path) not in response.get_data(as_text=True)
        assert response.headers["Retry-After"]
    app = create_app({"SETTINGS": Settings(redis_url="redis://127.0.0.1:1/0"), "TESTING": True})
    text = app.test_client().get("/health").get_data(as_text=True)
    assert "127.0.0.1" not in text and ":1" not in text
