"""The store's keys, expiry and token handling, read straight from Redis."""

from __future__ import annotations

import random

import redis
from flask import Flask

from service import create_app
from store.redis_store import GameStore
from store.settings import Settings
from store.tokens import token_hash

FINISHED_TTL = 120
IDLE_TTL = 3600


def short_lived(settings: Settings) -> Flask:
    return create_app({"SETTINGS": Settings(
        redis_url=settings.redis_url, key_prefix=settings.key_prefix,
        bot_queue=settings.bot_queue, finished_ttl=FINISHED_TTL, idle_ttl=IDLE_TTL,
    )})


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

    raw = conn.hget(record, "doc")
    assert raw is not None
    for token in tokens.values():
        assert token.encode() not in raw  # never the token itself
        assert token_hash(token).encode() in raw

    rng = random.Random(4)
    while True:
        game = client.get(f"/games/{game_id}").json
        if game["status"] == "finished":
            break
        seat = game["to_act"][0]
        headers = {"Authorization": f"Bearer {tokens[seat]}"}
        mine = client.get(f"/games/{game_id}", headers=headers).json
        client.post(f"/games/{game_id}/actions", headers=headers,
                    json={"action": rng.choice(mine["legal_actions"]), "version": game["version"]})
        if game["version"] == 0:
            assert IDLE_TTL - 60 < conn.ttl(record) <= IDLE_TTL
            assert IDLE_TTL - 60 < conn.ttl(log) <= IDLE_TTL
    assert 0 < conn.ttl(record) <= FINISHED_TTL
    assert 0 < conn.ttl(log) <= FINISHED_TTL
    assert conn.llen(log) == game["version"]
