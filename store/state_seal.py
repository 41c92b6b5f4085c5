"""Which stored states the server made itself: a keyed digest written with the state.

Every load used to run the engine's full invariant check (``Engine.restore``), about 40-50
microseconds a read, on states that the server's own engines had produced a moment before.
A commit now writes ``state_seal``: HMAC-SHA256 under the server secret (``store.secret``,
shared by every API process and worker) of the state's JSON. A record whose seal matches
its state was written by one of our processes from an engine's result, so its check is
sampled (``SELF_CHECK_RATE``); any other record (an older server's, one edited by hand or
damaged in Redis, a seal that does not match) is checked in full on every load.
"""

from __future__ import annotations

import hmac
import random
from typing import Any

import orjson

from store.secret import server_secret

SEAL_BYTES = 16
"""128 bits of the HMAC: no one without the secret forges a seal for a changed state."""

SELF_CHECK_RATE = 0.05
"""Share of loads of a sealed state that still run the full invariant check: 1 in 20 of
an engine's own states, so an engine bug that breaks an invariant still shows within a few
moves of a game, at a twentieth of the cost on the read path."""


def seal(state: Any) -> str:
    """The seal of a state (its JSON data, as ``Engine.dump`` gives it)."""
    digest = hmac.digest(server_secret(), orjson.dumps(state), "sha256")  # one C call
    return digest[:SEAL_BYTES].hex()


def sealed(state: Any, stored_seal: str | None) -> bool:
    """Whether ``stored_seal`` proves ``state`` (as read back) is one our engines made."""
    return stored_seal is not None and hmac.compare_digest(seal(state), stored_seal)


def must_check(state: Any, stored_seal: str | None) -> bool:
    """Whether this load runs the full invariant check: always for an unsealed state,
    for a sealed one at ``SELF_CHECK_RATE``."""
    return not sealed(state, stored_seal) or random.random() < SELF_CHECK_RATE
