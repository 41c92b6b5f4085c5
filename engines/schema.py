"""Building blocks for the JSON Schemas of action kinds.

Each action kind is an object schema whose ``type`` property is a constant, so a
``oneOf`` over the kinds can be discriminated on ``type`` by generated clients.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.actions import FrozenAction
from engines.errors import as_json

JSON = dict[str, Any]


def action_kind(kind: str, description: str, properties: JSON, example: JSON) -> JSON:
    """The schema of one action kind: ``{"type": kind, **properties}``, all required."""
    return {
        "title": kind,
        "type": "object",
        "description": description,
        "properties": {
            "type": {"type": "string", "enum": [kind], "description": "the action kind"},
            **properties,
        },
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


def mismatch(value: Any, schema: JSON, where: str = "action") -> str | None:
    """Why ``value`` does not fit ``schema`` (the subset action schemas use), or None.

    Strict as JSON is: ``true`` is no integer and ``1.0`` is no integer either.
    """
    return compile_checker(schema, where)(value)


Checker = Callable[[Any], "str | None"]


def compile_checker(schema: JSON, where: str) -> Checker:
    """A check of values against one fixed schema, walking the schema once, not per call.

    Action kinds are checked on every ``apply``; this keeps that check off the profile.
    Types are tested with ``type(value) in allowed``, which is exact: ``type(True)`` is
    ``bool``, never ``int``.
    """
    wanted = schema.get("type")
    names: tuple[str, ...] = () if wanted is None else (
        (wanted,) if isinstance(wanted, str) else tuple(wanted)
    )
    allowed = frozenset(t for name in names for t in _PY_TYPES[name])
    enum_values = schema.get("enum")
    enum_set = (
        frozenset(enum_values)
        if enum_values is not None and all(type(e) is str for e in enum_values)
        else None
    )
    minimum = schema.get("minimum")
    properties: JSON = schema.get("properties", {})
    required = tuple(schema.get("required", ()))
    closed = schema.get("additionalProperties") is False
    fields = tuple(_field_plan(name, sub) for name, sub in properties.items())
    items = compile_checker(schema["items"], f"{where}[]") if "items" in schema else None

    def check(value: Any) -> str | None:
        kind = type(value)
        if allowed and kind not in allowed:
            return f"{where} must be {' or '.join(names)}, not {as_json(value)}"
        if enum_values is not None and not (
            value in enum_set if enum_set is not None and kind is str
            else any(_same(value, e) for e in enum_values)
        ):
            return f"{where} must be one of {as_json(enum_values)}, not {as_json(value)}"
        if minimum is not None and kind is int and value < minimum:
            return f"{where} must be at least {minimum}, not {value}"
        if kind is dict or kind is FrozenAction:
            for name in required:
                if name not in value:
                    missing = [n for n in required if n not in value]
                    return f"{where} lacks field(s) {as_json(missing)}"
            if closed and len(value) != len(required):
                extra = sorted(str(k) for k in value if k not in properties)
                if extra:
                    return f"{where} has unknown field(s) {as_json(extra)}"
            # Scalar fields are checked inline (the common case); others by their checker.
            for name, field_types, field_enum, field_min, field_check in fields:
                if name not in value:
                    continue
                field = value[name]
                if field_check is None:
                    if (
                        type(field) in field_types
                        and (field_enum is None or field in field_enum)
                        and (field_min is None or type(field) is not int or field >= field_min)
                    ):
                        continue
                    field_check = compile_checker(properties[name], f"field {as_json(name)}")
                reason = field_check(field)
                if reason:
                    return reason
        elif items is not None and kind is list:
            for i, item in enumerate(value):
                reason = items(item)
                if reason:
                    return reason.replace(f"{where}[]", f"{where}[{i}]", 1)
        return None

    return check


FieldPlan = tuple[str, frozenset[type], "frozenset[str] | None", "int | None", "Checker | None"]


def _field_plan(name: str, schema: JSON) -> FieldPlan:
    """How to check one property: inline (types, a string enum, a minimum) when that is all
    its schema says, else through its own compiled checker."""
    wanted = schema.get("type")
    names = () if wanted is None else ((wanted,) if isinstance(wanted, str) else tuple(wanted))
    simple = bool(names) and set(schema) <= {"type", "enum", "minimum", "description", "title"}
    simple = simple and ("enum" not in schema or all(type(e) is str for e in schema["enum"]))
    if not simple:
        return name, frozenset(), None, None, compile_checker(schema, f"field {as_json(name)}")
    types = frozenset(t for n in names for t in _PY_TYPES[n])
    enum_set = frozenset(schema["enum"]) if "enum" in schema else None
    return name, types, enum_set, schema.get("minimum"), None


_PY_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list,),
    "object": (dict, FrozenAction),
    "null": (type(None),),
}


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b
