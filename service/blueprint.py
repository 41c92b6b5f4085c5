"""flask-smorest's Blueprint with a body parser that turns every hostile body into a 4xx.

A body that is JSON-typed but does not parse is as malformed as one that misses a field:
both are the client's body not matching the schema, so both get 422 invalid-body (huge
integers, deep nesting and ``NaN`` included: ``service.json_body`` says why). A body sent as
anything but JSON is another matter: 415, naming the type that came. A body over the size
limit is 413, chunked or not; broken chunked framing is 400.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn, Protocol, TypeVar

import flask
import flask_smorest
import marshmallow as ma
from webargs import core
from webargs.flaskparser import FlaskParser, abort

from service import json_body
from service.problems import Problem


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
        if not json_body.is_json(req.mimetype):
            if json_body.has_body(req):
                sent = req.mimetype or "no Content-Type"
                abort(415, message=f"the body must be application/json, not {sent}")
            return core.missing
        try:
            data = json_body.read(req, req.max_content_length or 0)
        except json_body.BadFraming as exc:
            raise Problem(400, "bad-request", str(exc)) from None
        try:
            return json_body.parse(data)
        except json_body.BodyError as exc:
            abort(422, exc=exc, messages={"json": [str(exc)]})


Decorated = TypeVar("Decorated")


class Decorator(Protocol):
    """What flask-smorest's decorators are: a view function or MethodView class in, the same
    kind out (documented, or wrapped to parse and serialise)."""

    def __call__(self, view: Decorated, /) -> Decorated: ...


class Blueprint(flask_smorest.Blueprint):
    """flask-smorest's Blueprint, typed: flask-smorest has no type hints, so each decorator
    used here is declared once with what it returns (the views stay fully type-checked)."""

    ARGUMENTS_PARSER = ProblemParser()

    def route(self, rule: str, **options: Any) -> Decorator:
        decorator: Decorator = super().route(rule, **options)
        return decorator

    def arguments(self, schema: ma.Schema | type[ma.Schema], **options: Any
                  ) -> Decorator:
        decorator: Decorator = super().arguments(schema, **options)
        return decorator

    def response(self, status_code: int,
                 schema: ma.Schema | type[ma.Schema] | dict[str, Any] | None = None,
                 **options: Any) -> Decorator:
        decorator: Decorator = super().response(status_code, schema, **options)
        return decorator

    def alt_response(self, status_code: int, response: str | None = None, **options: Any
                     ) -> Decorator:
        decorator: Decorator = super().alt_response(status_code, response, **options)
        return decorator

    def doc(self, **documentation: Any) -> Decorator:
        decorator: Decorator = super().doc(**documentation)
        return decorator
