"""A 422 says where the bad value was: the query, a header, the path or the body."""

from __future__ import annotations

import random
from typing import Any

import marshmallow as ma
import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask.views import MethodView

from service.blueprint import Blueprint
from service.schemas import ActionRequestSchema, plain_action_request


def test_a_bad_query_parameter_is_named_as_the_query(client: FlaskClient) -> None:
    answer = client.get("/games?limit=zero")
    assert answer.status_code == 422
    assert answer.json["detail"] == (
        "the request's query does not match the schema: limit: Not a valid integer.")
    assert answer.json["errors"] == {"query": {"limit": ["Not a valid integer."]}}
    assert "body" not in answer.json["detail"]


def test_the_game_read_loads_its_query_and_header_as_arguments_would(
        client: FlaskClient) -> None:
    """GET /games/{id} loads its parameters in the view (``Blueprint.reads``): the same
    422s naming the query, the same defaults, and If-None-Match still answered with 304."""
    created = client.post("/games", json={"game": "caretos", "players": [
        {"name": "a"}, {"name": "b"}]}).json
    url = f"/games/{created['id']}"
    for query, field, message in (("wait=soon", "wait", "Not a valid number."),
                                  ("after_version=-1", "after_version",
                                   "Must be greater than or equal to 0 and less than or "
                                   "equal to 9007199254740991."),
                                  ("wait=61", "wait", "Must be greater than or equal to 0 "
                                   "and less than or equal to 60.")):
        answer = client.get(f"{url}?{query}")
        assert answer.status_code == 422, query
        assert answer.json["errors"] == {"query": {field: [message]}}, query
        assert answer.json["detail"] == (
            f"the request's query does not match the schema: {field}: {message}")
    plain = client.get(f"{url}?unknown=kept-out&wait=0")
    assert plain.status_code == 200 and plain.json["version"] == 0
    unchanged = client.get(url, headers={"If-None-Match": plain.headers["ETag"]})
    assert unchanged.status_code == 304
    assert client.get(url, headers={"If-None-Match": '"other"'}).status_code == 200


def test_the_action_loads_its_body_as_arguments_would(client: FlaskClient) -> None:
    """POST /games/{id}/actions loads its body in the view (``Blueprint.reads``): the same
    422s naming the body, its unknown fields refused, 415 for another media type."""
    created = client.post("/games", json={"game": "caretos", "players": [
        {"name": "a"}, {"name": "b"}]}).json
    url = f"/games/{created['id']}/actions"
    auth = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    cases = (
        ({"version": "x"}, {"action": ["Missing data for required field."],
                            "version": ["Not a valid integer."]}),
        ({"action": {}, "version": 0, "extra": 1}, {"extra": ["Unknown field."]}),
        ([1, 2], {"_schema": ["Invalid input type."]}),
        ({"action": [], "version": -1}, {"action": ["Not a valid mapping type."],
                                         "version": ["Must be greater than or equal to 0 "
                                                     "and less than or equal to "
                                                     "9007199254740991."]}),
    )
    for body, errors in cases:
        answer = client.post(url, json=body, headers=auth)
        assert answer.status_code == 422, body
        assert answer.json["errors"] == {"json": errors}, body
        assert answer.json["detail"].startswith(
            "the request's body does not match the schema: "), body
    empty = client.post(url, headers=auth)
    assert empty.status_code == 422
    assert set(empty.json["errors"]["json"]) == {"action", "version"}
    unparsed = client.post(url, data="{", content_type="application/json", headers=auth)
    assert unparsed.status_code == 422 and "not valid JSON" in unparsed.json["detail"]
    assert client.post(url, data="{}", content_type="text/plain",
                       headers=auth).status_code == 415
    assert client.get(f"/games/{created['id']}").json["version"] == 0


def test_a_bad_body_is_named_as_the_body(client: FlaskClient) -> None:
    answer = client.post("/games", json={"game": "caretos"})
    assert answer.status_code == 422
    assert answer.json["detail"].startswith("the request's body does not match the schema: ")
    assert "players: Missing data for required field." in answer.json["detail"]
    unparsed = client.post("/games", data="{", content_type="application/json")
    assert unparsed.json["detail"].startswith(
        "the request's body does not match the schema: the body is not valid JSON")


class Strict(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE  # a request carries many headers; read only ours


class HeaderSchema(Strict):
    x_seat = ma.fields.Integer(required=True, data_key="X-Seat")


class PathSchema(ma.Schema):
    index = ma.fields.Integer(validate=ma.validate.Range(min=0, max=5))


@pytest.mark.off_spec("a probe route of the test's own answers plain text, which no spec says")
def test_a_bad_header_and_a_bad_path_value_are_named_so(app: Flask) -> None:
    """Through the app's own API object, as every route is registered."""
    blp = Blueprint("locations", __name__)

    @blp.route("/test-locations/<index>")
    class Probe(MethodView):
        @blp.arguments(HeaderSchema(), location="headers")
        @blp.arguments(PathSchema(), location="view_args")
        def get(self, headers: dict[str, int], path: dict[str, int], index: str) -> str:
            return "ok"

    app.extensions["openapi"].register_blueprint(blp)
    client = app.test_client()
    missing = client.get("/test-locations/1")
    assert missing.status_code == 422
    assert missing.json["detail"] == (
        "the request's header does not match the schema: X-Seat: Missing data for required "
        "field.")
    out_of_range = client.get("/test-locations/9", headers={"X-Seat": "1"})
    assert out_of_range.status_code == 422
    assert out_of_range.json["detail"].startswith(
        "the request's path does not match the schema: index: ")
    assert client.get("/test-locations/2", headers={"X-Seat": "1"}).status_code == 200


def test_the_plain_action_check_loads_what_the_schema_loads() -> None:
    """``plain_action_request`` answers only where the schema would accept, with what the
    schema would give; every other body it leaves to the schema."""
    schema = ActionRequestSchema()
    rng = random.Random(35)
    values: list[Any] = [0, 1, 7, -1, 2**53 - 1, 2**53, 7.0, 7.5, True, False, None, "7", [],
                         {}, {"type": "play"}, [1], "x", 1e300]
    bodies: list[Any] = [[], "x", 3, None, {}]
    for _ in range(3000):
        body = {key: rng.choice(values) for key in rng.sample(
            ["action", "version", "extra"], rng.randint(0, 3))}
        bodies.append(body)
        bodies.append({"action": rng.choice(values), "version": rng.choice(values)})
    accepted = 0
    for body in bodies:
        plain = plain_action_request(body)
        try:
            loaded = schema.load(body)
        except ma.ValidationError:
            assert plain is None, body
            continue
        assert plain is None or plain == loaded, body
        accepted += plain is not None
    assert accepted > 40  # about 75 of the 6,000 are plain, well-formed requests
