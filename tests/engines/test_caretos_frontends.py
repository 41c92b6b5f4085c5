"""Caretos for front ends: typed events in order (redacted per viewer), action labels,
the catalogue and the rules file."""

from __future__ import annotations

import random

import jsonschema

from engines.caretos.events import HIDDEN
from engines.caretos.state import State
from tests.engines.test_caretos_board import E, act, legal, scenario

VALIDATORS = {k: jsonschema.Draft202012Validator(v) for k, v in E.event_kinds.items()}


def play(s: State, seat: int, kind: str, **fields: object) -> tuple[State, list[dict]]:
    return E.play(s, seat, {"type": kind, **fields})


def valid(event: dict) -> bool:
    return not list(VALIDATORS[event["type"]].iter_errors(event))


def test_a_scare_reports_its_effects_in_order() -> None:
    s = scenario({"maria-gancha": (0, 12), "trevor": (1, 14)}, {13: "grw", 19: "b", 33: "y"})
    s, events = play(s, 0, "activate", monster="maria-gancha", pay="free")
    assert [e["type"] for e in events] == ["activated"]
    s, events = play(s, 0, "step", to=13)
    assert [e["type"] for e in events] == ["moved", "scared"]
    assert events[0] == {"type": "moved", "piece": "maria-gancha", "from": 12, "to": 13,
                         "villagers": ""}
    assert events[1] == {"type": "scared", "at": 13, "villagers": "grw", "by": "maria-gancha",
                         "seat": 0, "campfire": "taken"}
    s, events = play(s, 0, "flee", to=7, colour="green")
    assert events == [{"type": "fled", "from": 13, "to": 7, "colour": "green"}]
    s, events = play(s, 0, "flee", to=14, colour="red")
    assert [e["type"] for e in events] == ["fled", "captured"]
    assert events[1] == {"type": "captured", "at": 14, "colour": "red", "by": "trevor",
                         "seat": 1}
    s, events = play(s, 0, "flee", to=19, colour="white")
    assert [e["type"] for e in events] == ["fled", "campfire-placed"]
    assert all(valid(e) for e in events)


def test_bonus_goals_and_campfire_spending_are_reported() -> None:
    s = scenario({"shepherdess-of-wolves": (0, 5)}, {12: "bg", 33: "y"}, caretos=(21, 1),
                 night="storm", campfires=[1, 0, 0])
    s.bonus_held[0] = ["bonus-10"]  # a group at a Village: 1 VP
    s, events = play(s, 0, "activate", monster="shepherdess-of-wolves", pay="free")
    s, events = play(s, 0, "scare", at=12)
    assert [e["type"] for e in events] == ["scared", "bonus-scored"]
    assert events[1] == {"type": "bonus-scored", "seat": 0, "card": "bonus-10", "vp": 1}
    card = s.bonus_up[0]
    s, events = play(s, 0, "buy", card=card)
    assert events[0] == {"type": "campfire-spent", "seat": 0, "count": 1, "purpose": "bonus"}
    assert events[1]["type"] == "bonus-bought" and events[1]["card"] == card


def test_a_drawn_card_is_shown_to_its_owner_only() -> None:
    s = scenario({"witch": (0, 2), "trevor": (1, 20)}, {33: "y"})
    s, events = play(s, 0, "end_turn")
    assert [e["type"] for e in events] == ["card-drawn", "turn-ended"]
    drawn = events[0]
    assert drawn["card"] == s.hands[0][-1]
    seats = E.seats(s)
    assert E.view_event(drawn, 0, seats) == drawn
    for viewer in (None, 1, 2):
        shown = E.view_event(drawn, viewer, seats)
        assert shown["card"] == HIDDEN and valid(shown)
    assert events[1] == {"type": "turn-ended", "seat": 0, "next": 1, "final_turns": 0}


