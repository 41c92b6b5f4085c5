"""The example bot (examples/bot.py, written only against the generated Python client)
plays whole games over HTTP against the API under gunicorn, as `make run` starts it, with
a real bot worker: for each registered game, creating one; and two of it joining one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import requests

from engines import engines
from tests.contract.conftest import ROOT

BOT = ROOT / "examples" / "bot.py"
GAME_TIMEOUT = 240.0
"""Seconds one game may take on a loaded 2-core machine (they take a few)."""


def run_bot(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(BOT), *args],
        cwd=Path(ROOT),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(process: subprocess.Popen[str]) -> str:
    try:
        out, err = process.communicate(timeout=GAME_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        raise AssertionError(f"the bot did not finish: {out[-2000:]} {err[-2000:]}") from None
    assert process.returncode == 0, err
    return out


def test_every_registered_game_is_covered() -> None:
    from tests.contract.conftest import PLAYERS

    assert set(PLAYERS) == set(engines())


@pytest.mark.parametrize("game", sorted(engines()))
def test_example_bot_creates_and_plays_a_game_to_the_end(
    game: str, live_server: str, worker: subprocess.Popen[bytes]
) -> None:
    out = finish(run_bot("--url", live_server, "--game", game, "--seed", "3", "--rng", "3"))
    game_id = out.splitlines()[0].split()[-1]
    assert out.splitlines()[0] == f"created {game} game {game_id}"
    moves = [line for line in out.splitlines() if line.startswith("v")]
    assert moves, "the bot never acted"
    final = requests.get(f"{live_server}/games/{game_id}", timeout=10).json()
    assert final["status"] == "finished"
    assert final["outcome"] is not None
    assert out.splitlines()[-1].startswith(f"game {game_id} over at version {final['version']}")
    log = requests.get(f"{live_server}/games/{game_id}/log", timeout=10).json()
    assert sum(1 for e in log["entries"] if e["seat"] == 0) >= len(moves)


def test_two_example_bots_join_one_game(live_server: str) -> None:
    body = {"game": "caretos", "players": [{"name": "a"}, {"name": "b"}], "seed": 9}
    created = requests.post(f"{live_server}/games", json=body, timeout=10).json()
    bots = [
        run_bot("--url", live_server, "--join", created["id"], f"--token={seat['token']}",
                "--rng", str(seat["index"]))
        for seat in created["seats"]
    ]
    outs = [finish(bot) for bot in bots]
    final = requests.get(f"{live_server}/games/{created['id']}", timeout=10).json()
    assert final["status"] == "finished"
    for out in outs:
        assert out.splitlines()[-1].startswith(f"game {created['id']} over at version")
    played = {int(line.split()[2].rstrip(":")) for out in outs for line in out.splitlines()
              if line.startswith("v")}
    assert played == {0, 1}


def test_example_bots_take_open_seats_with_their_invites(live_server: str) -> None:
    body = {"game": "encantados", "players": [{"open": True}, {"open": True}]}
    created = requests.post(f"{live_server}/games", json=body, timeout=10).json()
    bots = [
        run_bot("--url", live_server, "--join", created["id"], "--seat", str(seat["index"]),
                f"--invite={seat['invite']}", "--rng", str(seat["index"]))
        for seat in created["seats"]
    ]
    outs = [finish(bot) for bot in bots]
    final = requests.get(f"{live_server}/games/{created['id']}", timeout=10).json()
    assert final["status"] == "finished"
    for index, out in enumerate(outs):
        assert out.splitlines()[0] == f"joined game {created['id']} in seat {index}"
        assert out.splitlines()[-1].startswith(f"game {created['id']} over at version")
