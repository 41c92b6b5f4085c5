"""The live tier's fair share and hygiene: caps per address and seat (429 beyond them), a
closed stream freed at once, half-sent requests dropped, slow readers dropped and resumed."""

from __future__ import annotations

import random
import socket
import time
from collections.abc import Iterator
from typing import Any

import pytest
import requests
from flask import Flask
from flask.testing import FlaskClient

from service.streams import app as streams
from service.streams.fair import Caps
from store.settings import Settings
from tests.service.live_helpers import Served, serve_streams, sse_events
from tests.service.test_live import WAIT_BOUND, auth, create, play_one

CAPS = Caps(per_address=3, per_seat=2)
"""Small caps, so a test reaches them with a handful of connections."""


@pytest.fixture
def served(app: Flask, settings: Settings) -> Iterator[Served]:
    with serve_streams(app, settings, CAPS, header_timeout=1.0) as server:
        yield server


def open_raw(served: Served, path: str, source: str = "127.0.0.1",
             headers: dict[str, str] | None = None, receive_buffer: int | None = None
             ) -> socket.socket:
    """A raw HTTP/1.1 GET from ``source`` (any 127.0.0.x is this machine), its reply unread."""
    port = int(served.base.rsplit(":", 1)[1])
    sock = socket.socket()
    if receive_buffer is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", port))
    lines = [f"GET {path} HTTP/1.1", "Host: test", *(f"{k}: {v}" for k, v in
                                                    (headers or {}).items())]
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    sock.settimeout(WAIT_BOUND)
    return sock


def status_of(sock: socket.socket) -> tuple[int, bytes]:
    """The status code and what was read of the reply so far (at least its head)."""
    raw = b""
    while b"\r\n\r\n" not in raw:
        chunk = sock.recv(65536)
        assert chunk, "the server closed before answering"
        raw += chunk
    return int(raw.split(b" ", 2)[1]), raw


def open_count(served: Served) -> int:
    count: int = requests.get(f"{served.base}/health/streams", timeout=WAIT_BOUND).json()[
        "streams"]
    return count


def wait_count(served: Served, count: int) -> float:
    """Seconds until the server holds ``count`` streams."""
    started = time.monotonic()
    while open_count(served) != count:
        assert time.monotonic() - started < WAIT_BOUND, f"never {count} open streams"
        time.sleep(0.02)
    return time.monotonic() - started


def test_one_address_past_its_cap_gets_429_while_others_play(
    client: FlaskClient, served: Served
) -> None:
    created = create(client)
    game_id = created["id"]
    held = [open_raw(served, f"/games/{game_id}/events") for _ in range(CAPS.per_address)]
    assert all(status_of(sock)[0] == 200 for sock in held)
    refused = requests.get(f"{served.base}/games/{game_id}/events", timeout=WAIT_BOUND)
    assert refused.status_code == 429
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert int(refused.headers["Retry-After"]) > 0
    assert refused.json()["type"].endswith("/problems/too-many-requests")
    poll = requests.get(f"{served.base}/games/{game_id}?after_version=0&wait=5",
                        timeout=WAIT_BOUND)
    assert poll.status_code == 429  # long polls count in the same share
    # another address streams, and every client's short requests are answered meanwhile
    other = open_raw(served, f"/games/{game_id}/events", source="127.0.0.2")
    code, _ = status_of(other)
    assert code == 200
    assert requests.get(f"{served.base}/health", timeout=WAIT_BOUND).status_code == 200
    rng = random.Random(31)
    for _ in range(3):
        state = requests.get(f"{served.base}/games/{game_id}", timeout=WAIT_BOUND).json()
        seat = rng.choice(state["to_act"])
        mine = requests.get(f"{served.base}/games/{game_id}", timeout=WAIT_BOUND,
                            headers=auth(created["tokens"][seat])).json()
        posted = requests.post(f"{served.base}/games/{game_id}/actions", timeout=WAIT_BOUND,
                               headers=auth(created["tokens"][seat]),
                               json={"action": rng.choice(mine["legal_actions"]),
                                     "version": mine["version"]})
        assert posted.status_code == 200, posted.text
    # a closed stream gives its share back at once
    held.pop().close()
    wait_count(served, CAPS.per_address)
    again = open_raw(served, f"/games/{game_id}/events")
    assert status_of(again)[0] == 200
    for sock in [*held, other, again]:
        sock.close()


