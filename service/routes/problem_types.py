"""``GET /problems`` and ``GET /problems/{kind}``: what each problem ``type`` URI means.

A problem's ``type`` is an absolute URI under ``/problems/``; following it gives the
kind's status and a description a client author can act on.
"""

from __future__ import annotations

import http
from typing import Any

from flask.views import MethodView

from engines.errors import as_json
from service.blueprint import Blueprint
from service.problems import PROBLEM_KINDS, Problem, problem_doc, problem_type_uri
from service.schemas import ProblemTypeSchema, ProblemTypesSchema

blp = Blueprint("problems", __name__, description="What each kind of error means")


def describe(kind: str) -> dict[str, Any]:
    found = PROBLEM_KINDS[kind]
    return {
        "type": problem_type_uri(kind),
        "kind": kind,
        "status": found.status,
        "title": http.HTTPStatus(found.status).phrase,
        "description": found.description,
    }


@blp.route("/problems")
class ProblemTypes(MethodView):
    @blp.doc(operationId="getProblemTypes")
    @blp.response(200, ProblemTypesSchema)
    def get(self) -> dict[str, Any]:
        """Every kind of problem this API answers with, by status.

        Each has the URI that appears as `type` in problem responses, its HTTP status and
        what it means.
        """
        kinds = sorted(PROBLEM_KINDS, key=lambda k: (PROBLEM_KINDS[k].status, k))
        return {"problems": [describe(kind) for kind in kinds]}


@blp.route("/problems/<string:kind>", parameters=[{
    "in": "path", "name": "kind", "required": True,
    "description": "a problem kind: the last segment of a problem's type URI",
    "schema": {"type": "string", "enum": sorted(PROBLEM_KINDS)}}])
class ProblemType(MethodView):
    @blp.doc(operationId="getProblemType")
    @blp.response(200, ProblemTypeSchema)
    @blp.alt_response(404, **problem_doc("no problem kind of this name"))
    def get(self, kind: str) -> dict[str, Any]:
        """One kind of problem: the page a problem's `type` URI points at.

        Its URI, HTTP status and what it means; 404 for a name that is no kind.
        """
        if kind not in PROBLEM_KINDS:
            raise Problem(404, "problem-kind-not-found", f"no problem kind named {as_json(kind)}; "
                          "GET /problems lists them")
        return describe(kind)
