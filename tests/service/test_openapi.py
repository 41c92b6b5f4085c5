"""The committed spec is what the app generates, and it is a valid OpenAPI document."""

from __future__ import annotations

import json
from pathlib import Path

from openapi_spec_validator import validate

from service import create_app
from service.openapi_export import generate, render
from store.settings import Settings

SPEC = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"


def test_committed_spec_matches_the_app() -> None:
    assert SPEC.read_text() == render(generate()), (
        "openapi/openapi.json is stale: run `make openapi` and commit it"
    )


def test_spec_is_valid_openapi() -> None:
    validate(json.loads(SPEC.read_text()))


def test_every_error_response_is_a_problem() -> None:
    spec = json.loads(SPEC.read_text())
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            for status, response in operation["responses"].items():
                if "$ref" in response:
                    response = spec["components"]["responses"][response["$ref"].split("/")[-1]]
                if status.startswith(("4", "5")) or status == "default":
                    assert list(response["content"]) == ["application/problem+json"], (
                        method, path, status)


def test_building_the_spec_warns_of_nothing(settings: Settings) -> None:
    """apispec warns when two schemas claim one component name (it renames one silently)."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        create_app({"SETTINGS": settings})
