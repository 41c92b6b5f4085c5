"""Rate limits: 429 problem+json with Retry-After, counted in Redis across every process.

Limits are parsed by ``limits`` (the library under flask-limiter) rather than set with
flask-limiter's decorators: the stricter limit on bot games depends on the parsed body (are
all seats bots, does one think with ``ismcts``?), so each view checks its limits once it has
the body, on the app's own Redis pool and key prefix. The counting is ``store.windows``'s
fixed windows, every counter key expiring with its window: all of a request's counters in
one script, and an action's inside the read of its game (no round trip of their own) when
the counters live on the game store's Redis, as they do unless games are on a cluster.

Each limit is a ``limits`` string (``"30/minute;300/hour"``), set by an environment
variable; ``TTG_RATE_LIMITS=off`` turns them all off (load tests from one address).
"""

from __future__ import annotations

import functools
import hashlib
import os
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

import redis
from flask import Flask, Request, current_app, request
from limits import RateLimitItem, parse_many

from service.problems import Problem
from store.windows import Hit, WindowCounter, Windows

DEFAULT_CREATE = "30/minute;300/hour"
"""Games one address may create: a busy club table, far below what floods the store."""

DEFAULT_BOT_GAMES = "5/minute;30/hour"
"""All-bot games or games with an ``ismcts`` seat, per address: each costs the worker
seconds of CPU per turn, so these are what could fill the bot queue."""

DEFAULT_ACTIONS = "600/minute"
"""Actions from one address: ten a second, more than a room of players and their bots."""

DEFAULT_SEAT_ACTIONS = "120/minute"
"""Actions with one seat token: two a second, faster than any person or fair bot plays."""

COUNTER_CACHE = 8192
"""(limit, client) pairs whose counter keys a process keeps made: the addresses and seats
active lately (a miss only builds the keys again); a few hundred bytes each."""

BUSY_RETRY_AFTER = 30
"""Seconds to wait when the all-bot queue is full: what two workers clear meanwhile."""

HEAVY_BOTS = frozenset({"ismcts"})
"""Bot levels that think for a large share of a second per decision."""

LABELS = {
    "create": "games created",
    "bot_games": "bot games created",
    "actions": "actions",
    "seat_actions": "actions",
}
"""How a 429's detail names what was counted."""

SETTINGS_ENV = {
    "create": "TTG_RATE_CREATE",
    "bot_games": "TTG_RATE_BOT_GAMES",
    "actions": "TTG_RATE_ACTIONS",
    "seat_actions": "TTG_RATE_SEAT_ACTIONS",
}


@dataclass(frozen=True, slots=True)
class RateLimits:
    create: str = DEFAULT_CREATE
    bot_games: str = DEFAULT_BOT_GAMES
    actions: str = DEFAULT_ACTIONS
    seat_actions: str = DEFAULT_SEAT_ACTIONS
    enabled: bool = True

    @classmethod
    def from_env(cls) -> RateLimits:
        env = os.environ
        defaults = cls()
        values: dict[str, str] = {name: env.get(var) or getattr(defaults, name)
                                  for name, var in SETTINGS_ENV.items()}
        return cls(**values, enabled=(env.get("TTG_RATE_LIMITS") or "on").lower() != "off")


