"""Encantados documents itself: rules in our words, its notes from them, a full catalogue."""

from __future__ import annotations

import re
from pathlib import Path

from engines.encantados.cards import deck_ids
from tests.engines.test_encantados import E


def test_the_catalogue_matches_every_card_once_for_one_and_two_decks() -> None:
    entries = E.catalogue()
    assert sum(e.count for e in entries) == 60
    assert sum((e.data or {})["count_two_decks"] for e in entries) == 120
    for decks in (1, 2):
        ids = deck_ids(decks)
        for entry in entries:
            matched = [c for c in ids if re.match(entry.id_pattern, c)]
            expected = entry.count if decks == 1 else (entry.data or {})["count_two_decks"]
            assert len(matched) == expected, (entry.name, decks)
        for card in ids:
            assert sum(1 for e in entries if re.match(e.id_pattern, card)) == 1, card
    assert all(e.text and e.text[0].isupper() for e in entries)
    groups = {e.group for e in entries}
    assert groups == {"race", "mimic", "song"}


def test_rules_notes_are_the_rules_files_interpretations() -> None:
    path = Path(E.rules_file or "")
    assert path.is_file() and path.parent == Path(__file__).parents[2] / "engines/encantados"
    sections = {s["id"]: s["markdown"] for s in E.rules()}
    lines = [ln[2:] for ln in sections["interpretations"].splitlines() if ln.startswith("- ")]
    assert list(E.rules_notes) == lines and len(lines) >= 20
    assert E.describe()["rules_notes"] == lines
    assert any("the one it came from included" in note for note in E.rules_notes)


def test_the_rules_name_no_file_outside_the_repository() -> None:
    text = Path(E.rules_file or "").read_text()
    assert "RULINGS" not in text and ".txt" not in text
    assert not any("RULINGS" in note for note in E.rules_notes)
