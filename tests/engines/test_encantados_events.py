"""Encantados events: the public effects of each action, in order, redacted per viewer."""

from __future__ import annotations

import json
from typing import Any

import jsonschema

from engines.encantados.state import State
from tests.engines.test_encantados import E, arrange, game

TROLLS3 = ["trolls-1", "trolls-2", "trolls-3"]


def play(state: State, seat: int, type_: str, /, **fields: Any) -> tuple[State, list[dict]]:
    return E.play(state, seat, {"type": type_, **fields})


def shown(event: dict[str, Any], viewer: int | None, state: State) -> dict[str, Any]:
    """What ``viewer`` sees of ``event``; it must validate against the kind's schema."""
    seen = E.view_event(event, viewer, E.seats(state))
    jsonschema.validate(seen, E.event_kinds[seen["type"]])
    return seen


def test_a_search_shows_its_cards_to_the_searcher_only() -> None:
    state = arrange(game(3), {0: ["trolls-1"]}, pile_top=["elves-1", "gnomes-1"])
    state, events = play(state, 0, "draw", source="search")
    assert events == [{"type": "searched", "seat": 0, "count": 2,
                       "cards": ["elves-1", "gnomes-1"]}]
    assert shown(events[0], 0, state) == events[0]
    for viewer in (None, 1, 2):
        assert shown(events[0], viewer, state) == {"type": "searched", "seat": 0, "count": 2}
    state, events = play(state, 0, "keep", card="gnomes-1")
    assert events == [
        {"type": "kept", "seat": 0, "count": 1, "cards": ["gnomes-1"]},
        {"type": "discarded", "seat": 0, "pile": "search_discard", "cards": ["elves-1"]},
    ]
    assert shown(events[0], 1, state) == {"type": "kept", "seat": 0, "count": 1}
    assert shown(events[1], 1, state) == events[1]  # face up: public


def test_a_traded_card_is_seen_by_both_partners_only() -> None:
    state = arrange(game(4), {0: ["trolls-1", "elves-1", "song-spring"],
                              2: ["gnomes-1", "gnomes-2"]}, phase="lay")
    state, events = play(state, 0, "trade_give", card="trolls-1")
    assert events == [{"type": "traded", "seat": 0, "to": 2, "count": 1, "cards": ["trolls-1"]}]
    assert shown(events[0], 0, state) == events[0]
    assert shown(events[0], 2, state) == events[0]  # the partner received it
    for viewer in (None, 1, 3):
        assert shown(events[0], viewer, state) == {"type": "traded", "seat": 0, "to": 2,
                                                   "count": 1}
    state, _ = play(state, 0, "trade_give", card="elves-1")
    _, events = play(state, 2, "trade_return", card="gnomes-1")
    assert shown(events[0], 0, state)["cards"] == ["gnomes-1"]
    assert "cards" not in shown(events[0], 3, state)


def test_laying_and_triggered_abilities_in_order() -> None:
    state = arrange(game(3), {0: [*TROLLS3, "elves-1"]}, phase="lay",
                    gardens={1: {"songs": ["song-summer"]}})
    state, events = play(state, 0, "lay_race", cards=TROLLS3)
    assert events == [
        {"type": "laid", "seat": 0, "garden": 0, "race": "trolls", "cards": TROLLS3,
         "new_race": True},
        {"type": "ability", "seat": 0, "race": "trolls", "garden": 0},
    ]
    state, events = play(state, 0, "troll_take", garden=1, card="song-summer")
    assert events == [{"type": "lifted", "seat": 0, "garden": 1, "card": "song-summer"}]
    state, events = play(state, 0, "troll_place", garden=1, group="songs")
    assert events == [{"type": "placed", "seat": 0, "garden": 1, "group": "songs",
                       "card": "song-summer"}]


