"""The ``ismcts`` level: single-observer information-set Monte Carlo tree search.

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE
TCIAIG, 2012). The bot knows only its seat's view, so every iteration starts from a
*determinization*: a full state dealt at random consistent with that view
(``engine.resample``). One tree is shared by all determinizations; its nodes are keyed by
the acting seat and the action's canonical JSON, so an opponent's move found in one deal
is the same node in another. An iteration:

1. determinize: ``engine.resample(view, seat, rng)``;
2. select: from the root, among children whose actions are legal in this deal, take the
   best UCB1 score, counting as a child's trials the times it was *available*
   (``mean + c * sqrt(ln(available) / visits)``), while every legal action has a child;
3. expand: add one untried legal action (chosen at random) and play it;
4. play out: random legal actions, cut off after a per-game number of steps, where the
   game's heuristic (each seat's own view of the playout state) estimates the rewards;
5. backpropagate: each node on the path adds the reward of the seat that chose its action
   (a finished game rewards each seat by its rank, see ``outcome_rewards``).

The decision is the root action visited most. Search uses ``engine.clone``-free in-place
``engine.advance`` on the fresh determinization. With ``time_limit=None`` the search runs
exactly ``iterations`` iterations and is deterministic given (view, legal, rng).
"""

from __future__ import annotations

import json
import math
import random
import time
from typing import Any

from engines import Action, Engine
from store.bot_levels import BOT_LEVELS
from worker.bots.base import Bot, Decision
from worker.bots.heuristics import Heuristic, heuristic_for, outcome_rewards

ITERATIONS = 1000
"""Iteration cap per decision. Measured on the 2-core development machine under load:
0.3 s buys about 200-550 iterations (Mission Calaveras ~1400/s, Encantados ~700/s, Caretos
~500/s), so the time cap binds there; the cap bounds the CPU a decision takes on a fast
idle core, where 1000 iterations already settle the move."""
TIME_LIMIT = 0.3
"""Seconds of search per decision. At 0.25 s the level already beat ``greedy`` in 80-100%
of test games on every game; 0.3 s keeps the p95 decision time far below the 1 s target
even when the core is shared, and a bot's turn feels quick through the API."""
EXPLORATION = 0.7
"""UCB1 exploration constant for rewards in [0, 1] (about 1/sqrt(2))."""
ROLLOUT_DEPTH: dict[str, int] = {
    "mission-calaveras": 6,
    "encantados": 20,
    "caretos": 30,
}
"""Playout steps before the heuristic judges the position, per game. Measured against
``greedy`` at 0.25 s per decision: Mission Calaveras won 18/20 cut at 6 steps, 16/20 at 0
and 14/20 at 20 (whole random playouts, about 70 steps, lost 9/10: too noisy for the few
iterations a 30-option decision gets); Encantados 14/16 at 20 and 9/10 at 60; Caretos
16/16 at 30 and 8/10 at 80."""
DEFAULT_ROLLOUT_DEPTH = 100
"""Playout cut-off for a game not listed in :data:`ROLLOUT_DEPTH`."""
_CHECK_CLOCK = 8
"""Iterations between two looks at the clock."""
_MEMO_LIMIT = 100_000
"""Action keys remembered per decision before the memo is cleared."""


class _Node:
    __slots__ = ("action", "actor", "available", "children", "reward", "visits")

    def __init__(self, actor: int, action: Action | None) -> None:
        self.actor = actor
        self.action = action
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0


class _Keys:
    """Canonical keys of (seat, action), memoised on the action object's identity."""

    def __init__(self) -> None:
        self._memo: dict[int, tuple[Action, int, str]] = {}

    def __call__(self, actor: int, action: Action) -> str:
        found = self._memo.get(id(action))
        if found is not None and found[0] is action and found[1] == actor:
            return found[2]
        key = f"{actor}|{json.dumps(action, sort_keys=True, separators=(',', ':'))}"
        if len(self._memo) >= _MEMO_LIMIT:
            self._memo.clear()
        self._memo[id(action)] = (action, actor, key)  # holding it keeps the id unique
        return key


