"""`make run`'s launcher: everything starts, Ctrl-C stops all of it, a restart keeps games."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import requests

from tests.conftest import ROOT, free_port

START_TIMEOUT = 60.0
"""Seconds the stack gets to answer /health (a bound for a hung start, not a target)."""

STOP_TIMEOUT = 60.0


def start(data: Path, port: int, log: Path, new_session: bool = False,
          workers: str | None = None, processes: int = 2) -> subprocess.Popen[bytes]:
    """`make run`'s launcher with ``processes`` API and stream server processes each."""
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env.update(PORT=str(port), TTG_DATA_DIR=str(data), ACCESS_LOG="",
               WEB_CONCURRENCY=str(processes), STREAM_CONCURRENCY=str(processes))
    if workers is not None:
        env["TTG_WORKERS"] = workers
    process = subprocess.Popen(
        [sys.executable, "deploy/run.py"], cwd=ROOT, env=env,
        stdout=log.open("wb"), stderr=subprocess.STDOUT, start_new_session=new_session,
    )
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        try:
            if requests.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                return process
        except (requests.ConnectionError, requests.Timeout):  # not up, or its API still booting
            time.sleep(0.2)
    process.kill()
    raise AssertionError(f"the stack did not start: {log.read_text()}")


def interrupt(process: subprocess.Popen[bytes], log: Path) -> str:
    process.send_signal(signal.SIGINT)
    process.wait(timeout=STOP_TIMEOUT)
    assert process.returncode == 0
    return log.read_text()


def test_run_serves_plays_bots_stops_cleanly_and_keeps_games(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    data, log = tmp_path / "data", tmp_path / "run.log"
    process = start(data, port, log)
    try:
        assert requests.get(f"{base}/docs", timeout=5).status_code == 200
        assert requests.get(f"{base}/docs/assets/swagger-ui-bundle.js", timeout=5).ok
        assert requests.get(f"{base}/openapi.json", timeout=5).json()["openapi"].startswith("3.")
        body = {"game": "mission-calaveras", "seed": 5,
                "players": [{"name": f"b{i}", "bot": "random"} for i in range(4)]}
        game_id = requests.post(f"{base}/games", json=body, timeout=5).json()["id"]
        deadline = time.monotonic() + 120
        while requests.get(f"{base}/games/{game_id}", timeout=5).json()["status"] != "finished":
            assert time.monotonic() < deadline, "the worker did not play the bots"
            time.sleep(0.2)
        final = requests.get(f"{base}/games/{game_id}", timeout=5).json()
    finally:
        output = interrupt(process, log)
    assert f"API:  {base}" in output and f"Docs: {base}/docs" in output
    urls = [line for line in output.splitlines() if "http://" in line and ": " in line]
    assert urls[0] == f"Play: {base}/play", "the /play URL comes first"
    if not os.environ.get("TTG_WORKERS"):  # the Makefile says: one bot worker per core
        assert f"Bot workers: {os.cpu_count()}" in output
    assert output.rstrip().endswith("stopped")
    # nothing is left listening, and the embedded Redis is gone
    try:
        requests.get(f"{base}/health", timeout=1)
        raise AssertionError("the API still answers after Ctrl-C")
    except requests.ConnectionError:
        pass
    assert not (data / "redis.sock").exists()

    # a restart on the same data directory still has the game
    process = start(data, port, log)
    try:
        again = requests.get(f"{base}/games/{game_id}", timeout=5).json()
        assert again["version"] == final["version"] and again["status"] == "finished"
    finally:
        interrupt(process, log)


def test_a_sigterm_to_the_whole_process_group_stops_cleanly(tmp_path: Path) -> None:
    """A supervisor (or a terminal closing) signals every process of `make run`'s group at
    once: the launcher still stops the API and the worker before Redis, with no error."""
    port = free_port()
    data, log = tmp_path / "data", tmp_path / "run.log"
    process = start(data, port, log, new_session=True)
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=STOP_TIMEOUT)
    output = log.read_text()
    assert process.returncode == 0, output
    assert output.rstrip().endswith("stopped")
    assert "Traceback" not in output and "Error" not in output, output
    assert not (data / "redis.sock").exists()
