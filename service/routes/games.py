"""Games: create, read (as a seat or a spectator), act, and the log.

Every response body that shows game data goes through the engine's ``view`` (for the
state) and ``view_action`` (for log entries) for the caller's seat: nothing hidden from
that seat can leave the server.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, current_app, request
from flask.views import MethodView

from service import conditional
from service.auth import SECURITY, SECURITY_REQUIRED, bearer_token
from service.blueprint import Blueprint, load_arguments
from service.game_schemas import CREATE_GAME_REF, GAME_REF
from service.json_response import json_response
from service.limits import TOO_MANY, action_windows, check_create
from service.links import (
    CREATOR_TOKEN,
    FIRST_SEAT_TOKEN,
    GAME_FROM_BODY,
    SECOND_SEAT_JOIN,
    link,
    links,
)
from service.observability import actions_applied
from service.problems import NOT_JSON, RETRY_AFTER, TOO_LARGE, UNAVAILABLE, problem_doc
from service.public_url import public_uri
from service.schemas import (
    ActionRequestSchema,
    CreatedGameSchema,
    CreateGameSchema,
    GameLogSchema,
    GameQuerySchema,
    LogQuerySchema,
    plain_action_request,
    whole_numbers_as_int,
)
from store import clocks, table_options
from store.games import Game, Games
from store.record import ClockRecord, GameRecord, SeatRecord

blp = Blueprint("games", __name__, description="Create games, read them, act in them")

GAME_QUERY = GameQuerySchema()
CONDITIONAL = conditional.ConditionalSchema()
ACTION_REQUEST = ActionRequestSchema()
"""The game read's parameters and the action's body, loaded in the views
(``Blueprint.reads``); instances, so no schema is built per request."""

GAME_BODY_DOC = {"description": "OK", "content": {"application/json": {"schema": GAME_REF}}}
"""The game body as the spec publishes it: one ``<Game>Game`` per game (``GameSchema``
still serialises it; its fields are the same). The hot views (a game read, an action)
document their 200 with it alone, without ``@blp.response``: they return a finished
``Response`` (``json_response``), which that decorator's layer would only pass through."""


def games(app: Flask | None = None) -> Games:
    """The app's games (``app``: the view's ``current_app``, if it holds it already)."""
    service: Games = (current_app if app is None else app).extensions["games"]
    return service


PUBLIC_SEAT = ("index", "name", "bot", "team", "ghost", "controller", "open", "reserved",
               "resigned", "stand_in", "absent")
"""The seat fields anyone may see (never the token's or the invite's hash)."""


PUBLIC_FIELDS = operator.itemgetter(*PUBLIC_SEAT)
"""The public fields' values, taken in one call (a game body shows every seat)."""


def public_seat(doc: GameRecord, seat: SeatRecord, table: Mapping[str, Any] | None = None
                ) -> dict[str, Any]:
    """What anyone may know of a seat of the record ``doc``: never its token or invite
    (hashes); its clock. ``table``: the resolved table options, if already at hand."""
    if table is None:
        table = table_options.resolve(doc["table"])
    return shown_seat(seat, clocks.clocks_of(doc, table)[seat["index"]])


def shown_seat(seat: SeatRecord, clock: ClockRecord) -> dict[str, Any]:
    """:func:`public_seat` of a seat with its clock (of ``clocks.clocks_of``)."""
    public = dict(zip(PUBLIC_SEAT, PUBLIC_FIELDS(seat), strict=True))
    public["clock"] = clocks.shown_clock(clock)
    return public


def outcome_body(game: Game) -> dict[str, Any] | None:
    """The engine's outcome, with ``detail.resigned``: the seats that resigned."""
    outcome = game.outcome
    if outcome is None:
        return None
    body: dict[str, Any] = whole_numbers_as_int(outcome.to_json())
    resigned = [s["index"] for s in game.seats if s["resigned"] and not s["ghost"]]
    body["detail"] = {**body["detail"], "resigned": resigned}
    return body


