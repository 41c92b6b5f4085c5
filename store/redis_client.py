"""The two Redis connections a process needs: the game store, and RQ's queues.

Games may live on a Redis Cluster (``TTG_REDIS_CLUSTER=1``): every key of one game carries
the hash tag ``{<id>}``, so the commit script's keys share a slot. RQ is not cluster-aware
(its registries and queues span many keys), so its queues live on a plain Redis named by
``RQ_REDIS_URL``; without a cluster that defaults to the game store's own Redis.
"""

from __future__ import annotations

import os
import socket
import threading
import weakref
from typing import Any

import redis
from redis.backoff import ExponentialBackoff, NoBackoff
from redis.cluster import RedisCluster
from redis.retry import Retry

from store.settings import Settings

SOCKET_TIMEOUT = 5.0
"""Seconds a Redis command may take before it fails (a worker's, the stream server's, a
health probe's): far above any command we send (sub-millisecond), low enough that a dead
node does not hang the caller. Also the bound on connecting, for every client."""

REQUEST_TIMEOUT: float | None = None
"""The API's short requests wait for Redis's reply without a read timeout. A socket with a
timeout makes CPython poll() before every send and receive, and each is one more release
of the GIL: under load, with a dozen request threads in a worker, every release is a
hand-off between threads. Four per action cost 1-4 % of the API's CPU (make bench-http,
three alternated pairs, docs/benchmarks.md). What the timeout guarded stays guarded:
a dead or unreachable node by the kernel (``KEEPALIVE_OPTIONS``), a Redis that stopped
answering by ``/health``'s own client (``SOCKET_TIMEOUT``), which takes the process out of
rotation; the requests waiting meanwhile complete when Redis answers, with the true
outcome, where a timed-out commit could only say 503 whether or not it had landed."""

KEEPALIVE_SETTINGS = {
    "TCP_KEEPIDLE": 5,  # seconds idle before the kernel probes the peer
    "TCP_KEEPINTVL": 1,  # seconds between probes
    "TCP_KEEPCNT": 3,  # unanswered probes before the connection is dropped
    "TCP_USER_TIMEOUT": int(SOCKET_TIMEOUT * 1000),  # ms sent data may go unacknowledged
}
"""TCP keepalive and user timeout on every TCP connection to Redis: a node that died or
dropped off the network fails the command waiting on it (a ConnectionError, so 503) within
5-10 s (the user timeout for a command it never acknowledged, idle time plus probes for one
it did), with no read timeout in the process. A Unix socket needs none: a local Redis that
dies closes it at once."""

KEEPALIVE_OPTIONS = {getattr(socket, name): value for name, value in KEEPALIVE_SETTINGS.items()
                     if hasattr(socket, name)}
"""``KEEPALIVE_SETTINGS`` by the platform's option numbers: Linux has all four; a system
without one (macOS has no TCP_USER_TIMEOUT) keeps the others."""

HEALTH_CHECK_INTERVAL = 15
"""Seconds idle before a pooled connection is pinged before reuse, so a Redis restart
shows up as a reconnect, not as an error on the first request after it."""

PATIENT_RETRIES = 60
"""A patient client's retries of a command; with the backoff below about two minutes."""

PATIENT_BACKOFF_CAP = 2.0
"""Seconds between a patient client's retries at most: a restarted Redis is seen in two."""

PATIENT_BACKOFF_BASE = 0.1
"""The first retry's wait: a dropped connection is usually back at once."""


def patience(patient: bool) -> dict[str, Any]:
    """Client arguments: a worker's commands wait out a Redis restart (``patient``), an API
    request fails fast with a 503 instead."""
    if not patient:
        return {}
    # OSError too: redis-py retries a refused or missing socket only if told to, and a
    # connection is taken from the pool outside the command's own retry loop.
    retry = Retry(
        ExponentialBackoff(cap=PATIENT_BACKOFF_CAP, base=PATIENT_BACKOFF_BASE), PATIENT_RETRIES,
        supported_errors=(redis.ConnectionError, redis.TimeoutError, OSError),
    )
    return {"retry": retry, "retry_on_error": [redis.ConnectionError, redis.TimeoutError]}


REQUEST_RETRIES = 1
"""Immediate retries of an API request's command whose connection failed: a thread's kept
connection to a Redis that restarted is found dead when used, and one retry on a new
connection makes the restart invisible; a Redis that is away fails the second try at once,
so the request answers 503 without waiting (redis-py's own default retries three times with
backoff of up to seconds). Only connection errors: a connect that timed out is not tried
again. A command whose reply was lost is sent again too, as redis-py's default did; a
commit is a compare-and-set on the game's version, so one that had landed is refused the
second time, never applied twice."""


