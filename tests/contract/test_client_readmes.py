"""The generated Python client against a live gunicorn server: long polling, log paging and
a stream opened with a ticket, and every example of the client's README, run as written."""

from __future__ import annotations

import json
import re
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from tests.contract.conftest import ROOT

README = ROOT / "openapi" / "clients" / "python-README.md"
GENERATED_README = ROOT / "openapi" / "clients" / "python" / "README.md"


def python_blocks(readme: Path) -> list[str]:
    return re.findall(r"```python\n(.*?)```", readme.read_text(), flags=re.DOTALL)


def test_the_generator_keeps_our_readme() -> None:
    assert GENERATED_README.read_text() == README.read_text()
    assert len(python_blocks(README)) >= 5


def test_every_readme_example_runs_against_a_live_server(
    live_server: str, worker: subprocess.Popen[bytes], monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The blocks share one namespace, in order, as a reader pastes them."""
    monkeypatch.setenv("TABLETOP_URL", live_server)
    namespace: dict[str, Any] = {}
    for block in python_blocks(README):
        exec(compile(block, str(README), "exec"), namespace)
    out = capsys.readouterr().out
    assert re.search(r"^version \d+ seat 1$", out, flags=re.MULTILINE), out
    assert namespace["game"].status == "finished"
    assert namespace["game"].outcome.detail["resigned"] == [1]
    assert namespace["since"] is None and len(namespace["entries"]) == namespace["game"].version
    assert namespace["log"].seed is not None
    assert "rematch" in out


def test_long_poll_log_pages_and_a_ticketed_stream(live_server: str) -> None:
    """The parameters the spec once lost, through the generated functions."""
    from tabletop_client import AuthenticatedClient, Client
    from tabletop_client.api.games import create_game, get_game, get_game_log, post_action
    from tabletop_client.api.live import create_stream_ticket, stream_game_events
    from tabletop_client.api.seats import abort_game
    from tabletop_client.models import (
        ActionRequest,
        EncantadosCreateGame,
        EncantadosCreateGameGame,
        EncantadosGame,
        GameLog,
        GameUpdate,
        Player,
        StreamEnd,
    )

    anyone = Client(base_url=live_server)
    created = create_game.sync(client=anyone, body=EncantadosCreateGame(
        game=EncantadosCreateGameGame.ENCANTADOS, players=[Player(name="a"), Player(name="b")],
        seed=4))
    tokens = {s.index: s.token for s in created.seats}
    seats = {i: AuthenticatedClient(base_url=live_server, token=t) for i, t in tokens.items()}

    # a long poll with nothing new answers after `wait`, with the same version
    started = time.monotonic()
    same = get_game.sync(created.id, client=seats[0], after_version=0, wait=0.5)
    assert isinstance(same, EncantadosGame) and same.version == 0
    assert time.monotonic() - started >= 0.45

    played = 0
    while played < 5:
        game = get_game.sync(created.id, client=anyone)
        seat = game.to_act[0]
        mine = get_game.sync(created.id, client=seats[seat])
        post_action.sync(created.id, client=seats[seat], body=ActionRequest(
            action=mine.legal_actions[0], version=mine.version))
        played += 1
    # a long poll behind the game answers at once
    started = time.monotonic()
    ahead = get_game.sync(created.id, client=anyone, after_version=2, wait=30)
    assert ahead.version == 5 and time.monotonic() - started < 10

    pages: list[GameLog] = []
    since: int | None = 0
    while since is not None:
        page = get_game_log.sync(created.id, client=anyone, since=since, limit=2)
        assert isinstance(page, GameLog)
        pages.append(page)
        since = page.next_since
    assert [len(p.entries) for p in pages] == [2, 2, 1]
    assert [e.version for p in pages for e in p.entries] == [1, 2, 3, 4, 5]

    # a ticket opens the stream as its seat: the running game's first event, read as it comes
    ticket = create_stream_ticket.sync(created.id, client=seats[1])
    with anyone.get_httpx_client().stream(
            "GET", f"/games/{created.id}/events", params={"ticket": ticket.ticket}) as stream:
        data = next(line for line in stream.iter_lines() if line.startswith("data: "))
    update = GameUpdate.from_dict(json.loads(data.removeprefix("data: ")))
    assert update.seat == 1 and update.version == 5
    used = stream_game_events.sync_detailed(created.id, client=anyone, ticket=ticket.ticket)
    assert used.status_code == 401  # one use

    # the generated function reads a whole stream: that of a game called off, which ends
    fresh = create_game.sync(client=anyone, body=EncantadosCreateGame(
        game=EncantadosCreateGameGame.ENCANTADOS, players=[Player(name="a"), Player(name="b")],
        seed=5))
    token = next(s.token for s in fresh.seats)
    me = AuthenticatedClient(base_url=live_server, token=token)
    abort_game.sync(fresh.id, client=me)
    ticket = create_stream_ticket.sync(fresh.id, client=me)
    whole = stream_game_events.sync_detailed(fresh.id, client=anyone, ticket=ticket.ticket)
    assert whole.status_code == 200
    events = [block for block in whole.content.decode().split("\n\n") if "data: " in block]
    names = [re.search(r"^event: (\w+)", e, re.MULTILINE).group(1) for e in events]  # type: ignore[union-attr]
    assert names == ["game", "end"]
    first = GameUpdate.from_dict(json.loads(events[0].split("data: ", 1)[1]))
    assert first.seat == 0 and first.status == "aborted"
    end = StreamEnd.from_dict(json.loads(events[1].split("data: ", 1)[1]))
    assert end.version == first.version
