"""A Redis that stops answering (SIGSTOP: its process alive, its socket open, no replies).

The API's requests wait for Redis without a reply timeout (``REQUEST_TIMEOUT``), so an
action sent into the freeze is held, then lands with its true answer when Redis resumes;
``/health`` reaches Redis over connections of its own that give up after
``SOCKET_TIMEOUT``, so it says 503 meanwhile and a load balancer takes the process out.
Redis here is a server of the test's own, never the shared one.
"""

from __future__ import annotations

import os
import signal
import socket
import threading
from pathlib import Path
from typing import Any

import pytest

from service import create_app
from store.embedded import EmbeddedRedis
from store.redis_client import KEEPALIVE_OPTIONS, SOCKET_TIMEOUT, game_store_client
from store.settings import Settings

BOUND = 60.0
"""Seconds a held request gets to finish once Redis answers again (a hang's bound)."""


@pytest.fixture
def frozen_redis(tmp_path: Path) -> Any:
    server = EmbeddedRedis(tmp_path / "redis", persistent=False)
    server.start()
    yield server
    assert server.process is not None
    os.kill(server.process.pid, signal.SIGCONT)  # never leave it stopped
    server.stop()


def test_an_action_sent_into_a_freeze_lands_when_redis_answers_and_health_says_503(
        frozen_redis: EmbeddedRedis) -> None:
    settings = Settings(redis_url=frozen_redis.url, key_prefix="frozen", bot_queue="frozen")
    app = create_app({"SETTINGS": settings, "TESTING": True})
    client = app.test_client()
    created = client.post("/games", json={
        "game": "mission-calaveras", "players": [{"name": f"p{i}"} for i in range(4)]})
    assert created.status_code == 201
    game_id = created.json["id"]
    tokens = {s["index"]: s["token"] for s in created.json["seats"]}
    seat = client.get(f"/games/{game_id}").json["to_act"][0]
    headers = {"Authorization": f"Bearer {tokens[seat]}"}
    action = client.get(f"/games/{game_id}", headers=headers).json["legal_actions"][0]

    answers: list[Any] = []

    def act() -> None:
        answers.append(app.test_client().post(
            f"/games/{game_id}/actions", headers=headers,
            json={"action": action, "version": 0}))

    assert frozen_redis.process is not None
    os.kill(frozen_redis.process.pid, signal.SIGSTOP)
    try:
        acting = threading.Thread(target=act)
        acting.start()
        health = client.get("/health")  # its own client: it gives up after SOCKET_TIMEOUT
        assert health.status_code == 503
        assert health.content_type == "application/problem+json"
        assert acting.is_alive() and not answers  # held, not failed
    finally:
        os.kill(frozen_redis.process.pid, signal.SIGCONT)
    acting.join(BOUND)
    assert not acting.is_alive()
    assert answers[0].status_code == 200, answers[0].json
    assert answers[0].json["version"] == 1
    assert client.get(f"/games/{game_id}").json["version"] == 1
    assert client.get("/health").status_code == 200


@pytest.mark.parametrize("url", ["redis://127.0.0.1:6379/0", "unix:///tmp/no-such.sock"])
def test_request_connections_wait_for_replies_and_the_kernel_watches_tcp_peers(
        url: str) -> None:
    """The requests' client has no reply timeout but a bounded connect; over TCP the kernel
    drops a connection whose peer stops acknowledging or answering keepalive probes (a
    dead node), which a Unix socket does not need and would refuse."""
    settings = Settings(redis_url=url)
    waits = game_store_client(settings, timeout=None).connection_pool.connection_kwargs
    probes = game_store_client(settings).connection_pool.connection_kwargs
    assert waits["socket_timeout"] is None and probes["socket_timeout"] == SOCKET_TIMEOUT
    assert waits["socket_connect_timeout"] == SOCKET_TIMEOUT
    tcp = url.startswith("redis:")
    assert waits.get("socket_keepalive", False) is tcp
    assert waits.get("socket_keepalive_options") == (KEEPALIVE_OPTIONS if tcp else None)


def test_a_tcp_request_connection_talks_to_redis() -> None:
    """Every keepalive setting is taken on the server's platform (Linux: the image, CI),
    and the kernel accepts them: a real TCP connection with them set answers."""
    assert set(KEEPALIVE_OPTIONS) == {socket.TCP_KEEPIDLE, socket.TCP_KEEPINTVL,
                                      socket.TCP_KEEPCNT, socket.TCP_USER_TIMEOUT}
    client = game_store_client(Settings(redis_url="redis://127.0.0.1:6379/0"), timeout=None)
    assert client.ping()
    client.close()
