"""Request and response bodies (marshmallow), which the OpenAPI spec is generated from."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from service.game_schemas import (
    ACTION_REF,
    CATALOGUE_ENTRY_REF,
    MAX_SEED,
    OPTION_VALUE,
    VIEW_REF,
)
from service.names import PlayerName

MAX_PLAYERS = 8
"""No game takes more; a longer list is refused before any engine sees it."""


class Component(ma.fields.Raw):
    """A JSON object documented as a named component: the spec shows only its ``$ref``."""

    def __init__(self, ref: dict[str, str], **kwargs: Any) -> None:
        metadata = {**kwargs.pop("metadata", {}), "allOf": [ref]}
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, dict):
            raise ma.ValidationError("Not a valid mapping type.")
        return value


class JsonInteger(ma.fields.Integer):
    """An integer as JSON Schema counts them: ``7`` and ``7.0``; not ``true``, ``"7"``, ``7.5``."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        return super()._deserialize(value, attr, data, **kwargs)


def whole_numbers_as_int(value: Any) -> Any:
    """``value`` with every ``20.0`` as ``20``, at any depth: the same JSON Schema integer.

    Engines hold action fields and options to exact JSON types; this makes a client's
    ``2.0`` the ``2`` that JSON Schema says it is before an engine sees it.
    """
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {k: whole_numbers_as_int(v) for k, v in value.items()}
    if isinstance(value, list):
        return [whole_numbers_as_int(v) for v in value]
    return value


def any_json(description: str) -> ma.fields.Raw:
    """A value that may be any JSON (a map's values): described, so a reader knows what."""
    return ma.fields.Raw(metadata={"description": description})


def json_map(description: str, values: str, **kwargs: Any) -> ma.fields.Dict:
    """A JSON object with free keys: its description, and what each value is."""
    return ma.fields.Dict(
        keys=ma.fields.String(), values=any_json(values),
        metadata={"description": description}, **kwargs,
    )


class Strict(ma.Schema):
    class Meta:
        unknown = ma.RAISE


class HealthSchema(Strict):
    status = ma.fields.String(
        required=True, metadata={"example": "ok", "description": "ok: this process answers"}
    )
    redis = ma.fields.String(
        required=True, metadata={"example": "ok", "description": "ok: Redis answers PING"}
    )


class OptionSchema(Strict):
    name = ma.fields.String(required=True, metadata={"description": "its key in `options`"})
    description = ma.fields.String(required=True, metadata={"description": "what it changes"})
    default = ma.fields.Raw(
        required=True, metadata={**OPTION_VALUE, "description": "the value when omitted"}
    )
    choices = ma.fields.List(
        ma.fields.Raw(metadata={**OPTION_VALUE, "description": "an accepted value"}),
        metadata={"description": "the only values it takes, when it is one of a few"},
    )
    minimum = ma.fields.Integer(metadata={"description": "the least value of an integer option"})
    maximum = ma.fields.Integer(metadata={"description": "the greatest value of an integer option"})


class BotLevelSchema(Strict):
    name = ma.fields.String(
        required=True,
        metadata={"example": "random", "description": "the `bot` of a player in POST /games"},
    )
    description = ma.fields.String(required=True, metadata={"description": "how it plays"})


class GameTypeSchema(Strict):
    name = ma.fields.String(
        required=True,
        metadata={"example": "mission-calaveras", "description": "the `game` of POST /games"},
    )
    title = ma.fields.String(required=True, metadata={"description": "the game's name for people"})
    player_counts = ma.fields.List(
        ma.fields.Integer(metadata={"description": "a number of players"}),
        required=True, metadata={"description": "the numbers of players it takes"},
    )
    options = ma.fields.List(
        ma.fields.Nested(OptionSchema), required=True,
        metadata={"description": "its setup options, with their defaults"},
    )
    action_schema = json_map(
        "JSON Schema of an action (oneOf on type); the spec's <Game>Action says the same",
        "a JSON Schema keyword's value", required=True,
    )
    view_schema = json_map(
        "JSON Schema of a view; the spec's <Game>View says the same",
        "a JSON Schema keyword's value", required=True,
    )
    rules_notes = ma.fields.List(
        ma.fields.String(metadata={"description": "one interpretation, in a sentence"}),
        required=True,
        metadata={"description": "the rules this server had to interpret (GET "
                  "/game-types/{name} gives the complete rules)"},
    )
    rules_url = ma.fields.String(
        required=True,
        metadata={"description": "where the complete rules are (GET /game-types/{name}): "
                  "every ruling is in their `interpretations` section",
                  "format": "uri-reference", "example": "/game-types/mission-calaveras"},
    )
    extra = json_map(
        "game-specific data a front end needs (the Caretos boards)", "one named datum"
    )


