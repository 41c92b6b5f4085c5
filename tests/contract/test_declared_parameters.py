"""The served spec declares every parameter, header and body a view reads, and nothing else.

What a view reads is derived from the code, not from a list kept by hand: the schemas its
``@blp.arguments`` parse (each field a parameter of that location, a ``json`` one the body),
the path's converters, and what its code reads of the request itself (followed through
every function of ``service`` it calls): a header read from ``request`` must be a declared
header parameter, and the seat token (``bearer_token``) must be in the operation's security.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import re
import textwrap
import types
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import requests
from flask import Flask, request

import service.routes
from service import auth
from service.blueprint import load_arguments
from tests.service.live_helpers import sse_events

LOCATIONS = {"query": "query", "headers": "header", "path": "path"}
"""webargs' location names, as OpenAPI spells them."""

BODY_LOCATIONS = {"json", "form", "files", "json_or_form"}

REQUEST_HEADER_ATTRIBUTES = {
    "if_none_match": "If-None-Match", "if_match": "If-Match",
    "if_modified_since": "If-Modified-Since", "authorization": "Authorization",
    "accept_mimetypes": "Accept", "user_agent": "User-Agent", "range": "Range",
}
"""werkzeug's parsed request headers, by the ``Request`` attribute that holds each."""

REQUEST_INPUTS = {"headers", "args", "values", "form", "json", "get_json", "data", "cookies",
                  "files", "get_data", *REQUEST_HEADER_ATTRIBUTES}
"""``Request`` attributes that hold what the client sent."""

SEAT_TOKEN = ("security", "Authorization")


def route_modules() -> list[types.ModuleType]:
    return [importlib.import_module(f"service.routes.{m.name}")
            for m in pkgutil.iter_modules(service.routes.__path__)]


def operations(app: Flask) -> Iterator[tuple[str, str, Any, list[str]]]:
    """(method, OpenAPI path, view function, path arguments) of every API operation."""
    api_blueprints = {module.blp.name for module in route_modules() if hasattr(module, "blp")}
    for rule in app.url_map.iter_rules():
        if rule.endpoint.partition(".")[0] not in api_blueprints:
            continue
        view_class = app.view_functions[rule.endpoint].view_class
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule)
        for method in sorted(view_class.methods - {"HEAD", "OPTIONS"}):
            yield method, path, getattr(view_class, method.lower()), sorted(rule.arguments)


def parsed(view: Any) -> tuple[set[tuple[str, str]], bool]:
    """The (location, name) parameters the view's ``@blp.arguments`` parse, or its code
    loads with ``load_arguments``, and whether one of them is the body."""
    found: set[tuple[str, str]] = set()
    body = False
    arguments = [(argument["in"], argument["schema"]) for argument in
                 getattr(view, "_apidoc", {}).get("arguments", {}).get("parameters", [])]
    for location, schema in [*arguments, *loaded(view)]:
        if location in BODY_LOCATIONS:
            body = True
            continue
        for name, field in schema.fields.items():
            found.add((LOCATIONS[location], field.data_key or name))
    return found, body


def loaded(view: Any) -> list[tuple[str, Any]]:
    """The (location, schema) of each ``load_arguments(SCHEMA, "location")`` in the view."""
    function = inspect.unwrap(view)
    scope = function.__globals__
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and resolve(node.func, scope) is load_arguments:
            schema, location = node.args
            assert isinstance(location, ast.Constant), "load_arguments needs a literal location"
            found.append((location.value, resolve(schema, scope)))
    return found


def is_request(node: ast.expr, scope: dict[str, Any]) -> bool:
    return isinstance(node, ast.Name) and scope.get(node.id) is request


def resolve(node: ast.expr, scope: dict[str, Any]) -> Any:
    """What a called name (``f``, ``module.f``) is in the function's globals, if known."""
    if isinstance(node, ast.Name):
        return scope.get(node.id)
    if isinstance(node, ast.Attribute):
        base = resolve(node.value, scope)
        if isinstance(base, types.ModuleType):
            return getattr(base, node.attr, None)
    return None


def reads(function: Callable[..., Any], within: tuple[str, ...] = ("service",),
          seen: set[Any] | None = None) -> set[tuple[str, str]]:
    """What ``function``, and every function of the packages ``within`` it calls, reads of
    the request directly: (``header``/``query``..., name), ``?`` for a name not spelt out;
    the seat token as ``SEAT_TOKEN``."""
    seen = set() if seen is None else seen
    function = inspect.unwrap(function)
    if function in seen:
        return set()
    seen.add(function)
    if function is auth.bearer_token:
        return {SEAT_TOKEN}
    if function is load_arguments:
        return set()  # what it loads is the schema's fields: ``parsed`` counts them
    scope = function.__globals__
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    found: set[tuple[str, str]] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and is_request(node.value, scope) \
                and node.attr in REQUEST_INPUTS:
            found.add(input_read(node, tree))
        if isinstance(node, ast.Call):
            called = resolve(node.func, scope)
            if inspect.isfunction(called) and called.__module__.startswith(within):
                found |= reads(called, within, seen)
    return found


