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


@blp.route("/games")
class Lobby(MethodView):
    @blp.doc(
        operationId="listGames",
        responses={200: {"links": {"JoinSeat": {
            "operationId": "joinSeat",
            "parameters": {"game_id": "$response.body#/games/0/id",
                           "index": "$response.body#/games/0/open_seats/0"},
        }}}},
    )
    @blp.arguments(LobbyQuerySchema(), location="query")
    @blp.response(200, LobbyPageSchema)
    @blp.alt_response(422, **problem_doc("a bad query parameter or cursor"))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        """Listed games with open seats, newest first, a page at a time.

        `game` narrows it to one game; `limit` games per page; pass the answer's
        `next_cursor` as `cursor` for the next page (null: this was the last). Join a game
        with POST /games/{id}/seats/{index}/join, no invite needed.
        """
        found, next_cursor = games().lobby.page(query["game"], query["limit"], query["cursor"])
        listed = [
            {
                "id": entry.id,
                "game": entry.doc["game"],
                "version": entry.version,
                "created": entry.doc["created"],
                "players": entry.doc["players"],
                "options": entry.doc["options"],
                "table": table_options.resolve(entry.doc.get("table")),
                "seats": [public_seat(s) for s in entry.doc["seats"]],
                "open_seats": [s["index"] for s in entry.doc["seats"] if s.get("open")],
            }
            for entry in found
        ]
        return {"games": listed, "next_cursor": next_cursor}
