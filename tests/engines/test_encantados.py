"""Encantados: set-up, turn phases, trades, the last-card rule, round and game end."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping

import pytest

from engines import IllegalActionError, InvalidSetupError, InvalidViewError, NotYourTurnError
from engines.encantados import ENGINE
from engines.encantados import engine as engine_module
from engines.encantados.cards import KIND, RANK, VALUES, deck_ids
from engines.encantados.state import State
from engines.views import strings_in

E = ENGINE


# --- helpers (imported by test_encantados_abilities.py) -------------------------------


def game(players: int = 2, seed: int = 1, **options: int) -> State:
    return E.new_game(players, options or None, seed)


def arrange(
    state: State,
    hands: Mapping[int, Iterable[str]],
    gardens: Mapping[int, Mapping[str, Iterable[str]]] | None = None,
    search_discard: Iterable[str] = (),
    end_discard: Iterable[str] = (),
    pile_top: Iterable[str] = (),
    pile_exact: bool = False,
    current: int = 0,
    phase: str = "draw",
    filler: int = 3,
) -> State:
    """Put named cards where a test wants them; every other card goes to the draw pile.

    Seats missing from ``hands`` get ``filler`` cards from the remaining ones (the last
    of the deck: songs and Mimics first). ``pile_top`` is listed in drawing order. With
    ``pile_exact`` the draw pile is ``pile_top`` only (the rest leaves the game).
    """
    placed: list[str] = []
    for seat, cards in hands.items():
        state.hands[seat] = sorted(cards, key=RANK.__getitem__)
        placed.extend(state.hands[seat])
    state.gardens = [{} for _ in state.gardens]
    for unit, garden in (gardens or {}).items():
        state.gardens[unit] = {g: sorted(c, key=RANK.__getitem__) for g, c in garden.items()}
        for cards in state.gardens[unit].values():
            placed.extend(cards)
    state.search_discard = list(search_discard)
    state.end_discard = list(end_discard)
    top = list(pile_top)
    placed.extend(state.search_discard + state.end_discard + top)
    assert len(set(placed)) == len(placed), "a card placed twice"
    rest = [c for c in deck_ids(state.decks) if c not in set(placed)]
    for seat in range(state.players):
        if seat not in hands:
            state.hands[seat] = sorted(rest[-filler:], key=RANK.__getitem__) if filler else []
            rest = rest[:-filler] if filler else rest
    state.pile = top[::-1] if pile_exact else rest + top[::-1]
    state.current = current
    state.phase = phase
    state.pending = []
    state.searched = []
    state.moving = ""
    state.known = {}
    state.song_or_trade = state.new_race = state.ran_out = False
    return state


def act(state: State, who: int, type_: str, /, **fields: object) -> State:
    return E.apply(state, who, {"type": type_, **fields})


def types(state: State, seat: int) -> set[str]:
    return {a["type"] for a in E.legal_actions(state, seat)}


def offered(state: State, seat: int, type_: str) -> list[dict[str, object]]:
    return [a for a in E.legal_actions(state, seat) if a["type"] == type_]


# --- set-up ----------------------------------------------------------------------------


def test_deck_is_sixty_cards_as_ruled() -> None:
    ids = deck_ids(1)
    assert len(ids) == len(set(ids)) == 60
    kinds = [KIND[c] for c in ids]
    for race in ("dwarves", "elves", "fairies", "fauns", "wisps", "gnomes", "goblins",
                 "kobolds", "leprechauns", "trolls"):
        assert kinds.count(race) == 5
    assert kinds.count("mimic") == 6
    assert {c for c in ids if c.startswith("song-")} == {
        "song-spring", "song-summer", "song-autumn", "song-winter"
    }
    assert VALUES == {
        "dwarves": 5, "elves": 5, "gnomes": 5, "fairies": 4, "fauns": 4, "wisps": 3,
        "goblins": 6, "kobolds": 6, "trolls": 7, "leprechauns": -4, "mimic": -3,
        "spring": -3, "summer": -3, "autumn": -3, "winter": -3,
    }


def test_two_decks_keep_ids_unique() -> None:
    ids = deck_ids(2)
    assert len(ids) == len(set(ids)) == 120
    assert "trolls-10" in ids and "mimic-12" in ids and "song-summer-2" in ids


@pytest.mark.parametrize(
    ("players", "hand", "gardens", "decks"),
    [(2, 10, 2, 1), (3, 9, 3, 1), (4, 8, 2, 1), (5, 7, 5, 2), (6, 7, 3, 2)],
)
def test_deal_by_player_count(players: int, hand: int, gardens: int, decks: int) -> None:
    state = game(players)
    assert [len(h) for h in state.hands] == [hand] * players
    assert len(state.gardens) == gardens
    assert state.decks == decks
    assert len(state.pile) == 60 * decks - hand * players
    assert state.current == 0 and state.starter == 0
    assert E.to_act(state) == [0]


def test_team_seating_and_team_consecutive_turn_order() -> None:
    four = game(4)
    seats = E.seats(four)
    assert [s.team for s in seats] == ["A", "B", "A", "B"]
    assert four.order == [0, 2, 1, 3]
    six = game(6)
    assert [s.team for s in E.seats(six)] == ["A", "B", "C", "A", "B", "C"]
    assert six.order == [0, 3, 1, 4, 2, 5]
    assert [s.team for s in E.seats(game(5))] == [None] * 5
    # seat 0 plays, then its partner seat 2
    state = arrange(four, {0: ["trolls-1", "trolls-2"]})
    state = act(state, 0, "draw", source="search")
    state = act(state, 0, "keep", card=state.searched[0])
    state = act(state, 0, "end_laying")
    state = act(state, 0, "discard", card="trolls-1")
    assert state.current == 2 and E.to_act(state) == [2]


def test_options_and_player_counts() -> None:
    with pytest.raises(InvalidSetupError):
        game(7)
    with pytest.raises(InvalidSetupError):
        game(2, max_rounds=0)
    assert game(2, max_rounds=3).max_rounds == 3


# --- phase 1 ---------------------------------------------------------------------------


def test_phase_one_offers_search_and_top_of_each_discard() -> None:
    state = arrange(game(), {0: ["trolls-1"]}, search_discard=["elves-1", "elves-2"],
                    end_discard=["gnomes-1"])
    assert E.legal_actions(state, 0) == [
        {"type": "draw", "source": "search"},
        {"type": "draw", "source": "search_discard"},
        {"type": "draw", "source": "end_discard"},
    ]
    after = act(state, 0, "draw", source="search_discard")
    assert "elves-2" in after.hands[0] and after.search_discard == ["elves-1"]
    assert after.phase == "lay"


def test_search_keeps_one_and_discards_the_other_publicly() -> None:
    state = arrange(game(), {0: ["trolls-1"]}, pile_top=["elves-1", "gnomes-1"])
    state = act(state, 0, "draw", source="search")
    assert state.searched == ["elves-1", "gnomes-1"]
    assert offered(state, 0, "keep") == [
        {"type": "keep", "card": "elves-1"}, {"type": "keep", "card": "gnomes-1"}
    ]
    # the searched cards are hidden from the opponent, shown to the searcher
    assert "elves-1" not in strings_in(E.view(state, 1))
    assert E.view(state, 0)["search"]["cards"] == ["elves-1", "gnomes-1"]
    assert {"elves-1", "gnomes-1"} <= E.hidden_from(state, 1)
    state = act(state, 0, "keep", card="gnomes-1")
    assert "gnomes-1" in state.hands[0]
    assert state.search_discard == ["elves-1"]
    assert "elves-1" in strings_in(E.view(state, 1))
    assert "gnomes-1" not in strings_in(E.view(state, 1))


def test_kept_card_is_redacted_in_the_log_for_others() -> None:
    action = {"type": "keep", "card": "gnomes-1"}
    assert E.view_action(action, 0, 0) == action
    assert E.view_action(action, 0, 1) == {"type": "keep", "card": "hidden"}
    assert E.view_action(action, 0, None) == {"type": "keep", "card": "hidden"}
    public = {"type": "discard", "card": "gnomes-1"}
    assert E.view_action(public, 0, 1) == public


def test_short_pile_search_draws_what_is_left_and_ends_round_after_turn() -> None:
    state = arrange(game(), {0: ["trolls-1", "trolls-2"], 1: ["elves-1"]},
                    pile_top=["gnomes-1"], pile_exact=True)
    state = act(state, 0, "draw", source="search")
    assert state.searched == ["gnomes-1"] and state.pile == []
    state = act(state, 0, "keep", card="gnomes-1")
    assert state.ran_out and state.phase == "lay" and state.round == 1
    state = act(state, 0, "end_laying")
    state = act(state, 0, "discard", card="trolls-1")
    assert state.round == 2  # the round ended at the end of that turn
    # scored: seat 0 held trolls-2 and gnomes-1, seat 1 held elves-1
    assert state.last_round == [-7 - 5, -5]


def test_round_ends_when_draw_pile_runs_out_not_before_turn_end() -> None:
    state = arrange(game(), {0: ["trolls-1", "trolls-2", "trolls-3", "trolls-4"]},
                    pile_top=["elves-1", "elves-2"], pile_exact=True)
    state = act(state, 0, "draw", source="search")
    state = act(state, 0, "keep", card="elves-1")
    assert state.pile == [] and state.round == 1
    # the turn goes on: phase 2 is still playable
    state = act(state, 0, "lay_race", cards=["trolls-1", "trolls-2", "trolls-3"])
    state = act(state, 0, "troll_take", garden=0, card="trolls-1")
    state = act(state, 0, "troll_place", garden=1, group="trolls")
    state = act(state, 0, "end_laying")
    assert state.round == 1
    state = act(state, 0, "discard", card="trolls-4")
    assert state.round == 2
    assert state.last_round[0] == 7 + 7 - 5  # two trolls laid, elves-1 in hand
    assert state.last_round[1] == 7 - 3 * 3  # the moved troll, the filler hand (3 songs)


def test_a_kobold_refilling_the_pile_does_not_save_the_round() -> None:
    state = arrange(
        game(), {0: ["kobolds-1", "kobolds-2", "kobolds-3", "trolls-1"]},
        gardens={1: {"elves": ["elves-3", "elves-4"]}},
        pile_top=["elves-1", "elves-2"], pile_exact=True,
    )
    state = act(state, 0, "draw", source="search")
    state = act(state, 0, "keep", card="elves-1")
    state = act(state, 0, "lay_race", cards=["kobolds-1", "kobolds-2", "kobolds-3"])
    state = act(state, 0, "kobold", garden=1, card="elves-3")
    assert state.pile == ["elves-3"]
    state = act(state, 0, "end_laying")
    state = act(state, 0, "discard", card="trolls-1")
    assert state.round == 2


# --- phase 2: the last-card rule, one new race, one song --------------------------------


def test_last_card_rule() -> None:
    three = ["trolls-1", "trolls-2", "trolls-3"]
    state = arrange(game(), {0: three}, gardens={1: {"trolls": ["trolls-4"]}},
                    current=0, phase="lay")
    # laying the race would empty the hand; expanding is fine (two cards stay)
    assert offered(state, 0, "lay_race") == []
    assert offered(state, 0, "expand") == [{"type": "expand", "card": "trolls-1", "race": "trolls"}]
    state = act(state, 0, "expand", card="trolls-1", race="trolls")
    state = act(state, 0, "troll_take", garden=0, card="trolls-1")
    state = act(state, 0, "troll_place", garden=1, group="trolls")
    state = act(state, 0, "expand", card="trolls-2", race="trolls")  # first troll again
    state = act(state, 0, "troll_take", garden=0, card="trolls-2")
    state = act(state, 0, "troll_place", garden=1, group="trolls")
    assert state.hands[0] == ["trolls-3"]
    assert types(state, 0) == {"end_laying"}
    with pytest.raises(IllegalActionError, match="last card"):
        act(state, 0, "expand", card="trolls-3", race="trolls")
    state = act(state, 0, "end_laying")
    state = act(state, 0, "discard", card="trolls-3")
    assert state.round == 2  # 2 players: an empty hand ends the round


def test_song_needs_a_second_card_and_one_song_per_turn() -> None:
    state = arrange(game(), {0: ["song-summer"]}, phase="lay")
    assert offered(state, 0, "play_song") == []
    state = arrange(game(), {0: ["song-summer", "song-spring", "trolls-1"]}, phase="lay")
    assert len(offered(state, 0, "play_song")) == 2
    state = act(state, 0, "play_song", card="song-summer")
    assert state.gardens[0]["songs"] == ["song-summer"]
    assert offered(state, 0, "play_song") == []
    with pytest.raises(IllegalActionError, match="one song or one trade"):
        act(state, 0, "play_song", card="song-spring")


def test_one_new_race_per_turn_and_mimic_rules() -> None:
    hand = ["trolls-1", "trolls-2", "elves-1", "elves-2", "elves-3", "mimic-1", "mimic-2",
            "leprechauns-1", "leprechauns-2", "gnomes-1"]
    state = arrange(game(), {0: hand}, phase="lay")
    lays = [a["cards"] for a in offered(state, 0, "lay_race")]
    assert lays == [
        ["elves-1", "elves-2", "elves-3"],
        ["elves-1", "elves-2", "mimic-1"],
        ["trolls-1", "trolls-2", "mimic-1"],
    ]  # never two Mimics (gnomes), never a Mimic for Leprechauns
    with pytest.raises(IllegalActionError, match="never two"):
        act(state, 0, "lay_race", cards=["gnomes-1", "mimic-1", "mimic-2"])
    with pytest.raises(IllegalActionError, match="Leprechauns"):
        act(state, 0, "lay_race", cards=["leprechauns-1", "leprechauns-2", "mimic-1"])
    with pytest.raises(IllegalActionError, match="interchangeable"):
        act(state, 0, "lay_race", cards=["elves-1", "elves-2", "mimic-2"])
    state = act(state, 0, "lay_race", cards=["trolls-1", "trolls-2", "mimic-1"])
    # the Troll must move a card; the Mimic may go back to the Trolls it left (the ruling)
    assert offered(state, 0, "troll_take") == [
        {"type": "troll_take", "garden": 0, "card": "trolls-1"},
        {"type": "troll_take", "garden": 0, "card": "mimic-1"},
    ]
    state = arrange(game(), {0: hand}, phase="lay")
    state = act(state, 0, "lay_race", cards=["elves-1", "elves-2", "mimic-1"])
    assert offered(state, 0, "lay_race") == []
    with pytest.raises(IllegalActionError, match="one new race per turn"):
        act(state, 0, "lay_race", cards=["trolls-1", "trolls-2", "mimic-2"])
    # at most one Mimic per race; a Mimic is never alone
    expands = offered(state, 0, "expand")
    assert {"type": "expand", "card": "mimic-2", "race": "elves"} not in expands
    assert {"type": "expand", "card": "elves-3", "race": "elves"} in expands
    with pytest.raises(IllegalActionError, match="already have a Mimic"):
        act(state, 0, "expand", card="mimic-2", race="elves")
    with pytest.raises(IllegalActionError, match="never alone"):
        act(state, 0, "expand", card="mimic-2", race="trolls")


def test_expand_a_race_from_another_garden() -> None:
    state = arrange(game(), {0: ["gnomes-1", "dwarves-1"]},
                    gardens={1: {"gnomes": ["gnomes-2", "gnomes-3", "gnomes-4"]}}, phase="lay")
    assert offered(state, 0, "expand") == [{"type": "expand", "card": "gnomes-1", "race": "gnomes"}]
    with pytest.raises(IllegalActionError, match="in no garden"):
        act(state, 0, "expand", card="dwarves-1", race="dwarves")
    state = act(state, 0, "expand", card="gnomes-1", race="gnomes")
    assert state.gardens[0] == {"gnomes": ["gnomes-1"]}


def test_end_laying_with_an_empty_hand_ends_the_turn() -> None:
    # a Gnome search of the pile's last card by a player holding nothing
    state = arrange(game(3), {0: [], 1: ["elves-1"], 2: ["elves-2"]},
                    gardens={0: {"gnomes": ["gnomes-1", "gnomes-2"]}},
                    pile_top=["trolls-1"], pile_exact=True)
    state = act(state, 0, "draw", source="search")
    state = act(state, 0, "keep_all")
    state = act(state, 0, "search_discard", card="trolls-1")
    assert state.hands[0] == []
    assert types(state, 0) == {"end_laying"}
    state = act(state, 0, "end_laying")  # nothing to discard: the turn (and round) ends
    assert state.round == 2 and state.last_round == [10, -5, -5]


# --- trades ----------------------------------------------------------------------------


def test_trade_partner_returns_two_cards() -> None:
    state = arrange(game(4), {0: ["trolls-1", "elves-1", "song-spring"],
                              2: ["gnomes-1", "gnomes-2"]}, phase="lay")
    assert {"type": "trade_give", "card": "trolls-1"} in E.legal_actions(state, 0)
    state = act(state, 0, "trade_give", card="trolls-1")
    assert E.to_act(state) == [0]
    assert offered(state, 0, "play_song") == []
    state = act(state, 0, "trade_give", card="elves-1")
    assert E.to_act(state) == [2]
    assert state.hands[2] == ["elves-1", "gnomes-1", "gnomes-2", "trolls-1"]
    with pytest.raises(NotYourTurnError):
        act(state, 0, "end_laying")
    # the partner may give back the same cards
    state = act(state, 2, "trade_return", card="trolls-1")
    assert E.to_act(state) == [2]
    state = act(state, 2, "trade_return", card="gnomes-1")
    assert E.to_act(state) == [0]
    assert state.hands[0] == ["gnomes-1", "trolls-1", "song-spring"]
    assert state.hands[2] == ["elves-1", "gnomes-2"]
    # a trade replaces the song
    assert offered(state, 0, "play_song") == [] and offered(state, 0, "trade_give") == []
    # teammates never see each other's hands
    assert "gnomes-2" not in strings_in(E.view(state, 0))
    assert "gnomes-2" in E.hidden_from(state, 0)
    give = {"type": "trade_give", "card": "trolls-1"}
    assert E.view_action(give, 0, 2)["card"] == "hidden"
    assert E.view_action(give, 0, 0) == give


def test_no_trade_alone_and_song_excludes_trade() -> None:
    solo = arrange(game(3), {0: ["trolls-1", "elves-1"]}, phase="lay")
    assert offered(solo, 0, "trade_give") == []
    with pytest.raises(IllegalActionError, match="team game"):
        act(solo, 0, "trade_give", card="trolls-1")
    team = arrange(game(6), {0: ["trolls-1", "elves-1", "song-summer-1"]}, phase="lay")
    team = act(team, 0, "play_song", card="song-summer-1")
    assert offered(team, 0, "trade_give") == []


def test_team_shares_a_garden() -> None:
    state = arrange(game(4), {2: ["fauns-1", "fauns-2", "fauns-3", "elves-1"]},
                    current=2, phase="lay")
    state = act(state, 2, "lay_race", cards=["fauns-1", "fauns-2", "fauns-3"])
    assert state.gardens[0] == {"fauns": ["fauns-1", "fauns-2", "fauns-3"]}
    assert E.view(state, 0)["units"] == [[0, 2], [1, 3]]


# --- round and game end ----------------------------------------------------------------


def finish_turn(state: State, seat: int, discard: str) -> State:
    state = act(state, seat, "draw", source="end_discard")
    state = act(state, seat, "end_laying")
    return act(state, seat, "discard", card=discard)


def test_two_players_one_empty_hand_ends_round() -> None:
    state = arrange(game(2), {0: []}, end_discard=["trolls-1"])
    state = finish_turn(state, 0, "trolls-1")
    assert state.round == 2


def test_three_players_need_two_empty_hands() -> None:
    state = arrange(game(3), {0: [], 1: []}, end_discard=["trolls-1"])
    state.hands[1] = ["elves-5"]
    state.pile.remove("elves-5")
    state = finish_turn(state, 0, "trolls-1")
    assert state.round == 1 and state.current == 1
    state = finish_turn(state, 1, "elves-5")
    assert state.round == 1 and state.current == 2  # seat 1 drew trolls-1, kept it
    state = arrange(game(3), {0: [], 1: []}, end_discard=["trolls-1"])
    state = finish_turn(state, 0, "trolls-1")
    assert state.round == 2


def test_five_players_need_two_empty_hands() -> None:
    state = arrange(game(5), {0: [], 1: ["elves-1"]}, end_discard=["trolls-1"])
    state = finish_turn(state, 0, "trolls-1")
    assert state.round == 1
    state = arrange(game(5), {0: [], 1: []}, end_discard=["trolls-1"])
    state = finish_turn(state, 0, "trolls-1")
    assert state.round == 2


@pytest.mark.parametrize("players", [4, 6])
def test_team_games_end_when_a_team_has_no_cards(players: int) -> None:
    teams = players // 2
    # seat 0 empties its hand; its partner still holds a card: no end
    state = arrange(game(players), {0: [], teams: ["elves-1"]}, end_discard=["trolls-1"])
    state = finish_turn(state, 0, "trolls-1")
    assert state.round == 1
    # two players of different teams out: no end either
    state = arrange(game(players), {0: [], 1: [], teams: ["elves-1"]},
                    end_discard=["trolls-1"])
    state = finish_turn(state, 0, "trolls-1")
    assert state.round == 1
    state = arrange(game(players), {0: [], teams: []}, end_discard=["trolls-1"])
    state = finish_turn(state, 0, "trolls-1")
    assert state.round == 2


def test_team_score_is_garden_plus_both_hands_and_given_to_both() -> None:
    state = game(4, max_rounds=1)
    arrange(state, {0: [], 1: ["song-winter"], 2: ["trolls-5", "mimic-1"], 3: []},
            gardens={0: {"trolls": ["trolls-1", "trolls-2", "trolls-3"]},
                     1: {"elves": ["elves-1", "elves-2", "elves-3"]}},
            pile_top=["trolls-4"], pile_exact=True)
    state = act(state, 0, "draw", source="search")
    state = act(state, 0, "keep", card="trolls-4")
    state = act(state, 0, "end_laying")
    state = act(state, 0, "discard", card="trolls-4")
    assert state.last_round == [21 - 7 - 3, 15 - 3]
    outcome = E.outcome(state)
    assert outcome is not None
    assert outcome.scores == (11.0, 12.0, 11.0, 12.0)
    assert outcome.winners == (1, 3) and outcome.ranks == (3, 1, 3, 1)


def test_game_ends_at_100_and_tie_at_top_plays_on() -> None:
    state = arrange(game(2), {0: []}, end_discard=["trolls-1"])
    state.scores = [100, 10]
    state.hands[1] = []
    state = finish_turn(state, 0, "trolls-1")
    assert E.outcome(state) is not None
    assert "100" in state.end_reason
    state = arrange(game(2), {0: [], 1: []}, end_discard=["trolls-1"])
    state.scores = [100, 100]
    state = finish_turn(state, 0, "trolls-1")
    assert E.outcome(state) is None and state.round == 2  # tie at the top: another round
    state = arrange(game(2), {0: [], 1: ["elves-1"]}, end_discard=["trolls-1"])
    state.scores = [100, 104]
    state = finish_turn(state, 0, "trolls-1")  # seat 1 ends on 104 - 5 = 99
    outcome = E.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and outcome.scores == (100.0, 99.0)


def test_max_rounds_safeguard_ends_the_game_with_shared_first_place() -> None:
    state = arrange(game(2, max_rounds=1), {0: [], 1: []}, end_discard=["trolls-1"])
    state = finish_turn(state, 0, "trolls-1")
    outcome = E.outcome(state)
    assert outcome is not None and "maximum" in outcome.reason
    assert outcome.winners == (0, 1) and outcome.ranks == (1, 1)
    assert E.to_act(state) == [] and E.legal_actions(state, 0) == []


def test_lowest_score_starts_next_round_ties_to_previous_starter() -> None:
    state = arrange(game(3), {0: [], 1: []}, end_discard=["trolls-1"])
    state.hands[2] = []
    state.scores = [50, 10, 30]
    state = finish_turn(state, 0, "trolls-1")
    assert state.starter == 1 and state.current == 1
    # tie between seats 0 and 2 while seat 1 started: first tied from seat 1 is seat 2
    state = arrange(state, {0: [], 1: [], 2: []}, end_discard=["trolls-1"], current=1)
    state.scores = [20, 40, 20]
    state = finish_turn(state, 1, "trolls-1")
    assert state.starter == 2
    # a tie including the previous starter: it starts again
    state = arrange(state, {0: [], 1: [], 2: []}, end_discard=["trolls-1"], current=2)
    state.scores = [20, 40, 20]
    state = finish_turn(state, 2, "trolls-1")
    assert state.starter == 2


def test_team_game_next_round_starts_with_the_lowest_team_first_member() -> None:
    state = arrange(game(4), {0: [], 2: []}, end_discard=["trolls-1"])
    state.scores = [30, 5]
    state = finish_turn(state, 0, "trolls-1")
    assert state.starter == 1 and state.current == 1
    assert state.order == [0, 2, 1, 3]


def test_new_round_reshuffles_everything() -> None:
    state = arrange(game(2), {0: []}, gardens={1: {"trolls": ["trolls-1", "trolls-2",
                                                              "trolls-3"]}},
                    end_discard=["trolls-4"])
    state = finish_turn(state, 0, "trolls-4")
    assert state.gardens == [{}, {}]
    assert state.search_discard == [] and state.end_discard == []
    assert [len(h) for h in state.hands] == [10, 10]
    everything = [c for h in state.hands for c in h] + state.pile
    assert sorted(everything) == sorted(deck_ids(1))


# --- views, explanations, serialisation ------------------------------------------------


def test_view_shows_public_and_hides_hidden() -> None:
    state = arrange(game(2), {0: ["trolls-1"], 1: ["elves-1"]}, search_discard=["gnomes-1"],
                    end_discard=["gnomes-2", "gnomes-3"],
                    gardens={1: {"fauns": ["fauns-1", "fauns-2"]}})
    view = E.view(state, 0)
    assert view["hands"] == [{"count": 1, "cards": ["trolls-1"], "known": []},
                             {"count": 1, "known": []}]
    assert view["end_discard"] == ["gnomes-2", "gnomes-3"]
    assert view["gardens"][1] == {"fauns": ["fauns-1", "fauns-2"]}
    assert view["draw_pile"] == {"count": len(state.pile)}
    assert not (E.hidden_from(state, 0) & strings_in(view))
    assert not (E.hidden_from(state, None) & strings_in(E.view(state, None)))
    assert E.hidden_from(state, None) >= {"trolls-1", "elves-1"}


def test_resample_agrees_with_the_view_during_an_opponent_search() -> None:
    state = arrange(game(3), {0: ["trolls-1", "trolls-2"]},
                    gardens={1: {"elves": ["elves-1", "elves-2"]}}, current=1)
    state = act(state, 1, "draw", source="search")
    assert len(state.searched) == 3  # Elves
    view = E.view(state, 0)
    sample = E.resample(view, 0, random.Random(4))
    assert E.view(sample, 0) == view
    assert len(sample.searched) == 3
    own = E.view(state, 1)
    sample = E.resample(own, 1, random.Random(4))
    assert sample.searched == state.searched
    assert E.legal_actions(sample, 1) == E.legal_actions(state, 1)


@pytest.mark.parametrize("decks", [0, 3, "two"])
def test_resample_refuses_a_view_with_an_unknown_deck_count(decks: object) -> None:
    """Only one- and two-deck games exist; a view claiming another count is no view of
    ours (not a deal from a deck that was never printed)."""
    view = dict(E.view(game(2), 0))
    view["decks"] = decks
    with pytest.raises(InvalidViewError, match="seat 0"):
        E.resample(view, 0, random.Random(1))


def test_explain_illegal_never_crashes_and_is_specific() -> None:
    state = arrange(game(2), {0: ["trolls-1", "trolls-2", "trolls-3", "elves-1"]},
                    gardens={1: {"elves": ["elves-3", "elves-4", "elves-5"]}}, phase="lay")
    garbage: list[object] = [None, 1, "x", [], {"a": {}}, True, 2.5, -1]
    for kind, schema in E.action_kinds.items():
        fields = [f for f in schema["properties"] if f != "type"]
        for value in garbage:
            action = {"type": kind, **{f: value for f in fields}}
            text = E.explain_illegal(state, 0, action)
            assert isinstance(text, str) and text
    assert "not in your hand" in E.explain_illegal(
        state, 0, {"type": "expand", "card": "elves-2", "race": "elves"})
    assert "phase 2" in E.explain_illegal(state, 0, {"type": "draw", "source": "search"})
    assert "exactly 3" in E.explain_illegal(
        state, 0, {"type": "lay_race", "cards": ["trolls-1", "trolls-2"]})
    assert "not an Encantados card" in E.explain_illegal(
        state, 0, {"type": "expand", "card": "hotel-1", "race": "elves"})
    assert "phase 3" in E.explain_illegal(state, 0, {"type": "discard", "card": "hotel-1"})
    with pytest.raises(IllegalActionError, match="interchangeable"):
        act(state, 0, "lay_race", cards=["trolls-2", "trolls-3", "trolls-1"])


def test_a_state_edited_in_place_answers_afresh() -> None:
    """Issue 16: legal actions are never remembered on the state, so none goes stale."""
    state = arrange(game(2), {0: ["trolls-1", "elves-1", "gnomes-1"]}, phase="discard")
    assert len(offered(state, 0, "discard")) == 3
    state.hands[0].remove("elves-1")
    assert [a["card"] for a in offered(state, 0, "discard")] == ["gnomes-1", "trolls-1"]
    with pytest.raises(IllegalActionError, match="not in your hand"):
        act(state, 0, "discard", card="elves-1")


def test_reasons_quote_the_rules_legal_actions_apply() -> None:
    """explain decides nothing: the reasons it gives are the texts of turn's own gates."""
    from engines.encantados import turn

    def reason(state: State, seat: int, **action: object) -> str:
        return E.explain_illegal(state, seat, action).split("; now ")[0]

    last = arrange(game(4), {0: ["song-spring"]}, phase="lay")
    assert reason(last, 0, type="play_song", card="song-spring") == turn.LAST_CARD
    assert reason(last, 0, type="trade_give", card="song-spring") == turn.LAST_CARD
    used = arrange(game(4), {0: ["song-spring", "trolls-1"]}, phase="lay")
    used.song_or_trade = True
    assert reason(used, 0, type="play_song", card="song-spring") == turn.SONG_OR_TRADE_USED
    solo = arrange(game(3), {0: ["song-spring", "trolls-1"]}, phase="lay")
    assert reason(solo, 0, type="trade_give", card="trolls-1") == turn.SOLO_GAME
    raced = arrange(game(2), {0: ["elves-1", "elves-2", "elves-3", "trolls-1"]}, phase="lay")
    raced.new_race = True
    assert reason(raced, 0, type="lay_race", cards=["elves-1", "elves-2", "elves-3"]) == (
        turn.NEW_RACE_USED)
    search = act(arrange(game(2), {0: ["trolls-1"]}), 0, "draw", source="search")
    assert reason(search, 0, type="keep_all") == turn.NO_GNOMES