def input_read(node: ast.Attribute, tree: ast.AST) -> tuple[str, str]:
    """The input ``request.<attr>`` at ``node`` reads: a named header or query parameter
    when the code says which (``.get("X")`` or ``["X"]``), else ``?``."""
    if node.attr in REQUEST_HEADER_ATTRIBUTES:
        return "header", REQUEST_HEADER_ATTRIBUTES[node.attr]
    location = {"headers": "header", "args": "query"}.get(node.attr, node.attr)
    for parent in ast.walk(tree):
        key: ast.expr | None = None
        if isinstance(parent, ast.Subscript) and parent.value is node:
            key = parent.slice
        elif isinstance(parent, ast.Call) and isinstance(parent.func, ast.Attribute) \
                and parent.func.value is node and parent.func.attr == "get" and parent.args:
            key = parent.args[0]
        if isinstance(key, ast.Constant) and isinstance(key.value, str):
            return location, key.value
    return location, "?"


def declared(spec: dict[str, Any], method: str, path: str) -> dict[tuple[str, str], Any]:
    item = spec["paths"][path]
    operation = item[method.lower()]
    parameters = [*item.get("parameters", []), *operation.get("parameters", [])]
    found = {}
    for parameter in parameters:
        if "$ref" in parameter:
            parameter = spec["components"]["parameters"][parameter["$ref"].rsplit("/", 1)[-1]]
        found[(parameter["in"], parameter["name"])] = parameter
    return found


def uses_seat_token(spec: dict[str, Any], operation: dict[str, Any]) -> bool:
    security = operation.get("security", spec.get("security", []))
    return any("seatToken" in requirement for requirement in security)


@pytest.fixture
def served(app: Flask) -> dict[str, Any]:
    spec: dict[str, Any] = app.test_client().get("/openapi.json").json
    return spec


def test_every_operation_declares_what_its_view_reads(app: Flask,
                                                      served: dict[str, Any]) -> None:
    found = list(operations(app))
    assert len(found) >= 19
    spec_operations = {(m.upper(), p) for p, item in served["paths"].items()
                       for m in item if m != "parameters"}
    assert {(m, p) for m, p, _, _ in found} == spec_operations
    for method, path, view, path_arguments in found:
        operation = served["paths"][path][method.lower()]
        where = f"{method} {path}"
        arguments, body = parsed(view)
        direct = reads(view)
        spec_parameters = declared(served, method, path)
        assert {n for (loc, n) in spec_parameters if loc == "path"} == set(path_arguments), where
        wanted = arguments | {(loc, n) for loc, n in direct if (loc, n) != SEAT_TOKEN}
        assert not [r for r in wanted if r[1] == "?"], f"{where} reads input it does not name"
        published = {key for key in spec_parameters if key[0] != "path"}
        assert wanted - published == set(), f"{where}: the spec lacks {wanted - published}"
        assert published - wanted == set(), f"{where}: the view never reads {published - wanted}"
        assert ("requestBody" in operation) == body, f"{where}: body declared {not body}"
        assert uses_seat_token(served, operation) == (SEAT_TOKEN in direct), (
            f"{where}: security says seat token {SEAT_TOKEN not in direct}")


def test_long_poll_paging_and_stream_parameters_are_published(served: dict[str, Any]) -> None:
    """The ones the spec once lost to a hand-written ``parameters`` list."""
    for path, names in (("/games/{game_id}", {"after_version", "wait", "If-None-Match"}),
                        ("/games/{game_id}/log", {"since", "limit", "If-None-Match"}),
                        ("/games/{game_id}/events", {"ticket", "after", "Last-Event-ID"})):
        assert names <= {name for _, name in declared(served, "GET", path)}, path


def reads_a_header_by_hand() -> str | None:
    return request.headers.get("X-Undeclared")


def calls_one_that_reads(game_id: str) -> Any:
    auth.bearer_token()
    return reads_a_header_by_hand(), request.args[game_id]


def test_the_reading_of_views_finds_direct_reads_through_calls() -> None:
    """The derivation can fail a view: it sees a header read two calls away, the token, and
    a query read whose name it cannot know."""
    assert reads(calls_one_that_reads, within=("service", "tests")) == {
        ("header", "X-Undeclared"), SEAT_TOKEN, ("query", "?")}


def test_an_empty_last_event_id_is_none(live_server: str) -> None:
    """The SSE standard reads an empty id as none: the stream starts afresh, not 422."""
    created = requests.post(f"{live_server}/games", json={"game": "caretos", "players": [
        {"name": "a"}, {"name": "b"}], "seed": 3}, timeout=10).json()
    url = f"{live_server}/games/{created['id']}/events"
    with requests.get(url, headers={"Last-Event-ID": ""}, stream=True, timeout=10) as response:
        assert response.status_code == 200
        first = next(event for event in sse_events(response.iter_content(chunk_size=None)))
        assert first.event == "game" and first.id == "0"
    assert requests.get(url, headers={"Last-Event-ID": "1x"}, timeout=10).status_code == 422
