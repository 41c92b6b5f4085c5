"""What a bot is: a function of (engine, seat, view, legal actions, generator)."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar

from engines import Action, Engine


@dataclass(frozen=True, slots=True)
class Decision:
    """What a bot sees when it must act: nothing but its own seat's information."""

    engine: Engine[Any]
    seat: int
    view: Mapping[str, Any]
    legal: list[Action]


class Bot(ABC):
    level: ClassVar[str]
    description: ClassVar[str]

    @abstractmethod
    def choose(self, decision: Decision, rng: random.Random) -> Action:
        """One of ``decision.legal``."""


Deal = Callable[[random.Random], Any]
"""A deal of the cards a seat cannot see, from its view: a full state."""


def dealer(engine: Engine[Any], view: Mapping[str, Any], seat: int) -> Deal:
    """``engine.resample(view, seat, rng)`` as a function of ``rng``: the engine's
    ``resampler`` where it has one (the view read once for all of a search's deals, each
    the same state ``resample`` gives from the same generator), else ``resample`` itself."""
    prepare = getattr(engine, "resampler", None)
    if prepare is not None:
        deal: Deal = prepare(view, seat)
        return deal
    return partial(engine.resample, view, seat)
