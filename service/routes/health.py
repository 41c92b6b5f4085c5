"""``GET /health``: is this process up, and can it reach Redis?"""

from __future__ import annotations

from typing import Any

import redis
from flask import current_app
from flask.views import MethodView

from service.blueprint import Blueprint
from service.errors import redis_problem
from service.problems import UNAVAILABLE, problem_doc
from service.schemas import HealthSchema
from store.redis_store import GameStore

blp = Blueprint("health", __name__, description="Liveness, readiness and Redis reachability")


def health_store() -> GameStore:
    """The games' Redis as the health checks reach it: connections of their own, which
    give up on a reply after ``SOCKET_TIMEOUT`` seconds (the requests' wait it out)."""
    store: GameStore = current_app.extensions["health_store"]
    return store


@blp.route("/health")
class Health(MethodView):
    @blp.doc(operationId="getHealth")
    @blp.response(200, HealthSchema)
    @blp.alt_response(503, **problem_doc(UNAVAILABLE))
    def get(self) -> Any:
        """Report whether the API can reach Redis.

        200 when this process answers and Redis answers PING; 503 (a problem) when Redis
        does not, so a load balancer can take the process out of rotation.
        """
        try:
            health_store().client.ping()
        except redis.RedisError as exc:
            return redis_problem(exc)
        return {"status": "ok", "redis": "ok"}


@blp.route("/health/live")
class Live(MethodView):
    @blp.doc(operationId="getLiveness")
    @blp.response(200, HealthSchema)
    def get(self) -> dict[str, Any]:
        """Liveness: this process answers HTTP (Redis is not asked).

        An orchestrator restarts a process that stops answering here; a Redis outage must
        not make it restart every API process at once.
        """
        return {"status": "ok", "redis": "not checked"}


@blp.route("/health/ready")
class Ready(MethodView):
    @blp.doc(operationId="getReadiness")
    @blp.response(200, HealthSchema)
    @blp.alt_response(503, **problem_doc(UNAVAILABLE + ", or its scripts are not loaded"))
    def get(self) -> Any:
        """Readiness: Redis answers and the store's scripts are loaded (loading them if not).

        A load balancer sends traffic only to ready processes; 503 takes this one out of
        rotation until Redis is back.
        """
        try:
            health_store().load_scripts()  # Redis keeps scripts for every connection
        except redis.RedisError as exc:
            return redis_problem(exc)
        return {"status": "ok", "redis": "ok"}
