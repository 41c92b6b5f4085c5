"""Each game's actions and views as named OpenAPI components, so clients get real types.

Per game ``<Game>Action`` is a ``oneOf`` over its action kinds (``<Game><Kind>Action``)
with a discriminator on ``type``; ``<Game>Event`` likewise over its event kinds
(``<Game><Kind>Event``, the log's public effects of an action), for a game that has any;
``<Game>View`` is the engine's view schema. ``Action``
``View`` and ``Event`` are the ``anyOf`` over the games (the game a body belongs to is its ``game``
field), and the response schemas point at them. ``<Game>CreateGame`` is the body of
``POST /games`` for that game, exact (its player counts, options, bot levels), and
``CreateGame`` the ``oneOf`` over them with a discriminator on ``game``.

The game body is published the same way: ``<Game>Game`` is the service's game body
(``service.schemas.GameSchema``, field for field) with ``game`` fixed, ``state`` that game's
view and ``legal_actions`` that game's actions, and ``Game`` the ``oneOf`` over them with a
discriminator on ``game``, so typed clients narrow the whole body by checking ``game``.
"""

from __future__ import annotations

from typing import Any

from apispec import APISpec

from engines import Engine, Option, engines
from engines.catalogue import CATALOGUE_ENTRY_SCHEMA
from service.names import MAX_NAME, NAME_PATTERN
from store import seeds, table_options

ACTION_REF = {"$ref": "#/components/schemas/Action"}
VIEW_REF = {"$ref": "#/components/schemas/View"}
EVENT_REF = {"$ref": "#/components/schemas/Event"}
CREATE_GAME_REF = {"$ref": "#/components/schemas/CreateGame"}
GAME_REF = {"$ref": "#/components/schemas/Game"}
CATALOGUE_ENTRY_REF = {"$ref": "#/components/schemas/CatalogueEntry"}

OPTION_VALUE = {"type": ["boolean", "integer", "string"]}
"""What an option's value may be (``engines.Option.default``)."""

MAX_SEED = seeds.MAX_SEED

JSON_TYPES = {bool: "boolean", int: "integer", str: "string"}

def pascal(text: str) -> str:
    """``mission-calaveras`` / ``discard_twist`` → ``MissionCalaveras`` / ``DiscardTwist``."""
    return "".join(part.capitalize() for part in text.replace("_", "-").split("-") if part)


def without_meta(schema: dict[str, Any]) -> dict[str, Any]:
    """A JSON Schema document as an embedded schema (no ``$schema``/``$id`` of its own)."""
    embedded: dict[str, Any] = with_items(
        {k: v for k, v in schema.items() if k not in ("$schema", "$id")})
    return embedded


def with_items(schema: Any) -> Any:
    """``schema`` with ``items: {}`` on arrays that leave their items open, and without the
    ``discriminator`` of a ``oneOf`` that has no ``mapping``.

    The same meaning, said explicitly: OpenAPI linters and client generators want the
    ``items``; and OpenAPI reads a discriminator without a mapping as naming component
    schemas, which an engine's inline ``oneOf`` (told apart by its ``const`` kinds) has none
    of, so validators would look for components that do not exist.
    """
    if isinstance(schema, list):
        return [with_items(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    fixed = {k: with_items(v) for k, v in schema.items()
             if not (k == "discriminator" and isinstance(v, dict) and "mapping" not in v)}
    types = fixed.get("type")
    if (types == "array" or (isinstance(types, list) and "array" in types)) and not (
        "items" in fixed or "prefixItems" in fixed
    ):
        fixed["items"] = {}
    return fixed


def option_schema(option: Option) -> dict[str, Any]:
    schema: dict[str, Any] = {
        "type": JSON_TYPES[type(option.default)],
        "description": option.description,
        "default": option.default,
    }
    if option.minimum is not None:
        schema["minimum"] = option.minimum
    if option.maximum is not None:
        schema["maximum"] = option.maximum
    if option.choices:
        schema["enum"] = list(option.choices)
    return schema


def player_component() -> dict[str, Any]:
    return {
        "title": "Player",
        "type": "object",
        "additionalProperties": False,
        "required": ["name"],
        "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": MAX_NAME,
                     "pattern": NAME_PATTERN,
                     "description": "the player's name, shown to the others: trimmed, without "
                     "control or bidi-control characters"},
            "bot": {
                "anyOf": [{"$ref": "#/components/schemas/BotLevelName"}, {"type": "null"}],
                "description": "null (the default) for a human seat, else a bot level",
            },
        },
    }


