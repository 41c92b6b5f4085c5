"""The store's keys, expiry and token handling, read straight from Redis."""

from __future__ import annotations

import random

import redis
from flask import Flask

from service import create_app
from store.redis_store import GameStore
from store.settings import Settings
from store.tokens import token_hash
from tests.redis_scan import key_contents

FINISHED_TTL = 120
IDLE_TTL = 3600


def short_lived(settings: Settings) -> Flask:
    return create_app({"SETTINGS": Settings(
        redis_url=settings.redis_url, key_prefix=settings.key_prefix,
        bot_queue=settings.bot_queue, finished_ttl=FINISHED_TTL, idle_ttl=IDLE_TTL,
    )})


def game_keys(conn: redis.Redis, prefix: str, game_id: str) -> list[bytes]:
    """Every key this session's store holds for ``game_id`` (whatever its suffix)."""
    return sorted(conn.scan_iter(match=f"{prefix}:*{{{game_id}}}*", count=1000))


def test_keys_share_a_hash_tag_expire_and_hold_only_token_hashes(settings: Settings) -> None:
    app = short_lived(settings)
    client = app.test_client()
    conn = redis.Redis.from_url(settings.redis_url)
    store = GameStore(conn, settings.key_prefix)
    body = {"game": "mission-calaveras", "players": [{"name": f"p{i}"} for i in range(4)]}
    created = client.post("/games", json=body).json
    game_id = created["id"]
    tokens = {s["index"]: s["token"] for s in created["seats"]}

    record, log = store.record_key(game_id), store.log_key(game_id)
    assert f"{{{game_id}}}" in record and f"{{{game_id}}}" in log
    assert 0 < conn.ttl(record) <= IDLE_TTL

    rng = random.Random(4)
    game = client.get(f"/games/{game_id}").json
    while game["status"] != "finished":
        seat = game["to_act"][0]
        headers = {"Authorization": f"Bearer {tokens[seat]}"}
        mine = client.get(f"/games/{game_id}", headers=headers).json
        # Let the expiry run down, so the action's refresh is what brings it back.
        conn.expire(record, 30)
        conn.expire(log, 30)
        response = client.post(
            f"/games/{game_id}/actions", headers=headers,
            json={"action": rng.choice(mine["legal_actions"]), "version": game["version"]},
        )
        assert response.status_code == 200, response.json
        game = response.json
        expected = FINISHED_TTL if game["status"] == "finished" else IDLE_TTL
        assert expected - 60 < conn.ttl(record) <= expected
        assert expected - 60 < conn.ttl(log) <= expected
    assert conn.llen(log) == game["version"]

    keys = game_keys(conn, settings.key_prefix, game_id)
    assert record.encode() in keys and log.encode() in keys
    for key in keys:
        assert conn.ttl(key) > 0, f"{key!r} never expires"
        stored = key_contents(conn, key)
        assert stored, f"{key!r} is empty"
        for token in tokens.values():
            assert token.encode() not in stored, f"a seat token is stored in {key!r}"
    assert all(token_hash(t).encode() in conn.hget(record, "doc") for t in tokens.values())
