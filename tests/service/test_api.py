"""Every status code of the HTTP API, through the app and a real Redis."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from engines import get_engine
from engines.views import strings_in
from service import create_app
from service.schemas import GameSchema
from store.settings import Settings

GAME = "mission-calaveras"
PROBLEM = "application/problem+json"


def create(client: FlaskClient, players: int = 4, **extra: Any) -> dict[str, Any]:
    body = {"game": GAME, "players": [{"name": f"p{i}"} for i in range(players)], **extra}
    response = client.post("/games", json=body)
    assert response.status_code == 201, response.json
    data: dict[str, Any] = response.json
    return data


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def tokens_of(created: dict[str, Any]) -> dict[int, str]:
    return {s["index"]: s["token"] for s in created["seats"] if s["token"]}


def actor(client: FlaskClient, created: dict[str, Any]) -> tuple[int, str, dict[str, Any]]:
    """The seat to act, its token, and the game as it sees it."""
    spectator = client.get(f"/games/{created['id']}").json
    seat = spectator["to_act"][0]
    token = tokens_of(created)[seat]
    return seat, token, client.get(f"/games/{created['id']}", headers=auth(token)).json


def assert_problem(response: Any, status: int, kind: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.content_type == PROBLEM
    body: dict[str, Any] = response.json
    assert body["status"] == status
    assert body["title"] and body["detail"]
    assert "Traceback" not in body["detail"]
    if kind is not None:
        assert body["type"] == f"/problems/{kind}"  # no public base URL configured: relative
    return body


# --- health and game types ------------------------------------------------------------


def test_health_ok(client: FlaskClient) -> None:
    response = client.get("/health")
    assert response.status_code == 200
    assert response.json == {"status": "ok", "redis": "ok"}


def test_health_503_when_redis_is_unreachable(tmp_path: Any) -> None:
    dead = Settings(redis_url=f"unix://{tmp_path}/no-such.sock")
    app = create_app({"SETTINGS": dead, "TESTING": True})
    body = assert_problem(app.test_client().get("/health"), 503, "redis-unavailable")
    assert "unreachable" in body["detail"]
    # and any game request answers 503 too, never a 500
    assert_problem(app.test_client().get("/games/abc"), 503, "redis-unavailable")


def test_game_types_describe_every_game(client: FlaskClient) -> None:
    data = client.get("/game-types").json
    names = {g["name"] for g in data["games"]}
    assert GAME in names
    mc = next(g for g in data["games"] if g["name"] == GAME)
    assert mc["player_counts"] == [3, 4, 5, 6]
    assert mc["action_schema"]["oneOf"]
    assert mc["action_schema"]["discriminator"] == {"propertyName": "type"}
    assert "random" in {level["name"] for level in data["bot_levels"]}


# --- creating games ---------------------------------------------------------------------


def test_create_returns_tokens_for_human_seats_only(client: FlaskClient) -> None:
    body = {"game": GAME, "players": [{"name": "ann"}, {"name": "bot", "bot": "random"},
                                      {"name": "cy"}]}
    response = client.post("/games", json=body)
    assert response.status_code == 201
    seats = response.json["seats"]
    assert len(seats) == 4  # three players and a ghost
    assert seats[0]["token"] and seats[2]["token"]
    assert seats[1]["token"] is None and seats[1]["bot"] == "random"
    ghost = seats[3]
    assert ghost["ghost"] is True and ghost["token"] is None
    assert ghost["controller"] == 1 and ghost["bot"] == "random"
    # tokens are never shown again
    game = client.get(f"/games/{response.json['id']}").json
    assert all("token" not in s for s in game["seats"])


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ({"game": "chess", "players": [{"name": "a"}, {"name": "b"}]}, "unknown game"),
        ({"game": GAME, "players": [{"name": "a"}] * 4 + [{"name": "x", "bot": "god"}]},
         "unknown bot level"),
        ({"game": GAME, "players": [{"name": "a"}, {"name": "b"}]}, "players"),
        ({"game": GAME, "players": [{"name": "a"}] * 4, "options": {"nope": 1}}, "option"),
        ({"game": GAME}, "players"),
        ({"game": GAME, "players": [{"name": ""}] * 4}, "name"),
        ({"game": GAME, "players": [{"name": "a"}] * 4, "seed": "x"}, "seed"),
        ({"game": GAME, "players": [{"name": "a"}] * 4, "seed": -1}, "seed"),
        ({"game": GAME, "players": [{"name": "a"}] * 4, "colour": "red"}, "colour"),
        ({"game": GAME, "players": [{"name": "a"}] * 9}, "players"),
    ],
)
def test_create_rejects_bad_requests_with_a_reason(
    client: FlaskClient, body: dict[str, Any], needle: str
) -> None:
    problem = assert_problem(client.post("/games", json=body), 422)
    assert needle in problem["detail"]


def test_create_rejects_non_json_bodies(client: FlaskClient) -> None:
    assert_problem(client.post("/games", data="game=x", content_type="text/plain"), 415,
                   "unsupported-media-type")
    assert_problem(
        client.post("/games", data="{not json", content_type="application/json"), 422
    )
    assert_problem(client.post("/games", json=[1, 2]), 422)


# --- reading ---------------------------------------------------------------------------


def test_spectator_and_seat_views(client: FlaskClient) -> None:
    created = create(client)
    spectator = client.get(f"/games/{created['id']}")
    assert spectator.status_code == 200
    body = spectator.json
    assert body["status"] == "active" and body["version"] == 0
    assert body["seat"] is None and body["legal_actions"] == [] and body["outcome"] is None
    assert body["seed"] is None  # the seed would reveal every shuffle
    seat, _token, mine = actor(client, created)
    assert mine["seat"] == seat and mine["legal_actions"]


def test_etag_and_not_modified(client: FlaskClient) -> None:
    created = create(client)
    first = client.get(f"/games/{created['id']}")
    tag = first.headers["ETag"]
    again = client.get(f"/games/{created['id']}", headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.get_data() == b""
    for sent in (f'"x", {tag}', f"W/{tag}", "*"):  # lists, weak tags, any tag
        assert client.get(f"/games/{created['id']}",
                          headers={"If-None-Match": sent}).status_code == 304
    # another viewer sees another representation, so another tag
    token = next(iter(tokens_of(created).values()))
    seated = client.get(f"/games/{created['id']}", headers={**auth(token), "If-None-Match": tag})
    assert seated.status_code == 200 and seated.headers["ETag"] != tag
    # after an action the old tag no longer matches
    _seat, token, mine = actor(client, created)
    client.post(f"/games/{created['id']}/actions", headers=auth(token),
                json={"action": mine["legal_actions"][0], "version": 0})
    assert client.get(f"/games/{created['id']}", headers={"If-None-Match": tag}).status_code == 200


def test_unknown_game_is_404(client: FlaskClient) -> None:
    assert_problem(client.get("/games/doesnotexist"), 404, "game-not-found")
    assert_problem(client.get("/games/doesnotexist/log"), 404, "game-not-found")
    assert_problem(
        client.post("/games/doesnotexist/actions", headers=auth("x"),
                    json={"action": {"type": "play"}, "version": 0}),
        404,
        "game-not-found",
    )


def test_bad_tokens_are_401(client: FlaskClient) -> None:
    created = create(client)
    url = f"/games/{created['id']}"
    problem = assert_problem(client.get(url, headers=auth("not-a-token")), 401, "unauthorized")
    assert "token" in problem["detail"]
    assert_problem(client.get(url, headers={"Authorization": "Basic abc"}), 401)
    assert_problem(client.get(url, headers={"Authorization": "Bearer "}), 401)
    other = create(client)
    foreign = next(iter(tokens_of(other).values()))
    assert_problem(client.get(url, headers=auth(foreign)), 401)
    assert_problem(client.get(f"{url}/log", headers=auth(foreign)), 401)


# --- acting ------------------------------------------------------------------------------


def test_action_applies_and_bumps_the_version(client: FlaskClient) -> None:
    created = create(client)
    seat, token, mine = actor(client, created)
    action = mine["legal_actions"][0]
    response = client.post(f"/games/{created['id']}/actions", headers=auth(token),
                           json={"action": action, "version": 0})
    assert response.status_code == 200
    assert response.json["version"] == 1 and response.json["seat"] == seat
    log = client.get(f"/games/{created['id']}/log").json
    assert [(e["version"], e["seat"], e["action"]) for e in log["entries"]] == [(1, seat, action)]


def test_action_errors(client: FlaskClient) -> None:
    created = create(client)
    url = f"/games/{created['id']}/actions"
    seat, token, mine = actor(client, created)
    action = mine["legal_actions"][0]
    # 401: no token, bad token
    assert_problem(client.post(url, json={"action": action, "version": 0}), 401)
    assert_problem(client.post(url, headers=auth("bad"), json={"action": action, "version": 0}),
                   401)
    # 403: a seat that has no decision now
    idle = next(t for s, t in tokens_of(created).items() if s != seat)
    assert_problem(client.post(url, headers=auth(idle), json={"action": action, "version": 0}),
                   403, "not-your-decision")
    # 422: malformed bodies
    for body in ({"action": action}, {"version": 0}, {"action": "play", "version": 0},
                 {"action": action, "version": "0"}, {"action": action, "version": 0, "x": 1}):
        assert_problem(client.post(url, headers=auth(token), json=body), 422)
    # 422: unknown action type, illegal action: the engine's reason is in the detail
    problem = assert_problem(
        client.post(url, headers=auth(token), json={"action": {"type": "cheat"}, "version": 0}),
        422, "invalid-action")
    assert "cheat" in problem["detail"]
    illegal = {**action, "card": "no-such-card-9"}
    problem = assert_problem(
        client.post(url, headers=auth(token), json={"action": illegal, "version": 0}),
        422, "illegal-action")
    assert "no-such-card-9" in problem["detail"]
    # nothing above changed the game
    assert client.get(f"/games/{created['id']}").json["version"] == 0
    # 409: stale version, with the current one
    assert client.post(url, headers=auth(token),
                       json={"action": action, "version": 0}).status_code == 200
    problem = assert_problem(client.post(url, headers=auth(token),
                                         json={"action": action, "version": 0}),
                             409, "stale-version")
    assert problem["current_version"] == 1


def play_to_the_end(client: FlaskClient, created: dict[str, Any]) -> dict[str, Any]:
    """Every human seat plays a (seeded) random legal action until the game ends."""
    rng = random.Random(created["id"])
    tokens = tokens_of(created)
    url = f"/games/{created['id']}"
    for _ in range(5000):
        game = client.get(url).json
        if game["status"] == "finished":
            return game
        seat = game["to_act"][0]
        mine = client.get(url, headers=auth(tokens[seat])).json
        response = client.post(f"{url}/actions", headers=auth(tokens[seat]),
                               json={"action": rng.choice(mine["legal_actions"]),
                                     "version": game["version"]})
        assert response.status_code == 200, response.json
    raise AssertionError("game did not end")


def test_finished_game_refuses_actions_and_reveals_the_seed(client: FlaskClient) -> None:
    created = create(client, seed=12345)
    final = play_to_the_end(client, created)
    assert final["outcome"]["reason"] and final["seed"] == 12345
    token = next(iter(tokens_of(created).values()))
    problem = assert_problem(
        client.post(f"/games/{created['id']}/actions", headers=auth(token),
                    json={"action": {"type": "play"}, "version": final["version"]}),
        409, "game-finished")
    assert problem["current_version"] == final["version"]
    log = client.get(f"/games/{created['id']}/log").json
    assert log["seed"] == 12345
    assert [e["version"] for e in log["entries"]] == list(range(1, final["version"] + 1))


def test_log_and_seed_replay_the_game(client: FlaskClient) -> None:
    created = create(client, players=5, seed=99)
    final = play_to_the_end(client, created)
    log = client.get(f"/games/{created['id']}/log").json
    engine = get_engine(log["game"])
    state = engine.new_game(log["players"], log["options"], log["seed"])
    for entry in log["entries"]:
        state = engine.apply(state, entry["seat"], entry["action"])
    assert engine.view(state, None) == final["state"]
    expected = engine.outcome(state).to_json()
    expected["detail"]["resigned"] = []  # the server adds the seats that resigned
    assert expected == final["outcome"]


def test_a_token_sees_only_its_own_hand(client: FlaskClient) -> None:
    created = create(client)
    tokens = tokens_of(created)
    url = f"/games/{created['id']}"
    engine = get_engine(GAME)
    views = {seat: client.get(url, headers=auth(t)).json["state"] for seat, t in tokens.items()}
    # rebuild the real state from the store to know every hand
    from store.games import Games

    games: Games = client.application.extensions["games"]
    state = games.get(created["id"]).state
    for seat, view in views.items():
        assert not engine.hidden_from(state, seat) & strings_in(view)
        for other in tokens:
            if other != seat:
                assert engine.view(state, other) != view
    spectator = client.get(url).json["state"]
    assert not engine.hidden_from(state, None) & strings_in(spectator)


def test_a_token_cannot_act_for_another_seat(client: FlaskClient) -> None:
    created = create(client)
    url = f"/games/{created['id']}"
    seat, _token, mine = actor(client, created)
    for other, other_token in tokens_of(created).items():
        if other == seat:
            continue
        response = client.post(f"{url}/actions", headers=auth(other_token),
                               json={"action": mine["legal_actions"][0], "version": 0})
        assert_problem(response, 403)
    assert client.get(url).json["version"] == 0


# --- HTTP-level errors -----------------------------------------------------------------


def test_wrong_method_is_405_problem(client: FlaskClient) -> None:
    problem = assert_problem(client.delete("/games"), 405, "method-not-allowed")
    assert "DELETE" in problem["detail"]


def test_unknown_path_is_404_problem(client: FlaskClient) -> None:
    assert_problem(client.get("/no/such/path"), 404, "not-found")


def test_oversized_body_is_413_problem(client: FlaskClient) -> None:
    big = json.dumps({"game": GAME, "players": [{"name": "x" * 100}] * 1000})
    assert_problem(client.post("/games", data=big, content_type="application/json"), 413,
                   "body-too-large")


def test_unexpected_error_is_500_problem_without_traceback(settings: Settings) -> None:
    app: Flask = create_app({"SETTINGS": settings})

    def boom() -> str:
        raise RuntimeError("secret internals")

    app.add_url_rule("/boom", view_func=boom)
    problem = assert_problem(app.test_client().get("/boom"), 500, "internal-error")
    assert "secret" not in problem["detail"]


def test_whole_number_floats_are_the_integers_json_schema_says(client: FlaskClient) -> None:
    created = create(client)
    _, token, mine = actor(client, created)
    action = next(a for a in mine["legal_actions"] if isinstance(a.get("seat"), int))
    sent = {**action, "seat": float(action["seat"])}
    response = client.post(f"/games/{created['id']}/actions", headers=auth(token),
                           json={"action": sent, "version": 0.0})
    assert response.status_code == 200, response.json
    entry = client.get(f"/games/{created['id']}/log").json["entries"][0]
    assert entry["action"] == action and isinstance(entry["action"]["seat"], int)
    # a fractional number or a boolean is still no seat
    _, token, mine = actor(client, created)
    bad = next(a for a in mine["legal_actions"] if isinstance(a.get("seat"), int))
    for wrong in (0.5, True):
        assert_problem(client.post(f"/games/{created['id']}/actions", headers=auth(token),
                                   json={"action": {**bad, "seat": wrong}, "version": 1}),
                       422, "invalid-action")


def test_cors_lets_browser_front_ends_poll_and_act(client: FlaskClient) -> None:
    created = create(client)
    url = f"/games/{created['id']}/actions"
    preflight = client.options(url, headers={
        "Origin": "https://play.example", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type"})
    assert preflight.status_code == 200
    assert preflight.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]
    assert "Authorization" in preflight.headers["Access-Control-Allow-Headers"]
    read = client.get(f"/games/{created['id']}", headers={"Origin": "https://play.example"})
    assert read.headers["Access-Control-Allow-Origin"] == "*"
    assert "ETag" in read.headers["Access-Control-Expose-Headers"]
    # errors carry the headers too, so a browser script can read the problem
    problem = client.get("/games/nope", headers={"Origin": "https://play.example"})
    assert problem.status_code == 404 and problem.headers["Access-Control-Allow-Origin"] == "*"
    assert "Access-Control-Allow-Origin" not in client.get("/health").headers


def test_cors_origins_can_be_narrowed(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TTG_CORS_ORIGINS", "https://play.example, https://admin.example")
    client = create_app({"SETTINGS": settings}).test_client()
    ok = client.get("/health", headers={"Origin": "https://admin.example"})
    assert ok.headers["Access-Control-Allow-Origin"] == "https://admin.example"
    assert "Origin" in ok.headers["Vary"]
    other = client.get("/health", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


@pytest.mark.parametrize("name", ["mission-calaveras", "encantados", "caretos"])
def test_game_bodies_are_their_own_marshmallow_dump(client: FlaskClient, name: str) -> None:
    """The game bodies skip flask-smorest's dump (``service.json_response``): a dump through
    ``GameSchema`` of what is served, at every version of a whole game and for a spectator,
    gives the same body back, so skipping it loses and adds nothing (Mission Calaveras to
    its end, for the outcome; the longer games for 60 moves)."""
    schema = GameSchema()
    rng = random.Random(name)
    players = [{"name": f"p{i}", "bot": None} for i in range(2 if name != "mission-calaveras"
                                                              else 3)]
    created = client.post("/games", json={"game": name, "players": players, "seed": 5}).json
    tokens = {s["index"]: s["token"] for s in created["seats"]}
    url = f"/games/{created['id']}"
    body = client.get(url).json
    assert schema.dump(body) == body
    for _ in range(300 if name == "mission-calaveras" else 60):
        if body["status"] == "finished":
            break
        seat = body["to_act"][0]
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        body = client.get(url, headers=auth).json
        assert schema.dump(body) == body
        response = client.post(f"{url}/actions", headers=auth,
                               json={"action": rng.choice(body["legal_actions"]),
                                     "version": body["version"]})
        assert response.status_code == 200 and response.content_type == "application/json"
        body = response.json
        assert schema.dump(body) == body
    if name == "mission-calaveras":
        assert body["status"] == "finished" and body["outcome"] is not None
