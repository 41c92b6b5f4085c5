"""Per-game position heuristics for the bots, computed from one seat's view alone.

A heuristic maps ``(view, seat)`` to how well ``seat`` stands, in the game's own units
(points, villagers, suspicion points): positive is ahead of the best opponent. It reads
nothing but the JSON view the engine gives that seat (and the game's public, static rules
data: card values, the board), so a bot using it cannot peek at hidden cards.

``greedy`` ranks its options by the raw value; ``ismcts`` turns it into a reward in
[0, 1] with a logistic of ``value / scale`` to judge a playout it cuts short.

Heuristics are looked up by engine name and their modules imported on first use, so a
game whose engine is still being written never stops the worker from starting.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import mul
from typing import Any, cast

from engines import Action, Engine, Outcome

View = Mapping[str, Any]
Evaluate = Callable[[View, int], float]
EvaluateState = Callable[[Any, int], float]
Policy = Callable[[Any, int, list[Action], Callable[[], float]], Action]
"""A playout policy: ``(state, actor, legal actions, draw) -> the action to play``, a
game's rule of thumb in place of a uniformly random move (a heuristic module's
``PLAYOUT``); ``state`` is a search's deal, dealt from the seat's view."""


@dataclass(frozen=True, slots=True)
class Heuristic:
    """A game's position evaluation from one seat's view."""

    evaluate: Evaluate
    """``(view, seat) -> value``: the seat's advantage over its best opponent."""
    scale: float
    """The advantage worth about a 73% chance to win (logistic of ``value / scale``)."""
    evaluate_state: EvaluateState | None = None
    """``(state, seat) -> value``, optional: ``evaluate`` of the seat's view of ``state``,
    read from the state's fields that view shows without building the view. A search
    rates a determinized state it dealt from the seat's view (nothing the seat could not
    know is in it) nearly every iteration, and building the view is much of a rating's
    cost; it must equal ``evaluate(engine.view(state, seat), seat)`` (tested), but in a
    game module's ``DEALT``, which reads the deal's hidden hands as well."""

    def value(self, view: View, seat: int) -> float:
        return self.evaluate(view, seat)

    def state_value(self, engine: Engine[Any], state: Any, seat: int) -> float:
        """``value`` of the seat's view of ``state`` (without the view where it can)."""
        if self.evaluate_state is not None:
            return self.evaluate_state(state, seat)
        return self.evaluate(engine.view(state, seat), seat)

    def reward(self, view: View, seat: int, offset: float = 0.0) -> float:
        """The value squashed into [0, 1], comparable with a game's final reward;
        ``offset`` is subtracted first (a search centring on where it started)."""
        return self.squash(self.evaluate(view, seat) - offset)

    def state_reward(self, engine: Engine[Any], state: Any, seat: int,
                     offset: float = 0.0) -> float:
        """:meth:`reward` of the seat's view of ``state``, by :meth:`state_value`."""
        return self.squash(self.state_value(engine, state, seat) - offset)

    def squash(self, value: float) -> float:
        """A value in the game's units as a reward in [0, 1] (the logistic)."""
        x = value / self.scale
        if x < -30.0:
            return 0.0
        if x > 30.0:
            return 1.0
        return 1.0 / (1.0 + math.exp(-x))


FITTED_WIN = 10.0
"""A finished game's value in a fitted rating (log-odds): a win 10 (about 0.99995), a loss
-10, beyond any running position."""


@dataclass(frozen=True, slots=True)
class Weights:
    """A linear rating: a base plus a weight per term, the terms in the order of the game
    module's ``TERM_NAMES``. A hand-set rating's weights are reasoned, in the game's units;
    a fitted one's are a logistic regression of who won on the terms (``bench.leaf_fit``),
    their sum the log-odds of the seat's side winning, the base those log-odds with every
    term 0 (a side of one among three wins less often than one of two)."""

    base: float
    terms: tuple[float, ...]

    def value(self, terms: Sequence[float]) -> float:
        if len(terms) != len(self.terms):
            raise ValueError(f"{len(terms)} terms for {len(self.terms)} weights")
        # map in C: a search rates every seat of nearly every iteration (a loop in Python
        # cost 0.5 us a rating, this 0.3, four terms written out 0.15)
        total: float = self.base + sum(map(mul, self.terms, terms))
        return total


