"""Rematches: one new game per finished (or aborted) game, whichever seat asks first.

The first seat to ask creates the new game (same game, options, table options and seats,
a freshly drawn secret seed) and records its id under ``<prefix>:game:{<old id>}:rematch``
with ``SET NX``; a seat that lost that race deletes the game it made and takes the winner's.
In the new game every human seat of the old one is *reserved*: open, but only the holder
of the old seat's token can take it, by asking for the rematch.

The new seat's token is derived, never stored: ``base64url(HMAC-SHA256(key=old token,
msg="rematch:<new id>:<seat>"))``. Asking again gives the same working token (only its
hash is in Redis, as for every token), so a seat that calls twice, or lost the first
answer, is never locked out, and nobody without the old token can compute it. The new
game waits until every reserved seat is taken, then starts like any other.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from typing import Any

from store.errors import StatusConflict
from store.games import Game, Games
from store.record import GameRecord, SeatRecord
from store.seating import changed_seats, token_seat, update
from store.tokens import token_hash, token_matches


def rematch_token(old_token: str, new_id: str, seat: int) -> str:
    digest = hmac.new(
        old_token.encode(), f"rematch:{new_id}:{seat}".encode(), hashlib.sha256
    ).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


class Rematches:
    def __init__(self, games: Games) -> None:
        self.games = games

    def pointer(self, game_id: str) -> str:
        return f"{self.games.store.record_key(game_id)}:rematch"

    def rematch(self, game_id: str, token: str | None) -> tuple[Game, int, str]:
        """The rematch of ``game_id`` (made now if nobody asked yet), the token's seat in it
        and that seat's token there."""
        old = self.games.get(game_id)
        seat = token_seat(old, token)
        assert token is not None
        if old.status not in ("finished", "aborted"):
            raise StatusConflict(f"the game is {old.status}: a rematch follows a game that is "
                                 "over", "game-not-over", old.version)
        client = self.games.store.client
        found = client.get(self.pointer(game_id))
        if found is None:
            found = self._create(old)
        new_id = found.decode() if isinstance(found, bytes) else str(found)
        new_token = rematch_token(token, new_id, seat)

        def claim(game: Game) -> tuple[GameRecord, int] | None:
            record = game.seats[seat]
            if token_matches(new_token, record["token_hash"]):
                return None  # taken already with this very token
            if not (record["reserved"] and record["open"]):
                raise StatusConflict(f"seat {seat} of the rematch is not kept for this seat",
                                     "seat-taken", game.version)
            doc, seats = changed_seats(game)
            seats[seat].update({"open": False, "token_hash": token_hash(new_token)})
            return doc, seat

        return update(self.games, new_id, "joined", claim), seat, new_token

    def _create(self, old: Game) -> str:
        players: list[dict[str, Any]] = [
            {"name": s["name"], "bot": s["bot"]} if s["bot"] is not None else {"open": True}
            for s in old.seats if not s["ghost"]
        ]

        def reserve(seats: list[SeatRecord]) -> None:
            for new, before in zip(seats, old.seats, strict=True):
                if before["ghost"] or before["bot"] is not None:
                    continue
                if before["token_hash"] is not None:  # a person held it: keep it for them
                    new.update({"reserved": True, "name": before["name"], "invite_hash": None})
                else:  # never filled: its invite still seats whoever holds it
                    new["invite_hash"] = before["invite_hash"]

        created, _, _ = self.games.create_table(
            old.engine, players, old.doc["options"], old.table, None, False, adjust=reserve
        )
        client = self.games.store.client
        ttl = self.games.settings.finished_ttl
        if client.set(self.pointer(old.id), created.id, nx=True, ex=ttl):
            return created.id
        self.games.store.delete(created.id)  # another seat's rematch won the race
        winner = client.get(self.pointer(old.id))
        assert winner is not None
        return winner.decode() if isinstance(winner, bytes) else str(winner)
