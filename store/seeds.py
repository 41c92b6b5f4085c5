"""Seeds players can verify: a commitment shown from the start, the secret revealed at the end.

When the server draws a game's seed it also draws a salt and publishes, in every game
body from version 0, ``seed_commitment = SHA-256(salt + ":" + str(seed))`` as lowercase hex,
where ``salt`` is the 32-character lowercase hex string shown later and ``str(seed)`` the
seed in decimal without leading zeros (both ASCII). Once the game is over (finished or
aborted) the body reveals ``seed`` and ``salt``: anyone can recompute the commitment, then
replay the deal with the engine (``engine.new_game(players, options, seed)``). The salt
stops anyone from testing the 2^53 possible seeds against the commitment while the game runs.
"""

from __future__ import annotations

import hashlib
import secrets

SEED_BITS = 53
"""Seeds are at most 2^53 - 1, so a JavaScript number holds every one exactly."""

MAX_SEED = 2**SEED_BITS - 1
"""The largest seed a client may choose or the server draw."""

SALT_BYTES = 16
"""128 random bits: the commitment cannot be brute-forced over the seed space."""


def draw_seed() -> int:
    return secrets.randbits(SEED_BITS)


def draw_salt() -> str:
    return secrets.token_hex(SALT_BYTES)


def commitment(salt: str, seed: int) -> str:
    """SHA-256 hex of ``f"{salt}:{seed}"`` (ASCII): what the server commits to at creation."""
    return hashlib.sha256(f"{salt}:{seed}".encode("ascii")).hexdigest()
