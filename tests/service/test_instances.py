"""Two API processes and two workers sharing one Redis behave as one service."""

from __future__ import annotations

import itertools
import threading
import time
from collections import Counter
from collections.abc import Iterator
from subprocess import Popen

import pytest
import redis
import requests
from rq import Worker

from store.settings import Settings
from tests.conftest import start_gunicorn, start_worker, stop_process

GAME_TIMEOUT = 300.0
"""Seconds an all-bot game through two workers may take before the test calls it hung."""


@pytest.fixture(scope="module")
def two_apis(settings: Settings) -> Iterator[list[str]]:
    started = [start_gunicorn(settings, WEB_CONCURRENCY="2") for _ in range(2)]
    yield [base for base, _ in started]
    for _, process in started:
        stop_process(process)


@pytest.fixture
def two_workers(settings: Settings) -> Iterator[list[Popen[bytes]]]:
    workers = [start_worker(settings) for _ in range(2)]
    yield workers
    for worker in workers:
        stop_process(worker)


def test_a_game_moves_through_either_instance(two_apis: list[str]) -> None:
    a, b = two_apis
    created = requests.post(f"{a}/games", json={
        "game": "mission-calaveras", "players": [{"name": f"p{i}"} for i in range(4)]},
        timeout=10).json()
    tokens = {s["index"]: s["token"] for s in created["seats"]}
    instances = itertools.cycle(two_apis)
    for _ in range(12):
        here, there = next(instances), next(instances)
        game = requests.get(f"{here}/games/{created['id']}", timeout=10).json()
        seat = game["to_act"][0]
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        mine = requests.get(f"{there}/games/{created['id']}", headers=auth, timeout=10).json()
        assert mine["version"] == game["version"]
        done = requests.post(f"{here}/games/{created['id']}/actions", headers=auth, json={
            "action": mine["legal_actions"][0], "version": mine["version"]}, timeout=10)
        assert done.status_code == 200
        stale = requests.post(f"{there}/games/{created['id']}/actions", headers=auth, json={
            "action": mine["legal_actions"][0], "version": mine["version"]}, timeout=10)
        assert stale.status_code in (403, 409)
        tag = requests.get(f"{here}/games/{created['id']}", timeout=10).headers["ETag"]
        unchanged = requests.get(f"{there}/games/{created['id']}",
                                 headers={"If-None-Match": tag}, timeout=10)
        assert unchanged.status_code == 304
    log = requests.get(f"{b}/games/{created['id']}/log", timeout=10).json()
    assert [e["version"] for e in log["entries"]] == list(range(1, 13))


def test_a_race_spread_over_both_instances_lands_once(two_apis: list[str]) -> None:
    a, _ = two_apis
    created = requests.post(f"{a}/games", json={
        "game": "caretos", "players": [{"name": "x"}, {"name": "y"}]}, timeout=10).json()
    url = f"/games/{created['id']}"
    seat = requests.get(f"{a}{url}", timeout=10).json()["to_act"][0]
    auth = {"Authorization": f"Bearer {created['seats'][seat]['token']}"}
    action = requests.get(f"{a}{url}", headers=auth, timeout=10).json()["legal_actions"][0]
    barrier = threading.Barrier(32)
    statuses: list[int] = []

    def post(base: str) -> None:
        session = requests.Session()
        barrier.wait()
        response = session.post(f"{base}{url}/actions", headers=auth,
                                json={"action": action, "version": 0}, timeout=30)
        statuses.append(response.status_code)

    threads = [threading.Thread(target=post, args=(two_apis[i % 2],)) for i in range(32)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert Counter(statuses) == Counter({200: 1, 409: 31})


def test_two_workers_share_the_bot_turns_of_many_games(
    two_apis: list[str], two_workers: list[Popen[bytes]], settings: Settings
) -> None:
    ids = [requests.post(f"{two_apis[i % 2]}/games", json={
        "game": "mission-calaveras",
        "players": [{"name": f"b{j}", "bot": "random"} for j in range(4)]}, timeout=10,
    ).json()["id"] for i in range(6)]
    deadline = time.monotonic() + GAME_TIMEOUT
    finished: dict[str, dict[str, object]] = {}
    while time.monotonic() < deadline and len(finished) < len(ids):
        for game_id in ids:
            game = requests.get(f"{two_apis[1]}/games/{game_id}", timeout=10).json()
            if game["status"] == "finished":
                finished[game_id] = game
        time.sleep(0.3)
    assert len(finished) == len(ids)
    for game_id, game in finished.items():
        log = requests.get(f"{two_apis[0]}/games/{game_id}/log", timeout=10).json()
        assert [e["version"] for e in log["entries"]] == list(range(1, int(game["version"]) + 1))
    pids = {w.pid for w in two_workers}
    done = {w.pid: w.successful_job_count
            for w in Worker.all(connection=redis.Redis.from_url(settings.queue_url))
            if w.pid in pids}
    assert len(done) == 2 and all(count > 0 for count in done.values()), done
