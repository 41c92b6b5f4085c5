"""Encantados: every race ability, every song and every scoring case."""

from __future__ import annotations

import pytest

from engines import IllegalActionError
from engines.encantados.cards import KIND, deck_ids
from engines.encantados.scoring import garden_score, hand_score
from tests.engines.test_encantados import E, act, arrange, game, offered, types

TROLLS3 = ["trolls-1", "trolls-2", "trolls-3"]


# --- Dwarves ---------------------------------------------------------------------------


def test_dwarves_take_any_card_of_a_discard_pile() -> None:
    discard = ["elves-1", "gnomes-1", "fauns-1"]
    state = arrange(game(), {0: ["trolls-1"]}, end_discard=discard,
                    gardens={0: {"dwarves": ["dwarves-1", "dwarves-2"]}})
    state = act(state, 0, "draw", source="end_discard")
    assert E.to_act(state) == [0]
    assert offered(state, 0, "take") == [
        {"type": "take", "card": "fauns-1"},
        {"type": "take", "card": "gnomes-1"},
        {"type": "take", "card": "elves-1"},
    ]
    state = act(state, 0, "take", card="elves-1")
    assert state.end_discard == ["gnomes-1", "fauns-1"]
    assert "elves-1" in state.hands[0] and state.phase == "lay"


def test_without_two_dwarves_only_the_top_card() -> None:
    # one Dwarf and a Mimic: Mimics never count towards abilities
    state = arrange(game(), {0: ["trolls-1"]}, end_discard=["elves-1", "gnomes-1"],
                    gardens={0: {"dwarves": ["dwarves-1", "mimic-1"]}})
    state = act(state, 0, "draw", source="end_discard")
    assert state.pending == [] and "gnomes-1" in state.hands[0]
    assert state.end_discard == ["elves-1"]


# --- Elves -----------------------------------------------------------------------------


def test_elves_search_draws_three_keeps_one() -> None:
    state = arrange(game(), {0: ["trolls-1"]}, gardens={0: {"elves": ["elves-1", "elves-2"]}},
                    pile_top=["fauns-1", "gnomes-1", "kobolds-1"])
    state = act(state, 0, "draw", source="search")
    assert state.searched == ["fauns-1", "gnomes-1", "kobolds-1"]
    state = act(state, 0, "keep", card="gnomes-1")
    assert state.search_discard == ["fauns-1", "kobolds-1"]
    assert state.hands[0] == ["gnomes-1", "trolls-1"]


def test_one_elf_and_a_mimic_search_two() -> None:
    state = arrange(game(), {0: ["trolls-1"]}, gardens={0: {"elves": ["elves-1", "mimic-1"]}},
                    pile_top=["fauns-1", "gnomes-1", "kobolds-1"])
    state = act(state, 0, "draw", source="search")
    assert state.searched == ["fauns-1", "gnomes-1"]


# --- Gnomes ----------------------------------------------------------------------------


def test_gnomes_keep_all_then_discard_any_hand_card() -> None:
    state = arrange(game(), {0: ["trolls-1"]}, gardens={0: {"gnomes": ["gnomes-1", "gnomes-2"]}},
                    pile_top=["fauns-1", "elves-1"])
    state = act(state, 0, "draw", source="search")
    assert {"type": "keep_all"} in E.legal_actions(state, 0)
    state = act(state, 0, "keep_all")
    assert state.hands[0] == ["elves-1", "fauns-1", "trolls-1"]
    assert types(state, 0) == {"search_discard"}
    state = act(state, 0, "search_discard", card="trolls-1")
    assert state.search_discard == ["trolls-1"]
    assert state.hands[0] == ["elves-1", "fauns-1"] and state.phase == "lay"


def test_keep_all_needs_two_gnomes() -> None:
    state = arrange(game(), {0: ["trolls-1"]}, gardens={0: {"gnomes": ["gnomes-1"]}})
    state = act(state, 0, "draw", source="search")
    assert "keep_all" not in types(state, 0)
    with pytest.raises(IllegalActionError, match="Gnomes"):
        act(state, 0, "keep_all")


# --- Will-o'-the-wisps -----------------------------------------------------------------


