"""The stack under test: an embedded Redis, gunicorn servers and the bot worker.

Everything is started the way ``make run`` starts it (``deploy/gunicorn.conf.py``,
``python -m worker``), with access logs off, and stopped by process id.
"""

from __future__ import annotations

import contextlib
import http.client
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import redis

from store.embedded import EmbeddedRedis
from store.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
GUNICORN_CONF = ROOT / "deploy" / "gunicorn.conf.py"
START_TIMEOUT = 30.0
"""Seconds a server gets to answer its health URL."""
STOP_TIMEOUT = 15.0
"""Seconds a child gets to stop after SIGTERM before it is killed."""
UNFILLED = "1000000/minute"
"""A rate limit counted like the defaults, with a window no in-process run fills."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def wait_http(port: int, path: str, process: subprocess.Popen[bytes]) -> None:
    """Return once ``GET path`` answers 200, else raise (the process died or timed out)."""
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", path)
            status = conn.getresponse().status
            conn.close()
            if status == 200:
                return
        except OSError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            stop(process)
            raise RuntimeError(f"server on port {port} did not answer {path}")
        time.sleep(0.1)


def gunicorn(
    app: str, env: Mapping[str, str], port: int, health: str, extra: Sequence[str] = ()
) -> subprocess.Popen[bytes]:
    """``app`` under gunicorn with the deploy settings on ``port``, started and healthy;
    ``extra`` command-line settings override the file's (``-k sync``, say)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(GUNICORN_CONF), *extra, app],
        cwd=ROOT,
        env={**env, "PORT": str(port), "HOST": "127.0.0.1", "ACCESS_LOG": "",
             "LOG_LEVEL": "warning"},
        stdout=subprocess.DEVNULL,
        start_new_session=True,
    )
    wait_http(port, health, process)
    return process


def worker(env: Mapping[str, str], bot_budget: float | None = None) -> subprocess.Popen[bytes]:
    """The bot worker, as ``make run`` starts it (it idles: the benchmark seats are human);
    with ``bot_budget``, every search level at that many CPU seconds per decision
    (``bench/budget_worker.py``)."""
    module = ["worker"] if bot_budget is None else ["bench.budget_worker", str(bot_budget)]
    return subprocess.Popen(
        [sys.executable, "-m", *module],
        cwd=ROOT,
        env=dict(env),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def stop(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM this one child (by pid), then kill it if it lingers."""
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=STOP_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def base_env() -> dict[str, str]:
    # Benchmarks drive the API from one address far past any client's fair share.
    return {**os.environ, "PYTHONPATH": str(ROOT), "TTG_RATE_LIMITS": "off"}


@contextlib.contextmanager
def scratch_settings() -> Iterator[Settings]:
    """Settings for an in-process benchmark: REDIS_URL (keys under a fresh prefix, deleted
    afterwards) or else an embedded, non-persistent Redis in a temporary directory."""
    run = uuid.uuid4().hex[:8]
    with tempfile.TemporaryDirectory(prefix="bench-redis-") as tmp:
        embedded: EmbeddedRedis | None = None
        url = os.environ.get("REDIS_URL")
        if not url:
            embedded = EmbeddedRedis(Path(tmp), persistent=False)
            url = embedded.start()
        try:
            yield Settings(redis_url=url, key_prefix=f"bench-{run}", bot_queue=f"bench-{run}")
        finally:
            if embedded is not None:
                embedded.stop()
            else:
                cleaner = redis.Redis.from_url(url)
                keys = list(cleaner.scan_iter(match=f"bench-{run}:*", count=1000))
                if keys:
                    cleaner.delete(*keys)


STREAMS_CONF = ROOT / "deploy" / "streams.conf.py"


@contextlib.contextmanager
def origin(env: Mapping[str, str], port: int,
           streams_env: Mapping[str, str] | None = None) -> Iterator[tuple[subprocess.Popen[bytes],
                                                                            subprocess.Popen[bytes]]]:
    """The origin as ``make run`` serves it on ``port``: the API's gunicorn on a private
    socket, the stream server in front; yields (api, streams), both healthy."""
    with tempfile.TemporaryDirectory(prefix="bench-origin-") as tmp:
        sock = Path(tmp) / "api.sock"
        metrics = Path(tmp) / "metrics"
        metrics.mkdir()
        shared = {**env, "PROMETHEUS_MULTIPROC_DIR": str(metrics), "ACCESS_LOG": "",
                  "LOG_LEVEL": "warning", "TTG_API_UPSTREAM": f"unix:{sock}"}
        api = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(GUNICORN_CONF), "--bind", f"unix:{sock}",
             "service:create_app()"],
            cwd=ROOT, env={**shared, "TTG_PROXY_HOPS": "1"}, stdout=subprocess.DEVNULL,
            start_new_session=True)
        streams: subprocess.Popen[bytes] | None = None
        try:
            deadline = time.monotonic() + START_TIMEOUT
            while not sock.exists():
                if api.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the API did not start")
                time.sleep(0.05)
            streams = subprocess.Popen(
                [sys.executable, "-m", "gunicorn", "-c", str(STREAMS_CONF),
                 "service.streams.app:runner"],
                cwd=ROOT, env={**shared, "PORT": str(port), "HOST": "127.0.0.1",
                               **(streams_env or {})},
                stdout=subprocess.DEVNULL, start_new_session=True)
            wait_http(port, "/health", streams)
            yield api, streams
        finally:
            if streams is not None:
                stop(streams)
            stop(api)


def children(pid: int) -> list[int]:
    """The child processes of ``pid`` (a gunicorn master's workers)."""
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


def rss_kib(pids: Sequence[int]) -> int:
    """The resident memory of ``pids``, summed (KiB)."""
    total = 0
    for pid in pids:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
    return total


def counted_app(settings: Settings) -> Any:
    """The API app for an in-process benchmark on ``settings``: every rate limit counted
    as by default, in windows no run fills."""
    from service import create_app
    from service.limits import RateLimits

    return create_app({"SETTINGS": settings, "RATE_LIMITS": RateLimits(
        create=UNFILLED, bot_games=UNFILLED, actions=UNFILLED, seat_actions=UNFILLED)})
