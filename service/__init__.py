"""The HTTP service: ``create_app()`` builds the Flask app around a Redis game store."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from typing import Any

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix

from service import conditional, cors, errors, game_schemas, observability, public_url
from service.app import App
from service.docs import DOCS_ASSETS_URL, assets, guides_description
from service.limits import Limiter, RateLimits
from service.play import blp as play_blueprint
from service.problems import MAX_BODY_BYTES, ProblemApi
from service.routes import (
    game_types,
    games,
    health,
    index,
    live,
    lobby,
    problem_types,
    seats,
)
from service.schemas import GameSchema
from store.bot_levels import BOT_LEVELS
from store.bot_turns import games_for
from store.redis_client import REQUEST_TIMEOUT, game_store_client, queue_client
from store.redis_store import GameStore
from store.settings import Settings

API_VERSION = "1.0.0"


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app; settings come from the environment unless ``config`` overrides."""
    app = App(__name__)
    hops = int(os.environ.get("TTG_PROXY_HOPS", "0"))
    if hops:  # behind the stream server (make run) or another proxy: the client's address
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)  # type: ignore[method-assign]
    settings: Settings = (config or {}).get("SETTINGS") or Settings.from_env()
    app.config.update(
        API_TITLE="Tabletop games API",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="/docs",
        OPENAPI_SWAGGER_UI_URL=DOCS_ASSETS_URL,
        # operationIds on screen: the names the generated clients use
        OPENAPI_SWAGGER_UI_CONFIG={"displayOperationId": True},
        MAX_CONTENT_LENGTH=MAX_BODY_BYTES,
        API_SPEC_OPTIONS={
            "servers": [{"url": "/", "description": "this server"}],
            "info": {
                "contact": {"name": "Tabletop games API maintainers"},
                "description": (
                    "Hosts Caretos, Encantados and Mission Calaveras with hidden information. "
                    "Every error is RFC 9457 application/problem+json whose `type` is a URI "
                    "on this server saying what the kind means (GET /problems lists them). "
                    f"Request bodies are JSON (`application/json`, else 415) of at most "
                    f"{MAX_BODY_BYTES} bytes (else 413). GET /game-types and the games "
                    "answer with an ETag: send it back in If-None-Match for a 304.\n\n"
                    + guides_description()
                ),
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
    # URIs the server writes start here, never at the request's Host (service.public_url)
    app.config[public_url.CONFIG_KEY] = public_url.parse_public_url(
        app.config[public_url.CONFIG_KEY] if public_url.CONFIG_KEY in app.config
        else public_url.public_url_from_env()
    )
    logging.getLogger().setLevel(logging.INFO)

    queue_connection = queue_client(settings)
    # each request thread keeps a connection of its own: no pool check before every command
    # (store.redis_client.PerThreadRedis)
    app.extensions["games"] = games_for(
        game_store_client(settings, timeout=REQUEST_TIMEOUT, per_thread=True), settings,
        queue_connection)
    # /health's own connections to the games' Redis, with a reply timeout: the requests'
    # have none (store.redis_client.REQUEST_TIMEOUT), so a Redis that stops answering is
    # told here, in seconds, and a load balancer takes the process out of rotation.
    app.extensions["health_store"] = GameStore(game_store_client(settings), settings.key_prefix)
    limits: RateLimits = (config or {}).get("RATE_LIMITS") or RateLimits.from_env()
    # counters are global keys: on a cluster they live with the queues, on the plain Redis
    app.extensions["limiter"] = Limiter(
        queue_connection, settings.key_prefix, limits,
        shares_store=not settings.redis_cluster and settings.queue_url == settings.redis_url,
    )

    api = ProblemApi(app)
    app.extensions["openapi"] = api
    game_schemas.register(api.spec, list(BOT_LEVELS))
    game_body = api.ma_plugin.converter.schema2jsonschema(GameSchema)
    game_schemas.register_game_bodies(api.spec, game_body)
    conditional.register(api.spec)
    live.register(api.spec)
    api.register_blueprint(index.blp)
    api.register_blueprint(health.blp)
    api.register_blueprint(game_types.blp)
    api.register_blueprint(games.blp)
    api.register_blueprint(live.blp)
    api.register_blueprint(problem_types.blp)
    api.register_blueprint(lobby.blp)
    api.register_blueprint(seats.blp)
    app.register_blueprint(assets)
    app.register_blueprint(play_blueprint)  # static pages, outside the OpenAPI operations
    errors.register(app)
    cors.install(app)
    queues = [queue.name for queue in app.extensions["games"].bot_turns.queues]
    observability.install(app, queue_connection, queues)
    return app
