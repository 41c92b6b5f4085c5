"""Event streams across two instances of the stack as deployed (the stream server in front of
the API's gunicorn, as ``make run`` starts them), with the bot worker.

Actions are posted through one instance and streamed from the other; a stream that drops
mid-game resumes on the other instance with Last-Event-ID. Every stream must see every
version exactly once, in order, redacted for its viewer, and end after the game.
"""

from __future__ import annotations

import http.client
import random
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import requests

from engines import get_engine
from store.replay import initial_state, states_after
from store.settings import Settings
from tests.conftest import Stack, start_stack
from tests.service.live_helpers import data_of, leaked_in_update, sse_events

GAME = "mission-calaveras"
READ_TIMEOUT = 60
"""Seconds a stream read may stay silent: keep-alives come every 15 s, so only a hang."""
RESUME_AFTER = 10
"""Events the dropping stream reads before it disconnects and resumes elsewhere."""
MOVES_AFTER_THE_END = 3
"""Moves played once the stream ended, so the resumed stream has versions to bring."""
MOVE_PACE = 0.05
"""Seconds between moves where a worker must stop mid-game: aiohttp's worker looks at its
request count once a second, and unpaced, 60 moves can be played within that second."""


@pytest.fixture
def two_instances(settings: Settings) -> Iterator[tuple[str, str]]:
    first = start_stack(settings)
    try:
        second: Stack = start_stack(settings)
    except RuntimeError:
        first.stop()
        raise
    yield first.base, second.base
    first.stop()
    second.stop()


def open_stream(url: str, headers: dict[str, str]) -> tuple[requests.Response, Any]:
    response = requests.get(url, headers=headers, stream=True, timeout=READ_TIMEOUT)
    assert response.status_code == 200, response.text
    assert response.headers["Content-Type"].startswith("text/event-stream")
    return response, sse_events(response.iter_content(chunk_size=None))


def collect(url: str, headers: dict[str, str], into: list[Any]) -> None:
    """Read a stream to its end into ``into`` (run in a thread)."""
    response, events = open_stream(url, headers)
    with response:
        into.extend(events)


def test_streams_see_every_version_once_across_instances(
    two_instances: tuple[str, str], worker: Any
) -> None:
    a, b = two_instances
    players = [{"name": "me"}, *({"name": f"bot{i}", "bot": "random"} for i in (1, 2, 3))]
    created = requests.post(f"{a}/games", json={"game": GAME, "players": players, "seed": 5},
                            timeout=30).json()
    game_id, token = created["id"], created["seats"][0]["token"]
    mine = {"Authorization": f"Bearer {token}"}

    spectator: list[Any] = []
    watcher = threading.Thread(target=collect, args=(f"{b}/games/{game_id}/events", {},
                                                     spectator))
    watcher.start()

    dropped: list[Any] = []
    resumed: list[Any] = []

    def drop_and_resume() -> None:
        response, events = open_stream(f"{b}/games/{game_id}/events", mine)
        with response:
            for event in events:
                dropped.append(event)
                if len(dropped) == RESUME_AFTER:
                    break
        collect(f"{a}/games/{game_id}/events", {**mine, "Last-Event-ID": dropped[-1].id},
                resumed)

    resumer = threading.Thread(target=drop_and_resume)
    resumer.start()

    # seat 0 follows its stream from instance b and acts through instance a
    rng = random.Random(9)
    seat_events: list[Any] = []
    response, events = open_stream(f"{b}/games/{game_id}/events", mine)
    with response:
        for event in events:
            seat_events.append(event)
            if event.event != "game":
                continue
            body = data_of(event)
            if body["status"] == "active" and 0 in body["to_act"]:
                posted = requests.post(
                    f"{a}/games/{game_id}/actions", headers=mine, timeout=30,
                    json={"action": rng.choice(body["legal_actions"]), "version": body["version"]},
                )
                assert posted.status_code == 200, posted.text
    watcher.join(timeout=READ_TIMEOUT)
    resumer.join(timeout=READ_TIMEOUT)

    final = requests.get(f"{a}/games/{game_id}", timeout=30).json()
    assert final["status"] == "finished"
    last = final["version"]
    for name, got in (("seat 0", seat_events), ("spectator", spectator),
                      ("dropped and resumed", dropped + resumed)):
        games = [e for e in got if e.event == "game"]
        first = int(games[0].id)  # a fresh stream starts at the version current then
        assert [int(e.id) for e in games] == list(range(first, last + 1)), name
        assert "entry" not in data_of(games[0]), name  # the GET body ...
        assert all("entry" in data_of(e) for e in games[1:]), name  # ... then updates
        assert [e.event for e in got if e.event != "game"] == ["end"], name
    assert len(dropped) == RESUME_AFTER and got[-1].event == "end"
    assert all("entry" in data_of(e) for e in resumed[:-1])  # resumed: no fresh start

    # seed + unredacted log give every state: scan each update for what its viewer may not see
    log = requests.get(f"{b}/games/{game_id}/log", timeout=30).json()
    engine = get_engine(GAME)
    doc = {"players": log["players"], "options": log["options"], "seed": log["seed"]}
    states = [initial_state(engine, doc)]
    states.extend(state for _, state in states_after(engine, states[0], log["entries"]))
    assert engine.view(states[-1], None) == final["state"]
    for viewer, got in ((0, seat_events), (None, spectator), (0, dropped + resumed)):
        for event in got:
            if event.event == "game":
                version = int(event.id)
                update = data_of(event)
                assert update["seat"] == viewer
                before = states[max(version - 1, 0)]
                if update["status"] == "finished":  # the last entry is shown whole, by design
                    update = {k: v for k, v in update.items() if k != "entry"}
                assert not leaked_in_update(engine, before, states[version], viewer, update)


