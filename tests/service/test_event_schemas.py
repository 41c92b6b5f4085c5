"""Each game's event kinds become typed components of the spec, a oneOf on ``type``."""

from __future__ import annotations

from typing import Any, ClassVar

from apispec import APISpec

from engines import engines, get_engine
from service.game_schemas import game_components, register

HOLDING = {
    "type": "object",
    "description": "the cards a seat holds after its action",
    "required": ["type", "seat", "cards"],
    "properties": {
        "type": {"const": "holding", "description": "the event kind"},
        "seat": {"type": "integer", "description": "whose cards"},
        "cards": {"type": "array", "items": {"type": "string"}, "description": "card ids"},
    },
}


class WithEvents(type(get_engine("caretos"))):  # type: ignore[misc]
    event_kinds: ClassVar[dict[str, Any]] = {"holding": HOLDING}


def test_event_kinds_become_components_and_a_discriminated_union(monkeypatch: Any) -> None:
    components = game_components(WithEvents())
    assert components["CaretosHoldingEvent"]["properties"] == HOLDING["properties"]
    union = components["CaretosEvent"]
    assert union["oneOf"] == [{"$ref": "#/components/schemas/CaretosHoldingEvent"}]
    assert union["discriminator"] == {
        "propertyName": "type",
        "mapping": {"holding": "#/components/schemas/CaretosHoldingEvent"},
    }
    monkeypatch.setitem(engines(), "caretos", WithEvents())
    spec = APISpec("t", "1", "3.1.0")
    register(spec, ["random"])
    schemas = spec.to_dict()["components"]["schemas"]
    assert {"$ref": "#/components/schemas/CaretosEvent"} in schemas["Event"]["anyOf"]


def test_without_event_kinds_an_event_is_any_typed_object() -> None:
    assert all(not name.endswith("Event") for e in engines().values() if not e.event_kinds
               for name in game_components(e))
