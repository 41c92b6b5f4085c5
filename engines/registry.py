"""The registry of games: one engine instance per game name.

Engines live in their own modules and each exposes ``ENGINE``; adding a game is adding
its module name to :data:`GAME_MODULES`.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from engines.base import Engine
from engines.errors import UnknownGameError

GAME_MODULES: tuple[str, ...] = (
    "engines.mission_calaveras",
    "engines.encantados",
    "engines.caretos",
)
"""Modules that define a game engine, in the order ``GET /game-types`` lists them."""


@cache
def engines() -> dict[str, Engine[Any]]:
    """Every registered engine by name."""
    found: dict[str, Engine[Any]] = {}
    for module_name in GAME_MODULES:
        engine: Engine[Any] = importlib.import_module(module_name).ENGINE
        if engine.name in found:
            raise RuntimeError(f"two engines are named {engine.name!r}")
        found[engine.name] = engine
    return found


def get_engine(name: str) -> Engine[Any]:
    """The engine registered as ``name``, else :class:`UnknownGameError`."""
    try:
        return engines()[name]
    except KeyError:
        raise UnknownGameError(
            f"unknown game {name!r}; games: {sorted(engines())}"
        ) from None
