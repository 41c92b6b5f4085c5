"""Every response the suite receives, checked against the spec the server serves.

Schemathesis's response checks (the pinned, well-kept validator the fuzzing tests use too;
JSON Schema through jsonschema-rs, fast enough to run on every answer of the suite) check
each answer's status, headers, media type and body against its operation: problem+json
errors and 304s included. An event stream still open is checked as the test reads it: its
status and media type at once, then each event: its name must be one the spec's
``StreamEvent`` declares and its ``data`` JSON of that event's schema. ``tests/conftest.py``
wraps the Flask test client and ``requests``' sessions (for the gunicorn servers the suite
starts) with it; a mismatch fails the test that received the response.

Requests to paths the spec does not describe (``/play``, ``/docs``, ``/metrics``, a 404 for
an unknown path or a 405) are not the spec's and are left alone.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from dataclasses import dataclass, field
from typing import Any

import jsonschema
import schemathesis
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012
from schemathesis.core.failures import FailureGroup
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

STREAM = "text/event-stream"

CHECKS = [status_code_conformance, content_type_conformance, response_headers_conformance,
          response_schema_conformance]
"""What is checked of every answer (the checks that need no generated case)."""


def media_type(content_type: str) -> str:
    return content_type.split(";", 1)[0].strip().lower()


class Spec:
    """One served spec: schemathesis's view of it, and a validator per stream event."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self.schema = schemathesis.openapi.from_dict(document)
        registry: Registry = Registry().with_resource(
            "urn:spec", Resource.from_contents(document, default_specification=DRAFT202012))
        self.events: dict[str, jsonschema.Draft202012Validator] = {}
        for branch in document["components"]["schemas"]["StreamEvent"]["oneOf"]:
            name = branch["properties"]["event"]["const"]
            schema = branch["properties"]["data"]["contentSchema"]
            rebased = json.loads(json.dumps(schema).replace('"#/', '"urn:spec#/'))
            self.events[name] = jsonschema.Draft202012Validator(rebased, registry=registry)

    def operation(self, method: str, path: str) -> Any:
        return self.schema.find_operation_by_path(method, path)

    def errors(self, method: str, path: str, response: Any) -> list[str]:
        """What is wrong with ``response`` (a werkzeug or requests one, read whole) to
        ``method path``; nothing when the spec does not describe them."""
        operation = self.operation(method, path)
        if operation is None:
            return []
        template = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(operation.path))
        found = re.fullmatch(template, path)
        case = operation.Case(path_parameters=found.groupdict() if found else {})
        try:
            case.validate_response(response, checks=CHECKS)
        except FailureGroup as group:
            return [f"{failure.title}: {failure.message}"[:1500] for failure in group.exceptions]
        except AssertionError as failure:
            return [str(failure)[:1500]]
        return []

    def stream_head_errors(self, method: str, path: str, status: int) -> list[str]:
        """An open stream's status and media type (its events are checked as they come)."""
        operation = self.operation(method, path)
        if operation is None:
            return []
        documented = operation.definition.raw.get("responses", {}).get(str(status))
        if documented is None:
            return [f"{status} is not a documented status"]
        if STREAM not in documented.get("content", {}):
            return [f"{status} is not documented as {STREAM}"]
        return []

    def event_errors(self, event: str, data: str) -> list[str]:
        """What is wrong with one Server-Sent Event of a stream."""
        validator = self.events.get(event)
        if validator is None:
            return [f"event {event!r} is not one the spec's StreamEvent declares "
                    f"({sorted(self.events)})"]
        try:
            value = json.loads(data)
        except ValueError as exc:
            return [f"event {event!r}: data is not JSON ({exc}): {data[:200]!r}"]
        return [f"event {event!r}: {e.message} at {list(e.absolute_path)}"
                for e in validator.iter_errors(value)][:5]


class EventReader:
    """Reads a stream's bytes as they pass, event by event (the SSE wire format: fields
    per line, a blank line ends an event, comments start with ``:``)."""

    def __init__(self, spec: Spec, where: str, report: Any) -> None:
        self.spec, self.where, self.report = spec, where, report
        self.buffer = b""
        self.event = "message"
        self.data: list[str] = []

    def feed(self, chunk: bytes) -> None:
        self.buffer += chunk
        while True:
            line, newline, rest = self.buffer.partition(b"\n")
            if not newline:
                return
            self.buffer = rest
            self.line(line.rstrip(b"\r").decode("utf-8", "replace"))

    def line(self, text: str) -> None:
        if not text:
            if self.data:
                for problem in self.spec.event_errors(self.event, "\n".join(self.data)):
                    self.report(f"{self.where}: {problem}")
            self.event, self.data = "message", []
            return
        if text.startswith(":"):
            return
        name, _, value = text.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "event":
            self.event = value
        elif name == "data":
            self.data.append(value)


@dataclass
class SpecCheck:
    """The specs in use (one per served document) and the mismatches found, until read."""

    specs: dict[str, Spec] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    servers: set[str] = field(default_factory=set)
    """The base URLs of the gunicorn servers the suite started (their answers are checked)."""
    lock: threading.Lock = field(default_factory=threading.Lock)

    def spec(self, document: dict[str, Any]) -> Spec:
        key = hashlib.sha256(json.dumps(document, sort_keys=True).encode()).hexdigest()
        with self.lock:
            if key not in self.specs:
                self.specs[key] = Spec(document)
            return self.specs[key]

    def report(self, failure: str) -> None:
        with self.lock:
            self.failures.append(failure)

    def take(self) -> list[str]:
        with self.lock:
            found, self.failures = self.failures, []
        return found

    def check(self, spec: Spec, method: str, path: str, response: Any) -> None:
        """Check a response read whole (an event stream included)."""
        for problem in spec.errors(method, path, response):
            self.report(f"{method} {path} -> {response.status_code}: {problem}")

    def open_stream(self, spec: Spec, method: str, path: str, status: int) -> EventReader:
        """Check an open stream's head; the reader checks its events as they are read."""
        for problem in spec.stream_head_errors(method, path, status):
            self.report(f"{method} {path} -> {status}: {problem}")
        return EventReader(spec, f"{method} {path} (stream)", self.report)


CHECK = SpecCheck()
"""The suite's one checker (conftest.py installs it around the clients)."""
