"""Server-Sent Events text: each version rendered once per viewer class, shared by streams.

The body of an ``event: game`` is what ``GET /games/{id}`` gives the viewer at that version
(``service.routes.games.game_body``, the engines' views: the one redaction path) plus the
log entry that made it (``shown_entry``).
"""

from __future__ import annotations

from typing import Any

from service.json_response import encode
from service.routes.games import game_body, shared_body, shown_entry
from store.live import Frame

OVER = frozenset({"finished", "aborted"})
"""Statuses after which nothing more happens in a game: the stream ends."""

SHARED = "shared"
"""The key of a frame's viewer-independent body parts in its render cache."""


def kept(value: Any) -> bytes:
    """``value`` encoded, in a bytes object of its own length, to keep: orjson's output
    holds the whole buffer it wrote into (measured with tracemalloc: 4 KB for a 3-byte
    value), and a stream process keeps these parts for every version it holds (RSS per
    idle stream went from 18 to 24 KB in ``make bench-live`` before this copy)."""
    return memoryview(encode(value)).tobytes()


def sse_bytes(event: str, data: bytes, event_id: int | None = None) -> bytes:
    """One Server-Sent Event (JSON data is a single line: no newline inside)."""
    head = f"event: {event}\n" + (f"id: {event_id}\n" if event_id is not None else "")
    return b"%sdata: %s\n\n" % (head.encode(), data)


def sse(event: str, data: Any, event_id: int | None = None) -> bytes:
    """``data`` as JSON in one event: orjson, as the API's bodies (UTF-8 unescaped, which
    SSE's UTF-8 text carries; about 15 % of a stream process's loop went to the stdlib's
    encoder)."""
    return sse_bytes(event, encode(data), event_id)


def rendered(frame: Frame, seat: int | None, with_entry: bool) -> tuple[bytes, bool]:
    """The event for ``frame`` as ``seat`` sees it, and whether the game is over then;
    built once per viewer and frame in this process, shared by every stream of the game.
    What every viewer sees alike (seats, outcome, seed...) is encoded once per frame."""
    key = (seat, with_entry)
    cached: tuple[bytes, bool] | None = frame.rendered.get(key)
    if cached is None:
        shared_parts: tuple[dict[str, Any], dict[str, bytes]] | None = frame.rendered.get(SHARED)
        if shared_parts is None:
            shared = shared_body(frame.game)
            shared_parts = (shared, {k: kept(v) for k, v in shared.items()})
            frame.rendered[SHARED] = shared_parts
        shared, encoded = shared_parts
        body = game_body(frame.game, seat, shared)
        if with_entry and frame.entry is not None:
            body["entry"] = shown_entry(frame.game, frame.entry, seat)
        data = b",".join(b'"%s":%s' % (k.encode(), encoded[k] if k in encoded else encode(v))
                         for k, v in body.items())  # the keys are plain names
        cached = (sse_bytes("game", b"{%s}" % data, frame.version), body["status"] in OVER)
        frame.rendered[key] = cached
    return cached
