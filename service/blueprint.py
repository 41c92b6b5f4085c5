"""flask-smorest's Blueprint with a body parser that speaks problem+json.

A body that is JSON-typed but does not parse is as malformed as one that misses a field:
both are the client's body not matching the schema, so both get 422 invalid-body. A body
sent as anything but JSON is another matter: 415, naming the type that came.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

import flask
import flask_smorest
from webargs.flaskparser import FlaskParser, abort, is_json_request


class ProblemParser(FlaskParser):
    def _handle_invalid_json_error(
        self,
        error: json.JSONDecodeError | UnicodeDecodeError,
        req: flask.Request,
        *args: Any,
        **kwargs: Any,
    ) -> NoReturn:
        abort(422, exc=error, messages={"json": [f"the body is not valid JSON: {error}"]})

    def _raw_load_json(self, req: flask.Request) -> Any:
        """The JSON body; 415 for a body of another media type (no body: left missing)."""
        has_body = bool(req.content_length) or "chunked" in req.headers.get(
            "Transfer-Encoding", ""
        )
        if has_body and not is_json_request(req):
            sent = req.mimetype or "no Content-Type"
            abort(415, message=f"the body must be application/json, not {sent}")
        return super()._raw_load_json(req)


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = ProblemParser()
