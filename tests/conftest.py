"""Shared fixtures: a real Redis (REDIS_URL, else an embedded server), the app, a worker.

Every test session writes under its own key prefix and bot queue, so the suite can share
a Redis with anything else without reading or deleting foreign keys.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import redis
import requests
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service import create_app
from store.embedded import EmbeddedRedis
from store.redis_store import GameStore
from store.settings import Settings
from tests.spec_check import CHECK, STREAM, Spec, media_type

ROOT = Path(__file__).resolve().parent.parent

# The suite creates thousands of games from one address: rate limits off for every app and
# server it starts (tests/resilience/ proves the limits on apps of its own).
os.environ.setdefault("TTG_RATE_LIMITS", "off")

SERVER_START_TIMEOUT = 30.0
"""Seconds a gunicorn server gets to answer /health."""


# --- every response checked against the served spec (tests/spec_check.py) -------------


def app_spec(app: Flask) -> Spec:
    """The spec ``app`` serves, read once per app."""
    spec: Spec | None = app.extensions.get("spec_check")
    if spec is None:
        with app.app_context():
            spec = CHECK.spec(app.extensions["openapi"].spec.to_dict())
        app.extensions["spec_check"] = spec
    return spec


class PassingThrough:
    """A streamed body passed on as read, each chunk fed to ``feed`` (and closed as the
    body it wraps: a stream's generator must run its cleanup)."""

    def __init__(self, body: Any, feed: Callable[[bytes], None]) -> None:
        self.body, self.feed = body, feed

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self.body:
            self.feed(chunk)
            yield chunk

    def close(self) -> None:
        close = getattr(self.body, "close", None)
        if close is not None:
            close()


class CheckedClient(FlaskClient):
    """Flask's test client; each response it gets is checked against the app's spec."""

    def open(self, *args: Any, **kwargs: Any) -> TestResponse:
        response = super().open(*args, **kwargs)
        if "openapi" not in self.application.extensions:
            return response
        spec = app_spec(self.application)
        method, path = response.request.method, response.request.path
        if media_type(response.content_type or "") == STREAM and response.is_streamed:
            reader = CHECK.open_stream(spec, method, path, response.status_code)
            response.response = PassingThrough(response.response, reader.feed)
        else:
            CHECK.check(spec, method, path, response)
        return response


SERVED: dict[str, Spec] = {}
"""The spec each server serves, by base URL, once read."""


def served_spec(base: str) -> Spec | None:
    """The spec the server at ``base`` serves (read with urllib: not through the check);
    None while it cannot be read (a server a test has stopped)."""
    if base not in SERVED:
        try:
            with urllib.request.urlopen(f"{base}/openapi.json", timeout=10) as answer:
                SERVED[base] = CHECK.spec(json.loads(answer.read()))
        except OSError:
            return None
    return SERVED[base]


def checked_send(send: Callable[..., requests.Response]) -> Callable[..., requests.Response]:
    """``requests.Session.send`` that checks the answers of the suite's servers."""

    def send_and_check(session: requests.Session, request: requests.PreparedRequest,
                       **kwargs: Any) -> requests.Response:
        response = send(session, request, **kwargs)
        request = response.request  # after redirects, the last request (its answer's)
        parts = urllib.parse.urlsplit(request.url or "")
        base = f"{parts.scheme}://{parts.netloc}"
        if base not in CHECK.servers:
            return response
        spec = served_spec(base)
        if spec is None:
            return response
        method, path = request.method or "GET", parts.path or "/"
        if media_type(response.headers.get("Content-Type", "")) == STREAM and kwargs.get("stream"):
            reader = CHECK.open_stream(spec, method, path, response.status_code)
            chunks = response.iter_content

            def iter_content(chunk_size: int | None = 1,
                             decode_unicode: bool = False) -> Iterator[Any]:
                return iter(PassingThrough(chunks(chunk_size, decode_unicode), reader.feed))

            response.iter_content = iter_content  # type: ignore[method-assign]
        else:
            CHECK.check(spec, method, path, response)
        return response

    return send_and_check


@pytest.fixture(scope="session", autouse=True)
def responses_checked_against_the_spec() -> Iterator[None]:
    """Every Flask test client and every ``requests`` call to a server the suite started
    checks what it receives (``pytest_runtest_*`` below fail the test that received it)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Flask, "test_client_class", CheckedClient)
        patch.setattr(requests.Session, "send", checked_send(requests.Session.send))
        yield


def fail_on_mismatches(item: pytest.Item, outcome: Any, phase: str) -> None:
    found = CHECK.take()
    if item.get_closest_marker("off_spec") is not None:
        return  # the test breaks the server's contract on purpose, and says why
    if found and outcome.excinfo is None:
        shown = "\n".join(sorted(set(found))[:20])
        outcome.force_exception(AssertionError(
            f"{len(found)} response(s) in {phase} do not match the served spec:\n{shown}"))


TYPESCRIPT_TREE = pytest.mark.xdist_group("typescript-package")
"""For the files that build in or read openapi/clients/typescript (``npm pack`` writes its
index.js, ``npm ci`` its node_modules, /play's bundle imports it): one process runs them."""


LONGEST_FIRST = (
    "tests/contract/test_play_browser.py",
    "tests/deploy/test_restarts.py",
    "typescript-package",
    "tests/service/test_hidden_info.py",
    "tests/contract/test_schemathesis.py",
    "tests/deploy/test_wheel.py",
    "tests/endings/test_every_service_game_ends.py",
    "tests/resilience/test_faults.py",
    "tests/resilience/test_hostile_input.py",
    "tests/contract/test_example_bot.py",
)
"""The groups that take longest (about 40-130 s each in `make test` on 2026-12-03), handed
out first so that no long one starts last while the other processes idle; the rest follow in
collection order. Only the order depends on this list: a stale entry costs time, not tests."""

SPREAD = {"tests/engines/test_conformance.py"}
"""Files whose tests share no module fixture and take long together (2.5 minutes): each
test is its own unit, so every process takes some."""


@pytest.hookimpl(tryfirst=True)  # before xdist's own, which reads the marks into node ids
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Under pytest-xdist (``make test`` runs three processes, ``--no-loadscope-reorder``), a
    file's tests stay in one process, so a module's fixtures (a gunicorn, a stack) start
    once; files sharing a directory they build in share one group (TYPESCRIPT_TREE); the
    longest groups are listed first (LONGEST_FIRST)."""
    for item in items:
        if item.get_closest_marker("xdist_group") is None:
            path = item.nodeid.split("::", 1)[0]
            item.add_marker(pytest.mark.xdist_group(item.nodeid if path in SPREAD else path))

    def rank(item: pytest.Item) -> int:
        mark = item.get_closest_marker("xdist_group")
        group = mark.args[0] if mark is not None else ""
        path = item.nodeid.split("::", 1)[0]
        for name in (group, path):
            if name in LONGEST_FIRST:
                return LONGEST_FIRST.index(name)
        return len(LONGEST_FIRST)

    items.sort(key=rank)  # stable: within a rank, collection order


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    CHECK.take()  # what came between tests (a module fixture's teardown) is not this test's
    outcome = yield
    fail_on_mismatches(item, outcome, "setup")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    outcome = yield
    fail_on_mismatches(item, outcome, "the test")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Iterator[None]:
    outcome = yield
    fail_on_mismatches(item, outcome, "teardown")


# --- Redis, settings, apps, servers ------------------------------------------------------


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
    # the run's own prefix and those tests derive from it (``<prefix>-<test>``)
    for pattern in (f"{s.key_prefix}*", f"rq:*{s.bot_queue}*"):
        keys = list(client.scan_iter(match=pattern, count=1000))
        if keys:
            client.delete(*keys)


def settings_of_its_own(settings: Settings, name: str) -> Settings:
    """``settings`` with a key prefix and bot queue no other test shares (still under the
    session's, so the session's cleanup removes them).

    For a test or module that starts a worker and waits on its bots: on the session's queue
    the worker also plays every bot game other tests left unfinished (its startup sweep finds
    them under the session's prefix), so how long it takes depends on the whole suite."""
    tag = f"{name}-{uuid.uuid4().hex[:6]}"
    return dataclasses.replace(settings, key_prefix=f"{settings.key_prefix}-{tag}",
                               bot_queue=f"{settings.bot_queue}-{tag}")


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


@dataclass
class Stack:
    """The API's gunicorn on a private socket and the stream server in front, as
    ``make run`` starts them: ``base`` is the one origin clients use."""

    base: str
    api: subprocess.Popen[bytes]
    streams: subprocess.Popen[bytes]
    scratch: Path

    def stop(self) -> None:
        stop_process(self.streams)
        stop_process(self.api)
        shutil.rmtree(self.scratch, ignore_errors=True)


def start_stack(settings: Settings, streams_env: dict[str, str] | None = None,
                **extra_env: str) -> Stack:
    """The API (``extra_env`` for it) behind the stream server (``streams_env``)."""
    scratch = Path(tempfile.mkdtemp(prefix="ttg-stack-"))
    metrics = scratch / "metrics"
    metrics.mkdir()
    api_socket = scratch / "api.sock"
    env = {**env_for(settings), "ACCESS_LOG": "", "LOG_LEVEL": "warning",
           "PROMETHEUS_MULTIPROC_DIR": str(metrics), "TTG_API_UPSTREAM": f"unix:{api_socket}"}
    api = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
         "--bind", f"unix:{api_socket}", "service:create_app()"],
        cwd=ROOT, env={**env, "WEB_CONCURRENCY": "2", "TTG_PROXY_HOPS": "1", **extra_env},
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while not api_socket.exists():
        if api.poll() is not None or time.monotonic() > deadline:
            stop_process(api)
            raise RuntimeError("gunicorn did not start")
        time.sleep(0.05)
    port = free_port()
    streams = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "streams.conf.py"),
         "service.streams.app:runner"],
        cwd=ROOT, env={**env, "PORT": str(port), "STREAM_CONCURRENCY": "2",
                       **(streams_env or {})},
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for_health(base, streams)
    except RuntimeError:
        stop_process(api)
        raise
    return Stack(base, api, streams, scratch)


