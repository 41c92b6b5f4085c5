"""The server secret: what makes bots' random choices unpredictable to players.

``TTG_SECRET`` sets it; unset, it is generated once into ``<TTG_DATA_DIR>/secret`` (mode
0600) and read from there by every process after, so the operator can still replay a
bot's choices and nobody without the file can.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from functools import cache
from pathlib import Path

DEFAULT_DATA_DIR = "var/redis"
"""Where `make run` keeps Redis's files (relative to the project): the secret lives beside."""

SECRET_FILE = "secret"

SECRET_BYTES = 32
"""256 bits: far past guessing, the size of the HMAC-SHA256 key it becomes."""


def data_dir() -> Path:
    return Path(os.environ.get("TTG_DATA_DIR") or DEFAULT_DATA_DIR)


def load_secret(directory: Path) -> bytes:
    """The secret in ``directory``, generating it first if there is none (race-free)."""
    path = directory / SECRET_FILE
    directory.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(FileExistsError):
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as out:
            out.write(secrets.token_hex(SECRET_BYTES))
    value = path.read_text().strip()
    if not value:
        raise RuntimeError(f"{path} is empty; delete it or set TTG_SECRET")
    return value.encode()


@cache
def server_secret() -> bytes:
    """``TTG_SECRET``, else the data directory's secret file (read once per process)."""
    value = os.environ.get("TTG_SECRET")
    return value.encode() if value else load_secret(data_dir())
