"""A bot turn whose worker is SIGKILLed mid-job is played anyway, and only once."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import redis
from flask.testing import FlaskClient
from rq import Worker
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus
from rq.registry import StartedJobRegistry

from service import create_app
from store.bot_turns import bot_turns_for, first_job_id, games_for
from store.redis_store import GameStore
from store.settings import Settings
from tests.conftest import ROOT, env_for, settings_of_its_own, stop_process
from worker.sweep import sweep_once

ATTEMPTS = 20
"""Games to try before giving up catching a job mid-run (each has ~100 bot turns)."""


def start_group_worker(settings: Settings, log: Path) -> subprocess.Popen[bytes]:
    env = {**env_for(settings), "TTG_BOT_HEARTBEAT": "1", "TTG_BOT_STALL_SECONDS": "3",
           "PYTHONFAULTHANDLER": "1"}  # a fatal signal prints every thread's stack
    return subprocess.Popen(
        [sys.executable, "-m", "worker"], cwd=ROOT, env=env, start_new_session=True,
        stdout=log.open("ab"), stderr=subprocess.STDOUT,
    )


def descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (RQ's work horse runs in its own session)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, stack = [], [pid]
    while stack:
        for child in children.get(stack.pop(), []):
            found.append(child)
            stack.append(child)
    return found


def kill_tree(pid: int) -> None:
    """SIGKILL a worker and its work horse at once, as a crashed machine would."""
    for victim in [pid, *descendants(pid)]:
        with contextlib.suppress(ProcessLookupError):
            os.kill(victim, signal.SIGKILL)


def heartbeat_age(conn: redis.Redis, job_id: str) -> float:
    """Seconds since the job's last heartbeat (or start)."""
    job = Job.fetch(job_id, connection=conn)
    beat = job.last_heartbeat or job.started_at
    assert beat is not None
    if beat.tzinfo is None:
        beat = beat.replace(tzinfo=UTC)
    return (datetime.now(UTC) - beat).total_seconds()


def kill_mid_job(
    client: FlaskClient, settings: Settings, conn: redis.Redis, log: Path
) -> tuple[str, int]:
    """Start a worker and an all-bot game, SIGKILL the worker while it plays a turn.

    Returns (game id, version) of a turn that was started and never committed.
    """
    store = GameStore(conn, settings.key_prefix)
    for _ in range(ATTEMPTS):
        worker = start_group_worker(settings, log)
        body = {"game": "mission-calaveras",
                "players": [{"name": f"b{i}", "bot": "random"} for i in range(4)]}
        game_id = client.post("/games", json=body).json["id"]
        record = store.record_key(game_id)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            version = int(conn.hget(record, "version") or 0)
            try:
                job = Job.fetch(first_job_id(game_id, version), connection=conn)
            except NoSuchJobError:
                continue
            if job.get_status() == JobStatus.STARTED:
                kill_tree(worker.pid)
                worker.wait()
                if int(conn.hget(record, "version") or 0) == version:
                    return game_id, version
                break
        stop_process(worker)
    raise AssertionError("never caught a bot turn mid-job")


@pytest.fixture
def own_queue(settings: Settings) -> tuple[FlaskClient, Settings]:
    """An app on a queue and keys of its own: no other test's leftover turns run before ours,
    and the sweep's due set holds only this test's games (another test's game, its job on
    another queue, looks lost from here: it was enqueued again beside ours)."""
    mine = settings_of_its_own(settings, "recovery")
    return create_app({"SETTINGS": mine, "TESTING": True}).test_client(), mine