def test_wisps_lay_a_new_race_with_two_cards() -> None:
    hand = ["trolls-1", "trolls-2", "elves-1", "mimic-1", "fauns-1"]
    state = arrange(game(), {0: hand}, gardens={0: {"wisps": ["wisps-1", "wisps-2"]}},
                    phase="lay")
    lays = [a["cards"] for a in offered(state, 0, "lay_race")]
    assert ["trolls-1", "trolls-2"] in lays
    assert ["elves-1", "mimic-1"] in lays and ["fauns-1", "mimic-1"] in lays
    assert ["trolls-1", "trolls-2", "mimic-1"] not in lays
    without = arrange(game(), {0: hand}, gardens={0: {"wisps": ["wisps-1", "mimic-2"]}},
                      phase="lay")
    assert [a["cards"] for a in offered(without, 0, "lay_race")] == [
        ["trolls-1", "trolls-2", "mimic-1"]
    ]


# --- Goblins ---------------------------------------------------------------------------


def test_goblins_first_entry_makes_a_chosen_player_draw_two() -> None:
    hand = ["goblins-1", "goblins-2", "goblins-3", "goblins-4", "elves-1"]
    state = arrange(game(3), {0: hand, 2: ["elves-2"]}, phase="lay",
                    pile_top=["fauns-1", "fauns-2"])
    state = act(state, 0, "lay_race", cards=["goblins-1", "goblins-2", "goblins-3"])
    assert offered(state, 0, "choose_player") == [
        {"type": "choose_player", "seat": s} for s in range(3)
    ]
    state = act(state, 0, "choose_player", seat=2)
    assert state.hands[2] == ["elves-2", "fauns-1", "fauns-2"]
    # a second goblin is not the first: nothing happens
    state = act(state, 0, "expand", card="goblins-4", race="goblins")
    assert state.pending == [] and types(state, 0) >= {"end_laying"}


def test_goblin_expanding_into_an_empty_garden_triggers() -> None:
    state = arrange(game(), {0: ["goblins-1", "elves-1"]}, phase="lay",
                    gardens={1: {"goblins": ["goblins-2", "goblins-3", "goblins-4"]}},
                    pile_top=["fauns-1", "fauns-2"])
    state = act(state, 0, "expand", card="goblins-1", race="goblins")
    state = act(state, 0, "choose_player", seat=0)
    assert state.hands[0] == ["elves-1", "fauns-1", "fauns-2"]


def test_goblin_draw_from_a_short_pile_ends_the_round_after_the_turn() -> None:
    state = arrange(game(), {0: ["goblins-1", "goblins-2", "goblins-3", "elves-1"]},
                    phase="lay", pile_top=["fauns-1"], pile_exact=True)
    state = act(state, 0, "lay_race", cards=["goblins-1", "goblins-2", "goblins-3"])
    state = act(state, 0, "choose_player", seat=1)
    assert "fauns-1" in state.hands[1] and state.ran_out
    state = act(state, 0, "end_laying")
    state = act(state, 0, "discard", card="elves-1")
    assert state.round == 2


# --- Kobolds ---------------------------------------------------------------------------


def test_kobolds_send_a_garden_card_under_the_draw_pile() -> None:
    hand = ["kobolds-1", "kobolds-2", "kobolds-3", "elves-1"]
    state = arrange(game(), {0: hand}, phase="lay",
                    gardens={1: {"trolls": ["trolls-1", "mimic-1"],
                                 "fauns": ["fauns-1", "fauns-2"],
                                 "songs": ["song-summer"]}})
    state = act(state, 0, "lay_race", cards=["kobolds-1", "kobolds-2", "kobolds-3"])
    choices = offered(state, 0, "kobold")
    assert choices == [
        {"type": "kobold", "garden": 0, "card": "kobolds-1"},
        {"type": "kobold", "garden": 1, "card": "fauns-1"},
        {"type": "kobold", "garden": 1, "card": "mimic-1"},
        {"type": "kobold", "garden": 1, "card": "song-summer"},
    ]  # trolls-1 would leave its Mimic alone
    with pytest.raises(IllegalActionError, match="alone"):
        act(state, 0, "kobold", garden=1, card="trolls-1")
    state = act(state, 0, "kobold", garden=1, card="song-summer")
    assert state.pile[0] == "song-summer"
    assert "songs" not in state.gardens[1]
    # the card under the pile is hidden again
    assert "song-summer" in E.hidden_from(state, 1)


