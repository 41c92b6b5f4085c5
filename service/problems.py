"""RFC 9457 problem details for every error, Flask's own included.

Each problem has a ``type`` naming its kind (``<public base>/problems/<kind>``, which answers
with what the kind means; ``service.public_url`` says where the base comes from), the HTTP
``title``, the ``status``, a human ``detail`` (the reason), and the request path as
``instance``.
Some add members: ``current_version`` on a conflict, ``errors`` on a malformed body.
Every kind the service answers with is listed once, in :data:`PROBLEM_KINDS`.
"""

from __future__ import annotations

import http
import logging
from dataclasses import dataclass
from typing import Any

import marshmallow as ma
from flask import Response, json, request
from flask_smorest import Api
from flask_smorest.utils import prepare_response
from werkzeug.exceptions import HTTPException

from service.public_url import public_uri

PROBLEM_CONTENT_TYPE = "application/problem+json"

MAX_BODY_BYTES = 64 * 1024
"""The largest action or game request is well under 2 KiB; 64 KiB leaves room, no more."""


@dataclass(frozen=True, slots=True)
class ProblemKind:
    """One kind of problem: the status it comes with and what it means to a client."""

    status: int
    description: str


PROBLEM_KINDS: dict[str, ProblemKind] = {
    "bad-request": ProblemKind(400, "The request is not HTTP this server can read."),
    "unauthorized": ProblemKind(
        401, "No seat token where one is needed, a malformed Authorization header, or a "
        "token that is no seat's of this game. Send `Authorization: Bearer <seat token>`."),
    "not-your-decision": ProblemKind(
        403, "The token's seat has nothing to decide now: wait until the game lists it "
        "in `to_act`."),
    "not-found": ProblemKind(404, "No resource at this path."),
    "game-not-found": ProblemKind(
        404, "No game has this id: it never existed or it expired."),
    "problem-kind-not-found": ProblemKind(404, "No problem kind has this name."),
    "game-type-not-found": ProblemKind(404, "This server hosts no game of this name."),
    "method-not-allowed": ProblemKind(
        405, "The path does not take this method; `Allow` lists those it takes."),
    "not-acceptable": ProblemKind(406, "The server cannot answer in a type the client accepts."),
    "stale-version": ProblemKind(
        409, "The action was for a version the game has left behind (another action landed "
        "first): read the game again (`current_version` says where it is) and decide anew."),
    "version-ahead": ProblemKind(
        409, "The action named a version the game has not reached: send the `version` of "
        "the game as last read (`current_version` says where it is)."),
    "game-finished": ProblemKind(409, "The game is over; it takes no more actions."),
    "game-waiting": ProblemKind(
        409, "The game waits for players to take its open seats: nobody acts until the last "
        "one is taken."),
    "game-aborted": ProblemKind(409, "The game was called off before its first action."),
    "game-active": ProblemKind(
        409, "The game is running: seats are left and games aborted only before it starts "
        "(resign instead)."),
    "game-not-waiting": ProblemKind(
        409, "Only a game that waits for players takes them, or gives a seat back."),
    "game-started": ProblemKind(
        409, "The first action was played: the game can no longer be aborted (resign instead)."),
    "game-not-over": ProblemKind(409, "A rematch follows a game that is over."),
    "seat-taken": ProblemKind(
        409, "Someone else took this seat first (or it is kept for the previous game's "
        "player): pick another open seat."),
    "not-an-open-seat": ProblemKind(
        409, "The seat was never an open one, so it cannot be given back (abort instead)."),
    "already-resigned": ProblemKind(409, "This seat resigned already; a bot plays it."),
    "not-absent": ProblemKind(
        409, "The seat is not absent: its player has it already (`back` is for a seat the "
        "server played after its timeouts)."),
    "bad-invite": ProblemKind(
        403, "The seat of an unlisted game needs its invite, and this is not it (or none was "
        "sent), or the seat is kept for its previous player."),
    "seat-not-found": ProblemKind(404, "The game has no seat with this number."),
    "body-too-large": ProblemKind(
        413, f"The request body is larger than the {MAX_BODY_BYTES} bytes this server "
        "accepts."),
    "unsupported-media-type": ProblemKind(
        415, "The request body is not `application/json`: send JSON with that Content-Type."),
    "invalid-body": ProblemKind(
        422, "The request does not match the operation's schema: its body (or the body is not "
        "valid JSON), query, headers or path; `detail` says where, `errors` which fields are "
        "wrong there."),
    "invalid-game-request": ProblemKind(
        422, "The game cannot be created as asked: unknown game or bot level, a player "
        "count or option the game does not take."),
    "invalid-action": ProblemKind(
        422, "The action is not an action of this game: unknown `type`, or fields missing, "
        "unknown or of the wrong type."),
    "illegal-action": ProblemKind(
        422, "The action is well formed but not legal now; `detail` gives the rule, and "
        "`legal_actions` of the game lists what is."),
    "invalid-stream-request": ProblemKind(
        422, "The event stream cannot start as asked: a Last-Event-ID that is no version, "
        "or both a seat token and a ticket (send one)."),
    "request-line-too-long": ProblemKind(
        414, "The request line (method, target, version) is longer than 16 KiB."),
    "headers-too-large": ProblemKind(
        431, "A header is longer than 16 KiB, or there are more than 64 headers."),
    "too-many-requests": ProblemKind(
        429, "Too many requests from this address or seat token (`detail` names the limit): "
        "wait the seconds `Retry-After` gives, then retry."),
    "internal-error": ProblemKind(
        500, "The server failed to handle the request; it has been logged."),
    "redis-unavailable": ProblemKind(
        503, "The game store (Redis) is unreachable; retry after `Retry-After` seconds."),
    "stream-service-only": ProblemKind(
        503, "Event streams and long polls are served by the stream server, on the same "
        "origin; this request reached the short-request workers (a proxy in front that does "
        "not route the live paths). Retry after `Retry-After` seconds."),
    "bots-busy": ProblemKind(
        503, "The bots have as many all-bot games waiting as they take: create the all-bot "
        "game after `Retry-After` seconds (games with a person still start)."),
}
"""Every problem kind the service answers with; ``GET /problems/<kind>`` serves each."""


