"""``make run``: Redis (embedded unless REDIS_URL is set), the API, the stream server, the workers.

One origin on one port (``PORT``, 8000): the stream server (``deploy/streams.conf.py``)
listens there, serves event streams and long polls itself and forwards every other request
to the API's gunicorn (``deploy/gunicorn.conf.py``), which listens on a private Unix socket.

Prints where /play (first), the API, docs and spec are, and supervises every child: one that dies is
started again after a backoff (doubling from RESTART_DELAY up to RESTART_DELAY_MAX, reset
once it has stayed up STABLE_AFTER seconds), so a crashed worker or a dead embedded Redis
never takes the rest down. Ctrl-C (or SIGTERM) stops everything cleanly: the API and the
workers first, so no job is cut off, then the embedded Redis, which writes its data to
``var/redis`` so games survive a restart.

Our own loop rather than honcho or supervisord: honcho stops everything when one process
exits (what this replaces), and supervisord needs a config file and a daemon of its own for
what is twenty lines here.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = Path(os.environ.get("TTG_DATA_DIR") or ROOT / "var" / "redis")
"""Where the embedded Redis keeps its files and the server secret (TTG_DATA_DIR overrides)."""
STOP_TIMEOUT = 15.0
"""Seconds a child gets to stop after SIGTERM before it is killed."""
RESTART_DELAY = 0.5
"""Seconds before the first restart of a child that died: most deaths are one-offs."""
RESTART_DELAY_MAX = 30.0
"""The longest wait between restarts: a child that keeps dying does not spin the CPU."""
STABLE_AFTER = 60.0
"""Seconds a child must stay up for its next death to count as a first one again."""
POLL_INTERVAL = 0.2
"""Seconds between looks at the children."""
API_START_TIMEOUT = 30.0
"""Seconds the stream server's start waits for the API's socket (it starts anyway then)."""


@dataclass
class Child:
    """A supervised process: how to start it, and its restart bookkeeping."""

    name: str
    start: Callable[[], subprocess.Popen[bytes]]
    process: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    failures: int = 0
    restart_at: float | None = None
    restarts: int = 0

    def launch(self) -> None:
        self.process = self.start()
        self.started = time.monotonic()
        self.restart_at = None

    def check(self, now: float) -> None:
        """Notice a death and schedule the restart; restart when its time has come."""
        if self.restart_at is not None:
            if now >= self.restart_at:
                self.restarts += 1
                print(f"{self.name}: restarting (restart {self.restarts})", flush=True)
                self.launch()
            return
        if self.process is None or self.process.poll() is None:
            return
        self.failures = 1 if now - self.started >= STABLE_AFTER else self.failures + 1
        delay = min(RESTART_DELAY_MAX, RESTART_DELAY * 2 ** (self.failures - 1))
        print(f"{self.name} exited with {self.process.returncode}; restarting in {delay:g} s",
              flush=True)
        self.restart_at = now + delay


def worker_count(env: dict[str, str]) -> int:
    """TTG_WORKERS, else one worker per core: bot turns are CPU-bound, one core each."""
    return max(1, int(env.get("TTG_WORKERS") or os.cpu_count() or 1))


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from store.embedded import EmbeddedRedis

    env = dict(os.environ)
    env["TTG_DATA_DIR"] = str(DATA_DIR)  # the workers find (or make) the secret there
    embedded: EmbeddedRedis | None = None
    if not env.get("REDIS_URL"):
        # Its own session, like the children: a SIGTERM to the whole group must not stop
        # Redis before the worker and the API that still use it.
        embedded = EmbeddedRedis(DATA_DIR, persistent=True, own_session=True)
        env["REDIS_URL"] = embedded.start()
        print(f"embedded Redis: {env['REDIS_URL']} (data in {DATA_DIR})", flush=True)
    else:
        print(f"Redis: {env['REDIS_URL']}", flush=True)

    python = sys.executable

    def spawn(*args: str) -> Callable[[], subprocess.Popen[bytes]]:
        # Own sessions: a terminal's Ctrl-C reaches only this script, which then sends
        # each child one SIGTERM (a second signal would make RQ abandon a job in hand).
        return lambda: subprocess.Popen(
            [python, *args], cwd=ROOT, env=env, start_new_session=True
        )

    # One metrics directory for both servers: the API's /metrics counts the open streams.
    scratch = Path(tempfile.mkdtemp(prefix="ttg-run-"))
    env.setdefault("PROMETHEUS_MULTIPROC_DIR", str(scratch / "metrics"))
    Path(env["PROMETHEUS_MULTIPROC_DIR"]).mkdir(exist_ok=True)
    api_socket = scratch / "api.sock"
    env["TTG_API_UPSTREAM"] = f"unix:{api_socket}"
    api_env = {**env, "TTG_PROXY_HOPS": "1"}  # its one client is the stream server
    children = [
        Child("api", lambda: subprocess.Popen(
            [python, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
             "--bind", f"unix:{api_socket}", "service:create_app()"],
            cwd=ROOT, env=api_env, start_new_session=True)),
        Child("streams", spawn("-m", "gunicorn", "-c", str(ROOT / "deploy" / "streams.conf.py"),
                               "service.streams.app:runner")),
    ]
    workers = worker_count(env)
    children += [Child(f"worker {n + 1}", spawn("-m", "worker")) for n in range(workers)]
    for child in children:
        child.launch()
        if child.name == "api":  # the stream server forwards to it: let it bind first
            deadline = time.monotonic() + API_START_TIMEOUT
            while not api_socket.exists() and time.monotonic() < deadline:
                time.sleep(POLL_INTERVAL)
    base = f"http://{env.get('HOST', '127.0.0.1')}:{env.get('PORT', '8000')}"
    # /play first: it is what a newcomer wants; the rest is for clients and operators
    print(f"Play: {base}/play\nAPI:  {base}\nDocs: {base}/docs\nSpec: {base}/openapi.json\n"
          f"Bot workers: {workers}\nCtrl-C stops.", flush=True)

    stopping = False

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        while not stopping:
            now = time.monotonic()
            if embedded is not None and embedded.process is not None \
                    and embedded.process.poll() is not None:
                print("embedded Redis exited; starting it again", flush=True)
                try:
                    embedded.start()
                except RuntimeError as exc:
                    print(f"embedded Redis did not start ({exc}); trying again", flush=True)
            for child in children:
                child.check(now)
            time.sleep(POLL_INTERVAL)
    finally:
        running = [c.process for c in children if c.process is not None]
        for process in running:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in running:
            try:
                process.wait(timeout=STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if embedded is not None:
            embedded.stop()
        shutil.rmtree(scratch, ignore_errors=True)
        print("stopped", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
