"""Every integer a client sends has an upper bound the spec states and a JavaScript number
holds exactly (2^53 - 1); past it the answer is a 422 problem (a path's seat: 404).

Game options, table options, the seed, versions, pages: each is checked here at its bound
and one past it, and the served spec is walked so a new integer without ``maximum`` fails.
The engines' action fields are bounded by legality instead (a seat or location that is not
one is a 422 illegal action), so their subtree is left out of the walk.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from engines import engines
from service.routes.seats import MAX_SEAT_INDEX
from service.schemas import MAX_VERSION
from store.table_options import options_for

MAX_SAFE_INTEGER = 2**53 - 1
"""JavaScript's Number.MAX_SAFE_INTEGER."""
PLAYERS = {"caretos": 2, "encantados": 2, "mission-calaveras": 4}


def game_body(name: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"game": name, "players": [{"name": f"p{i}"} for i in range(PLAYERS[name])],
            "options": options or {}}


def request_integers(spec: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """Every integer schema a request may carry (parameters and bodies, refs followed)."""
    schemas = spec["components"]["schemas"]
    found: list[tuple[str, dict[str, Any]]] = []

    def walk(node: Any, where: str, seen: frozenset[str]) -> None:
        if isinstance(node, list):
            for i, item in enumerate(node):
                walk(item, f"{where}[{i}]", seen)
        if not isinstance(node, dict):
            return
        if "$ref" in node:
            name = node["$ref"].rsplit("/", 1)[-1]
            if name not in seen and name != "Action":  # engines' actions: see the docstring
                walk(schemas.get(name, {}), f"{where}>{name}", seen | {name})
            return
        kind = node.get("type")
        if kind == "integer" or (isinstance(kind, list) and "integer" in kind):
            found.append((where, node))
        for key, value in node.items():
            walk(value, f"{where}.{key}", seen)

    for path, item in spec["paths"].items():
        walk(item.get("parameters", []), path, frozenset())
        for method, operation in item.items():
            if isinstance(operation, dict):
                walk(operation.get("parameters", []), f"{method} {path}", frozenset())
                walk(operation.get("requestBody", {}), f"{method} {path} body", frozenset())
    return found


def test_every_integer_a_request_carries_has_a_safe_maximum(client: FlaskClient) -> None:
    found = request_integers(client.get("/openapi.json").json)
    assert len(found) > 10
    unbounded = [where for where, schema in found
                 if not isinstance(schema.get("maximum"), int)
                 or schema["maximum"] > MAX_SAFE_INTEGER]
    assert unbounded == []


@pytest.mark.parametrize("name", sorted(engines()))
def test_every_integer_option_is_taken_at_its_bound_and_refused_past_it(
    client: FlaskClient, name: str
) -> None:
    numbers = [o for o in options_for(engines()[name])
               if type(o.default) is int]
    assert numbers
    for option in numbers:
        assert option.maximum is not None and option.maximum <= MAX_SAFE_INTEGER, option.name
        taken = client.post("/games", json=game_body(name, {option.name: option.maximum}))
        assert taken.status_code == 201, (option.name, taken.json)
        for beyond in (option.maximum + 1, 10**30):
            refused = client.post("/games", json=game_body(name, {option.name: beyond}))
            assert refused.status_code == 422, (option.name, beyond)
            assert refused.json["type"] == "/problems/invalid-game-request"
            assert f"at most {option.maximum}" in refused.json["detail"]


def test_max_rounds_of_ten_to_the_thirty_is_refused(client: FlaskClient) -> None:
    refused = client.post("/games", json=game_body("encantados", {"max_rounds": 10**30}))
    assert refused.status_code == 422 and "max_rounds" in refused.json["detail"]


def test_the_seed_and_versions_past_their_bound_are_422(client: FlaskClient) -> None:
    assert client.post("/games", json={**game_body("caretos"), "seed": MAX_SAFE_INTEGER}
                       ).status_code == 201
    too_big = client.post("/games", json={**game_body("caretos"), "seed": MAX_SAFE_INTEGER + 1})
    assert too_big.status_code == 422
    created = client.post("/games", json=game_body("caretos")).json
    game_id, token = created["id"], created["seats"][0]["token"]
    acted = client.post(f"/games/{game_id}/actions", headers={"Authorization": f"Bearer {token}"},
                        json={"action": {"type": "pass"}, "version": MAX_VERSION + 1})
    assert acted.status_code == 422 and acted.json["type"] == "/problems/invalid-body"
    assert "version" in acted.json["detail"]
    for path in (f"/games/{game_id}/log?since={MAX_VERSION + 1}",
                 f"/games/{game_id}?after_version={MAX_VERSION + 1}&wait=1",
                 f"/games/{game_id}/events?after={MAX_VERSION + 1}",
                 f"/games/{game_id}/log?limit=1001", "/games?limit=101"):
        answer = client.get(path)
        assert answer.status_code == 422, path
        assert answer.content_type == "application/problem+json"
    assert client.get(f"/games/{game_id}/log?since={MAX_VERSION}").status_code == 200


def test_a_seat_past_every_games_seats_matches_no_route(client: FlaskClient) -> None:
    created = client.post("/games", json={
        "game": "caretos", "players": [{"name": "a"}, {"open": True}]}).json
    base = f"/games/{created['id']}/seats"
    assert client.post(f"{base}/{MAX_SEAT_INDEX}/join", json={"name": "b"}).status_code == 404
    beyond = client.post(f"{base}/{10**30}/join", json={"name": "b"})
    assert beyond.status_code == 404 and beyond.content_type == "application/problem+json"
    joined = client.post(f"{base}/1/join", json={"name": "b", "invite": created["seats"][1][
        "invite"]})
    assert joined.status_code == 201
