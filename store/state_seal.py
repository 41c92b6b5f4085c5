"""Which stored states the server made itself: a keyed digest written with the state.

Every load used to run the engine's full invariant check (``Engine.restore``), about 40-50
microseconds a read, on states that the server's own engines had produced a moment before.
A commit now writes ``state_seal``: a keyed BLAKE2b digest of the state's JSON under a key
derived from the server secret (``store.secret``, shared by every API process and worker).
A record whose seal matches its state was written by one of our processes from an engine's
result, so its check is sampled (``SELF_CHECK_RATE``); any other record (an older
server's, one edited by hand or damaged in Redis, a seal that does not match) is checked in
full on every load.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from functools import cache
from typing import Any

import orjson

from store.secret import server_secret

SEAL_BYTES = 16
"""128 bits of the digest: no one without the secret forges a seal for a changed state."""

KEY_PERSON = b"ttg-state-seal"
"""BLAKE2b's personalisation of the seal's key: the server secret also seeds the bots'
choices, and a key derived for this one use shares nothing with theirs."""

SELF_CHECK_RATE = 0.05
"""Share of loads of a sealed state that still run the full invariant check: 1 in 20 of
an engine's own states, so an engine bug that breaks an invariant still shows within a few
moves of a game, at a twentieth of the cost on the read path."""


@cache
def seal_key() -> bytes:
    """The seal's key: 32 bytes derived from the server secret (of any length) once."""
    return hashlib.blake2b(server_secret(), digest_size=32, person=KEY_PERSON).digest()


def seal(state: Any) -> str:
    """The seal of a state (its JSON data, as ``Engine.dump`` gives it).

    BLAKE2b in its keyed mode is a MAC by design (no HMAC construction around it), and it
    is CPython's own code: HMAC-SHA256 through OpenSSL cost 12-14 us per seal inside a
    request (its digest fetched and its contexts made on every call, 5 us in a loop),
    BLAKE2b 4-6 us, and every action seals twice (checking its read, writing its commit)."""
    return hashlib.blake2b(orjson.dumps(state), key=seal_key(), digest_size=SEAL_BYTES
                           ).hexdigest()


def sealed(state: Any, stored_seal: str | None) -> bool:
    """Whether ``stored_seal`` proves ``state`` (as read back) is one our engines made."""
    return stored_seal is not None and hmac.compare_digest(seal(state), stored_seal)


def must_check(state: Any, stored_seal: str | None) -> bool:
    """Whether this load runs the full invariant check: always for an unsealed state,
    for a sealed one at ``SELF_CHECK_RATE``."""
    return not sealed(state, stored_seal) or random.random() < SELF_CHECK_RATE
