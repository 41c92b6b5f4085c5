"""Gunicorn settings for the API, used by ``make run`` and the benchmarks.

Every setting has its reason beside it; override any with the environment variables named.
"""

import multiprocessing
import os
import sys
from pathlib import Path

# Local by default so a developer's laptop does not expose games; HOST=0.0.0.0 in a container.
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"

# Requests are short and CPU-bound (JSON, the engine); Redis answers in well under a
# millisecond. Sync workers, two per core plus one, keep every core busy while one waits on
# Redis, without the context switching of threads. WEB_CONCURRENCY overrides.
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1))
# Slow clients (a body trickled byte by byte) hold a thread each, never a whole worker;
# gthread with many threads is what the live-updates work measured for event streams too.
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS", "500"))

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

# ACCESS_LOG="" turns the access log off (the benchmarks do, so logging is not measured).
accesslog = os.environ.get("ACCESS_LOG", "-") or None
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
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
