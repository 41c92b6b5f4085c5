"""Request and response bodies (marshmallow), which the OpenAPI spec is generated from."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from service.game_schemas import ACTION_REF, EVENT_REF, MAX_NAME, MAX_SEED, VIEW_REF

MAX_PLAYERS = 8
"""No game takes more; a longer list is refused before any engine sees it."""

MAX_LOG_PAGE = 1000
"""The longest games run to about a thousand versions: one page can hold a whole game."""

MAX_WAIT = 60
"""A long poll holds a connection at most a minute: within common proxy idle timeouts."""


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
    name = ma.fields.String(required=True, validate=validate.Length(min=1, max=MAX_NAME))
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
    events = ma.fields.List(
        Component(EVENT_REF),
        required=True,
        metadata={"description": "the action's public effects in order, as the viewer may see "
                                 "them (everything once the game is over)"},
    )


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
    next_since = ma.fields.Integer(
        allow_none=True,
        required=True,
        metadata={"description": "`since` for the next page; null: no entry after these"},
    )


class LogQuerySchema(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE  # other query parameters are ignored, as they always were

    since = ma.fields.Integer(
        load_default=0,
        validate=validate.Range(min=0),
        metadata={"description": "only entries of versions after this one"},
    )
    limit = ma.fields.Integer(
        load_default=None,
        validate=validate.Range(min=1, max=MAX_LOG_PAGE),
        metadata={"description": f"at most this many entries (1 to {MAX_LOG_PAGE}); "
                                 "omitted: every entry after `since`"},
    )


class GameQuerySchema(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE  # other query parameters are ignored, as they always were

    after_version = ma.fields.Integer(
        load_default=None,
        validate=validate.Range(min=0),
        metadata={"description": "long polling: answer once the version is past this one"},
    )
    wait = ma.fields.Float(
        load_default=0.0,
        validate=validate.Range(min=0, max=MAX_WAIT),
        metadata={"description": f"long polling: seconds to wait at most (up to {MAX_WAIT}) "
                                 "for a version after `after_version`; then the current body"},
    )


class GameUpdateSchema(GameSchema):
    entry = ma.fields.Nested(
        LogEntrySchema,
        metadata={"description": "the log entry that made this version (absent in a fresh "
                                 "stream's first event, which is the body GET answers)"},
    )


class StreamQuerySchema(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE  # other query parameters are ignored, as they always were

    after = ma.fields.Integer(
        load_default=None,
        validate=validate.Range(min=0),
        metadata={"description": "resume: the last version the client has (as Last-Event-ID)"},
    )
    ticket = ma.fields.String(
        load_default=None,
        validate=validate.Length(min=1, max=128),
        metadata={"description": "a one-use ticket from POST /games/{game_id}/tickets, for "
                                 "clients that cannot send an Authorization header"},
    )


class TicketSchema(Strict):
    ticket = ma.fields.String(required=True, metadata={"description": "use once, in ?ticket="})
    seat = ma.fields.Integer(required=True, metadata={"description": "the seat it stands for"})
    expires_in = ma.fields.Integer(required=True, metadata={"description": "seconds"})


class AuthHeaderSchema(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE

    Authorization = ma.fields.String(
        metadata={"description": "Bearer <seat token>; omitted: the spectator's view"}
    )
