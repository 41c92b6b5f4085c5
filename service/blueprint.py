"""flask-smorest's Blueprint with a body parser that turns every hostile body into a 4xx.

A body that is not JSON at all is as malformed as one that misses a field: both are the
client's body not matching the schema, so both get 422 invalid-body. A body labelled as
something other than JSON gets 415, one over the size limit (chunked or not) 413; huge
integers, deep nesting and ``NaN`` are refused by ``service.json_body`` with the reason.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

import flask
import flask_smorest
from webargs import core
from webargs.flaskparser import FlaskParser, abort

from service import json_body
from service.problems import Problem


class ProblemParser(FlaskParser):
    def _raw_load_json(self, req: flask.Request) -> Any:
        if not json_body.is_json(req.mimetype):
            if json_body.has_body(req):
                raise Problem(
                    415, "unsupported-media-type",
                    f"the body must be JSON (Content-Type: application/json), not "
                    f"{req.mimetype or 'unlabelled'}",
                )
            return core.missing
        try:
            data = json_body.read(req, req.max_content_length or 0)
        except json_body.BadFraming as exc:
            raise Problem(400, "bad-request", str(exc)) from None
        try:
            return json_body.parse(data)
        except json_body.BodyError as exc:
            abort(422, exc=exc, messages={"json": [str(exc)]})

    def _handle_invalid_json_error(
        self,
        error: json.JSONDecodeError | UnicodeDecodeError,
        req: flask.Request,
        *args: Any,
        **kwargs: Any,
    ) -> NoReturn:
        abort(422, exc=error, messages={"json": [f"the body is not valid JSON: {error}"]})


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = ProblemParser()
