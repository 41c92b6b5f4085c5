"""Fault points: a test makes a process die at an exact step, through the environment.

``TTG_FAULT_<NAME>=N`` makes the N-th pass of the process through point ``<NAME>`` end the
process at once (``os._exit``: no clean-up, like a SIGKILL there). Unset, a point costs one
dictionary lookup. It exists because a kill timed from outside cannot land reliably between
two statements a microsecond apart (a commit and the enqueue after it).
"""

from __future__ import annotations

import os

AFTER_COMMIT = "AFTER_COMMIT"
"""Between a game's commit and the enqueue of the bot turn it made due."""

EXIT_CODE = 86
"""The exit status of a process ended by a fault point (no signal's, no Python error's)."""

_passes: dict[str, int] = {}


def point(name: str) -> None:
    """End the process here if ``TTG_FAULT_<name>`` says this pass is the one."""
    wanted = os.environ.get(f"TTG_FAULT_{name}")
    if not wanted:
        return
    _passes[name] = _passes.get(name, 0) + 1
    if _passes[name] == int(wanted):
        os._exit(EXIT_CODE)
