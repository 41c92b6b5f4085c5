"""The worker's own Prometheus figures, served on ``TTG_WORKER_METRICS_PORT`` when set.

Bot decisions happen here, not in the API, so their timings are exported by the worker
process itself (prometheus_client's small HTTP server; one worker process, one port).
"""

from __future__ import annotations

import os

from prometheus_client import Counter, Histogram, start_http_server

DECISION_BUCKETS = (0.001, 0.005, 0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 2.0, 5.0)
"""Seconds: random decides in microseconds, the search levels in about 0.3 s."""

DEFAULT_METRICS_HOST = "127.0.0.1"
"""Local unless told otherwise (TTG_WORKER_METRICS_HOST=0.0.0.0 in a container)."""

DECISION_SECONDS = Histogram(
    "ttg_bot_decision_seconds", "Time a bot took to choose an action",
    ["level", "game"], buckets=DECISION_BUCKETS,
)
BOT_ACTIONS = Counter(
    "ttg_bot_actions_total", "Bot actions committed by this worker", ["level", "game"],
)


def serve_from_env() -> int | None:
    """Start the metrics server if ``TTG_WORKER_METRICS_PORT`` is set; its port, or None."""
    port = os.environ.get("TTG_WORKER_METRICS_PORT")
    if not port:
        return None
    start_http_server(int(port), addr=os.environ.get("TTG_WORKER_METRICS_HOST",
                                                      DEFAULT_METRICS_HOST))
    return int(port)
