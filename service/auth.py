"""The bearer seat token of a request."""

from __future__ import annotations

from flask import request

from service.problems import Problem

SECURITY: list[dict[str, list[str]]] = [{"seatToken": []}, {}]
"""OpenAPI: a seat token is optional where a spectator may read."""

SECURITY_REQUIRED: list[dict[str, list[str]]] = [{"seatToken": []}]


def bearer_token() -> str | None:
    """The token of ``Authorization: Bearer <token>``; None without the header."""
    header = request.headers.get("Authorization")
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
