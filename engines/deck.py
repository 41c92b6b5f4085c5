"""Cards with unique ids, and the piles they move between.

Every physical card gets an id unique within its game (``"hotel-3"``), so a view can be
scanned for ids it must not contain, and a log can name the exact card that moved.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import cache


def card_ids(kind: str, copies: int) -> list[str]:
    """``copies`` ids of one card kind: ``kind-1`` ... ``kind-N``."""
    return [f"{kind}-{n}" for n in range(1, copies + 1)]


def shuffled(cards: Iterable[str], rng: random.Random) -> list[str]:
    """A new list holding ``cards`` in random order."""
    pile = list(cards)
    shuffle(pile, rng)
    return pile


def shuffle(cards: list[str], rng: random.Random) -> None:
    """``rng.shuffle(cards)``, the same order from the same generator, at about half the
    cost: ``random.Random.shuffle`` calls ``_randbelow`` once per card, here inlined with
    the public ``getrandbits`` (a bot's search shuffles the unseen cards on every deal). A
    subclass of ``Random`` may draw otherwise: its own ``shuffle`` then."""
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i, n, k in _steps(len(cards)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


@cache
def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The swaps of a shuffle of ``size`` cards, last first: (index, bound, bits), the
    bound's bit length being what ``Random._randbelow`` draws."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


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
    check_deal(pool, sizes)
    cards = shuffled(pool, rng)
    piles: list[list[str]] = []
    start = 0
    for size in sizes:
        piles.append(cards[start : start + size])
        start += size
    return piles


def check_deal(pool: Sequence[str], sizes: Sequence[int]) -> None:
    """:func:`deal_unknown`'s condition: ``ValueError`` unless the piles take the pool."""
    if sum(sizes) != len(pool):
        raise ValueError(f"cannot deal {len(pool)} unseen cards into piles of {list(sizes)}")
