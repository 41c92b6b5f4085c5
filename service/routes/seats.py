"""Seats and the table's life: join an open seat, leave it, resign, abort, rematch.

Every change goes through the store's compare-and-set (``store.seating``), so of two
clients racing for one seat exactly one sits down. Tokens appear only in the answers
that create them: a join's and a rematch's.
"""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from engines import engines
from service.auth import SECURITY_REQUIRED, bearer_token
from service.blueprint import Blueprint
from service.links import GAME_FROM_BODY, GAME_FROM_PATH, SEAT_TOKEN, link, links
from service.problems import TOO_LARGE, UNAVAILABLE, problem_doc
from service.routes.games import GAME_BODY_DOC, game_body, games
from service.schemas import GameSchema, JoinRequestSchema, SeatTokenSchema
from store.rematch import Rematches
from store.seating import Seating

blp = Blueprint("seats", __name__, description="Take seats, give them up, end games, play again")

SEAT_TOKEN_EXAMPLE = {
    "id": "5d0f2b8c9a7e4c3b8f1a6e2d4c9b7a10",
    "seat": 1,
    "token": "q3Yv0n8cTzJmW1pQ6rKd2sLhX9aBfE4gU7iO5yNwVtA",
}
"""What a join or a rematch answers: the game, the seat, the seat's token."""

MAX_SEAT_INDEX = max(len(engine.seating(players, engine.resolve_options(None)))
                     for engine in engines().values() for players in engine.player_counts) - 1
"""The greatest seat index of any game this server hosts: the bound a seat path states (a
greater one matches no route, 404)."""
SEAT_PATH = f"/games/<string:game_id>/seats/<int(max={MAX_SEAT_INDEX}):index>"

NO_TOKEN = problem_doc("no token, or not a seat token of this game")
NO_GAME = problem_doc("no such game")

SEAT_LINKS = (("GetGame", "getGame"), ("PostAction", "postAction"), ("GetGameLog", "getGameLog"),
              ("CreateStreamTicket", "createStreamTicket"), ("ResignGame", "resignGame"),
              ("AbortGame", "abortGame"), ("BackToGame", "backToGame"))
"""What a seat's token opens (a join's or rematch's answer holds one)."""


@blp.route(f"{SEAT_PATH}/join")
class JoinSeat(MethodView):
    @blp.doc(
        operationId="joinSeat",
        responses={201: {"links": {
            **links(GAME_FROM_BODY, SEAT_TOKEN, *SEAT_LINKS),
            "LeaveSeat": link("leaveSeat", GAME_FROM_BODY, SEAT_TOKEN,
                              index="$response.body#/seat"),
        }}},
    )
    @blp.arguments(JoinRequestSchema(), example={"name": "ana", "invite": "the seat's invite"})
    @blp.response(201, SeatTokenSchema, example=SEAT_TOKEN_EXAMPLE)
    @blp.alt_response(403, **problem_doc("a missing or wrong invite (an unlisted game needs "
                                         "the seat's), or a seat kept for a rematch"))
    @blp.alt_response(404, **problem_doc("no such game, or no such seat"))
    @blp.alt_response(409, **problem_doc("the seat is taken, or the game is not waiting"))
    @blp.alt_response(413, **problem_doc(TOO_LARGE))
    @blp.alt_response(422, **problem_doc("malformed body"))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    def post(self, body: dict[str, Any], game_id: str, index: int) -> dict[str, Any]:
        """Take an open seat; the answer holds the seat's token, shown only here.

        An unlisted game needs the seat's `invite` (from the creator's answer); in a listed
        one anyone may join. When the last open seat is taken the game becomes active. Of
        several clients joining one seat at once, exactly one gets 201; the others 409.
        """
        game, token = Seating(games()).join(game_id, index, body["name"], body["invite"])
        return {"id": game.id, "seat": index, "token": token}


@blp.route(f"{SEAT_PATH}/leave")
class LeaveSeat(MethodView):
    @blp.doc(operationId="leaveSeat", security=SECURITY_REQUIRED,
             responses={200: {**GAME_BODY_DOC, "links": links(GAME_FROM_PATH, None,
                 ("GetGame", "getGame"), ("JoinSeat", "joinSeat"), ("AbortGame", "abortGame"))}})
    @blp.response(200, GameSchema)
    @blp.alt_response(401, **NO_TOKEN)
    @blp.alt_response(403, **problem_doc("the token is not this seat's"))
    @blp.alt_response(404, **NO_GAME)
    @blp.alt_response(409, **problem_doc("the game is not waiting, or the seat was never "
                                         "an open one (abort instead)"))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    def post(self, game_id: str, index: int) -> dict[str, Any]:
        """Give back a seat you joined, while the game waits.

        The seat is open again and its token no longer works; the same invite can take it
        again. Only seats that were open can be left (the creator aborts instead). The answer
        is the game as a spectator sees it.
        """
        game = Seating(games()).leave(game_id, index, bearer_token())
        return game_body(game, None)


