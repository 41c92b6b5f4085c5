"""Python calls and CPU per short request, with the app called directly: no server, no client.

``python -m bench.request_cost`` builds every request's WSGI environ first (werkzeug's
``EnvironBuilder``), then calls the app on them, for four kinds of request: ``action``
(``POST /games/{id}/actions``, the scripted games ``bench.http_bench`` plays), ``read``
(``GET /games/{id}`` by each seat half-way through such games), ``turn`` (what an
interactive client of ``bench.http_bench`` sends for an action: the acting seat's ``GET``,
with its legal actions and their labels, whenever the seat to act changed, then the
``POST``) and ``baseline`` (the bare Flask + Redis app's POST, ``bench/baseline_app.py``;
with ``turn``, also its GET + POST, the interactive baseline). Per kind it prints the CPU per
request (per action for ``turn``: its GETs included; thread CPU, the median of ``--rounds``
passes over fresh games), its ratio to the baseline's of the same mode, and the Python
function calls per request (counted with ``sys.setprofile`` in one more pass), by package
or by function. Redis is embedded on a unix socket as in
``bench.http_bench`` (or ``REDIS_URL``); metrics are kept in prometheus_client's
multiprocess files, as under gunicorn.

Why it exists: on the 2-core development machine the loaded benchmark moves by 20 % between
runs of the same code and the profiles of these requests are flat, no function above a few
percent. The count of calls is exact. CPU is measured with every kind's requests served in
turns of ``CHUNK`` (an action's ten, the baseline's ten, a read's ten, ...): this virtual
machine's speed drifts by up to half within a minute, and kinds measured one after another
took that drift into their ratio (the same code measured 0.9x to 1.6x the baseline), while
kinds served in turns share it and their ratio repeats within about a tenth.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import logging
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from types import FrameType
from typing import Any

from werkzeug.test import EnvironBuilder

from bench.clients import players_body, script

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("action", "read", "turn", "baseline")
BASELINE = "baseline POST"
"""The baseline's label: the kind ``action`` and ``read`` are set against."""
BASELINE_TURN = "baseline GET+POST"
"""The interactive baseline's label (a GET, then the POST): the kind ``turn`` is set
against, per action as ``bench.http_bench``'s interactive mode sets them."""
RECORD_SAMPLES = 3
"""Games per engine whose mid-game record sizes the baseline's document: sizes differ by a
few percent between seeds."""

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


CHUNK = 10
"""Requests of one kind served in a row before the next kind's turn: short enough that the
machine's drift is shared, long enough that each turn runs on warm caches, as a server busy
with one kind of request does."""


