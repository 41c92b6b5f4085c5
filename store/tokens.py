"""Seat tokens: 32 random bytes, shown once, stored only as a SHA-256 hash."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence

TOKEN_BYTES = 32
"""256 bits: unguessable, and long enough that a hash of it needs no salt."""


def new_token() -> str:
    """A fresh URL-safe token for a human seat."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def seat_for_token(token: str, hashes: Sequence[str | None]) -> int | None:
    """The seat whose stored hash matches ``token``, comparing every seat in constant time."""
    candidate = token_hash(token)
    found: int | None = None
    for seat, stored in enumerate(hashes):
        if stored is not None and hmac.compare_digest(candidate, stored):
            found = seat
    return found
