"""HTTP details a client relies on: Location on 201, ETags on game types, problem types
that resolve, 415 for a body that is not JSON, a version ahead told apart from a stale one,
JSON (not Python reprs) in details, whole-number scores as integers, the body limit stated."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from flask.testing import FlaskClient

from engines import engines
from service.problems import MAX_BODY_BYTES, PROBLEM_KINDS
from tests.contract.conftest import ROOT, load_spec

CARETOS = {"game": "caretos", "players": [{"name": "a"}, {"name": "b"}], "seed": 3}


def test_created_game_has_its_location(client: FlaskClient) -> None:
    created = client.post("/games", json=CARETOS)
    assert created.status_code == 201
    location = created.headers["Location"]
    assert location.endswith(f"/games/{created.json['id']}")
    assert client.get(location).status_code == 200


def test_game_types_carry_an_etag_and_answer_304(client: FlaskClient) -> None:
    for path in ["/game-types", *(f"/game-types/{name}" for name in engines())]:
        first = client.get(path)
        assert first.status_code == 200 and first.headers["ETag"]
        again = client.get(path, headers={"If-None-Match": first.headers["ETag"]})
        assert again.status_code == 304 and again.data == b""
        assert client.get(path, headers={"If-None-Match": '"other"'}).status_code == 200


def test_game_type_gives_rules_catalogue_and_what_the_list_says(client: FlaskClient) -> None:
    listed = {g["name"]: g for g in client.get("/game-types").json["games"]}
    for name, engine in engines().items():
        detail = client.get(f"/game-types/{name}").json
        assert {k: v for k, v in detail.items() if k not in ("rules", "catalogue")} == listed[name]
        assert detail["rules"] == engine.rules()
        assert client.get(listed[name]["rules_url"]).json == detail
        assert detail["catalogue"] == [entry.to_json() for entry in engine.catalogue()]
    missing = client.get("/game-types/chess")
    assert missing.status_code == 404 and missing.json["type"].endswith("/game-type-not-found")


def test_action_labels_run_parallel_to_legal_actions(client: FlaskClient) -> None:
    created = client.post("/games", json=CARETOS).json
    auth = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    game = client.get(f"/games/{created['id']}", headers=auth).json
    assert game["legal_actions"]
    assert len(game["action_labels"]) == len(game["legal_actions"])
    assert all(isinstance(label, str) and label for label in game["action_labels"])
    assert client.get(f"/games/{created['id']}").json["action_labels"] == []


def test_every_problem_type_resolves_to_its_page(client: FlaskClient) -> None:
    listed = client.get("/problems").json["problems"]
    assert {p["kind"] for p in listed} == set(PROBLEM_KINDS)
    refusal = client.post("/games", json={"game": "chess", "players": [{"name": "a"}]})
    uri = refusal.json["type"]
    assert re.fullmatch(r"/problems/[a-z-]+", uri), uri  # relative: no public base URL set
    page = client.get(uri)
    assert page.status_code == 200 and page.json["type"] == uri
    assert page.json["status"] == refusal.status_code
    assert client.get("/problems/nope").status_code == 404


def test_every_kind_the_code_answers_with_is_listed() -> None:
    """A kind used anywhere in service/ has its page: adding one means describing it."""
    pattern = re.compile(r'(?:problem_response|Problem)\(\s*\d{3},\s*"([a-z-]+)"')
    used = {kind for path in Path(ROOT, "service").rglob("*.py")
            for kind in pattern.findall(path.read_text())}
    used |= set(re.findall(r'\d{3}: "([a-z-]+)"', (ROOT / "service" / "problems.py").read_text()))
    assert len(used) > 10
    assert used <= set(PROBLEM_KINDS), used - set(PROBLEM_KINDS)


def test_a_body_that_is_not_json_gets_415(client: FlaskClient) -> None:
    answer = client.post("/games", data="game=caretos", content_type="text/plain")
    assert answer.status_code == 415
    assert answer.content_type == "application/problem+json"
    assert "text/plain" in answer.json["detail"]
    assert client.post("/games", data="{", content_type="application/json").status_code == 422


def test_a_version_ahead_is_not_called_stale(client: FlaskClient) -> None:
    created = client.post("/games", json=CARETOS).json
    auth = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    game = client.get(f"/games/{created['id']}", headers=auth).json
    action = game["legal_actions"][0]
    ahead = client.post(f"/games/{created['id']}/actions", headers=auth,
                        json={"action": action, "version": 7})
    assert ahead.status_code == 409
    assert ahead.json["type"].endswith("/version-ahead")
    assert "ahead" in ahead.json["detail"] and "stale" not in ahead.json["detail"]
    assert ahead.json["current_version"] == 0
    played = client.post(f"/games/{created['id']}/actions", headers=auth,
                         json={"action": action, "version": 0})
    assert played.status_code == 200
    stale = client.post(f"/games/{created['id']}/actions", headers=auth,
                        json={"action": action, "version": 0})
    assert stale.status_code == 409 and stale.json["type"].endswith("/stale-version")


def test_details_show_json_not_python_reprs(client: FlaskClient) -> None:
    created = client.post("/games", json=CARETOS).json
    auth = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    odd = {"type": "no_such_kind", "flag": True, "nothing": None}
    answer = client.post(f"/games/{created['id']}/actions", headers=auth,
                         json={"action": odd, "version": 0})
    assert answer.status_code == 422
    detail = answer.json["detail"]
    assert '"no_such_kind"' in detail and "'" not in detail and "True" not in detail
    unknown = client.get("/games/x'y").json["detail"]
    assert '"x\'y"' in unknown


def test_whole_number_scores_are_integers(client: FlaskClient) -> None:
    from service.routes.games import game_body
    from store.games import Game

    created = client.post("/games", json=CARETOS).json
    game: Game = client.application.extensions["games"].get(created["id"])
    engine = game.engine
    state = game.state
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        state = engine.apply(state, seat, engine.legal_actions(state, seat)[0])
    outcome = game_body(replace(game, state=state), None)["outcome"]  # outcome made anew
    assert outcome is not None and outcome["scores"] is not None
    assert any(isinstance(s, float) for s in engine.outcome(state).scores or ()), "no floats"
    assert all(type(score) is int for score in outcome["scores"] if score == int(score))


def test_the_body_limit_is_stated_in_the_spec() -> None:
    spec = load_spec()
    assert str(MAX_BODY_BYTES) in spec["info"]["description"]
    too_large = spec["paths"]["/games"]["post"]["responses"]["413"]["description"]
    assert str(MAX_BODY_BYTES) in too_large


def test_spectator_reads_declare_optional_auth_and_conditional_headers() -> None:
    paths = load_spec()["paths"]
    for path in ("/games/{game_id}", "/games/{game_id}/log"):
        assert {} in paths[path]["get"]["security"]
    for path in ("/games/{game_id}", "/game-types", "/game-types/{name}"):
        get = paths[path]["get"]
        assert "If-None-Match" in [p["name"] for p in get["parameters"] if p["in"] == "header"]
        assert get["responses"]["200"]["headers"]["ETag"] == {"$ref": "#/components/headers/ETag"}
        assert "304" in get["responses"]
    assert "Location" in paths["/games"]["post"]["responses"]["201"]["headers"]


def test_the_python_client_reads_as_a_spectator_without_a_token() -> None:
    import inspect

    from tabletop_client.api.games import get_game, get_game_log

    for module in (get_game, get_game_log):
        hint = str(inspect.signature(module.sync).parameters["client"].annotation)
        assert "Client" in hint.replace("AuthenticatedClient", ""), hint
