"""Game bodies encoded once, by orjson, straight into the response.

flask-smorest would dump a view's result through its marshmallow schema and then encode it
with Flask's JSON provider: for a game body that is a walk over every field of every seat
and view (about a third of an action's CPU in the app) which checks nothing (a dump does
not validate) and changes nothing, because the bodies are built field for field as the
schemas say (``tests/service/test_api.py`` proves the served body is its own dump). The
schemas still document the responses, and still serialise every other body.
"""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response

JSON_OPTIONS = orjson.OPT_NON_STR_KEYS
"""An engine's map keyed by seat number is encoded as Flask's encoder would: "0", "1"."""


def encode(body: Any) -> bytes:
    """``body`` as compact JSON bytes."""
    return orjson.dumps(body, option=JSON_OPTIONS)


def json_response(body: Any, status: int = 200, headers: dict[str, str] | None = None
                  ) -> Response:
    """A finished ``application/json`` response (flask-smorest passes a Response through)."""
    return Response(encode(body), status=status, headers=headers,
                    content_type="application/json")  # as mimetype= gives it, unworked
