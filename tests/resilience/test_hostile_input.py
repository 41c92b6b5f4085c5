"""Hostile input over real gunicorn (deploy/gunicorn.conf.py): every case a 4xx problem+json.

Each case is sent as raw bytes, so nothing between the test and the server tidies it up.
"""

from __future__ import annotations

import json
import random
import socket
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import pytest
import requests

from service.streams.app import BODY_TIMEOUT
from tests.resilience.hostile import Answer, request, send

MAX_BODY = 64 * 1024
CAP = 16 * 1024
"""Request targets and header values up to this many bytes reach the app."""

PLAYERS = [{"name": "me", "bot": None}, {"name": "bot", "bot": "random"}]


@pytest.fixture(scope="module")
def game(live_server: str) -> dict[str, Any]:
    """A running game with a human seat: its id and that seat's token."""
    body = {"game": "encantados", "players": PLAYERS, "seed": 3}
    created = requests.post(f"{live_server}/games", json=body, timeout=10).json()
    return {"id": created["id"], "token": created["seats"][0]["token"]}


def assert_problem(answer: Answer, status: int) -> dict[str, Any]:
    assert answer.status == status, (answer.status, answer.body[:300])
    assert answer.headers["content-type"].startswith("application/problem+json"), answer.headers
    problem: dict[str, Any] = answer.json()
    assert problem["status"] == status
    assert "/problems/" in problem["type"] and problem["title"] and problem["detail"]
    return problem


def create(body: bytes, content_type: str = "application/json", chunked: bool = False) -> bytes:
    return request("POST", "/games", body, {"Content-Type": content_type}, chunked=chunked)


def create_json(**fields: Any) -> bytes:
    return create(json.dumps({"game": "encantados", "players": PLAYERS, **fields}).encode())


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def deep_object(depth: int) -> str:
    return '{"a":' * depth + "1" + "}" * depth


def act(game: dict[str, Any], body: bytes, **headers: str) -> bytes:
    return request("POST", f"/games/{game['id']}/actions", body, {
        "Content-Type": "application/json", "Authorization": f"Bearer {game['token']}",
        **headers})


BIG = "9" * 4301
"""One digit past Python's int-to-string limit: this used to be a 500."""

CREATE_CASES: dict[str, tuple[Callable[[], bytes], int]] = {
    "4,301-digit seed": (lambda: create(
        b'{"game":"encantados","players":[{"name":"a"},{"name":"b","bot":"random"}],"seed":'
        + BIG.encode() + b"}"), 422),
    "4,300-digit seed": (lambda: create(
        b'{"game":"encantados","players":[{"name":"a"},{"name":"b","bot":"random"}],"seed":'
        + BIG[1:].encode() + b"}"), 422),
    "negative 4,301-digit seed": (lambda: create(
        b'{"game":"encantados","players":[{"name":"a"}],"seed":-' + BIG.encode() + b"}"), 422),
    "body nested 1,000 deep": (lambda: create(nested(1000).encode()), 422),
    "body nested 100,000 deep": (lambda: create(nested(30000).encode()), 422),
    "options nested 500 deep": (lambda: create(
        ('{"game":"encantados","players":[{"name":"a"},{"name":"b","bot":"random"}],'
         '"options":' + deep_object(500) + "}").encode()), 422),
    "NaN seed": (lambda: create(
        b'{"game":"encantados","players":[{"name":"a"}],"seed":NaN}'), 422),
    "Infinity": (lambda: create(b'{"game":"encantados","players":[],"seed":Infinity}'), 422),
    "1e999": (lambda: create(b'{"game":"encantados","players":[],"seed":1e999}'), 422),
    "not UTF-8": (lambda: create(b'{"game":"\xff\xfe"}'), 422),
    "not JSON": (lambda: create(b"{not json"), 422),
    "empty JSON body": (lambda: create(b""), 422),
    "JSON array": (lambda: create(b"[1,2]"), 422),
    "JSON as text/plain": (lambda: create(json.dumps(
        {"game": "encantados", "players": PLAYERS}).encode(), "text/plain"), 415),
    "form-encoded": (lambda: create(b"game=encantados", "application/x-www-form-urlencoded"), 415),
    "no content type": (lambda: request("POST", "/games", b'{"game":"encantados"}'), 415),
    "over the limit": (lambda: create(b'{"x":"' + b"z" * MAX_BODY + b'"}'), 413),
    "over the limit, chunked": (lambda: create(b'{"x":"' + b"z" * MAX_BODY + b'"}',
                                               chunked=True), 413),
    "declared length far over the limit": (lambda: request(
        "POST", "/games", b"", {"Content-Type": "application/json",
                                "Content-Length": str(10**9)}), 413),
    "broken chunk framing": (lambda: request(
        "POST", "/games", b"", {"Content-Type": "application/json",
                                "Transfer-Encoding": "chunked"})
        .replace(b"Content-Length: 0\r\n", b"") + b"zz\r\nabc\r\n0\r\n\r\n", 400),
    "name with NUL": (lambda: create_json(players=[{"name": "a\u0000b"}, PLAYERS[1]]), 422),
    "name with U+202E": (lambda: create_json(players=[{"name": "\u202eevil"}, PLAYERS[1]]), 422),
    "name with a lone surrogate": (lambda: create(
        b'{"game":"encantados","players":[{"name":"a\\ud800"},{"name":"b","bot":"random"}]}'),
        422),
    "name of spaces": (lambda: create_json(players=[{"name": "   "}, PLAYERS[1]]), 422),
    "name of 41 characters": (lambda: create_json(players=[{"name": "n" * 41}, PLAYERS[1]]),
                              422),
    "name with a newline": (lambda: create_json(players=[{"name": "a\nb"}, PLAYERS[1]]), 422),
    "1,000 players": (lambda: create_json(players=[{"name": "p"}] * 1000), 422),
    "3,000 unknown options": (lambda: create_json(options={f"o{i}": i for i in range(3000)}),
                              422),
    "option of the wrong type": (lambda: create_json(options={"x": [1, 2, 3]}), 422),
    "unknown game": (lambda: create_json(game="chess"), 422),
    "unknown bot": (lambda: create_json(players=[{"name": "a", "bot": "deep-blue"}]), 422),
    "players not a list": (lambda: create_json(players="everyone"), 422),
    "unknown field": (lambda: create_json(admin=True), 422),
}


