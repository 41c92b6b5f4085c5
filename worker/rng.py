"""Bots' random generators: reproducible by whoever holds the server secret, nobody else.

A generator seeded from public facts alone (game id, version, seat) lets any player replay
a bot's choices and narrow down its hand; mixing in the secret (HMAC-SHA256) keeps each
decision's generator fixed for the operator and unguessable for players.
"""

from __future__ import annotations

import hashlib
import hmac
import random


def bot_rng(secret: bytes, game_id: str, version: int, seat: int) -> random.Random:
    """The generator a bot uses for its decision at ``version`` of ``game_id``."""
    digest = hmac.new(secret, f"{game_id}/{version}/{seat}".encode(), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))
