"""Request and response bodies (marshmallow), which the OpenAPI spec is generated from."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from service.game_schemas import ACTION_REF, MAX_SEED, VIEW_REF
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


class Strict(ma.Schema):
    class Meta:
        unknown = ma.RAISE


class HealthSchema(Strict):
    status = ma.fields.String(required=True, metadata={"example": "ok"})
    redis = ma.fields.String(required=True, metadata={"example": "ok"})


class OptionSchema(Strict):
    name = ma.fields.String(required=True)
    description = ma.fields.String(required=True)
    default = ma.fields.Raw(required=True, metadata={"description": "bool, int or string"})
    choices = ma.fields.List(ma.fields.Raw())
    minimum = ma.fields.Integer(metadata={"description": "the least value of an integer option"})
    maximum = ma.fields.Integer(metadata={"description": "the greatest value of an integer option"})


class BotLevelSchema(Strict):
    name = ma.fields.String(required=True, metadata={"example": "random"})
    description = ma.fields.String(required=True)


class GameTypeSchema(Strict):
    name = ma.fields.String(required=True, metadata={"example": "mission-calaveras"})
    title = ma.fields.String(required=True)
    player_counts = ma.fields.List(ma.fields.Integer(), required=True)
    options = ma.fields.List(ma.fields.Nested(OptionSchema), required=True)
    action_schema = ma.fields.Dict(
        required=True, metadata={"description": "JSON Schema of an action (oneOf on type)"}
    )
    view_schema = ma.fields.Dict(required=True, metadata={"description": "JSON Schema of a view"})
    rules_notes = ma.fields.List(ma.fields.String(), required=True)
    extra = ma.fields.Dict(
        metadata={"description": "game-specific data a front end needs (a board, say)"}
    )


class GameTypesSchema(Strict):
    games = ma.fields.List(ma.fields.Nested(GameTypeSchema), required=True)
    bot_levels = ma.fields.List(ma.fields.Nested(BotLevelSchema), required=True)


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
    index = ma.fields.Integer(required=True)
    name = ma.fields.String(required=True)
    bot = ma.fields.String(allow_none=True, required=True)
    team = ma.fields.String(allow_none=True, required=True)
    ghost = ma.fields.Boolean(required=True)
    controller = ma.fields.Integer(
        allow_none=True, required=True, metadata={"description": "the seat playing a ghost"}
    )


class SeatWithTokenSchema(SeatSchema):
    token = ma.fields.String(
        allow_none=True,
        metadata={"description": "this human seat's bearer token; shown only in this response"},
    )


class CreatedGameSchema(Strict):
    id = ma.fields.String(required=True)
    game = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True)
    seats = ma.fields.List(ma.fields.Nested(SeatWithTokenSchema), required=True)


class GameSchema(Strict):
    id = ma.fields.String(required=True)
    game = ma.fields.String(required=True)
    status = ma.fields.String(required=True, validate=validate.OneOf(["active", "finished"]))
    version = ma.fields.Integer(required=True)
    seat = ma.fields.Integer(
        allow_none=True,
        required=True,
        metadata={"description": "the viewer's seat; null: spectator"},
    )
    to_act = ma.fields.List(ma.fields.Integer(), required=True)
    seats = ma.fields.List(ma.fields.Nested(SeatSchema), required=True)
    state = Component(VIEW_REF, required=True, metadata={"description": "the viewer's view"})
    legal_actions = ma.fields.List(
        Component(ACTION_REF),
        required=True,
        metadata={"description": "what the viewer's seat may do now; empty otherwise"},
    )
    outcome = ma.fields.Dict(allow_none=True, required=True)
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
    seat = ma.fields.Integer(required=True)
    action = Component(
        ACTION_REF, required=True, metadata={"description": "as the viewer may see it"}
    )
    time = ma.fields.String(required=True, metadata={"description": "ISO 8601, UTC"})


class GameLogSchema(Strict):
    id = ma.fields.String(required=True)
    game = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True)
    players = ma.fields.Integer(required=True)
    options = ma.fields.Dict(required=True)
    seed = ma.fields.Integer(
        allow_none=True, required=True, metadata={"description": "revealed once finished"}
    )
    entries = ma.fields.List(ma.fields.Nested(LogEntrySchema), required=True)


class AuthHeaderSchema(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE

    Authorization = ma.fields.String(
        metadata={"description": "Bearer <seat token>; omitted: the spectator's view"}
    )
