"""bench.clients: a client's play goes on where its last window stopped, against the API
under gunicorn (so short windows of several targets, interleaved, still see whole games)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
import requests

from bench.clients import Client, Load, Target, ThreadResult, Window
from store.settings import Settings
from tests.conftest import start_gunicorn, stop_process

WINDOW = 0.1
"""Seconds a test window lasts: at most about 80 actions on a quiet machine (1.3 ms an
action), so two or three windows stay inside a Caretos game's 250-270."""


@pytest.fixture(scope="module")
def api(settings: Settings) -> Iterator[str]:
    base, process = start_gunicorn(settings, WEB_CONCURRENCY="1")
    try:
        yield base
    finally:
        stop_process(process)


def port_of(base: str) -> int:
    return int(base.rsplit(":", 1)[1])


def version_of(base: str, game_id: str | None) -> int:
    assert game_id is not None
    response = requests.get(f"{base}/games/{game_id}", timeout=10)
    assert response.status_code == 200, response.text
    return int(response.json()["version"])


def one_window(client: Client) -> ThreadResult:
    now = time.monotonic()
    client.window = Window(now, now + WINDOW)
    return client.run()


@pytest.mark.parametrize("mode", ["scripted", "interactive"])
def test_a_client_goes_on_with_its_game_in_its_next_window(api: str, mode: str) -> None:
    client = Client(Target("caretos", port_of(api), "game", mode, "caretos", 4),
                    Window(0.0, 0.0), 7)
    first = one_window(client)
    game, reached = client.game_id, version_of(api, client.game_id)
    assert (first.games_created, first.errors, first.error_samples) == (1, 0, [])
    assert reached >= 1

    # the same game, its next version: a play started again would have made a new game,
    # and one that lost its place would have posted a stale version (409, an error); on a
    # busy machine a window may end before its first answer, so windows follow until one
    # moved the game (at most a second of them)
    for _ in range(10):
        later = one_window(client)
        assert (later.games_created, later.errors, later.error_samples) == (0, 0, [])
        assert client.game_id == game
        if version_of(api, game) > reached:
            break
    assert version_of(api, game) > reached


def test_a_load_keeps_its_clients_from_one_window_to_the_next(api: str) -> None:
    caretos = Target("caretos", port_of(api), "game", "scripted", "caretos", 4)
    encantados = Target("encantados", port_of(api), "game", "scripted", "encantados", 4)
    with Load([caretos, encantados], clients=2, processes=2) as load:
        first = load.window(caretos, 0.0, WINDOW)
        between = load.window(encantados, 0.0, WINDOW)
        again = load.window(caretos, 0.0, WINDOW)
    assert first.games_created == between.games_created == 2  # one a client
    assert again.games_created == 0  # each client went on with its Caretos game
    assert first.errors == between.errors == again.errors == 0
    assert again.latencies and first.latencies
