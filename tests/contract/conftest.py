"""Shared pieces of the contract tests: the committed spec, and games to play against."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

ROOT = Path(__file__).resolve().parents[2]
SPEC_PATH = ROOT / "openapi" / "openapi.json"

CHROMIUM = "/usr/bin/chromium"
"""Debian's chromium (`make test` installs it); Playwright's own browser builds are not used."""


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's launch arguments, pointed at the system chromium."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
            "args": ["--no-sandbox", "--disable-dev-shm-usage"]}

PLAYERS = {"mission-calaveras": 4, "encantados": 2, "caretos": 2}
"""Every registered game, with a player count it accepts."""


def load_spec() -> dict[str, Any]:
    spec: dict[str, Any] = json.loads(SPEC_PATH.read_text())
    return spec


class Table:
    """A game with human seats only, played through the app: its ids, tokens, version."""

    def __init__(self, client: FlaskClient, game: str, rng: random.Random) -> None:
        self.client = client
        self.game = game
        self.rng = rng
        self.new()

    def new(self) -> None:
        players = [{"name": f"p{i}"} for i in range(PLAYERS[self.game])]
        body = {"game": self.game, "players": players}
        created = self.client.post("/games", json=body).json
        assert created is not None
        self.id: str = created["id"]
        self.tokens: dict[int, str] = {
            s["index"]: s["token"] for s in created["seats"] if s["token"]
        }

    def spectator(self) -> dict[str, Any]:
        body: dict[str, Any] = self.client.get(f"/games/{self.id}").json
        if body["status"] != "active":  # finished, or aborted by a case
            self.new()
            body = self.client.get(f"/games/{self.id}").json
        return body

    def actor(self) -> tuple[str, dict[str, Any]]:
        """The token of a seat that must act, and the game as that seat sees it."""
        seat = self.rng.choice(self.spectator()["to_act"])
        token = self.tokens[seat]
        view = self.client.get(f"/games/{self.id}", headers={"Authorization": f"Bearer {token}"})
        return token, view.json
