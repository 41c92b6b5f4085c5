"""Python calls and CPU per short request, with the app called directly: no server, no client.

``python -m bench.request_cost`` builds every request's WSGI environ first (werkzeug's
``EnvironBuilder``), then calls the app on them, for three kinds of request: ``action``
(``POST /games/{id}/actions``, the scripted games ``bench.http_bench`` plays), ``read``
(``GET /games/{id}`` by each seat half-way through such games) and ``baseline`` (the bare
Flask + Redis app's POST, ``bench/baseline_app.py``). Per kind it prints the CPU per request
(process time; the median of ``--rounds`` passes over fresh games) and the Python function
calls per request (counted with ``sys.setprofile`` in one more pass), by package. Redis is
embedded on a unix socket as in ``bench.http_bench`` (or ``REDIS_URL``).

Why it exists: on the 2-core development machine the loaded benchmark moves by 20 % between
runs of the same code (the baseline's own CPU per request from 1.2 to 1.85 ms in one
afternoon) and the profiles of these requests are flat, no function above a few percent.
The count of calls is exact and this CPU figure repeats within a few percent, so a change to
the request path can be judged here first and then confirmed under load.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import os
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from types import FrameType
from typing import Any

from werkzeug.test import EnvironBuilder

from bench.clients import players_body, script

ROOT = Path(__file__).resolve().parent.parent
UNFILLED = "1000000/minute"
"""Rate limits counted like the defaults, with windows no run fills."""

KINDS = ("action", "read", "baseline")
BASELINE_PAYLOAD_BYTES = 1663
"""The baseline's document: about a mid-game record, as bench.http_bench measured it."""

Environ = dict[str, Any]
Wsgi = Callable[[Environ, Callable[..., Any]], Iterable[bytes]]


def package_of(filename: str) -> str:
    """Where a function lives: a site package, a path in this repository, or the stdlib."""
    if "site-packages/" in filename:
        return filename.split("site-packages/", 1)[1].split("/", 1)[0]
    if filename.startswith(str(ROOT)):
        return "/".join(Path(filename).relative_to(ROOT).parts[:2])
    return "stdlib"


def serve(app: Wsgi, environs: list[Environ]) -> None:
    """Call ``app`` on each environ (each once: its body stream reads once); fail on a
    status other than 2xx."""
    status: list[str] = []

    def start_response(line: str, headers: Any, exc_info: Any = None) -> None:
        status.append(line)

    for environ in environs:
        body = b"".join(app(environ, start_response))
        if not status[-1].startswith("2"):
            raise RuntimeError(f"{environ['PATH_INFO']}: {status[-1]} {body[:300]!r}")


def cpu_per_request(app: Wsgi, environs: list[Environ]) -> float:
    """Microseconds of this process's CPU per request."""
    gc.collect()
    started = time.process_time()
    serve(app, environs)
    return (time.process_time() - started) / len(environs) * 1e6


BY = ("package", "function")
"""How calls are counted: by package, or by function (``package:name``, a profile exact
enough to put before and after a change side by side)."""