class SettingsError(ValueError):
    """The environment names an impossible Redis setup."""


def sockets(url: str, timeout: float | None) -> dict[str, Any]:
    """Client arguments for the sockets: ``timeout`` on replies (None: none), the connect
    bounded by ``SOCKET_TIMEOUT``, and over TCP the kernel's keepalive and user timeout."""
    options: dict[str, Any] = {"socket_timeout": timeout,
                               "socket_connect_timeout": SOCKET_TIMEOUT}
    if not url.startswith("unix:"):
        options.update(socket_keepalive=True, socket_keepalive_options=KEEPALIVE_OPTIONS)
    return options


def game_store_client(settings: Settings, patient: bool = False,
                      timeout: float | None = SOCKET_TIMEOUT, per_thread: bool = False) -> Any:
    """A client for the games: ``redis.Redis``, or ``RedisCluster`` on a cluster.

    Both offer the commands and ``register_script`` the store uses; a cluster client routes
    each script call to the slot of its keys. ``timeout``: seconds a reply may take
    (``REQUEST_TIMEOUT`` for the API's requests). ``per_thread``: each thread sends its
    commands on a connection of its own (:class:`PerThreadRedis`, for the API's request
    threads; a cluster client keeps its own pools).
    """
    if settings.redis_cluster:
        return RedisCluster.from_url(
            settings.redis_url, health_check_interval=HEALTH_CHECK_INTERVAL,
            **sockets(settings.redis_url, timeout),
            **({"retry": patience(True)["retry"]} if patient else {}),
        )
    options = {"health_check_interval": HEALTH_CHECK_INTERVAL,
               **sockets(settings.redis_url, timeout)}
    if per_thread:
        return PerThreadRedis(redis.ConnectionPool.from_url(
            settings.redis_url, **options,
            retry=Retry(NoBackoff(), REQUEST_RETRIES, supported_errors=(redis.ConnectionError,)),
        ))
    return redis.Redis.from_url(settings.redis_url, **options, **patience(patient))


class PerThreadRedis:
    """``redis.Redis``'s commands, each thread sending its own on one connection it keeps
    (redis-py's ``single_connection_client``), all connections from one pool.

    Why: a pooled client takes a connection from its pool for every command and first
    probes it for unread data: a receive that finds nothing, with the socket's blocking
    switched off and on around it. Three more system calls a command, and the receive lets
    go of the GIL, which under load hands it to another of the worker's request threads
    (docs/benchmarks.md, "Short requests"). A connection a thread keeps is never shared, so
    there is nothing to probe for. A connection that died (a restarted Redis) fails when
    used and is replaced at once (``REQUEST_RETRIES``); one idle for
    ``HEALTH_CHECK_INTERVAL`` is pinged first, as pooled ones are.

    A thread's client is made on its first command and given back to the pool when the
    thread ends; a forked child starts with none (its parent's sockets stay the parent's).
    Everything else (``pipeline()``, ``pubsub()``) takes connections from the shared pool as
    a ``redis.Redis`` does.
    """

    def __init__(self, pool: redis.ConnectionPool) -> None:
        self.connection_pool = pool
        self._local = threading.local()
        _PER_THREAD.add(self)

    def _client(self) -> redis.Redis:
        try:
            client: redis.Redis = self._local.client
        except AttributeError:
            client = redis.Redis(connection_pool=self.connection_pool,
                                 single_connection_client=True)
            self._local.client = client
        return client

    def __getattr__(self, name: str) -> Any:
        """Any ``redis.Redis`` attribute, from this thread's client."""
        return getattr(self._client(), name)

    def forget_threads(self) -> None:
        """Drop every thread's client (after a fork: those were the parent's)."""
        self._local = threading.local()

    def close(self) -> None:
        """Close every connection of the pool, each thread's included."""
        self.forget_threads()
        self.connection_pool.disconnect()


_PER_THREAD: weakref.WeakSet[PerThreadRedis] = weakref.WeakSet()
"""Every :class:`PerThreadRedis` of the process, for the fork hook below."""


def _forget_after_fork() -> None:
    for client in list(_PER_THREAD):
        client.forget_threads()


os.register_at_fork(after_in_child=_forget_after_fork)


def queue_client(settings: Settings, patient: bool = False) -> redis.Redis:
    """A client for RQ's queues (always a plain Redis)."""
    if settings.redis_cluster and not settings.rq_redis_url:
        raise SettingsError(
            "TTG_REDIS_CLUSTER=1 needs RQ_REDIS_URL: RQ's queues cannot live on a cluster"
        )
    return redis.Redis.from_url(
        settings.queue_url, health_check_interval=HEALTH_CHECK_INTERVAL,
        **sockets(settings.queue_url, SOCKET_TIMEOUT), **patience(patient),
    )
