"""Request and response bodies (marshmallow), which the OpenAPI spec is generated from."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from service.game_schemas import ACTION_REF, MAX_NAME, MAX_SEED, VIEW_REF
from store.games import STATUSES
from store.lobby import CURSOR_PATTERN

MAX_PLAYERS = 8
"""No game takes more; a longer list is refused before any engine sees it."""

LOBBY_PAGE = 20
"""Games per lobby page by default: a screenful."""

MAX_LOBBY_PAGE = 100
"""The most a lobby page holds: each listed game costs a record read."""


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


class JsonBoolean(ma.fields.Boolean):
    """A JSON boolean: ``true`` or ``false``, not ``1``, ``"yes"`` or ``0``."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


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
    """A seat of ``POST /games``: ``{name, bot}`` (a person or a server bot) or ``{open: true}``."""

    name = ma.fields.String(validate=validate.Length(min=1, max=MAX_NAME))
    bot = ma.fields.String(
        load_default=None,
        allow_none=True,
        metadata={"description": "null for a human seat, else a bot level such as 'random'"},
    )
    open = JsonBoolean(
        validate=validate.Equal(True), metadata={"description": "an open seat, joined later"}
    )

    @ma.validates_schema
    def named_or_open(self, data: dict[str, Any], **kwargs: Any) -> None:
        if data.get("open"):
            if "name" in data or data.get("bot") is not None:
                raise ma.ValidationError("an open seat has no name or bot until someone joins")
        elif "name" not in data:
            raise ma.ValidationError("a seat has a name, or is {\"open\": true}", "name")


class CreateGameSchema(Strict):
    game = ma.fields.String(required=True, metadata={"example": "mission-calaveras"})
    players = ma.fields.List(
        ma.fields.Nested(PlayerSchema),
        required=True,
        validate=validate.Length(min=1, max=MAX_PLAYERS),
    )
    options = ma.fields.Dict(keys=ma.fields.String(), load_default=None, allow_none=True)
    listed = JsonBoolean(load_default=False, metadata={"description": "in the lobby"})
    seed = JsonInteger(
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=0, max=MAX_SEED),
        metadata={"description": "fixes every shuffle; omitted, the server draws one"},
    )


class ClockSchema(Strict):
    """A seat's clock (table options `turn_seconds`, `bank_seconds`, `increment_seconds`)."""

    bank = ma.fields.Float(
        allow_none=True,
        required=True,
        metadata={"description": "seconds left on the seat's Fischer clock when its current "
                                 "decision began (null: no clock); the deadline counts it in"},
    )
    deadline = ma.fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "when the decision the seat owes now is due (ISO 8601, UTC, "
                                 "like 2026-11-30T04:00:02.000Z); past it "
                                 "the server plays it with the replacement bot; null when the "
                                 "seat owes no timed decision"},
    )
    timeouts = ma.fields.Integer(
        required=True,
        metadata={"description": "decisions in a row the server played because they were "
                                 "late; at the table's `max_timeouts` the seat is absent"},
    )


class SeatSchema(Strict):
    index = ma.fields.Integer(required=True)
    name = ma.fields.String(
        allow_none=True, required=True, metadata={"description": "null while the seat is open"}
    )
    bot = ma.fields.String(allow_none=True, required=True)
    team = ma.fields.String(allow_none=True, required=True)
    ghost = ma.fields.Boolean(required=True)
    controller = ma.fields.Integer(
        allow_none=True, required=True, metadata={"description": "the seat playing a ghost"}
    )
    open = ma.fields.Boolean(
        required=True, metadata={"description": "waiting for someone to join it"}
    )
    reserved = ma.fields.Boolean(
        required=True,
        metadata={"description": "an open seat of a rematch, kept for its previous player"},
    )
    resigned = ma.fields.Boolean(required=True)
    stand_in = ma.fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "the bot level the server plays this human seat with "
                                 "(after a resign, or while absent); null otherwise"},
    )
    absent = ma.fields.Boolean(
        required=True,
        metadata={"description": "timed out `max_timeouts` decisions in a row: the server "
                                 "plays it until its player acts again (or says it is back)"},
    )
    clock = ma.fields.Nested(ClockSchema, required=True)


class SeatWithTokenSchema(SeatSchema):
    token = ma.fields.String(
        allow_none=True,
        metadata={"description": "this human seat's bearer token; shown only in this response"},
    )
    invite = ma.fields.String(
        allow_none=True,
        metadata={"description": "an open seat's invite (joins it); shown only in this response"},
    )


