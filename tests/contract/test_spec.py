"""The spec and the clients built on it: generated clients are current, the TypeScript
example type-checks, spectral finds no error, every example is real."""

from __future__ import annotations

import filecmp
import json
import random
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from flask.testing import FlaskClient
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from engines import InvalidSetupError, engines, get_engine
from engines.schema import mismatch
from service.game_schemas import pascal
from tests.conftest import TYPESCRIPT_TREE
from tests.contract.conftest import ROOT, SPEC_PATH, load_spec

pytestmark = TYPESCRIPT_TREE

CLIENTS = ROOT / "openapi" / "clients"
TYPESCRIPT = CLIENTS / "typescript"
NODE_BIN = TYPESCRIPT / "node_modules" / ".bin"
MAX_GAMES = 600
"""Seeded random games per engine at most to meet every action kind (rare kinds need an
option, e.g. Caretos' experienced variant, or a few hundred Caretos games)."""


@pytest.fixture(scope="session")
def node_tools() -> Path:
    """openapi-typescript, tsc and spectral as package-lock.json pins them (`npm ci` once)."""
    tools = ("openapi-typescript", "tsc", "spectral")
    if not all((NODE_BIN / tool).exists() for tool in tools):
        subprocess.run(
            ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
            cwd=TYPESCRIPT, check=True,
        )
    return NODE_BIN


def differences(left: Path, right: Path) -> list[str]:
    """Files that differ, or exist on one side only, between two trees (caches aside)."""
    found: list[str] = []

    def walk(cmp: filecmp.dircmp[str], prefix: str) -> None:
        found.extend(f"{prefix}{name}" for name in cmp.left_only + cmp.right_only)
        _, mismatched, errors = filecmp.cmpfiles(
            cmp.left, cmp.right, cmp.common_files, shallow=False
        )
        found.extend(f"{prefix}{name}" for name in mismatched + errors)
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{prefix}{name}/")

    walk(filecmp.dircmp(left, right, ignore=["__pycache__", "*.egg-info"]), "")
    return [f for f in found if not f.endswith(".egg-info")]


def test_generated_clients_are_current(tmp_path: Path, node_tools: Path) -> None:
    subprocess.run(
        [sys.executable, str(CLIENTS / "generate.py"), str(tmp_path)], check=True, cwd=ROOT
    )
    stale = differences(CLIENTS / "python", tmp_path / "python")
    assert not stale, f"openapi/clients/python is stale ({stale[:5]}): run `make clients`"
    committed = (TYPESCRIPT / "schema.d.ts").read_bytes()
    assert committed == (tmp_path / "typescript" / "schema.d.ts").read_bytes(), (
        "openapi/clients/typescript/schema.d.ts is stale: run `make clients`"
    )


def test_typescript_example_type_checks(node_tools: Path) -> None:
    result = subprocess.run(
        [str(node_tools / "tsc"), "--noEmit", "-p", "tsconfig.json"],
        cwd=TYPESCRIPT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def spectral_errors(node_tools: Path, spec: Path) -> list[dict[str, Any]]:
    """Spectral's error-level findings on ``spec``; fails if spectral itself did not run."""
    result = subprocess.run(
        [str(node_tools / "spectral"), "lint", "--format", "json", "--quiet",
         "--ruleset", str(ROOT / ".spectral.yaml"), str(spec)],
        cwd=TYPESCRIPT, capture_output=True, text=True,
    )
    # 0: nothing at error level; 1: findings at error level; anything else: spectral broke.
    assert result.returncode in (0, 1), result.stdout + result.stderr
    assert result.stdout.strip(), f"spectral printed nothing: {result.stderr}"
    found: list[dict[str, Any]] = json.loads(result.stdout)
    errors = [f for f in found if f["severity"] == 0]
    assert (result.returncode == 1) == bool(errors), result.stdout[:2000]
    return errors


def test_spectral_finds_no_error(node_tools: Path) -> None:
    errors = spectral_errors(node_tools, SPEC_PATH)
    assert not errors, json.dumps(errors, indent=1)[:4000]


def test_spectral_does_report_a_broken_spec(node_tools: Path, tmp_path: Path) -> None:
    """The check above can fail: an operation pointing at a schema that does not exist."""
    spec = load_spec()
    operation = spec["paths"]["/games"]["post"]
    operation["responses"]["201"]["content"]["application/json"]["schema"] = {
        "$ref": "#/components/schemas/NoSuchSchema"
    }
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(spec))
    errors = spectral_errors(node_tools, broken)
    assert any("NoSuchSchema" in json.dumps(e) for e in errors), errors


