"""The bare baseline: a Flask endpoint doing one Redis WATCH/GET/SET read-modify-write.

Served by gunicorn with the same ``deploy/gunicorn.conf.py`` as the API, against the same
Redis, so the HTTP benchmark's ratio isolates what the game server adds (auth, the engine,
schemas, views) over the floor of "Flask + one optimistic Redis transaction".

- ``POST /baseline/<key>`` ``{action, version}``: WATCH key, GET it, bump its version,
  SET it in MULTI/EXEC (retried on a conflict); answers the new document.
- ``GET /baseline/<key>``: the document (the read a client does before acting).
- ``GET /health``: 200.

``BASELINE_PAYLOAD_BYTES`` sets the size of the stored JSON document (default 6000 bytes);
the benchmarks pass the games' mean stored record half-way through a game (seats, clocks,
options and state: what an action reads and writes back), which they measure first.
"""

from __future__ import annotations

import json
import os
from typing import Any

import redis
from flask import Flask, abort, request

DEFAULT_PAYLOAD_BYTES = 6000
KEY_PREFIX = "bench-baseline"


def payload(size: int) -> dict[str, Any]:
    """A JSON document of about ``size`` bytes shaped like a game state (cards in zones)."""
    doc: dict[str, Any] = {"version": 0, "cards": []}
    i = 0
    while len(json.dumps(doc, separators=(",", ":"))) < size:
        doc["cards"].append({"id": f"card-{i:03d}", "zone": f"hand-{i % 6}", "face": i % 2 == 0})
        i += 1
    return doc


def create_app() -> Flask:
    app = Flask(__name__)
    client = redis.Redis.from_url(os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0")
    initial = json.dumps(
        payload(int(os.environ.get("BASELINE_PAYLOAD_BYTES") or DEFAULT_PAYLOAD_BYTES)),
        separators=(",", ":"),
    )

    @app.get("/health")
    def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/baseline/<key>")
    def read(key: str) -> Any:
        raw = client.get(f"{KEY_PREFIX}:{key}")
        return json.loads(raw if raw is not None else initial)

    @app.post("/baseline/<key>")
    def act(key: str) -> Any:
        body = request.get_json(silent=True)
        if not isinstance(body, dict) or "action" not in body:
            abort(422)
        name = f"{KEY_PREFIX}:{key}"
        with client.pipeline(transaction=True) as pipe:
            while True:
                try:
                    pipe.watch(name)
                    raw: Any = pipe.get(name)  # immediate: the pipe is WATCHing
                    doc = json.loads(raw if raw is not None else initial)
                    doc["version"] += 1
                    doc["last"] = body["action"]
                    pipe.multi()
                    pipe.set(name, json.dumps(doc, separators=(",", ":")))
                    pipe.execute()
                    return doc
                except redis.WatchError:
                    continue

    return app
