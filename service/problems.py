"""RFC 9457 problem details for every error, Flask's own included.

Each problem has a ``type`` naming its kind (a relative URI under ``/problems/``), the
HTTP ``title``, the ``status``, a human ``detail`` (the reason), and the request path as
``instance``. Some add members: ``current_version`` on a conflict, ``errors`` on a
malformed body.
"""

from __future__ import annotations

import http
import logging
from typing import Any

import marshmallow as ma
from flask import Response, json, request
from flask_smorest import Api
from flask_smorest.utils import prepare_response
from werkzeug.exceptions import HTTPException

PROBLEM_CONTENT_TYPE = "application/problem+json"

log = logging.getLogger(__name__)


class ProblemSchema(ma.Schema):
    """RFC 9457 problem details."""

    type = ma.fields.String(
        required=True,
        metadata={"description": "the kind of problem", "example": "/problems/illegal-action"},
    )
    title = ma.fields.String(required=True, metadata={"description": "the HTTP status phrase"})
    status = ma.fields.Integer(required=True, metadata={"description": "the HTTP status code"})
    detail = ma.fields.String(required=True, metadata={"description": "the reason, for humans"})
    instance = ma.fields.String(metadata={"description": "the request path"})
    current_version = ma.fields.Integer(
        metadata={"description": "on 409: the game's current version"}
    )
    errors = ma.fields.Dict(metadata={"description": "on 422: which body fields are wrong"})


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
        "type": f"/problems/{kind}" if kind != "about:blank" else kind,
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
TOO_LARGE = "the request body is larger than the server accepts"
NOT_JSON = "the body is not labelled Content-Type: application/json"
RETRY_AFTER = {"Retry-After": {
    "description": "seconds to wait before trying again", "schema": {"type": "integer"}}}


class ProblemApi(Api):
    """flask-smorest's Api, answering and documenting errors as problem+json."""

    ERROR_SCHEMA = ProblemSchema

    def handle_http_exception(self, error: HTTPException) -> Response:  # type: ignore[override]
        status = error.code or 500
        data = getattr(error, "data", None) or {}
        errors = data.get("errors") or data.get("messages")
        detail = data.get("message") or error.description or http.HTTPStatus(status).phrase
        if status == 422 and errors:
            detail = "the request body does not match the schema: " + summarise(errors)
        if status == 405:
            detail = f"{request.method} is not allowed on {request.path}"
        if status == 404 and not data:
            detail = f"no resource at {request.path}"
        if status == 413:
            detail = "the request body is larger than this server accepts"
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


def summarise(errors: Any) -> str:
    """A one-line summary of marshmallow's nested error messages."""
    parts: list[str] = []

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, sub in value.items():
                walk(f"{prefix}.{key}" if prefix else str(key), sub)
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            parts.append(f"{prefix}: {' '.join(value)}")
        else:
            parts.append(f"{prefix}: {value}")

    walk("", errors)
    return "; ".join(parts)
