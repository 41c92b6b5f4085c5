"""Gunicorn settings for the stream server (``service.streams``), used by ``make run``.

Gunicorn is the process manager (workers forked, restarted when they die, recycled,
stopped gracefully); each worker is aiohttp's own gunicorn worker running the stream app
on an event loop (uvloop when installed). Override any setting with the variables named.
"""

import multiprocessing
import os
import resource
import tempfile

# Public by default in `make run`: this is the origin clients use; the API's workers sit
# behind it on a private socket. HOST=0.0.0.0 in a container.
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"

# aiohttp's gunicorn worker, on uvloop (less CPU and memory per connection than asyncio's
# own loop); the app module builds the runner (handler cancellation, header timeout).
worker_class = "aiohttp.GunicornUVLoopWebWorker"
# One event loop per core: a stream costs CPU only when a version is sent.
workers = int(os.environ.get("STREAM_CONCURRENCY", multiprocessing.cpu_count()))

# The worker's heartbeat, not a request's length (a stream lasts up to an hour).
timeout = 30
# On shutdown the streams end at once (the app's on_shutdown) and their clients resume
# elsewhere with Last-Event-ID; forwarded short requests get this long to finish.
graceful_timeout = 10
# Recycling is off by default (a recycled worker ends its streams, whose clients then
# reconnect); STREAMS_MAX_REQUESTS turns it on, jittered.
max_requests = int(os.environ.get("STREAMS_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10

# Ten thousand streams arrive in bursts after a deploy: a long listen queue.
backlog = 4096

accesslog = None
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
# One JSON object per line, as the API's (deploy/gunicorn.conf.py).
logconfig_dict = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {
        "()": "pythonjsonlogger.orjson.OrjsonFormatter",
        "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s",
        "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
    }},
    "filters": {"close_noise": {"()": "service.streams.app.ListenerCloseNoise"}},
    "handlers": {"console": {
        "class": "logging.StreamHandler", "formatter": "json", "filters": ["close_noise"],
        "stream": "ext://sys.stdout",
    }},
    "root": {"level": loglevel.upper(), "handlers": ["console"]},
    "loggers": {"gunicorn.error": {"level": loglevel.upper(), "handlers": ["console"],
                                   "propagate": False}},
}

# Every stream is a file descriptor: lift the soft limit to the hard one, in the master,
# so the workers it forks inherit it (the default soft 1,024 would cap a process there).
SOFT_FILES, HARD_FILES = resource.getrlimit(resource.RLIMIT_NOFILE)
if SOFT_FILES < HARD_FILES:
    resource.setrlimit(resource.RLIMIT_NOFILE, (HARD_FILES, HARD_FILES))

# The open-streams gauge is summed over processes (prometheus_client's multiprocess mode);
# `make run` gives this server and the API one directory, so the API's /metrics counts them.
os.environ.setdefault("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="ttg-metrics-"))

# gunicorn's control socket is off here: its default path is one per user, shared by every
# stack on the machine (the first to stop removes the others'), and with aiohttp's workers
# a control socket in the master makes each worker's shutdown close a closed listener.
# gunicornc reaches the API's server (deploy/gunicorn.conf.py, in TTG_DATA_DIR).
control_socket_disable = True


def child_exit(server: object, worker: object) -> None:
    """A worker that exits stops counting in the live gauges."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)  # type: ignore[attr-defined]


GC_THRESHOLDS = (50_000, 20, 100)
"""The collector's thresholds in a stream worker: every version a feed keeps (a game, its
state, its log entry) outlives the young generations, so with the defaults a full
collection over every open stream's objects ran every few seconds and paused every
delivery behind it; these make full collections rare (bench-live, docs/benchmarks.md
"Live tier": every-subscriber p99 150 -> 3-6 ms; RSS per stream unchanged)."""


def post_worker_init(worker: object) -> None:
    """Before the worker serves: what it inherited is frozen out of every collection, and
    the thresholds above apply."""
    import gc

    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