@pytest.mark.parametrize("case", sorted(CREATE_CASES))
def test_hostile_create_bodies(live_server: str, case: str) -> None:
    build, status = CREATE_CASES[case]
    assert_problem(send(live_server, build()), status)


ACTION_CASES: dict[str, tuple[Callable[[dict[str, Any]], bytes], int]] = {
    "4,301-digit version": (lambda g: act(g, b'{"action":{},"version":' + BIG.encode() + b"}"),
                            422),
    # past the documented bound (2**53 - 1, what a JavaScript number holds exactly)
    "4,300-digit version": (lambda g: act(
        g, b'{"action":{},"version":' + BIG[1:].encode() + b"}"), 422),
    "version just past 2**53 - 1": (lambda g: act(
        g, b'{"action":{},"version":9007199254740992}'), 422),
    "version at 2**53 - 1, stale": (lambda g: act(
        g, b'{"action":{},"version":9007199254740991}'), 409),
    "4,300-digit integer in the action": (lambda g: act(
        g, b'{"action":{"type":"play","card":' + BIG[1:].encode() + b'},"version":0}'), 422),
    "action nested 500 deep": (lambda g: act(
        g, ('{"action":' + deep_object(500) + ',"version":0}').encode()), 422),
    "action list nested 500 deep": (lambda g: act(
        g, ('{"action":' + nested(500) + ',"version":0}').encode()), 422),
    "action with a 60 KB string": (lambda g: act(
        g, json.dumps({"action": {"type": "x" * 60000}, "version": 0}).encode()), 422),
    "action with a lone surrogate": (lambda g: act(
        g, b'{"action":{"type":"\\udfff"},"version":0}'), 422),
    "version as string": (lambda g: act(g, b'{"action":{},"version":"0"}'), 422),
    "version 1e999": (lambda g: act(g, b'{"action":{},"version":1e999}'), 422),
    "version as float": (lambda g: act(g, b'{"action":{},"version":0.5}'), 422),
    "action as text/plain": (lambda g: act(
        g, b'{"action":{},"version":0}', **{"Content-Type": "text/plain"}), 415),
    "action over the limit, chunked": (lambda g: request(
        "POST", f"/games/{g['id']}/actions", b'{"x":"' + b"z" * MAX_BODY + b'"}',
        {"Content-Type": "application/json", "Authorization": f"Bearer {g['token']}"},
        chunked=True), 413),
    "illegal action": (lambda g: act(g, b'{"action":{"type":"nope"},"version":0}'), 422),
    "stale version": (lambda g: act(g, b'{"action":{},"version":99}'), 409),
    "no token": (lambda g: request("POST", f"/games/{g['id']}/actions",
                                   b'{"action":{},"version":0}',
                                   {"Content-Type": "application/json"}), 401),
    "Basic auth": (lambda g: act(g, b'{"action":{},"version":0}',
                                 Authorization="Basic YTpi"), 401),
    "16 KiB token": (lambda g: act(g, b'{"action":{},"version":0}',
                                   Authorization="Bearer " + "t" * (CAP - 8)), 401),
}


@pytest.mark.parametrize("case", sorted(ACTION_CASES))
def test_hostile_action_bodies(live_server: str, game: dict[str, Any], case: str) -> None:
    build, status = ACTION_CASES[case]
    assert_problem(send(live_server, build(game)), status)