def shared_body(game: Game) -> dict[str, Any]:
    """The parts of the game body that are the same for every viewer (a stream renders
    them once per version for all its viewers)."""
    table = game.table
    return {
        "id": game.id,
        "game": game.engine.name,
        "status": game.status,
        "listed": game.doc["listed"],
        "version": game.version,
        "to_act": game.to_act(),
        "seats": list(map(shown_seat, game.seats, clocks.clocks_of(game.doc, table))),
        "outcome": outcome_body(game),
        "abort_reason": game.abort_reason,
        **game.seed_facts(),
    }


def game_body(game: Game, seat: int | None,
              shared: dict[str, Any] | None = None) -> dict[str, Any]:
    """The game as ``seat`` (None: a spectator) may see it (``shared``: its
    :func:`shared_body`, if already made)."""
    if shared is None:
        shared = shared_body(game)
    engine = game.engine
    to_act = shared["to_act"]
    legal: list[dict[str, Any]] = []
    labels: list[str] = []
    if seat is not None and seat in to_act and (
        game.bot_level(seat) is None or game.is_absent(seat)
    ):  # an absent seat's player may take its decision back
        legal = engine.legal_actions(game.state, seat)
        labels = engine.action_labels(game.state, seat, legal) if legal else []
    body = {
        "id": shared["id"],
        "game": shared["game"],
        "status": shared["status"],
        "listed": shared["listed"],
        "version": shared["version"],
        "seat": seat,
        "to_act": to_act,
        "seats": shared["seats"],
        "state": engine.view(game.state, seat),
        "legal_actions": legal,
        "action_labels": labels,
        "outcome": shared["outcome"],
        "abort_reason": shared["abort_reason"],
    }
    body.update({key: value for key, value in shared.items() if key not in body})  # the seed
    return body


def shown_entry(game: Game, entry: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """A log entry as ``viewer`` may see it: the action and its events redacted by the
    engine while the game runs; everything once it is over, so seed + log replay it."""
    events = entry.get("events", [])
    if game.finished:
        return {**entry, "events": events}
    engine = game.engine
    seats = engine.seats(game.state)
    return {
        **entry,
        "action": None if entry["action"] is None
        else engine.view_action(entry["action"], entry["seat"], viewer),
        "events": [engine.view_event(event, viewer, seats) for event in events],
    }


def etag(game: Game, seat: int | None) -> str:
    """Versions change with every action; the view also depends on who looks."""
    return f"v{game.version}-{'spectator' if seat is None else f's{seat}'}"


FIRST_SEAT_LINKS = (
    ("GetGame", "getGame"), ("PostAction", "postAction"), ("GetGameLog", "getGameLog"),
    ("CreateStreamTicket", "createStreamTicket"), ("ResignGame", "resignGame"),
    ("AbortGame", "abortGame"), ("BackToGame", "backToGame"), ("RematchGame", "rematchGame"),
)
"""What seat 0's token (in the creator's answer) opens on the new game."""


@blp.route("/games")
class GameCollection(MethodView):
    @blp.arguments(CreateGameSchema())  # an instance: webargs would build one per request
    @blp.doc(
        operationId="createGame",
        requestBody={"content": {"application/json": {"schema": CREATE_GAME_REF}}},
        responses={201: {"links": {
            **links(GAME_FROM_BODY, FIRST_SEAT_TOKEN, *FIRST_SEAT_LINKS),
            "JoinSecondSeat": link("joinSeat", GAME_FROM_BODY, body=SECOND_SEAT_JOIN,
                                   index="$response.body#/seats/1/index"),
            "AbortAsCreator": link("abortGame", GAME_FROM_BODY, CREATOR_TOKEN),
        }}},
    )
    @blp.response(201, CreatedGameSchema, headers={"Location": {
        "description": "the new game's URL (relative unless a public base URL is configured)",
        "schema": {"type": "string", "format": "uri-reference"}}})
    @blp.alt_response(413, **problem_doc(TOO_LARGE))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE + "; or, for an all-bot game, the bot "
                                          "queue is full (Retry-After says when to retry)"),
                      headers=RETRY_AFTER)
    @blp.alt_response(422, **problem_doc("malformed body, unknown game or bot level, "
                                              "unsupported player count or options"))
    @blp.alt_response(415, **problem_doc(NOT_JSON))
    @blp.alt_response(429, **problem_doc(TOO_MANY), headers=RETRY_AFTER)
    def post(self, body: dict[str, Any]) -> tuple[dict[str, Any], int, dict[str, str]]:
        """Create a game; the response holds each human seat's token, shown only here.

        Players take seats in order; `bot: null` is a human seat (it gets a token), a level
        name makes it a server bot, `{"open": true}` an open seat that whoever joins it takes
        (it gets an invite; the game waits until every open seat is taken). A `listed` game
        shows in the lobby, where anyone may join without an invite. Some games add seats
        (a Mission Calaveras ghost, played by its partner). `seed` fixes every shuffle (the
        bodies then say `seeded_by_creator`); without one the server draws a secret one and
        commits to it (`seed_commitment`). `options` also takes the table options
        (`replacement_bot`) that GET /game-types lists with each game's.
        """
        check_create(body["players"])
        options = whole_numbers_as_int(body.get("options"))
        game, tokens, invites = games().create(
            body["game"], body["players"], options, body.get("seed"), body["listed"]
        )
        seats = [
            {**public_seat(game.doc, s), "token": tokens.get(s["index"]),
             "invite": invites.get(s["index"])}
            for s in game.seats
        ]
        body = {"id": game.id, "game": game.engine.name, "version": game.version, "seats": seats,
                "creator_token": game.creator_token}
        location = public_uri(f"/games/{game.id}")
        return body, 201, {"Location": location}


