"""`make run` starts reliably on existing data (issue 30).

The embedded Redis once logged "User requested shutdown" 1.15 s after a restart, while it
loaded its data: the stop before it had sent SHUTDOWN through redis-py 6, which retries a
command whose connection closed (SHUTDOWN's always does) for about 3.6 s, reconnecting to
the same socket path, so the new server there got the old server's SHUTDOWN. The server is
now stopped through its own process (SIGTERM), never a command over a shared path.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import redis
import requests

from store.embedded import EmbeddedRedis
from tests.conftest import free_port
from tests.deploy.test_make_run import interrupt, start

RESTARTS = 20
"""Stops and starts of the whole stack on one data directory, as the issue asks."""


def test_stopping_a_server_never_stops_the_one_started_after_it(tmp_path: Path) -> None:
    old = EmbeddedRedis(tmp_path, persistent=True)
    old.start()
    redis.Redis(unix_socket_path=str(old.socket)).set("kept", "1")
    stopping = threading.Thread(target=old.stop)
    stopping.start()
    assert old.process is not None
    old.process.wait(timeout=30)
    new = EmbeddedRedis(tmp_path, persistent=True)
    new.start()  # on the same socket path, while the old stop may still be running
    try:
        stopping.join(timeout=30)
        time.sleep(4.0)  # past every retry redis-py would make
        assert new.process is not None and new.process.poll() is None, (
            (tmp_path / "redis.log").read_text())
        assert redis.Redis(unix_socket_path=str(new.socket)).get("kept") == b"1"
    finally:
        new.stop()


def test_the_stack_restarts_twenty_times_on_the_same_data_with_its_game(
    tmp_path: Path,
) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    data = tmp_path / "data"
    game_id = ""
    token = ""
    for round_ in range(RESTARTS):
        log = tmp_path / f"run-{round_}.log"
        # one process of each kind: what restarts is the stack on its data, not its size
        process = start(data, port, log, workers="1", processes=1)
        try:
            if not game_id:
                created = requests.post(f"{base}/games", timeout=10, json={
                    "game": "encantados", "seed": 3,
                    "players": [{"name": "a"}, {"name": "b"}],
                    "options": {"turn_seconds": 0}}).json()
                game_id, token = created["id"], created["seats"][0]["token"]
            game = requests.get(f"{base}/games/{game_id}", timeout=10,
                                headers={"Authorization": f"Bearer {token}"}).json()
            assert game["version"] == min(round_, 1), (round_, game)
            if round_ == 0:  # one write before the first stop: it must survive all of them
                answer = requests.post(f"{base}/games/{game_id}/actions", timeout=10,
                                       headers={"Authorization": f"Bearer {token}"},
                                       json={"action": game["legal_actions"][0],
                                             "version": 0})
                assert answer.status_code == 200, answer.text
        finally:
            output = interrupt(process, log)
        assert output.rstrip().endswith("stopped"), output
        assert "did not start" not in output and "shutdown" not in output.lower(), output
