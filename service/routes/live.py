"""Live updates: a game's versions as Server-Sent Events, and tickets for browsers.

``GET /games/{id}/events`` streams ``event: game`` per version, in order, none skipped, each
the body ``GET /games/{id}`` gives the viewer at that version plus the log entry that made
it, redacted for the viewer; ``event: end`` once the game is over. The SSE ``id`` is the
version, so a client that reconnects with ``Last-Event-ID`` (browsers do it by themselves)
resumes where it stopped. Browsers' EventSource cannot send headers: a seat trades its
token for a one-use ticket (``POST /games/{id}/tickets``) and passes it as ``?ticket=``.
"""

from __future__ import annotations

import json
import logging
import socket
import time
from collections.abc import Iterator
from typing import Any

import redis
from flask import Response, request
from flask.views import MethodView

from service.auth import SECURITY, SECURITY_REQUIRED, bearer_token
from service.blueprint import Blueprint
from service.observability import DIRECT_EVENTS, OPEN_STREAMS
from service.problems import UNAVAILABLE, Problem, problem_doc
from service.routes.games import game_body, games, hub, shared_body, shown_entry
from service.schemas import GameUpdateSchema, StreamQuerySchema, TicketSchema
from store.errors import BadCredentials, GameNotFound
from store.live import RECHECK_SECONDS, RECONNECT_DELAY, Direct, Frame, Hub
from store.tickets import TICKET_TTL, issue_ticket, redeem_ticket

log = logging.getLogger(__name__)

blp = Blueprint("live", __name__, description="Follow a game as it happens")

KEEPALIVE_SECONDS = 15.0
"""A comment line at least this often: proxies close connections idle for 30-60 s."""

RETRY_MS = 1000
"""How long an EventSource waits before reconnecting (sent as the stream's ``retry``)."""

MAX_STREAM_SECONDS = 3600.0
"""A stream ends after an hour (without ``end``); the client resumes from its last version,
maybe on another instance, so long-lived streams spread again after a deploy or scale-up."""

OVER = frozenset({"finished", "aborted"})
"""Statuses after which nothing more happens in a game: the stream ends."""


def sse(event: str, data: Any, event_id: int | None = None) -> str:
    """One Server-Sent Event (JSON data is a single line: no newline inside)."""
    return sse_text(event, compact(data), event_id)


def sse_text(event: str, data: str, event_id: int | None = None) -> str:
    head = f"event: {event}\n" + (f"id: {event_id}\n" if event_id is not None else "")
    return f"{head}data: {data}\n\n"


COMPACT = json.JSONEncoder(separators=(",", ":"))
"""One encoder for every event (``json.dumps`` with options builds one per call)."""


def compact(value: Any) -> str:
    text: str = COMPACT.encode(value)
    return text


SHARED = "shared"
"""The key of a frame's viewer-independent body parts in its render cache."""


def rendered(frame: Frame, seat: int | None, with_entry: bool) -> tuple[bytes, bool]:
    """The event for ``frame`` as ``seat`` sees it, and whether the game is over then;
    built once per viewer and frame in this process, shared by every stream of the game.
    What every viewer sees alike (seats, outcome, seed...) is encoded once per frame."""
    key = (seat, with_entry)
    cached: tuple[bytes, bool] | None = frame.rendered.get(key)
    if cached is None:
        shared_parts: tuple[dict[str, Any], dict[str, str]] | None = frame.rendered.get(SHARED)
        if shared_parts is None:
            shared = shared_body(frame.game)
            shared_parts = (shared, {k: compact(v) for k, v in shared.items()})
            frame.rendered[SHARED] = shared_parts
        shared, encoded = shared_parts
        body = game_body(frame.game, seat, shared)
        if with_entry and frame.entry is not None:
            body["entry"] = shown_entry(frame.game, frame.entry, seat)
        data = ",".join(f'"{k}":{encoded[k] if k in encoded else compact(v)}'
                        for k, v in body.items())  # the keys are plain names
        text = sse_text("game", f"{{{data}}}", frame.version)
        cached = (text.encode(), body["status"] in OVER)
        frame.rendered[key] = cached
    return cached


def last_event_id() -> int | None:
    header = request.headers.get("Last-Event-ID")
    if header is None or not header.strip():
        return None
    try:
        value = int(header.strip())
    except ValueError:
        value = -1
    if value < 0:
        raise Problem(422, "invalid-stream-request",
                      f"Last-Event-ID must be a version this stream sent, got {header!r}")
    return value


