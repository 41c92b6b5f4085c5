"""Games: create, read (as a seat or a spectator), act, and the log.

Every response body that shows game data goes through the engine's ``view`` (for the
state) and ``view_action`` (for log entries) for the caller's seat: nothing hidden from
that seat can leave the server.
"""

from __future__ import annotations

from typing import Any

from flask import current_app, url_for
from flask.views import MethodView

from service import conditional
from service.auth import SECURITY, SECURITY_REQUIRED, bearer_token
from service.blueprint import Blueprint
from service.game_schemas import CREATE_GAME_REF, GAME_REF
from service.limits import TOO_MANY, check_action, check_create
from service.problems import NOT_JSON, RETRY_AFTER, TOO_LARGE, UNAVAILABLE, problem_doc
from service.schemas import (
    ActionRequestSchema,
    CreatedGameSchema,
    CreateGameSchema,
    GameLogSchema,
    GameSchema,
    whole_numbers_as_int,
)
from store.games import Game, Games

blp = Blueprint("games", __name__, description="Create games, read them, act in them")

GAME_BODY_DOC = {"content": {"application/json": {"schema": GAME_REF}}}
"""The game body as the spec publishes it: one ``<Game>Game`` per game (``GameSchema``
still serialises it; its fields are the same)."""


def games() -> Games:
    service: Games = current_app.extensions["games"]
    return service


def public_seat(seat: dict[str, Any]) -> dict[str, Any]:
    return {k: seat[k] for k in ("index", "name", "bot", "team", "ghost", "controller")}


def game_body(game: Game, seat: int | None) -> dict[str, Any]:
    """The game as ``seat`` (None: a spectator) may see it."""
    engine = game.engine
    outcome = game.outcome
    legal = engine.legal_actions(game.state, seat) if seat is not None and outcome is None else []
    return {
        "id": game.id,
        "game": engine.name,
        "status": "finished" if outcome is not None else "active",
        "version": game.version,
        "seat": seat,
        "to_act": game.to_act(),
        "seats": [public_seat(s) for s in game.seats],
        "state": engine.view(game.state, seat),
        "legal_actions": legal,
        "action_labels": engine.action_labels(game.state, seat, legal) if legal else [],
        "outcome": None if outcome is None else whole_numbers_as_int(outcome.to_json()),
        "seed": game.doc["seed"] if outcome is not None else None,
    }


def etag(game: Game, seat: int | None) -> str:
    """Versions change with every action; the view also depends on who looks."""
    return f"v{game.version}-{'spectator' if seat is None else f's{seat}'}"


@blp.route("/games")
class GameCollection(MethodView):
    @blp.arguments(CreateGameSchema())  # an instance: webargs would build one per request
    @blp.doc(
        operationId="createGame",
        requestBody={"content": {"application/json": {"schema": CREATE_GAME_REF}}},
        responses={201: {"links": {
            name: {"operationId": operation, "parameters": {"game_id": "$response.body#/id"}}
            for name, operation in (("GetGame", "getGame"), ("PostAction", "postAction"),
                                    ("GetGameLog", "getGameLog"))
        }}},
    )
    @blp.response(201, CreatedGameSchema, headers={"Location": {
        "description": "the new game's URL", "schema": {"type": "string", "format": "uri"}}})
    @blp.alt_response(413, **problem_doc(TOO_LARGE))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE + "; or, for an all-bot game, the bot "
                                          "queue is full (Retry-After says when to retry)"),
                      headers=RETRY_AFTER)
    @blp.alt_response(422, **problem_doc("malformed body, unknown game or bot level, "
                                              "unsupported player count or options"))
    @blp.alt_response(415, **problem_doc(NOT_JSON))
    @blp.alt_response(429, **problem_doc(TOO_MANY), headers=RETRY_AFTER)
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        """Create a game; the response holds each human seat's token, shown only here.

        Players take seats in order; `bot: null` is a human seat (it gets a token), a level
        name makes it a server bot. Some games add seats (a Mission Calaveras ghost, played
        by its partner). `seed` fixes every shuffle; without one the server draws a secret one.
        """
        check_create(body["players"])
        options = whole_numbers_as_int(body.get("options"))
        game, tokens = games().create(body["game"], body["players"], options, body.get("seed"))
        seats = [{**public_seat(s), "token": tokens.get(s["index"])} for s in game.seats]
        body = {"id": game.id, "game": game.engine.name, "version": game.version, "seats": seats}
        location = url_for("games.GameResource", game_id=game.id, _external=True)
        return body, 201, {"Location": location}


