"""``GET /games``: the lobby, listed games that wait for players, newest first.

It shows what a player needs to choose a table (game, options, who sits where, which
seats are open) and never a token or an invite.
"""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.blueprint import Blueprint
from service.problems import UNAVAILABLE, problem_doc
from service.routes.games import games, public_seat
from service.schemas import LobbyPageSchema, LobbyQuerySchema
from store import table_options

blp = Blueprint("lobby", __name__, description="Find a game to join")

OPEN = {"bot": None, "controller": None, "ghost": False, "name": None, "open": True,
        "reserved": False, "resigned": False, "stand_in": None, "team": None, "absent": False,
        "clock": {"bank": None, "deadline": None, "timeouts": 0}}
PAGE_EXAMPLE = {
    "games": [{
        "id": "5d0f2b8c9a7e4c3b8f1a6e2d4c9b7a10",
        "game": "encantados",
        "version": 0,
        "created": "2026-11-30T03:04:05.678Z",
        "players": 2,
        "options": {},
        "table": {"replacement_bot": "greedy", "turn_seconds": 0, "bank_seconds": 0,
                  "increment_seconds": 0, "max_timeouts": 3},
        "seats": [{**OPEN, "index": 0, "name": "ana", "open": False}, {**OPEN, "index": 1}],
        "open_seats": [1],
    }],
    "next_cursor": "323032362d31312d33305430333a30343a30352e3637385a7c3564",
}
"""A page of one listed game waiting for its second player."""


@blp.route("/games")
class Lobby(MethodView):
    # No link to joinSeat: the lobby's content is shared by every client, so a scenario that
    # follows one could not be replayed (schemathesis's stateful runs need that).
    @blp.doc(operationId="listGames")
    @blp.arguments(LobbyQuerySchema(), location="query")
    @blp.response(200, LobbyPageSchema, example=PAGE_EXAMPLE)
    @blp.alt_response(422, **problem_doc("a bad query parameter or cursor"))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        """Listed games with open seats, newest first, a page at a time.

        `game` narrows it to one game; `limit` games per page; pass the answer's
        `next_cursor` as `cursor` for the next page (null: this was the last). Join a game
        with POST /games/{id}/seats/{index}/join, no invite needed.
        """
        found, next_cursor = games().lobby.page(query.get("game"), query["limit"],
                                                 query.get("cursor"))
        listed = [
            {
                "id": entry.id,
                "game": entry.doc["game"],
                "version": entry.version,
                "created": entry.doc["created"],
                "players": entry.doc["players"],
                "options": entry.doc["options"],
                "table": table_options.resolve(entry.doc["table"]),
                "seats": [public_seat(entry.doc, s) for s in entry.doc["seats"]],
                "open_seats": [s["index"] for s in entry.doc["seats"] if s["open"]],
            }
            for entry in found
        ]
        return {"games": listed, "next_cursor": next_cursor}
