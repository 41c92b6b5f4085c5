"""Shared fixtures: a real Redis (REDIS_URL, else an embedded server), the app, a worker.

Every test session writes under its own key prefix and bot queue, so the suite can share
a Redis with anything else without reading or deleting foreign keys.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
import requests
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from store.embedded import EmbeddedRedis
from store.settings import Settings

ROOT = Path(__file__).resolve().parent.parent

# The suite creates thousands of games from one address: rate limits off for every app and
# server it starts (tests/resilience/ proves the limits on apps of its own).
os.environ.setdefault("TTG_RATE_LIMITS", "off")

SERVER_START_TIMEOUT = 30.0
"""Seconds a gunicorn server gets to answer /health."""


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    server = EmbeddedRedis(tmp_path_factory.mktemp("redis"), persistent=False)
    yield server.start()
    server.stop()


@pytest.fixture(scope="session")
def settings(redis_url: str) -> Iterator[Settings]:
    run = uuid.uuid4().hex[:8]
    s = Settings(redis_url=redis_url, key_prefix=f"test-{run}", bot_queue=f"bots-{run}")
    yield s
    client = redis.Redis.from_url(redis_url)
    for pattern in (f"{s.key_prefix}:*", f"rq:*{s.bot_queue}*"):
        keys = list(client.scan_iter(match=pattern, count=1000))
        if keys:
            client.delete(*keys)


@pytest.fixture(scope="session")
def redis_client(settings: Settings) -> redis.Redis:
    return redis.Redis.from_url(settings.redis_url)


def env_for(settings: Settings) -> dict[str, str]:
    """The environment a server or worker process needs to share ``settings``."""
    env = {
        **os.environ,
        "REDIS_URL": settings.redis_url,
        "TTG_KEY_PREFIX": settings.key_prefix,
        "TTG_BOT_QUEUE": settings.bot_queue,
        "TTG_REDIS_CLUSTER": "1" if settings.redis_cluster else "0",
        "PYTHONPATH": str(ROOT),
    }
    env.pop("RQ_REDIS_URL", None)
    if settings.rq_redis_url:
        env["RQ_REDIS_URL"] = settings.rq_redis_url
    return env


@pytest.fixture
def app(settings: Settings) -> Flask:
    return create_app({"SETTINGS": settings, "TESTING": True})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def start_gunicorn(settings: Settings, **extra_env: str) -> tuple[str, subprocess.Popen[bytes]]:
    """The API under gunicorn with deploy/gunicorn.conf.py, as `make run` starts it."""
    port = free_port()
    env = {**env_for(settings), "PORT": str(port), "WEB_CONCURRENCY": "4", "ACCESS_LOG": "",
           **extra_env}
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
         "service:create_app()"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    wait_for_health(base, process)
    return base, process


def start_worker(settings: Settings) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "worker"],
        cwd=ROOT,
        env=env_for(settings),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def stop_process(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture
def worker(settings: Settings) -> Iterator[subprocess.Popen[bytes]]:
    """A real RQ worker process on this session's queue."""
    process = start_worker(settings)
    yield process
    stop_process(process)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture(scope="session")
def live_server(settings: Settings) -> Iterator[str]:
    """The API under gunicorn with deploy/gunicorn.conf.py, as `make run` starts it."""
    base, process = start_gunicorn(settings)
    yield base
    stop_process(process)


def wait_for_health(base: str, process: subprocess.Popen[bytes]) -> None:
    """Wait until the server at ``base`` answers /health; stop it and fail if it never does."""
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while True:
        try:
            if requests.get(f"{base}/health", timeout=1).status_code == 200:
                return
        except (requests.ConnectionError, requests.Timeout):  # not up yet, or still booting
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            stop_process(process)
            raise RuntimeError("gunicorn did not start")
        time.sleep(0.1)
