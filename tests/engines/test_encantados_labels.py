"""Encantados action labels: short, in our words, distinct among the actions offered."""

from __future__ import annotations

from engines.encantados.state import State
from tests.engines.test_encantados import E, act, arrange, game


def labels(state: State, seat: int, type_: str) -> list[str]:
    legal = [a for a in E.legal_actions(state, seat) if a["type"] == type_]
    return E.action_labels(state, seat, legal)


def test_laying_labels_name_the_race_and_the_mimic() -> None:
    state = arrange(game(2), {0: ["trolls-1", "trolls-2", "trolls-3", "elves-1", "mimic-1"]},
                    gardens={1: {"elves": ["elves-2", "elves-3", "elves-4"]}}, phase="lay")
    assert labels(state, 0, "lay_race") == [
        "New race: 3 Trolls", "New race: 2 Trolls and a Mimic"]
    assert labels(state, 0, "expand") == ["Start Elves in your garden with an Elf"]
    assert E.action_label(state, 0, {"type": "end_laying"}) == "Stop laying cards"


def test_garden_cards_say_whose_garden_and_which_mimic() -> None:
    state = arrange(game(4), {0: ["trolls-1", "trolls-2", "trolls-3", "elves-1"]},
                    gardens={1: {"fauns": ["fauns-1", "fauns-2", "mimic-1"],
                                 "gnomes": ["gnomes-1", "gnomes-2", "mimic-2"]}}, phase="lay")
    state = act(state, 0, "lay_race", cards=["trolls-1", "trolls-2", "trolls-3"])
    assert labels(state, 0, "troll_take") == [
        "Lift a Troll from your garden",
        "Lift a Faun from team B's garden",
        "Lift the Mimic of the Fauns from team B's garden",
        "Lift a Gnome from team B's garden",
        "Lift the Mimic of the Gnomes from team B's garden",
    ]
    state = act(state, 0, "troll_take", garden=1, card="mimic-1")
    assert labels(state, 0, "troll_place") == [
        "Place it with the Trolls in your garden",
        "Place it with the Fauns in team B's garden",
    ]


def test_choices_say_who_and_what_for() -> None:
    state = arrange(game(3), {0: ["song-spring", "trolls-1"]}, phase="lay")
    state = act(state, 0, "play_song", card="song-spring")
    assert labels(state, 0, "choose_player") == [
        "You search (Spring song)", "Seat 1 searches (Spring song)",
        "Seat 2 searches (Spring song)"]


def test_dwarves_takes_name_the_place_in_the_pile() -> None:
    state = arrange(game(2), {0: ["elves-1"]}, gardens={0: {"dwarves": ["dwarves-1",
                                                                        "dwarves-2"]}},
                    end_discard=["trolls-1", "fauns-1", "trolls-2"])
    assert E.action_labels(state, 0, E.legal_actions(state, 0)) == [
        "Search the draw pile", "Pick any card of the end-of-turn discard (Dwarves)"]
    state = act(state, 0, "draw", source="end_discard")
    assert labels(state, 0, "take") == [
        "Take the Troll (top)", "Take the Faun (2nd from top)", "Take the Troll (3rd from top)"]
