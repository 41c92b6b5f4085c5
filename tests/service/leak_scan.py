"""What a viewer must never receive, and a scan of everything the API sends it.

A card id is a leak in a body when the engine says it is hidden from the viewer in the
state the body shows. In a log entry it is a leak when it was hidden from the viewer both
before and after the action: ids the action revealed, or that moved from the table into a
hand in plain sight, were seen by everybody.

Two exemptions, for cards that passed through the open table within one action. A card the
actor held before and no longer holds after (played face up, then shuffled back into the
draw pile). And, in an action that turned public cards face down (a reshuffle, a new
round's deal), any card the actor held before: it may have been discarded face up and dealt
back to the same hand. A card the actor keeps secret in a quiet action (a kept card, a
secret trade) is exempt from neither.
"""

from __future__ import annotations

import json
import re
from typing import Any

from engines import Engine
from engines.views import strings_in

TOKEN = re.compile(r"[\w-]+")
"""Card ids are words with hyphens; a free text is cut into such tokens before matching,
so ``trolls-1`` is not found inside ``trolls-10``."""


def leaked(hidden: set[str], *sent: Any) -> set[str]:
    """The hidden ids found anywhere in ``sent`` (JSON values or plain strings)."""
    found: set[str] = set()
    for item in sent:
        if isinstance(item, str):
            found |= hidden & set(TOKEN.findall(item))
        else:
            found |= hidden & strings_in(item)
    return found


def body_leaks(engine: Engine[Any], state: Any, viewer: int | None, body: Any,
               headers: dict[str, str]) -> set[str]:
    """Hidden ids in a game body (state, legal actions, every other field) or its headers."""
    hidden = engine.hidden_from(state, viewer)
    return leaked(hidden, body, json.dumps(body), *headers.values())


def log_leaks(engine: Engine[Any], states: list[Any], viewer: int | None,
              entries: list[dict[str, Any]]) -> dict[int, set[str]]:
    """Hidden ids in log entries as ``viewer`` read them, by version; ``states[v]`` is
    version v."""
    found: dict[int, set[str]] = {}
    for entry in entries:
        version = entry["version"]
        before, after = states[version - 1], states[version]
        hidden = engine.hidden_from(before, viewer) & engine.hidden_from(after, viewer)
        held = hidden - engine.hidden_from(before, entry["seat"])
        let_go = held & engine.hidden_from(after, entry["seat"])
        went_dark = strings_in(engine.view(before, None)) & engine.hidden_from(after, None)
        leaks = leaked(hidden - (held if went_dark else let_go), entry)
        if leaks:
            found[version] = leaks
    return found
