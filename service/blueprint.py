"""flask-smorest's Blueprint with a body parser that turns every hostile body into a 4xx.

A body that is JSON-typed but does not parse is as malformed as one that misses a field:
both are the client's body not matching the schema, so both get 422 invalid-body (huge
integers, deep nesting and ``NaN`` included: ``service.json_body`` says why). A body sent as
anything but JSON is another matter: 415, naming the type that came. A body over the size
limit is 413, chunked or not; broken chunked framing is 400.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, NoReturn, Protocol, TypeVar

import flask
import flask_smorest
import marshmallow as ma
from webargs import core
from webargs.flaskparser import FlaskParser, abort
from werkzeug.local import LocalProxy

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
        if isinstance(req, LocalProxy):  # flask.request: look the request up once
            req = req._get_current_object()
        plain = req.environ.get("CONTENT_TYPE") == "application/json"  # without parsing
        if not plain and not json_body.is_json(req.mimetype):
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


UNPROCESSABLE = "UNPROCESSABLE_ENTITY"
"""The spec's response component for a 422, as ``arguments`` documents it."""


PLAIN_LOCATIONS = ("query", "headers", "json")
"""Where ``load_arguments`` reads from: the query, the headers, the JSON body."""


def load_arguments(schema: ma.Schema, location: str,
                   plain: Callable[[Any], Any] | None = None,
                   current: flask.Request | None = None) -> Any:
    """What ``@blp.arguments(schema, location=location)`` would hand the view (the same
    values, defaults and 422s), for a view that ``Blueprint.reads`` documents.

    Loaded as webargs loads them: a query or headers from a plain dict of the schema's
    keys (unknown keys excluded, a repeated key's first value; ``reads`` takes no schema
    with a list field), where webargs' own parse wraps the request in a proxy that
    inspects the schema per request (on a game read, half of what ``reads`` saves); the
    body as the parser reads it (415, 413, a JSON error as 422), by the schema's own rule
    for unknown fields.
    Refused through the parser's own error path, with the location named as webargs names
    it. ``plain``: for the body, a check that returns what the schema would load from the
    common well-formed case without running it (None: let the schema judge). ``current``:
    the request, when the view holds it (``flask.request`` is a context lookup each time).
    """
    assert location in PLAIN_LOCATIONS, location
    request = flask.request._get_current_object() if current is None else current  # type: ignore[attr-defined]
    if location == "json":
        body = Blueprint.ARGUMENTS_PARSER.load_json(request, schema)  # the parser's public read
        loaded = None if plain is None or body is core.missing else plain(body)
        if loaded is not None:
            return loaded
        return load_or_refuse(schema, {} if body is core.missing else body, location)
    source: Any = request.headers if location == "headers" else request.args
    keys, empty = plain_loads(schema)
    data = {key: source[key] for key in keys if key in source}
    if not data and empty is not None:  # the common read: none of its keys, its defaults
        return empty.copy()
    return load_or_refuse(schema, data, location, exclude_unknown=True)


PLAIN_LOADS: dict[ma.Schema, tuple[tuple[str, ...], dict[str, Any] | None]] = {}
"""Per schema :func:`load_arguments` reads a query or headers with: the keys it reads, and
what it loads from none of them."""


def plain_loads(schema: ma.Schema) -> tuple[tuple[str, ...], dict[str, Any] | None]:
    """The keys ``schema`` reads (data keys) and its load of nothing (its defaults; None
    where a default is made by a call, so may differ each time), worked out on first use:
    a read sends none of them most of the time."""
    known = PLAIN_LOADS.get(schema)
    if known is None:
        keys = tuple(field.data_key or name for name, field in schema.fields.items())
        fixed = not any(callable(field.load_default) for field in schema.fields.values())
        known = PLAIN_LOADS[schema] = (
            keys, schema.load({}, unknown=ma.EXCLUDE) if fixed else None)
    return known


def load_or_refuse(schema: ma.Schema, data: Any, location: str,
                   exclude_unknown: bool = False) -> Any:
    """``schema.load(data)``, or the 422 webargs would answer, naming ``location``."""
    try:
        if exclude_unknown:
            return schema.load(data, unknown=ma.EXCLUDE)
        return schema.load(data)
    except ma.ValidationError as error:
        error.messages = {location: error.messages}
        Blueprint.ARGUMENTS_PARSER.handle_error(error, flask.request, schema,
                                                error_status_code=None, error_headers=None)


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

    def reads(self, *arguments: tuple[ma.Schema, str], refusal: bool = True) -> Decorator:
        """Document the (schema, location) parameters and body a view loads itself with
        ``load_arguments``, as ``arguments`` documents them; ``refusal``: with the 422
        component (False: the view documents its own 422 with ``alt_response``).

        For the two hottest views only (a game read, an action): ``arguments`` wraps a view
        in two layers per schema and parses through webargs' generic path; on
        ``GET /games/{id}`` that was about 140 of its 660 Python calls, and with
        ``load_arguments`` the read takes 0.85 ms of CPU in-process instead of 0.96 (four
        interleaved runs each, 480 reads a run). Every other view keeps ``arguments``.
        """
        for schema, location in arguments:
            assert location in PLAIN_LOCATIONS, location
            repeated = [name for name, field in schema.fields.items()
                        if isinstance(field, tuple(FlaskParser.KNOWN_MULTI_FIELDS))]
            if location != "json" and repeated:  # webargs' proxy would read every value
                raise TypeError(f"{type(schema).__name__}: list fields {repeated} take "
                                "repeated keys; parse it with arguments()")
        documentation: dict[str, Any] = {}
        parameters = [{"in": location, "required": True, "schema": schema}
                      for schema, location in arguments if location != "json"]
        if parameters:
            documentation["parameters"] = parameters
        for schema, location in arguments:
            if location == "json":
                documentation["requestBody"] = {
                    "required": True, "content": {"application/json": {"schema": schema}}}
        if refusal:
            documentation["responses"] = {422: UNPROCESSABLE}
        return self.doc(**documentation)

    def response(self, status_code: int,
                 schema: ma.Schema | type[ma.Schema] | dict[str, Any] | None = None,
                 **options: Any) -> Decorator:
        decorator: Decorator = super().response(status_code, schema, **options)
        return decorator

    def alt_response(self, status_code: int, response: str | None = None, **options: Any
                     ) -> Decorator:
        return documentation_only(super().alt_response(status_code, response, **options))

    def doc(self, **documentation: Any) -> Decorator:
        return documentation_only(super().doc(**documentation))


def documentation_only(document: Any) -> Decorator:
    """A flask-smorest decorator that only documents (``alt_response``, ``doc``), leaving
    the view itself in place: the view carries the documentation its wrapper was given,
    and no pass-through layer runs per request.

    Each such layer cost a call, a ``current_app`` lookup and an ``ensure_sync`` on every
    request: ten of them on ``POST /games/{id}/actions``, about 50 of its 880 Python calls.
    What a decorator writes on its wrapper is what functools.wraps would have copied on,
    so the spec is the same (``make openapi`` writes it byte for byte as before).
    """
    def decorator(view: Decorated) -> Decorated:
        wrapper = document(view)
        vars(view).update({name: value for name, value in vars(wrapper).items()
                           if name != "__wrapped__"})
        return view
    return decorator