def calls_per_request(app: Wsgi, environs: list[Environ], by: str = "package"
                      ) -> dict[str, float]:
    """Python function calls per request, by package or function (C functions not
    counted)."""
    counts: Counter[str] = Counter()

    def count(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            code = frame.f_code
            where = package_of(code.co_filename)
            counts[where if by == "package" else f"{where}:{code.co_name}"] += 1

    sys.setprofile(count)
    try:
        serve(app, environs)
    finally:
        sys.setprofile(None)
    return {name: n / len(environs) for name, n in counts.most_common()}


def environ(path: str, method: str = "GET", body: Any = None,
            token: str | None = None) -> Environ:
    headers = [("Authorization", f"Bearer {token}")] if token else []
    builder = EnvironBuilder(path=path, method=method, headers=headers,
                             data=None if body is None else json.dumps(body),
                             content_type="application/json" if body is not None else None)
    built: Environ = builder.get_environ()
    return built


class GameRequests:
    """Fresh games of one engine in the app, and the requests that play or read them."""

    def __init__(self, app: Any, game: str, players: int, games: int) -> None:
        self.app, self.game, self.players, self.games = app, game, players, games
        self.client = app.test_client()

    def _created(self, seed: int) -> tuple[str, dict[int, str]]:
        created = self.client.post("/games", json={"game": self.game,
                                                   **players_body(self.players, seed)})
        body = created.get_json()
        return body["id"], {s["index"]: s["token"] for s in body["seats"] if s["token"]}

    def actions(self) -> list[Environ]:
        """Every move of fresh scripted games, as its seat's POST."""
        out = []
        for seed in range(self.games):
            game_id, tokens = self._created(seed)
            out += [environ(f"/games/{game_id}/actions", "POST",
                            {"action": action, "version": version}, tokens[seat])
                    for version, (seat, action) in enumerate(
                        script(self.game, self.players, seed))]
        return out

    def reads(self, per_seat: int = 20) -> list[Environ]:
        """Each seat's GET, ``per_seat`` times, of fresh games played half-way."""
        out = []
        for seed in range(self.games):
            game_id, tokens = self._created(seed)
            steps = script(self.game, self.players, seed)
            for version, (seat, action) in enumerate(steps[:len(steps) // 2]):
                self.client.post(f"/games/{game_id}/actions",
                                 json={"action": action, "version": version},
                                 headers={"Authorization": f"Bearer {tokens[seat]}"})
            out += [environ(f"/games/{game_id}", token=token)
                    for token in tokens.values() for _ in range(per_seat)]
        return out


def measure(app: Wsgi, make: Callable[[], list[Environ]], rounds: int, by: str = "package"
            ) -> tuple[float, dict[str, float], int]:
    """Median CPU per request over ``rounds`` fresh batches, calls per request (``by``
    package or function), batch size."""
    cpu = []
    size = 0
    for _ in range(rounds):
        batch = make()
        size = len(batch)
        cpu.append(cpu_per_request(app, batch))
    return statistics.median(cpu), calls_per_request(app, make(), by), size


def report(label: str, cpu_us: float, calls: dict[str, float], size: int, top: int) -> None:
    total = sum(calls.values())
    print(f"{label}: {cpu_us:.0f} us CPU per request (median), {total:.0f} Python calls "
          f"per request ({size} requests a pass)")
    for name, n in list(calls.items())[:top]:
        print(f"  {n:7.1f}  {name}")


def main(argv: list[str] | None = None) -> int:
    from bench.stack import scratch_settings
    from engines.registry import engines
    from service import create_app
    from service.limits import RateLimits

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kinds", default=",".join(KINDS),
                        help=f"comma-separated, of {', '.join(KINDS)}")
    parser.add_argument("--games", default="", help="comma-separated (default: all)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--count", type=int, default=6, help="fresh games per pass")
    parser.add_argument("--rounds", type=int, default=3, help="timed passes per figure")
    parser.add_argument("--top", type=int, default=12, help="rows listed per figure")
    parser.add_argument("--by", choices=BY, default="package",
                        help="count calls by package, or by function (a call profile)")
    args = parser.parse_args(argv)
    kinds = [k for k in args.kinds.split(",") if k]
    unknown = set(kinds) - set(KINDS)
    if unknown:
        parser.error(f"unknown kinds {sorted(unknown)}")
    names = [g for g in args.games.split(",") if g] or list(engines())

    with scratch_settings() as settings:
        app = create_app({"SETTINGS": settings, "RATE_LIMITS": RateLimits(
            create=UNFILLED, bot_games=UNFILLED, actions=UNFILLED, seat_actions=UNFILLED)})
        for name in names:
            counts = engines()[name].player_counts
            players = args.players if args.players in counts else min(counts)
            requests = GameRequests(app, name, players, args.count)
            for kind, make in (("action", requests.actions), ("read", requests.reads)):
                if kind in kinds:
                    report(f"{kind} {name} {players}p",
                           *measure(app, make, args.rounds, args.by), args.top)
        if "baseline" in kinds:
            from bench.baseline_app import create_app as baseline_app

            # the baseline reads its Redis from the environment; set only while it is made,
            # so a later run in this process starts its own Redis again
            saved = {key: os.environ.get(key) for key in ("REDIS_URL", "BASELINE_PAYLOAD_BYTES")}
            os.environ["REDIS_URL"] = settings.redis_url
            os.environ.setdefault("BASELINE_PAYLOAD_BYTES", str(BASELINE_PAYLOAD_BYTES))
            try:
                baseline = baseline_app()
            finally:
                for key, value in saved.items():
                    if value is None:
                        os.environ.pop(key, None)
                    else:
                        os.environ[key] = value
            batches = itertools.count()

            def posts() -> list[Environ]:
                key = f"cost-{next(batches)}"
                return [environ(f"/baseline/{key}", "POST",
                                {"action": {"type": "play", "card": "c"}, "version": v})
                        for v in range(500)]

            report("baseline POST", *measure(baseline, posts, args.rounds, args.by), args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
