"""Building blocks for the JSON Schemas of action kinds.

Each action kind is an object schema whose ``type`` property is a constant, so a
``oneOf`` over the kinds can be discriminated on ``type`` by generated clients.
"""

from __future__ import annotations

from typing import Any

JSON = dict[str, Any]


def action_kind(kind: str, description: str, properties: JSON, example: JSON) -> JSON:
    """The schema of one action kind: ``{"type": kind, **properties}``, all required."""
    return {
        "title": kind,
        "type": "object",
        "description": description,
        "properties": {"type": {"type": "string", "enum": [kind]}, **properties},
        "required": ["type", *properties],
        "additionalProperties": False,
        "example": {"type": kind, **example},
    }


def card_id(description: str = "a card id, e.g. hotel-3") -> JSON:
    return {"type": "string", "description": description}


def seat_index(description: str = "a seat index") -> JSON:
    return {"type": "integer", "minimum": 0, "description": description}


def enum(*values: str, description: str = "") -> JSON:
    schema: JSON = {"type": "string", "enum": list(values)}
    if description:
        schema["description"] = description
    return schema
