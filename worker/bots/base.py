"""What a bot is: a function of (engine, seat, view, legal actions, generator)."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
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

