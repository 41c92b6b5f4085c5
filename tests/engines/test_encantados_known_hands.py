"""Encantados: the cards the table saw a seat take from a face-up pile are public.

A real table sees a card taken from a discard pile (the top card, a Dwarves' pick, the
Autumn and Winter songs) and may remember it until that card is seen to leave the hand.
The view names them per hand (``hands[i].known``); resampled states deal them into that
hand; a trade between partners, passed face down, makes the table forget both hands.
"""

from __future__ import annotations

import random
from typing import Any

import jsonschema
import pytest

from engines.encantados.state import State
from engines.encantados.view import VIEW_SCHEMA
from engines.errors import CorruptStateError, InvalidViewError
from engines.views import strings_in
from tests.engines.test_encantados import E, act, arrange, game


def known(state: State, viewer: int | None = None) -> list[list[str]]:
    """Every hand's known cards as ``viewer`` sees them (the view validates)."""
    view = E.view(state, viewer)
    jsonschema.validate(view, VIEW_SCHEMA)
    return [hand["known"] for hand in view["hands"]]


def test_a_discard_piles_top_taken_is_known_to_everyone_until_it_leaves() -> None:
    state = arrange(game(3), {0: ["trolls-1", "elves-1"]}, end_discard=["gnomes-1", "gnomes-2"])
    state = act(state, 0, "draw", source="end_discard")
    assert known(state, 1) == known(state, None) == known(state, 0) == [["gnomes-2"], [], []]
    assert "gnomes-2" not in E.hidden_from(state, 1)
    assert not (E.hidden_from(state, 1) & strings_in(E.view(state, 1)))
    state = act(state, 0, "end_laying")
    kept = act(state, 0, "discard", card="trolls-1")
    assert known(kept, 2) == [["gnomes-2"], [], []]
    gone = act(state, 0, "discard", card="gnomes-2")
    assert known(gone, 2) == [[], [], []]
    assert "gnomes-2" in gone.end_discard


def test_laying_expanding_and_singing_known_cards_leave_the_list() -> None:
    state = arrange(game(2), {0: ["fauns-1", "fauns-2", "fauns-3", "elves-1",
                                  "song-spring", "trolls-1"]},
                    gardens={1: {"elves": ["elves-2", "elves-3"]}}, phase="lay")
    state.known = {"fauns-3": 0, "elves-1": 0, "song-spring": 0, "trolls-1": 0}
    state = act(state, 0, "lay_race", cards=["fauns-1", "fauns-2", "fauns-3"])
    state = act(state, 0, "expand", card="elves-1", race="elves")
    assert known(state, 1)[0] == ["trolls-1", "song-spring"]
    state = act(state, 0, "play_song", card="song-spring")
    assert state.known == {"trolls-1": 0}


def test_the_dwarves_pick_and_the_songs_draws_are_known() -> None:
    dwarves = arrange(game(2), {0: ["trolls-1"]}, end_discard=["elves-1", "gnomes-1"],
                      gardens={0: {"dwarves": ["dwarves-1", "dwarves-2"]}})
    dwarves = act(act(dwarves, 0, "draw", source="end_discard"), 0, "take", card="elves-1")
    assert known(dwarves, 1)[0] == ["elves-1"]

    autumn = arrange(game(3), {0: ["song-autumn", "trolls-1"], 1: ["elves-1"]}, phase="lay",
                     end_discard=["gnomes-1", "gnomes-2", "gnomes-3", "gnomes-4", "gnomes-5"])
    autumn = act(autumn, 0, "play_song", card="song-autumn")
    autumn = act(act(autumn, 0, "choose_player", seat=1), 1, "choose_pile", pile="end_discard")
    assert known(autumn, 2) == [[], ["gnomes-2", "gnomes-3", "gnomes-4", "gnomes-5"], []]

    winter = arrange(game(2), {0: ["song-winter", "trolls-1"]}, phase="lay",
                     end_discard=["gnomes-1", "gnomes-2"], pile_top=["fauns-1", "kobolds-1"])
    winter = act(winter, 0, "play_song", card="song-winter")
    winter = act(winter, 0, "choose_pile", pile="end_discard")
    winter = act(winter, 0, "keep", card="kobolds-1")  # a search's card stays unseen
    assert known(winter, 1)[0] == ["gnomes-2"]
    assert "kobolds-1" in E.hidden_from(winter, 1)


def test_a_trade_forgets_both_partners_hands_and_no_other() -> None:
    state = arrange(game(4), {0: ["trolls-1", "elves-1"], 1: ["fauns-1"],
                              2: ["gnomes-1", "gnomes-2"], 3: ["fauns-2"]},
                    end_discard=["fairies-1"])
    state.known = {"fauns-1": 1, "gnomes-1": 2, "fauns-2": 3}
    state = act(state, 0, "draw", source="end_discard")
    assert known(state, 1) == [["fairies-1"], ["fauns-1"], ["gnomes-1"], ["fauns-2"]]
    state = act(state, 0, "trade_give", card="trolls-1")  # seat 2 is seat 0's partner
    assert known(state, 1) == [[], ["fauns-1"], [], ["fauns-2"]]
    state = act(state, 0, "trade_give", card="fairies-1")
    state = act(act(state, 2, "trade_return", card="fairies-1"), 2, "trade_return",
                card="gnomes-1")
    assert known(state, 3) == [[], ["fauns-1"], [], ["fauns-2"]]
    E.check_state(state)