def test_dump_load_round_trip_and_clone_independence() -> None:
    state = game(4, seed=9)
    text = json.dumps(E.dump(state), sort_keys=True)
    assert json.dumps(E.dump(E.load(json.loads(text))), sort_keys=True) == text
    copy = E.clone(state)
    copy.hands[0].pop()
    copy.own_gardens()[0]["trolls"] = ["trolls-1"]  # gardens are copied on write
    assert json.dumps(E.dump(state), sort_keys=True) == text
    after = E.apply(state, 0, {"type": "draw", "source": "search"})
    assert after.gardens is state.gardens  # shared until one of them changes a garden


def test_views_validate_against_the_view_schema_along_random_games() -> None:
    """The schema is strict (no unknown fields, enums, minimums): real views fit it."""
    import jsonschema

    validator = jsonschema.Draft202012Validator(dict(E.view_schema))
    kinds: set[str] = set()
    for players in E.player_counts:
        rng = random.Random(players)
        state = game(players, seed=players)
        for _ in range(300):
            if E.outcome(state) is not None:
                break
            for viewer in (None, E.to_act(state)[0]):
                view = E.view(state, viewer)
                errors = list(validator.iter_errors(view))
                assert not errors, errors[0].message
                kinds.update(p["decision"] for p in view["pending"])
            seat = E.to_act(state)[0]
            E.advance(state, seat, rng.choice(E.legal_actions(state, seat)))
    assert {"keep", "trade_give", "trade_return"} <= kinds


