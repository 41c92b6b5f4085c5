"""No safeguard freezes a game, and no due bot turn is lost (issue 30).

Wherever the server stops playing a game (a corrupt record, a bot whose turn keeps
failing; the version cap is in test_bot_games.py) the game ends ``aborted`` with a reason
players see in its body and its log. A worker that dies between a commit and the enqueue
of the bot turn it made due loses nothing: the commit recorded the turn in the due set in
the same script, and the sweep enqueues it with nobody reading the game.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from flask.testing import FlaskClient
from rq import Queue, SimpleWorker

from service import create_app
from store import faults
from store.bot_turns import bot_turns_for, deadlines_for, games_for
from store.games import MAX_TURN_ATTEMPTS, Games
from store.redis_store import GameStore
from store.settings import Settings
from tests.conftest import ROOT, env_for, settings_of_its_own, stop_process
from worker.sweep import sweep_due, sweep_once

FINISH_TIMEOUT = 120.0
"""Seconds an all-bot random game of Mission Calaveras may take through one worker (it takes
a few; a bound for a hung game)."""

ALL_BOTS = {"game": "mission-calaveras",
            "players": [{"name": f"b{i}", "bot": "random"} for i in range(4)]}


@pytest.fixture
def mine(settings: Settings, monkeypatch: pytest.MonkeyPatch,
         request: pytest.FixtureRequest) -> Iterator[tuple[FlaskClient, Settings]]:
    """An app and in-process jobs on a queue and keys of this test's own: a sweep sees only
    this test's games (another test's due turn, played here, would shift the fault's count)."""
    own = settings_of_its_own(settings, request.node.name)
    for key, value in env_for(own).items():
        monkeypatch.setenv(key, value)
    yield create_app({"SETTINGS": own, "TESTING": True}).test_client(), own


def store_of(settings: Settings) -> Games:
    return games_for(redis.Redis.from_url(settings.redis_url), settings)


def test_a_corrupt_record_ends_aborted_with_its_reason(
    mine: tuple[FlaskClient, Settings],
) -> None:
    from worker.jobs import play_bot_turn

    client, settings = mine
    created = client.post("/games", json={**ALL_BOTS, "seed": 5}).json
    game_id = created["id"]
    for version in range(3):
        assert "played" in play_bot_turn(game_id, version)
    conn = redis.Redis.from_url(settings.redis_url)
    key = GameStore(conn, settings.key_prefix).record_key(game_id)
    doc = json.loads(conn.hget(key, "doc") or b"{}")
    good_state = doc["state"]
    doc["state"] = {**good_state, "hands": "torn"}
    conn.hset(key, "doc", json.dumps(doc))

    assert "played" not in play_bot_turn(game_id, 3)  # the worker reads it: ended
    game = client.get(f"/games/{game_id}").json
    assert game["status"] == "aborted" and game["version"] == 4
    assert "stored state could not be read" in game["abort_reason"]
    assert game["to_act"] == [] and game["seed"] is not None
    assert game["state"] is not None  # the board its log replays to
    assert store_of(settings).get(game_id).doc["state"] == good_state  # replayed: same
    entry = client.get(f"/games/{game_id}/log").json["entries"][-1]
    assert (entry["change"], entry["seat"], entry["reason"]) == (
        "aborted", None, game["abort_reason"])
    action = client.post(f"/games/{game_id}/actions", json={"action": {}, "version": 4})
    assert action.status_code in (401, 409)


def test_a_bot_whose_turn_keeps_failing_ends_its_game(
    mine: tuple[FlaskClient, Settings], monkeypatch: pytest.MonkeyPatch,
) -> None:
    from worker import jobs

    client, settings = mine

    def broken(*args: object) -> None:
        raise RuntimeError("this bot cannot decide")

    monkeypatch.setattr(jobs, "choose", broken)
    conn = redis.Redis.from_url(settings.redis_url)
    games, turns = store_of(settings), bot_turns_for(conn, settings)
    game_id = client.post("/games", json=ALL_BOTS).json["id"]
    worker = SimpleWorker(turns.queues, connection=conn)
    for _ in range(MAX_TURN_ATTEMPTS + 3):
        worker.work(burst=True)
        sweep_once(games, turns)
        if games.get(game_id).status == "aborted":
            break
    game = client.get(f"/games/{game_id}").json
    assert game["status"] == "aborted", game
    assert game["version"] == 1
    assert f"failed {MAX_TURN_ATTEMPTS + 1} times" in game["abort_reason"]
    assert turns.attempts(game_id, 0) == MAX_TURN_ATTEMPTS


def test_the_commit_itself_records_the_due_turn(mine: tuple[FlaskClient, Settings]) -> None:
    """With no scheduler at all, the due set still learns of the turn: the commit wrote it."""
    _, settings = mine
    conn = redis.Redis.from_url(settings.redis_url)
    turns = bot_turns_for(conn, settings)
    bare = Games(GameStore(conn, settings.key_prefix, due_key=turns.due_key), settings,
                 bot_levels={"random"})
    game, _, _ = bare.create("mission-calaveras", ALL_BOTS["players"], None, None)
    assert conn.zscore(turns.due_key, game.id) is not None
    assert turns.overdue(time.time() + 10) and sweep_due(bare, turns) == []  # no scheduler


