"""The stream server's own refusals, in-process: what ties them to aiohttp's internals.

``tests/resilience/test_hostile_input.py`` sends each kind of malformed request to the
whole stack; these pin the two things that would break quietly if aiohttp changed: the
private hook ``ProblemRunner`` overrides, and the message aiohttp gives too many headers.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Coroutine, Iterator
from typing import Any

import pytest
from aiohttp import web

from service.streams.app import app_runner
from service.streams.refusals import (
    MAX_FIELD_BYTES,
    MAX_HEADERS,
    MAX_LINE_BYTES,
    ProblemHandler,
    ProblemServer,
)
from tests.resilience.hostile import Answer, request, send


async def fails(request: web.Request) -> web.Response:
    raise RuntimeError("a bug in a handler")


async def reads(request: web.Request) -> web.Response:
    return web.Response(text=str(len(await request.read())))


def serve(app: web.Application) -> Iterator[tuple[str, web.AppRunner]]:
    """``app`` behind the stream server's runner, on a loop of its own in a thread (the
    test's thread may already run a loop: Playwright's sync API leaves one)."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()

    def on_loop(coroutine: Coroutine[Any, Any, Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, loop).result(timeout=10)

    runner = app_runner(app)
    on_loop(runner.setup())
    on_loop(web.TCPSite(runner, "127.0.0.1", 0).start())
    port = runner.addresses[0][1]
    try:
        yield f"http://127.0.0.1:{port}", runner
    finally:
        on_loop(runner.cleanup())
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, web.AppRunner]]:
    app = web.Application()
    app.router.add_get("/fails", fails)
    app.router.add_post("/reads", reads)
    app.router.add_get("/ok", reads)
    yield from serve(app)


def problem(answer: Answer, status: int, kind: str) -> dict[str, Any]:
    assert answer.status == status, (answer.status, answer.body[:300])
    assert answer.headers["content-type"] == "application/problem+json", answer.headers
    body: dict[str, Any] = json.loads(answer.body)
    assert body["type"] == f"/problems/{kind}" and body["status"] == status
    assert body["title"] and body["detail"]
    return body


def test_the_runner_builds_the_problem_server(server: tuple[str, web.AppRunner]) -> None:
    """Fails if aiohttp stops building its server through ``AppRunner._make_server``."""
    _, runner = server
    assert isinstance(runner.server, ProblemServer)
    assert isinstance(runner.server(), ProblemHandler)


def test_too_many_headers_is_431(server: tuple[str, web.AppRunner]) -> None:
    """Fails if aiohttp words its too-many-headers refusal differently (it would be a 400)."""
    base, _ = server
    headers = {f"X-{i}": "1" for i in range(MAX_HEADERS + 1)}
    body = problem(send(base, request("GET", "/ok", headers=headers)), 431, "headers-too-large")
    assert str(MAX_HEADERS) in body["detail"]
    assert send(base, request("GET", "/ok", headers=dict(list(headers.items())[:50]))).status == 200


def test_a_long_target_and_a_long_header_are_told_apart(
        server: tuple[str, web.AppRunner]) -> None:
    base, _ = server
    body = problem(send(base, request("GET", "/ok?" + "q" * MAX_LINE_BYTES)), 414,
                   "request-line-too-long")
    assert str(MAX_LINE_BYTES) in body["detail"]
    over = {"X-Big": "b" * (MAX_FIELD_BYTES + 1)}
    body = problem(send(base, request("GET", "/ok", headers=over)), 431, "headers-too-large")
    assert str(MAX_FIELD_BYTES) in body["detail"]
    assert send(base, request("GET", "/ok", headers={"X-Big": "b" * MAX_FIELD_BYTES})).status == 200
    assert send(base, request("GET", "/ok?" + "q" * (MAX_LINE_BYTES - 5))).status == 200


def test_a_failing_handler_is_a_500_problem(server: tuple[str, web.AppRunner]) -> None:
    base, _ = server
    body = problem(send(base, request("GET", "/fails")), 500, "internal-error")
    assert "a bug" not in body["detail"]  # the reason is logged, not shown