# --- Trolls ----------------------------------------------------------------------------


def test_trolls_move_a_card_in_play_to_any_garden() -> None:
    state = arrange(game(3), {0: [*TROLLS3, "elves-1"]}, phase="lay",
                    gardens={1: {"fauns": ["fauns-1", "fauns-2", "mimic-1"]},
                             2: {"elves": ["elves-2"]}})
    state = act(state, 0, "lay_race", cards=TROLLS3)
    assert offered(state, 0, "troll_take") == [
        {"type": "troll_take", "garden": 0, "card": "trolls-1"},
        {"type": "troll_take", "garden": 1, "card": "fauns-1"},
        {"type": "troll_take", "garden": 1, "card": "mimic-1"},
        {"type": "troll_take", "garden": 2, "card": "elves-2"},
    ]
    state = act(state, 0, "troll_take", garden=1, card="mimic-1")
    assert state.moving == "mimic-1"
    assert E.view(state, 1)["moving"] == "mimic-1"
    assert offered(state, 0, "troll_place") == [
        {"type": "troll_place", "garden": 0, "group": "trolls"},
        {"type": "troll_place", "garden": 1, "group": "fauns"},
        {"type": "troll_place", "garden": 2, "group": "elves"},
    ]
    with pytest.raises(IllegalActionError, match="Mimic joins"):
        act(state, 0, "troll_place", garden=2, group="fauns")
    state = act(state, 0, "troll_place", garden=0, group="trolls")
    assert state.gardens[0]["trolls"] == [*TROLLS3, "mimic-1"]
    assert state.gardens[1]["fauns"] == ["fauns-1", "fauns-2"]
    assert state.moving == "" and state.pending == []


def test_trolls_can_take_a_lone_card_and_give_songs_away() -> None:
    state = arrange(game(3), {0: [*TROLLS3, "elves-1"]}, phase="lay",
                    gardens={1: {"songs": ["song-summer"]}, 2: {"elves": ["elves-2"]}})
    state = act(state, 0, "lay_race", cards=TROLLS3)
    takes = offered(state, 0, "troll_take")
    assert {"type": "troll_take", "garden": 2, "card": "elves-2"} in takes
    state = act(state, 0, "troll_take", garden=1, card="song-summer")
    assert offered(state, 0, "troll_place") == [
        {"type": "troll_place", "garden": 0, "group": "songs"},
        {"type": "troll_place", "garden": 1, "group": "songs"},
        {"type": "troll_place", "garden": 2, "group": "songs"},
    ]
    state = act(state, 0, "troll_place", garden=0, group="songs")
    assert state.gardens[0]["songs"] == ["song-summer"] and state.gardens[1] == {}


def test_trolls_may_put_the_card_back_in_the_garden_it_left() -> None:
    """Issue 16 ruling: any garden, its own included, even the one it came from."""
    state = arrange(game(3), {0: [*TROLLS3, "elves-1"]}, phase="lay",
                    gardens={1: {"fauns": ["fauns-1", "fauns-2", "mimic-1"],
                                 "gnomes": ["gnomes-1", "gnomes-2"]}})
    state = act(state, 0, "lay_race", cards=TROLLS3)
    # the troller's own garden: a troll goes back to its own race there
    back = act(state, 0, "troll_take", garden=0, card="trolls-1")
    assert offered(back, 0, "troll_place")[0] == {"type": "troll_place", "garden": 0,
                                                  "group": "trolls"}
    back = act(back, 0, "troll_place", garden=0, group="trolls")
    assert back.gardens[0]["trolls"] == TROLLS3 and back.pending == []
    # a Mimic taken from a garden may return to it, to its old race or another one there
    state = act(state, 0, "troll_take", garden=1, card="mimic-1")
    places = offered(state, 0, "troll_place")
    assert {"type": "troll_place", "garden": 1, "group": "fauns"} in places
    assert {"type": "troll_place", "garden": 1, "group": "gnomes"} in places
    state = act(state, 0, "troll_place", garden=1, group="gnomes")
    assert state.gardens[1] == {"fauns": ["fauns-1", "fauns-2"],
                                "gnomes": ["gnomes-1", "gnomes-2", "mimic-1"]}


