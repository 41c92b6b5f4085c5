"""Streams whose connection the live listener writes itself while their thread waits.

Under gunicorn's threaded workers a stream's socket is handed to its game's feed between
events (``store.live.Direct``). These tests run the stream's generator as gunicorn does
(each item written to the socket, in HTTP/1.1 chunks or raw for HTTP/1.0) on one end of a
loopback TCP connection and read the other end as a client would: the listener's writes and the
thread's must interleave into one well-formed body with every version once, in order.
"""

from __future__ import annotations

import json
import random
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.routes.live import rendered, stream
from store.live import Direct
from tests.service.test_live import WAIT_BOUND, auth, create, play_one, wait_subscribed

SMALL_BUFFER = 4096
"""Bytes of send buffer asked for where the listener must meet a full socket (the kernel
doubles it); a Mission Calaveras event is larger than that."""


def serve(items: Iterator[str | bytes], sock: socket.socket, chunked: bool) -> None:
    """Write a response body as gunicorn's threaded worker does (``gunicorn.util.write``)."""
    try:
        for item in items:
            data = item.encode() if isinstance(item, str) else item
            sock.sendall(b"%X\r\n%s\r\n" % (len(data), data) if chunked else data)
        if chunked:
            sock.sendall(b"0\r\n\r\n")
    except OSError:
        pass  # the client left: gunicorn drops the connection the same way
    finally:
        sock.close()


def events_of(body: bytes) -> list[dict[str, Any]]:
    """The ``event: game`` events of an SSE body, as (id, data) dicts."""
    found = []
    for block in body.decode().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.split("\n")
                     if ": " in line and not line.startswith(":"))
        if lines.get("event") == "game":
            found.append({"id": int(lines["id"]), "data": json.loads(lines["data"])})
    return found


class Counted:
    """Counts the events the listener wrote itself (``Direct.delivered``)."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> None:
        self.count += 1


def tcp_pair(send_buffer: int | None) -> tuple[socket.socket, socket.socket]:
    """Both ends of a loopback TCP connection, as a server and its client hold them."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        client_end = socket.socket()
        if send_buffer is not None:
            client_end.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, send_buffer)
        client_end.connect(listener.getsockname())
        server, _ = listener.accept()
    if send_buffer is not None:
        server.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, send_buffer)
    return server, client_end


def open_direct(app: Flask, game_id: str, seat: int | None, chunked: bool,
                send_buffer: int | None = None) -> tuple[socket.socket, Counted,
                                                         threading.Thread]:
    """A stream of ``game_id`` served on a socket pair; the client's end and the count."""
    server, client_end = tcp_pair(send_buffer)
    counted = Counted()
    direct = Direct(server, chunked, lambda frame: rendered(frame, seat, with_entry=True),
                    counted)

    def run() -> None:
        with app.app_context():
            serve(stream(app.extensions["live"], game_id, seat, None, direct), server, chunked)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return client_end, counted, thread


def leave(client: FlaskClient, created: dict[str, Any], rng: random.Random,
          ends: list[tuple[socket.socket, Counted, threading.Thread]]) -> None:
    """The clients close their ends; their streams end at the next writes that fail (on
    TCP the first write after the peer closed still succeeds: the second meets the reset)."""
    for client_end, _, _ in ends:
        client_end.close()
    for _ in range(3):
        play_one(client, created, rng)
        time.sleep(0.05)
    for _, _, thread in ends:
        thread.join(timeout=WAIT_BOUND)
        assert not thread.is_alive(), "a stream outlived its client"


def wait_parked(app: Flask, game_id: str, count: int) -> None:
    deadline = time.monotonic() + WAIT_BOUND
    while len(getattr(app.extensions["live"].feeds.get(game_id), "parked", ())) < count:
        assert time.monotonic() < deadline, "the streams never parked"
        time.sleep(0.01)


@pytest.mark.parametrize("chunked", [True, False], ids=["http-1.1", "http-1.0"])
def test_the_listener_writes_each_version_to_waiting_streams(
    client: FlaskClient, app: Flask, chunked: bool
) -> None:
    created = create(client)
    game_id = created["id"]
    ends = [open_direct(app, game_id, seat, chunked) for seat in (0, None)]
    wait_subscribed(app.extensions["live"])
    rng = random.Random(21)
    for _ in range(8):
        wait_parked(app, game_id, len(ends))  # each write below is the listener's
        play_one(client, created, rng)
    wait_parked(app, game_id, len(ends))
    for _, counted, _ in ends:
        # the listener wrote every version after the first (a thread's periodic look at
        # the store may, rarely, take one of them)
        assert counted.count >= 7
    leave(client, created, rng, ends)
    assert app.extensions["live"].feeds.get(game_id) is None


