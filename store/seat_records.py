"""The stored seat records of a game: who sits where, and the secrets that prove it.

A record keeps ``index, name, bot, team, ghost, controller`` and ``token_hash`` (a human
seat's), ``open`` and ``invite_hash`` (a seat waiting for whoever joins it with its
invite), ``reserved`` (an open seat of a rematch, kept for its previous player),
``resigned``, ``stand_in`` (the bot level the server plays a human seat with) and
``absent``. Only hashes of tokens and invites are stored.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from engines import Engine
from store.record import SeatRecord
from store.tokens import new_token, token_hash

INVITE_BYTES = 16
"""128 random bits: an invite cannot be guessed, and stays short enough to paste in a link."""


def seat_records(
    engine: Engine[Any], state: Any, players: Sequence[Mapping[str, Any]]
) -> tuple[list[SeatRecord], dict[int, str], dict[int, str]]:
    """The stored seats of a new game, with the tokens of its human seats and the invites
    of its open ones (only their hashes are stored)."""
    tokens: dict[int, str] = {}
    invites: dict[int, str] = {}
    seats: list[SeatRecord] = []
    people = iter(players)
    for info in engine.seats(state):
        record: SeatRecord = {
            "index": info.index, "team": info.team, "ghost": info.ghost,
            "controller": info.controller, "name": None, "bot": None, "token_hash": None,
            "open": False, "invite_hash": None, "reserved": False, "resigned": False,
            "stand_in": None, "absent": False,
        }
        if not info.ghost:
            player = next(people)
            if player.get("open"):
                invites[info.index] = secrets.token_urlsafe(INVITE_BYTES)
                record.update({"open": True,
                               "invite_hash": token_hash(invites[info.index])})
            else:
                record.update({"name": player["name"], "bot": player.get("bot")})
                if record["bot"] is None:
                    tokens[info.index] = new_token()
                    record["token_hash"] = token_hash(tokens[info.index])
        seats.append(record)
    sync_ghosts(seats)
    return seats, tokens, invites


def sync_ghosts(seats: list[SeatRecord]) -> None:
    """A ghost seat takes its controller's name, bot and stand-in (it is played with it)."""
    for record in seats:
        if record["ghost"]:
            assert record["controller"] is not None
            controller = seats[record["controller"]]
            name = controller["name"]
            record["name"] = None if name is None else f"ghost of {name}"
            record["bot"] = controller["bot"]
            record["stand_in"] = controller["stand_in"]
