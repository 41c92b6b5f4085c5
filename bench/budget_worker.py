"""``python -m bench.budget_worker SECONDS``: the bot worker with another decision budget.

The worker as ``make run`` starts it (``python -m worker``: the same RQ worker, queues and
sweepers, in this process), except that every search level (``pimc``, ``ismcts``,
``expert``) thinks ``SECONDS`` of CPU per decision instead of its default; each keeps its
iteration cap, and the expert its settings for that budget (its small-budget ones at
0.15 s or less), as the budget ladder's ``level@seconds`` plays them (``bench/bots.py``).
``random`` and ``greedy`` have no budget and are unchanged. For ``python -m bench.scale
--bot-budget 0.1``: decisions per worker core measured, not extrapolated, at a budget the
server does not ship.
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Sequence

from worker.bots import LEVELS
from worker.bots.budget import Budget


def at_budget(seconds: float) -> list[str]:
    """Give every search level in :data:`worker.bots.LEVELS` (what the worker's jobs look
    up) a copy of itself at ``seconds`` of CPU per decision; the levels changed."""
    if seconds <= 0:
        raise ValueError(f"a decision budget must be positive, got {seconds}")
    changed = []
    for level, bot in list(LEVELS.items()):
        budget = getattr(bot, "budget", None)
        if isinstance(budget, Budget):
            bot = copy.copy(bot)
            setattr(bot, "budget", Budget(budget.iterations, seconds))  # noqa: B010
            LEVELS[level] = bot
            changed.append(level)
    return changed


def main(argv: Sequence[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else list(argv)
    if len(args) != 1:
        raise SystemExit("usage: python -m bench.budget_worker SECONDS")
    at_budget(float(args[0]))
    from worker.__main__ import main as worker_main

    worker_main()


if __name__ == "__main__":
    main()
