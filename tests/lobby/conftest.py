"""Helpers for the lobby tests: they talk HTTP to gunicorn (``live_server``) and a real Redis."""

from __future__ import annotations

import random
import time
from typing import Any

import requests

PROBLEM = "application/problem+json"
TIMEOUT = 30
"""Seconds any one request may take: generous on a busy two-core machine."""


BOT_POLL = 0.02
"""Seconds between reads while a server bot decides."""


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def problem(response: requests.Response, status: int, kind: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == PROBLEM
    body: dict[str, Any] = response.json()
    assert body["status"] == status and body["detail"]
    if kind is not None:
        assert body["type"].endswith(f"/problems/{kind}"), body
    return body


class Api:
    """A client of the API under test."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.session = requests.Session()

    def post(self, path: str, body: Any = None, token: str | None = None) -> requests.Response:
        headers = auth(token) if token else {}
        return self.session.post(f"{self.base}{path}", json=body, headers=headers,
                                 timeout=TIMEOUT)

    def get(self, path: str, token: str | None = None, **params: Any) -> requests.Response:
        headers = auth(token) if token else {}
        return self.session.get(f"{self.base}{path}", headers=headers, params=params,
                                timeout=TIMEOUT)

    def create(self, game: str, players: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
        response = self.post("/games", {"game": game, "players": players, **extra})
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        return created

    def game(self, game_id: str, token: str | None = None) -> dict[str, Any]:
        response = self.get(f"/games/{game_id}", token)
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    def join(self, game_id: str, seat: int, name: str, invite: str | None = None) -> str:
        body = {"name": name} if invite is None else {"name": name, "invite": invite}
        response = self.post(f"/games/{game_id}/seats/{seat}/join", body)
        assert response.status_code == 201, response.text
        assert response.json()["seat"] == seat
        token: str = response.json()["token"]
        return token

    def play_to_the_end(
        self, game_id: str, tokens: dict[int, str], rng: random.Random, steps: int = 20000
    ) -> dict[str, Any]:
        """The seats in ``tokens`` play random legal actions (others are the server's)
        until the game is over; the final body."""
        for _ in range(steps):
            game = self.game(game_id)
            if game["status"] != "active":
                return game
            mine = [seat for seat in game["to_act"] if seat in tokens]
            if not mine:
                time.sleep(BOT_POLL)  # a server bot decides: read again soon
                continue
            seat = rng.choice(mine)
            view = self.game(game_id, tokens[seat])
            if not view["legal_actions"]:
                continue  # resigned meanwhile, or the version moved on
            response = self.post(f"/games/{game_id}/actions", token=tokens[seat], body={
                "action": rng.choice(view["legal_actions"]), "version": view["version"]})
            assert response.status_code in (200, 409), response.text
        raise AssertionError(f"game {game_id} did not end in {steps} steps")
