"""Gunicorn settings for the API, used by ``make run`` and the benchmarks.

Every setting has its reason beside it; override any with the environment variables named.
"""

import multiprocessing
import os
import tempfile
from pathlib import Path

# Local by default so a developer's laptop does not expose games; HOST=0.0.0.0 in a container.
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"

# Requests are short and CPU-bound (JSON, the engine); Redis answers in well under a
# millisecond. Sync workers, two per core plus one, keep every core busy while one waits on
# Redis, without the context switching of threads. WEB_CONCURRENCY overrides.
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1))
worker_class = "sync"

# Import the app once in the master: workers fork with it loaded (faster start, shared
# memory). redis-py's pool notices the fork and opens fresh connections per worker.
preload_app = True

# No request needs more than a few hundred milliseconds; 30 s only catches a stuck worker.
timeout = 30
# On shutdown, let requests in flight finish: they are single Redis round trips.
graceful_timeout = 10

# Recycle a worker now and then, jittered so they never restart together.
max_requests = 20000
max_requests_jitter = 2000

# Clients (polling front ends) connect many times: allow a long listen queue.
backlog = 2048

# The app writes one JSON line per request itself (service/observability.py: route,
# status, milliseconds, request id), so gunicorn's own access log stays off.
# ACCESS_LOG="" turns the app's request lines off too (the benchmarks do, so logging is
# not what they measure).
accesslog = None
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
REQUEST_LOG = os.environ.get("ACCESS_LOG", "-") != ""

# Every log line is one JSON object (python-json-logger) with the request id when there is
# one, so a log shipper needs no parsing rules.
logconfig_dict = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {
        "()": "pythonjsonlogger.json.JsonFormatter",
        "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s",
        "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
    }},
    "filters": {"request_id": {"()": "service.observability.RequestIdFilter"}},
    "handlers": {"console": {
        "class": "logging.StreamHandler", "formatter": "json", "filters": ["request_id"],
        "stream": "ext://sys.stdout",
    }},
    "root": {"level": loglevel.upper(), "handlers": ["console"]},
    "loggers": {
        "gunicorn.error": {"level": loglevel.upper(), "handlers": ["console"],
                           "propagate": False},
        "service.requests": {"level": "INFO" if REQUEST_LOG else "WARNING"},
    },
}

# Metrics from every worker process are summed at scrape time (prometheus_client's
# multiprocess mode): each worker writes its figures to files in this directory, fresh
# for each start of the server.
os.environ.setdefault("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="ttg-metrics-"))


def on_starting(server: object) -> None:
    """Figures of a previous run left in an operator-given directory are not ours."""
    for stale in Path(os.environ["PROMETHEUS_MULTIPROC_DIR"]).glob("*.db"):
        stale.unlink()


def child_exit(server: object, worker: object) -> None:
    """A worker that exits (recycled, or killed) stops counting in the live gauges."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)  # type: ignore[attr-defined]
# Proxies in front (if any) are trusted only from localhost.
forwarded_allow_ips = "127.0.0.1"
