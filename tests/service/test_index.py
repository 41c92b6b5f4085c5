"""``GET /``: a browser is sent to /play, a client gets links that lead somewhere."""

from __future__ import annotations

import requests
from flask.testing import FlaskClient

BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
"""What Chromium and Firefox send when a person types an address."""


def test_a_browser_is_sent_to_play(client: FlaskClient) -> None:
    answer = client.get("/", headers={"Accept": BROWSER_ACCEPT})
    assert answer.status_code == 303
    assert answer.headers["Location"] == "/play"
    assert answer.headers["Vary"] == "Accept"
    assert answer.data == b""


def test_a_client_gets_the_index_and_every_link_answers(client: FlaskClient) -> None:
    for accept in ("*/*", "application/json", None):
        headers = {"Accept": accept} if accept else {}
        answer = client.get("/", headers=headers)
        assert answer.status_code == 200, accept
        assert answer.content_type == "application/json"
        assert answer.headers["Vary"] == "Accept"
    body = client.get("/").json
    assert set(body["links"]) == {"play", "docs", "openapi", "game_types"}
    for path in body["links"].values():
        assert client.get(path).status_code == 200, path
    spec = client.get(body["links"]["openapi"]).json
    assert body["version"] == spec["info"]["version"]
    assert spec["paths"]["/"]["get"]["operationId"] == "getIndex"


def test_the_index_over_gunicorn(live_server: str) -> None:
    """What `make run` serves: curl gets the links, a browser lands on the /play page."""
    assert requests.get(f"{live_server}/", timeout=10).json()["links"]["play"] == "/play"
    landed = requests.get(f"{live_server}/", headers={"Accept": BROWSER_ACCEPT}, timeout=10)
    assert landed.history and landed.history[0].status_code == 303
    assert landed.url == f"{live_server}/play" and "text/html" in landed.headers["Content-Type"]
