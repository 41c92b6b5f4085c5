"""The stream server forwards a request's path as the client encoded it: a game id holding
an encoded ``?`` (``%3F``) reaches the API whole, not cut into a path and a query (which
answered 405 for POST /games/{id}/resign: schemathesis found it)."""

from __future__ import annotations

import requests

from store.settings import Settings
from tests.conftest import start_stack


def test_an_encoded_question_mark_stays_in_the_path(settings: Settings) -> None:
    stack = start_stack(settings)
    try:
        answer = requests.post(f"{stack.base}/games/no%3Fsuch/resign", timeout=30)
        assert answer.status_code == 404, answer.text  # the resign route: no such game
        assert answer.json()["instance"] == "/games/no?such/resign"
    finally:
        stack.stop()
