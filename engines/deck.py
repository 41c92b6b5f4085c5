"""Cards with unique ids, and the piles they move between.

Every physical card gets an id unique within its game (``"hotel-3"``), so a view can be
scanned for ids it must not contain, and a log can name the exact card that moved.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence


def card_ids(kind: str, copies: int) -> list[str]:
    """``copies`` ids of one card kind: ``kind-1`` ... ``kind-N``."""
    return [f"{kind}-{n}" for n in range(1, copies + 1)]


def shuffled(cards: Iterable[str], rng: random.Random) -> list[str]:
    """A new list holding ``cards`` in random order."""
    pile = list(cards)
    rng.shuffle(pile)
    return pile


def deal(pile: list[str], hands: int, size: int) -> list[list[str]]:
    """Deal ``size`` cards to each of ``hands`` hands, one at a time, off the top.

    The top of a pile is its last element, so drawing is ``pop()``.
    """
    dealt: list[list[str]] = [[] for _ in range(hands)]
    for _ in range(size):
        for hand in dealt:
            hand.append(pile.pop())
    return dealt


def deal_unknown(
    pool: Sequence[str], sizes: Sequence[int], rng: random.Random
) -> list[list[str]]:
    """Deal ``pool`` at random into piles of the given sizes (for resampling).

    ``sum(sizes)`` must equal ``len(pool)``: every unseen card lands somewhere.
    """
    if sum(sizes) != len(pool):
        raise ValueError(f"cannot deal {len(pool)} unseen cards into piles of {list(sizes)}")
    cards = shuffled(pool, rng)
    piles: list[list[str]] = []
    start = 0
    for size in sizes:
        piles.append(cards[start : start + size])
        start += size
    return piles