def test_an_http_1_0_stream_gets_every_version_unchunked(live_server: str) -> None:
    """HTTP/1.0 has no chunks: the body is written raw, every version once, in order."""
    players = [{"name": f"p{i}"} for i in range(4)]
    created = requests.post(f"{live_server}/games", json={"game": GAME, "players": players,
                                                          "seed": 8}, timeout=30).json()
    game_id = created["id"]
    tokens = {s["index"]: s["token"] for s in created["seats"]}
    host, port = live_server.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=READ_TIMEOUT) as sock:
        sock.sendall(f"GET /games/{game_id}/events HTTP/1.0\r\nHost: test\r\n\r\n".encode())
        raw = sock.recv(65536)
        while b"\r\n\r\n" not in raw or b"id: 0\n" not in raw:
            raw += sock.recv(65536)
        head, body = raw.split(b"\r\n\r\n", 1)
        assert b"Transfer-Encoding" not in head and head.startswith(b"HTTP/1.0 200")
        rng = random.Random(8)
        for version in range(12):
            state = requests.get(f"{live_server}/games/{game_id}", timeout=30).json()
            seat = rng.choice(state["to_act"])
            mine = requests.get(f"{live_server}/games/{game_id}", timeout=30,
                                headers={"Authorization": f"Bearer {tokens[seat]}"}).json()
            posted = requests.post(
                f"{live_server}/games/{game_id}/actions", timeout=30,
                headers={"Authorization": f"Bearer {tokens[seat]}"},
                json={"action": rng.choice(mine["legal_actions"]), "version": version})
            assert posted.status_code == 200, posted.text
        while b"id: 12\n" not in body or not body.endswith(b"\n\n"):
            body += sock.recv(65536)
    fields = (b"event: ", b"id: ", b"data: ", b"retry: ", b":")
    assert all(line.startswith(fields) for line in body.split(b"\n") if line), body[:300]
    events = list(sse_events([body]))
    assert [int(e.id) for e in events if e.event == "game"] == list(range(13))
    assert all(data_of(e)["version"] == int(e.id) for e in events if e.event == "game")


def test_a_stopping_worker_ends_its_streams_and_clients_resume(settings: Settings) -> None:
    """A stream worker told to stop (here: it reached max_requests; the requests it forwards
    count) ends its streams at once, so it exits within its grace period rather than being
    killed with them open: the stream ends cleanly, every request meanwhile is answered (by
    the next worker), and the client resumes with Last-Event-ID without missing a
    version."""
    stack = start_stack(settings, {"STREAM_CONCURRENCY": "1", "STREAMS_MAX_REQUESTS": "40"})
    base = stack.base
    try:
        players = [{"name": f"p{i}"} for i in range(4)]
        created = requests.post(f"{base}/games", json={"game": GAME, "players": players,
                                                       "seed": 4}, timeout=30).json()
        game_id = created["id"]
        tokens = {s["index"]: s["token"] for s in created["seats"]}
        rng = random.Random(4)
        response, events = open_stream(f"{base}/games/{game_id}/events", {})
        seen: list[int] = []
        reader = threading.Thread(target=lambda: seen.extend(
            int(e.id) for e in events if e.event == "game"))
        reader.start()
        version = after_end = 0
        while version < 60 and after_end < MOVES_AFTER_THE_END:  # a move: three requests
            after_end += not reader.is_alive()
            state = requests.get(f"{base}/games/{game_id}", timeout=30).json()
            seat = rng.choice(state["to_act"])
            mine = {"Authorization": f"Bearer {tokens[seat]}"}
            legal = requests.get(f"{base}/games/{game_id}", headers=mine,
                                 timeout=30).json()["legal_actions"]
            posted = requests.post(f"{base}/games/{game_id}/actions", headers=mine,
                                   timeout=30, json={"action": rng.choice(legal),
                                                     "version": version})
            assert posted.status_code == 200, posted.text
            version += 1
            time.sleep(MOVE_PACE)
        reader.join(timeout=READ_TIMEOUT)  # a reset mid-chunk would raise in the reader
        response.close()
        assert not reader.is_alive(), "the stream outlived its worker's stop"
        assert seen == list(range(len(seen))) and 0 < len(seen) < version + 1
        resumed, rest = open_stream(f"{base}/games/{game_id}/events",
                                    {"Last-Event-ID": str(seen[-1])})
        with resumed:
            got = []
            for event in rest:
                got.append(int(event.id))
                if got[-1] == version:
                    break
        assert got == list(range(seen[-1] + 1, version + 1))
    finally:
        stack.stop()


def test_keep_alive_serves_requests_on_one_connection(live_server: str) -> None:
    host, port = live_server.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    try:
        conn.request("GET", "/health")
        first = conn.getresponse()
        first.read()
        sock = conn.sock
        assert sock is not None and first.getheader("Connection", "").lower() != "close"
        conn.request("GET", "/health")
        second = conn.getresponse()
        second.read()
        assert second.status == 200
        assert conn.sock is sock  # the same connection answered both
    finally:
        conn.close()
