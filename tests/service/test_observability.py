"""What an operator sees: Prometheus figures, request ids, JSON logs, the two probes."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
import requests
from flask.testing import FlaskClient
from prometheus_client.parser import text_string_to_metric_families

from service import create_app
from service.observability import new_request_id
from store.bot_turns import HUMAN_SUFFIX
from store.settings import Settings
from tests.conftest import ROOT, env_for, free_port, stop_process, wait_for_health

FAMILIES = {
    "ttg_http_request_duration_seconds", "ttg_actions_applied", "ttg_event_streams_open",
    "ttg_bot_queue_depth", "ttg_bot_queue_oldest_age_seconds", "ttg_bot_jobs_failed",
}


def scrape(url: str) -> dict[str, Any]:
    text = requests.get(url, timeout=10).text
    return {family.name: family for family in text_string_to_metric_families(text)}


def sample_total(family: Any, suffix: str = "", **labels: str) -> float:
    return sum(s.value for s in family.samples if s.name.endswith(suffix)
               and all(s.labels.get(k) == v for k, v in labels.items()))


@pytest.fixture
def own_settings(settings: Settings) -> Iterator[Settings]:
    """The session's settings with bot queues of this test's own: the queue depths it
    reads cannot count turns another test left behind."""
    own = dataclasses.replace(settings, bot_queue=f"{settings.bot_queue}-{uuid.uuid4().hex[:6]}")
    yield own
    client = redis.Redis.from_url(settings.redis_url)
    keys = list(client.scan_iter(match=f"rq:*{own.bot_queue}*", count=1000))
    if keys:
        client.delete(*keys)


@pytest.fixture
def logged_server(own_settings: Settings, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """gunicorn as make run starts it, its stdout (the JSON log) in a file."""
    port = free_port()
    out = tmp_path / "api.log"
    env = {**env_for(own_settings), "PORT": str(port), "WEB_CONCURRENCY": "2"}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    with out.open("wb") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
             "service:create_app()"], cwd=ROOT, env=env, stdout=sink, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for_health(base, process)
        yield base, out
    finally:
        stop_process(process)


def test_metrics_cover_requests_actions_and_the_bot_queue(
    logged_server: tuple[str, Path], own_settings: Settings
) -> None:
    base, _ = logged_server
    created = requests.post(f"{base}/games", json={
        "game": "caretos", "players": [{"name": "me"}, {"name": "bot", "bot": "random"}],
    }, timeout=10).json()
    token = created["seats"][0]["token"]
    headers = {"Authorization": f"Bearer {token}"}
    game = requests.get(f"{base}/games/{created['id']}", headers=headers, timeout=10).json()
    assert game["to_act"] == [0]
    for _ in range(3):  # several requests, so both gunicorn workers likely serve some
        response = requests.post(f"{base}/games/{created['id']}/actions", headers=headers,
                                 json={"action": game["legal_actions"][0],
                                       "version": game["version"]}, timeout=10)
        if response.status_code == 200:
            break
    assert response.status_code == 200, response.text
    families = scrape(f"{base}/metrics")
    assert set(families) >= FAMILIES, FAMILIES - set(families)
    latency = families["ttg_http_request_duration_seconds"]
    assert sample_total(latency, "_count", route="/games/<string:game_id>/actions",
                        status="200", method="POST") == 1
    assert sample_total(latency, "_count", route="/games", status="201") >= 1
    assert sample_total(families["ttg_actions_applied"], "_total", game="caretos") == 1
    # no worker runs: the bot's turn waits in the queue of games with a person, and says so
    people = own_settings.bot_queue + HUMAN_SUFFIX
    assert sample_total(families["ttg_bot_queue_depth"], queue=people) == 1
    assert sample_total(families["ttg_bot_queue_depth"], queue=own_settings.bot_queue) == 0
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        families = scrape(f"{base}/metrics")
        age = families["ttg_bot_queue_oldest_age_seconds"]
        if sample_total(age, queue=people) > 0:
            break
        time.sleep(0.2)
    assert sample_total(age, queue=people) > 0


def test_request_ids_are_echoed_and_every_log_line_is_json(
    logged_server: tuple[str, Path]
) -> None:
    base, log_path = logged_server
    mine = requests.get(f"{base}/games/no-such-game", headers={"X-Request-ID": "trace-42"},
                        timeout=10)
    assert mine.status_code == 404 and mine.headers["X-Request-ID"] == "trace-42"
    odd = "has spaces; and quotes\""
    made = requests.get(f"{base}/health", headers={"X-Request-ID": odd}, timeout=10)
    assert len(made.headers["X-Request-ID"]) == 32 and made.headers["X-Request-ID"] != odd
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and b"trace-42" not in log_path.read_bytes():
        time.sleep(0.1)
    lines = [json.loads(line) for line in log_path.read_text().splitlines() if line.strip()]
    assert lines, "the server logged nothing"
    request_lines = [line for line in lines if line.get("logger") == "service.requests"]
    traced = [line for line in request_lines if line.get("request_id") == "trace-42"]
    assert traced, request_lines[-3:]
    assert traced[0]["status"] == 404 and traced[0]["route"] == "/games/<string:game_id>"
    assert all({"time", "level", "logger", "message"} <= set(line) for line in lines)


def test_the_worker_exports_bot_decision_times(
    client: FlaskClient, settings: Settings, tmp_path: Path
) -> None:
    port = free_port()
    env = {**env_for(settings), "TTG_WORKER_METRICS_PORT": str(port)}
    worker = subprocess.Popen([sys.executable, "-m", "worker"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        created = client.post("/games", json={
            "game": "mission-calaveras",
            "players": [{"name": f"b{i}", "bot": "random"} for i in range(4)]}).json
        deadline = time.monotonic() + 60
        count = committed = 0.0
        # a decision is timed before its commit, which counts the action: a scrape between
        # the two sees one more decision than actions, so both are waited for
        while time.monotonic() < deadline and min(count, committed) < 5:
            try:
                families = scrape(f"http://127.0.0.1:{port}/metrics")
            except requests.ConnectionError:
                time.sleep(0.2)
                continue
            count = sample_total(families["ttg_bot_decision_seconds"], "_count",
                                 level="random", game="mission-calaveras")
            actions = families.get("ttg_bot_actions")  # none before the first commit
            committed = sample_total(actions, "_total", level="random") if actions else 0.0
            time.sleep(0.2)
        assert count >= 5
        assert committed >= 5
        assert client.get(f"/games/{created['id']}").json["version"] >= 5
    finally:
        stop_process(worker)


def test_liveness_ignores_redis_and_readiness_does_not(client: FlaskClient) -> None:
    assert client.get("/health/live").status_code == 200
    ready = client.get("/health/ready")
    assert ready.status_code == 200 and ready.json == {"status": "ok", "redis": "ok"}
    down = create_app({"SETTINGS": Settings(redis_url="redis://127.0.0.1:1/0")}).test_client()
    assert down.get("/health/live").status_code == 200
    refused = down.get("/health/ready")
    assert refused.status_code == 503
    assert refused.content_type == "application/problem+json"
    assert "127.0.0.1" not in refused.json["detail"]


def test_open_event_streams_are_counted(live_server: str) -> None:
    """The stream server's workers count their streams; the API's /metrics (one origin,
    one metrics directory, as make run has it) sums them."""
    base = live_server
    created = requests.post(f"{base}/games", json={
        "game": "caretos", "players": [{"name": "a"}, {"name": "b"}]}, timeout=10).json()
    before = sample_total(scrape(f"{base}/metrics")["ttg_event_streams_open"])
    streams = [requests.get(f"{base}/games/{created['id']}/events", stream=True, timeout=30)
               for _ in range(3)]
    try:
        # each reader kept: dropping one closes its connection (urllib3 closes a chunked
        # body it stops reading), which the stream server notices at once
        readers = [stream.iter_content(chunk_size=None) for stream in streams]
        for stream, reader in zip(streams, readers, strict=True):
            assert stream.status_code == 200
            next(reader)  # the stream is open and sending
        assert sample_total(scrape(f"{base}/metrics")["ttg_event_streams_open"]) == before + 3
    finally:
        for stream in streams:
            stream.close()


def test_request_ids_differ_in_every_forked_worker() -> None:
    """Ids come from the process's own generator, not a system call; gunicorn forks its
    workers from one master, and each forked process draws a sequence of its own."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # the child: send its next ids, then leave without cleanup
        os.write(write, " ".join(new_request_id() for _ in range(3)).encode())
        os._exit(0)
    os.close(write)
    ours = [new_request_id() for _ in range(3)]
    with os.fdopen(read) as pipe:
        theirs = pipe.read().split()
    os.waitpid(child, 0)
    assert all(re.fullmatch(r"[0-9a-f]{32}", rid) for rid in ours + theirs)
    assert len(set(ours + theirs)) == 6
