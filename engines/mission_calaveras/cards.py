"""The 48 Location / Twist cards of Mission Calaveras, and the teams.

Ruling: 8 copies of each of the five Locations and 8 Twist cards, each with a unique id
(``carnival-1`` ... ``laboratory-8``, ``twist-1`` ... ``twist-8``).
"""

from __future__ import annotations

from engines.deck import card_ids

LOCATIONS: tuple[str, ...] = ("carnival", "hotel", "airport", "telephone-booth", "laboratory")
"""The five Location kinds, in rulebook order."""

TWIST = "twist"
"""The kind of the Twist cards (Nicole surprised, no location symbol)."""

COPIES = 8
"""Copies of each Location kind, and number of Twist cards."""

DECK: tuple[str, ...] = tuple(
    card for kind in (*LOCATIONS, TWIST) for card in card_ids(kind, COPIES)
)
"""Every card id of the game, in a fixed order (48 ids)."""

KIND: dict[str, str] = {card: card.rsplit("-", 1)[0] for card in DECK}
"""The kind of every card id (a dict look-up is faster than parsing the id)."""

IS_TWIST: dict[str, bool] = {card: KIND[card] == TWIST for card in DECK}
"""Whether each card id is a Twist card."""

BIT: dict[str, int] = {
    card: 0 if KIND[card] == TWIST else 1 << LOCATIONS.index(KIND[card]) for card in DECK
}
"""One bit per Location kind (0 for a Twist), for quick set arithmetic on kinds."""

PLAYER_COUNTS: tuple[int, ...] = (3, 4, 5, 6)
"""Players the game takes (3 and 5 with a ghost seat)."""

TEAMS: tuple[str, ...] = ("CIA", "KGB", "DGSE")
"""The organisations, in seating order: 2 teams with 3-4 players, all 3 with 5-6."""

HAND_SIZE = 3
"""Cards in a full hand."""

GUILTY_AT = 7
"""Suspicion points that make a seat definitively guilty and end the game."""


def teams_for(players: int) -> list[str]:
    """The team names playing with ``players`` players (3-4: two teams, 5-6: three)."""
    return list(TEAMS[:2] if players <= 4 else TEAMS)
