"""Fault points: a test makes a process die at an exact step, through the environment.

``TTG_FAULT_<NAME>=N`` makes the N-th pass of the process through point ``<NAME>`` end the
process at once (``os._exit``: no clean-up, like a SIGKILL there); the environment is read
when the module is imported. Unset, a point costs one dictionary lookup. It exists because a
kill timed from outside cannot land reliably between two statements a microsecond apart (a
commit and the enqueue after it).
"""

from __future__ import annotations

import os

AFTER_COMMIT = "AFTER_COMMIT"
"""Between a game's commit and the enqueue of the bot turn it made due."""

EXIT_CODE = 86
"""The exit status of a process ended by a fault point (no signal's, no Python error's)."""

PREFIX = "TTG_FAULT_"
"""What the environment variable naming a fault point starts with."""

_wanted: dict[str, int] = {
    name[len(PREFIX):]: int(value)
    for name, value in os.environ.items() if name.startswith(PREFIX) and value
}
"""The passes asked for, read once at import: a fault is set in the environment a process
starts with (``os.environ`` on each pass cost an action several Python calls)."""
_passes: dict[str, int] = {}


def point(name: str) -> None:
    """End the process here if ``TTG_FAULT_<name>`` says this pass is the one."""
    wanted = _wanted.get(name)
    if wanted is None:
        return
    _passes[name] = _passes.get(name, 0) + 1
    if _passes[name] == wanted:
        os._exit(EXIT_CODE)