def start_worker(settings: Settings, log: Path | None = None) -> subprocess.Popen[bytes]:
    """A worker on ``settings``' queues; what it logs goes to ``log`` (None: nowhere)."""
    out: Any = subprocess.DEVNULL if log is None else log.open("ab")
    return subprocess.Popen(
        [sys.executable, "-m", "worker"],
        cwd=ROOT,
        env=env_for(settings),
        stdout=out,
        stderr=subprocess.STDOUT if log is not None else subprocess.DEVNULL,
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
    """The whole origin as `make run` serves it: the stream server in front of the API
    (deploy/streams.conf.py, deploy/gunicorn.conf.py)."""
    stack = start_stack(settings, WEB_CONCURRENCY="4")
    yield stack.base
    stack.stop()


def wait_for_health(base: str, process: subprocess.Popen[bytes]) -> None:
    """Wait until the server at ``base`` answers /health; stop it and fail if it never does."""
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while True:
        try:
            if requests.get(f"{base}/health", timeout=1).status_code == 200:
                CHECK.servers.add(base)  # its answers are checked from now on
                return
        except (requests.ConnectionError, requests.Timeout):  # not up yet, or still booting
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            stop_process(process)
            raise RuntimeError("gunicorn did not start")
        time.sleep(0.1)


@pytest.fixture
def forget_games(settings: Settings) -> Iterator[list[str]]:
    """Games the test names are removed at its end: the worker then drops their turns (a
    game gone mid-turn is a case it handles) instead of playing them out behind the next
    tests' turns."""
    ids: list[str] = []
    yield ids
    store = GameStore(redis.Redis.from_url(settings.redis_url), settings.key_prefix)
    for game_id in ids:
        store.delete(game_id)
