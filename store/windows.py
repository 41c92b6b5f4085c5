"""Fixed-window counters (rate limits) that ride on a round trip Redis is making anyway.

A rate limit is a counter per window: the first hit creates the key with the window as its
time to live, each hit adds one, and the key expiring starts the next window. ``limits``
(the library under flask-limiter) counts the same way, but with one round trip per limit
and on its own connection; an action would then pay three round trips before its commit.
Here the counting is a Lua snippet that the store's read script runs before it reads the
record (``store.redis_store.LOAD_SCRIPT``), so an action's limits cost no round trip of
their own, and a standalone script (``COUNT_SCRIPT``) for the limits counted without a read
(creating a game) or on another Redis (a cluster's counters live with the queues).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import redis

from store.lua import LuaScript

COUNT_LUA = """
local hits = {}
for i = 1, #KEYS - FIRST + 1 do
  local key = KEYS[FIRST + i - 1]
  local count = redis.call('INCR', key)
  local ttl = redis.call('TTL', key)
  if ttl < 0 then
    redis.call('EXPIRE', key, ARGV[ARG + i - 1])
    ttl = tonumber(ARGV[ARG + i - 1])
  end
  hits[2 * i - 1] = count
  hits[2 * i] = ttl
end
"""
"""Counts one hit on each of ``KEYS[FIRST..]`` (windows of ``ARGV[ARG..]`` seconds);
leaves ``hits`` = {count, seconds left, ...}. A key found without a TTL (a crash between
INCR and EXPIRE cannot happen in a script, but an older writer's key might) gets one."""

COUNT_SCRIPT = "local FIRST, ARG = 1, 1\n" + COUNT_LUA + "return hits\n"


@dataclass(frozen=True, slots=True)
class Hit:
    """One counter after a hit: its count in this window and the seconds the window has left."""

    count: int
    seconds_left: int


@dataclass(frozen=True, slots=True)
class Windows:
    """Counters to hit together, and what to do with their counts (raise to refuse)."""

    keys: tuple[str, ...]
    seconds: tuple[int, ...]
    judge: Callable[[Sequence[Hit]], None]

    def hits(self, raw: Sequence[int]) -> list[Hit]:
        """The script's flat {count, ttl, ...} reply as hits, in the order of ``keys``."""
        return [Hit(int(raw[i]), int(raw[i + 1])) for i in range(0, 2 * len(self.keys), 2)]


class WindowCounter:
    """Hits :class:`Windows` on a Redis of their own: one round trip for all of them."""

    def __init__(self, client: redis.Redis) -> None:
        self._count = LuaScript(client, COUNT_SCRIPT)

    def count(self, windows: Windows) -> None:
        """Hit every counter of ``windows``, then let it judge the counts."""
        raw = self._count(keys=list(windows.keys), args=list(windows.seconds))
        windows.judge(windows.hits(raw))