def direct_connection(seat: int | None) -> Direct | None:
    """The stream's connection for the listener to write to (see ``store.live.Direct``),
    when the server is gunicorn with plain blocking sockets (its threaded workers): there
    the response body is written straight to ``gunicorn.socket``, in HTTP/1.1 chunks
    unless the client speaks HTTP/1.0. Elsewhere (gevent, TLS, a test client) None: the
    stream's thread writes every event."""
    sock = request.environ.get("gunicorn.socket")
    protocol = request.environ.get("SERVER_PROTOCOL")
    if (not isinstance(sock, socket.socket) or type(sock).__module__ != "socket"
            or sock.gettimeout() is not None or request.method != "GET"
            or protocol not in ("HTTP/1.0", "HTTP/1.1")):  # HTTP/2 frames its own way
        return None
    return Direct(sock, protocol == "HTTP/1.1",
                  lambda frame: rendered(frame, seat, with_entry=True), DIRECT_EVENTS.inc)


def stream(live: Hub, game_id: str, seat: int | None, after: int | None,
           direct: Direct | None = None) -> Iterator[str | bytes]:
    """The events of one stream; runs while the client stays connected."""
    with live.watch(game_id, direct) as watch, OPEN_STREAMS.track_inprogress():
        yield f"retry: {RETRY_MS}\n: game {game_id}\n\n"
        started = sent = time.monotonic()
        seen = after
        while True:
            try:
                frames = watch.frames_after(seen)
            except redis.RedisError as exc:
                log.warning("stream of game %s: Redis error (%s); retrying", game_id, exc)
                yield ": the game store is unreachable; retrying\n\n"
                time.sleep(RECONNECT_DELAY)
                continue
            except GameNotFound:
                return
            for frame in frames:
                text, over = rendered(frame, seat, with_entry=seen is not None)
                if seen is None or frame.version > seen:
                    yield text
                    seen, sent = frame.version, time.monotonic()
                if over:
                    yield sse("end", {"version": frame.version})
                    return
            now = time.monotonic()
            if now - started > MAX_STREAM_SECONDS:
                return
            idle = now - sent
            if idle >= KEEPALIVE_SECONDS:
                yield ": keep-alive\n\n"
                sent, idle = now, 0.0
            assert seen is not None
            if live.closing:  # this process is stopping: the client resumes elsewhere
                return
            seen = watch.wait(seen, min(KEEPALIVE_SECONDS - idle, RECHECK_SECONDS))
            if watch.unsent:  # the rest of a frame the listener wrote in part, as framed
                assert direct is not None
                direct.sock.sendall(watch.unsent)
                watch.unsent = b""
            sent = max(sent, watch.pushed_at)


@blp.route("/games/<string:game_id>/events")
class GameEvents(MethodView):
    @blp.doc(security=SECURITY, operationId="streamGameEvents", parameters=[{
        "in": "header", "name": "Last-Event-ID", "required": False,
        "schema": {"type": "string", "pattern": "^[0-9]+$"},
        "description": "resume after this version (EventSource sends it on reconnecting)",
    }])
    @blp.arguments(StreamQuerySchema(), location="query", as_kwargs=True)
    @blp.response(200, GameUpdateSchema, content_type="text/event-stream", description=(
        "Server-Sent Events: `event: game` (`id`: the version; `data`: a GameUpdate) per "
        "version in order, comment lines as keep-alives, `event: end` once the game is over"))
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    @blp.alt_response(401, **problem_doc("the token or ticket is not this game's"))
    @blp.alt_response(404, **problem_doc("no such game"))
    @blp.alt_response(422, **problem_doc("a malformed Last-Event-ID, after or ticket, or "
                                              "both a token and a ticket"))
    def get(self, game_id: str, after: int | None, ticket: str | None) -> Response:
        """Follow a game as Server-Sent Events, as the token's or ticket's seat (or a spectator).

        First `event: game` with the body GET /games/{game_id} gives this viewer; then one
        per new version, in order and none skipped, with `entry`, the log entry that made
        it. `id` is the version: reconnecting with Last-Event-ID (or `?after=`) sends only
        what was missed. Comment lines keep the connection alive; `event: end` closes the
        stream once the game is over.
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
        resume = last_event_id()
        if resume is None:
            resume = after
        if resume is not None and resume > game.version:
            resume = None  # not a version of this game: start afresh with the current body
        return Response(
            stream(hub(), game_id, seat, resume, direct_connection(seat)),
            mimetype="text/event-stream",
            headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
        )


@blp.route("/games/<string:game_id>/tickets")
class GameTickets(MethodView):
    @blp.doc(security=SECURITY_REQUIRED, operationId="createStreamTicket")
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
