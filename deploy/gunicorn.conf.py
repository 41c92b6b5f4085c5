"""Gunicorn settings for the API, used by ``make run`` and the benchmarks.

Every setting has its reason beside it; override any with the environment variables named.
"""

import multiprocessing
import os

# The worker class (see below) is gevent. Patching the standard library here, before the
# app is imported in the master (preload_app), makes every module the app imports use
# gevent's sockets, locks and threads, as if the worker had patched them first.
WORKER_CLASS = os.environ.get("GUNICORN_WORKER_CLASS", "gevent")
if WORKER_CLASS == "gevent":
    from gevent import monkey

    monkey.patch_all()

# Local by default so a developer's laptop does not expose games; HOST=0.0.0.0 in a container.
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"

# Two kinds of request share the workers: short CPU-bound ones (JSON, the engine; Redis
# answers in well under a millisecond) and long-lived ones (event streams, long polls) that
# mostly wait. A sync worker holds one connection at a time, so 1000 streams would need
# 1000 processes. MEASURED (bench/live.py, see README "Live updates"):
#   gevent, 2 workers: 1000 streams held; see README for delivery p50/p99 and throughput.
#   gthread: a thread per open stream; see README for the comparison.
# gevent holds each stream as a greenlet (a few KiB) and switches only when it waits, so
# the short requests keep the CPU between waits; one worker per core plus one keeps both
# cores busy while a worker blocks in a CPU-bound request. GUNICORN_WORKER_CLASS=gthread
# (with GUNICORN_THREADS) and WEB_CONCURRENCY override, for measuring.
worker_class = WORKER_CLASS
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() + 1))
# gevent: connections one worker serves at once (streams count); gthread: its threads.
worker_connections = int(os.environ.get("GUNICORN_CONNECTIONS", "2000"))
threads = int(os.environ.get("GUNICORN_THREADS", "1"))

# Keep-alive: polling clients reuse their connection instead of paying a new one per
# request; 5 s outlasts a client's pause between polls without holding idle sockets long.
keepalive = 5

# Import the app once in the master: workers fork with it loaded (faster start, shared
# memory). redis-py's pool notices the fork and opens fresh connections per worker.
preload_app = True

# For gevent and gthread this is the worker's heartbeat, not a request's length (a stream
# lasts an hour, a long poll a minute): 30 s only catches a stuck worker.
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