def test_a_mimic_whose_only_home_is_where_it_was_may_be_taken() -> None:
    """Before the ruling such a Mimic could not be taken at all (no other garden fits)."""
    state = arrange(game(), {0: [*TROLLS3, "mimic-2", "elves-1"]}, phase="lay",
                    gardens={1: {"fauns": ["fauns-1", "mimic-1"]}})
    state = act(state, 0, "lay_race", cards=["trolls-1", "trolls-2", "mimic-2"])
    assert offered(state, 0, "troll_take") == [
        {"type": "troll_take", "garden": 0, "card": "trolls-1"},
        {"type": "troll_take", "garden": 0, "card": "mimic-2"},
        {"type": "troll_take", "garden": 1, "card": "mimic-1"},
    ]
    state = act(state, 0, "troll_take", garden=1, card="mimic-1")
    assert offered(state, 0, "troll_place") == [
        {"type": "troll_place", "garden": 1, "group": "fauns"}
    ]
    state = act(state, 0, "troll_place", garden=1, group="fauns")
    assert state.gardens[1] == {"fauns": ["fauns-1", "mimic-1"]} and state.pending == []


def test_a_card_moved_by_a_troll_triggers_nothing() -> None:
    state = arrange(game(), {0: [*TROLLS3, "elves-1"]}, phase="lay",
                    gardens={1: {"goblins": ["goblins-1"]}})
    state = act(state, 0, "lay_race", cards=TROLLS3)
    state = act(state, 0, "troll_take", garden=1, card="goblins-1")
    state = act(state, 0, "troll_place", garden=0, group="goblins")
    assert state.pending == [] and state.gardens[0]["goblins"] == ["goblins-1"]


# --- Leprechauns and Mimics ------------------------------------------------------------


def test_leprechauns_get_no_mimic_help() -> None:
    state = arrange(game(), {0: ["leprechauns-1", "leprechauns-2", "mimic-1", "elves-1"]},
                    gardens={0: {"leprechauns": ["leprechauns-3"]}}, phase="lay")
    assert {"type": "expand", "card": "mimic-1", "race": "leprechauns"} not in E.legal_actions(
        state, 0)
    with pytest.raises(IllegalActionError, match="Leprechauns"):
        act(state, 0, "expand", card="mimic-1", race="leprechauns")
    lone = arrange(game(), {0: ["leprechauns-1", "leprechauns-2", "mimic-1", "elves-1"]},
                   gardens={0: {"wisps": ["wisps-1", "wisps-2"]}}, phase="lay")
    lays = [a["cards"] for a in offered(lone, 0, "lay_race")]
    assert ["leprechauns-1", "leprechauns-2"] in lays
    assert ["leprechauns-1", "mimic-1"] not in lays and ["elves-1", "mimic-1"] in lays


def test_leprechaun_scoring() -> None:
    assert garden_score({"leprechauns": ["leprechauns-1"]}) == -4
    assert garden_score({"leprechauns": ["leprechauns-1", "leprechauns-2"]}) == 8
    assert garden_score({"leprechauns": [f"leprechauns-{i}" for i in range(1, 4)]}) == 12
    assert hand_score(["leprechauns-1", "leprechauns-2"]) == -8


def test_mimic_scoring_and_fairies() -> None:
    assert garden_score({"trolls": ["trolls-1", "mimic-1"]}) == 7 - 3
    fairy = {"fairies": ["fairies-1", "fairies-2"], "trolls": ["trolls-1", "mimic-1"]}
    assert garden_score(fairy) == 8 + 7 + 0
    one_fairy = {"fairies": ["fairies-1", "mimic-2"], "trolls": ["trolls-1", "mimic-1"]}
    assert garden_score(one_fairy) == 4 + 7 - 3 - 3  # a Mimic is no fairy
    assert hand_score(["mimic-1"]) == -3  # Fairies never help a hand


def test_fauns_score_two_per_song_in_their_garden() -> None:
    songs = ["song-spring", "song-winter"]
    assert garden_score({"fauns": ["fauns-1"], "songs": songs}) == 4 - 6
    assert garden_score({"fauns": ["fauns-1", "fauns-2"], "songs": songs}) == 8 - 6 + 4
    assert garden_score({"fauns": ["fauns-1", "mimic-1"], "songs": songs}) == 4 - 3 - 6