class CreatedGameSchema(Strict):
    id = ma.fields.String(required=True)
    game = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True)
    seats = ma.fields.List(ma.fields.Nested(SeatWithTokenSchema), required=True)


SEED_COMMITMENT = ma.fields.String(
    allow_none=True,
    required=True,
    metadata={"description": "SHA-256 hex of salt + ':' + decimal seed, from version 0; "
                             "null when the creator chose the seed"},
)
SEEDED_BY_CREATOR = ma.fields.Boolean(
    required=True, metadata={"description": "the creator chose the seed: the deal is theirs"}
)
REVEALED_SEED = ma.fields.Integer(
    allow_none=True,
    required=True,
    metadata={"description": "revealed once the game is over (finished or aborted)"},
)
REVEALED_SALT = ma.fields.String(
    allow_none=True,
    required=True,
    metadata={"description": "revealed with the seed; recompute seed_commitment from both"},
)


class GameSchema(Strict):
    id = ma.fields.String(required=True)
    game = ma.fields.String(required=True)
    status = ma.fields.String(
        required=True,
        validate=validate.OneOf(STATUSES),
        metadata={"description": "waiting (a seat is open), active, finished or aborted"},
    )
    listed = ma.fields.Boolean(required=True, metadata={"description": "shown in the lobby"})
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
    outcome = ma.fields.Dict(
        allow_none=True,
        required=True,
        metadata={"description": "once finished; detail.resigned lists the seats that resigned"},
    )
    seed_commitment = SEED_COMMITMENT
    seeded_by_creator = SEEDED_BY_CREATOR
    seed = REVEALED_SEED
    salt = REVEALED_SALT


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
    by = ma.fields.String(
        metadata={"description": "why the server played this human seat's action: 'resign', "
                                 "'timeout' (its deadline passed) or 'absent'"}
    )


class GameLogSchema(Strict):
    id = ma.fields.String(required=True)
    game = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True)
    players = ma.fields.Integer(required=True)
    options = ma.fields.Dict(required=True)
    seed_commitment = SEED_COMMITMENT
    seeded_by_creator = SEEDED_BY_CREATOR
    seed = REVEALED_SEED
    salt = REVEALED_SALT
    entries = ma.fields.List(ma.fields.Nested(LogEntrySchema), required=True)


class JoinRequestSchema(Strict):
    name = ma.fields.String(required=True, validate=validate.Length(min=1, max=MAX_NAME))
    invite = ma.fields.String(
        load_default=None,
        allow_none=True,
        validate=validate.Length(min=1, max=MAX_NAME),
        metadata={"description": "the seat's invite; not needed in a listed game"},
    )


class SeatTokenSchema(Strict):
    id = ma.fields.String(required=True, metadata={"description": "the game's id"})
    seat = ma.fields.Integer(required=True, metadata={"description": "your seat in it"})
    token = ma.fields.String(
        required=True, metadata={"description": "your seat's bearer token; shown only here"}
    )


class LobbyQuerySchema(Strict):
    status = ma.fields.String(
        load_default="waiting",
        validate=validate.OneOf(["waiting"]),
        metadata={"description": "the lobby lists waiting games only"},
    )
    game = ma.fields.String(
        load_default=None, metadata={"description": "only this game", "example": "caretos"}
    )
    limit = ma.fields.Integer(
        load_default=LOBBY_PAGE,
        validate=validate.Range(min=1, max=MAX_LOBBY_PAGE),
        metadata={"description": "games per page"},
    )
    cursor = ma.fields.String(
        load_default=None,
        validate=validate.Regexp(CURSOR_PATTERN),
        metadata={"description": "next_cursor of the previous page (opaque)"},
    )


class LobbyGameSchema(Strict):
    id = ma.fields.String(required=True)
    game = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True)
    created = ma.fields.String(required=True, metadata={"description": "ISO 8601, UTC"})
    players = ma.fields.Integer(required=True)
    options = ma.fields.Dict(required=True)
    table = ma.fields.Dict(required=True, metadata={"description": "the table options"})
    seats = ma.fields.List(ma.fields.Nested(SeatSchema), required=True)
    open_seats = ma.fields.List(
        ma.fields.Integer(), required=True, metadata={"description": "the seats one may join"}
    )


class LobbyPageSchema(Strict):
    games = ma.fields.List(ma.fields.Nested(LobbyGameSchema), required=True)
    next_cursor = ma.fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "pass it as cursor for the next page; null on the last"},
    )


class AuthHeaderSchema(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE

    Authorization = ma.fields.String(
        metadata={"description": "Bearer <seat token>; omitted: the spectator's view"}
    )
