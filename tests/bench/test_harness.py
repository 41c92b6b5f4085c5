"""The benchmark harness's pieces (never timings): the round-trip counter, the baseline."""

from __future__ import annotations

import json
import os

import pytest
import redis
from flask import Flask

from bench import baseline_app
from bench.roundtrips import CommandCounter, app_client, count_game
from engines.registry import engines
from store.settings import Settings


def test_an_action_is_one_read_and_one_script_call(app: Flask) -> None:
    counter = CommandCounter()
    counter.install(app_client(app))
    client = app.test_client()
    name, engine = next(iter(engines().items()))
    trips = count_game(counter, client, name, min(engine.player_counts))
    assert trips["GET /games/{id}"] == [("HMGET",)]
    assert trips["POST /games/{id}/actions"] == [("HMGET",), ("EVALSHA",)]


def test_counter_sees_a_pipeline_as_one_round_trip(app: Flask) -> None:
    counter = CommandCounter()
    redis_client = app_client(app)
    counter.install(redis_client)
    redis_client.ping()

    def batch() -> None:
        with redis_client.pipeline(transaction=True) as pipe:
            pipe.get("bench-test:absent").get("bench-test:absent").execute()

    assert counter.measure(batch) == [("MULTI", "GET", "GET", "EXEC")]


def test_baseline_bumps_the_version(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REDIS_URL", settings.redis_url)
    monkeypatch.setenv("BASELINE_PAYLOAD_BYTES", "500")
    client = baseline_app.create_app().test_client()
    key = f"{settings.key_prefix}-{os.getpid()}"
    first = client.post(f"/baseline/{key}", json={"action": {"type": "x"}, "version": 0})
    second = client.post(f"/baseline/{key}", json={"action": {"type": "x"}, "version": 1})
    assert (first.status_code, second.status_code) == (200, 200)
    assert second.get_json()["version"] == first.get_json()["version"] + 1
    assert client.get(f"/baseline/{key}").get_json()["version"] == second.get_json()["version"]
    assert len(json.dumps(baseline_app.payload(500))) >= 500
    redis.Redis.from_url(settings.redis_url).delete(f"{baseline_app.KEY_PREFIX}:{key}")
