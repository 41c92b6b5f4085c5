"""Settings read from the environment, each default a named constant with its reason."""

from __future__ import annotations

import os
from dataclasses import dataclass

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"
"""Where a plain Redis listens on a developer machine; `make run` overrides it."""

DEFAULT_KEY_PREFIX = "ttg"
"""Namespace for every key we write, so the Redis can be shared with other apps."""

DEFAULT_BOT_QUEUE = "bots"
"""The RQ queue bot turns go to; one queue keeps turns of one game in order."""

DEFAULT_FINISHED_TTL = 7 * 24 * 3600
"""A finished game stays readable for a week: long enough to review and replay it."""

DEFAULT_IDLE_TTL = 30 * 24 * 3600
"""A game nobody touches for 30 days is abandoned; its keys expire then."""

DEFAULT_WAITING_TTL = 24 * 3600
"""A game still waiting for players a day after its last seat change is aborted and leaves
the lobby: friends in other time zones have time to take an invite, and the lobby shows
tables that are alive (a joiner who vanished no longer holds the seat for good)."""

DEFAULT_BOT_HEARTBEAT = 5
"""Seconds between a busy worker's heartbeats on its job: cheap, and quick to miss."""

DEFAULT_BOT_STALL = 20.0
"""A bot turn silent this long (four heartbeats) lost its worker and is enqueued again."""

DEFAULT_BOT_BACKLOG = 500
"""All-bot turns that may wait for a worker before new all-bot games are refused: a few
minutes of `ismcts` work on two cores, so no client's games can bury the queue."""


TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
"""How an environment flag says yes."""


@dataclass(frozen=True, slots=True)
class Settings:
    redis_url: str = DEFAULT_REDIS_URL
    redis_cluster: bool = False
    """REDIS_URL names a node of a Redis Cluster holding the games (TTG_REDIS_CLUSTER=1)."""
    rq_redis_url: str | None = None
    """The plain Redis RQ's queues live on (RQ is not cluster-aware); None: REDIS_URL."""
    key_prefix: str = DEFAULT_KEY_PREFIX
    bot_queue: str = DEFAULT_BOT_QUEUE
    finished_ttl: int = DEFAULT_FINISHED_TTL
    idle_ttl: int = DEFAULT_IDLE_TTL
    waiting_ttl: int = DEFAULT_WAITING_TTL
    bot_heartbeat: int = DEFAULT_BOT_HEARTBEAT
    bot_stall: float = DEFAULT_BOT_STALL
    bot_backlog: int = DEFAULT_BOT_BACKLOG

    @property
    def queue_url(self) -> str:
        """Where RQ's queues and the bot-turn markers live."""
        return self.rq_redis_url or self.redis_url

    @classmethod
    def from_env(cls) -> Settings:
        env = os.environ
        return cls(
            redis_url=env.get("REDIS_URL") or DEFAULT_REDIS_URL,
            redis_cluster=(env.get("TTG_REDIS_CLUSTER") or "0").lower() in TRUE_WORDS,
            rq_redis_url=env.get("RQ_REDIS_URL") or None,
            key_prefix=env.get("TTG_KEY_PREFIX") or DEFAULT_KEY_PREFIX,
            bot_queue=env.get("TTG_BOT_QUEUE") or DEFAULT_BOT_QUEUE,
            finished_ttl=int(env.get("TTG_FINISHED_TTL") or DEFAULT_FINISHED_TTL),
            idle_ttl=int(env.get("TTG_IDLE_TTL") or DEFAULT_IDLE_TTL),
            waiting_ttl=int(env.get("TTG_WAITING_TTL") or DEFAULT_WAITING_TTL),
            bot_heartbeat=int(env.get("TTG_BOT_HEARTBEAT") or DEFAULT_BOT_HEARTBEAT),
            bot_stall=float(env.get("TTG_BOT_STALL_SECONDS") or DEFAULT_BOT_STALL),
            bot_backlog=int(env.get("TTG_BOT_BACKLOG") or DEFAULT_BOT_BACKLOG),
        )
