"""One bot playing every seat of a game to its end: the positions the fits learn from."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engines import Engine
from worker.bots.base import Bot, Decision


def self_play(engine: Engine[Any], state: Any, bot: Bot, rng: random.Random) -> Iterator[int]:
    """Play ``state`` to its end in place, ``bot`` deciding for every seat (a lone legal
    action is played without asking it); yields each ply's number before its move, so the
    caller reads the position first."""
    ply = 0
    while engine.outcome(state) is None:
        yield ply
        actor = engine.to_act(state)[0]
        legal = engine.legal_actions(state, actor)
        action = legal[0] if len(legal) == 1 else bot.choose(
            Decision(engine, actor, engine.view(state, actor), legal), rng)
        engine.advance(state, actor, action)
        ply += 1
