"""``GET /game-types``: the games, their seat counts, options and action schemas."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from engines import engines
from service.blueprint import Blueprint
from service.schemas import GameTypeSchema, GameTypesSchema
from store.bot_levels import BOT_LEVELS
from store.table_options import options_for

blp = Blueprint("game-types", __name__, description="What games this server hosts")

DESCRIBED = set(GameTypeSchema().fields)


def describe_all() -> dict[str, Any]:
    games = []
    for engine in engines().values():
        described = engine.describe()
        extra = {k: v for k, v in described.items() if k not in DESCRIBED}
        described["options"] = [o.to_json() for o in options_for(engine)]  # table's too
        games.append({**{k: described[k] for k in described if k in DESCRIBED}, "extra": extra})
    levels = [{"name": name, "description": text} for name, text in BOT_LEVELS.items()]
    return {"games": games, "bot_levels": levels}


@blp.route("/game-types")
class GameTypes(MethodView):
    @blp.doc(operationId="getGameTypes")
    @blp.response(200, GameTypesSchema)
    def get(self) -> dict[str, Any]:
        """Every hosted game with its seat counts, options and action schema, and the bot levels.

        Per game: its name (the `game` of POST /games), title, accepted player counts, setup
        options with their defaults, the JSON Schemas of its actions and views, the rules it
        had to interpret, and game-specific data under `extra` (the Caretos boards).
        """
        return describe_all()
