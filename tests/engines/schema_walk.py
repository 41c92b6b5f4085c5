"""Walks a JSON Schema and lists what a UI author could not draw from it.

Every property needs a description; every object says what its properties are (or what
its values are, for a map); no array is positional (``prefixItems``, or items of mixed
unnamed types): decisions in progress are named objects.
"""

from __future__ import annotations

from typing import Any


def schema_problems(schema: Any, path: str = "#") -> list[str]:
    """Every place in ``schema`` that breaks the rules above, as ``path: reason``."""
    problems: list[str] = []
    if not isinstance(schema, dict):
        return problems
    if "prefixItems" in schema:
        problems.append(f"{path}: positional array (prefixItems); use a named object")
    types = schema.get("type")
    type_list = types if isinstance(types, list) else [types]
    if "object" in type_list:
        has_shape = "properties" in schema or isinstance(schema.get("additionalProperties"), dict)
        if not has_shape and not any(k in schema for k in ("oneOf", "anyOf", "allOf", "$ref")):
            problems.append(f"{path}: untyped object (no properties, no value schema)")
    if "array" in type_list:
        items = schema.get("items")
        if not isinstance(items, dict) or not items:
            problems.append(f"{path}: array without an item schema")
    for name, sub in (schema.get("properties") or {}).items():
        where = f"{path}/properties/{name}"
        if not isinstance(sub, dict) or not (sub.get("description") or "$ref" in sub):
            problems.append(f"{where}: no description")
        problems += schema_problems(sub, where)
    for key in ("items", "additionalProperties", "not"):
        if isinstance(schema.get(key), dict):
            problems += schema_problems(schema[key], f"{path}/{key}")
    for key in ("oneOf", "anyOf", "allOf", "prefixItems"):
        for i, sub in enumerate(schema.get(key) or []):
            problems += schema_problems(sub, f"{path}/{key}/{i}")
    for key in ("$defs", "definitions"):
        for name, sub in (schema.get(key) or {}).items():
            problems += schema_problems(sub, f"{path}/{key}/{name}")
    return problems
