"""flask-smorest's Blueprint with a body parser that calls unparsable JSON a 422.

A body that is not JSON at all is as malformed as one that misses a field: both are the
client's body not matching the schema, so both get 422 invalid-body.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

import flask
import flask_smorest
from webargs.flaskparser import FlaskParser, abort


class ProblemParser(FlaskParser):
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
