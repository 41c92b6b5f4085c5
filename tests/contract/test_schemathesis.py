"""Schemathesis against the app, from the committed spec: every operation, every default
check, positive and negative cases, with real game ids, seat tokens and versions supplied
so positive cases reach the handlers; then a stateful run (create, read, act)."""

from __future__ import annotations

import dataclasses
import json
import random
import zlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
import redis
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, Phase, settings
from schemathesis import GenerationMode
from schemathesis.core.parameters import ParameterLocation
from schemathesis.specs.openapi.checks import positive_data_acceptance

from service import create_app
from store.settings import Settings
from tests.contract.conftest import PLAYERS, Table, load_spec

MAX_EXAMPLES = 60
"""Fuzzed cases per operation and mode, on top of the examples and coverage phases."""

STATEFUL_SCENARIOS = 100
"""Stateful scenarios (of up to 10 calls each)."""

NOT_STATEFUL = {
    "listGames": "its answer is every client's shared state, not the scenario's: links "
                 "inferred from it would make scenarios unrepeatable",
    "leaveSeat": "ends what the scenario builds (tests/lobby covers it over HTTP)",
    "resignGame": "ends what the scenario builds (tests/lobby covers it over HTTP)",
    "abortGame": "ends what the scenario builds (tests/lobby covers it over HTTP)",
    "rematchGame": "needs a game played to its end, which scenarios of ten calls never reach",
    "backToGame": "needs an absent seat, which takes timeouts a worker fires "
                  "(tests/clocks covers it over HTTP)",
}
"""Operations the stateful scenarios leave out, and why; test_every_operation runs them all."""

REACHED = {
    ("POST", "/games"): {201},
    ("GET", "/games/{game_id}"): {200, 304},
    ("POST", "/games/{game_id}/actions"): {200, 403, 409},
    ("GET", "/games/{game_id}/log"): {200, 304},
    ("POST", "/games/{game_id}/tickets"): {201},
    ("GET", "/health"): {200},
    ("GET", "/health/live"): {200},
    ("GET", "/health/ready"): {200},
    ("GET", "/game-types"): {200, 304},
    ("GET", "/game-types/{name}"): {200, 304, 404},
    ("GET", "/problems"): {200},
    ("GET", "/problems/{kind}"): {200, 404},
    ("GET", "/games"): {200},
    ("POST", "/games/{game_id}/seats/{index}/join"): {201, 403, 409},
    ("POST", "/games/{game_id}/seats/{index}/leave"): {200, 403, 409},
    ("POST", "/games/{game_id}/resign"): {200, 409},
    ("POST", "/games/{game_id}/abort"): {200, 409},
    ("POST", "/games/{game_id}/back"): {200, 409},
    ("POST", "/games/{game_id}/rematch"): {200, 409},
}
"""Statuses only a handler gives: a case answered with one went past parsing and auth."""

LONG_POLL_CAP = 0.05
"""Seconds a fuzzed long poll may wait: the cases test the contract, not the waiting
(tests/service/test_live.py does)."""

REACHED_KINDS = {"illegal-action", "invalid-action"}
"""422 problems the engine gives: the handler ran."""


def kind_of(body: Any) -> str | None:
    """The kind a problem's ``type`` URI names (its last segment)."""
    kind = body.get("type") if isinstance(body, dict) else None
    return kind.rsplit("/", 1)[-1] if isinstance(kind, str) else None


def engine_refused(body: Any) -> bool:
    """Whether a response is the engine refusing a schema-valid action: illegal now, or of
    another game (the spec cannot tie an action to the game in the path). Such a 422 is no
    schema-valid request wrongly rejected; every other check still runs on it."""
    return isinstance(body, dict) and body.get("status") == 422 and kind_of(body) in REACHED_KINDS


class Tables:
    """One game of each registered kind, and what the cases got."""

    def __init__(self, app: Flask) -> None:
        self.app = app
        self.rng = random.Random(7)
        client = app.test_client()
        self.tables = [Table(client, game, self.rng) for game in PLAYERS]
        self.statuses: Counter[tuple[str, str, str, int]] = Counter()
        self.reached: Counter[tuple[str, str]] = Counter()

    def prepare(self, case: schemathesis.Case) -> dict[str, str]:
        """Fill in real ids and versions where the case was generated as valid; the
        headers to send (a real seat token, which the auth checks then see as given)."""
        meta = case.meta
        assert meta is not None
        operation = case.operation
        method, path = operation.method.upper(), operation.path
        if "{game_id}" not in path:
            return {}
        table = self.rng.choice(self.tables)
        if not meta.is_negative_at(ParameterLocation.PATH) and self.rng.random() < 0.9:
            case.path_parameters = {**(case.path_parameters or {}), "game_id": table.id}
        token, view = table.actor()
        idle = [t for seat, t in table.tokens.items() if seat not in view["to_act"]]
        if method == "POST" and idle and self.rng.random() < 0.1:
            token = self.rng.choice(idle)  # a seat with nothing to decide: 403
        headers = {}
        if self.rng.random() < 0.85 or method == "POST":
            headers["Authorization"] = f"Bearer {token}"
        acting = method == "POST" and path.endswith("/actions")
        if acting and not meta.is_negative_at(ParameterLocation.BODY):
            body = case.body if isinstance(case.body, dict) else {}
            if self.rng.random() < 0.9:
                body["version"] = view["version"]
            if self.rng.random() < 0.5 and view["legal_actions"]:
                body["action"] = self.rng.choice(view["legal_actions"])
            case.body = body
        return headers

    def record(self, case: schemathesis.Case, status: int, body: Any) -> None:
        meta = case.meta
        assert meta is not None
        method, path = case.operation.method.upper(), case.operation.path
        self.statuses[(method, path, str(meta.generation.mode), status)] += 1
        kind = kind_of(body)
        if status in REACHED.get((method, path), ()) or (status == 422 and kind in REACHED_KINDS):
            self.reached[(method, path)] += 1