def test_goblins_draw_is_hidden_and_songs_public() -> None:
    state = arrange(game(3), {0: ["goblins-1", "goblins-2", "goblins-3", "song-autumn",
                                  "elves-1"]}, phase="lay", pile_top=["fauns-1", "fauns-2"],
                    end_discard=["dwarves-1", "dwarves-2"])
    state, _ = play(state, 0, "lay_race", cards=["goblins-1", "goblins-2", "goblins-3"])
    state, events = play(state, 0, "choose_player", seat=2)
    assert events == [
        {"type": "chose_player", "seat": 0, "target": 2, "cause": "goblins"},
        {"type": "drew", "seat": 2, "source": "draw_pile", "count": 2,
         "cards": ["fauns-1", "fauns-2"]},
    ]
    assert "cards" not in shown(events[1], 0, state)
    assert shown(events[1], 2, state) == events[1]
    state, events = play(state, 0, "play_song", card="song-autumn")
    assert events == [{"type": "song", "seat": 0, "card": "song-autumn", "season": "autumn",
                       "garden": 0}]
    state, _ = play(state, 0, "choose_player", seat=1)
    state, events = play(state, 1, "choose_pile", pile="end_discard")
    assert events == [{"type": "drew", "seat": 1, "source": "end_discard", "count": 2,
                       "cards": ["dwarves-2", "dwarves-1"]}]
    assert shown(events[0], None, state) == events[0]  # from a face-up pile: public


def test_a_round_ends_scores_and_deals_anew() -> None:
    state = arrange(game(2), {0: ["trolls-1"], 1: ["elves-1"]}, phase="discard",
                    gardens={0: {"fauns": ["fauns-1", "fauns-2", "fauns-3"]}})
    state, events = play(state, 0, "discard", card="trolls-1")
    kinds = [e["type"] for e in events]
    assert kinds == ["discarded", "round_ended", "scored", "round_started", "dealt", "dealt"]
    assert events[1] == {"type": "round_ended", "round": 1, "cause": "hands"}
    assert events[2]["units"] == [
        {"unit": 0, "seats": [0], "garden": 12, "hands": 0, "round": 12, "total": 12},
        {"unit": 1, "seats": [1], "garden": 0, "hands": -5, "round": -5, "total": -5},
    ]
    assert events[3] == {"type": "round_started", "round": 2, "starter": 1,
                         "draw_pile": 40}
    assert events[5]["cards"] == state.hands[1]
    assert shown(events[5], 0, state) == {"type": "dealt", "seat": 1, "count": 10}


def test_the_game_end_names_the_winners() -> None:
    state = arrange(game(2, max_rounds=1), {0: ["trolls-1"], 1: ["elves-1"]}, phase="discard",
                    gardens={0: {"fauns": ["fauns-1", "fauns-2"]}})
    _, events = play(state, 0, "discard", card="trolls-1")
    assert events[-1] == {"type": "game_ended",
                          "reason": "the maximum of 1 rounds was played", "winners": [0]}


def test_a_turn_ends_for_the_next_seat() -> None:
    state = arrange(game(3), {0: ["trolls-1", "elves-1"]}, phase="discard")
    _, events = play(state, 0, "discard", card="elves-1")
    assert events == [
        {"type": "discarded", "seat": 0, "pile": "end_discard", "cards": ["elves-1"]},
        {"type": "turn_ended", "seat": 0, "next": 1},
    ]


def test_recording_changes_nothing_and_advance_records_nothing() -> None:
    state = arrange(game(2), {0: ["trolls-1"]}, pile_top=["elves-1", "gnomes-1"])
    before = json.dumps(E.dump(state))
    after, events = play(state, 0, "draw", source="search")
    assert events and json.dumps(E.dump(state)) == before
    assert E.dump(after) == E.dump(E.apply(state, 0, {"type": "draw", "source": "search"}))
    copy = E.clone(state)
    E.advance(copy, 0, {"type": "draw", "source": "search"})
    assert copy.events is None and after.events is None
