"""Gunicorn settings for the API, used by ``make run``, the image and the benchmarks.

Every setting has its reason beside it; override any with the environment variables named.
Only settings live here: the hooks and gunicorn's problem+json errors are code in the
package (``service.serving``), so an installed wheel plus this file is the whole server.
"""

import multiprocessing
import os
import tempfile

# Measured, not assumed: GUNICORN_WORKER_CLASS=gevent switches to gevent workers (for
# comparing; see below). Patching the standard library here, before the app is imported in
# the master (preload_app), makes every module the app imports use gevent's sockets, locks
# and threads, as if the worker had patched them first.
WORKER_CLASS = os.environ.get("GUNICORN_WORKER_CLASS", "gthread")
if WORKER_CLASS == "gevent":
    from gevent import monkey

    monkey.patch_all()

# Metrics from every worker process are summed at scrape time (prometheus_client's
# multiprocess mode): each worker writes its figures to files in this directory, emptied for
# each start. prometheus_client reads it when first imported (with the package, below).
os.environ.setdefault("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="ttg-metrics-"))

# After the patch: importing the package loads the app's modules (the wheel carries these).
from service.public_url import public_url_from_env  # noqa: E402
from service.serving import hooks, paths, problems, request_limits  # noqa: E402

# Local by default so a developer's laptop does not expose games; HOST=0.0.0.0 in a container.
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"

# Short requests only: JSON, the engine, Redis answering in well under a millisecond.
# Event streams and long polls are served by the stream server (deploy/streams.conf.py,
# service.streams), which holds each in a few kilobytes and no thread; before it, every
# open stream parked one of these threads, and 1,600 streams from one client took the
# service down (issue 31). gthread: the short requests run on threads, the kernel
# schedules the processes, and every resilience test (slow clients, killed workers) was
# proved on it; GUNICORN_WORKER_CLASS=gevent is kept for comparing.
worker_class = WORKER_CLASS
# One process per core plus one: both cores stay busy while a worker waits on Redis.
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() + 1))
# Threads per worker: requests in flight at once, slow clients' trickled bodies included
# (make bench-resilience). An idle thread costs a little memory (its stack is reserved,
# not touched), no CPU.
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

# For gevent and gthread this is the worker's heartbeat, not a request's length: 30 s
# only catches a stuck worker.
timeout = 30
# On shutdown, let requests in flight finish: they are single Redis round trips.
graceful_timeout = 10

# Recycle a worker now and then, jittered so they never restart together.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "20000"))
max_requests_jitter = max_requests // 10

# Clients (polling front ends) connect many times: allow a long listen queue.
backlog = 2048

# The app writes one JSON line per request itself (service/observability.py: route,
# status, milliseconds, request id), so gunicorn's own access log stays off.
# ACCESS_LOG="" turns the app's request lines off too (the benchmarks do, so logging is
# not what they measure).
accesslog = None
# ... and gunicorn does not even build the line it would drop (service.serving.access_log)
logger_class = "service.serving.access_log.AppWritesTheAccessLog"
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
REQUEST_LOG = os.environ.get("ACCESS_LOG", "-") != ""

# Every log line is one JSON object (python-json-logger) with the request id when there is
# one, so a log shipper needs no parsing rules. Its orjson formatter: a request's log line
# 28 us of CPU against the stdlib encoder's 38.
logconfig_dict = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {
        "()": "pythonjsonlogger.orjson.OrjsonFormatter",
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

paths.prepare_metrics_dir()  # PROMETHEUS_MULTIPROC_DIR, chosen above

# The hooks live in the package (the wheel carries them): stale and dead workers' figures.
on_starting = hooks.on_starting
child_exit = hooks.child_exit

# gunicorn's control socket (gunicornc) defaults to one path per user, which every stack
# on the machine would share: each stack's lives in its own data directory (TTG_DATA_DIR,
# as `make run` sets it), and is off without one (a container, the tests).
CONTROL_SOCKET = paths.control_socket_path("api")
control_socket_disable = CONTROL_SOCKET is None
if CONTROL_SOCKET is not None:
    control_socket = CONTROL_SOCKET

# Proxies in front (if any) are trusted only from localhost.
forwarded_allow_ips = "127.0.0.1"

# --- Request limits and gunicorn's own errors (resilience) -----------------------------------
# Request lines and each header up to 16 KiB reach the app; longer ones, malformed ones and
# bad chunking are refused by gunicorn as problem+json (service.serving.request_limits and
# service.serving.problems say how), with type URIs at the app's public base URL.
request_limits.lift_request_line_cap()
limit_request_line = request_limits.REQUEST_LINE_LIMIT
limit_request_field_size = request_limits.REQUEST_LINE_LIMIT
limit_request_fields = request_limits.MAX_HEADER_FIELDS
problems.install(public_url_from_env())