def test_one_seat_past_its_cap_gets_429(client: FlaskClient, served: Served) -> None:
    created = create(client)
    game_id, token = created["id"], created["tokens"][1]
    held = [open_raw(served, f"/games/{game_id}/events", source=f"127.0.0.{10 + k}",
                     headers=auth(token)) for k in range(CAPS.per_seat)]
    assert all(status_of(sock)[0] == 200 for sock in held)
    seat = open_raw(served, f"/games/{game_id}/events", source="127.0.0.20",
                    headers=auth(token))
    code, raw = status_of(seat)
    assert code == 429 and b"seat" in raw
    spectator = open_raw(served, f"/games/{game_id}/events", source="127.0.0.20")
    assert status_of(spectator)[0] == 200  # the address has room; only the seat is full
    for sock in [*held, seat, spectator]:
        sock.close()


def test_a_closed_stream_is_freed_at_once(
    client: FlaskClient, served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No keep-alive and no move for an hour: the server lets go of a stream because it
    noticed the close, not because a write failed (before: up to 30 s later)."""
    monkeypatch.setattr(streams, "KEEPALIVE_SECONDS", 3600.0)
    created = create(client)
    socks = [open_raw(served, f"/games/{created['id']}/events") for _ in range(3)]
    for sock in socks:
        assert status_of(sock)[0] == 200
    wait_count(served, 3)
    for sock in socks:
        sock.close()
    assert wait_count(served, 0) < WAIT_BOUND / 3  # (a hang would be the keep-alive's hour)
    assert created["id"] not in served.hub.feeds  # and its game is no longer watched


def test_a_half_sent_request_is_dropped_after_the_header_timeout(served: Served) -> None:
    port = int(served.base.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=WAIT_BOUND) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: te")  # and nothing more
        started = time.monotonic()
        assert sock.recv(65536) == b""  # closed by the server (1 s header timeout here)
        assert time.monotonic() - started < WAIT_BOUND / 3
    assert requests.get(f"{served.base}/health", timeout=WAIT_BOUND).status_code == 200


def test_a_slow_reader_is_dropped_and_resumes_with_last_event_id(
    client: FlaskClient, served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(streams, "MAX_UNSENT_BYTES", 4096)
    monkeypatch.setattr(streams, "SLOW_READER_SECONDS", 0.5)
    created = create(client, "encantados", 4)  # hundreds of moves: the kernel's buffers fill
    game_id = created["id"]
    sock = open_raw(served, f"/games/{game_id}/events", receive_buffer=4096)
    code, raw = status_of(sock)
    assert code == 200
    wait_count(served, 1)
    rng = random.Random(32)
    moves = 0
    deadline = time.monotonic() + WAIT_BOUND
    while open_count(served) == 1:  # the client reads nothing meanwhile
        assert time.monotonic() < deadline, "the slow reader was never dropped"
        if play_one(client, created, rng)["status"] != "active":
            pytest.fail("the game ended before the reader was dropped")
        moves += 1
    # what the client gets: whole events up to some version, then the connection ends
    try:
        while chunk := sock.recv(65536):
            raw += chunk
    except ConnectionResetError:
        pass  # the server aborted with bytes unsent: what had arrived stays readable
    sock.close()
    body = raw.split(b"\r\n\r\n", 1)[1]
    ids = [int(line[4:]) for line in body.split(b"\n") if line.startswith(b"id: ")]
    assert ids == list(range(len(ids))) and ids[-1] < moves
    resumed = requests.get(f"{served.base}/games/{game_id}/events", stream=True,
                           headers={"Last-Event-ID": str(ids[-1])}, timeout=WAIT_BOUND)
    events: Any = sse_events(resumed.iter_content(chunk_size=None))
    got = [int(next(events).id) for _ in range(moves - ids[-1])]
    assert got == list(range(ids[-1] + 1, moves + 1))  # none lost, none twice
    resumed.close()