class RulesSectionSchema(Strict):
    id = ma.fields.String(
        required=True, metadata={"description": "a stable slug (goal, setup, a-turn, ...)"}
    )
    title = ma.fields.String(required=True, metadata={"description": "the section's heading"})
    markdown = ma.fields.String(required=True, metadata={"description": "its text, Markdown"})


class GameTypeDetailSchema(GameTypeSchema):
    rules = ma.fields.List(
        ma.fields.Nested(RulesSectionSchema),
        required=True,
        metadata={"description": "the complete rules in our own words, in order: goal, "
                  "components, setup, a turn, scoring, the end, interpretations"},
    )
    catalogue = ma.fields.List(
        Component(CATALOGUE_ENTRY_REF),
        required=True,
        metadata={"description": "every kind of card, tile or token of the game"},
    )


class GameTypesSchema(Strict):
    games = ma.fields.List(
        ma.fields.Nested(GameTypeSchema), required=True,
        metadata={"description": "every hosted game (GET /game-types/{name} adds its rules "
                  "and catalogue)"},
    )
    bot_levels = ma.fields.List(
        ma.fields.Nested(BotLevelSchema), required=True,
        metadata={"description": "the levels of server-side bots"},
    )


class ProblemTypeSchema(Strict):
    type = ma.fields.String(
        required=True,
        metadata={"description": "the URI problems of this kind carry as `type`",
                  "format": "uri"},
    )
    kind = ma.fields.String(required=True, metadata={"description": "the URI's last segment"})
    status = ma.fields.Integer(required=True, metadata={"description": "the HTTP status"})
    title = ma.fields.String(required=True, metadata={"description": "the HTTP status phrase"})
    description = ma.fields.String(
        required=True, metadata={"description": "what it means and what a client can do"}
    )


class ProblemTypesSchema(Strict):
    problems = ma.fields.List(
        ma.fields.Nested(ProblemTypeSchema),
        required=True, metadata={"description": "every kind, by status"},
    )


class PlayerSchema(Strict):
    name = PlayerName(required=True, metadata={"description": "1 to 40 characters, trimmed"})
    bot = ma.fields.String(
        load_default=None,
        allow_none=True,
        metadata={"description": "null for a human seat, else a bot level such as 'random'"},
    )


class CreateGameSchema(Strict):
    game = ma.fields.String(required=True, metadata={"example": "mission-calaveras"})
    players = ma.fields.List(
        ma.fields.Nested(PlayerSchema),
        required=True,
        validate=validate.Length(min=1, max=MAX_PLAYERS),
    )
    options = ma.fields.Dict(keys=ma.fields.String(), load_default=None, allow_none=True)
    seed = JsonInteger(
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=0, max=MAX_SEED),
        metadata={"description": "fixes every shuffle; omitted, the server draws one"},
    )


class SeatSchema(Strict):
    index = ma.fields.Integer(
        required=True, metadata={"description": "the seat's number, from 0, in seat order"}
    )
    name = ma.fields.String(required=True, metadata={"description": "the player's name"})
    bot = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "the server bot's level; null: a person plays it"},
    )
    team = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "its team in a team game; null otherwise"},
    )
    ghost = ma.fields.Boolean(
        required=True,
        metadata={"description": "a seat with no player, played by its `controller`"},
    )
    controller = ma.fields.Integer(
        allow_none=True, required=True, metadata={"description": "the seat playing a ghost"}
    )


class SeatWithTokenSchema(SeatSchema):
    token = ma.fields.String(
        allow_none=True,
        metadata={"description": "this human seat's bearer token; shown only in this response"},
    )


GAME_ID = {"description": "the game's id (in its URL)"}
GAME_NAME = {"description": "which game it is (a name from GET /game-types)"}
VERSION = {"description": "counts the actions applied; send it with the next action"}


class CreatedGameSchema(Strict):
    id = ma.fields.String(required=True, metadata=GAME_ID)
    game = ma.fields.String(required=True, metadata=GAME_NAME)
    version = ma.fields.Integer(required=True, metadata=VERSION)
    seats = ma.fields.List(
        ma.fields.Nested(SeatWithTokenSchema), required=True,
        metadata={"description": "every seat in order, each human seat with its token"},
    )


