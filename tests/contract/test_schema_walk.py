"""Every schema a front end reads from the published spec is drawable: each property has a
description, no object is untyped, no array positional (tests/engines/schema_walk.py).

The service's own schemas (game bodies, created game, log, problems, game types) and each
game's view are walked as they appear in the committed openapi/openapi.json.
"""

from __future__ import annotations

from typing import Any

import pytest

from engines import engines
from service.game_schemas import pascal
from tests.contract.conftest import load_spec
from tests.engines.schema_walk import schema_problems

SCHEMAS: dict[str, Any] = load_spec()["components"]["schemas"]
GAMES = [pascal(name) for name in sorted(engines())]

ENGINE_OWNED = {f"{game}View" for game in GAMES} | {
    name for name in SCHEMAS if name.endswith("Action") and name != "Action"
}
"""Components the engines write (views; action kinds), published as they give them."""

SERVICE_SCHEMAS = sorted(set(SCHEMAS) - ENGINE_OWNED)


def test_the_service_schemas_are_the_expected_ones() -> None:
    """The walk below covers what a front end reads: the bodies of every operation."""
    expected = {"Game", "CreatedGame", "SeatWithToken", "Seat", "Outcome", "GameLog",
                "LogEntry", "Problem", "ProblemType", "ProblemTypes", "GameTypes", "GameType",
                "GameTypeDetail", "RulesSection", "CatalogueEntry", "Option", "BotLevel",
                "Health", "ActionRequest", "CreateGame", "Player"}
    expected |= {f"{game}Game" for game in GAMES} | {f"{game}CreateGame" for game in GAMES}
    assert expected <= set(SERVICE_SCHEMAS)


@pytest.mark.parametrize("name", SERVICE_SCHEMAS)
def test_service_schema_is_described_and_typed(name: str) -> None:
    assert schema_problems(SCHEMAS[name], f"#/components/schemas/{name}") == []


@pytest.mark.parametrize("game", GAMES)
def test_game_body_narrows_to_its_view_and_actions(game: str) -> None:
    body = SCHEMAS[f"{game}Game"]
    assert body["properties"]["state"]["$ref"] == f"#/components/schemas/{game}View"
    items = body["properties"]["legal_actions"]["items"]
    assert items == {"$ref": f"#/components/schemas/{game}Action"}
    assert body["properties"]["game"]["const"] == next(
        name for name in engines() if pascal(name) == game
    )
    assert SCHEMAS["Game"]["discriminator"]["mapping"][body["properties"]["game"]["const"]] == (
        f"#/components/schemas/{game}Game"
    )


@pytest.mark.parametrize("game", GAMES)
def test_view_schema_is_described_and_typed(game: str) -> None:
    name = f"{game}View"
    assert schema_problems(SCHEMAS[name], f"#/components/schemas/{name}") == []


def test_the_walk_finds_what_it_should() -> None:
    """The walker is no rubber stamp: it flags an undescribed field and an untyped object."""
    bad = {"type": "object", "properties": {"x": {"type": "object"}}}
    found = schema_problems(bad)
    assert "#/properties/x: no description" in found
    assert "#/properties/x: untyped object (no properties, no value schema)" in found
