"""The state as stored JSON: every field by name, decisions as named records."""

from __future__ import annotations

import operator
from typing import Any

from engines.caretos.board import board_for
from engines.caretos.decisions import decision_from_json
from engines.caretos.state import State

STORED_FIELDS: tuple[str, ...] = tuple(name for name in State.__slots__ if name != "log")
"""Everything but the event log of the action being applied."""

ADDED_LATER: dict[str, Any] = {"scared": 0, "dealt": True}
"""Fields states stored before they existed lack: nothing scared yet this turn, and those
games had dealt everything at set-up."""


STORED_VALUES = operator.attrgetter(*STORED_FIELDS)
"""A state's stored fields' values in one call (states are dumped on every commit)."""

STORED_ITEMS = operator.itemgetter(*STORED_FIELDS)
"""The same fields of a stored state, in one call (KeyError if one is missing)."""


def to_json(state: State) -> dict[str, Any]:
    data: dict[str, Any] = dict(zip(STORED_FIELDS, STORED_VALUES(state), strict=True))
    data["stack"] = [record.to_json() for record in state.stack]
    return data


def from_json(data: Any) -> State:
    try:
        values = dict(zip(STORED_FIELDS, STORED_ITEMS(data), strict=True))
    except KeyError:  # stored before a field existed
        values = {
            name: data[name] if name in data or name not in ADDED_LATER else ADDED_LATER[name]
            for name in STORED_FIELDS
        }
    adj = board_for(values["players"]).adj
    values["stack"] = [decision_from_json(record, adj) for record in data["stack"]]
    return State(**values)
