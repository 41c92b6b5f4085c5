"""The catalogue: every kind of component, in our own words (for front ends and rules
readers), and the short texts labels and rules share."""

from __future__ import annotations

import re

from engines.caretos.board import KINDS, board_named
from engines.caretos.cards import (
    BONUS_CARDS,
    COLOURS,
    FINAL_CARDS,
    NIGHT_CARDS,
    BonusCard,
    FinalCard,
)
from engines.caretos.cauldron import RETURN_KINDS
from engines.caretos.monsters import ABILITY_TEXT
from engines.caretos.state import CAMPFIRES, MONSTERS, VILLAGERS_PER_COLOUR
from engines.catalogue import CatalogueEntry

MONSTER_NAMES: dict[str, str] = {
    "werewolf": "the Werewolf",
    "enchanted-moira": "Enchanted Moira",
    "shepherdess-of-wolves": "the Shepherdess of Wolves",
    "trevor": "Trevor",
    "lost-soul": "the Lost Soul",
    "witch": "the Witch",
    "bogeymen": "the Bogeymen",
    "maria-gancha": "Maria Gancha",
}

KIND_TEXT: dict[str, str] = {
    "plain": "an unnamed location",
    "dolmen": "a Dolmen", "village": "a Village", "granary": "a Granary", "forest": "a Forest",
    "chapel": "a Chapel", "well": "a Well", "waterfall": "a Waterfall",
}


def bonus_text(card: BonusCard) -> str:
    goal = {
        "careto_adjacent": "scare a group next to a Careto",
        "monster_adjacent": "scare a group next to another Monster",
        "colour": f"scare a group holding at least 2 {card.target} Villagers",
        "at_kind": f"scare a group standing on {KIND_TEXT.get(card.target or '', '')}",
        "adjacent_kind": f"scare a group next to {KIND_TEXT.get(card.target or '', '')}",
    }[card.goal]
    return f"{goal}: {card.vp} VP"


def final_text(card: FinalCard) -> str:
    if card.goal == "rainbow":
        return f"{card.vp} VP per set of 5 captured Villagers of 5 different colours"
    if card.goal == "same":
        return f"{card.vp} VP per set of {card.size} captured Villagers of one colour"
    return f"{card.vp} VP per captured {card.colour} Villager"


def extra_symbol_text(extra: str | None) -> str:
    """A Night Card's extra symbol in words ("Move Caretos 2"); empty for none."""
    if extra is None:
        return ""
    return "Gather Villagers" if extra == "gather" else f"Move Caretos {extra[-1]}"


def _ids(ids: list[str]) -> str:
    return "^(" + "|".join(re.escape(i) for i in ids) + ")$"


def catalogue() -> list[CatalogueEntry]:
    entries: list[CatalogueEntry] = []
    big, small = board_named("three_four_players"), board_named("two_players")
    for k, kind in enumerate(KINDS):
        entries.append(CatalogueEntry(
            group="location", id_pattern="^[0-9]+$", name=kind.capitalize(),
            count=sum(1 for x in big.kind if x == k),
            text=f"{KIND_TEXT[kind].capitalize()} on the board; Monsters jump between "
            "locations of the kinds their ability names" if kind != "plain" else
            "A location with no name; pieces move along the paths between locations",
            data={"kind": kind, "three_four_players": sum(1 for x in big.kind if x == k),
                  "two_players": sum(1 for x in small.kind if x == k)},
        ))
    for m, name in enumerate(MONSTERS):
        comet, storm, moon = ABILITY_TEXT[name]
        entries.append(CatalogueEntry(
            group="monster", id_pattern=f"^{name}$", name=MONSTER_NAMES[name], count=1,
            text=f"Comet: {comet}. Storm: {storm}. Moon: {moon}.",
            data={"comet": comet, "storm": storm, "moon": moon,
                  "returns_to": list(RETURN_KINDS[m])},
        ))
    kinds: dict[tuple[str, str | None], list[str]] = {}
    for card in NIGHT_CARDS:
        kinds.setdefault((card.night, card.extra), []).append(card.id)
    for (night, extra), ids in kinds.items():
        extra_text = f" with {extra_symbol_text(extra)}" if extra else ""
        entries.append(CatalogueEntry(
            group="night-card", id_pattern=_ids(ids), name=f"{night.capitalize()}{extra_text}",
            count=len(ids),
            text=f"Played to activate a Monster's {night} ability"
            + (", after Gathering Villagers" if extra == "gather" else "")
            + (f", after a Careto makes exactly {extra[-1]} moves" if extra and extra != "gather"
               else "")
            + "; most carry a rune (matching the card below: a second activation or a "
            "release)",
            data={"night": night, "extra": extra,
                  "players": sorted({c.players for c in NIGHT_CARDS if c.id in ids})},
        ))
    bonus: dict[str, list[BonusCard]] = {}
    for b in BONUS_CARDS:
        bonus.setdefault(bonus_text(b), []).append(b)
    for text, cards in bonus.items():
        entries.append(CatalogueEntry(
            group="bonus-card", id_pattern=_ids([c.id for c in cards]),
            name=f"Bonus: {text.split(':')[0]}", count=len(cards), value=cards[0].vp,
            text=f"Bought for 1 Campfire; {text} (not on the turn it was bought)",
            data={"goal": cards[0].goal, "target": cards[0].target},
        ))
    for f in FINAL_CARDS:
        entries.append(CatalogueEntry(
            group="final-bonus-card", id_pattern=f"^{f.id}$", name=f"Final bonus: {final_text(f)}",
            count=1, value=f.vp, text=f"Secret until the end; {final_text(f)}",
            data={"goal": f.goal, "size": f.size, "colour": f.colour},
        ))
    for colour in COLOURS:
        entries.append(CatalogueEntry(
            group="villager", id_pattern=f"^{colour[0]}$", name=f"{colour.capitalize()} Villager",
            count=VILLAGERS_PER_COLOUR, value=1,
            text="Captured by a Monster (1 VP to its owner) or taken out by a Careto; shown "
            f"as the letter {colour[0]} in groups",
        ))
    entries.append(CatalogueEntry(
        group="campfire", id_pattern="^campfire$", name="Campfire", count=CAMPFIRES,
        text="Marks a group of 2 or more Villagers; the Monster scaring the group takes it. "
        "Spent for a Bonus Card or an extra move (1), a second activation or a release (3); "
        "breaks ties",
    ))
    entries.append(CatalogueEntry(
        group="careto", id_pattern="^careto-[12]$", name="Careto", count=2,
        text="Belongs to nobody; moved by cards and abilities, always its exact number of "
        "moves; takes lone Villagers out of the game, scatters groups, sends Monsters to "
        "the Cauldron",
    ))
    entries.append(CatalogueEntry(
        group="cauldron", id_pattern="^cauldron$", name="Cauldron", count=1,
        text="Holds one Monster, which cannot be activated; a new arrival pushes the "
        "previous one back onto the board",
    ))
    return entries
