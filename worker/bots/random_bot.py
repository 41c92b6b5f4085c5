"""The ``random`` level: a uniformly random legal action from a seeded generator."""

from __future__ import annotations

import random

from engines import Action
from worker.bots.base import Bot, Decision


class RandomBot(Bot):
    level = "random"
    description = "picks a uniformly random legal action"

    def choose(self, decision: Decision, rng: random.Random) -> Action:
        return rng.choice(decision.legal)
