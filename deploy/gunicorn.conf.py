"""Gunicorn settings for the API, used by ``make run`` and the benchmarks.

Every setting has its reason beside it; override any with the environment variables named.
"""

import multiprocessing
import os
import sys
import tempfile
from pathlib import Path

# Measured, not assumed: GUNICORN_WORKER_CLASS=gevent switches to gevent workers (for
# comparing; see below). Patching the standard library here, before the app is imported in
# the master (preload_app), makes every module the app imports use gevent's sockets, locks
# and threads, as if the worker had patched them first.
WORKER_CLASS = os.environ.get("GUNICORN_WORKER_CLASS", "gthread")
if WORKER_CLASS == "gevent":
    from gevent import monkey

    monkey.patch_all()

# Local by default so a developer's laptop does not expose games; HOST=0.0.0.0 in a container.
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"

# Two kinds of request share the workers: short CPU-bound ones (JSON, the engine; Redis
# answers in well under a millisecond) and long-lived ones (event streams, long polls) that
# mostly wait on a condition. A sync worker holds one connection at a time: 1000 streams
# would need 1000 processes. Measured with `make bench-live` (1000 streams over 50 games,
# 50 moves/s, 16 action clients; 2 cores shared with other helpers' work, load average
# 11-20, so compare within a round; README "Live updates" has the table):
#   gthread 3 workers x 400-500 threads: actions alone 588-837/s; with the streams open
#     and moving 0.79-1.23x; delivery to every subscriber p99 6-10 ms (once 83 ms) with
#     no other load, 54-238 ms with the action benchmark saturating both cores.
#   gevent 3 workers: actions alone 153-185/s (the workers sat mostly idle: 16 clients
#     on 3 gevent workers gave 194 GET/s at 0.25 cores, gthread 740 GET/s at 0.61);
#     with the streams 0.57-0.62x; delivery p99 57-81 ms, 235-277 ms under actions.
#   gevent 2 workers: 151-170/s alone, 0.69-0.70x, delivery p99 51-57 ms.
# Measured again on the quiet machine (2026-11-30, after deliveries got cheaper): gthread
#   871-924/s alone, 0.75-0.80x with the streams; gevent 975-1003/s alone, 0.79-0.81x. The
#   low gevent figures above did not reproduce; gevent is no worse now, but not better
#   with the streams open either.
# After the live listener began writing each version to the waiting streams itself
#   (store.live.Direct: no thread woken per stream; 2026-11-30, three alone-then-with
#   rounds per run): gthread 0.86, 0.87, 0.99x and 1.02, 0.99, 0.90x (medians 0.87 and
#   0.99); delivery p99 to every subscriber 2.2-2.6 ms; API CPU per move at 20
#   streams a game 5.2-6.5 ms (6.3-7.1 before). Direct writes need gthread's plain
#   blocking sockets; under gevent every stream's greenlet writes its own events.
# So gthread: a stream or long poll parks its thread on a condition (no CPU, no GIL), the
# listener writes the streams' events, the short requests run on the other threads, the
# kernel schedules the processes, and every resilience test (slow clients, killed
# workers) was proved on it.
worker_class = WORKER_CLASS
# One process per core plus one: both cores stay busy while a worker waits on Redis.
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() + 1))
# Threads per worker: every open stream holds one, so this bounds the streams a worker
# serves; 3 x 500 holds 1000 streams with room for the short requests. An idle thread
# costs a little memory (its stack is reserved, not touched), no CPU.
threads = int(os.environ.get("GUNICORN_THREADS", "500"))
# Connections a worker holds at once: its threads (requests running, streams included) plus
# as many idle keep-alive connections (gthread keeps a connection alive only while fewer
# than connections - threads are idle). (gevent: the connections one worker serves at once.)
worker_connections = int(os.environ.get("GUNICORN_CONNECTIONS", str(2 * threads)))

# Keep-alive: polling clients reuse their connection instead of paying a new one per
# request; 5 s outlasts a client's pause between polls without holding idle sockets long.
keepalive = 5
# Slow clients (a body trickled byte by byte) hold a thread each, never a whole worker:
# measured with `make bench-resilience` (README "Resilience and limits").

# Import the app once in the master: workers fork with it loaded (faster start, shared
# memory). redis-py's pool notices the fork and opens fresh connections per worker.
preload_app = True

# For gevent and gthread this is the worker's heartbeat, not a request's length (a stream
# lasts an hour, a long poll a minute): 30 s only catches a stuck worker.
timeout = 30
# On shutdown, let requests in flight finish: they are single Redis round trips.
graceful_timeout = 10

# Recycle a worker now and then, jittered so they never restart together. A stopping
# worker ends its event streams and long polls at once (post_fork below), so it exits
# within graceful_timeout and the clients resume on the other workers.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "20000"))
max_requests_jitter = max_requests // 10

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


STOP_POLL_SECONDS = 0.2
"""How often a worker looks whether it was told to stop: gunicorn sets ``worker.alive`` to
False (a signal, max_requests) and offers no hook for that moment."""


def post_fork(server: object, worker: object) -> None:
    """Watch for this worker's stop and end its streams then (``store.live.close_all``):
    a stream would otherwise hold the worker until the arbiter kills it after ``timeout``,
    with every request it had in flight."""
    import threading
    import time

    def close_streams_when_stopping() -> None:
        while getattr(worker, "alive", False):
            time.sleep(STOP_POLL_SECONDS)
        from store.live import close_all

        close_all()

    threading.Thread(target=close_streams_when_stopping, name="stop-watch", daemon=True).start()


def child_exit(server: object, worker: object) -> None:
    """A worker that exits (recycled, or killed) stops counting in the live gauges."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)  # type: ignore[attr-defined]
# Proxies in front (if any) are trusted only from localhost.
forwarded_allow_ips = "127.0.0.1"

# --- Request limits and gunicorn's own errors (resilience) -----------------------------------
# Request lines and each header up to 16 KiB reach the app (a long id is the app's 404, not
# gunicorn's refusal); longer ones are refused by gunicorn, as problem+json (below).
# gunicorn caps limit_request_line at 8190 and offers 0 (unlimited) above that; we lift the
# cap to our limit instead of removing the limit.
MAX_TARGET_BYTES = 16 * 1024
"""The longest request target or header value the app accepts."""
REQUEST_LINE_SLACK = 64
"""Room for the method, the spaces and the HTTP version around a 16 KiB target."""
import gunicorn.http.message  # noqa: E402

gunicorn.http.message.MAX_REQUEST_LINE = MAX_TARGET_BYTES + REQUEST_LINE_SLACK
limit_request_line = MAX_TARGET_BYTES + REQUEST_LINE_SLACK
limit_request_field_size = MAX_TARGET_BYTES + REQUEST_LINE_SLACK  # name, colon and value
limit_request_fields = 64  # a browser sends about 20; more is someone probing

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gunicorn_problems  # noqa: E402

gunicorn_problems.install()
