"""Pure rules engines: no Flask, no Redis, deterministic from a seed.

See :mod:`engines.base` for the contract and :mod:`engines.registry` for the games.
"""

from engines.base import Action, Engine, Event, Option, Outcome
from engines.errors import (
    CorruptStateError,
    EngineError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    InvalidSetupError,
    InvalidViewError,
    NotYourTurnError,
    UnknownGameError,
)
from engines.registry import engines, get_engine

__all__ = [
    "Action",
    "CorruptStateError",
    "Engine",
    "EngineError",
    "Event",
    "GameOverError",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidSetupError",
    "InvalidViewError",
    "NotYourTurnError",
    "Option",
    "Outcome",
    "UnknownGameError",
    "engines",
    "get_engine",
]
