"""Server-Sent Events text: each version rendered once per viewer class, shared by streams.

The body of an ``event: game`` is what ``GET /games/{id}`` gives the viewer at that version
(``service.routes.games.game_body``, the engines' views: the one redaction path) plus the
log entry that made it (``shown_entry``).
"""

from __future__ import annotations

import json
from typing import Any

from service.routes.games import game_body, shared_body, shown_entry
from store.live import Frame

OVER = frozenset({"finished", "aborted"})
"""Statuses after which nothing more happens in a game: the stream ends."""

SHARED = "shared"
"""The key of a frame's viewer-independent body parts in its render cache."""

COMPACT = json.JSONEncoder(separators=(",", ":"))
"""One encoder for every event (``json.dumps`` with options builds one per call)."""


def compact(value: Any) -> str:
    text: str = COMPACT.encode(value)
    return text


def sse_text(event: str, data: str, event_id: int | None = None) -> str:
    """One Server-Sent Event (JSON data is a single line: no newline inside)."""
    head = f"event: {event}\n" + (f"id: {event_id}\n" if event_id is not None else "")
    return f"{head}data: {data}\n\n"


def sse(event: str, data: Any, event_id: int | None = None) -> str:
    return sse_text(event, compact(data), event_id)


def rendered(frame: Frame, seat: int | None, with_entry: bool) -> tuple[bytes, bool]:
    """The event for ``frame`` as ``seat`` sees it, and whether the game is over then;
    built once per viewer and frame in this process, shared by every stream of the game.
    What every viewer sees alike (seats, outcome, seed...) is encoded once per frame."""
    key = (seat, with_entry)
    cached: tuple[bytes, bool] | None = frame.rendered.get(key)
    if cached is None:
        shared_parts: tuple[dict[str, Any], dict[str, str]] | None = frame.rendered.get(SHARED)
        if shared_parts is None:
            shared = shared_body(frame.game)
            shared_parts = (shared, {k: compact(v) for k, v in shared.items()})
            frame.rendered[SHARED] = shared_parts
        shared, encoded = shared_parts
        body = game_body(frame.game, seat, shared)
        if with_entry and frame.entry is not None:
            body["entry"] = shown_entry(frame.game, frame.entry, seat)
        data = ",".join(f'"{k}":{encoded[k] if k in encoded else compact(v)}'
                        for k, v in body.items())  # the keys are plain names
        text = sse_text("game", f"{{{data}}}", frame.version)
        cached = (text.encode(), body["status"] in OVER)
        frame.rendered[key] = cached
    return cached