@blp.route("/games/<string:game_id>")
class GameResource(MethodView):
    @blp.doc(security=SECURITY, operationId="getGame", parameters=[conditional.IF_NONE_MATCH],
             responses={200: GAME_BODY_DOC})
    @blp.response(200, GameSchema, headers={"ETag": conditional.ETAG})
    @blp.alt_response(304, description="not modified since the ETag sent in If-None-Match")
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    @blp.alt_response(401, **problem_doc("the token is not a seat token of this game"))
    @blp.alt_response(404, **problem_doc("no such game"))
    def get(self, game_id: str) -> Any:
        """The game as the token's seat (or, without a token, a spectator) sees it.

        `state` is that seat's view and `legal_actions` what it may do now. The ETag names
        the version and the viewer: send it back in If-None-Match to get 304 until it changes.
        """
        token = bearer_token()
        game = games().get(game_id)
        seat = game.seat_of(token)
        games().nudge(game)
        tag = etag(game, seat)
        return conditional.not_modified(tag) or conditional.tagged(game_body(game, seat), tag)


@blp.route("/games/<string:game_id>/actions")
class GameActions(MethodView):
    @blp.doc(security=SECURITY_REQUIRED, operationId="postAction",
             responses={200: GAME_BODY_DOC})
    @blp.arguments(ActionRequestSchema())  # an instance: webargs would build one per request
    @blp.response(200, GameSchema)
    @blp.alt_response(413, **problem_doc(TOO_LARGE))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    @blp.alt_response(401, **problem_doc("no token, or not a seat token of this game"))
    @blp.alt_response(403, **problem_doc("the seat has no decision to make now"))
    @blp.alt_response(404, **problem_doc("no such game"))
    @blp.alt_response(409, **problem_doc("stale version, or a version ahead of the game "
                                              "(current_version says the current one), or "
                                              "the game is finished"))
    @blp.alt_response(422, **problem_doc("malformed body, or an illegal action "
                                              "(the engine's reason in detail)"))
    @blp.alt_response(415, **problem_doc(NOT_JSON))
    @blp.alt_response(429, **problem_doc(TOO_MANY), headers=RETRY_AFTER)
    def post(self, body: dict[str, Any], game_id: str) -> dict[str, Any]:
        """Take an action for the token's seat on the given version.

        Checked in order: the game exists, the token is a seat's, the version is current, the
        game is running, the seat has a decision, the action is legal. Of several actions on
        one version exactly one lands; the others get 409 with the current version.
        """
        token = bearer_token()
        check_action(token)
        game = games().act(game_id, token, whole_numbers_as_int(body["action"]), body["version"])
        seat = game.seat_of(token)
        return game_body(game, seat)


@blp.route("/games/<string:game_id>/log")
class GameLog(MethodView):
    @blp.doc(security=SECURITY, operationId="getGameLog")
    @blp.response(200, GameLogSchema)
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    @blp.alt_response(401, **problem_doc("the token is not a seat token of this game"))
    @blp.alt_response(404, **problem_doc("no such game"))
    def get(self, game_id: str) -> dict[str, Any]:
        """Applied actions in order, as the viewer may see them; with the seed, a replay.

        Each entry: the version it made, the seat, the action (hidden parts redacted for
        this viewer) and the time. The seed appears once the game is over.
        """
        token = bearer_token()
        game, entries = games().log(game_id)
        seat = game.seat_of(token)
        engine = game.engine
        shown = [
            {**e, "action": engine.view_action(e["action"], e["seat"], seat)} for e in entries
        ]
        return {
            "id": game.id,
            "game": engine.name,
            "version": game.version,
            "players": game.doc["players"],
            "options": game.doc["options"],
            "seed": game.doc["seed"] if game.finished else None,
            "entries": shown,
        }
