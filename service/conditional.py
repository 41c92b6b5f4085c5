"""Conditional GETs: an ETag on a response, 304 when the client's If-None-Match holds it.

werkzeug parses If-None-Match (weak tags, ``*``, lists); this module only says which tag
a body has and documents the two headers once, as spec components the routes refer to.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from apispec import APISpec
from flask import Response, request

IF_NONE_MATCH = "IfNoneMatch"
"""The spec's parameter component: refer to it by this name in ``parameters``."""
ETAG = "ETag"
"""The spec's header component: refer to it by this name in a response's ``headers``."""


def register(spec: APISpec) -> None:
    spec.components.parameter(IF_NONE_MATCH, "header", component={
        "name": "If-None-Match",
        "required": False,
        "description": "the ETag of the copy the client holds: 304, no body, while it is "
                       "still current",
        "schema": {"type": "string"},
    })
    spec.components.header(ETAG, {
        "description": "names this representation; send it back in If-None-Match",
        "schema": {"type": "string"},
    })


def content_tag(body: Any) -> str:
    """A tag that changes when ``body`` does (for bodies that are not versioned)."""
    encoded = json.dumps(body, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(encoded).hexdigest()[:32]


def not_modified(tag: str) -> Response | None:
    """A 304 if the request's If-None-Match holds ``tag`` (or ``*``), else None."""
    if request.if_none_match.contains_weak(tag):
        response = Response(status=304)
        response.set_etag(tag)
        return response
    return None


def tagged(body: Any, tag: str) -> tuple[Any, int, dict[str, str]]:
    """``body`` as a view's 200 answer carrying ``tag``."""
    return body, 200, {"ETag": f'"{tag}"'}
