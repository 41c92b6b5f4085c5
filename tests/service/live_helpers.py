"""Reading event streams in tests, and the hidden-id scan applied to what they carry."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

# sseclient-py parses the wire format the way client libraries do (fields, comments, ids,
# multi-line data, chunk boundaries anywhere); parsing by hand here would test our own
# parser's reading of the stream instead of the stream.
import sseclient

from engines import Engine
from engines.views import strings_in


def sse_events(chunks: Iterable[bytes]) -> Iterator[sseclient.Event]:
    """The events of a stream given as byte chunks (a WSGI body or a requests stream)."""
    return sseclient.SSEClient(chunks).events()  # type: ignore[no-any-return]


def data_of(event: sseclient.Event) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(event.data)
    return data


def leaked(engine: Engine[Any], state: Any, viewer: int | None, shown: Any) -> set[str]:
    """Ids hidden from ``viewer`` in ``state`` that appear anywhere in ``shown``."""
    return engine.hidden_from(state, viewer) & strings_in(shown)


def leaked_in_update(
    engine: Engine[Any], before: Any, after: Any, viewer: int | None, update: dict[str, Any]
) -> set[str]:
    """What a stream's update (a body at ``after`` and the entry that made it) shows
    ``viewer`` of the ids it must not see.

    The body is scanned like a view, against ``after``. An entry may name cards the action
    itself showed everybody (a card played face up, then discarded out of sight), so its
    events are scanned for ids hidden from the viewer both before and after the action that
    the action, as shown to the viewer, does not name: a card drawn, a card kept secret.
    """
    body = {k: v for k, v in update.items() if k != "entry"}
    found = leaked(engine, after, viewer, body)
    entry = update.get("entry")
    if entry is not None:
        secret = engine.hidden_from(before, viewer) & engine.hidden_from(after, viewer)
        found |= (secret - strings_in(entry["action"])) & strings_in(entry["events"])
    return found
