"""The Encantados deck: ten races of five cards, six Mimics and four Songs per copy.

Card ids come from :func:`engines.deck.card_ids`: ``"trolls-3"``, ``"mimic-2"``. With one
deck a song is ``"song-summer"``; with two decks (5 and 6 players) every race has ten
cards (``"trolls-1"`` ... ``"trolls-10"``), twelve Mimics and two of each song
(``"song-summer-1"``, ``"song-summer-2"``), so ids stay unique.

A card's *kind* is its race (``"trolls"``), ``"mimic"`` or its season (``"summer"``).
Values are the product's own (rules.md, Components): the printed value is what a card
scores in a garden before any ability; a card left in hand scores minus its absolute value.
"""

from __future__ import annotations

from engines.deck import card_ids

RACES: tuple[str, ...] = (
    "dwarves",
    "elves",
    "fairies",
    "fauns",
    "wisps",
    "gnomes",
    "goblins",
    "kobolds",
    "leprechauns",
    "trolls",
)
"""The ten races, in the order legal actions list them (``wisps`` = Will-o'-the-wisps)."""

SEASONS: tuple[str, ...] = ("spring", "summer", "autumn", "winter")

MIMIC = "mimic"
SONGS_GROUP = "songs"
"""The key under which a garden keeps its songs (races are keyed by race name)."""

VALUES: dict[str, int] = {
    "dwarves": 5,
    "elves": 5,
    "gnomes": 5,
    "fairies": 4,
    "fauns": 4,
    "wisps": 3,
    "goblins": 6,
    "kobolds": 6,
    "trolls": 7,
    "leprechauns": -4,
    MIMIC: -3,
    "spring": -3,
    "summer": -3,
    "autumn": -3,
    "winter": -3,
}
"""Printed value of every kind (rules.md, Components)."""

NAMES: dict[str, str] = {
    "dwarves": "Dwarf", "elves": "Elf", "fairies": "Fairy", "fauns": "Faun",
    "wisps": "Will-o'-the-wisp", "gnomes": "Gnome", "goblins": "Goblin", "kobolds": "Kobold",
    "leprechauns": "Leprechaun", "trolls": "Troll", MIMIC: "Mimic",
    "spring": "Spring song", "summer": "Summer song", "autumn": "Autumn song",
    "winter": "Winter song",
}
"""What one card of each kind is called."""

PLURALS: dict[str, str] = {
    "dwarves": "Dwarves", "elves": "Elves", "fairies": "Fairies", "fauns": "Fauns",
    "wisps": "Will-o'-the-wisps", "gnomes": "Gnomes", "goblins": "Goblins",
    "kobolds": "Kobolds", "leprechauns": "Leprechauns", "trolls": "Trolls", MIMIC: "Mimics",
    SONGS_GROUP: "songs",
}
"""What a group of each race (or the songs) is called."""

KINDS: tuple[str, ...] = (*RACES, MIMIC, *SEASONS)
"""Every kind, in hand order."""

RACE_CARDS_PER_DECK = 5
MIMICS_PER_DECK = 6


def deck_ids(decks: int) -> list[str]:
    """Every card id of a game played with ``decks`` copies of the game (1 or 2)."""
    ids: list[str] = []
    for race in RACES:
        ids.extend(card_ids(race, RACE_CARDS_PER_DECK * decks))
    ids.extend(card_ids(MIMIC, MIMICS_PER_DECK * decks))
    for season in SEASONS:
        if decks == 1:
            ids.append(f"song-{season}")
        else:
            ids.extend(card_ids(f"song-{season}", decks))
    return ids


def _catalogue() -> tuple[dict[str, str], dict[str, int]]:
    kind: dict[str, str] = {}
    rank: dict[str, int] = {}
    ids = deck_ids(2) + [f"song-{season}" for season in SEASONS]
    order = {k: i for i, k in enumerate(KINDS)}
    for card in ids:
        if card.startswith("song-"):
            k = card.split("-")[1]
            copy = int(card.rsplit("-", 1)[1]) if card.count("-") == 2 else 0
        else:
            k, number = card.rsplit("-", 1)
            copy = int(number)
        kind[card] = k
        rank[card] = order[k] * 100 + copy
    return kind, rank


KIND, RANK = _catalogue()
"""Kind and sort rank of every id either deck size uses."""

DECKS: dict[int, tuple[str, ...]] = {n: tuple(deck_ids(n)) for n in (1, 2)}
"""The ids of a one-deck and of a two-deck game, in deck order (built once: a bot's
search resamples a deal, and so reads them, hundreds of times a decision)."""
DECK_SETS: dict[int, frozenset[str]] = {n: frozenset(ids) for n, ids in DECKS.items()}
"""The same ids as sets."""

RACE_SET = frozenset(RACES)
SONG_SET = frozenset(SEASONS)


def hand_value(card: str) -> int:
    """What ``card`` scores when it is left in a hand at the end of a round."""
    return -abs(VALUES[KIND[card]])

