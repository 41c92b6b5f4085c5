"""The request path's own layers: what documents a view adds nothing it runs per request."""

from __future__ import annotations

import asyncio
from typing import Any

import marshmallow as ma
import pytest
from flask import Flask
from flask.views import MethodView

from service.app import App
from service.blueprint import Blueprint, load_arguments


@pytest.mark.off_spec("a probe route of the test's own, which no spec says")
def test_documenting_decorators_leave_the_view_itself_and_its_docs_in_the_spec(
        app: Flask) -> None:
    """``alt_response`` and ``doc`` document only: the view they return is the function
    itself (no pass-through layer per request), and what they say is in the served spec."""
    blp = Blueprint("probe", __name__)

    def read(self: Any) -> dict[str, str]:
        return {"probe": "ok"}

    documented = blp.doc(summary="A probe", operationId="probeRead")(
        blp.alt_response(418, description="the probe is a teapot")(read))
    assert documented is read

    @blp.route("/test-probe")
    class Probe(MethodView):
        get = documented

    app.extensions["openapi"].register_blueprint(blp)
    client = app.test_client()
    assert client.get("/test-probe").json == {"probe": "ok"}
    spec: dict[str, Any] = client.get("/openapi.json").get_json()
    operation = spec["paths"]["/test-probe"]["get"]
    assert operation["operationId"] == "probeRead" and operation["summary"] == "A probe"
    assert operation["responses"]["418"]["description"] == "the probe is a teapot"


def test_a_bound_method_is_answered_from_its_function() -> None:
    """``ensure_sync`` remembers a plain function once; a method bound anew on every request
    is answered from its function, and a coroutine method still goes to Flask's own check
    (which refuses it here: the service installs no async support)."""
    app = App("probe")

    class View:
        def get(self) -> str:
            return "plain"

        async def put(self) -> str:
            await asyncio.sleep(0)
            return "async"

    first, second = View().get, View().get
    assert app.ensure_sync(first) is first
    assert View.get in app.sync_functions
    assert app.ensure_sync(second) is second
    with pytest.raises(RuntimeError, match="async"):
        app.ensure_sync(View().put)
    assert View.put not in app.sync_functions


def test_reads_refuses_a_schema_whose_field_takes_repeated_keys() -> None:
    """``load_arguments`` reads one value per key, so a query schema with a list field
    (``?seat=1&seat=2``) must keep ``arguments``; ``reads`` says so when the view is made."""

    class Seats(ma.Schema):
        seat = ma.fields.List(ma.fields.Integer())

    with pytest.raises(TypeError, match="list fields"):
        Blueprint("repeated", __name__).reads((Seats(), "query"))


class Defaults(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE

    wait = ma.fields.Float(load_default=0.0, validate=ma.validate.Range(min=0, max=5))
    made = ma.fields.List(ma.fields.Integer(), load_default=list)


class Fixed(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE

    wait = ma.fields.Float(load_default=0.0, validate=ma.validate.Range(min=0, max=5))
    tag = ma.fields.String(data_key="X-Tag")


@pytest.mark.parametrize("schema", [Fixed(), Defaults()])
def test_a_query_without_the_schemas_keys_loads_the_schemas_defaults_each_time(
        schema: ma.Schema) -> None:
    """The shortcut for a read that sends none of a schema's keys gives what the schema's
    own load gives, a fresh dict each time (and a callable default is still called)."""
    app = Flask(__name__)
    with app.test_request_context("/?other=1"):
        first = load_arguments(schema, "query")
        assert first == schema.load({}, unknown=ma.EXCLUDE)
        first["wait"] = 3.0
        if "made" in first:
            first["made"].append(1)
        assert load_arguments(schema, "query") == schema.load({}, unknown=ma.EXCLUDE)
    with app.test_request_context("/?wait=9"), pytest.raises(Exception) as refused:
        load_arguments(schema, "query")
    assert getattr(refused.value, "code", None) == 422
    with app.test_request_context("/", headers={"X-Tag": "a"}):
        assert load_arguments(Fixed(), "headers") == {"wait": 0.0, "tag": "a"}