@pytest.fixture(scope="module")
def tables(settings_app: Flask) -> Iterator[Tables]:
    found = Tables(settings_app)
    yield found
    total = sum(found.statuses.values())
    print(f"\nschemathesis: {total} cases")
    for key, count in sorted(found.statuses.items()):
        print(" ", *key, count)
    ran = {(m, p) for m, p, _, _ in found.statuses}
    missing = [op for op in ran if not found.reached[op]]
    assert not missing, f"no case reached the handler of {missing}"


class LateApp:
    """The WSGI app the cases go to, known once the settings fixture has made it.

    Schemathesis copies the schema's app into each operation at collection; its checks
    that send requests of their own (ignored_auth) use that copy.
    """

    app: Flask | None = None

    def __call__(self, environ: Any, start_response: Any) -> Any:
        assert self.app is not None
        return self.app(environ, start_response)


def cap_long_poll(case: schemathesis.Case) -> None:
    """A schema-valid ``wait`` is up to a minute; keep fuzzed ones short."""
    query = case.query
    if isinstance(query, dict) and isinstance(query.get("wait"), int | float):
        case.query = {**query, "wait": min(query["wait"], LONG_POLL_CAP)}


LATE_APP = LateApp()
# The event stream is left out: it never ends while its game runs, and a fuzzer reads a
# response to its end. tests/service/test_live*.py hold it to its contract.
schema = schemathesis.openapi.from_dict(load_spec()).exclude(operation_id="streamGameEvents")
schema.app = LATE_APP
schema.config.generation.update(
    modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE],
    max_examples=MAX_EXAMPLES,
    with_security_parameters=False,  # real tokens instead, in prepare()
)


@pytest.fixture(scope="module")
def settings_app(settings: Settings, redis_client: redis.Redis) -> Iterator[Flask]:
    """The app under its own key prefix and queues, removed afterwards: fuzzed games (with
    fuzzed clocks) must not outlive this module and be played by a later test's worker."""
    fuzz = dataclasses.replace(settings, key_prefix=f"{settings.key_prefix}-fuzz",
                               bot_queue=f"{settings.bot_queue}-fuzz")
    app = create_app({"SETTINGS": fuzz, "TESTING": True})
    LATE_APP.app = app
    yield app
    for pattern in (f"{fuzz.key_prefix}:*", f"rq:*{fuzz.bot_queue}*"):
        keys = list(redis_client.scan_iter(match=pattern, count=1000))
        if keys:
            redis_client.delete(*keys)


@schema.parametrize()
@settings(suppress_health_check=list(HealthCheck), deadline=None)
def test_every_operation(case: schemathesis.Case, tables: Tables) -> None:
    headers = tables.prepare(case)
    cap_long_poll(case)
    response = case.call(headers=headers)
    body = None
    if response.headers.get("content-type", [""])[0].endswith("json"):
        body = response.json()
    tables.record(case, response.status_code, body)
    excluded = [positive_data_acceptance] if engine_refused(body) else []
    case.validate_response(response, excluded_checks=excluded, headers=headers)


STATEFUL = settings(
    # Generation only: a scenario's data depends on the server's answers (fresh game ids,
    # seeds), so replaying or shrinking one cannot draw the same data again.
    phases=[Phase.generate],
    database=None,
    max_examples=STATEFUL_SCENARIOS,
    stateful_step_count=10,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)


