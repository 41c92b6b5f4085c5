"""The ``pimc`` level: flat Monte Carlo over determinizations (perfect-information MC).

The yardstick the stronger levels are measured against (issue 18): simple, and hard to
beat by much. Each sweep deals the cards the seat cannot see at random from its view
(``engine.resample``), then tries every legal action in turn on a copy of that deal and
finishes each with uniformly random moves; the action with the best mean result wins.
Every action of a sweep sees the same deal, so the deal's luck cancels out when actions
are compared. Results: a finished game rewards the seat by its rank
(``outcome_rewards``); in Encantados, where a game lasts many rounds of several hundred
moves, the playout stops at the end of the current round and scores the seat's margin
over the best other garden owner (a round's points are what a move can change).

No tree, no heuristic: what it knows of the game comes from random playouts alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines import Action, Engine
from store.bot_levels import BOT_LEVELS
from worker.bots.base import Bot, Decision
from worker.bots.budget import Budget
from worker.bots.heuristics import Policy, outcome_rewards

PLAYOUTS = 100_000
"""Playout cap per decision: far above what the CPU budget buys (a few hundred to a few
thousand), so the time binds; it only bounds a decision without a time cap."""
TIME_LIMIT = 0.3
"""Seconds of CPU time per decision: the same budget as ``ismcts`` and ``expert``, so
the levels compare at equal thinking time."""
MAX_PLAYOUT = 5000
"""Steps after which a playout stops (a safeguard: a random game always ends sooner)."""


def random_moves(engine: Any, state: Any, steps: int, draw: Callable[[], float],
                 round_of: Callable[[Any], int] | None = None, started: int = 0) -> None:
    """Up to ``steps`` random legal moves on ``state`` (in place; ``draw`` gives numbers in
    [0, 1)), stopping when nobody acts or, with ``round_of``, once the round is no longer
    ``started``: the playout every search here runs (``pimc``'s, and the tree's in
    ``worker.bots.ismcts``)."""
    # bound once: the steps are nearly all of a playout's work
    to_act, legal_actions, advance = engine.to_act, engine.legal_actions, engine.advance
    for _ in range(steps):
        if round_of is not None and round_of(state) != started:
            return
        acting = to_act(state)
        if not acting:
            return
        actor = acting[0]
        options = legal_actions(state, actor)
        advance(state, actor, options[int(draw() * len(options))])


def policy_moves(engine: Any, state: Any, steps: int, draw: Callable[[], float],
                 policy: Policy) -> None:
    """Up to ``steps`` moves on ``state`` (in place) as ``policy`` chooses them, stopping
    when nobody acts: :func:`random_moves` with a rule of thumb for the choice."""
    to_act, legal_actions, advance = engine.to_act, engine.legal_actions, engine.advance
    for _ in range(steps):
        acting = to_act(state)
        if not acting:
            return
        actor = acting[0]
        advance(state, actor, policy(state, actor, legal_actions(state, actor), draw))


def _encantados_round(state: Any) -> int:
    return int(state.round)


def _encantados_margin(state: Any, seat: int) -> float:
    scores: list[int] = state.scores
    mine = state.unit(seat)
    return float(scores[mine] - max(s for u, s in enumerate(scores) if u != mine))


ROUND_SCORED: dict[str, tuple[Callable[[Any], int], Callable[[Any, int], float]]] = {
    "encantados": (_encantados_round, _encantados_margin),
}
"""Games whose playouts stop at the round's end: (round number, seat's score margin)."""


class PIMCBot(Bot):
    level = "pimc"
    description = BOT_LEVELS["pimc"]

    def __init__(self, playouts: int = PLAYOUTS, time_limit: float | None = TIME_LIMIT) -> None:
        self.budget = Budget(playouts, time_limit)

    def choose(self, decision: Decision, rng: random.Random) -> Action:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        engine, seat = decision.engine, decision.seat
        scored = ROUND_SCORED.get(engine.name)
        totals = [0.0] * len(legal)
        counts = [0] * len(legal)
        meter = self.budget.start()
        deal: Any = None
        dealt = engine.resampler(decision.view, seat)
        while meter.more():
            i = (meter.done - 1) % len(legal)
            if i == 0:
                deal = dealt(rng)
            state = engine.clone(deal)
            engine.advance(state, seat, legal[i])
            totals[i] += self._playout(engine, state, seat, rng, scored)
            counts[i] += 1
        best: list[int] = []
        top = float("-inf")
        for i, count in enumerate(counts):
            if not count:
                continue
            mean = totals[i] / count
            if mean > top + 1e-12:
                top, best = mean, [i]
            elif mean >= top - 1e-12:
                best.append(i)
        return legal[best[0] if len(best) == 1 else best[rng.randrange(len(best))]]

    @staticmethod
    def _playout(
        engine: Engine[Any], state: Any, seat: int, rng: random.Random,
        scored: tuple[Callable[[Any], int], Callable[[Any, int], float]] | None,
    ) -> float:
        """Random moves to the end (of the game, or of the round where rounds score)."""
        round_of = scored[0] if scored else None
        random_moves(engine, state, MAX_PLAYOUT, rng.random, round_of,
                     round_of(state) if round_of else 0)
        if scored:
            return scored[1](state, seat)
        outcome = engine.outcome(state)
        return 0.5 if outcome is None else outcome_rewards(outcome)[seat]
