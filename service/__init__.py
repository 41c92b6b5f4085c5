"""The HTTP service: ``create_app()`` builds the Flask app around a Redis game store."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import redis
from flask import Flask

from service import cors, errors, game_schemas
from service.docs import DOCS_ASSETS_URL, assets
from service.limits import Limiter, RateLimits
from service.problems import ProblemApi
from service.routes import game_types, games, health
from store.bot_levels import BOT_LEVELS
from store.bot_turns import games_for
from store.settings import Settings

MAX_BODY_BYTES = 64 * 1024
"""The largest action or game request is well under 2 KiB; 64 KiB leaves room, no more."""

API_VERSION = "1.0.0"


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app; settings come from the environment unless ``config`` overrides."""
    app = Flask(__name__)
    settings: Settings = (config or {}).get("SETTINGS") or Settings.from_env()
    app.config.update(
        API_TITLE="Tabletop games API",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="/docs",
        OPENAPI_SWAGGER_UI_URL=DOCS_ASSETS_URL,
        MAX_CONTENT_LENGTH=MAX_BODY_BYTES,
        API_SPEC_OPTIONS={
            "servers": [{"url": "/", "description": "this server"}],
            "info": {
                "contact": {"name": "Tabletop games API maintainers"},
                "description": (
                    "Hosts Caretos, Encantados and Mission Calaveras with hidden information. "
                    "Every error is RFC 9457 application/problem+json."
                )
            },
            "components": {
                "securitySchemes": {
                    "seatToken": {
                        "type": "http",
                        "scheme": "bearer",
                        "description": "the seat token POST /games returned",
                    }
                }
            },
        },
    )
    app.config.update(
        {k: v for k, v in (config or {}).items() if k not in ("SETTINGS", "RATE_LIMITS")}
    )
    logging.getLogger().setLevel(logging.INFO)

    client = redis.Redis.from_url(settings.redis_url)
    app.extensions["games"] = games_for(client, settings)
    limits: RateLimits = (config or {}).get("RATE_LIMITS") or RateLimits.from_env()
    app.extensions["limiter"] = Limiter(client, settings.key_prefix, limits)

    api = ProblemApi(app)
    app.extensions["openapi"] = api
    game_schemas.register(api.spec, list(BOT_LEVELS))
    api.register_blueprint(health.blp)
    api.register_blueprint(game_types.blp)
    api.register_blueprint(games.blp)
    app.register_blueprint(assets)
    errors.register(app)
    cors.install(app)
    return app
