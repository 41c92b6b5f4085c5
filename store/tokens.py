"""Seat tokens: 32 random bytes, shown once, stored only as a hash.

New hashes are BLAKE2b (CPython's own code, marked ``b2:``); records written before it
hold SHA-256 hex, which still match. Each authenticated request hashes its token once, and
SHA-256 through OpenSSL cost about 5 us a call inside a request, BLAKE2b about 1.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable, Sequence

TOKEN_BYTES = 32
"""256 bits: unguessable, and long enough that a hash of it needs no salt."""

BLAKE2B = "b2:"
"""The mark of a BLAKE2b token hash; a stored hash without it is an older SHA-256 one."""


def new_token() -> str:
    """A fresh URL-safe token for a human seat."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """The hash stored for ``token`` (and the name its tickets are kept under)."""
    return BLAKE2B + hashlib.blake2b(token.encode("utf-8"), digest_size=32).hexdigest()


def older_token_hash(token: str) -> str:
    """The SHA-256 hash records written before :data:`BLAKE2B` hashes hold."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def hash_of_kind(stored: str) -> Callable[[str], str]:
    """The hash that made ``stored``: BLAKE2b when it carries the mark, else SHA-256."""
    return token_hash if stored.startswith(BLAKE2B) else older_token_hash


def token_matches(token: str, stored: str | None) -> bool:
    """Whether ``stored`` is ``token``'s hash, of either kind (constant-time comparison)."""
    return stored is not None and hmac.compare_digest(hash_of_kind(stored)(token), stored)


def seat_for_token(token: str, hashes: Sequence[str | None]) -> int | None:
    """The seat whose stored hash matches ``token``, comparing every seat in constant time
    (each kind of hash made once)."""
    made: dict[Callable[[str], str], str] = {}
    found: int | None = None
    for seat, stored in enumerate(hashes):
        if stored is None:
            continue
        kind = hash_of_kind(stored)
        if kind not in made:
            made[kind] = kind(token)
        if hmac.compare_digest(made[kind], stored):
            found = seat
    return found
