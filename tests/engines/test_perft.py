"""Every engine's legal-action counts match the golden data (see tests/engines/perft.py)."""

from __future__ import annotations

import json

import pytest

from engines import engines
from tests.engines.perft import GOLDEN, golden_for

EXPECTED = json.loads(GOLDEN.read_text())

CASES = [(n, p) for n, e in engines().items() for p in e.player_counts]


def test_golden_file_covers_every_engine_and_player_count() -> None:
    assert sorted(EXPECTED) == sorted(f"{n}/{p}" for n, p in CASES)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_perft_matches_golden(name: str, players: int) -> None:
    expected = EXPECTED[f"{name}/{players}"]
    assert len(expected["initial"]) >= 2 and expected["middle"], "too shallow to pin anything"
    assert golden_for(engines()[name], players) == expected