def test_the_deal_after_the_last_start_symbol_is_reported_and_redacted() -> None:
    s = E.new_game(2, {"experienced": True}, 6)
    s, events = E.play(s, 0, legal(s, 0)[0])
    assert [e["type"] for e in events] == ["start-chosen"]
    s, events = E.play(s, 1, legal(s, 1)[0])
    assert [e["type"] for e in events] == [
        "start-chosen", "villagers-placed", "cards-dealt", "cards-dealt", "cards-dealt",
        "cards-dealt", "bonus-revealed"]
    dealt = [e for e in events if e["type"] == "cards-dealt"]
    seats = E.seats(s)
    for event in dealt:
        mine = E.view_event(event, event["seat"], seats)
        theirs = E.view_event(event, 1 - event["seat"], seats)
        assert mine["cards"] == (s.hands if event["pile"] == "hand" else s.finals)[
            event["seat"]]
        assert theirs["cards"] == [HIDDEN] * len(event["cards"]) and valid(theirs)
    s, events = E.play(s, 0, legal(s, 0)[1])
    assert E.view_event(events[0], 1, seats)["card"] == HIDDEN


def test_the_search_path_records_no_events_and_play_equals_apply() -> None:
    s = scenario({"witch": (0, 12)}, {13: "rw", 33: "y"})
    s = act(s, 0, "activate", monster="witch", pay="free")
    copy = E.clone(s)
    E.advance(copy, 0, {"type": "step", "to": 13})
    assert copy.log is None
    played, events = play(s, 0, "step", to=13)
    assert E.dump(played) == E.dump(copy) and played.log is None and events


def test_labels_name_the_piece_and_the_place() -> None:
    s = scenario({"werewolf": (0, 2), "trevor": (0, 20)}, {33: "y"}, night="storm",
                 campfires=[1, 0, 0])
    labels = E.action_labels(s, 0, legal(s))
    assert "Activate the Werewolf (free)" in labels and "End the turn and draw" in labels
    s = act(s, 0, "activate", monster="werewolf", pay="free")
    actions = legal(s)
    labels = E.action_labels(s, 0, actions)
    assert "Move the Werewolf to Village 3 (23)" in labels  # a jump between Villages
    assert "Stop moving the Werewolf" in labels
    assert "Spend 1 Campfire: one more move for the Werewolf" in labels
    assert len(set(labels)) == len(labels)
    assert E.action_label(s, 0, actions[0]) == labels[0]


def test_the_catalogue_counts_every_component() -> None:
    entries = E.catalogue()
    count = {}
    for entry in entries:
        count[entry.group] = count.get(entry.group, 0) + entry.count
    assert count["monster"] == 8 and count["night-card"] == 48 and count["bonus-card"] == 19
    assert count["final-bonus-card"] == 9 and count["villager"] == 35
    assert count["campfire"] == 16 and count["careto"] == 2 and count["cauldron"] == 1
    werewolf = next(e for e in entries if e.group == "monster" and e.id_pattern == "^werewolf$")
    assert werewolf.data is not None and set(werewolf.data) >= {"comet", "storm", "moon"}


def test_the_rules_file_states_every_later_ruling() -> None:
    sections = {s["id"]: s["markdown"] for s in E.rules()}
    interpretations = sections["interpretations"]
    assert "at any decision" in interpretations
    assert "scared a group" in interpretations
    assert "start symbols before villagers and cards" in interpretations


def test_every_view_along_random_games_matches_the_view_schema() -> None:
    validator = jsonschema.Draft202012Validator(E.view_schema)
    for players in (2, 3, 4):
        s = E.new_game(players, {"experienced": players == 3}, players)
        rng = random.Random(players)
        step = 0
        while True:
            step += 1
            for viewer in (None, 0) if step % 4 == 1 or s.over else ():
                errors = list(validator.iter_errors(E.view(s, viewer)))
                assert not errors, (errors[0].message, list(errors[0].path))
            if E.outcome(s) is not None:
                break
            seat = E.to_act(s)[0]
            s = E.apply(s, seat, rng.choice(legal(s, seat)))