def test_a_new_round_starts_with_nothing_known() -> None:
    state = arrange(game(2), {0: ["trolls-1"], 1: []}, end_discard=["trolls-2"])
    state = act(state, 0, "draw", source="end_discard")
    assert state.known == {"trolls-2": 0}
    state = act(act(state, 0, "end_laying"), 0, "discard", card="trolls-1")
    assert state.round == 2  # the empty hand ended the round
    assert known(state) == [[], []]


def test_resampled_hands_hold_what_the_table_knows() -> None:
    state = arrange(game(3), {0: ["trolls-1"], 1: ["elves-1", "elves-2"]},
                    end_discard=["gnomes-1", "gnomes-2"], search_discard=["fauns-1"],
                    current=1)
    state = act(state, 1, "draw", source="end_discard")
    view = E.view(state, 0)
    rng = random.Random(7)
    for _ in range(30):
        sample = E.resample(view, 0, rng)
        assert "gnomes-2" in sample.hands[1] and sample.known == {"gnomes-2": 1}
        assert E.view(sample, 0) == view
        E.check_state(sample)
    resampler = E.resampler(view, 0)
    assert all("gnomes-2" in resampler(rng).hands[1] for _ in range(10))


def _with_known(view: dict[str, Any], seat: int, cards: list[str]) -> dict[str, Any]:
    hands = [dict(hand) for hand in view["hands"]]
    hands[seat]["known"] = cards
    return {**view, "hands": hands}


def test_a_view_whose_known_cards_cannot_be_dealt_is_refused() -> None:
    state = arrange(game(3), {0: ["trolls-1"], 1: ["elves-1"]}, end_discard=["gnomes-1"])
    view = E.view(state, 0)
    for bad, where in [
        (_with_known(view, 1, ["gnomes-1"]), "elsewhere"),  # face up on the discard pile
        (_with_known(view, 1, ["trolls-1"]), "elsewhere"),  # in the viewer's own hand
        (_with_known(view, 0, ["elves-2"]), "elsewhere"),  # the viewer does not hold it
        (_with_known(view, 1, ["elves-2", "elves-3"]), "more cards than it has"),
        (_with_known(_with_known(view, 1, ["elves-2"]), 2, ["elves-2"]), "two hands"),
    ]:
        with pytest.raises(InvalidViewError, match=where):
            E.resample(bad, 0, random.Random(1))


def test_a_stored_state_naming_a_known_card_its_hand_lacks_is_corrupt() -> None:
    state = arrange(game(2), {0: ["trolls-1"], 1: ["elves-1"]})
    data = E.dump(state)
    data["known"] = {"elves-1": 0}
    with pytest.raises(CorruptStateError, match="elves-1 is known to be in hand 0"):
        E.check_state(E.load(data))
    data["known"] = {"elves-1": 1}
    E.check_state(E.load(data))


def test_a_state_stored_before_known_cards_loads_with_none() -> None:
    data = E.dump(game(2))
    del data["known"]
    assert E.load(data).known == {}


def _public_known(events: list[dict[str, Any]], known: dict[str, int]) -> None:
    """What a spectator reading the log alone knows each hand holds, updated by
    ``events`` as the spectator sees them (an independent reading of the rule)."""
    for event in events:
        kind = event["type"]
        if kind == "round_started":
            known.clear()
        elif kind == "drew" and event["source"] != "draw_pile":
            known.update(dict.fromkeys(event["cards"], event["seat"]))
        elif kind in ("laid", "discarded"):
            for card in event["cards"]:
                known.pop(card, None)
        elif kind == "song":
            known.pop(event["card"], None)
        elif kind == "traded":
            for card in [c for c, s in known.items() if s in (event["seat"], event["to"])]:
                del known[card]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_in_random_games_the_view_knows_what_the_public_log_tells(players: int) -> None:
    rng = random.Random(players)
    state = game(players, seed=players)
    seats = E.seats(state)
    public: dict[str, int] = {}
    taken = 0
    for _ in range(1500):
        if E.outcome(state) is not None:
            break
        seat = E.to_act(state)[0]
        action = rng.choice(E.legal_actions(state, seat))
        state, events = E.play(state, seat, action)
        _public_known([E.view_event(e, None, seats) for e in events], public)
        taken += sum(1 for e in events if e["type"] == "drew" and e["source"] != "draw_pile")
        assert state.known == public
        E.check_state(state)
        spectator = E.view(state, None)
        assert not (E.hidden_from(state, None) & strings_in(spectator))
    assert taken > 10  # the games took from the discard piles
