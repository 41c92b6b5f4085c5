"""A search's thinking budget: an iteration cap and seconds of this thread's CPU time.

CPU time (``time.thread_time``), not wall-clock time: on a busy machine a wall-clock
budget buys fewer iterations, so a bot would play weaker whenever the worker's core is
shared (measured: about 20% fewer iterations at a load average of 2.7). The thread's CPU
time counts only the work of the thread that searches, so a bot's strength does not
depend on what else runs.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

CHECK_EVERY = 8
"""Iterations between two looks at the clock (a look costs about a microsecond, an
iteration tens of microseconds or more)."""


@dataclass(frozen=True, slots=True)
class Budget:
    """At most ``iterations`` iterations and ``seconds`` of CPU time (None: no time cap,
    so the search is deterministic given its generator)."""

    iterations: int
    seconds: float | None

    def __post_init__(self) -> None:
        if self.iterations < 1:
            raise ValueError(f"a budget needs at least one iteration, got {self.iterations}")
        if self.seconds is not None and self.seconds < 0:
            raise ValueError(f"a budget's seconds must be >= 0, got {self.seconds}")

    def start(self) -> Meter:
        return Meter(self)


class Meter:
    """One decision's spending against a :class:`Budget`; the first iteration is free,
    so a search always has something to decide by."""

    __slots__ = ("_deadline", "_iterations", "done")

    def __init__(self, budget: Budget) -> None:
        self._iterations = budget.iterations
        self._deadline = None if budget.seconds is None else time.thread_time() + budget.seconds
        self.done = 0
        """Iterations counted so far."""

    def more(self) -> bool:
        """Whether another iteration fits; counts it when it does."""
        done = self.done
        if done >= self._iterations:
            return False
        if (
            done
            and self._deadline is not None
            and done % CHECK_EVERY == 0
            and time.thread_time() >= self._deadline
        ):
            return False
        self.done = done + 1
        return True
