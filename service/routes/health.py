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

blp = Blueprint("health", __name__, description="Liveness and Redis reachability")


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
            current_app.extensions["games"].store.client.ping()
        except redis.RedisError as exc:
            return redis_problem(exc)
        return {"status": "ok", "redis": "ok"}