def problem_type_uri(kind: str) -> str:
    """The URI of a kind's page, under the configured public base (never the ``Host``)."""
    return public_uri(f"/problems/{kind}")

log = logging.getLogger(__name__)


class ProblemSchema(ma.Schema):
    """RFC 9457 problem details."""

    type = ma.fields.String(
        required=True,
        metadata={
            "description": "the kind of problem: a URI on this server, relative to the URL "
            "called unless the operator configured a public base URL (GET it for what the "
            "kind means; GET /problems lists every kind), or about:blank",
            "format": "uri-reference",
        },
    )
    title = ma.fields.String(required=True, metadata={"description": "the HTTP status phrase"})
    status = ma.fields.Integer(required=True, metadata={"description": "the HTTP status code"})
    detail = ma.fields.String(required=True, metadata={"description": "the reason, for humans"})
    instance = ma.fields.String(metadata={"description": "the request path"})
    current_version = ma.fields.Integer(
        metadata={"description": "on 409: the game's current version"}
    )
    errors = ma.fields.Dict(
        keys=ma.fields.String(),
        values=ma.fields.Raw(metadata={
            "description": "the messages for that location: a list of strings, or an object "
            "of the same shape for nested fields"
        }),
        metadata={"description": "on 422 invalid-body: the wrong fields by location (json: "
                  "the body, query, headers, view_args: the path), then by field name"},
    )