@blp.route("/games/<string:game_id>/resign")
class ResignGame(MethodView):
    @blp.doc(operationId="resignGame", security=SECURITY_REQUIRED,
             responses={200: {**GAME_BODY_DOC, "links": links(GAME_FROM_PATH, None,
                 ("GetGame", "getGame"), ("GetGameLog", "getGameLog"),
                 ("RematchGame", "rematchGame"))}})
    @blp.response(200, GameSchema)
    @blp.alt_response(401, **NO_TOKEN)
    @blp.alt_response(404, **NO_GAME)
    @blp.alt_response(409, **problem_doc("the seat resigned already, or the game is not "
                                         "active (leave or abort a waiting one)"))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    def post(self, game_id: str) -> dict[str, Any]:
        """Give up the token's seat: a server bot plays it from now on.

        The bot's level is the table option `replacement_bot`; the others can finish the
        game, and a partner plays on. Once the game is over, `outcome.detail.resigned` lists
        the seats that resigned. The answer is the game as the seat sees it.
        """
        game, seat = Seating(games()).resign(game_id, bearer_token())
        return game_body(game, seat)


@blp.route("/games/<string:game_id>/back")
class BackToGame(MethodView):
    @blp.doc(operationId="backToGame", security=SECURITY_REQUIRED,
             responses={200: {**GAME_BODY_DOC, "links": links(
                 GAME_FROM_PATH, None, ("GetGame", "getGame"), ("PostAction", "postAction"))}})
    @blp.response(200, GameSchema)
    @blp.alt_response(401, **NO_TOKEN)
    @blp.alt_response(404, **NO_GAME)
    @blp.alt_response(409, **problem_doc("the seat is not absent, or the game is not active"))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    def post(self, game_id: str) -> dict[str, Any]:
        """Take back a seat marked `absent` (it timed out `max_timeouts` decisions in a row).

        The server stops playing it, its timeouts count from zero, and the decision it owes
        gets a fresh deadline. Taking one of its decisions does the same. The answer is the
        game as the seat sees it.
        """
        game, seat = Seating(games()).back(game_id, bearer_token())
        return game_body(game, seat)


@blp.route("/games/<string:game_id>/abort")
class AbortGame(MethodView):
    @blp.doc(operationId="abortGame", security=SECURITY_REQUIRED,
             responses={200: {**GAME_BODY_DOC, "links": links(
                 GAME_FROM_PATH, None, ("GetGame", "getGame"), ("RematchGame", "rematchGame"))}})
    @blp.response(200, GameSchema)
    @blp.alt_response(401, **problem_doc("no token, or neither a seat token of this game nor "
                                         "its creator token"))
    @blp.alt_response(404, **NO_GAME)
    @blp.alt_response(409, **problem_doc("the first action was played, the game is over, or "
                                         "(with the creator token) it no longer waits"))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    def post(self, game_id: str) -> dict[str, Any]:
        """Call the game off: its creator while it waits, any human seat before its first
        action.

        The creator token (`creator_token` of the POST /games answer) works even for a game
        whose seats are all open; a seat token works until the first action. Its status
        becomes `aborted` (`abort_reason` says who called it off), it leaves the lobby,
        every action on it gets 409, and its seed and salt are revealed. The answer is the
        game as the token's seat sees it (a spectator's view for the creator token).
        """
        token = bearer_token()
        game = Seating(games()).abort(game_id, token)
        return game_body(game, None if game.is_creator(token) else game.seat_of(token))


@blp.route("/games/<string:game_id>/rematch")
class RematchGame(MethodView):
    @blp.doc(operationId="rematchGame", security=SECURITY_REQUIRED,
             responses={200: {"links": links(GAME_FROM_BODY, SEAT_TOKEN, *SEAT_LINKS)}})
    @blp.response(200, SeatTokenSchema, example=SEAT_TOKEN_EXAMPLE)
    @blp.alt_response(401, **NO_TOKEN)
    @blp.alt_response(404, **NO_GAME)
    @blp.alt_response(409, **problem_doc("the game is not over yet"))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    def post(self, game_id: str) -> dict[str, Any]:
        """Play again: the same game, options and seats, a freshly drawn secret seed.

        Every seat that asks gets the same new game and its own seat's token there (asking
        again gives the same token). Human seats are kept for their players: the new game
        waits until each has asked, then starts.
        """
        game, seat, token = Rematches(games()).rematch(game_id, bearer_token())
        return {"id": game.id, "seat": seat, "token": token}
