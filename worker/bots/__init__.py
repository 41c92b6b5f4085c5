"""Bot levels: each decides from its seat's view and legal actions alone.

A bot never receives the real state, so it cannot peek at hidden cards: fairness by
construction. Levels register here by name; ``POST /games`` accepts these names.
"""

from __future__ import annotations

from worker.bots.base import Bot, Decision
from worker.bots.expert import ExpertBot
from worker.bots.greedy import GreedyBot
from worker.bots.ismcts import ISMCTSBot
from worker.bots.pimc import PIMCBot
from worker.bots.random_bot import RandomBot

LEVELS: dict[str, Bot] = {
    RandomBot.level: RandomBot(),
    GreedyBot.level: GreedyBot(),
    PIMCBot.level: PIMCBot(),
    ISMCTSBot.level: ISMCTSBot(),
    ExpertBot.level: ExpertBot(),
}
"""Every bot level by name, weakest first."""


def get_bot(level: str) -> Bot:
    try:
        return LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; levels: {sorted(LEVELS)}") from None


__all__ = ["LEVELS", "Bot", "Decision", "get_bot"]
