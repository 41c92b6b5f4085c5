"""The catalogue of a game's components: what each kind of card or token is.

Front ends draw from it and rules readers look things up in it; every engine lists its
components as entries of this one shape, so a client reads all three games alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CATALOGUE_ENTRY_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["group", "id_pattern", "name", "count", "value", "text"],
    "properties": {
        "group": {"type": "string", "description": "the kind of component (monster, race, ...)"},
        "id_pattern": {
            "type": "string",
            "description": "regular expression matching the ids this kind has in states",
        },
        "name": {"type": "string", "description": "the component's name"},
        "count": {"type": "integer", "minimum": 0, "description": "how many the game has"},
        "value": {
            "type": ["integer", "null"],
            "description": "its printed value or points, where it has one",
        },
        "text": {"type": "string", "description": "what it does, in our own words"},
        "data": {
            "type": "object",
            "description": "game-specific facts (a monster's abilities, a song's effect, ...)",
            "additionalProperties": {"description": "one fact: any JSON value"},
        },
    },
}
"""JSON Schema of one catalogue entry (published in the spec)."""


@dataclass(frozen=True, slots=True)
class CatalogueEntry:
    """One kind of component: how to recognise it, how many there are, what it does."""

    group: str
    id_pattern: str
    name: str
    count: int
    text: str
    value: int | None = None
    data: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "group": self.group,
            "id_pattern": self.id_pattern,
            "name": self.name,
            "count": self.count,
            "value": self.value,
            "text": self.text,
        }
        if self.data is not None:
            body["data"] = self.data
        return body
