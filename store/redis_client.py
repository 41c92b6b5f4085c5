"""The two Redis connections a process needs: the game store, and RQ's queues.

Games may live on a Redis Cluster (``TTG_REDIS_CLUSTER=1``): every key of one game carries
the hash tag ``{<id>}``, so the commit script's keys share a slot. RQ is not cluster-aware
(its registries and queues span many keys), so its queues live on a plain Redis named by
``RQ_REDIS_URL``; without a cluster that defaults to the game store's own Redis.
"""

from __future__ import annotations

from typing import Any

import redis
from redis.backoff import ExponentialBackoff
from redis.cluster import RedisCluster
from redis.retry import Retry

from store.settings import Settings

SOCKET_TIMEOUT = 5.0
"""Seconds a Redis command may take before the request fails as 503: far above any
command we send (sub-millisecond), low enough that a dead node does not hang a worker."""

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


class SettingsError(ValueError):
    """The environment names an impossible Redis setup."""


def game_store_client(settings: Settings, patient: bool = False) -> Any:
    """A client for the games: ``redis.Redis``, or ``RedisCluster`` on a cluster.

    Both offer the commands and ``register_script`` the store uses; a cluster client routes
    each script call to the slot of its keys.
    """
    if settings.redis_cluster:
        return RedisCluster.from_url(
            settings.redis_url, socket_timeout=SOCKET_TIMEOUT,
            health_check_interval=HEALTH_CHECK_INTERVAL,
            **({"retry": patience(True)["retry"]} if patient else {}),
        )
    return redis.Redis.from_url(
        settings.redis_url, socket_timeout=SOCKET_TIMEOUT,
        health_check_interval=HEALTH_CHECK_INTERVAL, **patience(patient),
    )


def queue_client(settings: Settings, patient: bool = False) -> redis.Redis:
    """A client for RQ's queues (always a plain Redis)."""
    if settings.redis_cluster and not settings.rq_redis_url:
        raise SettingsError(
            "TTG_REDIS_CLUSTER=1 needs RQ_REDIS_URL: RQ's queues cannot live on a cluster"
        )
    return redis.Redis.from_url(
        settings.queue_url, socket_timeout=SOCKET_TIMEOUT,
        health_check_interval=HEALTH_CHECK_INTERVAL, **patience(patient),
    )