PROTOCOL_CASES: dict[str, tuple[bytes, int]] = {
    "garbage request line": (b"GARBAGE\r\n\r\n", 400),
    "NUL in the target": (b"GET /games/\x00x HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    "HTTP/9.9": (b"GET /health HTTP/9.9\r\nHost: x\r\n\r\n", 400),
    "lowercase method": (b"get /health HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    "space in a header name": (b"GET /health HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n", 400),
    "request line over 16 KiB": (request("GET", "/games/" + "a" * (CAP + 200)), 414),
    "header over 16 KiB": (request("GET", "/health", headers={"X-Big": "b" * (CAP + 200)}), 431),
    "200 headers": (request("GET", "/health", headers={f"X-{i}": "1" for i in range(200)}), 431),
    "length and chunked both": (
        b"POST /games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
    "unparsable length": (
        b"POST /games HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n", 400),
    "gzip transfer coding": (
        b"POST /games HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 400),
    "bare LF line ends": (b"GET /health HTTP/1.1\nHost: x\n\n", 400),
    "10,000-character id": (request("GET", "/games/" + "a" * 10000), 404),
    "16 KiB target": (request("GET", "/games/" + "a" * (CAP - len("/games/"))), 404),
    "percent-encoded bytes that are not UTF-8": (request("GET", "/games/%FF%FE"), 404),
    "16 KiB header": (request("GET", "/games/x", headers={"X-Big": "b" * CAP}), 404),
    "PUT on the collection": (request("PUT", "/games", b"{}"), 405),
    "unknown path": (request("GET", "/admin"), 404),
}


@pytest.mark.parametrize("case", sorted(PROTOCOL_CASES))
def test_hostile_requests_get_problems(live_server: str, case: str) -> None:
    data, status = PROTOCOL_CASES[case]
    assert_problem(send(live_server, data), status)


def test_chunk_framing_broken_after_the_headers_is_answered(live_server: str) -> None:
    """The server is reading the body when the bad chunk arrives (a separate packet)."""
    parts = urlsplit(live_server)
    with socket.create_connection((parts.hostname, parts.port), timeout=BODY_TIMEOUT + 5) as sock:
        sock.sendall(b"POST /games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n")
        time.sleep(0.3)
        sock.sendall(b"zz\r\nabc\r\n0\r\n\r\n")
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400"), received[:300]
    assert b"application/problem+json" in head
    assert "/problems/bad-request" in json.loads(body)["type"]


def test_a_name_is_trimmed_and_shown_as_stored(live_server: str) -> None:
    body = {"game": "encantados", "players": [{"name": "  Ann  "}, PLAYERS[1]]}
    created = requests.post(f"{live_server}/games", json=body, timeout=10)
    assert created.status_code == 201
    shown = requests.get(f"{live_server}/games/{created.json()['id']}", timeout=10).json()
    assert shown["seats"][0]["name"] == "Ann"


def test_a_chunked_body_within_the_limit_is_read_whole(live_server: str) -> None:
    body = json.dumps({"game": "encantados", "players": PLAYERS}).encode()
    answer = send(live_server, create(body + b" " * (MAX_BODY - len(body)), chunked=True))
    assert answer.status == 201, answer.body[:300]


MUTATIONS = 300
"""Mutated bodies per endpoint in the fuzz below: quick, and varied enough to matter."""


def mutate(rng: random.Random, seed_body: bytes) -> bytes:
    data = bytearray(seed_body)
    for _ in range(rng.randint(1, 8)):
        choice = rng.random()
        pos = rng.randrange(len(data) + 1)
        if choice < 0.3 and data:
            del data[pos % len(data)]
        elif choice < 0.6:
            data[pos:pos] = bytes([rng.choice(b'{}[]",:0123456789-eE.\\u tfnal')])
        elif choice < 0.8 and data:
            data[pos % len(data)] = rng.randrange(256)
        else:
            data[pos:pos] = rng.choice([b"[" * 600, b"9" * 5000, b'"\\ud800"', b"1e999",
                                        b"null", b"-0", b'{"type":', b"NaN"])
    return bytes(data)


def test_no_mutated_body_gets_a_server_error(live_server: str, game: dict[str, Any]) -> None:
    """Fuzz: bodies within the size limit, mangled at random; never a 5xx, always a problem
    when refused."""
    rng = random.Random(14)
    create_seed = json.dumps({"game": "mission-calaveras", "seed": 5, "options": {},
                              "players": [{"name": "a", "bot": None}] * 4}).encode()
    act_seed = json.dumps({"action": {"type": "play", "card": 3, "ids": [1, 2]},
                           "version": 0}).encode()
    for _ in range(MUTATIONS):
        for data in (create(mutate(rng, create_seed)), act(game, mutate(rng, act_seed))):
            answer = send(live_server, data)
            assert answer.status < 500, (data[-300:], answer.body[:300])
            if answer.status >= 400:
                assert_problem(answer, answer.status)
