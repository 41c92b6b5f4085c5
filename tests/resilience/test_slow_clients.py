"""Slow clients cannot starve the API: /health answers while 50 connections trickle bodies.

The only clock here is a generous request timeout (a hang fails, nothing is timed);
`make bench-resilience` prints the latencies per gunicorn worker class.
"""

from __future__ import annotations

import socket
import threading
from urllib.parse import urlsplit

import requests

TRICKLERS = 50
PROBE_TIMEOUT = 5.0
"""Seconds /health may take before the test fails (it answers in milliseconds)."""
TRICKLE_INTERVAL = 0.5
"""Seconds between the bytes of a slow body."""


def trickle(address: tuple[str, int], stop: threading.Event, ready: threading.Barrier) -> None:
    with socket.create_connection(address) as sock:
        sock.sendall(b"POST /games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 10000\r\n\r\n{")
        ready.wait()
        while not stop.wait(TRICKLE_INTERVAL):
            try:
                sock.sendall(b" ")
            except OSError:
                return


def test_health_answers_while_fifty_clients_trickle_bodies(live_server: str) -> None:
    parts = urlsplit(live_server)
    address = (parts.hostname or "127.0.0.1", parts.port or 80)
    stop = threading.Event()
    ready = threading.Barrier(TRICKLERS + 1)
    threads = [threading.Thread(target=trickle, args=(address, stop, ready), daemon=True)
               for _ in range(TRICKLERS)]
    for thread in threads:
        thread.start()
    try:
        ready.wait(timeout=60)  # every slow client is connected and mid-body
        stop.wait(2 * TRICKLE_INTERVAL)
        for _ in range(10):
            response = requests.get(f"{live_server}/health", timeout=PROBE_TIMEOUT)
            assert response.status_code == 200
        created = requests.post(f"{live_server}/games", timeout=PROBE_TIMEOUT, json={
            "game": "encantados", "players": [{"name": "a"}, {"name": "b", "bot": "random"}]})
        assert created.status_code == 201
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=10)
