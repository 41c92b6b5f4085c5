"""The rules file (``rules.md``) and the catalogue of every kind of card.

``rules.md`` is the one place the rules are written: the rules notes of ``GET
/game-types`` are its Interpretations section, line by line, and the catalogue's text of
each race and song is that race's or song's line under "Races" or "Songs" there.
"""

from __future__ import annotations

import re
from pathlib import Path

from engines.base import rules_sections
from engines.catalogue import CatalogueEntry
from engines.encantados.abilities import TRIGGERS
from engines.encantados.cards import (
    MIMIC,
    MIMICS_PER_DECK,
    NAMES,
    PLURALS,
    RACE_CARDS_PER_DECK,
    RACES,
    SEASONS,
    VALUES,
)

RULES_FILE = Path(__file__).with_name("rules.md")
RULES = RULES_FILE.read_text(encoding="utf-8")

FIRST_CARD = frozenset(TRIGGERS)
"""Races whose ability acts once, when their first card enters a garden."""


def section(title: str) -> str:
    """The Markdown of the ``## `` section called ``title``."""
    return str(next(s["markdown"] for s in rules_sections(RULES) if s["title"] == title))


def interpretations() -> tuple[str, ...]:
    """Every interpretation of the rules, one line each."""
    return tuple(line[2:].strip() for line in section("Interpretations").splitlines()
                 if line.startswith("- "))


def entries(heading: str) -> dict[str, str]:
    """``- **Name** (note): text`` lines under the ``### heading`` of "A turn", by name."""
    part = section("A turn").split(f"### {heading}\n", 1)[1].split("\n### ", 1)[0]
    found: dict[str, str] = {}
    for item in re.split(r"^- ", part, flags=re.M)[1:]:
        match = re.match(r"\*\*(.+?)\*\*(?: \(.+?\))?: (.+)", " ".join(item.split()))
        if match:
            name, text = match.groups()
            found[name] = text[0].upper() + text[1:]
    return found


def catalogue() -> list[CatalogueEntry]:
    """Every kind of card: ten races, the Mimic, four songs; counts for one deck (two in
    ``data``)."""
    races = entries("Races")
    songs = entries("Songs")
    out = [
        CatalogueEntry(
            group="race", id_pattern=rf"^{race}-\d+$", name=PLURALS[race],
            count=RACE_CARDS_PER_DECK, value=VALUES[race], text=races[PLURALS[race]],
            data={"card_name": NAMES[race], "count_two_decks": 2 * RACE_CARDS_PER_DECK,
                  "ability_when": "first card enters" if race in FIRST_CARD
                  else "2 or more in the garden"},
        )
        for race in RACES
    ]
    out.append(CatalogueEntry(
        group="mimic", id_pattern=r"^mimic-\d+$", name="Mimics", count=MIMICS_PER_DECK,
        value=VALUES[MIMIC],
        text="Stands in for one card of a race when laying (never for Leprechauns); at most "
        "one per race in a garden and never alone; no race itself, so it never counts "
        "towards an ability or the Summer song. Scores 0 in a garden with 2 Fairies.",
        data={"card_name": NAMES[MIMIC], "count_two_decks": 2 * MIMICS_PER_DECK},
    ))
    out.extend(
        CatalogueEntry(
            group="song", id_pattern=rf"^song-{season}(-\d+)?$", name=NAMES[season],
            count=1, value=VALUES[season], text=songs[NAMES[season].split()[0]],
            data={"card_name": NAMES[season], "count_two_decks": 2},
        )
        for season in SEASONS
    )
    return out
