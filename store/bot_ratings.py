"""The bot levels' measured strength: ratings per game and seat count, a line per level.

``store/bot_ratings.json`` is written by ``make bench-ratings`` (``bench/ratings.py``: a
Bradley-Terry fit of the games in ``bench/results/bots.jsonl``) and committed, so the web
process serves the figures without loading the bots or the benchmark.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

RATINGS_FILE = "bot_ratings.json"
"""The table's file, beside this module (package data)."""


def _load() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        resources.files("store").joinpath(RATINGS_FILE).read_text(encoding="utf-8"))
    return data


TABLE = _load()
"""The whole committed table (ratings, level lines, the record and command behind them)."""

BOT_STRENGTH: dict[str, str] = TABLE["levels"]
"""Per level, one line for people on how strong it is."""


def bot_ratings(game: str) -> list[dict[str, Any]]:
    """A game's ratings, ``[{seats, level, rating, low, high, games}]`` (empty if unrated)."""
    rows: list[dict[str, Any]] = TABLE["ratings"].get(game, [])
    return [dict(row) for row in rows]
