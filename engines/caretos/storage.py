"""The state as stored JSON: every field by name, decisions as named records."""

from __future__ import annotations

from typing import Any

from engines.caretos.board import board_for
from engines.caretos.decisions import decision_from_json
from engines.caretos.state import State

STORED_FIELDS: tuple[str, ...] = tuple(name for name in State.__slots__ if name != "log")
"""Everything but the event log of the action being applied."""

ADDED_LATER: dict[str, Any] = {"scared": 0, "dealt": True}
"""Fields states stored before they existed lack: nothing scared yet this turn, and those
games had dealt everything at set-up."""


def to_json(state: State) -> dict[str, Any]:
    data: dict[str, Any] = {name: getattr(state, name) for name in STORED_FIELDS}
    data["stack"] = [record.to_json() for record in state.stack]
    return data


def from_json(data: Any) -> State:
    values = {
        name: data[name] if name in data or name not in ADDED_LATER else ADDED_LATER[name]
        for name in STORED_FIELDS
    }
    adj = board_for(values["players"]).adj
    values["stack"] = [decision_from_json(record, adj) for record in data["stack"]]
    return State(**values)
