"""Each stack's gunicorn control socket is its own: in its data directory, or none at all.

gunicorn (25.1 on) opens a control socket for ``gunicornc`` at one path per user unless told
otherwise; two stacks on one machine then share it, and the first to stop removes the
other's. ``deploy/gunicorn.conf.py`` puts it in ``TTG_DATA_DIR`` (``make run`` sets it) and
turns it off without one.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from store.settings import Settings
from tests.conftest import start_gunicorn, stop_process

SOCKET_WAIT = 10.0
"""Seconds a started gunicorn gets to open its control socket."""


def workers_through(socket: Path) -> list[object]:
    """The workers gunicornc reports through ``socket`` (fails if nothing answers there)."""
    done = subprocess.run(
        [sys.executable, "-m", "gunicorn.ctl.cli", "-s", str(socket), "-j",
         "-c", "show workers"], capture_output=True, text=True, timeout=20)
    assert done.returncode == 0, done.stdout + done.stderr
    workers: list[object] = json.loads(done.stdout)["workers"]
    return workers


def test_two_stacks_keep_their_own_sockets_and_stopping_one_spares_the_other(
    settings: Settings, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    data = {name: tmp_path / name for name in ("a", "b")}
    run = tmp_path / "run"  # gunicorn's other default place, $XDG_RUNTIME_DIR
    env = {"HOME": str(home), "XDG_RUNTIME_DIR": str(run), "WEB_CONCURRENCY": "1",
           "GUNICORN_THREADS": "4"}
    _, first = start_gunicorn(settings, TTG_DATA_DIR=str(data["a"]), **env)
    try:
        _, second = start_gunicorn(settings, TTG_DATA_DIR=str(data["b"]), **env)
        try:
            sockets = {name: d / "gunicorn-api.ctl" for name, d in data.items()}
            # the arbiter opens its control socket once its workers run, after /health
            deadline = time.monotonic() + SOCKET_WAIT
            while not all(s.is_socket() for s in sockets.values()) \
                    and time.monotonic() < deadline:
                time.sleep(0.1)
            assert all(s.is_socket() for s in sockets.values())
            assert len(workers_through(sockets["a"])) == 1
            assert len(workers_through(sockets["b"])) == 1
        finally:
            stop_process(second)
        assert not sockets["b"].exists()
        assert sockets["a"].is_socket() and len(workers_through(sockets["a"])) == 1
        assert not (home / ".gunicorn").exists() and not run.exists()  # the defaults, unused
    finally:
        stop_process(first)
    assert not sockets["a"].exists()


def test_without_a_data_directory_there_is_no_control_socket(
    settings: Settings, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    _, process = start_gunicorn(settings, HOME=str(home), XDG_RUNTIME_DIR=str(tmp_path / "run"),
                                WEB_CONCURRENCY="1", GUNICORN_THREADS="4")
    try:
        assert not (home / ".gunicorn").exists() and not (tmp_path / "run").exists()
    finally:
        stop_process(process)
