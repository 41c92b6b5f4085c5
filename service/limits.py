"""Rate limits: 429 problem+json with Retry-After, counted in Redis across every process.

Built on ``limits`` (the library under flask-limiter) rather than flask-limiter's
decorators: the stricter limit on bot games depends on the parsed body (are all seats bots,
does one think with ``ismcts``?), so each view checks its limits once it has the body, on
the app's own Redis pool and key prefix. Fixed windows cost one round trip (INCR + EXPIRE
in a script) per limit, and every counter key expires with its window.

Each limit is a ``limits`` string (``"30/minute;300/hour"``), set by an environment
variable; ``TTG_RATE_LIMITS=off`` turns them all off (load tests from one address).
"""

from __future__ import annotations

import hashlib
import math
import os
import time
from dataclasses import dataclass, fields
from typing import Any

import redis
from flask import current_app, request
from limits import RateLimitItem, parse_many
from limits.storage import RedisStorage
from limits.strategies import FixedWindowRateLimiter

from service.problems import Problem

DEFAULT_CREATE = "30/minute;300/hour"
"""Games one address may create: a busy club table, far below what floods the store."""

DEFAULT_BOT_GAMES = "5/minute;30/hour"
"""All-bot games or games with an ``ismcts`` seat, per address: each costs the worker
seconds of CPU per turn, so these are what could fill the bot queue."""

DEFAULT_ACTIONS = "600/minute"
"""Actions from one address: ten a second, more than a room of players and their bots."""

DEFAULT_SEAT_ACTIONS = "120/minute"
"""Actions with one seat token: two a second, faster than any person or fair bot plays."""

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
        defaults = {f.name: f.default for f in fields(cls)}
        values = {name: env.get(var) or defaults[name] for name, var in SETTINGS_ENV.items()}
        return cls(**values, enabled=(env.get("TTG_RATE_LIMITS") or "on").lower() != "off")


class Limiter:
    """Checks a request against the named limits; raises a 429 :class:`Problem` if over."""

    def __init__(self, client: redis.Redis, key_prefix: str, limits: RateLimits) -> None:
        self.enabled = limits.enabled
        storage = RedisStorage(
            "redis://", connection_pool=client.connection_pool, key_prefix=f"{key_prefix}:rate"
        )
        self.window = FixedWindowRateLimiter(storage)
        self.items: dict[str, list[RateLimitItem]] = {
            f.name: parse_many(getattr(limits, f.name))
            for f in fields(limits) if f.name != "enabled"
        }

    def check(self, name: str, who: str) -> None:
        """Count one request of kind ``name`` from ``who``; 429 if a window is full."""
        if not self.enabled:
            return
        for item in self.items[name]:
            if not self.window.hit(item, name, who):
                reset = self.window.get_window_stats(item, name, who).reset_time
                retry = max(1, math.ceil(reset - time.time()))
                raise Problem(
                    429, "too-many-requests",
                    f"more than {item} {LABELS[name]} from this "
                    f"{'seat' if who.startswith('seat:') else 'address'}; retry in {retry} s",
                    headers={"Retry-After": str(retry)},
                )


def address() -> str:
    """The client's address (gunicorn's peer; put a proxy's real-IP module in front)."""
    return f"addr:{request.remote_addr or 'unknown'}"


def seat(token: str) -> str:
    """A seat token's counter name: its hash, so no token is written to Redis."""
    return "seat:" + hashlib.sha256(token.encode()).hexdigest()[:32]


def is_bot_heavy(players: list[dict[str, Any]]) -> bool:
    """True for a game no person plays, or one with a seat that thinks for long."""
    bots = [p.get("bot") for p in players]
    return all(b is not None for b in bots) or any(b in HEAVY_BOTS for b in bots)


def check_create(players: list[dict[str, Any]]) -> None:
    """The limits on ``POST /games``: every game, and the stricter one on bot-heavy games."""
    limiter: Limiter = current_app.extensions["limiter"]
    limiter.check("create", address())
    if is_bot_heavy(players):
        limiter.check("bot_games", address())
    if all(p.get("bot") is not None for p in players):
        games = current_app.extensions["games"]
        if games.bot_turns is not None and games.bot_turns.backlog() >= games.settings.bot_backlog:
            raise Problem(
                503, "bots-busy",
                "the bots have too many all-bot games to play; try again shortly",
                headers={"Retry-After": str(BUSY_RETRY_AFTER)},
            )


def check_action(token: str | None) -> None:
    """The limits on an action: per address, and per seat token when there is one."""
    limiter: Limiter = current_app.extensions["limiter"]
    limiter.check("actions", address())
    if token is not None:
        limiter.check("seat_actions", seat(token))


TOO_MANY = "too many requests from this address or seat; Retry-After says when to retry"