class _Search:
    """One decision's tree and the means to grow it."""

    def __init__(
        self,
        decision: Decision,
        rng: random.Random,
        heuristic: Heuristic,
        depth: int,
        exploration: float,
    ) -> None:
        self.engine: Engine[Any] = decision.engine
        self.seat = decision.seat
        self.view = decision.view
        self.rng = rng
        self.heuristic = heuristic
        self.depth = depth
        self.exploration = exploration
        self.keys = _Keys()
        self.root = _Node(-1, None)
        self.root_options = [(self.keys(self.seat, a), a) for a in decision.legal]

    def iterate(self) -> None:
        engine, rng = self.engine, self.rng
        state = engine.resample(self.view, self.seat, rng)
        node = self.root
        path: list[_Node] = []
        options = self.root_options
        actor = self.seat
        c = self.exploration
        while True:
            children = node.children
            untried: list[tuple[str, Action]] = []
            chosen: _Node | None = None
            best = -1.0
            for key, action in options:
                child = children.get(key)
                if child is None:
                    untried.append((key, action))
                    continue
                child.available += 1
                if untried:
                    continue
                score = child.reward / child.visits + c * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best:
                    best, chosen = score, child
            if untried:
                key, action = untried[rng.randrange(len(untried))]
                chosen = _Node(actor, action)
                chosen.available = 1
                children[key] = chosen
                engine.advance(state, actor, action)
                path.append(chosen)
                break
            assert chosen is not None and chosen.action is not None
            engine.advance(state, actor, chosen.action)
            path.append(chosen)
            node = chosen
            to_act = engine.to_act(state)
            if not to_act:
                break
            actor = to_act[0]
            options = [(self.keys(actor, a), a) for a in engine.legal_actions(state, actor)]
        rewards = self.playout(state, {n.actor for n in path})
        self.root.visits += 1
        for n in path:
            n.visits += 1
            n.reward += rewards[n.actor]

    def playout(self, state: Any, seats: set[int]) -> dict[int, float]:
        """Random moves from ``state`` (changed in place), then each of ``seats``' reward."""
        engine, rng = self.engine, self.rng
        for _ in range(self.depth):
            to_act = engine.to_act(state)
            if not to_act:
                break
            actor = to_act[0]
            legal = engine.legal_actions(state, actor)
            engine.advance(state, actor, legal[int(rng.random() * len(legal))])
        outcome = engine.outcome(state)
        if outcome is not None:
            rewards = outcome_rewards(outcome)
            return {s: rewards[s] for s in seats}
        return {s: self.heuristic.reward(engine.view(state, s), s) for s in seats}

    def best(self) -> Action:
        """The most visited root action (then the best mean, then the first legal)."""
        chosen: Action | None = None
        top = (-1, -1.0)
        for key, action in self.root_options:
            child = self.root.children.get(key)
            if child is None:
                continue
            rank = (child.visits, child.reward / child.visits)
            if rank > top:
                top, chosen = rank, action
        assert chosen is not None
        return chosen


class ISMCTSBot(Bot):
    level = "ismcts"
    description = BOT_LEVELS["ismcts"]

    def __init__(
        self,
        iterations: int = ITERATIONS,
        time_limit: float | None = TIME_LIMIT,
        exploration: float = EXPLORATION,
        rollout_depth: int | None = None,
    ) -> None:
        if iterations < 1:
            raise ValueError("ismcts needs at least one iteration per decision")
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = exploration
        self.rollout_depth = rollout_depth

    def choose(self, decision: Decision, rng: random.Random) -> Action:
        if len(decision.legal) == 1:
            return decision.legal[0]
        started = time.perf_counter()
        name = decision.engine.name
        depth = self.rollout_depth
        if depth is None:
            depth = ROLLOUT_DEPTH.get(name, DEFAULT_ROLLOUT_DEPTH)
        search = _Search(decision, rng, heuristic_for(name), depth, self.exploration)
        deadline = None if self.time_limit is None else started + self.time_limit
        for i in range(self.iterations):
            if (
                deadline is not None
                and i
                and i % _CHECK_CLOCK == 0
                and time.perf_counter() >= deadline
            ):
                break  # the first iteration always runs, so some action has a visit
            search.iterate()
        return search.best()
