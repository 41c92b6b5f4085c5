"""The API keeps no cookie sessions: its credentials are bearer tokens."""

from __future__ import annotations

import flask
import pytest
from flask import Flask
from flask.testing import FlaskClient


def test_no_answer_sets_a_cookie(client: FlaskClient) -> None:
    created = client.post("/games", json={"game": "caretos", "players": [
        {"name": "a"}, {"name": "b", "bot": "random"}]})
    answers = [client.get("/health"), created, client.get(f"/games/{created.json['id']}"),
               client.get("/games/nope")]
    assert [a.headers.get("Set-Cookie") for a in answers] == [None] * 4


def test_a_view_cannot_write_a_session(app: Flask) -> None:
    with app.test_request_context("/"):
        app.preprocess_request()
        assert flask.session.get("anything") is None  # reading an empty session is fine
        with pytest.raises(RuntimeError, match="session is unavailable"):
            flask.session["user"] = "x"