@pytest.mark.parametrize("chunked", [True, False], ids=["http-1.1", "http-1.0"])
def test_direct_writes_make_one_well_formed_body(
    client: FlaskClient, app: Flask, chunked: bool
) -> None:
    """The body is well framed, every version comes once and in order, and each event is
    what the viewer's GET gave at that version (with the entry that made it)."""
    created = create(client)
    game_id, token = created["id"], created["tokens"][1]
    client_end, counted, thread = open_direct(app, game_id, 1, chunked)
    wait_subscribed(app.extensions["live"])
    rng = random.Random(22)
    bodies = [client.get(f"/games/{game_id}", headers=auth(token)).json]
    for _ in range(6):
        wait_parked(app, game_id, 1)
        play_one(client, created, rng)
        bodies.append(client.get(f"/games/{game_id}", headers=auth(token)).json)
    wait_parked(app, game_id, 1)
    assert counted.count >= 5  # the listener's (see above)
    raw = read_until_versions(client_end, chunked, 7)
    leave(client, created, rng, [(client_end, counted, thread)])
    events = events_of(raw)
    assert [e["id"] for e in events] == list(range(7))
    for event, body in zip(events, bodies, strict=True):
        shown = {k: v for k, v in event["data"].items() if k != "entry"}
        assert shown == body
        assert ("entry" in event["data"]) == (event["id"] > 0)


def read_until_versions(sock: socket.socket, chunked: bool, count: int) -> bytes:
    """What the client has read once ``count`` game events arrived (framing checked)."""
    sock.settimeout(WAIT_BOUND)
    raw = b""
    while True:
        raw += sock.recv(65536)
        body = dechunk_prefix(raw) if chunked else raw
        if body.count(b"event: game\n") >= count and body.endswith(b"\n\n"):
            return body


def test_a_full_socket_hands_the_stream_back_to_its_thread(
    client: FlaskClient, app: Flask
) -> None:
    """A client that stops reading fills the socket: the listener writes what the kernel
    takes (maybe half an event) and wakes the stream's thread, which finishes the event
    and carries on; once the client reads again it gets one well-framed body, every
    version once and in order, and the listener writes again when the client keeps up."""
    created = create(client)
    game_id = created["id"]
    client_end, counted, thread = open_direct(app, game_id, None, True, SMALL_BUFFER)
    wait_subscribed(app.extensions["live"])
    rng = random.Random(23)
    wait_parked(app, game_id, 1)
    for _ in range(12):  # the client reads nothing meanwhile
        play_one(client, created, rng)
    deadline = time.monotonic() + WAIT_BOUND
    raw = b""
    client_end.settimeout(WAIT_BOUND)
    while b"id: 12\n" not in dechunk_prefix(raw):
        assert time.monotonic() < deadline, "the stream never caught up"
        raw += client_end.recv(65536)
    handed_back = counted.count
    assert handed_back < 12  # the socket filled: the thread wrote some of them
    for version in range(13, 16):  # reading along again: the listener writes them
        wait_parked(app, game_id, 1)
        play_one(client, created, rng)
        while b"id: %d\n" % version not in dechunk_prefix(raw):
            raw += client_end.recv(65536)
    assert counted.count >= handed_back + 2
    leave(client, created, rng, [(client_end, counted, thread)])
    assert [e["id"] for e in events_of(dechunk_prefix(raw))] == list(range(16))


def dechunk_prefix(raw: bytes) -> bytes:
    """The body of the complete chunks at the start of ``raw``."""
    body, at = bytearray(), 0
    while (end := raw.find(b"\r\n", at)) >= 0:
        size = int(raw[at:end], 16)
        start = end + 2
        if len(raw) < start + size + 2:
            break
        body += raw[start:start + size]
        assert raw[start + size:start + size + 2] == b"\r\n", "a chunk overran its size"
        at = start + size + 2
    return bytes(body)
