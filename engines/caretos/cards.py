"""The cards as data: 48 Night Cards, 19 Bonus Cards, 9 Final Bonus Cards (RULINGS).

Every card has a unique id (``night-17``, ``bonus-3``, ``final-5``).
"""

from __future__ import annotations

from dataclasses import dataclass

NIGHTS: tuple[str, ...] = ("comet", "storm", "moon")
RUNES: tuple[str, ...] = ("spiral", "arrow", "tree", "eye")
COLOURS: tuple[str, ...] = ("blue", "green", "red", "white", "yellow")
"""Villager colours; each is stored as its first letter (b, g, r, w, y)."""
LETTER = {c: c[0] for c in COLOURS}
COLOUR_OF = {c[0]: c for c in COLOURS}


@dataclass(frozen=True, slots=True)
class NightCard:
    id: str
    players: int
    """The smallest player count whose deck holds this card (2, 3 or 4)."""
    night: str
    rune: str | None
    extra: str | None
    """``gather`` (Gather Villagers), ``careto-N`` (Move Caretos N) or None."""

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "players": self.players,
            "night": self.night,
            "rune": self.rune,
            "extra": self.extra,
        }


NIGHT_CARDS: tuple[NightCard, ...] = (
    NightCard("night-1", 2, "comet", "spiral", None),
    NightCard("night-2", 2, "storm", "arrow", "gather"),
    NightCard("night-3", 2, "moon", "tree", None),
    NightCard("night-4", 2, "comet", "eye", None),
    NightCard("night-5", 2, "storm", "spiral", None),
    NightCard("night-6", 2, "moon", None, "gather"),
    NightCard("night-7", 2, "comet", "arrow", None),
    NightCard("night-8", 2, "storm", "tree", None),
    NightCard("night-9", 2, "moon", "eye", "careto-2"),
    NightCard("night-10", 2, "comet", "spiral", None),
    NightCard("night-11", 2, "storm", "arrow", "gather"),
    NightCard("night-12", 2, "moon", None, None),
    NightCard("night-13", 2, "comet", "tree", None),
    NightCard("night-14", 2, "storm", "eye", None),
    NightCard("night-15", 2, "moon", "spiral", "gather"),
    NightCard("night-16", 2, "comet", "arrow", None),
    NightCard("night-17", 2, "storm", None, None),
    NightCard("night-18", 2, "moon", "tree", None),
    NightCard("night-19", 2, "comet", "eye", None),
    NightCard("night-20", 2, "storm", "spiral", None),
    NightCard("night-21", 2, "moon", "arrow", "gather"),
    NightCard("night-22", 2, "comet", "tree", None),
    NightCard("night-23", 2, "storm", None, None),
    NightCard("night-24", 2, "moon", "eye", None),
    NightCard("night-25", 3, "comet", "spiral", None),
    NightCard("night-26", 3, "storm", "arrow", None),
    NightCard("night-27", 3, "moon", "tree", "gather"),
    NightCard("night-28", 3, "comet", "spiral", None),
    NightCard("night-29", 3, "storm", "eye", "careto-1"),
    NightCard("night-30", 3, "moon", "tree", None),
    NightCard("night-31", 3, "comet", "arrow", None),
    NightCard("night-32", 3, "storm", "spiral", "gather"),
    NightCard("night-33", 3, "moon", "eye", None),
    NightCard("night-34", 3, "comet", "tree", None),
    NightCard("night-35", 3, "storm", None, None),
    NightCard("night-36", 3, "moon", None, None),
    NightCard("night-37", 4, "comet", "arrow", None),
    NightCard("night-38", 4, "storm", "spiral", None),
    NightCard("night-39", 4, "moon", "eye", None),
    NightCard("night-40", 4, "comet", "arrow", "gather"),
    NightCard("night-41", 4, "storm", "tree", None),
    NightCard("night-42", 4, "moon", "eye", None),
    NightCard("night-43", 4, "comet", "spiral", "careto-3"),
    NightCard("night-44", 4, "storm", "arrow", None),
    NightCard("night-45", 4, "moon", "eye", None),
    NightCard("night-46", 4, "comet", "tree", "gather"),
    NightCard("night-47", 4, "storm", None, None),
    NightCard("night-48", 4, "moon", None, None),
)
NIGHT = {card.id: card for card in NIGHT_CARDS}


def night_deck(players: int) -> list[str]:
    """The ids of the Night Cards used with ``players`` players (24, 36 or 48)."""
    return [card.id for card in NIGHT_CARDS if card.players <= players]


@dataclass(frozen=True, slots=True)
class BonusCard:
    id: str
    goal: str
    """``careto_adjacent``, ``monster_adjacent``, ``colour``, ``at_kind``, ``adjacent_kind``."""
    target: str | None
    """The colour or location kind the goal names."""
    vp: int

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "goal": self.goal, "target": self.target, "vp": self.vp}


def _bonus_cards() -> tuple[BonusCard, ...]:
    specs: list[tuple[str, str | None, int]] = [
        ("careto_adjacent", None, 2),
        ("careto_adjacent", None, 2),
        ("monster_adjacent", None, 2),
        ("monster_adjacent", None, 2),
    ]
    specs += [("colour", colour, 2) for colour in COLOURS]
    specs += [("at_kind", k, 1) for k in ("village", "chapel", "granary", "forest", "well")]
    specs += [("adjacent_kind", k, 2) for k in ("village", "chapel", "dolmen", "waterfall", "well")]
    return tuple(BonusCard(f"bonus-{i}", g, t, vp) for i, (g, t, vp) in enumerate(specs, 1))


BONUS_CARDS = _bonus_cards()
BONUS = {card.id: card for card in BONUS_CARDS}


@dataclass(frozen=True, slots=True)
class FinalCard:
    id: str
    goal: str
    """``rainbow`` (5 different colours), ``same`` (``size`` of one colour), ``colour``."""
    size: int
    colour: str | None
    vp: int

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "goal": self.goal,
            "size": self.size,
            "colour": self.colour,
            "vp": self.vp,
        }


FINAL_CARDS: tuple[FinalCard, ...] = (
    FinalCard("final-1", "rainbow", 5, None, 5),
    FinalCard("final-2", "same", 4, None, 9),
    FinalCard("final-3", "same", 3, None, 5),
    FinalCard("final-4", "same", 2, None, 3),
    *(FinalCard(f"final-{5 + i}", "colour", 1, c, 2) for i, c in enumerate(COLOURS)),
)
FINAL = {card.id: card for card in FINAL_CARDS}
