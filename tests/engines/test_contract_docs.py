"""Every engine documents itself for front ends: views a UI can draw, typed events,
complete rules in our own words, a catalogue of its components, labels for its actions."""

from __future__ import annotations

import random
from typing import Any

import jsonschema
import pytest

from engines import Engine, engines
from engines.catalogue import CATALOGUE_ENTRY_SCHEMA
from tests.engines.schema_walk import schema_problems

ENGINES = list(engines().values())
RULES_SECTIONS = {"goal", "components", "setup", "a-turn", "scoring", "the-end",
                  "interpretations"}


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.name)
def test_the_view_schema_describes_every_field_and_has_no_positional_arrays(
    engine: Engine[Any],
) -> None:
    assert schema_problems(dict(engine.view_schema)) == []


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.name)
def test_every_event_kind_has_a_described_schema(engine: Engine[Any]) -> None:
    assert engine.event_kinds, f"{engine.name} declares no event kinds"
    for kind, schema in engine.event_kinds.items():
        assert schema["properties"]["type"] == {"const": kind, "description": "the event kind"}
        assert schema_problems(dict(schema)) == [], kind


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.name)
def test_rules_have_every_section_and_the_catalogue_validates(engine: Engine[Any]) -> None:
    sections = engine.rules()
    assert {s["id"] for s in sections} >= RULES_SECTIONS
    assert all(len(s["markdown"]) > 80 for s in sections)
    catalogue = [entry.to_json() for entry in engine.catalogue()]
    assert catalogue
    for entry in catalogue:
        jsonschema.validate(entry, CATALOGUE_ENTRY_SCHEMA)


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.name)
def test_labels_events_and_restore_along_random_games(engine: Engine[Any]) -> None:
    """Each legal action has a distinct non-empty label; events validate, per viewer too."""
    validators = {k: jsonschema.Draft202012Validator(s) for k, s in engine.event_kinds.items()}
    rng = random.Random(7)
    seen_kinds: set[str] = set()
    for players in engine.player_counts:
        state = engine.new_game(players, None, rng.randrange(2**32))
        seats = engine.seats(state)
        steps = 0
        while engine.outcome(state) is None and steps < 400:
            seat = engine.to_act(state)[0]
            legal = engine.legal_actions(state, seat)
            labels = engine.action_labels(state, seat, legal)
            assert len(labels) == len(legal)
            assert all(isinstance(label, str) and label for label in labels)
            assert len(set(labels)) == len(labels), "two legal actions share a label"
            state, events = engine.play(state, seat, rng.choice(legal))
            for event in events:
                seen_kinds.add(event["type"])
                for viewer in [None, *range(len(seats))]:
                    shown = engine.view_event(event, viewer, seats)
                    errors = list(validators[shown["type"]].iter_errors(shown))
                    assert not errors, (shown, errors[0].message)
            engine.check_state(engine.restore(engine.dump(state)))
            steps += 1
    assert seen_kinds, "no action produced an event"
