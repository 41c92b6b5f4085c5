"""The ``greedy`` level: one decision ahead, judged by a per-game heuristic of its own view.

The bot has only its seat's view, never the real state, so it deals the unseen cards at
random (``engine.resample``) a few times, applies each legal action to every such deal,
and scores the seat's view of each result with the game's heuristic (read from the result
where the heuristic can, ``Heuristic.state_value``: the same value, no view built); the
action with the best mean wins (ties broken by the seeded generator). A result that ends
the game counts as its final reward, beyond any heuristic value. The same deals serve
every action, so their luck cancels out when actions are compared.
"""

from __future__ import annotations

import random

from engines import Action
from store.bot_levels import BOT_LEVELS
from worker.bots.base import Bot, Decision
from worker.bots.heuristics import heuristic_for, outcome_rewards

SAMPLES = 6
"""Deals of the unseen cards per decision: the next view depends on hidden cards only
through what the seat draws, and six deals settle most comparisons at a few ms each."""

FINAL = 1000.0
"""Heuristic units per unit of final reward: a finished game outweighs any position."""


class GreedyBot(Bot):
    level = "greedy"
    description = BOT_LEVELS["greedy"]

    def __init__(self, samples: int = SAMPLES) -> None:
        if samples < 1:
            raise ValueError("greedy needs at least one deal per decision")
        self.samples = samples

    def choose(self, decision: Decision, rng: random.Random) -> Action:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        engine, seat = decision.engine, decision.seat
        heuristic = heuristic_for(engine.name)
        worlds = [engine.resample(decision.view, seat, rng) for _ in range(self.samples)]
        best: list[Action] = []
        best_total = float("-inf")
        for action in legal:
            total = 0.0
            for world in worlds:
                after = engine.clone(world)
                engine.advance(after, seat, action)
                outcome = engine.outcome(after)
                if outcome is not None:
                    total += FINAL * (outcome_rewards(outcome)[seat] - 0.5)
                else:
                    total += heuristic.state_value(engine, after, seat)
            if total > best_total + 1e-9:
                best_total, best = total, [action]
            elif total >= best_total - 1e-9:
                best.append(action)
        return best[0] if len(best) == 1 else best[rng.randrange(len(best))]
