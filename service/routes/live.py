"""Live updates: a game's versions as Server-Sent Events, and tickets for browsers.

``GET /games/{id}/events`` streams ``event: game`` per version, in order, none skipped, each
the body ``GET /games/{id}`` gives the viewer at that version plus the log entry that made
it, redacted for the viewer; ``event: end`` once the game is over. The SSE ``id`` is the
version, so a client that reconnects with ``Last-Event-ID`` (browsers do it by themselves)
resumes where it stopped. Browsers' EventSource cannot send headers: a seat trades its
token for a one-use ticket (``POST /games/{id}/tickets``) and passes it as ``?ticket=``.

The streams themselves are served by the stream server (``service.streams``) on the same
origin, not by these workers: here the operation is declared for the spec (what the stream
server answers, 429 included), and a request that reaches these workers anyway (a proxy
that does not route the live paths) is checked like a stream's and then refused with 503
``stream-service-only``, so no stream ever holds one of the short requests' threads.
"""

from __future__ import annotations

from typing import Any

from apispec import APISpec
from flask import Response
from flask.views import MethodView

from service.auth import SECURITY, SECURITY_REQUIRED, bearer_token
from service.blueprint import Blueprint
from service.links import GAME_FROM_PATH, link
from service.problems import RETRY_AFTER, UNAVAILABLE, Problem, problem_doc
from service.routes.games import games
from service.schemas import (
    GameUpdateSchema,
    StreamEndSchema,
    StreamHeadersSchema,
    StreamQuerySchema,
    TicketSchema,
)
from store.errors import BadCredentials
from store.tickets import TICKET_TTL, issue_ticket, redeem_ticket

blp = Blueprint("live", __name__, description="Follow a game as it happens")

STREAMS_TOO_MANY = (
    "this address or seat holds as many open event streams and long polls as it may "
    "(100 per address, 8 per seat, per stream-server process, by default): close one or "
    "wait the seconds Retry-After gives"
)
"""The 429 of the stream endpoints, as the stream server (``service.streams.fair``) answers."""

ELSEWHERE_RETRY_SECONDS = 5
"""Retry-After on a stream that reached the short-request workers."""


STREAM_EVENTS = {
    "game": ("GameUpdate", GameUpdateSchema,
             "a version of the game: `id` is the version, `data` the body GET /games/{game_id} "
             "gives this viewer, with `entry` (the log entry that made it) after the first"),
    "end": ("StreamEnd", StreamEndSchema, "the game is over; the stream closes"),
}
"""Each event name the stream sends: its data's schema component, and what it means."""

STREAM_EVENT_REF = {"$ref": "#/components/schemas/StreamEvent"}


def register(spec: APISpec) -> None:
    """The stream's events as spec components: ``StreamEvent`` is one Server-Sent Event
    (OpenAPI 3.1's reading of a ``text/event-stream`` schema: each event), a ``oneOf`` on
    its ``event`` name, whose ``data`` is JSON of that event's schema."""
    events = []
    for name, (component, schema, description) in STREAM_EVENTS.items():
        spec.components.schema(component, schema=schema)
        events.append({
            "type": "object",
            "title": f"{component}Event",
            "description": f"`event: {name}`: {description}",
            "required": ["event", "data"],
            "properties": {
                "event": {"const": name, "description": "the event name"},
                "id": {"type": "string", "pattern": "^[0-9]+$",
                       "description": "the last version sent (SSE keeps the last id)"},
                "retry": {"type": "integer", "minimum": 0,
                          "description": "milliseconds an EventSource waits to reconnect"},
                "data": {"type": "string", "contentMediaType": "application/json",
                         "contentSchema": {"$ref": f"#/components/schemas/{component}"},
                         "description": f"a {component}, as JSON on one line"},
            },
        })
    spec.components.schema("StreamEvent", component={
        "title": "StreamEvent",
        "description": "One Server-Sent Event of a game's stream, told apart by `event`.",
        "oneOf": events,
    })


