"""Table options: how the server runs a game (not the game's rules), for every game.

They travel in the same ``options`` object of ``POST /games`` as the engine's options;
:func:`split` takes them out before the engine sees the rest, and the store keeps them in
``doc["table"]``. ``GET /game-types`` and the spec publish them with each game's options.
Each is an :class:`engines.Option`, so they are checked and described like the engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines import Engine, Option
from store.bot_levels import BOT_LEVELS

DEFAULT_REPLACEMENT_BOT = "greedy"
"""Strong enough that a resigned seat still defends its partner, and quick (a few ms)."""

REPLACEMENT_BOT = Option(
    "replacement_bot",
    "the bot level that plays a human seat for the server once it resigns (or is absent)",
    DEFAULT_REPLACEMENT_BOT,
    choices=tuple(BOT_LEVELS),
)

MAX_TURN_SECONDS = 7 * 24 * 3600
"""A week per decision: correspondence play; far under the 30-day idle expiry."""

MAX_BANK_SECONDS = 24 * 3600
"""A day on a real-time clock: more is a turn limit, not a clock."""

MAX_INCREMENT_SECONDS = 3600
"""An hour added per decision: past that the bank no longer bounds a game."""

DEFAULT_MAX_TIMEOUTS = 3
"""Three missed decisions in a row: one is a slip, three mean the player has left."""

MAX_TIMEOUTS_LIMIT = 100
"""Past this, nobody would ever be marked absent: use a long ``turn_seconds`` instead."""

DEFAULT_SHARED_TURN_SECONDS = 600
"""The turn limit of a game with more than one person unless its creator sets a clock:
ten minutes a decision is far more than a live player needs, and a player who walked away
holds the others at most half an hour (DEFAULT_MAX_TIMEOUTS timeouts) before the server
plays the seat; correspondence play chooses a long ``turn_seconds`` (up to a week), and
``turn_seconds: 0`` asks for no limit at all."""

TURN_SECONDS = Option(
    "turn_seconds",
    "seconds a human seat has for each decision before the server plays it for them "
    "with the replacement bot (0: no limit); unset, a game with more than one person "
    f"(human or open seats) gets {DEFAULT_SHARED_TURN_SECONDS} unless bank_seconds is set, "
    "a game with one person none",
    0,
    minimum=0,
    maximum=MAX_TURN_SECONDS,
)

BANK_SECONDS = Option(
    "bank_seconds",
    "a Fischer clock: each human seat's time bank in seconds, spent while it owes a "
    "decision; at zero the replacement bot decides (0: no clock)",
    0,
    minimum=0,
    maximum=MAX_BANK_SECONDS,
)

INCREMENT_SECONDS = Option(
    "increment_seconds",
    "seconds added to a seat's bank after each of its decisions (with bank_seconds)",
    0,
    minimum=0,
    maximum=MAX_INCREMENT_SECONDS,
)

MAX_TIMEOUTS = Option(
    "max_timeouts",
    "timeouts in a row after which a seat is marked absent and the replacement bot plays "
    "all its decisions until its player acts again",
    DEFAULT_MAX_TIMEOUTS,
    minimum=1,
    maximum=MAX_TIMEOUTS_LIMIT,
)

TABLE_OPTIONS: tuple[Option, ...] = (
    REPLACEMENT_BOT, TURN_SECONDS, BANK_SECONDS, INCREMENT_SECONDS, MAX_TIMEOUTS,
)
"""Every table option, in the order the spec lists them after the engine's own."""


def options_for(engine: Engine[Any]) -> list[Option]:
    """A game's engine options followed by the table options (their names never clash)."""
    clash = {o.name for o in engine.options} & {o.name for o in TABLE_OPTIONS}
    assert not clash, f"{engine.name} defines table option name(s) {sorted(clash)}"
    return [*engine.options, *TABLE_OPTIONS]


def split(options: Mapping[str, Any] | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the engine's options as given, every table option resolved with its default).

    A bad table option value raises :class:`InvalidSetupError`, like a bad engine option.
    """
    given = dict(options or {})
    table: dict[str, Any] = {}
    for option in TABLE_OPTIONS:
        if option.name in given:
            table[option.name] = option.check(given.pop(option.name))
        else:
            table[option.name] = option.default
    return given, table


def shared_table_default(table: dict[str, Any], given: Mapping[str, Any] | None,
                         people: int) -> None:
    """Give a game of more than one person (``people``: human and open seats) the
    default turn limit unless its creator chose a clock (``given``: the options sent)."""
    chosen = given or {}
    if people > 1 and "turn_seconds" not in chosen and "bank_seconds" not in chosen:
        table["turn_seconds"] = DEFAULT_SHARED_TURN_SECONDS


def resolve(stored: Mapping[str, Any] | None) -> dict[str, Any]:
    """A stored ``doc["table"]`` with defaults for options added after it was written."""
    resolved = {option.name: option.default for option in TABLE_OPTIONS}
    resolved.update(stored or {})
    return resolved

