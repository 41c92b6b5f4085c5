"""The lobby operations' examples in the committed spec fit their schemas."""

from __future__ import annotations

import pytest

from tests.contract.conftest import load_spec
from tests.contract.test_spec import validator

OPERATIONS = [
    ("/games", "get", "200"),
    ("/games/{game_id}/seats/{index}/join", "post", "201"),
    ("/games/{game_id}/rematch", "post", "200"),
]


@pytest.mark.parametrize(("path", "method", "status"), OPERATIONS)
def test_response_examples_fit_their_schemas(path: str, method: str, status: str) -> None:
    spec = load_spec()
    media = spec["paths"][path][method]["responses"][status]["content"]["application/json"]
    errors = list(validator(spec, media["schema"]).iter_errors(media["example"]))
    assert not errors, errors[0].message


def test_the_join_request_example_fits_its_schema() -> None:
    spec = load_spec()
    media = spec["paths"]["/games/{game_id}/seats/{index}/join"]["post"]["requestBody"]
    content = media["content"]["application/json"]
    assert not list(validator(spec, content["schema"]).iter_errors(content["example"]))
