"""Seeded random games' positions and a quick expert, for tests that rate or search states."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from engines import Engine
from worker.bots.expert import ExpertBot


def random_game_states(engine: Engine[Any], players: int, games: int) -> Iterator[Any]:
    """Every state of ``games`` random games (game ``k`` dealt from seed ``k``, its moves
    drawn from ``random.Random(k)``), each played to its end, so each game's last state is
    finished. Every state is a new object (``apply``), so a caller may keep it."""
    for seed in range(games):
        rng = random.Random(seed)
        state = engine.new_game(players, None, seed)
        while True:
            yield state
            if engine.outcome(state) is not None:
                break
            seat = engine.to_act(state)[0]
            state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))


def expert_with(game: str, players: int, **changes: Any) -> ExpertBot:
    """An expert of 8 iterations a decision whose search at one table (``game`` at
    ``players``) has these settings changed: a quick bot for a legal-play test."""
    base = ExpertBot(iterations=8, time_limit=None)
    return ExpertBot(iterations=8, time_limit=None, table_settings={
        (game, players): replace(base.settings_for(game, players), **changes)})