def start_worker(settings: Settings, log: Path, **extra: str) -> subprocess.Popen[bytes]:
    env = {**env_for(settings), "TTG_BOT_HEARTBEAT": "1", "TTG_BOT_STALL_SECONDS": "3",
           **extra}
    return subprocess.Popen([sys.executable, "-m", "worker"], cwd=ROOT, env=env,
                            start_new_session=True, stdout=log.open("ab"),
                            stderr=subprocess.STDOUT)


def test_a_worker_killed_between_commit_and_enqueue_loses_no_turn(
    mine: tuple[FlaskClient, Settings], tmp_path: Path,
) -> None:
    client, settings = mine
    games = store_of(settings)
    dying = start_worker(settings, tmp_path / "dying.log",
                         **{f"TTG_FAULT_{faults.AFTER_COMMIT}": "3"})
    game_id = client.post("/games", json=ALL_BOTS).json["id"]
    assert dying.wait(timeout=60) == faults.EXIT_CODE, (tmp_path / "dying.log").read_text()
    stalled = games.get(game_id)  # no nudge: only a GET request nudges
    assert stalled.version == 3 and stalled.bots_to_act()  # committed, never enqueued

    worker = start_worker(settings, tmp_path / "worker.log")
    try:
        deadline = time.monotonic() + FINISH_TIMEOUT
        while games.get(game_id).status != "finished":
            assert time.monotonic() < deadline, "the lost turn was never played"
            assert worker.poll() is None, (tmp_path / "worker.log").read_text()
            time.sleep(0.2)
    finally:
        stop_process(worker)
    final = games.get(game_id)
    log = games.store.log(game_id)
    assert [e["version"] for e in log] == list(range(1, final.version + 1))


def test_a_job_popped_by_a_worker_that_died_before_starting_it_is_played(
    mine: tuple[FlaskClient, Settings], tmp_path: Path,
) -> None:
    """A worker serving both queues takes a job off with BLPOP, then marks it started: dying
    (or losing Redis) in between leaves a job that says queued on no queue. The sweep sees
    it is on none and enqueues the turn again (the fault test once froze a game there)."""
    client, settings = mine
    conn = redis.Redis.from_url(settings.redis_url)
    turns = bot_turns_for(conn, settings)
    game_id = client.post("/games", json=ALL_BOTS).json["id"]
    queue = Queue(settings.bot_queue, connection=conn)
    popped = queue.pop_job_id()  # what the dying worker did, and nothing after it
    assert popped is not None and popped.startswith(f"bot-{game_id}-0")
    assert turns.lost(popped)

    worker = start_worker(settings, tmp_path / "worker.log")
    try:
        deadline = time.monotonic() + FINISH_TIMEOUT
        while store_of(settings).get(game_id).status != "finished":
            assert time.monotonic() < deadline, "the popped turn was never played"
            assert worker.poll() is None, (tmp_path / "worker.log").read_text()
            time.sleep(0.2)
    finally:
        stop_process(worker)
    assert "was lost; enqueued again" in (tmp_path / "worker.log").read_text()


@pytest.mark.parametrize(("players", "me"), [(4, 0), (3, 1)], ids=["4p", "3p-ghost"])
def test_an_absent_persons_game_goes_to_the_all_bot_queue(
    mine: tuple[FlaskClient, Settings], players: int, me: int,
) -> None:
    """Nobody waits on a game whose only person is away: its turns queue behind the
    games people are at, not ahead of every all-bot game (a stand-in played such a game at
    the front of the line to its end, and an all-bot game waited the whole time). With three
    players the person at seat 1 also controls the ghost seat 3, which is away with them."""
    client, settings = mine
    conn = redis.Redis.from_url(settings.redis_url)
    turns = bot_turns_for(conn, settings)
    people_queue, bots_queue = turns.queues
    seats = [{"name": f"b{i}", "bot": "random"} for i in range(players)]
    seats[me] = {"name": "me"}
    body = {"game": "mission-calaveras", "seed": 3, "players": seats,
            "options": {"turn_seconds": 1, "max_timeouts": 1, "replacement_bot": "random"}}
    game_id = client.post("/games", json=body).json["id"]
    worker = SimpleWorker(turns.queues, connection=conn)
    url = f"/games/{game_id}"
    while me not in client.get(url).json["to_act"]:  # the bots play up to the person
        assert worker.work(burst=True, max_jobs=1), "no bot turn was queued"
    assert people_queue.count == 0 and bots_queue.count == 0  # the person is thinking
    deadlines, start = deadlines_for(conn, settings), time.monotonic()
    while not deadlines.fire(time.time()):  # ... for longer than its second
        assert time.monotonic() < start + 30, "the person's deadline never came"
        time.sleep(0.05)
    assert people_queue.count == 1  # the timeout itself: a person is still at the table
    worker.work(burst=True, max_jobs=1)
    game = client.get(url).json
    assert game["seats"][me]["absent"] is True
    assert people_queue.count == 0 and bots_queue.count == 1, game  # away: behind the rest
    worker.work(burst=True)
    assert client.get(url).json["status"] == "finished"