@blp.route("/games/<string:game_id>")
class GameResource(MethodView):
    @blp.doc(security=SECURITY, operationId="getGame",
             responses={200: {**GAME_BODY_DOC, "headers": {"ETag": conditional.ETAG}}})
    # the hottest read: its parameters are loaded in the view, not by arguments()' layers
    @blp.reads((CONDITIONAL, "headers"), (GAME_QUERY, "query"))
    @blp.alt_response(304, description="not modified since the ETag sent in If-None-Match")
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    @blp.alt_response(401, **problem_doc("the token is not a seat token of this game"))
    @blp.alt_response(404, **problem_doc("no such game"))
    @blp.alt_response(429, **problem_doc(
        "a long poll (`wait` > 0) from an address or seat that holds as many open long polls "
        "and event streams as it may (100 per address, 8 per seat, per stream-server "
        "process, by default)"), headers=RETRY_AFTER)
    def get(self, game_id: str) -> Any:
        """The game as the token's seat (or, without a token, a spectator) sees it.

        `state` is that seat's view and `legal_actions` what it may do now. The ETag names
        the version and the viewer: send it back in If-None-Match to get 304 until it changes.
        Long polling: with `after_version=N&wait=S` the answer comes as soon as the version
        passes N (or the game is over), else after S seconds with the current body. One
        address (or one seat) holds a bounded number of long polls and event streams at
        once; past it, 429 with Retry-After.
        """
        current, app = request._get_current_object(), current_app._get_current_object()  # type: ignore[attr-defined]
        # validated; a long poll's are the stream server's
        load_arguments(GAME_QUERY, "query", current=current)
        if_none_match = load_arguments(CONDITIONAL, "headers", current=current).get(
            "if_none_match")
        token = bearer_token(current)
        service = games(app)
        game = service.get(game_id)
        seat = game.seat_of(token)
        service.nudge(game)
        # A long poll waits in the stream server (service.streams), which then asks here
        # for the plain read; one that reaches these workers anyway (a proxy not routing it)
        # is answered at once with the current body, as when a server stops mid-wait.
        tag = etag(game, seat)
        return conditional.not_modified(tag, if_none_match) or json_response(
            game_body(game, seat), headers=conditional.etag_header(tag))


