"""The bearer seat token of a request."""

from __future__ import annotations

from flask import Request, request

from service.problems import Problem

SECURITY: list[dict[str, list[str]]] = [{"seatToken": []}, {}]
"""OpenAPI: a seat token is optional where a spectator may read."""

SECURITY_REQUIRED: list[dict[str, list[str]]] = [{"seatToken": []}]


def bearer_token(current: Request | None = None) -> str | None:
    """The token of ``Authorization: Bearer <token>``; None without the header.
    ``current``: the request, when the caller holds it already (each use of Flask's
    ``request`` proxy is a context lookup of its own)."""
    if current is None:
        current = request._get_current_object()  # type: ignore[attr-defined]
    header: str | None = current.environ.get("HTTP_AUTHORIZATION")  # what headers.get reads
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Problem(
            401,
            "unauthorized",
            "the Authorization header must be 'Bearer <seat token>'",
            headers={"WWW-Authenticate": 'Bearer realm="games"'},
        )
    return token.strip()