def test_schemas_have_examples_and_fixed_fields() -> None:
    for kind, schema in E.action_kinds.items():
        assert schema["additionalProperties"] is False
        assert schema["example"]["type"] == kind
        E.check_shape(schema["example"])
        assert f'{{"type": "{kind}"' in (engine_module.__doc__ or "")
    assert E.view_schema["type"] == "object"
    view = E.view(game(2), 0)
    assert set(E.view_schema["required"]) == set(view)
    assert len(E.rules_notes) >= 10


def test_fields_of_the_wrong_json_type_are_malformed() -> None:
    from engines import InvalidActionError

    state = arrange(game(3), {0: ["song-spring", "trolls-1"]}, phase="lay")
    state = act(state, 0, "play_song", card="song-spring")
    for seat in (True, 1.0, "1", None):
        with pytest.raises(InvalidActionError, match="seat"):
            E.apply(state, 0, {"type": "choose_player", "seat": seat})
    with pytest.raises(InvalidActionError, match="lacks field"):
        E.apply(state, 0, {"type": "choose_player"})
    with pytest.raises(InvalidActionError, match="unknown field"):
        E.apply(state, 0, {"type": "choose_player", "seat": 1, "extra": 0})
    with pytest.raises(InvalidActionError, match=r'field "cards"\[1\] must be string'):
        E.check_shape({"type": "lay_race", "cards": ["trolls-1", 3]})
    assert act(state, 0, "choose_player", seat=1).pending == [("keep", 1, 0)]
