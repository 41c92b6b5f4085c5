"""Deterministic randomness that survives a JSON round trip.

A state stores only its seed and a counter of random events; every shuffle draws a
fresh ``random.Random`` seeded from both. String seeds are hashed with SHA-512 by
CPython, so the sequence is identical on every machine and every run.
"""

from __future__ import annotations

import random


def stream(seed: int, event: int) -> random.Random:
    """The generator for the ``event``-th random event of the game seeded ``seed``."""
    return random.Random(f"{seed}/{event}")


def new_seed(rng: random.Random) -> int:
    """A fresh 63-bit seed drawn from ``rng`` (used when resampling hidden state)."""
    return rng.getrandbits(63)