class Problem(Exception):
    """Raise anywhere in a request to answer with a problem."""

    def __init__(
        self,
        status: int,
        kind: str,
        detail: str,
        headers: dict[str, str] | None = None,
        **members: Any,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.kind = kind
        self.detail = detail
        self.headers = headers
        self.members = members

    def response(self) -> Response:
        return problem_response(self.status, self.kind, self.detail, self.headers, **self.members)


def problem_response(
    status: int, kind: str, detail: str, headers: dict[str, str] | None = None, **members: Any
) -> Response:
    body: dict[str, Any] = {
        "type": problem_type_uri(kind) if kind in PROBLEM_KINDS else "about:blank",
        "title": http.HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
        "instance": request.path,
    }
    body.update({k: v for k, v in members.items() if v is not None})
    response = Response(json.dumps(body), status=status, mimetype=PROBLEM_CONTENT_TYPE)
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


HTTP_KINDS = {
    400: "bad-request",
    401: "unauthorized",
    404: "not-found",
    405: "method-not-allowed",
    406: "not-acceptable",
    413: "body-too-large",
    415: "unsupported-media-type",
    422: "invalid-body",
    429: "too-many-requests",
    500: "internal-error",
}


def problem_doc(description: str) -> dict[str, Any]:
    """``alt_response`` arguments documenting a problem response."""
    return {"schema": ProblemSchema, "content_type": PROBLEM_CONTENT_TYPE,
            "description": description}


UNAVAILABLE = "the game store (Redis) is unreachable"
TOO_LARGE = f"the request body is larger than {MAX_BODY_BYTES} bytes (the most this server takes)"
NOT_JSON = "the body is not labelled Content-Type: application/json"
RETRY_AFTER = {"Retry-After": {
    "description": "seconds to wait before trying again", "schema": {"type": "integer"}}}


class ProblemApi(Api):
    """flask-smorest's Api, answering and documenting errors as problem+json."""

    ERROR_SCHEMA = ProblemSchema

    def handle_http_exception(self, error: HTTPException) -> Response:
        status = error.code or 500
        data = getattr(error, "data", None) or {}
        errors = data.get("errors") or data.get("messages")
        detail = data.get("message") or error.description or http.HTTPStatus(status).phrase
        if status == 422 and errors:
            detail = mismatch_detail(errors)
        if status == 405:
            detail = f"{request.method} is not allowed on {request.path}"
        if status == 404 and not data:
            detail = f"no resource at {request.path}"
        if status == 413:
            detail = f"the request body is larger than {MAX_BODY_BYTES} bytes"
        if status == 304:
            return Response(status=304, headers=dict(data.get("headers") or {}))
        if status >= 500:
            detail = "the server failed to handle the request; it has been logged"
        headers = dict(data.get("headers") or {})
        if status == 405 and hasattr(error, "valid_methods") and error.valid_methods:
            headers["Allow"] = ", ".join(error.valid_methods)
        return problem_response(
            status, HTTP_KINDS.get(status, "about:blank"), detail, headers, errors=errors
        )

    def _register_pagination_header(self) -> None:
        """No endpoint pages its results, so the spec carries no pagination header."""

    def _register_responses(self) -> None:
        """Document every status's default response as a problem."""
        for status in http.HTTPStatus:
            response: dict[str, Any] = {"description": status.phrase}
            if not (100 <= status < 200) and status not in (204, 304):
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM_CONTENT_TYPE)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Default error response", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM_CONTENT_TYPE)
        self.spec.components.response("DEFAULT_ERROR", response, lazy=True)


LOCATIONS = {
    "json": "body", "form": "body", "files": "body", "query": "query",
    "querystring": "query", "headers": "header", "view_args": "path", "path": "path",
    "cookies": "cookie",
}
"""webargs' names for where a value was read, in the words of HTTP (and of OpenAPI's `in`)."""


def mismatch_detail(errors: Any) -> str:
    """The 422 reason, saying where each bad value was: body, query, header or path."""
    if not isinstance(errors, dict) or not set(errors) <= set(LOCATIONS):
        return "the request does not match the schema: " + summarise(errors)
    return "; ".join(
        f"the request's {LOCATIONS[where]} does not match the schema: {summarise(found)}"
        for where, found in errors.items()
    )


def summarise(errors: Any) -> str:
    """A one-line summary of marshmallow's nested error messages."""
    parts: list[str] = []

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, sub in value.items():
                walk(f"{prefix}.{key}" if prefix else str(key), sub)
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            parts.append(f"{prefix}: {' '.join(value)}" if prefix else " ".join(value))
        else:
            parts.append(f"{prefix}: {value}" if prefix else str(value))

    walk("", errors)
    return "; ".join(parts)
