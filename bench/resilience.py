"""Resilience figures: bot-queue fairness under an all-bot flood, and /health under slow clients.

``fairness``: the real stack (gunicorn as `make run` serves it, TTG_WORKERS workers, an
embedded Redis or REDIS_URL) gets ``--flood`` all-``ismcts`` games at once; then a person
plays a game against a ``random`` bot, and every time the bot must answer, the time from the
person's action to the bot's reply (the person may act again) is measured.

``slow-clients``: ``--clients`` connections each send a POST's headers and then trickle its
body one byte every ``--interval`` seconds; meanwhile ``/health`` is asked ``--probes``
times. Run per gunicorn worker class (``--classes``), each with the deploy settings.

    python -m bench.resilience fairness --flood 200 --samples 40
    python -m bench.resilience slow-clients --clients 50 --classes sync,gthread,gevent
"""

from __future__ import annotations

import argparse
import http.client
import importlib.util
import json
import os
import random
import socket
import statistics
import threading
import time
from collections.abc import Sequence
from typing import Any

import redis

from bench import stack

FLOOD = 200
"""All-bot games created at once: the flood the issue measured a 62 s wait under."""

SAMPLES = 40
"""Bot replies measured: enough for a p95 that is not just the maximum."""

HUMAN_GAME = "encantados"
"""Two seats, a person against one `random` bot: every bot turn is one reply."""

FLOOD_GAME = "mission-calaveras"

CLASSES = {
    "sync": ["-k", "sync", "--threads", "1"],  # more threads would make gunicorn use gthread
    "gthread-8": ["-k", "gthread", "--threads", "8"],
    "gthread": [],  # what deploy/gunicorn.conf.py chooses: gthread, 500 threads
    "gevent": ["-k", "gevent"],  # needs the gevent package (live updates may bring it)
}
"""Worker classes compared: ``-k`` and its settings, on top of the deploy file."""


class Http:
    """A tiny keep-alive JSON client (http.client, so the client costs little CPU)."""

    def __init__(self, port: int) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def call(self, method: str, path: str, body: Any = None,
             token: str | None = None) -> tuple[int, Any]:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        self.conn.request(method, path, None if body is None else json.dumps(body), headers)
        response = self.conn.getresponse()
        data = response.read()
        return response.status, json.loads(data) if data else None


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def fairness(flood: int, samples: int, workers: int) -> None:
    with stack.scratch_settings() as settings:
        env = {**stack.base_env(), "REDIS_URL": settings.redis_url,
               "TTG_KEY_PREFIX": settings.key_prefix, "TTG_BOT_QUEUE": settings.bot_queue}
        port = stack.free_port()
        api = stack.gunicorn("service:create_app()", env, port, "/health")
        pool = [stack.worker(env) for _ in range(workers)]
        try:
            client = Http(port)
            started = time.perf_counter()
            for i in range(flood):
                status, _ = client.call("POST", "/games", {
                    "game": FLOOD_GAME, "seed": i,
                    "players": [{"name": f"m{s}", "bot": "ismcts"} for s in range(4)]})
                assert status == 201, status
            print(f"{flood} all-ismcts games created in {time.perf_counter() - started:.1f} s; "
                  f"{workers} workers")
            waits, backlog = play_against_random(client, settings, samples)
        finally:
            for process in [api, *pool]:
                stack.stop(process)
    print(f"random bot's reply to a person, {len(waits)} replies: "
          f"p50 {statistics.median(waits):.3f} s, p95 {percentile(waits, 0.95):.3f} s, "
          f"max {max(waits):.3f} s; all-bot turns still queued at the end: {backlog}")