def test_stateful_create_read_act(settings_app: Flask) -> None:
    """Scenarios that follow the spec's links: create a game (with an open seat a third
    of the time), join its seats with their invites, read it, act in it, read the log."""
    client = settings_app.test_client()
    tokens: dict[str, dict[int, str]] = {}
    invites: dict[str, dict[int, str]] = {}
    seen: Counter[tuple[str, str, int]] = Counter()
    rng = random.Random()

    machine = schema.exclude(operation_id=list(NOT_STATEFUL)).as_state_machine()

    class Scenario(machine):  # type: ignore[misc]
        """Hypothesis checks that a scenario's draws repeat with its data, so all that the
        answers depend on is fixed per scenario: our choices (seeded anew) and the games'
        shuffles (a seed wherever the case leaves it out)."""

        def setup(self) -> None:
            rng.seed(11)

        def before_call(self, case: schemathesis.Case) -> None:
            cap_long_poll(case)
            if case.operation.path == "/games" and isinstance(case.body, dict):
                if case.body.get("seed", None) is None and case.body.get("game") in PLAYERS:
                    case.body = {**case.body, "seed": 5}
                players = case.body.get("players")
                negative = case.meta is not None and case.meta.is_negative_at(
                    ParameterLocation.BODY
                )
                if case.body.get("game") in PLAYERS and isinstance(players, list) \
                        and len(players) > 1 and not negative:
                    # Drawn from the case's own data: the scenario's rng starts the same in
                    # every scenario, so it would treat every first game alike.
                    draw = zlib.crc32(json.dumps(case.body, sort_keys=True).encode()) % 10
                    if draw < 3:  # an open seat, for a join
                        case.body["players"] = [*players[:-1], {"open": True}]
                    elif draw < 8:  # people only: no server bot (none runs here) to wait for
                        case.body["players"] = [{"name": f"p{i}"} for i in range(len(players))]
                return
            game_id = (case.path_parameters or {}).get("game_id")
            free = {seat: code for seat, code in invites.get(game_id, {}).items()
                    if seat not in tokens.get(game_id, {})}
            if case.operation.path.endswith("/join") and free:
                seat, invite = rng.choice(sorted(free.items()))
                case.path_parameters = {**(case.path_parameters or {}), "index": seat}
                if isinstance(case.body, dict) and not (
                    case.meta and case.meta.is_negative_at(ParameterLocation.BODY)
                ):
                    case.body = {**case.body, "invite": invite}
                return
            if game_id in tokens and case.headers and "Authorization" in case.headers:
                # A real token goes in get_call_kwargs instead of a made-up one.
                case.headers = {k: v for k, v in case.headers.items() if k != "Authorization"}
            meta = case.meta
            acting = case.operation.method.upper() == "POST" and case.operation.path.endswith(
                "/actions"
            )
            if not acting or not tokens.get(game_id) or meta is None:
                return
            if meta.is_negative_at(ParameterLocation.BODY) or not isinstance(case.body, dict):
                return
            token = Scenario.token(game_id)
            view = client.get(f"/games/{game_id}", headers={"Authorization": f"Bearer {token}"})
            case.body = {**case.body, "version": view.json["version"]}
            if view.json["legal_actions"] and rng.random() < 0.7:
                case.body["action"] = rng.choice(view.json["legal_actions"])

        @staticmethod
        def token(game_id: str) -> str:
            seats = tokens[game_id]
            to_act = [s for s in client.get(f"/games/{game_id}").json["to_act"] if s in seats]
            return seats[rng.choice(to_act)] if to_act else rng.choice(list(seats.values()))

        def get_call_kwargs(self, case: schemathesis.Case) -> dict[str, Any]:
            game_id = (case.path_parameters or {}).get("game_id")
            if tokens.get(game_id):
                return {"headers": {"Authorization": f"Bearer {Scenario.token(game_id)}"}}
            return {}

        def after_call(self, response: schemathesis.Response, case: schemathesis.Case) -> None:
            super().after_call(response, case)
            operation = case.operation
            seen[(operation.method.upper(), operation.path, response.status_code)] += 1
            if operation.path == "/games" and response.status_code == 201:
                created = response.json()
                tokens[created["id"]] = {
                    s["index"]: s["token"] for s in created["seats"] if s["token"]
                }
                invites[created["id"]] = {
                    s["index"]: s["invite"] for s in created["seats"] if s.get("invite")
                }
            if operation.path.endswith("/join") and response.status_code == 201:
                joined = response.json()
                tokens[joined["id"]][joined["seat"]] = joined["token"]

        def validate_response(
            self, response: schemathesis.Response, case: schemathesis.Case, **kwargs: Any
        ) -> None:
            body = response.json() if response.status_code == 422 else None
            excluded = [positive_data_acceptance] if engine_refused(body) else []
            case.validate_response(
                response,
                excluded_checks=excluded,
                headers=kwargs.get("headers"),
                transport_kwargs=kwargs or None,
            )

    Scenario.run(settings=STATEFUL)
    print(f"\nschemathesis stateful: {sum(seen.values())} calls")
    for key, count in sorted(seen.items()):
        print(" ", *key, count)
    assert seen[("POST", "/games", 201)], "no scenario created a game"
    assert seen[("GET", "/games/{game_id}", 200)], "no scenario read a game it created"
    assert seen[("POST", "/games/{game_id}/actions", 200)], "no scenario acted in a game"
    assert seen[("POST", "/games/{game_id}/seats/{index}/join", 201)], "no scenario joined"