@blp.route("/games/<string:game_id>/events")
class GameEvents(MethodView):
    @blp.doc(security=SECURITY, operationId="streamGameEvents")
    @blp.arguments(StreamQuerySchema(), location="query", as_kwargs=True)
    @blp.arguments(StreamHeadersSchema(), location="headers", as_kwargs=True)
    @blp.response(200, STREAM_EVENT_REF, content_type="text/event-stream", description=(
        "Server-Sent Events (the schema is one event): `event: game` (`id`: the version; "
        "`data`: a GameUpdate) per version in order, comment lines as keep-alives, "
        "`event: end` once the game is over"))
    @blp.alt_response(503, **problem_doc(
        UNAVAILABLE + "; or the request reached the short-request workers, not the stream "
        "server (`stream-service-only`: a proxy that does not route the live paths)"),
        headers=RETRY_AFTER)
    @blp.alt_response(401, **problem_doc("the token or ticket is not this game's"))
    @blp.alt_response(404, **problem_doc("no such game"))
    @blp.alt_response(422, **problem_doc("a malformed Last-Event-ID, after or ticket, or "
                                              "both a token and a ticket"))
    @blp.alt_response(429, **problem_doc(STREAMS_TOO_MANY), headers=RETRY_AFTER)
    def get(self, game_id: str, after: int | None = None, ticket: str | None = None,
            last_event_id: str | None = None) -> Response:
        """Follow a game as Server-Sent Events, as the token's or ticket's seat (or a spectator).

        First `event: game` with the body GET /games/{game_id} gives this viewer; then one
        per new version, in order and none skipped, with `entry`, the log entry that made
        it. `id` is the version: reconnecting with Last-Event-ID (or `?after=`) sends only
        what was missed. Comment lines keep the connection alive; `event: end` closes the
        stream once the game is over. One address (or one seat) holds a bounded number of
        streams and long polls at once; past it, 429 with Retry-After. A client that reads
        too slowly is dropped and resumes with Last-Event-ID.
        """
        token = bearer_token()
        if token is not None and ticket is not None:
            raise Problem(422, "invalid-stream-request", "send a seat token or a ticket, not both")
        game = games().get(game_id)
        if ticket is not None:
            seat: int | None = redeem_ticket(games().store, game_id, ticket)
            if seat is None:
                raise BadCredentials("the ticket is unknown, used or expired; get a new one")
        else:
            seat = game.seat_of(token)
        del seat, after, last_event_id  # checked (the schemas did the parameters): the stream
        raise Problem(503, "stream-service-only",
                      "event streams are served by the stream server on this origin; this "
                      "request reached the short-request workers",
                      headers={"Retry-After": str(ELSEWHERE_RETRY_SECONDS)})


@blp.route("/games/<string:game_id>/tickets")
class GameTickets(MethodView):
    @blp.doc(security=SECURITY_REQUIRED, operationId="createStreamTicket", responses={201: {
        "links": {"StreamGameEvents": link("streamGameEvents", GAME_FROM_PATH,
                                           ticket="$response.body#/ticket")}}})
    @blp.response(201, TicketSchema)
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    @blp.alt_response(401, **problem_doc("no token, or not a seat token of this game"))
    @blp.alt_response(404, **problem_doc("no such game"))
    def post(self, game_id: str) -> dict[str, Any]:
        """A one-use ticket standing for the token's seat, for `?ticket=` on the event stream.

        Browsers' EventSource cannot send an Authorization header; a ticket in the URL is
        safer than the token itself: it works once, for this game, within a minute.
        """
        token = bearer_token()
        if token is None:
            raise BadCredentials("a ticket needs 'Authorization: Bearer <seat token>'")
        game = games().get(game_id)
        seat = game.seat_of(token)
        assert seat is not None
        ticket = issue_ticket(games().store, game_id, seat)
        return {"ticket": ticket, "seat": seat, "expires_in": TICKET_TTL}
