"""``GET /game-types`` and ``GET /game-types/{name}``: the games, their seat counts,
options, action and view schemas; per game also its complete rules and its catalogue.

Both answers are fixed for a running server, so each is built once and carries an ETag
of its content: a client that keeps them sends If-None-Match and gets 304.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from flask.views import MethodView

from engines import Engine, engines
from engines.errors import as_json
from service import conditional
from service.blueprint import Blueprint
from service.problems import Problem, problem_doc
from service.schemas import GameTypeDetailSchema, GameTypeSchema, GameTypesSchema
from store.bot_levels import BOT_LEVELS, BOT_TITLES
from store.bot_ratings import BOT_STRENGTH, bot_ratings
from store.table_options import options_for

blp = Blueprint("game-types", __name__, description="What games this server hosts")

DESCRIBED = set(GameTypeSchema().fields)
NOT_MODIFIED = "not modified since the ETag sent in If-None-Match"


def describe(engine: Engine[Any]) -> dict[str, Any]:
    """What ``GET /game-types`` says of one game."""
    described = engine.describe()
    extra = {k: v for k, v in described.items() if k not in DESCRIBED}
    described["options"] = [o.to_json() for o in options_for(engine)]  # the table's too
    return {
        **{k: described[k] for k in described if k in DESCRIBED},
        "rules_url": f"/game-types/{engine.name}",
        "extra": extra,
        "bot_ratings": bot_ratings(engine.name),
    }


@cache
def describe_all() -> tuple[dict[str, Any], str]:
    levels = [{"name": name, "description": text, "title": BOT_TITLES[name],
               "strength": BOT_STRENGTH.get(name, "not rated yet")}
              for name, text in BOT_LEVELS.items()]
    body = {"games": [describe(e) for e in engines().values()], "bot_levels": levels}
    return body, conditional.content_tag(body)


@cache
def describe_one(name: str) -> tuple[dict[str, Any], str]:
    engine = engines()[name]
    body = {
        **describe(engine),
        "rules": engine.rules(),
        "catalogue": [entry.to_json() for entry in engine.catalogue()],
    }
    return body, conditional.content_tag(body)


@blp.route("/game-types")
class GameTypes(MethodView):
    @blp.doc(operationId="getGameTypes")
    @blp.arguments(conditional.ConditionalSchema(), location="headers", as_kwargs=True)
    @blp.response(200, GameTypesSchema, headers={"ETag": conditional.ETAG})
    @blp.alt_response(304, description=NOT_MODIFIED)
    def get(self, if_none_match: str | None = None) -> Any:
        """Every hosted game with its seat counts, options and action schema, and the bot levels.

        Per game: its name (the `game` of POST /games), title, accepted player counts, setup
        options with their defaults, the JSON Schemas of its actions and views, the rules it
        had to interpret, game-specific data under `extra` (the Caretos boards), and each
        bot level's measured rating per seat count (`bot_ratings`); each bot level has a
        `title` for people and its `strength` in a line.
        GET /game-types/{name} adds the game's complete rules and its catalogue.
        """
        body, tag = describe_all()
        return conditional.not_modified(tag, if_none_match) or conditional.tagged(body, tag)


@blp.route("/game-types/<string:name>", parameters=[{
    "in": "path", "name": "name", "required": True,
    "description": "a game's name, as GET /game-types lists them",
    "schema": {"type": "string", "enum": sorted(engines())}}])
class GameTypeDetail(MethodView):
    @blp.doc(operationId="getGameType")
    @blp.arguments(conditional.ConditionalSchema(), location="headers", as_kwargs=True)
    @blp.response(200, GameTypeDetailSchema, headers={"ETag": conditional.ETAG})
    @blp.alt_response(304, description=NOT_MODIFIED)
    @blp.alt_response(404, **problem_doc("this server hosts no game of this name"))
    def get(self, name: str, if_none_match: str | None = None) -> Any:
        """One game: all GET /game-types says of it, its complete rules and its catalogue.

        `rules` are Markdown sections in our own words (goal, components, setup, a turn,
        scoring, the end, and every interpretation we made); `catalogue` lists every kind of
        card, tile or token with its id pattern, count, value and what it does.
        """
        if name not in engines():
            raise Problem(404, "game-type-not-found",
                          f"no game named {as_json(name)}; hosted: {as_json(sorted(engines()))}")
        body, tag = describe_one(name)
        return conditional.not_modified(tag, if_none_match) or conditional.tagged(body, tag)
