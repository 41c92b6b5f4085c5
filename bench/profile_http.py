"""Where the action endpoint spends its time: cProfile of ``POST /games/{id}/actions``.

``python -m bench.profile_http`` runs the real app in-process (Flask's test client, a real
Redis: embedded in a temporary directory unless ``REDIS_URL`` is set), replays scripted
random games of each registered game as POSTs only, and prints the CPU per action split
into coarse buckets (engine, JSON, marshmallow/flask-smorest, Flask/Werkzeug, Redis
client) and the top functions by cumulative and own time. The profiler counts CPU time
(``time.process_time``), not wall time, so waiting for Redis on a busy machine does not
show as cost. The test client skips the socket and gunicorn: this is the app's own cost.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import time
from collections import defaultdict
from typing import Any

from bench.clients import players_body, script

BUCKETS: tuple[tuple[str, str], ...] = (
    ("engine (rules, view, legal actions, dump/load)", "/engines/"),
    ("store (games.py, redis_store.py)", "/store/"),
    ("service (routes, auth)", "/service/"),
    ("marshmallow / flask-smorest / apispec", "marshmallow"),
    ("marshmallow / flask-smorest / apispec", "flask_smorest"),
    ("marshmallow / flask-smorest / apispec", "webargs"),
    ("redis client + socket", "/redis/"),
    ("flask / werkzeug / test client", "/flask/"),
    ("flask / werkzeug / test client", "/werkzeug/"),
    ("json (stdlib)", "/json/"),
)


def bucket_of(filename: str, function: str) -> str:
    for name, marker in BUCKETS:
        if marker in filename:
            return name
    if function.startswith("<method '") and ("socket" in function or "recv" in function):
        return "redis client + socket"
    if "json" in function or "_json" in filename:
        return "json (stdlib)"
    return "other (stdlib, builtins)"


def buckets(stats: pstats.Stats) -> dict[str, float]:
    """Own time per bucket, in seconds."""
    out: dict[str, float] = defaultdict(float)
    raw: dict[Any, Any] = stats.stats  # type: ignore[attr-defined]
    for (filename, _line, function), (_cc, _nc, tottime, _ct, _callers) in raw.items():
        out[bucket_of(filename, function)] += tottime
    return dict(out)


def main(argv: list[str] | None = None) -> int:
    from bench.stack import counted_app, scratch_settings
    from engines.registry import engines

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="scripted games per engine")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--plain", action="store_true",
                        help="no profiler: only the CPU per action (test client included), "
                             "to compare two builds without cProfile's distortion")
    args = parser.parse_args(argv)

    with scratch_settings() as settings:
        app = counted_app(settings)
        client = app.test_client()
        for name, engine in engines().items():
            players = args.players if args.players in engine.player_counts else min(
                engine.player_counts)
            plays = []
            for seed in range(args.games):
                body = {"game": name, **players_body(players, seed)}
                created = client.post("/games", json=body).get_json()
                tokens = {s["index"]: s["token"] for s in created["seats"] if s["token"]}
                plays.append((created["id"], tokens, script(name, players, seed)))
            profiler = cProfile.Profile(time.process_time)
            actions = 0
            start, cpu = time.perf_counter(), time.process_time()
            if not args.plain:
                profiler.enable()
            for game_id, tokens, steps in plays:
                for version, (seat, action) in enumerate(steps):
                    response = client.post(
                        f"/games/{game_id}/actions",
                        json={"action": action, "version": version},
                        headers={"Authorization": f"Bearer {tokens[seat]}"},
                    )
                    assert response.status_code == 200, response.get_json()
                    actions += 1
            profiler.disable()
            elapsed = time.perf_counter() - start
            if args.plain:
                cpu_ms = (time.process_time() - cpu) / actions * 1000
                print(f"{name}, {players} players: {actions} POST actions, "
                      f"{cpu_ms:.3f} ms CPU per action (no profiler)")
                continue
            out = io.StringIO()
            stats = pstats.Stats(profiler, stream=out)
            total = sum(buckets(stats).values())
            print(f"\n=== {name}, {players} players: {actions} POST actions, "
                  f"{elapsed / actions * 1000:.2f} ms wall per action under the profiler, "
                  f"{total / actions * 1000:.2f} ms CPU) ===")
            for label, seconds in sorted(buckets(stats).items(), key=lambda kv: -kv[1]):
                print(f"  {label:<48} {seconds / actions * 1000:6.3f} ms/action "
                      f"{seconds / total:6.1%}")
            stats.sort_stats("cumulative").print_stats(args.top)
            stats.sort_stats("tottime").print_stats(args.top)
            print("\n".join(
                line for line in out.getvalue().splitlines()
                if line.strip() and not line.startswith(("   Ordered by", "   List reduced"))
            ))
    return 0


if __name__ == "__main__":
    sys.exit(main())
