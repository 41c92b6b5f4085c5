"""Where a gunicorn stack keeps its files: the workers' metrics and the control socket.

Each stack on a machine needs its own of both. Workers of two servers writing to one
metrics directory would sum each other's figures (and each start deletes the other's);
gunicorn's control socket defaults to one path per user (``~/.gunicorn/gunicorn.ctl``),
so a second server takes it over and the first to stop removes the other's.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from pathlib import Path

METRICS_VARIABLE = "PROMETHEUS_MULTIPROC_DIR"
"""Where prometheus_client's multiprocess mode has each worker write its figures."""

DATA_DIR_VARIABLE = "TTG_DATA_DIR"
"""The stack's own data directory (``make run`` sets it; ``store.secret`` reads it too)."""

CONTROL_SOCKET_NAME = "gunicorn-{server}.ctl"
"""A control socket's file name inside the data directory: one per server of the stack."""


def prepare_metrics_dir(env: MutableMapping[str, str] = os.environ) -> Path:
    """The metrics directory the environment names, made to exist (an operator's may not).

    prometheus_client reads the variable when it is first imported, which importing this
    package does: ``deploy/gunicorn.conf.py`` chooses the directory before that.
    """
    directory = Path(env[METRICS_VARIABLE])
    directory.mkdir(parents=True, exist_ok=True)
    return directory


def control_socket_path(server: str, env: MutableMapping[str, str] = os.environ) -> str | None:
    """The control socket of ``server`` (``api``, ``streams``) in the stack's data directory;
    None (off) without one. ``gunicornc -s <TTG_DATA_DIR>/gunicorn-api.ctl`` then reaches
    this stack's API and nothing else."""
    data_dir = env.get(DATA_DIR_VARIABLE)
    if not data_dir:
        return None
    return str(Path(data_dir).resolve() / CONTROL_SOCKET_NAME.format(server=server))