def open_seat_component() -> dict[str, Any]:
    return {
        "title": "OpenSeat",
        "type": "object",
        "additionalProperties": False,
        "required": ["open"],
        "properties": {
            "open": {
                "type": "boolean",
                "enum": [True],
                "description": "a seat whoever joins it takes (with its invite, or freely "
                               "in a listed game)",
            },
        },
    }


def create_game_component(engine: Engine[Any], bot_levels: list[str]) -> dict[str, Any]:
    """The body of ``POST /games`` for one game: only what it accepts is schema-valid."""
    game = pascal(engine.name)
    counts = sorted(engine.player_counts)
    assert counts == list(range(counts[0], counts[-1] + 1)), "player counts must be a range"
    return {
        "title": f"{game}CreateGame",
        "description": f"A new game of {engine.title}.",
        "type": "object",
        "additionalProperties": False,
        "required": ["game", "players"],
        "properties": {
            "game": {"type": "string", "enum": [engine.name], "description": "which game"},
            "players": {
                "type": "array",
                "description": "one per player, in seat order (ghost seats are added)",
                "minItems": counts[0],
                "maxItems": counts[-1],
                "items": {"oneOf": [{"$ref": "#/components/schemas/Player"},
                                    {"$ref": "#/components/schemas/OpenSeat"}]},
            },
            "listed": {
                "type": "boolean",
                "description": "shown in the lobby (GET /games), where anyone may join its "
                               "open seats without an invite; false when omitted",
            },
            "options": {
                "type": ["object", "null"],
                "additionalProperties": False,
                "description": "omitted options take their defaults",
                "properties": {
                    opt.name: option_schema(opt) for opt in table_options.options_for(engine)
                },
            },
            "seed": {
                "type": ["integer", "null"],
                "minimum": 0,
                "maximum": MAX_SEED,
                "description": "fixes every shuffle; omitted, the server draws one",
            },
        },
        "example": {
            "game": engine.name,
            "players": [
                {"name": f"p{i}", "bot": None if i == 0 else bot_levels[0]}
                for i in range(counts[0])
            ],
        },
    }


def kind_components(
    engine: Engine[Any], kinds: dict[str, Any], suffix: str, what: str
) -> dict[str, dict[str, Any]]:
    """``<Game><Kind><Suffix>`` per kind and ``<Game><Suffix>``, a oneOf on ``type``."""
    game = pascal(engine.name)
    components: dict[str, dict[str, Any]] = {}
    mapping: dict[str, str] = {}
    for kind, schema in kinds.items():
        name = f"{game}{pascal(kind)}{suffix}"
        components[name] = {**without_meta(dict(schema)), "title": name}
        mapping[kind] = f"#/components/schemas/{name}"
    components[f"{game}{suffix}"] = {
        "title": f"{game}{suffix}",
        "description": f"{what} of {engine.title}.",
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }
    return components


