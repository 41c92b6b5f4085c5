"""Gunicorn's server hooks for the API: ``deploy/gunicorn.conf.py`` binds them by name.

Gunicorn calls a hook with its arbiter (``server``) and, for worker hooks, the worker; both
are typed ``Any`` here because gunicorn publishes no types for them.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from service.serving.paths import METRICS_VARIABLE


def on_starting(server: Any) -> None:
    """Figures of a previous run left in an operator-given directory are not ours."""
    for stale in Path(os.environ[METRICS_VARIABLE]).glob("*.db"):
        stale.unlink()


def child_exit(server: Any, worker: Any) -> None:
    """A worker that exits (recycled, or killed) stops counting in the live gauges."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)