def test_summer_song_scoring_counts_races_not_mimics() -> None:
    five = {r: [f"{r}-1"] for r in ("dwarves", "elves", "fauns", "gnomes", "trolls")}
    assert garden_score({**five, "songs": ["song-summer"]}) == 5 + 5 + 4 + 5 + 7 + 8
    four = {r: [f"{r}-1", "mimic-1" if r == "elves" else f"{r}-2"]
            for r in ("dwarves", "elves", "trolls", "gnomes")}
    assert garden_score({**four, "songs": ["song-summer"]}) == 10 + 5 - 3 + 14 + 10 - 3
    assert garden_score({"songs": ["song-autumn"]}) == -3
    assert hand_score(["song-summer"]) == -3


def test_every_hand_card_scores_minus_its_absolute_value() -> None:
    for card in deck_ids(1):
        expected = {"dwarves": 5, "elves": 5, "gnomes": 5, "fairies": 4, "fauns": 4,
                    "wisps": 3, "goblins": 6, "kobolds": 6, "trolls": 7, "leprechauns": 4,
                    "mimic": 3}.get(KIND[card], 3)
        assert hand_score([card]) == -expected


def test_round_scoring_adds_garden_and_negative_hand() -> None:
    state = arrange(game(2, max_rounds=1), {0: ["trolls-4"], 1: ["leprechauns-1", "mimic-2"]},
                    gardens={0: {"trolls": TROLLS3, "fairies": ["fairies-1", "fairies-2"]},
                             1: {"fauns": ["fauns-1", "fauns-2", "mimic-1"],
                                 "songs": ["song-summer"]}},
                    pile_top=["elves-1"], pile_exact=True)
    state = act(state, 0, "draw", source="search")
    state = act(state, 0, "keep", card="elves-1")
    state = act(state, 0, "end_laying")
    state = act(state, 0, "discard", card="elves-1")
    assert state.last_round == [21 + 8 - 7, 8 - 3 - 3 + 2 - 4 - 3]
    assert E.outcome(state) is not None


# --- songs -----------------------------------------------------------------------------


def test_spring_song_the_chosen_player_searches_with_own_abilities() -> None:
    state = arrange(game(3), {0: ["song-spring", "trolls-1"]}, phase="lay",
                    gardens={2: {"elves": ["elves-1", "elves-2"]}},
                    pile_top=["fauns-1", "fauns-2", "gnomes-1"])
    state = act(state, 0, "play_song", card="song-spring")
    assert state.gardens[0]["songs"] == ["song-spring"]
    state = act(state, 0, "choose_player", seat=2)
    assert E.to_act(state) == [2]
    assert state.searched == ["fauns-1", "fauns-2", "gnomes-1"]  # seat 2's Elves
    before = len(state.hands[2])
    state = act(state, 2, "keep", card="gnomes-1")
    assert len(state.hands[2]) == before + 1 and "gnomes-1" in state.hands[2]
    assert E.to_act(state) == [0] and state.phase == "lay"
    # not the turn's search, and no second song
    assert "play_song" not in types(state, 0)


def test_summer_song_has_no_immediate_effect() -> None:
    state = arrange(game(), {0: ["song-summer", "trolls-1"]}, phase="lay")
    state = act(state, 0, "play_song", card="song-summer")
    assert state.pending == [] and state.gardens[0] == {"songs": ["song-summer"]}


def test_autumn_song_chosen_player_picks_pile_and_draws_top_four() -> None:
    state = arrange(game(), {0: ["song-autumn", "trolls-1"], 1: ["elves-1"]}, phase="lay",
                    search_discard=["fauns-1", "fauns-2"],
                    end_discard=["gnomes-1", "gnomes-2", "gnomes-3", "gnomes-4", "gnomes-5"])
    state = act(state, 0, "play_song", card="song-autumn")
    state = act(state, 0, "choose_player", seat=1)
    assert E.to_act(state) == [1]
    assert offered(state, 1, "choose_pile") == [
        {"type": "choose_pile", "pile": "search_discard"},
        {"type": "choose_pile", "pile": "end_discard"},
    ]
    end = act(state, 1, "choose_pile", pile="end_discard")
    assert end.hands[1] == ["elves-1", "gnomes-2", "gnomes-3", "gnomes-4", "gnomes-5"]
    assert end.end_discard == ["gnomes-1"] and E.to_act(end) == [0]
    short = act(state, 1, "choose_pile", pile="search_discard")
    assert short.hands[1] == ["elves-1", "fauns-1", "fauns-2"] and short.search_discard == []


