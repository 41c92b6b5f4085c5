"""CORS, so browser front ends on other origins can call the API.

Seat tokens travel in the Authorization header, never in cookies, so allowing any origin
exposes nothing a script could not already send; TTG_CORS_ORIGINS narrows it to a
comma-separated list of origins.
"""

from __future__ import annotations

import os

from flask import Flask, Response, request

DEFAULT_ORIGINS = "*"
"""Any origin: credentials are bearer tokens, so no cookie rides along cross-site."""

PREFLIGHT_MAX_AGE = 600
"""Seconds a browser may cache a preflight answer: ten minutes of polling saved."""

EXPOSED_HEADERS = "ETag, WWW-Authenticate, Allow"
"""Response headers scripts need: ETag for If-None-Match polling, the auth challenge."""


def install(app: Flask) -> None:
    """Add CORS headers to every response, preflights included."""
    setting = os.environ.get("TTG_CORS_ORIGINS") or DEFAULT_ORIGINS
    allowed = {origin.strip() for origin in setting.split(",") if origin.strip()}

    @app.after_request
    def add_cors_headers(response: Response) -> Response:
        current = request._get_current_object()  # type: ignore[attr-defined]
        origin = current.environ.get("HTTP_ORIGIN")  # as headers.get("Origin") reads it
        if origin is None:
            return response
        if "*" in allowed:
            response.headers["Access-Control-Allow-Origin"] = "*"
        elif origin in allowed:
            response.headers["Access-Control-Allow-Origin"] = origin
            response.headers.add("Vary", "Origin")
        else:
            return response
        response.headers["Access-Control-Expose-Headers"] = EXPOSED_HEADERS
        if current.method == "OPTIONS":
            response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
            response.headers["Access-Control-Allow-Headers"] = (
                "Authorization, Content-Type, If-None-Match"
            )
            response.headers["Access-Control-Max-Age"] = str(PREFLIGHT_MAX_AGE)
        return response
