"""URIs the server writes start at its configured public base URL, never at the Host header.

A client chooses its Host header; echoed into a problem's ``type`` or a ``Location`` it
would put whatever host (or garbage: an odd Host once gave ``http:/problems/...``) it liked
into caches, logs and other clients' hands. Unconfigured, the server writes relative
references; with ``TTG_PUBLIC_URL`` it writes absolute ones under that base, whatever Host
came, and gunicorn's own refusals follow the same base.
"""

from __future__ import annotations

from typing import Any

import pytest
import requests
from flask.testing import FlaskClient

from service import create_app
from service.public_url import parse_public_url
from store.settings import Settings
from tests.conftest import start_gunicorn, stop_process
from tests.resilience.hostile import request, send

HOSTILE_HOSTS = ["evil.example", "evil.example:8443"]
"""Other sites' names, in process (the suite's response validator builds a URL from the Host,
so broken ones are sent over real HTTP below instead)."""
BROKEN_HOSTS = ["evil.example", "x:y:z", "evil.example:80/../", "[::1", "%00", "",
                "games.example.com@evil.example"]
"""Hosts a client may send over HTTP: another site, broken syntax, a path, nothing."""
CARETOS = {"game": "caretos", "players": [{"name": "a"}, {"name": "b"}], "seed": 3}
BASE = "https://games.example.com/tabletop"


def written_uris(client: FlaskClient, host: str) -> dict[str, Any]:
    """Every URI kind the server writes, as answered to a request with ``host``."""
    headers = {"Host": host}
    refused = client.post("/games", json={"game": "chess", "players": [{"name": "a"}]},
                          headers=headers)
    created = client.post("/games", json=CARETOS, headers=headers)
    listed = client.get("/problems", headers=headers).json["problems"]
    index = client.get("/", headers={**headers, "Accept": "application/json"}).json
    browser = client.get("/", headers={**headers, "Accept": "text/html"})
    return {"type": refused.json["type"], "location": created.headers["Location"],
            "id": created.json["id"], "listed": {p["type"] for p in listed},
            "links": index["links"], "browser": browser.headers["Location"]}


@pytest.mark.parametrize("host", HOSTILE_HOSTS)
def test_without_a_base_the_server_writes_relative_references(
    client: FlaskClient, host: str
) -> None:
    uris = written_uris(client, host)
    assert uris["type"] == "/problems/invalid-game-request"
    assert uris["location"] == f"/games/{uris['id']}"
    assert all(t.startswith("/problems/") for t in uris["listed"])
    assert uris["links"]["play"] == "/play" and uris["browser"] == "/play"
    assert client.get(uris["location"]).status_code == 200


@pytest.mark.parametrize("host", HOSTILE_HOSTS)
def test_with_a_base_every_uri_starts_there_whatever_the_host(
    settings: Settings, host: str
) -> None:
    client = create_app({"SETTINGS": settings, "TESTING": True,
                         "PUBLIC_URL": BASE + "/"}).test_client()
    uris = written_uris(client, host)
    assert uris["type"] == f"{BASE}/problems/invalid-game-request"
    assert uris["location"] == f"{BASE}/games/{uris['id']}"
    assert all(t.startswith(f"{BASE}/problems/") for t in uris["listed"])
    assert uris["links"]["docs"] == f"{BASE}/docs" and uris["browser"] == f"{BASE}/play"


def test_the_environment_sets_the_base(settings: Settings,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TTG_PUBLIC_URL", "http://localhost:8000")
    client = create_app({"SETTINGS": settings, "TESTING": True}).test_client()
    assert client.get("/problems/nope").json["type"] == (
        "http://localhost:8000/problems/problem-kind-not-found")


@pytest.mark.parametrize("value", [
    "games.example.com", "ftp://games.example.com", "https://", "http:///x",
    "https://user:secret@games.example.com", "https://games.example.com/?a=1",
    "https://games.example.com/#top", "https://games.example.com:99999",
    "https://games.example.com/a b", "javascript:alert(1)",
])
def test_a_base_that_is_not_one_is_refused_at_start(settings: Settings, value: str) -> None:
    with pytest.raises(ValueError, match="TTG_PUBLIC_URL"):
        parse_public_url(value)
    with pytest.raises(ValueError, match="TTG_PUBLIC_URL"):
        create_app({"SETTINGS": settings, "TESTING": True, "PUBLIC_URL": value})


def test_gunicorns_own_problems_and_the_apps_share_the_base_over_http(
    settings: Settings
) -> None:
    base, process = start_gunicorn(settings, TTG_PUBLIC_URL=BASE, WEB_CONCURRENCY="1",
                                   GUNICORN_THREADS="4")
    try:
        too_long = send(base, request("GET", "/games/" + "a" * 20_000)).json()
        assert too_long["status"] == 414
        assert too_long["type"] == f"{BASE}/problems/request-line-too-long"
        for host in BROKEN_HOSTS:
            answer = requests.post(f"{base}/games", json=CARETOS, headers={"Host": host},
                                   timeout=10)
            assert answer.status_code == 201
            assert answer.headers["Location"] == f"{BASE}/games/{answer.json()['id']}"
            missing = requests.get(f"{base}/problems/nope", headers={"Host": host}, timeout=10)
            assert missing.json()["type"] == f"{BASE}/problems/problem-kind-not-found"
    finally:
        stop_process(process)
