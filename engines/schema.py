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


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list,),
    "object": (dict,),
    "null": (type(None),),
}


def mismatch(value: Any, schema: JSON, where: str = "action") -> str | None:
    """Why ``value`` does not fit ``schema`` (the subset action schemas use), or None.

    Strict as JSON is: ``true`` is no integer and ``1.0`` is no integer either.
    """
    wanted = schema.get("type")
    if wanted is not None:
        names = [wanted] if isinstance(wanted, str) else list(wanted)
        if not any(_is(value, name) for name in names):
            return f"{where} must be {' or '.join(names)}, not {value!r}"
    if "enum" in schema and not any(_same(value, e) for e in schema["enum"]):
        return f"{where} must be one of {schema['enum']}, not {value!r}"
    minimum = schema.get("minimum")
    if minimum is not None and _is(value, "integer") and value < minimum:
        return f"{where} must be at least {minimum}, not {value}"
    if isinstance(value, dict):
        properties: JSON = schema.get("properties", {})
        missing = [name for name in schema.get("required", ()) if name not in value]
        if missing:
            return f"{where} lacks field(s) {missing}"
        if schema.get("additionalProperties") is False:
            extra = sorted(str(k) for k in value if k not in properties)
            if extra:
                return f"{where} has unknown field(s) {extra}"
        for name, sub in properties.items():
            if name in value:
                reason = mismatch(value[name], sub, f"field {name!r}")
                if reason:
                    return reason
    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            reason = mismatch(item, schema["items"], f"{where}[{i}]")
            if reason:
                return reason
    return None


def _is(value: Any, name: str) -> bool:
    if name in ("integer", "number") and isinstance(value, bool):
        return False
    if name == "integer" and isinstance(value, float):
        return False
    return isinstance(value, _JSON_TYPES.get(name, ()))


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b
