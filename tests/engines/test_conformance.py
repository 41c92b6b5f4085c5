"""The conformance suite, run on every registered engine and every player count.

Thousands of random playouts reach an outcome without error; on a subset every step is
checked in full (JSON round trip, views free of hidden ids, resampling consistent with
the view, actions not offered rejected, apply pure). CONFORMANCE_PLAYOUTS and
CONFORMANCE_CHECKED can raise the counts for a soak run, never lower them.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from engines import Engine, engines
from tests.engines.conformance import play_random

MIN_PLAYOUTS = 2000
"""Random playouts per engine, spread over its player counts (fast: no per-step checks)."""

MIN_CHECKED_PLAYOUTS = 6
"""Playouts per engine and player count with every step checked in full (slow)."""

PLAYOUTS = max(MIN_PLAYOUTS, int(os.environ.get("CONFORMANCE_PLAYOUTS") or 0))
CHECKED_PLAYOUTS = max(MIN_CHECKED_PLAYOUTS, int(os.environ.get("CONFORMANCE_CHECKED") or 0))

CASES = [
    (name, players)
    for name, engine in engines().items()
    for players in engine.player_counts
]


@pytest.mark.parametrize(("name", "players"), CASES)
def test_checked_playouts(name: str, players: int) -> None:
    engine = engines()[name]
    for seed in range(CHECKED_PLAYOUTS):
        play_random(engine, players, 1000 + seed, check=True)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(engines()))
def test_thousands_of_playouts(name: str) -> None:
    engine = engines()[name]
    counts = engine.player_counts
    for i in range(PLAYOUTS):
        players = counts[i % len(counts)]
        play_random(engine, players, i, check=False)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_deterministic_from_seed(name: str, players: int) -> None:
    engine: Engine[Any] = engines()[name]
    first, _ = play_random(engine, players, 77, check=False)
    second, _ = play_random(engine, players, 77, check=False)
    assert json.dumps(engine.dump(first)) == json.dumps(engine.dump(second))
    other, _ = play_random(engine, players, 78, check=False)
    assert json.dumps(engine.dump(first)) != json.dumps(engine.dump(other))


@pytest.mark.parametrize("name", sorted(engines()))
def test_setup_rejects_bad_player_counts_and_options(name: str) -> None:
    from engines import InvalidSetupError

    engine = engines()[name]
    for players in (0, 1, max(engine.player_counts) + 1):
        if players not in engine.player_counts:
            with pytest.raises(InvalidSetupError):
                engine.new_game(players, None, 1)
    with pytest.raises(InvalidSetupError):
        engine.new_game(engine.player_counts[0], {"no_such_option": 1}, 1)
