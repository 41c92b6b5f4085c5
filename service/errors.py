"""Mapping of store and engine refusals to problem responses, in one place."""

from __future__ import annotations

import logging

import redis
from flask import Flask, Response

from engines import (
    EngineError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
)
from service.problems import Problem, problem_response
from store.errors import (
    BadCredentials,
    BadInvite,
    GameError,
    GameFinished,
    GameNotFound,
    InvalidRequest,
    NotYourDecision,
    SeatNotFound,
    StatusConflict,
    VersionAhead,
    VersionConflict,
)

log = logging.getLogger(__name__)

UNAVAILABLE_RETRY_AFTER = 5
"""Seconds a client should wait after a 503: a Redis restart takes about that long."""

BEARER_CHALLENGE = {"WWW-Authenticate": 'Bearer realm="games"'}


def store_problem(error: GameError) -> Response:
    if isinstance(error, GameNotFound):
        return problem_response(404, "game-not-found", str(error))
    if isinstance(error, BadCredentials):
        return problem_response(401, "unauthorized", str(error), BEARER_CHALLENGE)
    if isinstance(error, NotYourDecision):
        return problem_response(403, "not-your-decision", str(error))
    if isinstance(error, VersionAhead):
        return problem_response(409, "version-ahead", str(error), current_version=error.current)
    if isinstance(error, VersionConflict):
        return problem_response(409, "stale-version", str(error), current_version=error.current)
    if isinstance(error, GameFinished):
        return problem_response(409, "game-finished", str(error), current_version=error.current)
    if isinstance(error, StatusConflict):
        return problem_response(409, error.kind, str(error), current_version=error.current)
    if isinstance(error, SeatNotFound):
        return problem_response(404, "seat-not-found", str(error))
    if isinstance(error, BadInvite):
        return problem_response(403, "bad-invite", str(error))
    if isinstance(error, InvalidRequest):
        return problem_response(422, "invalid-game-request", str(error))
    return unexpected(error)


def engine_problem(error: EngineError) -> Response:
    if isinstance(error, GameOverError):
        return problem_response(409, "game-finished", str(error))
    if isinstance(error, NotYourTurnError):
        return problem_response(403, "not-your-decision", str(error))
    if isinstance(error, InvalidActionError):
        return problem_response(422, "invalid-action", str(error))
    if isinstance(error, IllegalActionError):
        return problem_response(422, "illegal-action", str(error))
    return problem_response(422, "invalid-game-request", str(error))


def redis_problem(error: redis.RedisError) -> Response:
    log.warning("Redis error: %s", error)  # the address stays in the log, out of the body
    return problem_response(
        503, "redis-unavailable", "the game store (Redis) is unreachable; try again shortly",
        {"Retry-After": str(UNAVAILABLE_RETRY_AFTER)},
    )


def unexpected(error: Exception) -> Response:
    log.exception("unhandled error", exc_info=error)
    return problem_response(
        500, "internal-error", "the server failed to handle the request; it has been logged"
    )


def register(app: Flask) -> None:
    app.register_error_handler(Problem, lambda error: error.response())
    app.register_error_handler(GameError, store_problem)
    app.register_error_handler(EngineError, engine_problem)
    app.register_error_handler(redis.RedisError, redis_problem)
    app.register_error_handler(Exception, unexpected)