def test_the_generated_python_client_is_importable_and_typed() -> None:
    from tabletop_client.models import MissionCalaverasGame, MissionCalaverasPlayAction

    assert "legal_actions" in MissionCalaverasGame.__annotations__
    assert "action_labels" in MissionCalaverasGame.__annotations__
    play = MissionCalaverasPlayAction.from_dict(
        load_spec()["components"]["schemas"]["MissionCalaverasPlayAction"]["example"]
    )
    assert play.to_dict()["type"] == "play"


# --- examples -------------------------------------------------------------------------


def examples(node: Any, path: str = "") -> list[tuple[str, dict[str, Any], Any]]:
    """Every (path, schema, example) in the spec."""
    found = []
    if isinstance(node, dict):
        if "example" in node:
            found.append((path, node, node["example"]))
        for key, value in node.items():
            if key != "example":
                found += examples(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += examples(value, f"{path}/{i}")
    return found


def validator(spec: dict[str, Any], schema: dict[str, Any]) -> jsonschema.Draft202012Validator:
    resource = Resource.from_contents(spec, default_specification=DRAFT202012)
    registry: Registry = Registry().with_resource("urn:spec", resource)
    rebased = json.loads(json.dumps(schema).replace('"#/components/', '"urn:spec#/components/'))
    return jsonschema.Draft202012Validator(rebased, registry=registry)


def test_every_example_validates_against_its_schema() -> None:
    spec = load_spec()
    found = examples(spec)
    assert len(found) > 40
    for path, schema, example in found:
        bare = {k: v for k, v in schema.items() if k != "example"}
        errors = list(validator(spec, bare).iter_errors(example))
        assert not errors, f"{path}: {errors[0].message}"


def test_create_game_examples_are_accepted(client: FlaskClient) -> None:
    spec = load_spec()["components"]["schemas"]
    for name in engines():
        example = spec[f"{pascal(name)}CreateGame"]["example"]
        response = client.post("/games", json=example)
        assert response.status_code == 201, response.json


def test_property_examples_are_real_values(client: FlaskClient) -> None:
    """Each example on a response's property is a value a real response carries there."""
    spec = load_spec()["components"]["schemas"]
    created = client.post("/games", json=spec["MissionCalaverasCreateGame"]["example"]).json
    token = created["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    game = client.get(f"/games/{created['id']}", headers=auth).json
    hand = game["state"]["seats"][0]["hand"]["cards"]
    not_mine = next(c for c in ["hotel-1", "hotel-2", "hotel-3", "bank-1"] if c not in hand)
    illegal = {"type": "play", "card": not_mine, "to": "suspect", "seat": None}
    refusal = client.post(f"/games/{created['id']}/actions", headers=auth,
                          json={"action": illegal, "version": game["version"]})
    types = client.get("/game-types").json
    instances: dict[str, list[dict[str, Any]]] = {
        "Health": [client.get("/health").json],
        "GameType": types["games"],
        "GameTypeDetail": [client.get(f"/game-types/{g['name']}").json for g in types["games"]],
        "BotLevel": types["bot_levels"],
        "Problem": [refusal.json],
        "Index": [client.get("/").json],
        "IndexLinks": [client.get("/").json["links"]],
    }
    for name, schema in spec.items():
        for prop, sub in schema.get("properties", {}).items():
            if "example" in sub:
                assert name in instances, f"no real {name} to check its {prop} example against"
                seen = [instance.get(prop) for instance in instances[name]]
                assert sub["example"] in seen, (name, prop, sub["example"], seen)


def option_variants(engine: Any) -> list[dict[str, Any]]:
    """Default options, then each boolean or choice option set to each of its values."""
    variants: list[dict[str, Any]] = [{}]
    for option in engine.options:
        values = option.choices or ((True, False) if isinstance(option.default, bool) else ())
        variants += [{option.name: value} for value in values if value != option.default]
    return variants


def real_actions(name: str) -> dict[str, list[dict[str, Any]]]:
    """Legal actions met in seeded random games of ``name`` (every option variant), by kind.

    Plays until every kind was offered, or MAX_GAMES games: the test then fails, naming the
    kinds random play never reached.
    """
    engine = get_engine(name)
    rng = random.Random(1)
    by_kind: dict[str, list[dict[str, Any]]] = defaultdict(list)
    variants = option_variants(engine)
    for game in range(MAX_GAMES):
        if len(by_kind) == len(engine.action_kinds):
            break
        options = variants[game % len(variants)]
        players = engine.player_counts[game // len(variants) % len(engine.player_counts)]
        state = engine.new_game(players, options, rng.randrange(2**32))
        while engine.outcome(state) is None:
            seat = rng.choice(engine.to_act(state))
            legal = engine.legal_actions(state, seat)
            for action in legal:
                kind = by_kind[action["type"]]
                if len(kind) < 200:
                    kind.append(dict(action))
            engine.advance(state, seat, rng.choice(legal))
    return by_kind


def shape(action: dict[str, Any]) -> dict[str, str]:
    return {key: type(value).__name__ for key, value in action.items()}


@pytest.mark.parametrize("name", sorted(engines()))
def test_example_actions_have_the_shape_of_real_ones(name: str) -> None:
    """Each kind's example has the keys and value types of an action a game offered."""
    engine = get_engine(name)
    spec = load_spec()["components"]["schemas"]
    met = real_actions(name)
    assert set(met) == set(engine.action_kinds), "kinds random play never reached"
    for kind, schema in engine.action_kinds.items():
        example = spec[f"{pascal(name)}{pascal(kind)}Action"]["example"]
        assert example == schema["example"]
        assert mismatch(example, dict(schema)) is None
        engine.check_shape(example)
        assert shape(example) in [shape(a) for a in met[kind]], (kind, example, met[kind][:3])


def test_option_limits_are_the_engines() -> None:
    bounded = [(engine, option) for engine in engines().values() for option in engine.options
               if option.minimum is not None or option.maximum is not None]
    assert bounded, "no engine declares a bounded option: this test checks nothing"
    spec = load_spec()["components"]["schemas"]
    for engine, option in bounded:
        players = min(engine.player_counts)
        create = spec[f"{pascal(engine.name)}CreateGame"]["properties"]["options"]
        declared = create["properties"][option.name]
        for bound, step in (("minimum", -1), ("maximum", 1)):
            limit = getattr(option, bound)
            if limit is None:
                continue
            assert declared[bound] == limit
            engine.new_game(players, {option.name: limit}, 1)
            with pytest.raises(InvalidSetupError, match=option.name):
                engine.new_game(players, {option.name: limit + step}, 1)


def test_whole_numbers_are_integers_as_json_schema_says(client: FlaskClient) -> None:
    body = {"game": "caretos", "players": [{"name": "a"}, {"name": "b"}], "seed": 7.0}
    assert client.post("/games", json=body).status_code == 201
    for wrong in (7.5, "7", True):
        assert client.post("/games", json={**body, "seed": wrong}).status_code == 422
    encantados = {"game": "encantados", "players": [{"name": "a"}, {"name": "b"}],
                  "options": {"max_rounds": 3.0}}
    created = client.post("/games", json=encantados)
    assert created.status_code == 201, created.json
    log = client.get(f"/games/{created.json['id']}/log").json
    assert log["options"] == {"max_rounds": 3}
