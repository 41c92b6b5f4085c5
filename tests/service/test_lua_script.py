"""The store's Lua scripts survive a Redis that forgot them (a restart, SCRIPT FLUSH, a
failover): ``store.lua.LuaScript`` loads the script again and the call goes through."""

from __future__ import annotations

import pytest
import redis
from flask.testing import FlaskClient

from store.lua import LuaScript

ECHO = "return {KEYS[1], ARGV[1], #KEYS, #ARGV}"


def test_a_script_runs_by_its_sha_and_is_loaded_again_after_a_flush(
    redis_client: redis.Redis,
) -> None:
    script = LuaScript(redis_client, ECHO)
    assert script(keys=["k"], args=["v", 2]) == [b"k", b"v", 1, 2]
    redis_client.script_flush()
    assert redis_client.script_exists(script.sha) == [False]
    assert script(keys=["k2"], args=["w"]) == [b"k2", b"w", 1, 1]
    assert redis_client.script_exists(script.sha) == [True]  # the same text, the same sha


def test_a_failing_script_raises_its_error(redis_client: redis.Redis) -> None:
    with pytest.raises(redis.ResponseError, match="boom"):
        LuaScript(redis_client, "return redis.error_reply('boom')")()


def test_an_action_lands_after_redis_forgot_the_store_scripts(
    client: FlaskClient, redis_client: redis.Redis
) -> None:
    body = {"game": "caretos", "players": [{"name": f"p{i}"} for i in range(2)]}
    created = client.post("/games", json=body).json
    auth = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    game = client.get(f"/games/{created['id']}", headers=auth).json
    redis_client.script_flush()
    played = client.post(f"/games/{created['id']}/actions", headers=auth,
                         json={"action": game["legal_actions"][0], "version": game["version"]})
    assert played.status_code == 200, played.json
    assert played.json["version"] == game["version"] + 1