class OutcomeSchema(Strict):
    winners = ma.fields.List(
        ma.fields.Integer(metadata={"description": "a seat index"}), required=True,
        metadata={"description": "the winning seats (empty when nobody wins)"},
    )
    ranks = ma.fields.List(
        ma.fields.Integer(metadata={"description": "that seat's place, 1 is best"}),
        required=True,
        metadata={"description": "each seat's place, by seat; equal places share a rank"},
    )
    scores = ma.fields.List(
        ma.fields.Raw(metadata={"type": "number", "description": "that seat's final score"}),
        allow_none=True, required=True,
        metadata={"description": "each seat's score, by seat (whole numbers as integers); "
                  "null in a game that keeps none"},
    )
    reason = ma.fields.String(required=True, metadata={"description": "how it ended"})
    detail = json_map(
        "game-specific facts (the winning team, the guilty seat, the tie-breaks)",
        "one fact", required=True,
    )


GAME_STATUSES = ("active", "finished")
"""What a game can be: running, or over (its outcome set)."""


class GameSchema(Strict):
    """A game as one viewer sees it. The spec publishes it per game (``<Game>Game``, see
    ``service.game_schemas.game_body_components``), from these same fields."""

    id = ma.fields.String(required=True, metadata=GAME_ID)
    game = ma.fields.String(required=True, metadata=GAME_NAME)
    status = ma.fields.String(
        required=True, validate=validate.OneOf(GAME_STATUSES),
        metadata={"description": "active: running; finished: over, see outcome"},
    )
    version = ma.fields.Integer(required=True, metadata=VERSION)
    seat = ma.fields.Integer(
        allow_none=True,
        required=True,
        metadata={"description": "the viewer's seat; null: spectator"},
    )
    to_act = ma.fields.List(
        ma.fields.Integer(metadata={"description": "a seat index"}), required=True,
        metadata={"description": "the seats that must decide now (a ghost's controller "
                  "stands for it)"},
    )
    seats = ma.fields.List(
        ma.fields.Nested(SeatSchema), required=True, metadata={"description": "every seat"}
    )
    state = Component(VIEW_REF, required=True, metadata={"description": "the viewer's view"})
    legal_actions = ma.fields.List(
        Component(ACTION_REF),
        required=True,
        metadata={"description": "what the viewer's seat may do now; empty otherwise"},
    )
    action_labels = ma.fields.List(
        ma.fields.String(metadata={"description": "a short label for people"}),
        required=True,
        metadata={"description": "a human label for each of legal_actions, in the same order"},
    )
    outcome = ma.fields.Nested(
        OutcomeSchema, allow_none=True, required=True,
        metadata={"description": "how it ended; null while it runs"},
    )
    seed = ma.fields.Integer(
        allow_none=True, required=True, metadata={"description": "revealed once finished"}
    )


class ActionRequestSchema(Strict):
    action = Component(ACTION_REF, required=True, metadata={"description": "one of legal_actions"})
    version = JsonInteger(
        required=True, metadata={"description": "the version the action is for"}
    )


class LogEntrySchema(Strict):
    version = ma.fields.Integer(required=True, metadata={"description": "the version it made"})
    seat = ma.fields.Integer(required=True, metadata={"description": "the seat that acted"})
    action = Component(
        ACTION_REF, required=True, metadata={"description": "as the viewer may see it"}
    )
    time = ma.fields.String(required=True, metadata={"description": "ISO 8601, UTC"})


class GameLogSchema(Strict):
    id = ma.fields.String(required=True, metadata=GAME_ID)
    game = ma.fields.String(required=True, metadata=GAME_NAME)
    version = ma.fields.Integer(required=True, metadata=VERSION)
    players = ma.fields.Integer(
        required=True, metadata={"description": "how many players it was created with"}
    )
    options = ma.fields.Dict(
        keys=ma.fields.String(),
        values=ma.fields.Raw(metadata={**OPTION_VALUE, "description": "the option's value"}),
        required=True,
        metadata={"description": "every option of the game with the value it was set up with"},
    )
    seed = ma.fields.Integer(
        allow_none=True, required=True, metadata={"description": "revealed once finished"}
    )
    entries = ma.fields.List(
        ma.fields.Nested(LogEntrySchema), required=True,
        metadata={"description": "the actions applied, oldest first"},
    )