def game_components(engine: Engine[Any]) -> dict[str, dict[str, Any]]:
    """The components one game contributes, by name."""
    game = pascal(engine.name)
    components = kind_components(engine, dict(engine.action_kinds), "Action", "An action")
    if engine.event_kinds:
        components.update(
            kind_components(engine, dict(engine.event_kinds), "Event", "A public effect")
        )
    components[f"{game}View"] = {
        **without_meta(dict(engine.view_schema)),
        "title": f"{game}View",
    }
    return components


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def game_body_component(engine: Engine[Any], body: dict[str, Any]) -> dict[str, Any]:
    """``<Game>Game``: the game body ``body`` (the JSON Schema of every game's body) made
    exact for ``engine``: its name, its view, its actions. Other fields stay as they are."""
    game = pascal(engine.name)
    properties = dict(body["properties"])
    properties["game"] = {**properties["game"], "const": engine.name}
    # Plain $refs (3.1 allows a description beside one): generators read ``allOf`` of a
    # discriminated union as inheritance and drop its discriminator from the type.
    properties["state"] = {**ref(f"{game}View"), "description": properties["state"]["description"]}
    properties["legal_actions"] = {**properties["legal_actions"], "items": ref(f"{game}Action")}
    return {
        **body,
        "title": f"{game}Game",
        "description": f"A game of {engine.title} as one viewer sees it.",
        "properties": properties,
    }


def one_of_games(name: str, suffix: str, description: str) -> dict[str, Any]:
    """A ``oneOf`` over each game's ``<Game><suffix>``, told apart by ``game``."""
    games = list(engines().values())
    mapping = {e.name: f"#/components/schemas/{pascal(e.name)}{suffix}" for e in games}
    return {
        "title": name,
        "description": description,
        "oneOf": [{"$ref": target} for target in mapping.values()],
        "discriminator": {"propertyName": "game", "mapping": mapping},
    }


def register_game_bodies(spec: APISpec, body: dict[str, Any]) -> None:
    """``<Game>Game`` per game and their union ``Game`` (``GAME_REF``), from ``body``."""
    for engine in engines().values():
        spec.components.schema(
            f"{pascal(engine.name)}Game", component=game_body_component(engine, body)
        )
    spec.components.schema("Game", component=one_of_games(
        "Game", "Game", "A game as one viewer sees it; `game` says which, and with it the "
        "types of `state` and `legal_actions`."))


def register(spec: APISpec, bot_levels: list[str]) -> None:
    """Add every game's components, and the unions over the games, to ``spec``."""
    games = list(engines().values())
    spec.components.schema("CatalogueEntry", component={
        **CATALOGUE_ENTRY_SCHEMA, "title": "CatalogueEntry",
        "description": "One kind of card, tile or token of a game.",
    })
    spec.components.schema("BotLevelName", component={
        "title": "BotLevelName", "type": "string", "enum": bot_levels,
        "description": "a level of server-side bot (GET /game-types describes them)",
    })
    spec.components.schema("Player", component=player_component())
    spec.components.schema("OpenSeat", component=open_seat_component())
    for engine in games:
        for name, component in game_components(engine).items():
            spec.components.schema(name, component=component)
        spec.components.schema(
            f"{pascal(engine.name)}CreateGame", component=create_game_component(engine, bot_levels)
        )
    spec.components.schema("CreateGame", component=one_of_games(
        "CreateGame", "CreateGame", "A new game of any hosted game, told apart by 'game'."))
    spec.components.schema("Action", component={
        "title": "Action",
        "description": "An action of any hosted game; each game's is a oneOf on 'type'.",
        "anyOf": [{"$ref": f"#/components/schemas/{pascal(e.name)}Action"} for e in games],
    })
    with_events = [e for e in games if e.event_kinds]
    spec.components.schema("Event", component={
        "title": "Event",
        "description": "A public effect of an action (redacted for the viewer), a typed object "
                       "of its game; each game's is a oneOf on 'type'.",
        **({"anyOf": [{"$ref": f"#/components/schemas/{pascal(e.name)}Event"}
                      for e in with_events]} if with_events else
           {"type": "object", "required": ["type"],
            "properties": {"type": {"type": "string", "description": "the event kind"}}}),
    })
    spec.components.schema("View", component={
        "title": "View",
        "description": "What one seat (or a spectator) may see of a game.",
        "anyOf": [{"$ref": f"#/components/schemas/{pascal(e.name)}View"} for e in games],
    })