class Limiter:
    """Counts a request against the named limits; raises a 429 :class:`Problem` if over.

    ``shares_store``: the counters live on the game store's Redis, so :meth:`windows` may
    hand them to the store's read instead of counting them here first.
    """

    def __init__(self, client: redis.Redis, key_prefix: str, limits: RateLimits,
                 shares_store: bool = False) -> None:
        self.client = client
        self.enabled = limits.enabled
        self.shares_store = shares_store
        self.key_prefix = f"{key_prefix}:rate:"
        self.counter = WindowCounter(client)
        self.items: dict[str, list[RateLimitItem]] = {
            f.name: parse_many(getattr(limits, f.name))
            for f in fields(limits) if f.name != "enabled"
        }
        # a client's keys are the same on every request: made once (about twenty Python
        # calls of an action's seven hundred), not per request
        self.counters = functools.lru_cache(maxsize=COUNTER_CACHE)(self._counters)
        # and so are the windows of a request's checks (an action's: its address, its seat)
        self.windows = functools.lru_cache(maxsize=COUNTER_CACHE)(self._windows)

    def _counters(self, name: str, who: str) -> tuple[tuple[RateLimitItem, str, int], ...]:
        """Each counter of limit ``name`` for ``who``: its limit, key and window seconds."""
        return tuple((item, self.key_prefix + item.key_for(name, who), item.get_expiry())
                     for item in self.items[name])

    def _windows(self, *checks: tuple[str, str]) -> Windows:
        """The counters of every ``(name, who)`` limit, to hit in one round trip (a
        ``Windows`` holds no state of a request: made once, it serves each alike)."""
        counters = [(name, who, counter) for name, who in checks
                    for counter in self.counters(name, who)]
        named = [(name, who, item) for name, who, (item, _key, _seconds) in counters]
        return Windows(
            keys=tuple(key for _name, _who, (_item, key, _seconds) in counters),
            seconds=tuple(seconds for _name, _who, (_item, _key, seconds) in counters),
            judge=lambda hits: refuse_over(named, hits),
        )

    def check(self, *checks: tuple[str, str]) -> None:
        """Count one request of each ``(name, who)`` kind now; 429 if a window is full."""
        if self.enabled and checks:
            self.counter.count(self.windows(*checks))

    def with_read(self, *checks: tuple[str, str]) -> Windows | None:
        """The counters for the store to hit in the read it makes anyway (None: nothing to
        hand it, because limits are off or were counted here, on a Redis of their own)."""
        if not self.enabled:
            return None
        if not self.shares_store:
            self.check(*checks)
            return None
        return self.windows(*checks)


def refuse_over(named: Sequence[tuple[str, str, RateLimitItem]], hits: Sequence[Hit]) -> None:
    """A 429 for the first limit (in the order checked) whose window is over its amount."""
    for (name, who, item), hit in zip(named, hits, strict=True):
        if hit.count > item.amount:
            retry = max(1, hit.seconds_left)
            raise Problem(
                429, "too-many-requests",
                f"more than {item} {LABELS[name]} from this "
                f"{'seat' if who.startswith('seat:') else 'address'}; retry in {retry} s",
                headers={"Retry-After": str(retry)},
            )


def address(current: Request | None = None) -> str:
    """The client's address (gunicorn's peer; put a proxy's real-IP module in front);
    ``current``: the request, if the caller holds it."""
    remote = (request if current is None else current).remote_addr
    return f"addr:{remote or 'unknown'}"


def seat(token: str) -> str:
    """A seat token's counter name: its hash, so no token is written to Redis. BLAKE2b,
    CPython's own code: SHA-256 through OpenSSL cost about 5 us a call inside a request
    (a counter lives a minute, so names made the earlier way did no harm by changing)."""
    return "seat:" + hashlib.blake2b(token.encode(), digest_size=16).hexdigest()


def is_bot_heavy(players: list[dict[str, Any]]) -> bool:
    """True for a game no person plays, or one with a seat that thinks for long."""
    bots = [p.get("bot") for p in players]
    return all(b is not None for b in bots) or any(b in HEAVY_BOTS for b in bots)


def check_create(players: list[dict[str, Any]]) -> None:
    """The limits on ``POST /games``: every game, and the stricter one on bot-heavy games."""
    limiter: Limiter = current_app.extensions["limiter"]
    checks = [("create", address())]
    if is_bot_heavy(players):
        checks.append(("bot_games", address()))
    limiter.check(*checks)
    if all(p.get("bot") is not None for p in players):
        games = current_app.extensions["games"]
        if games.bot_turns is not None and games.bot_turns.backlog() >= games.settings.bot_backlog:
            raise Problem(
                503, "bots-busy",
                "the bots have too many all-bot games to play; try again shortly",
                headers={"Retry-After": str(BUSY_RETRY_AFTER)},
            )


def action_windows(token: str | None, app: Flask, current: Request) -> Windows | None:
    """The limits on an action (per address, and per seat token when there is one), for
    the game's read to count (``Limiter.with_read``); ``app`` and ``current`` the view's
    (``current_app`` and ``request`` would each be a context lookup)."""
    limiter: Limiter = app.extensions["limiter"]
    checks = [("actions", address(current))]
    if token is not None:
        checks.append(("seat_actions", seat(token)))
    return limiter.with_read(*checks)


TOO_MANY = "too many requests from this address or seat; Retry-After says when to retry"
