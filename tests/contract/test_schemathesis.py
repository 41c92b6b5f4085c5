"""Schemathesis against the app, from the committed spec: every operation, every default
check, positive and negative cases, with real game ids, seat tokens and versions supplied
so positive cases reach the handlers (in-process); then a stateful run against the live
stack (stream server in front of the API's gunicorn) that follows the served spec's links,
which carry game ids, seat tokens and tickets to the operations that need them."""

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
import requests
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, Phase, settings
from schemathesis import GenerationMode
from schemathesis.core.parameters import ParameterLocation
from schemathesis.specs.openapi.checks import positive_data_acceptance

from service import create_app
from store.settings import Settings
from tests.conftest import start_stack
from tests.contract.conftest import PLAYERS, Table, load_spec

MAX_EXAMPLES = 60
"""Fuzzed cases per operation and mode, on top of the examples and coverage phases."""

STATEFUL_SCENARIOS = 150
"""Stateful scenarios (of up to 10 calls each)."""

NOT_STATEFUL = {
    "listGames": "its answer is every client's shared state, not the scenario's: links "
                 "inferred from it would make scenarios unrepeatable",
}
"""Operations the stateful scenarios leave out, and why; test_every_operation runs them all."""

REACHED = {
    ("POST", "/games"): {201},
    ("GET", "/games/{game_id}"): {200, 304},
    ("POST", "/games/{game_id}/actions"): {200, 403, 409},
    ("GET", "/games/{game_id}/log"): {200, 304},
    ("POST", "/games/{game_id}/tickets"): {201},
    ("GET", "/"): {200, 303},
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


STREAM_SECONDS = "1"
"""How long the live stack's streams last (TTG_STREAM_MAX_SECONDS): a fuzzer reads each
answer to its end, and a game's stream otherwise ends only with the game."""

STATEFUL = settings(
    # Generation only: a scenario's data depends on the server's answers (fresh game ids,
    # seeds), so replaying or shrinking one cannot draw the same data again.
    phases=[Phase.generate],
    database=None,
    max_examples=STATEFUL_SCENARIOS,
    stateful_step_count=10,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,  # the same scenarios every run: a failure repeats
)

REFUSALS = {401, 403, 404}
"""Answers that say nothing of a handler's work: no credential, a wrong one, no such game.
Every operation a link leads to must get another answer at least once (a 409 is the
handler's word on a valid credential): the links bring each one what it needs."""


@pytest.fixture(scope="module")
def fuzz_stack(settings: Settings, redis_client: redis.Redis) -> Iterator[str]:
    """The live stack (stream server in front of the API's gunicorn) under its own key
    prefix, removed afterwards: fuzzed games must not outlive this module."""
    fuzz = dataclasses.replace(settings, key_prefix=f"{settings.key_prefix}-livefuzz",
                               bot_queue=f"{settings.bot_queue}-livefuzz")
    # Rate limits off: a 429 now and not in a replay would change which links a scenario
    # can follow (tests/service cover the limits).
    stack = start_stack(fuzz, streams_env={"TTG_STREAM_MAX_SECONDS": STREAM_SECONDS,
                                           "TTG_RATE_LIMITS": "off"},
                        WEB_CONCURRENCY="2", TTG_RATE_LIMITS="off")
    yield stack.base
    stack.stop()
    for pattern in (f"{fuzz.key_prefix}:*", f"rq:*{fuzz.bot_queue}*"):
        keys = list(redis_client.scan_iter(match=pattern, count=1000))
        if keys:
            redis_client.delete(*keys)


def test_stateful_over_http(fuzz_stack: str) -> None:
    """Scenarios that follow the served spec's links against the live stack, every check on:
    create a game (people only, or with an open seat a third of the time), then whatever the
    links lead to with the credentials they carry (seat 0's token, the creator's token, a
    joiner's token, a ticket for the stream)."""
    live = schemathesis.openapi.from_url(f"{fuzz_stack}/openapi.json")
    live.config.update(base_url=fuzz_stack)
    live.config.generation.update(modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
    http = requests.Session()
    invites: dict[str, dict[int, str]] = {}
    joined: dict[str, dict[int, str]] = {}  # game id → seat → the joiner's token
    seen: Counter[tuple[str, str, int]] = Counter()
    rng = random.Random()

    machine = live.exclude(operation_id=list(NOT_STATEFUL)).as_state_machine()

    class Scenario(machine):  # type: ignore[misc]
        """Hypothesis checks that a scenario's draws repeat with its data, so all that the
        answers depend on is fixed per scenario: our choices (seeded anew) and the games'
        shuffles (a seed wherever the case leaves it out)."""

        def setup(self) -> None:
            rng.seed(11)

        def before_call(self, case: schemathesis.Case) -> None:
            cap_long_poll(case)
            negative = case.meta is not None and case.meta.is_negative_at(ParameterLocation.BODY)
            if case.operation.path == "/games" and isinstance(case.body, dict) and not negative:
                people_and_open_seats(case)
                return
            game_id = (case.path_parameters or {}).get("game_id")
            free = invites.get(game_id, {})
            linked = isinstance(case.body, dict) and isinstance(case.body.get("invite"), str) \
                and case.body["invite"] in free.values()
            if case.operation.path.endswith("/join") and free and not negative and not linked:
                # An invite reaches its seat only by the creator's answer (which seat is
                # open is the creator's choice, so no link can name it).
                seat, invite = rng.choice(sorted(free.items()))
                case.path_parameters = {**(case.path_parameters or {}), "index": seat}
                if isinstance(case.body, dict):
                    case.body = {**case.body, "invite": invite}
                return
            token = (case.headers or {}).get("Authorization")
            leaving = case.operation.path.endswith("/leave") and not negative
            if leaving and free and not joined.get(game_id):
                # A join then a leave is two steps these scenarios seldom draw in a row: a
                # leave on a game with an open seat joins it first (answer checked too).
                seat, invite = rng.choice(sorted(free.items()))
                answer = http.post(f"{fuzz_stack}/games/{game_id}/seats/{seat}/join",
                                   json={"name": "leaver", "invite": invite})
                if answer.status_code == 201:
                    joined.setdefault(game_id, {})[seat] = answer.json()["token"]
            mine = joined.get(game_id, {})
            if leaving and mine and token not in {f"Bearer {t}" for t in mine.values()}:
                # Only a join's answer holds a joiner's token: the join's own LeaveSeat link
                # carries it, and a leave drawn by another route (schemathesis infers links
                # from the game id alone) gets it here, as the invite above.
                seat, joiner = rng.choice(sorted(mine.items()))
                case.path_parameters = {**(case.path_parameters or {}), "index": seat}
                case.headers = {**(case.headers or {}), "Authorization": f"Bearer {joiner}"}
                return
            acting = case.operation.method.upper() == "POST" and case.operation.path.endswith(
                "/actions")
            if acting and not negative and isinstance(case.body, dict) and token:
                # The version and a legal action are the game's now, not the link's.
                view = http.get(f"{fuzz_stack}/games/{game_id}",
                                headers={"Authorization": token}).json()
                if isinstance(view, dict) and "version" in view:
                    case.body = {**case.body, "version": view["version"]}
                    if view.get("legal_actions") and rng.random() < 0.7:
                        case.body["action"] = rng.choice(view["legal_actions"])

        def after_call(self, response: schemathesis.Response, case: schemathesis.Case) -> None:
            super().after_call(response, case)
            operation = case.operation
            seen[(operation.method.upper(), operation.path, response.status_code)] += 1
            if operation.path == "/games" and response.status_code == 201:
                created = response.json()
                invites[created["id"]] = {
                    s["index"]: s["invite"] for s in created["seats"] if s.get("invite")
                }
            elif operation.path.endswith("/join") and response.status_code == 201:
                seat = response.json()
                joined.setdefault(seat["id"], {})[seat["seat"]] = seat["token"]
            elif operation.path.endswith("/leave") and response.status_code == 200:
                joined.get(case.path_parameters["game_id"], {}).pop(
                    case.path_parameters["index"], None)

        def validate_response(
            self, response: schemathesis.Response, case: schemathesis.Case, **kwargs: Any
        ) -> None:
            body = response.json() if response.status_code == 422 else None
            excluded = [positive_data_acceptance] if engine_refused(body) else []
            case.validate_response(response, excluded_checks=excluded,
                                   headers=kwargs.get("headers"), transport_kwargs=kwargs or None)

    Scenario.run(settings=STATEFUL)
    print(f"\nschemathesis stateful over HTTP: {sum(seen.values())} calls")
    for key, count in sorted(seen.items()):
        print(" ", *key, count)
    by_operation: dict[str, set[int]] = {}
    for operation in live.get_all_operations():
        op = operation.ok()
        by_operation[op.definition.raw["operationId"]] = {
            status for method, path, status in seen
            if (method, path) == (op.method.upper(), op.path)}
    served = http.get(f"{fuzz_stack}/openapi.json").json()
    linked = {target["operationId"] for path in served["paths"].values()
              for operation in path.values() if isinstance(operation, dict)
              for answer in operation.get("responses", {}).values()
              for target in answer.get("links", {}).values()}
    only_refused = {op: sorted(statuses) for op, statuses in by_operation.items()
                    if op in linked - set(NOT_STATEFUL) and statuses <= REFUSALS}
    assert not only_refused, f"operations only ever refused (no valid credentials): {only_refused}"
    assert seen[("GET", "/games/{game_id}/events", 200)], "no scenario opened a stream"


def people_and_open_seats(case: schemathesis.Case) -> None:
    """Games of people (no server bot plays here: no worker runs), seat 0 always a person
    (the links hand its token on), and half of them with seat 1 open (the link to join
    hands on its invite), some with seat 2 open too, so a seat can be left while the game
    still waits."""
    assert isinstance(case.body, dict)
    if case.body.get("seed", None) is None and case.body.get("game") in PLAYERS:
        case.body = {**case.body, "seed": 5}
    players = case.body.get("players")
    if case.body.get("game") not in PLAYERS or not isinstance(players, list) or len(players) < 2:
        return
    # Drawn from the case's own data: a scenario's rng starts the same in every scenario.
    draw = zlib.crc32(json.dumps(case.body, sort_keys=True).encode()) % 10
    people: list[dict[str, Any]] = [{"name": f"p{i}"} for i in range(len(players))]
    open_seats = 0 if draw >= 5 else 2 if len(people) > 2 and draw < 3 else 1
    people[1:1 + open_seats] = [{"open": True}] * open_seats
    case.body["players"] = people
