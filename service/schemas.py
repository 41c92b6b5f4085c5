"""Request and response bodies (marshmallow), which the OpenAPI spec is generated from."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from service.game_schemas import (
    ACTION_REF,
    CATALOGUE_ENTRY_REF,
    EVENT_REF,
    MAX_SEED,
    OPTION_VALUE,
    VIEW_REF,
)
from service.names import PlayerName
from store.games import STATUSES
from store.lobby import CURSOR_PATTERN

MAX_VERSION = 2**53 - 1
"""The greatest version a request may name: the most a JavaScript number holds exactly (no
game comes near: the longest run to about a thousand versions)."""

MAX_INVITE = 64
"""Invites are 43-character tokens; anything much longer is not one."""

MAX_PLAYERS = 8
"""No game takes more; a longer list is refused before any engine sees it."""

MAX_LOG_PAGE = 1000
"""The longest games run to about a thousand versions: one page can hold a whole game."""

MAX_WAIT = 60
"""A long poll holds a connection at most a minute: within common proxy idle timeouts."""

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


PLAIN_LEAVES = frozenset({str, int, bool, type(None)})
"""JSON values ``whole_numbers_as_int`` hands back as they are, without a call each."""


def whole_numbers_as_int(value: Any) -> Any:
    """``value`` with every ``20.0`` as ``20``, at any depth: the same JSON Schema integer.

    Engines hold action fields and options to exact JSON types; this makes a client's
    ``2.0`` the ``2`` that JSON Schema says it is before an engine sees it.
    """
    if isinstance(value, dict):
        return {k: v if type(v) in PLAIN_LEAVES else whole_numbers_as_int(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in PLAIN_LEAVES else whole_numbers_as_int(v) for v in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
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
    title = ma.fields.String(
        required=True,
        metadata={"example": "Medium", "description": "its name for a person choosing an "
                  "opponent (Beginner, Easy, Medium, Hard, Expert)"},
    )
    strength = ma.fields.String(
        required=True,
        metadata={"description": "how strong it is in a line, from the measured ratings "
                  "(each game's `bot_ratings`)"},
    )


class BotRatingSchema(Strict):
    seats = ma.fields.Integer(
        required=True, metadata={"description": "the number of players"}
    )
    level = ma.fields.String(
        required=True, metadata={"description": "a bot level's `name`"}
    )
    rating = ma.fields.Float(
        required=True,
        metadata={"description": "Elo-like rating (random = 0 at each seat "
                  "count; 400 points more: about 10 wins to 1), a Bradley-Terry fit of the "
                  "benchmark's games at 0.3 s of CPU per move"},
    )
    low = ma.fields.Float(
        required=True, metadata={"description": "the 95% interval's low end"}
    )
    high = ma.fields.Float(
        required=True, metadata={"description": "the 95% interval's high end"}
    )
    games = ma.fields.Integer(
        required=True, metadata={"description": "benchmark games it played "
                                 "at this seat count"},
    )


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
    bot_ratings = ma.fields.List(
        ma.fields.Nested(BotRatingSchema), required=True,
        metadata={"description": "each bot level's measured rating per seat count (seat "
                  "counts not benchmarked yet are absent)"},
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
                  "format": "uri-reference"},
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
    """A seat of ``POST /games``: ``{name, bot}`` (a person or a server bot) or ``{open: true}``."""

    name = PlayerName(metadata={"description": "1 to 40 characters, trimmed"})
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
    index = ma.fields.Integer(
        required=True, metadata={"description": "the seat's number, from 0, in seat order"}
    )
    name = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "the player's name; null while the seat is open"},
    )
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
    open = ma.fields.Boolean(
        required=True, metadata={"description": "waiting for someone to join it"}
    )
    reserved = ma.fields.Boolean(
        required=True,
        metadata={"description": "an open seat of a rematch, kept for its previous player"},
    )
    resigned = ma.fields.Boolean(
        required=True, metadata={"description": "its player gave up; a server bot plays it"}
    )
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
    creator_token = ma.fields.String(
        required=True,
        metadata={"description": "the creator's token, shown only here: as a bearer token "
                  "on POST /games/{game_id}/abort it calls the game off while it waits (and "
                  "takes it out of the lobby), even when every seat is open"},
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
    """A game as one viewer sees it. The spec publishes it per game (``<Game>Game``, see
    ``service.game_schemas.game_body_components``), from these same fields."""

    id = ma.fields.String(required=True, metadata=GAME_ID)
    game = ma.fields.String(required=True, metadata=GAME_NAME)
    status = ma.fields.String(
        required=True, validate=validate.OneOf(STATUSES),
        metadata={"description": "waiting: a seat is open, nobody acts; active: running; "
                                 "finished: over, see outcome; aborted: called off (by a "
                                 "player before any move, or by the server: abort_reason "
                                 "says why)"},
    )
    listed = ma.fields.Boolean(required=True, metadata={"description": "shown in the lobby"})
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
        metadata={"description": "how it ended (detail.resigned: the seats that resigned); "
                                 "null while it runs"},
    )
    abort_reason = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "why it was aborted, in words for players (a player called "
                  "it off, nobody took its open seats in time, the server stopped playing "
                  "it); null unless aborted"},
    )
    seed_commitment = SEED_COMMITMENT
    seeded_by_creator = SEEDED_BY_CREATOR
    seed = REVEALED_SEED
    salt = REVEALED_SALT


class ActionRequestSchema(Strict):
    action = Component(ACTION_REF, required=True, metadata={"description": "one of legal_actions"})
    version = JsonInteger(
        required=True, validate=validate.Range(min=0, max=MAX_VERSION),
        metadata={"description": "the version the action is for"}
    )


def plain_action_request(body: Any) -> dict[str, Any] | None:
    """What ``ActionRequestSchema`` loads from ``body`` when it is the plain well-formed
    request (an object of an ``action`` object and an integer ``version`` in range, nothing
    else), checked without marshmallow's load, which was 40 of an action's 750 Python
    calls; None for anything else, which the schema then judges (and words the 422 for)."""
    if type(body) is dict and len(body) == 2:
        action, version = body.get("action"), body.get("version")
        if type(action) is dict and type(version) is int and 0 <= version <= MAX_VERSION:
            return {"action": action, "version": version}
    return None


class LogEntrySchema(Strict):
    version = ma.fields.Integer(required=True, metadata={"description": "the version it made"})
    seat = ma.fields.Integer(
        required=True, allow_none=True,
        metadata={"description": "the seat that acted (or the seat a change concerns); null "
                  "on a change the server made itself (it aborted the game)"},
    )
    action = Component(
        ACTION_REF, required=True, allow_none=True,
        metadata={"description": "as the viewer may see it; null on a seat change"},
    )
    time = ma.fields.String(required=True, metadata={"description": "ISO 8601, UTC"})
    events = ma.fields.List(
        Component(EVENT_REF),
        required=True,
        metadata={"description": "the action's public effects in order, as the viewer may see "
                                 "them (everything once the game is over)"},
    )
    by = ma.fields.String(
        metadata={"description": "why the server played this human seat's action: 'resign', "
                                 "'timeout' (its deadline passed) or 'absent'"}
    )
    change = ma.fields.String(
        validate=validate.OneOf(["joined", "left", "resigned", "back", "aborted"]),
        metadata={"description": "on an entry without an action: the seat change that made "
                                 "this version (the seat is the one concerned)"},
    )
    reason = ma.fields.String(
        metadata={"description": "on an 'aborted' entry: why, in words for players"}
    )


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
    seed_commitment = SEED_COMMITMENT
    seeded_by_creator = SEEDED_BY_CREATOR
    seed = REVEALED_SEED
    salt = REVEALED_SALT
    entries = ma.fields.List(
        ma.fields.Nested(LogEntrySchema), required=True,
        metadata={"description": "the actions applied, oldest first"},
    )
    next_since = ma.fields.Integer(
        allow_none=True,
        required=True,
        metadata={"description": "`since` for the next page; null: no entry after these"},
    )


class JoinRequestSchema(Strict):
    name = PlayerName(required=True, metadata={"description": "1 to 40 characters, trimmed"})
    invite = ma.fields.String(
        load_default=None,
        allow_none=True,
        validate=validate.Length(min=1, max=MAX_INVITE),
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
        metadata={"description": "only this game", "example": "caretos"}
    )
    limit = ma.fields.Integer(
        load_default=LOBBY_PAGE,
        validate=validate.Range(min=1, max=MAX_LOBBY_PAGE),
        metadata={"description": "games per page"},
    )
    cursor = ma.fields.String(
        validate=validate.Regexp(CURSOR_PATTERN),
        metadata={"description": "next_cursor of the previous page (opaque)"},
    )


class LobbyGameSchema(Strict):
    id = ma.fields.String(required=True, metadata=GAME_ID)
    game = ma.fields.String(required=True, metadata=GAME_NAME)
    version = ma.fields.Integer(required=True, metadata=VERSION)
    created = ma.fields.String(required=True, metadata={"description": "ISO 8601, UTC"})
    players = ma.fields.Integer(
        required=True, metadata={"description": "how many players it seats"}
    )
    options = ma.fields.Dict(
        keys=ma.fields.String(),
        values=ma.fields.Raw(metadata={**OPTION_VALUE, "description": "the option's value"}),
        required=True,
        metadata={"description": "the game's options as it was set up"},
    )
    table = ma.fields.Dict(required=True, metadata={"description": "the table options"})
    seats = ma.fields.List(
        ma.fields.Nested(SeatSchema), required=True,
        metadata={"description": "every seat, the open ones with a null name"},
    )
    open_seats = ma.fields.List(
        ma.fields.Integer(), required=True, metadata={"description": "the seats one may join"}
    )


class LobbyPageSchema(Strict):
    games = ma.fields.List(
        ma.fields.Nested(LobbyGameSchema), required=True,
        metadata={"description": "listed games with open seats, newest first"},
    )
    next_cursor = ma.fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "pass it as cursor for the next page; null on the last"},
    )


class LogQuerySchema(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE  # other query parameters are ignored, as they always were

    since = ma.fields.Integer(
        load_default=0,
        validate=validate.Range(min=0, max=MAX_VERSION),
        metadata={"description": "only entries of versions after this one"},
    )
    limit = ma.fields.Integer(
        validate=validate.Range(min=1, max=MAX_LOG_PAGE),
        metadata={"description": f"at most this many entries (1 to {MAX_LOG_PAGE}); "
                                 "omitted: every entry after `since`"},
    )


class GameQuerySchema(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE  # other query parameters are ignored, as they always were

    after_version = ma.fields.Integer(
        validate=validate.Range(min=0, max=MAX_VERSION),
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
        validate=validate.Range(min=0, max=MAX_VERSION),
        metadata={"description": "resume: the last version the client has (as Last-Event-ID)"},
    )
    ticket = ma.fields.String(
        validate=validate.Length(min=1, max=128),
        metadata={"description": "a one-use ticket from POST /games/{game_id}/tickets, for "
                                 "clients that cannot send an Authorization header"},
    )


LAST_EVENT_ID_PATTERN = "^[0-9]*$"
"""A version, or empty: the SSE standard treats an empty id as no id (start afresh)."""


class StreamHeadersSchema(ma.Schema):
    """The request header of an event stream (the other headers are not this schema's)."""

    class Meta:
        unknown = ma.EXCLUDE

    last_event_id = ma.fields.String(
        data_key="Last-Event-ID",
        validate=[validate.Regexp(LAST_EVENT_ID_PATTERN), validate.Length(max=20)],
        metadata={"description": "resume after this version (EventSource sends it on "
                                 "reconnecting); empty, as the SSE standard reads it, is none"},
    )


class StreamEndSchema(Strict):
    version = ma.fields.Integer(required=True, metadata={"description": "the final version"})


class TicketSchema(Strict):
    ticket = ma.fields.String(required=True, metadata={"description": "use once, in ?ticket="})
    seat = ma.fields.Integer(required=True, metadata={"description": "the seat it stands for"})
    expires_in = ma.fields.Integer(required=True, metadata={"description": "seconds"})


class IndexLinksSchema(Strict):
    play = ma.fields.String(required=True, metadata={
        "example": "/play", "description": "the web client: play in a browser"})
    docs = ma.fields.String(required=True, metadata={
        "example": "/docs", "description": "this API's reference, browsable (Swagger UI)"})
    openapi = ma.fields.String(required=True, metadata={
        "example": "/openapi.json", "description": "the OpenAPI spec the clients are made from"})
    game_types = ma.fields.String(required=True, metadata={
        "example": "/game-types", "description": "the games hosted here: start with these"})


class IndexSchema(Strict):
    title = ma.fields.String(required=True, metadata={
        "example": "Tabletop games API", "description": "what this server is"})
    version = ma.fields.String(required=True, metadata={
        "example": "1.0.0", "description": "the API's version, as in the spec"})
    links = ma.fields.Nested(IndexLinksSchema, required=True, metadata={
        "description": "where to go from here, as paths on this server"})