def test_autumn_song_with_empty_discards_does_nothing_more() -> None:
    state = arrange(game(), {0: ["song-autumn", "trolls-1"]}, phase="lay")
    state = act(state, 0, "play_song", card="song-autumn")
    state = act(state, 0, "choose_player", seat=0)
    assert state.pending == [] and state.hands[0] == ["trolls-1"]


def test_winter_song_draws_a_discard_top_then_searches() -> None:
    state = arrange(game(), {0: ["song-winter", "trolls-1"]}, phase="lay",
                    gardens={0: {"elves": ["elves-1", "elves-2"]}},
                    end_discard=["gnomes-1", "gnomes-2"],
                    pile_top=["fauns-1", "kobolds-1", "fairies-1"])
    state = act(state, 0, "play_song", card="song-winter")
    assert offered(state, 0, "choose_pile") == [{"type": "choose_pile", "pile": "end_discard"}]
    state = act(state, 0, "choose_pile", pile="end_discard")
    assert "gnomes-2" in state.hands[0]
    assert state.searched == ["fauns-1", "kobolds-1", "fairies-1"]  # Elves apply
    state = act(state, 0, "keep", card="kobolds-1")
    assert state.hands[0] == ["gnomes-2", "kobolds-1", "trolls-1"]
    assert state.search_discard == ["fauns-1", "fairies-1"]


def test_winter_song_with_empty_discards_only_searches() -> None:
    state = arrange(game(), {0: ["song-winter", "trolls-1"]}, phase="lay",
                    pile_top=["fauns-1", "fauns-2"])
    state = act(state, 0, "play_song", card="song-winter")
    assert state.searched == ["fauns-1", "fauns-2"] and types(state, 0) == {"keep"}


def test_spring_search_with_an_empty_draw_pile_does_nothing() -> None:
    state = arrange(game(), {0: ["song-spring", "trolls-1"]}, phase="lay",
                    pile_top=[], pile_exact=True)
    state = act(state, 0, "play_song", card="song-spring")
    state = act(state, 0, "choose_player", seat=1)
    assert state.pending == [] and state.searched == []


def test_winter_song_ignores_dwarves_top_card_only() -> None:
    state = arrange(game(), {0: ["song-winter", "trolls-1"]}, phase="lay",
                    gardens={0: {"dwarves": ["dwarves-1", "dwarves-2"]}},
                    end_discard=["gnomes-1", "gnomes-2"], pile_top=["fauns-1", "elves-1"])
    state = act(state, 0, "play_song", card="song-winter")
    state = act(state, 0, "choose_pile", pile="end_discard")
    assert "gnomes-2" in state.hands[0] and state.end_discard == ["gnomes-1"]
    assert types(state, 0) == {"keep"}  # straight to the search, no 'take'


def test_trade_needs_two_cards_in_hand() -> None:
    state = arrange(game(4), {0: ["trolls-1"]}, phase="lay")
    assert offered(state, 0, "trade_give") == []
    with pytest.raises(IllegalActionError, match="last card"):
        act(state, 0, "trade_give", card="trolls-1")


def test_troll_never_moves_a_mimic_to_leprechauns() -> None:
    state = arrange(game(), {0: [*TROLLS3, "elves-1"]}, phase="lay",
                    gardens={0: {"leprechauns": ["leprechauns-1", "leprechauns-2"]},
                             1: {"fauns": ["fauns-1", "mimic-1"]}})
    state = act(state, 0, "lay_race", cards=TROLLS3)
    state = act(state, 0, "troll_take", garden=1, card="mimic-1")
    assert offered(state, 0, "troll_place") == [
        {"type": "troll_place", "garden": 0, "group": "trolls"},
        {"type": "troll_place", "garden": 1, "group": "fauns"},
    ]
    with pytest.raises(IllegalActionError, match="Leprechauns"):
        act(state, 0, "troll_place", garden=0, group="leprechauns")