def play_against_random(client: Http, settings: Any, samples: int) -> tuple[list[float], int]:
    rng = random.Random(14)
    waits: list[float] = []
    while len(waits) < samples:
        status, created = client.call("POST", "/games", {
            "game": HUMAN_GAME, "players": [{"name": "me", "bot": None},
                                            {"name": "r", "bot": "random"}]})
        assert status == 201, created
        game_id, token = created["id"], created["seats"][0]["token"]
        body = client.call("GET", f"/games/{game_id}", token=token)[1]
        while body["status"] != "finished" and len(waits) < samples:
            if body["legal_actions"]:
                action = rng.choice(body["legal_actions"])
                _, body = client.call("POST", f"/games/{game_id}/actions",
                                      {"action": action, "version": body["version"]}, token)
                continue
            asked = time.perf_counter()  # the bot owes a move: wait for the reply
            while not body["legal_actions"] and body["status"] != "finished":
                time.sleep(0.005)
                body = client.call("GET", f"/games/{game_id}", token=token)[1]
            waits.append(time.perf_counter() - asked)
    backlog = redis.Redis.from_url(settings.redis_url).llen(f"rq:queue:{settings.bot_queue}")
    return waits, int(backlog)


def trickle(port: int, stop: threading.Event, interval: float, opened: list[int]) -> None:
    """One slow client: headers, then a byte of body every ``interval`` seconds."""
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(b"POST /games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 10000\r\n\r\n{")
        opened.append(1)
        while not stop.wait(interval):
            try:
                sock.sendall(b" ")
            except OSError:
                return


def slow_clients(clients: int, interval: float, probes: int, classes: list[str]) -> None:
    with stack.scratch_settings() as settings:
        env = {**stack.base_env(), "REDIS_URL": settings.redis_url,
               "TTG_KEY_PREFIX": settings.key_prefix, "TTG_BOT_QUEUE": settings.bot_queue}
        workers = int(env.get("WEB_CONCURRENCY") or (os.cpu_count() or 1) * 2 + 1)
        print(f"{clients} clients trickling a body (1 byte / {interval:g} s), "
              f"{workers} gunicorn workers, /health asked {probes} times:")
        for name in classes:
            port = stack.free_port()
            api = stack.gunicorn("service:create_app()", env, port, "/health", CLASSES[name])
            stop, opened = threading.Event(), list[int]()
            threads = [threading.Thread(target=trickle, args=(port, stop, interval, opened),
                                        daemon=True) for _ in range(clients)]
            try:
                for thread in threads:
                    thread.start()
                while len(opened) < clients:
                    time.sleep(0.01)
                time.sleep(interval)
                times: list[float | None] = []
                while len(times) < probes and times[-GIVE_UP:].count(None) < GIVE_UP:
                    times.append(probe(port))
            finally:
                stop.set()
                stack.stop(api)
            answered = [t for t in times if t is not None]
            line = f"  {name:8s} answered {len(answered)}/{len(times)}"
            if answered:
                line += (f", p50 {statistics.median(answered):.3f} s, "
                         f"p95 {percentile(answered, 0.95):.3f} s, max {max(answered):.3f} s")
            print(line, flush=True)


GIVE_UP = 3
"""Unanswered probes in a row after which a worker class counts as starved."""

PROBE_TIMEOUT = 10.0
"""Seconds a /health probe waits before it counts as unanswered."""


def probe(port: int) -> float | None:
    started = time.perf_counter()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=PROBE_TIMEOUT)
        conn.request("GET", "/health")
        ok = conn.getresponse().status == 200
        conn.close()
    except OSError:
        return None
    return time.perf_counter() - started if ok else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    fair = sub.add_parser("fairness")
    fair.add_argument("--flood", type=int, default=FLOOD)
    fair.add_argument("--samples", type=int, default=SAMPLES)
    fair.add_argument("--workers", type=int, default=int(
        os.environ.get("TTG_WORKERS") or os.cpu_count() or 1))
    slow = sub.add_parser("slow-clients")
    slow.add_argument("--clients", type=int, default=50)
    slow.add_argument("--interval", type=float, default=2.0)
    slow.add_argument("--probes", type=int, default=20)
    slow.add_argument("--classes", default=",".join(
        name for name in CLASSES if name != "gevent" or importlib.util.find_spec("gevent")))
    args = parser.parse_args()
    if args.command == "fairness":
        fairness(args.flood, args.samples, args.workers)
    else:
        slow_clients(args.clients, args.interval, args.probes, args.classes.split(","))


if __name__ == "__main__":
    main()
