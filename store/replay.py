"""A game's states rebuilt from its seed and its log, the way a client replays a finished game.

Engines are deterministic from the seed, so the set-up (players, options, seed) and the
logged actions, unredacted, give every state the game went through. The live feed uses it
for versions no longer held in memory; a test replays finished games of every engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from engines import Engine


def initial_state(engine: Engine[Any], doc: Mapping[str, Any]) -> Any:
    """The state at version 0 of the stored game ``doc``."""
    return engine.new_game(doc["players"], doc["options"], doc["seed"])


def states_after(
    engine: Engine[Any], state: Any, entries: Iterable[Mapping[str, Any]]
) -> Iterator[tuple[int, Any]]:
    """``(version, state)`` after each logged entry, applied in order to ``state``.

    Each step works on a copy; the logged actions were legal when they were committed, and
    ``apply`` checks them again, so a log that does not belong to ``state`` fails loudly.
    A seat change (an entry without an action: joined, left, resigned) leaves the state as
    it was.
    """
    for entry in entries:
        if entry["action"] is not None:
            state = engine.apply(state, entry["seat"], entry["action"])
        yield entry["version"], state


def replay(
    engine: Engine[Any], doc: Mapping[str, Any], entries: Iterable[Mapping[str, Any]]
) -> Any:
    """The state after every entry, from the seed."""
    final = initial_state(engine, doc)
    for _, after in states_after(engine, final, entries):
        final = after
    return final
