"""Metrics, request ids and request logs: what an operator reads when something is slow.

- ``GET /metrics``: Prometheus text format from prometheus_client (the reference client;
  its multiprocess mode sums the counters of every gunicorn worker when
  ``PROMETHEUS_MULTIPROC_DIR`` is set, as ``deploy/gunicorn.conf.py`` does). Queue depth,
  the age of the oldest queued bot turn and failed jobs are read from Redis at scrape time,
  so they are right whichever process is asked.
- ``X-Request-ID``: taken from the client (or a proxy) when it is a sane token, else made
  here; echoed on the response and put on every log record of the request.
- One JSON log line per request (``service.requests`` logger): method, route, status,
  duration, request id.
"""

from __future__ import annotations

import functools
import logging
import os
import random
import re
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import redis
from flask import Flask, Response, g, has_request_context, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector
from rq import Queue
from rq.registry import FailedJobRegistry

REQUEST_ID_HEADER = "X-Request-ID"
REQUEST_ID_ENVIRON = "HTTP_X_REQUEST_ID"
"""The WSGI environ's key for ``REQUEST_ID_HEADER``."""
REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")
"""A client's request id is kept when it is a plain token of at most 128 characters;
anything else (spaces, control characters, a novel) is replaced, never logged."""

LATENCY_BUCKETS = (0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 15.0, 60.0)
"""Seconds: an action takes about 1-30 ms, a long poll up to 60 s."""

REQUEST_SECONDS = Histogram(
    "ttg_http_request_duration_seconds", "Time to answer an HTTP request",
    ["method", "route", "status"], buckets=LATENCY_BUCKETS,
)
ACTIONS_APPLIED = Counter(
    "ttg_actions_applied_total", "Actions committed through this API, by game", ["game"],
)
LABEL_SETS = 4096
"""Labelled series a process keeps at hand (methods x routes x statuses, games): far above
what the routes make, so every one stays cached."""

request_seconds = functools.lru_cache(maxsize=LABEL_SETS)(REQUEST_SECONDS.labels)
actions_applied = functools.lru_cache(maxsize=LABEL_SETS)(ACTIONS_APPLIED.labels)
"""The labelled series, looked up once per label set: ``labels()`` checks and locks on every
call (about ten Python calls a request), and a series, once made, is the same object for
the life of the process (no series is ever removed here)."""

OPEN_STREAMS = Gauge(
    "ttg_event_streams_open", "Event streams (SSE) open now", multiprocess_mode="livesum",
)

log = logging.getLogger("service.requests")


def request_id() -> str | None:
    """The current request's id, outside a request None."""
    return g.get("request_id") if has_request_context() else None


class RequestIdFilter(logging.Filter):
    """Puts the request id on every record logged while a request is handled."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id()
        return True


class QueueCollector(Collector):
    """Bot-turn queue figures, read from Redis whenever /metrics is scraped."""

    def __init__(self, connection: redis.Redis, queue_names: list[str]) -> None:
        self.connection = connection
        self.queue_names = queue_names

    def collect(self) -> Iterator[GaugeMetricFamily]:
        depth = GaugeMetricFamily("ttg_bot_queue_depth", "Bot turns waiting", labels=["queue"])
        age = GaugeMetricFamily(
            "ttg_bot_queue_oldest_age_seconds", "Age of the oldest waiting bot turn",
            labels=["queue"],
        )
        failed = GaugeMetricFamily(
            "ttg_bot_jobs_failed", "Bot turns in the failed registry", labels=["queue"],
        )
        try:
            for name in self.queue_names:
                queue = Queue(name, connection=self.connection)
                depth.add_metric([name], queue.count)
                age.add_metric([name], oldest_age(queue))
                failed.add_metric([name], FailedJobRegistry(queue=queue).count)
        except redis.RedisError:
            return  # no queue figures while Redis is down; the HTTP figures still answer
        yield from (depth, age, failed)


def oldest_age(queue: Queue) -> float:
    """Seconds the job at the head of ``queue`` has waited (0 for an empty queue)."""
    head = queue.get_job_ids(0, 1)
    job = queue.fetch_job(head[0]) if head else None
    if job is None or job.enqueued_at is None:
        return 0.0
    enqueued = job.enqueued_at
    if enqueued.tzinfo is None:
        enqueued = enqueued.replace(tzinfo=UTC)
    return max(0.0, (datetime.now(UTC) - enqueued).total_seconds())


def metrics_registry(collector: QueueCollector) -> CollectorRegistry:
    """The registry a scrape reads: every gunicorn worker's figures, plus the queue's."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    else:
        registry = CollectorRegistry()
        registry.register(_Forward(REGISTRY))
    registry.register(collector)
    return registry


class _Forward(Collector):
    """This process's default registry, inside a per-scrape registry."""

    def __init__(self, source: CollectorRegistry) -> None:
        self.source = source

    def collect(self) -> Iterator[Any]:
        yield from self.source.collect()


def new_request_id() -> str:
    """32 random hex digits, as ``uuid4().hex`` gave. From the process's Mersenne Twister,
    not ``os.urandom``: an id only tells requests apart in logs (nothing is guessed from it),
    and ``os.urandom`` is a getrandom() system call that releases the GIL, one more hand-off
    between a worker's request threads under load. ``random`` seeds itself again in every
    forked worker, so no two workers share a sequence."""
    return f"{random.getrandbits(128):032x}"


def install(app: Flask, queue_connection: redis.Redis, queue_names: list[str]) -> None:
    """Request ids, request logs and latency figures on every request; ``/metrics``."""
    collector = QueueCollector(queue_connection, queue_names)

    # Each hook looks the request and ``g`` up once (werkzeug's documented
    # ``_get_current_object``): every access through Flask's proxies is a context lookup
    # of its own, and these hooks run on every request.
    @app.before_request
    def start() -> None:
        context = g._get_current_object()
        sent = request.environ.get(REQUEST_ID_ENVIRON, "")  # as headers.get reads it
        context.request_id = sent if sent and REQUEST_ID.fullmatch(sent) else new_request_id()
        context.started = time.perf_counter()

    @app.after_request
    def finish(response: Response) -> Response:
        context = g._get_current_object()
        current = request._get_current_object()  # type: ignore[attr-defined]
        rid = context.get("request_id")
        if rid is None:  # a failure before start(): still answer with an id
            rid = context.request_id = new_request_id()
        response.headers[REQUEST_ID_HEADER] = rid
        rule = current.url_rule
        route = rule.rule if rule is not None else "unmatched"
        seconds = time.perf_counter() - context.get("started", time.perf_counter())
        if route != "/metrics":
            request_seconds(current.method, route, str(response.status_code)).observe(seconds)
        if log.isEnabledFor(logging.INFO):
            log.info("request", extra={
                "method": current.method, "route": route, "path": current.path,
                "status": response.status_code, "ms": round(seconds * 1000, 2),
            })
        return response

    def metrics() -> Response:
        body = generate_latest(metrics_registry(collector))
        return Response(body, mimetype=CONTENT_TYPE_LATEST)

    app.add_url_rule("/metrics", "metrics", metrics)
