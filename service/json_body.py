"""Reading a request's JSON body defensively: every way a body can be hostile is a 4xx.

Python's ``json`` turns a 4,301-digit integer into a ``ValueError`` (the int-to-string
limit), deep nesting into a ``RecursionError``, and accepts ``NaN``/``Infinity``, none of
which is JSON a client should send us. Each of those, and a body that is not JSON at all,
becomes a :class:`BodyError` with the reason; a body over the size limit, chunked or not, a
413; a body with a content type other than JSON, a 415.
"""

from __future__ import annotations

import json
import math
from typing import Any

from flask import Request
from werkzeug.exceptions import RequestEntityTooLarge

MAX_DEPTH = 16
"""Nesting levels a body may have: the deepest request (an action's list of ids) needs 4."""

MAX_INTEGER_DIGITS = 4300
"""Digits of an integer literal: Python's own default limit on converting integers to and
from text (longer ones raise ValueError). The schemas bound the fields that need bounds
(a seed's 63 bits); lower here, a schema-valid body could be refused."""

JSON_MEDIA_TYPES = ("application/json",)
"""Content types read as JSON (``+json`` suffixes too, as RFC 6839 says)."""


class BodyError(ValueError):
    """A body we will not read; the message says why (and where, when it can)."""


class BadFraming(BodyError):
    """The body's transfer framing is broken (a 400: it is not a body at all)."""


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INTEGER_DIGITS:
        raise BodyError(
            f"an integer of {len(text.lstrip('-'))} digits; at most {MAX_INTEGER_DIGITS} "
            "are accepted"
        )
    return int(text)


def _number(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BodyError(f"the number {text[:40]} is out of range")
    return value


def _constant(text: str) -> Any:
    raise BodyError(f"{text} is not JSON")


DECODER = json.JSONDecoder(parse_int=_integer, parse_float=_number, parse_constant=_constant)
"""Made once: ``json.loads`` with hooks builds a new decoder on every call."""


def check_depth(value: Any, limit: int = MAX_DEPTH) -> None:
    """Raise :class:`BodyError` if ``value`` nests deeper than ``limit`` (no recursion)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = list(item.values())
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            raise BodyError(f"the body nests deeper than {limit} levels")
        stack.extend((child, depth + 1) for child in children)


def parse(data: bytes) -> Any:
    """The JSON document in ``data``, or :class:`BodyError` saying what is wrong with it."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BodyError(f"the body is not UTF-8 (byte {exc.start})") from None
    try:
        value = DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise BodyError(f"the body is not valid JSON: {exc}") from None
    except RecursionError:
        raise BodyError(f"the body nests deeper than {MAX_DEPTH} levels") from None
    if data.count(b"[") + data.count(b"{") > MAX_DEPTH:  # else it cannot nest deeper
        check_depth(value)
    return value


def is_json(mimetype: str) -> bool:
    return mimetype in JSON_MEDIA_TYPES or mimetype.endswith("+json")


def has_body(req: Request) -> bool:
    """Whether the request announces a body (a length above zero, or chunks)."""
    chunked = "chunked" in req.headers.get("Transfer-Encoding", "").lower()
    return chunked or bool(req.content_length)


def read(req: Request, limit: int) -> bytes:
    """The whole body, or 413 if it is longer than ``limit`` bytes however it came.

    A declared length over the limit is refused before reading; a chunked body is read up
    to one byte past the limit, so a body cut at the limit is never taken for a whole one
    (werkzeug's own limited stream would hand back the first ``limit`` bytes).
    """
    length = req.content_length  # parsed from the header on each access: once
    if (length or 0) > limit:
        raise RequestEntityTooLarge()
    stream = req.environ["wsgi.input"]
    try:
        data = stream.read(length) if length is not None else _read_up_to(stream, limit + 1)
    except Exception as exc:  # the server's framing errors (a bad chunk size), a cut-off
        raise BadFraming(f"the request body could not be read: {exc}") from None
    if len(data) > limit:
        raise RequestEntityTooLarge()
    return data if type(data) is bytes else bytes(data)


def _read_up_to(stream: Any, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while size < limit:
        chunk = stream.read(min(65536, limit - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)
