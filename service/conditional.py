"""Conditional GETs: an ETag on a response, 304 when the client's If-None-Match holds it.

werkzeug parses If-None-Match (weak tags, ``*``, lists); this module says which tag a body
has, reads If-None-Match through ``ConditionalSchema`` (``@blp.arguments(...,
location="headers")``, so the spec declares the header wherever a view reads it) and
documents ETag once, as a spec component the routes refer to.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import marshmallow as ma
from apispec import APISpec
from flask import Response
from werkzeug.http import parse_etags

ETAG = "ETag"
"""The spec's header component: refer to it by this name in a response's ``headers``."""


class ConditionalSchema(ma.Schema):
    """The request header of a conditional GET (the other headers are not this schema's)."""

    class Meta:
        unknown = ma.EXCLUDE

    if_none_match = ma.fields.String(
        data_key="If-None-Match",
        metadata={"description": "the ETag of the copy the client holds: 304, no body, while "
                                 "it is still current"},
    )


def register(spec: APISpec) -> None:
    spec.components.header(ETAG, {
        "description": "names this representation; send it back in If-None-Match",
        "schema": {"type": "string"},
    })


def content_tag(body: Any) -> str:
    """A tag that changes when ``body`` does (for bodies that are not versioned)."""
    encoded = json.dumps(body, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(encoded).hexdigest()[:32]


def not_modified(tag: str, if_none_match: str | None) -> Response | None:
    """A 304 if ``if_none_match`` (the request's header) holds ``tag`` (or ``*``), else None."""
    if if_none_match is not None and parse_etags(if_none_match).contains_weak(tag):
        response = Response(status=304)
        response.set_etag(tag)
        return response
    return None


def etag_header(tag: str) -> dict[str, str]:
    """The ETag header naming ``tag``."""
    return {"ETag": f'"{tag}"'}


def tagged(body: Any, tag: str) -> tuple[Any, int, dict[str, str]]:
    """``body`` as a view's 200 answer carrying ``tag``."""
    return body, 200, etag_header(tag)
