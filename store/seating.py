"""Who sits where: joining an open seat, leaving it, resigning, and aborting a game.

Each change reads the game, checks it, and writes the changed record as the next version
through the same compare-and-set as an action (``Games.rewrite``). If another change or
an action landed in between, it reads again and re-checks, so of two clients racing for
one seat exactly one sits down and the other is told the seat is taken.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from store.errors import (
    BadCredentials,
    BadInvite,
    NotYourDecision,
    SeatNotFound,
    StatusConflict,
    VersionConflict,
)
from store.games import Game, Games
from store.record import GameRecord, SeatRecord
from store.seat_records import sync_ghosts
from store.tokens import new_token, token_hash, token_matches

MAX_ATTEMPTS = 16
"""Re-reads after losing a compare-and-set: each loss means another change landed, so a
change only fails this many times when as many others landed first (a busy table)."""

Change = Callable[[Game], tuple[GameRecord, int | None] | None]
"""Given the current game, the record to store next and the seat the change concerns
(None: its creator's or the server's change), or None for nothing to change, or a raise."""


def update(games: Games, game_id: str, kind: str, change: Change) -> Game:
    """Apply ``change`` (logged as ``kind``) to the current version of a game, retrying on
    lost races."""
    for _ in range(MAX_ATTEMPTS):
        game = games.get(game_id)
        changed = change(game)
        if changed is None:
            return game
        doc, seat = changed
        try:
            return games.rewrite(game, doc, kind, seat, doc["abort_reason"]
                                 if kind == "aborted" else None)
        except VersionConflict:
            continue
    raise VersionConflict(
        f"game {game_id!r} kept changing; try again", games.get(game_id).version
    )


def token_seat(game: Game, token: str | None) -> int:
    """The seat of a required bearer token."""
    if token is None:
        raise BadCredentials("this needs 'Authorization: Bearer <seat token>'")
    seat = game.seat_of(token)
    assert seat is not None
    return seat


def changed_seats(game: Game) -> tuple[GameRecord, list[SeatRecord]]:
    """A copy of the record to change, and its seats."""
    doc = copy.deepcopy(game.doc)
    return doc, doc["seats"]


def require_status(game: Game, allowed: tuple[str, ...], kind: str, why: str) -> None:
    if game.status not in allowed:
        raise StatusConflict(f"the game is {game.status}: {why}", kind, game.version)


class Seating:
    """Seat changes on stored games."""

    def __init__(self, games: Games) -> None:
        self.games = games

    def join(self, game_id: str, index: int, name: str, invite: str | None) -> tuple[Game, str]:
        """Sit ``name`` in open seat ``index``; the game and the seat's new token."""
        token = new_token()

        def change(game: Game) -> tuple[GameRecord, int]:
            if not 0 <= index < len(game.seats):
                raise SeatNotFound(
                    f"game {game.id!r} has seats 0 to {len(game.seats) - 1}, not {index}"
                )
            seat = game.seats[index]
            if seat["reserved"]:
                raise BadInvite(f"seat {index} is kept for its player of the previous game "
                                "(it takes it by asking that game for the rematch)")
            if invite is not None or not game.doc["listed"]:
                if invite is None:
                    raise BadInvite(f"seat {index} of this unlisted game needs its invite")
                stored = seat["invite_hash"]
                if not token_matches(invite, stored):
                    raise BadInvite(f"that is not the invite of seat {index}")
            require_status(game, ("waiting",), "game-not-waiting", "only a waiting game "
                           "takes players")
            if not seat["open"]:
                raise StatusConflict(f"seat {index} is taken", "seat-taken", game.version)
            doc, seats = changed_seats(game)
            seats[index].update({"open": False, "name": name, "token_hash": token_hash(token)})
            sync_ghosts(seats)
            return doc, index

        return update(self.games, game_id, "joined", change), token

    def leave(self, game_id: str, index: int, token: str | None) -> Game:
        """Give a joined seat back (while the game waits): it is open again, its token dead."""

        def change(game: Game) -> tuple[GameRecord, int]:
            seat = token_seat(game, token)
            if seat != index:
                raise NotYourDecision(f"the token is seat {seat}'s, not seat {index}'s")
            require_status(game, ("waiting",), "game-not-waiting", "seats are left only "
                           "while the game waits (resign or abort instead)")
            if game.seats[index]["invite_hash"] is None:
                raise StatusConflict(
                    f"seat {index} was never an open seat, so it cannot be left open; "
                    "abort the game instead", "not-an-open-seat", game.version)
            doc, seats = changed_seats(game)
            seats[index].update({"open": True, "name": None, "token_hash": None})
            sync_ghosts(seats)
            return doc, index  # a listed game stays in the lobby while it waits

        return update(self.games, game_id, "left", change)

    def resign(self, game_id: str, token: str | None) -> tuple[Game, int]:
        """Hand the token's seat to the table's ``replacement_bot`` for the rest of the game."""
        resigned: list[int] = []

        def change(game: Game) -> tuple[GameRecord, int]:
            index = token_seat(game, token)
            resigned[:] = [index]
            require_status(game, ("active",), f"game-{game.status}", "only a running game "
                           "can be resigned (leave or abort a waiting one)")
            if game.seats[index]["resigned"]:
                raise StatusConflict(f"seat {index} resigned already", "already-resigned",
                                     game.version)
            doc, seats = changed_seats(game)
            seats[index].update({"resigned": True, "stand_in": game.table["replacement_bot"],
                                 "absent": False})  # for good: no coming back
            sync_ghosts(seats)
            return doc, index

        game = update(self.games, game_id, "resigned", change)
        return game, resigned[0]

    def back(self, game_id: str, token: str | None) -> tuple[Game, int]:
        """The token's absent seat is its player's again (``store.clocks``): the server
        stops playing it and its count of timeouts starts over."""
        back: list[int] = []

        def change(game: Game) -> tuple[GameRecord, int]:
            index = token_seat(game, token)
            back[:] = [index]
            require_status(game, ("active",), f"game-{game.status}", "only a running game "
                           "has absent seats")
            if not game.is_absent(index):
                raise StatusConflict(f"seat {index} is not absent", "not-absent", game.version)
            doc, seats = changed_seats(game)
            seats[index].update({"absent": False, "stand_in": None})
            if doc["clocks"] is not None:  # absence comes from clocks: they are there
                doc["clocks"][index]["timeouts"] = 0
            sync_ghosts(seats)
            return doc, index

        game = update(self.games, game_id, "back", change)
        return game, back[0]

    def abort(self, game_id: str, token: str | None) -> Game:
        """Call a game off: its creator (the creator token) while it waits, any human seat
        before the first action. It takes no action again and leaves the lobby."""

        def change(game: Game) -> tuple[GameRecord, int | None]:
            if game.is_creator(token):
                require_status(game, ("waiting",), f"game-{game.status}", "its creator calls "
                               "a game off only while it waits (a seat token aborts it before "
                               "the first action)")
                reason = "its creator called it off while it waited for players"
                return {**game.doc, "aborted": True, "abort_cause": "creator",
                        "abort_reason": reason}, None
            seat = token_seat(game, token)
            require_status(game, ("waiting", "active"), f"game-{game.status}",
                           "it cannot be aborted")
            if any(entry["action"] is not None for entry in self.games.store.log(game.id)):
                raise StatusConflict("the first action was played: the game can no longer be "
                                     "aborted (resign instead)", "game-started", game.version)
            name = game.seats[seat].get("name")
            reason = f"seat {seat} ({name}) called it off before the first action"
            return {**game.doc, "aborted": True, "abort_cause": "player",
                    "abort_reason": reason}, seat

        return update(self.games, game_id, "aborted", change)
