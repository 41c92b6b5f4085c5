"""Fair share of the live tier: how many streams and long polls one client may hold.

An open stream costs the server a few kilobytes, so no number of them starves the short
requests (they run on their own workers); these caps keep one client (a script, a bug
reconnecting in a loop) from holding more than a small slice of a process's connections.
Counted per stream-server process: a client's connections spread over the processes, so
with ``P`` processes one address holds at most ``P`` times the cap.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass

MAX_PER_ADDRESS = 100
"""Streams and long polls one client address may hold per process: a household or an
office behind one NAT has a few tabs each (one stream per open game); a hundred leaves a
school's lab room, and is 1% of the 10,000 a process holds in ``make bench-live``."""

MAX_PER_SEAT = 8
"""Streams and long polls one seat (a token or its tickets) may hold per process: a player
with the game open on a phone, a laptop and a few tabs; more is a client reconnecting
without closing."""

RETRY_AFTER_SECONDS = 5
"""What a refused client is told to wait: long enough for its own closed connections to
be let go (the server frees a closed one at once), short enough for a page reload."""


@dataclass(frozen=True, slots=True)
class Caps:
    """The caps in force; ``TTG_STREAMS_PER_ADDRESS`` and ``TTG_STREAMS_PER_SEAT`` set them
    (0: no cap)."""

    per_address: int = MAX_PER_ADDRESS
    per_seat: int = MAX_PER_SEAT

    @classmethod
    def from_env(cls) -> Caps:
        return cls(int(os.environ.get("TTG_STREAMS_PER_ADDRESS", MAX_PER_ADDRESS)),
                   int(os.environ.get("TTG_STREAMS_PER_SEAT", MAX_PER_SEAT)))


class Shares:
    """The streams and long polls each address and seat holds in this process."""

    def __init__(self, caps: Caps) -> None:
        self.caps = caps
        self.addresses: Counter[Hashable] = Counter()
        self.seats: Counter[Hashable] = Counter()

    def take_address(self, address: str) -> bool:
        """Count one more connection of ``address``; False (not counted) past the cap."""
        return self._take(self.addresses, address, self.caps.per_address)

    def take_seat(self, seat: Hashable) -> bool:
        return self._take(self.seats, seat, self.caps.per_seat)

    def give_address(self, address: str) -> None:
        self._give(self.addresses, address)

    def give_seat(self, seat: Hashable) -> None:
        self._give(self.seats, seat)

    @staticmethod
    def _take(counts: Counter[Hashable], key: Hashable, cap: int) -> bool:
        if cap and counts[key] >= cap:
            return False
        counts[key] += 1
        return True

    @staticmethod
    def _give(counts: Counter[Hashable], key: Hashable) -> None:
        counts[key] -= 1
        if counts[key] <= 0:
            del counts[key]
