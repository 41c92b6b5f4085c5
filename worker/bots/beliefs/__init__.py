"""What a searching seat believes of the cards it cannot see, beyond a uniform deal.

A search deals the hidden cards of each determinization at random among those the seat
may not rule out (``Engine.resample``): every card another seat may hold is equally
likely. Where what the other seats did says more (a seat chases what its secret goal pays
for), a game may give a :class:`Belief`: deals that favour the likelier holdings, and a
rating that reads the same odds where it scores what the seat cannot see. Both come from
the seat's view and the game's public rules data alone, so the belief peeks at nothing.

Beliefs are looked up by engine name and their modules imported on first use, as the
heuristics are; a search asks for one through ``Settings.belief``.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from engines import Engine
from worker.bots.heuristics import Heuristic, View


class Belief(NamedTuple):
    """One decision's belief: how to deal, and how to rate what stays hidden."""

    deal: Callable[[random.Random], Any]
    """A determinization of the decision's view (``Engine.resampler``'s signature)."""
    heuristic: Heuristic
    """The search's heuristic, reading the belief's odds where the seat rates itself."""


Believe = Callable[[Engine[Any], View, int, Heuristic], Belief | None]
"""``(engine, view, seat, heuristic) -> Belief``, or None where the view gives no reason
to deal otherwise than uniformly (nothing hidden that the belief weighs)."""

BELIEF_MODULES: dict[str, str] = {
    "caretos": "worker.bots.beliefs.caretos",
    "encantados": "worker.bots.beliefs.encantados",
}
"""The module defining ``BELIEF`` (a :data:`Believe`) for each engine name that has one."""


def belief_for(engine_name: str) -> Believe:
    """The game's belief; ValueError if it has none."""
    try:
        module_name = BELIEF_MODULES[engine_name]
    except KeyError:
        raise ValueError(
            f"no bot belief for game {engine_name!r}; known: {sorted(BELIEF_MODULES)}"
        ) from None
    believe: Believe = importlib.import_module(module_name).BELIEF
    return believe


def weighted_draw(pool: Sequence[str], odds: Mapping[str, float], rng: random.Random) -> str:
    """One card of ``pool`` drawn with chance proportional to its ``odds`` (a card without
    odds has none); uniform where no card of the pool has any."""
    weights = [odds.get(card, 0.0) for card in pool]
    total = sum(weights)
    if total <= 0.0:
        return pool[int(rng.random() * len(pool))]
    point = rng.random() * total
    for card, weight in zip(pool, weights, strict=True):
        point -= weight
        if point < 0.0:
            return card
    return pool[max(i for i, weight in enumerate(weights) if weight > 0.0)]  # rounding


__all__ = ["BELIEF_MODULES", "Belief", "Believe", "belief_for", "weighted_draw"]
