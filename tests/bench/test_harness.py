"""The benchmark harness's pieces (never timings): the round-trip counter, the baseline."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import redis
from flask import Flask

from bench import baseline_app
from bench.roundtrips import CommandCounter, app_clients, count_game, game_requests
from engines.registry import engines
from service import create_app
from service.limits import RateLimits
from store.embedded import EmbeddedRedis
from store.settings import Settings


def limited_app(settings: Settings) -> Flask:
    """The app with the default rate limits on (the test session turns them off)."""
    return create_app({"SETTINGS": settings, "TESTING": True, "RATE_LIMITS": RateLimits()})


def test_an_action_is_one_read_and_one_script_call(app: Flask) -> None:
    counter = CommandCounter()
    for redis_client in app_clients(app):
        counter.install(redis_client)
    client = app.test_client()
    name, engine = next(iter(engines().items()))
    trips = count_game(counter, client, name, min(engine.player_counts))
    # a timed table (two people get a turn clock by default): its deadlines move in the
    # commit's script
    assert trips["GET /games/{id}"] == [("HMGET",)]
    assert trips["POST /games/{id}/actions"] == [("HMGET",), ("EVALSHA",)]


@pytest.mark.parametrize("name", list(engines()))
def test_with_the_default_limits_an_action_is_two_round_trips(settings: Settings,
                                                              name: str) -> None:
    """The limits' counters ride in the read's script: the read and the commit (which, on
    a timed table, moves its deadlines too), counted at the connection of every client the
    app holds."""
    app = limited_app(settings)
    counter = CommandCounter()
    for redis_client in app_clients(app):
        counter.install(redis_client)
    trips = count_game(counter, app.test_client(), name, min(engines()[name].player_counts))
    assert trips["POST /games/{id}/actions"] == [("EVALSHA",), ("EVALSHA",)]
    rate_keys = redis.Redis.from_url(settings.redis_url).keys(f"{settings.key_prefix}:rate:*")
    assert len(rate_keys) >= 3  # created (per address), actions per address and per seat


def test_redis_itself_counts_two_calls_per_action(tmp_path: Path) -> None:
    """Redis's own count (``INFO commandstats`` on a Redis of this test's own, so nobody
    else's commands mix in): an action is two script calls from a client and nothing else;
    the limits' INCRs and the commit's writes run inside them."""
    server = EmbeddedRedis(tmp_path, persistent=False)
    url = server.start()
    try:
        app = limited_app(Settings(redis_url=url, key_prefix="own", bot_queue="own"))
        steps = game_requests(app.test_client(), "encantados", 2)
        steps["create"]()
        steps["read"]()
        steps["act"]()  # every script is loaded now
        steps["read"]()
        probe = redis.Redis.from_url(url)
        before = probe.info("commandstats")
        steps["act"]()
        after = probe.info("commandstats")
    finally:
        server.stop()
    calls = {name.removeprefix("cmdstat_"): stats["calls"] - before.get(name, {}).get("calls", 0)
             for name, stats in after.items()}
    calls["info"] -= 1  # the probe's own second INFO
    ran = {name: n for name, n in calls.items() if n}
    assert ran.pop("evalsha") == 2, ran
    ran.pop("multi", None), ran.pop("exec", None)
    # inside the scripts: two counters (address, seat), the read, the compare-and-set
    assert ran.pop("incr") == 2 and ran.pop("hmget") == 1 and ran.pop("hget") == 1, ran
    # the commit's writes, a timed table's deadlines (ZREM + ZADD) among them
    assert set(ran) <= {"ttl", "expire", "hset", "rpush", "publish", "zrem", "zadd"}, ran


def test_counter_sees_a_pipeline_as_one_round_trip(app: Flask) -> None:
    counter = CommandCounter()
    redis_client = app_clients(app)[0]
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