def test_sigkilled_worker_turn_is_recovered(
    own_queue: tuple[FlaskClient, Settings], tmp_path: Path
) -> None:
    client, settings = own_queue
    conn = redis.Redis.from_url(settings.redis_url)
    game_id, version = kill_mid_job(client, settings, conn, tmp_path / "w1.log")
    url = f"/games/{game_id}"
    assert client.get(url).json["version"] == version  # the game is stuck on the lost turn

    # the sweep notices it once the job's heartbeat is stale, and not before
    quick = Settings(
        redis_url=settings.redis_url, key_prefix=settings.key_prefix,
        bot_queue=settings.bot_queue, bot_heartbeat=1, bot_stall=3.0,
    )
    games, turns = games_for(conn, quick), bot_turns_for(conn, quick)
    lost_job = first_job_id(game_id, version)
    enqueued: list[str] = []
    deadline = time.monotonic() + 60
    while not enqueued and time.monotonic() < deadline:
        enqueued = sweep_once(games, turns)
        # read after the sweep: the dead worker beats no more, so the age the sweep saw was
        # at most this one (a margin read before it raced a slow machine: CI, 2026-12-02)
        if heartbeat_age(conn, lost_job) < quick.bot_stall:
            assert enqueued == [], "a turn with a fresh heartbeat was enqueued again"
        if not enqueued:
            time.sleep(0.2)
    assert enqueued == [f"{lost_job}-r1"]
    assert sweep_once(games, turns) == []  # the new attempt is alive: nothing more

    worker = start_group_worker(settings, tmp_path / "w2.log")
    try:
        deadline = time.monotonic() + 120
        final: dict[str, Any] = {}
        while time.monotonic() < deadline:
            final = client.get(url).json
            if final["status"] == "finished":
                break
            time.sleep(0.2)
        assert final["status"] == "finished", final
    finally:
        stop_process(worker)
    entries = client.get(f"{url}/log").json["entries"]
    assert [e["version"] for e in entries] == list(range(1, final["version"] + 1))


def test_reading_a_stalled_game_enqueues_its_lost_turn(
    client: FlaskClient, settings: Settings
) -> None:
    """No worker runs: the turn's job sits queued (alive), so reading does not duplicate it;
    once the job is gone (deleted, as a flushed queue would), reading enqueues it again."""
    conn = redis.Redis.from_url(settings.redis_url)
    body = {"game": "mission-calaveras",
            "players": [{"name": f"b{i}", "bot": "random"} for i in range(4)]}
    game_id = client.post("/games", json=body).json["id"]
    quick = Settings(
        redis_url=settings.redis_url, key_prefix=settings.key_prefix,
        bot_queue=settings.bot_queue, bot_stall=0.0,
    )
    games = games_for(conn, quick)
    game = games.get(game_id)
    assert games.nudge(game) is None  # queued job: alive
    Job.fetch(first_job_id(game_id, 0), connection=conn).delete()
    assert games.nudge(game) == f"{first_job_id(game_id, 0)}-r1"
    assert Job.fetch(f"{first_job_id(game_id, 0)}-r1", connection=conn).get_status() == (
        JobStatus.QUEUED
    )


def test_worker_starts_and_stops_cleanly(
    own_queue: tuple[FlaskClient, Settings], tmp_path: Path
) -> None:
    """SIGTERM while playing an all-bot game: the worker finishes the turn in hand (none is
    left started for the sweep to replay), deregisters and exits 0.

    On a queue of its own: on the session's, the startup sweep picked up every other test's
    unplayed bot games. CI once waited 30 s here for the exit (2026-12-04, on the session's
    queue, the cause unseen): a hang now aborts the worker with every thread's stack."""
    client, settings = own_queue
    conn = redis.Redis.from_url(settings.redis_url)
    log = tmp_path / "w.log"
    worker = start_group_worker(settings, log)
    deadline = time.monotonic() + 30
    while not any(w.pid == worker.pid for w in Worker.all(connection=conn)):
        assert time.monotonic() < deadline, "the worker never registered"
        assert worker.poll() is None, log.read_text()
        time.sleep(0.1)
    body = {"game": "mission-calaveras",
            "players": [{"name": f"b{i}", "bot": "random"} for i in range(4)]}
    url = f"/games/{client.post('/games', json=body).json['id']}"
    while client.get(url).json["version"] < 3:  # a few turns played: it is at work
        assert time.monotonic() < deadline, log.read_text()
        time.sleep(0.01)
    worker.send_signal(signal.SIGTERM)
    try:
        code = worker.wait(timeout=30)
    except subprocess.TimeoutExpired:  # where it hangs: faulthandler writes every stack
        worker.send_signal(signal.SIGABRT)
        worker.wait()
        raise AssertionError(f"SIGTERM did not stop the worker:\n{log.read_text()}") from None
    assert code == 0, log.read_text()
    assert not any(w.pid == worker.pid for w in Worker.all(connection=conn))
    queues = bot_turns_for(conn, settings).queues
    assert all(StartedJobRegistry(queue=q).get_job_ids() == [] for q in queues)
    game = client.get(url).json
    entries = client.get(f"{url}/log").json["entries"]
    assert [e["version"] for e in entries] == list(range(1, game["version"] + 1))
