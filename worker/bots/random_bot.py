"""The ``random`` level: a uniformly random legal action from a seeded generator."""

from __future__ import annotations

import random

from engines import Action
from store.bot_levels import BOT_LEVELS
from worker.bots.base import Bot, Decision


class RandomBot(Bot):
    level = "random"
    description = BOT_LEVELS["random"]

    def choose(self, decision: Decision, rng: random.Random) -> Action:
        return rng.choice(decision.legal)
