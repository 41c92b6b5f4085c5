"""Each game's actions and views as named OpenAPI components, so clients get real types.

Per game ``<Game>Action`` is a ``oneOf`` over its action kinds (``<Game><Kind>Action``)
with a discriminator on ``type``; ``<Game>View`` is the engine's view schema. ``Action``
and ``View`` are the ``anyOf`` over the games (the game a body belongs to is its ``game``
field), and the response schemas point at them.
"""

from __future__ import annotations

from typing import Any

from apispec import APISpec

from engines import Engine, engines

ACTION_REF = {"$ref": "#/components/schemas/Action"}
VIEW_REF = {"$ref": "#/components/schemas/View"}


def pascal(text: str) -> str:
    """``mission-calaveras`` / ``discard_twist`` → ``MissionCalaveras`` / ``DiscardTwist``."""
    return "".join(part.capitalize() for part in text.replace("_", "-").split("-") if part)


def without_meta(schema: dict[str, Any]) -> dict[str, Any]:
    """A JSON Schema document as an embedded schema (no ``$schema``/``$id`` of its own)."""
    return {k: v for k, v in schema.items() if k not in ("$schema", "$id")}


def game_components(engine: Engine[Any]) -> dict[str, dict[str, Any]]:
    """The components one game contributes, by name."""
    game = pascal(engine.name)
    components: dict[str, dict[str, Any]] = {}
    mapping: dict[str, str] = {}
    for kind, schema in engine.action_kinds.items():
        name = f"{game}{pascal(kind)}Action"
        components[name] = {**without_meta(dict(schema)), "title": name}
        mapping[kind] = f"#/components/schemas/{name}"
    components[f"{game}Action"] = {
        "title": f"{game}Action",
        "description": f"An action of {engine.title}.",
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }
    components[f"{game}View"] = {
        **without_meta(dict(engine.view_schema)),
        "title": f"{game}View",
    }
    return components


def register(spec: APISpec) -> None:
    """Add every game's components, and the ``Action`` and ``View`` unions, to ``spec``."""
    games = list(engines().values())
    for engine in games:
        for name, component in game_components(engine).items():
            spec.components.schema(name, component=component)
    spec.components.schema("Action", component={
        "title": "Action",
        "description": "An action of any hosted game; each game's is a oneOf on 'type'.",
        "anyOf": [{"$ref": f"#/components/schemas/{pascal(e.name)}Action"} for e in games],
    })
    spec.components.schema("View", component={
        "title": "View",
        "description": "What one seat (or a spectator) may see of a game.",
        "anyOf": [{"$ref": f"#/components/schemas/{pascal(e.name)}View"} for e in games],
    })