def weights_at(fitted: Mapping[int, Weights], players: int, game: str) -> Weights:
    """The weights fitted at this player count; ValueError naming the counts fitted."""
    found = fitted.get(players)
    if found is None:
        raise ValueError(f"no fitted {game} weights for {players} players; "
                         f"fitted: {sorted(fitted)}")
    return found


def outcome_rewards(outcome: Outcome) -> list[float]:
    """Each seat's reward in [0, 1] for a finished game, from its rank.

    The best rank gets 1 and the worst 0, linearly between (ranks 1, 2, 3: 1, 0.5, 0); a
    game where every seat shares one rank (a draw, or Mission Calaveras's failure) gives
    0.5 to all. In team games the winning team's seats share rank 1, so each gets 1.
    """
    ranks = outcome.ranks
    worst = max(ranks, default=1)
    if worst <= 1:
        return [0.5 for _ in ranks]
    return [(worst - rank) / (worst - 1) for rank in ranks]


HEURISTIC_MODULES: dict[str, str] = {
    "mission-calaveras": "worker.bots.heuristics.mission_calaveras",
    "encantados": "worker.bots.heuristics.encantados",
    "caretos": "worker.bots.heuristics.caretos",
}
"""The module defining ``HEURISTIC`` for each engine name."""

_loaded: dict[str, Heuristic] = {}


def heuristic_for(engine_name: str) -> Heuristic:
    """The heuristic of the game named ``engine_name``; ValueError if it has none."""
    found = _loaded.get(engine_name)
    if found is not None:
        return found
    try:
        module_name = HEURISTIC_MODULES[engine_name]
    except KeyError:
        raise ValueError(
            f"no bot heuristic for game {engine_name!r}; known: {sorted(HEURISTIC_MODULES)}"
        ) from None
    heuristic = importlib.import_module(module_name).HEURISTIC
    if not isinstance(heuristic, Heuristic):
        raise TypeError(f"{module_name}.HEURISTIC is not a Heuristic")
    _loaded[engine_name] = heuristic
    return heuristic


def _module_heuristic(engine_name: str, attribute: str, what: str) -> Heuristic:
    """Another heuristic the game's module names (``FITTED``, ``DEALT``, ``PAIRWISE``);
    ValueError, naming ``what`` it is, if the game has none."""
    heuristic_for(engine_name)  # the game is known and its module imported
    found = getattr(importlib.import_module(HEURISTIC_MODULES[engine_name]), attribute, None)
    if not isinstance(found, Heuristic):
        raise ValueError(f"no {what} bot heuristic for game {engine_name!r}")
    return found


def fitted_heuristic(engine_name: str) -> Heuristic:
    """The game's heuristic fitted to game outcomes (its module's ``FITTED``), for a search
    that asks for it; ValueError if the game has none."""
    return _module_heuristic(engine_name, "FITTED", "fitted")


def pairwise_heuristic(engine_name: str) -> Heuristic:
    """The game's heuristic that rates a seat against every other seat in turn (its
    module's ``PAIRWISE``), for a search that asks for it; ValueError if the game has
    none."""
    return _module_heuristic(engine_name, "PAIRWISE", "pairwise")


def playout_policy(engine_name: str) -> Policy:
    """The game's playout policy (its heuristic module's ``PLAYOUT``: a rule of thumb
    for a search's playout moves), for a search that asks for one; ValueError if the game
    has none."""
    heuristic_for(engine_name)  # the game is known and its module imported
    found = getattr(importlib.import_module(HEURISTIC_MODULES[engine_name]), "PLAYOUT", None)
    if not callable(found):
        raise ValueError(f"no playout policy for game {engine_name!r}")
    return cast(Policy, found)


def dealt_heuristic(engine_name: str) -> Heuristic:
    """The game's heuristic that reads a search's deal whole, hidden hands included (its
    module's ``DEALT``), for a search that asks for it; ValueError if the game has none."""
    return _module_heuristic(engine_name, "DEALT", "dealt")


__all__ = ["FITTED_WIN", "HEURISTIC_MODULES", "Heuristic", "Policy", "View", "Weights",
           "dealt_heuristic", "fitted_heuristic", "heuristic_for", "outcome_rewards",
           "pairwise_heuristic", "playout_policy", "weights_at"]
