"""The two Redis connections a process needs: the game store, and RQ's queues.

Games may live on a Redis Cluster (``TTG_REDIS_CLUSTER=1``): every key of one game carries
the hash tag ``{<id>}``, so the commit script's keys share a slot. RQ is not cluster-aware
(its registries and queues span many keys), so its queues live on a plain Redis named by
``RQ_REDIS_URL``; without a cluster that defaults to the game store's own Redis.
"""

from __future__ import annotations

from typing import Any

import redis
from redis.cluster import RedisCluster

from store.settings import Settings

SOCKET_TIMEOUT = 5.0
"""Seconds a Redis command may take before the request fails as 503: far above any
command we send (sub-millisecond), low enough that a dead node does not hang a worker."""

HEALTH_CHECK_INTERVAL = 15
"""Seconds idle before a pooled connection is pinged before reuse, so a Redis restart
shows up as a reconnect, not as an error on the first request after it."""


class SettingsError(ValueError):
    """The environment names an impossible Redis setup."""


def game_store_client(settings: Settings) -> Any:
    """A client for the games: ``redis.Redis``, or ``RedisCluster`` on a cluster.

    Both offer the commands and ``register_script`` the store uses; a cluster client routes
    each script call to the slot of its keys.
    """
    if settings.redis_cluster:
        return RedisCluster.from_url(
            settings.redis_url, socket_timeout=SOCKET_TIMEOUT,
            health_check_interval=HEALTH_CHECK_INTERVAL,
        )
    return redis.Redis.from_url(
        settings.redis_url, socket_timeout=SOCKET_TIMEOUT,
        health_check_interval=HEALTH_CHECK_INTERVAL,
    )


def queue_client(settings: Settings) -> redis.Redis:
    """A client for RQ's queues (always a plain Redis)."""
    if settings.redis_cluster and not settings.rq_redis_url:
        raise SettingsError(
            "TTG_REDIS_CLUSTER=1 needs RQ_REDIS_URL: RQ's queues cannot live on a cluster"
        )
    return redis.Redis.from_url(
        settings.queue_url, socket_timeout=SOCKET_TIMEOUT,
        health_check_interval=HEALTH_CHECK_INTERVAL,
    )