def interleaved_cpu(work: dict[str, tuple[Wsgi, list[Environ]]], chunk: int = CHUNK
                    ) -> dict[str, float]:
    """Microseconds of thread CPU per request for each kind of ``work`` (its app and its
    requests), the kinds served in turns of ``chunk`` requests until all are done."""
    gc.collect()
    spent = dict.fromkeys(work, 0.0)
    done = dict.fromkeys(work, 0)
    while any(done[kind] < len(environs) for kind, (_app, environs) in work.items()):
        for kind, (app, environs) in work.items():
            turn = environs[done[kind]:done[kind] + chunk]
            if not turn:
                continue
            started = time.thread_time()
            serve(app, turn)
            spent[kind] += time.thread_time() - started
            done[kind] += len(turn)
    return {kind: spent[kind] / done[kind] * 1e6 for kind in work}


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

    def turns(self) -> list[Environ]:
        """Every move of fresh scripted games as an interactive client sends it: the seat's
        GET (its legal actions) whenever the seat to act changed, then its POST (a POST's
        answer holds the legal actions of a seat that acts again)."""
        out = []
        for seed in range(self.games):
            game_id, tokens = self._created(seed)
            last: int | None = None
            for version, (seat, action) in enumerate(script(self.game, self.players, seed)):
                if seat != last:
                    out.append(environ(f"/games/{game_id}", token=tokens[seat]))
                    last = seat
                out.append(environ(f"/games/{game_id}/actions", "POST",
                                   {"action": action, "version": version}, tokens[seat]))
        return out

    def half_played(self, seed: int) -> tuple[str, dict[int, str]]:
        """A fresh game played half-way through its script: its id and seat tokens."""
        game_id, tokens = self._created(seed)
        steps = script(self.game, self.players, seed)
        for version, (seat, action) in enumerate(steps[:len(steps) // 2]):
            played = self.client.post(f"/games/{game_id}/actions",
                                      json={"action": action, "version": version},
                                      headers={"Authorization": f"Bearer {tokens[seat]}"})
            if played.status_code != 200:
                raise RuntimeError(f"{self.game} seed {seed} v{version}: {played.status}")
        return game_id, tokens

    def reads(self, per_seat: int = 20) -> list[Environ]:
        """Each seat's GET, ``per_seat`` times, of fresh games played half-way."""
        out = []
        for seed in range(self.games):
            game_id, tokens = self.half_played(seed)
            out += [environ(f"/games/{game_id}", token=token)
                    for token in tokens.values() for _ in range(per_seat)]
        return out

    def record_bytes(self) -> float:
        """The mean size of the record Redis holds for this engine's games half-way through
        (``games`` of them): what an action reads and writes back."""
        store = self.app.extensions["games"].store
        sizes = [len(store.client.hget(store.record_key(self.half_played(seed)[0]), "doc"))
                 for seed in range(self.games)]
        return statistics.mean(sizes)


def mid_game_record_bytes(app: Any, tables: dict[str, int], games: int = RECORD_SAMPLES
                          ) -> int:
    """The baseline's document size: the mean over ``tables`` (game: players) of their
    records half-way through ``games`` scripted games each, played through ``app``. The
    baseline stands beside every game of a run, so it carries their mean record."""
    return round(statistics.mean(GameRequests(app, game, players, games).record_bytes()
                                 for game, players in tables.items()))


Maker = Callable[[], list[Environ]]


def per_action(environs: list[Environ]) -> float:
    """Requests per action of a pass that acts (its GETs ride on its POSTs); 1 for reads."""
    posts = sum(1 for e in environs if e["REQUEST_METHOD"] == "POST")
    return len(environs) / posts if posts else 1.0


def interactive(label: str) -> bool:
    """Whether a target is measured per action with its GETs (a turn, or its baseline)."""
    return label.startswith("turn ") or label == BASELINE_TURN


def baseline_of(label: str) -> str:
    """The baseline a target is set against: the interactive one for turns."""
    return BASELINE_TURN if interactive(label) else BASELINE


def measure(targets: dict[str, tuple[Wsgi, Maker]], rounds: int
            ) -> dict[str, tuple[float, float | None, int]]:
    """Per target: the median CPU per request (per action for a target mixing GETs and
    POSTs: :func:`per_action`) over ``rounds`` passes of fresh requests (every target's
    served in turns, :func:`interleaved_cpu`), the median of its per-pass ratio to its
    baseline's (:func:`baseline_of`; None without it) and its requests a pass."""
    cpu: dict[str, list[float]] = {label: [] for label in targets}
    ratios: dict[str, list[float]] = {label: [] for label in targets}
    sizes: dict[str, int] = {}
    for _ in range(rounds):
        work = {label: (app, make()) for label, (app, make) in targets.items()}
        sizes = {label: len(environs) for label, (_app, environs) in work.items()}
        passed = {label: us * per_action(work[label][1])
                  for label, us in interleaved_cpu(work).items()}
        for label, us in passed.items():
            cpu[label].append(us)
            if baseline_of(label) in passed:
                ratios[label].append(us / passed[baseline_of(label)])
    return {label: (statistics.median(cpu[label]),
                    statistics.median(ratios[label]) if ratios[label] else None, sizes[label])
            for label in targets}


def report(label: str, cpu_us: float, ratio: float | None, calls: dict[str, float],
           size: int, top: int) -> None:
    total = sum(calls.values())
    against = "" if ratio is None else f", {ratio:.2f}x the baseline's"
    unit = "action" if interactive(label) else "request"
    print(f"{label}: {cpu_us:.0f} us CPU per {unit} (median{against}), {total:.0f} Python "
          f"calls per request ({size} requests a pass)")
    for name, n in list(calls.items())[:top]:
        print(f"  {n:7.1f}  {name}")


def baseline_app(redis_url: str, payload_bytes: int) -> Wsgi:
    """The bare Flask + Redis app on ``redis_url``, its document ``payload_bytes`` long."""
    from bench.baseline_app import create_app as create_baseline

    # the baseline reads its Redis and size from the environment; set only while it is
    # made, so a later run in this process starts its own Redis again
    saved = {key: os.environ.get(key) for key in ("REDIS_URL", "BASELINE_PAYLOAD_BYTES")}
    os.environ["REDIS_URL"] = redis_url
    os.environ["BASELINE_PAYLOAD_BYTES"] = str(payload_bytes)
    try:
        app: Wsgi = create_baseline()
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    return app


def baseline_turns() -> Maker:
    """Fresh interactive baseline actions: a GET, then the POST, 500 versions of a new
    document each call."""
    batches = itertools.count()

    def turns() -> list[Environ]:
        key = f"turn-{next(batches)}"
        return [request for v in range(500) for request in (
            environ(f"/baseline/{key}"),
            environ(f"/baseline/{key}", "POST",
                    {"action": {"type": "play", "card": "c"}, "version": v}))]

    return turns


def baseline_posts() -> Maker:
    """Fresh baseline POSTs: 500 versions of a new document each call."""
    batches = itertools.count()

    def posts() -> list[Environ]:
        key = f"cost-{next(batches)}"
        return [environ(f"/baseline/{key}", "POST",
                        {"action": {"type": "play", "card": "c"}, "version": v})
                for v in range(500)]

    return posts


def main(argv: list[str] | None = None) -> int:
    from bench.stack import counted_app, scratch_settings
    from engines.registry import engines

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

    # the request log off, as bench.http_bench serves both apps (ACCESS_LOG="" makes
    # deploy/gunicorn.conf.py log requests at WARNING only); create_app logs at INFO
    request_log = logging.getLogger("service.requests")
    level = request_log.level
    request_log.setLevel(logging.WARNING)
    try:
        with scratch_settings() as settings:
            app = counted_app(settings)
            targets: dict[str, tuple[Wsgi, Maker]] = {}
            tables = {}
            for name in names:
                counts = engines()[name].player_counts
                tables[name] = args.players if args.players in counts else min(counts)
            for name, players in tables.items():
                requests = GameRequests(app, name, players, args.count)
                for kind, make in (("action", requests.actions), ("read", requests.reads),
                                   ("turn", requests.turns)):
                    if kind in kinds:
                        targets[f"{kind} {name} {players}p"] = (app, make)
            if "baseline" in kinds:
                size = mid_game_record_bytes(app, tables)
                print(f"baseline document: {size} bytes (the games' mean record half-way)")
                base = baseline_app(settings.redis_url, size)
                targets[BASELINE] = (base, baseline_posts())
                if "turn" in kinds:
                    targets[BASELINE_TURN] = (base, baseline_turns())
            figures = measure(targets, args.rounds)
            for label, (app_of, make) in targets.items():
                cpu_us, ratio, size = figures[label]
                report(label, cpu_us, ratio, calls_per_request(app_of, make(), args.by), size,
                       args.top)
    finally:
        request_log.setLevel(level)
    return 0


if __name__ == "__main__":
    with tempfile.TemporaryDirectory(prefix="request-cost-metrics-") as metrics:
        if "prometheus_client" not in sys.modules:  # it reads this when first imported
            # metrics kept in files shared by a server's processes, as gunicorn keeps them
            # (deploy/gunicorn.conf.py): each count is a locked write to a mapped file
            os.environ.setdefault("PROMETHEUS_MULTIPROC_DIR", metrics)
        sys.exit(main())