@blp.route("/games/<string:game_id>/actions")
class GameActions(MethodView):
    @blp.doc(security=SECURITY_REQUIRED, operationId="postAction",
             responses={200: GAME_BODY_DOC})
    @blp.reads((ACTION_REQUEST, "json"), refusal=False)  # loaded in the view, as the read
    @blp.alt_response(413, **problem_doc(TOO_LARGE))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    @blp.alt_response(401, **problem_doc("no token, or not a seat token of this game"))
    @blp.alt_response(403, **problem_doc("the seat has no decision to make now"))
    @blp.alt_response(404, **problem_doc("no such game"))
    @blp.alt_response(409, **problem_doc("stale version, or a version ahead of the game "
                                              "(current_version says the current one), or "
                                              "the game is not active: waiting, finished or "
                                              "aborted"))
    @blp.alt_response(422, **problem_doc("malformed body, or an illegal action "
                                              "(the engine's reason in detail)"))
    @blp.alt_response(415, **problem_doc(NOT_JSON))
    @blp.alt_response(429, **problem_doc(TOO_MANY), headers=RETRY_AFTER)
    def post(self, game_id: str) -> Response:
        """Take an action for the token's seat on the given version.

        Checked in order: the game exists, the token is a seat's, the version is current, the
        game is running, the seat has a decision, the action is legal. Of several actions on
        one version exactly one lands; the others get 409 with the current version.
        """
        # the request and the app looked up once (each use of Flask's proxies is a lookup)
        current, app = request._get_current_object(), current_app._get_current_object()  # type: ignore[attr-defined]
        body = load_arguments(ACTION_REQUEST, "json", plain=plain_action_request,
                              current=current)
        token = bearer_token(current)
        game = games(app).act(game_id, token, whole_numbers_as_int(body["action"]),
                              body["version"], limits=action_windows(token, app, current))
        actions_applied(game.engine.name).inc()
        seat = game.seat_of(token)
        return json_response(game_body(game, seat))


@blp.route("/games/<string:game_id>/log")
class GameLog(MethodView):
    @blp.doc(security=SECURITY, operationId="getGameLog")
    @blp.arguments(LogQuerySchema(), location="query", as_kwargs=True)
    @blp.arguments(conditional.ConditionalSchema(), location="headers", as_kwargs=True)
    @blp.response(200, GameLogSchema, headers={"ETag": conditional.ETAG})
    @blp.alt_response(304, description="not modified since the ETag sent in If-None-Match")
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    @blp.alt_response(401, **problem_doc("the token is not a seat token of this game"))
    @blp.alt_response(404, **problem_doc("no such game"))
    def get(self, game_id: str, since: int, limit: int | None = None,
            if_none_match: str | None = None) -> Any:
        """Applied actions in order, as the viewer may see them; with the seed, a replay.

        Each entry: the version it made, the seat, the action and its events (hidden parts
        redacted for this viewer while the game runs, everything once it is over) and the
        time. The seed appears once the game is over. Pages: `since` (entries after that
        version) and `limit`; `next_since` is the `since` of the next page. The ETag names
        the version and the viewer: If-None-Match gets 304 until the log grows.
        """
        token = bearer_token()
        game = games().get(game_id)
        seat = game.seat_of(token)
        tag = f"log-{etag(game, seat)}"
        unchanged = conditional.not_modified(tag, if_none_match)
        if unchanged is not None:
            return unchanged
        entries = games().store.log(game_id, since, limit) if since < game.version else []
        entries = [e for e in entries if e["version"] <= game.version]
        shown = [shown_entry(game, e, seat) for e in entries]
        last = shown[-1]["version"] if shown else since
        body = {
            "id": game.id,
            "game": game.engine.name,
            "version": game.version,
            "players": game.doc["players"],
            "options": game.doc["options"],
            **game.seed_facts(),
            "entries": shown,
            "next_since": last if last < game.version else None,
        }
        return conditional.tagged(body, tag)
