"""Caretos: the rulebook's worked examples, Caretos, the Cauldron, runes, Campfires, Bonus
Cards, scoring, the end of the game, hidden information and explanations."""

from __future__ import annotations

import json
import random

import pytest

from engines import IllegalActionError, InvalidActionError
from engines.caretos.cards import BONUS
from engines.caretos.decisions import MainChoice, Move, PlayCard
from engines.caretos.scoring import final_vp, ranking
from engines.caretos.state import CAULDRON, LIMBO, MONSTER_INDEX, State
from engines.views import strings_in
from tests.engines.test_caretos_board import E, act, legal, scenario, steps


def top(s: State) -> str:
    return s.stack[-1].kind


def with_hand(s: State, *cards: str) -> State:
    s.hands[0] = list(cards)
    s.stack = [PlayCard(0)]
    s.night, s.played = -1, ""
    return s


# --- worked examples ---------------------------------------------------------------------------


def test_rulebook_scare_and_flee_example() -> None:
    """Comet: Maria Gancha (6 moves) enters 3 Villagers; green, red (captured by a Monster),
    white (joins a lone blue: a new group gets a Campfire)."""
    s = scenario({"maria-gancha": (0, 12), "trevor": (1, 14)}, {13: "grw", 19: "b", 33: "y"})
    s = act(s, 0, "activate", monster="maria-gancha", pay="free")
    s = act(s, 0, "step", to=13)
    assert s.camp[0] == 1 and not s.fire[13]  # the scarer takes the Campfire
    assert top(s) == "flee"  # the Monster stopped: its 5 other moves are lost
    first = {(a["to"], a["colour"]) for a in legal(s) if a["type"] == "flee"}
    assert (7, "green") in first and (14, "red") in first and (12, "white") in first
    s = act(s, 0, "flee", to=7, colour="green")
    assert {a["to"] for a in legal(s) if a["type"] == "flee"} == {14}  # next clockwise
    s = act(s, 0, "flee", to=14, colour="red")
    assert s.captured[1] == "r"  # Trevor's owner captures it
    supply = s.supply
    s = act(s, 0, "flee", to=19, colour="white")
    assert s.vill[19] == "bw" and s.fire[19] and s.supply == supply - 1
    assert s.vill[7] == "g" and top(s) == "main"
    assert s.mloc[MONSTER_INDEX["maria-gancha"]] == 13


def test_rulebook_gather_villagers_example() -> None:
    """A lone white, a lone blue at the Dolmen, a group at the Granary: three choices."""
    s = scenario({"witch": (0, 30)}, {13: "w", 7: "b", 19: "rr"})
    s = with_hand(s, "night-2", "night-3", "night-4")  # night-2 carries Gather Villagers
    s = act(s, 0, "play", card="night-2")
    options = {(a["from"], a["to"]) for a in legal(s)}
    assert {(13, 19), (13, 7), (7, 13)} <= options
    s = act(s, 0, "gather", **{"from": 13, "to": 7})
    assert s.vill[7] == "bw" and s.fire[7] and s.vill[13] == ""
    assert top(s) == "main"  # no lone Villager left: gathering is over


def test_gathering_is_blocked_by_monsters_and_caretos() -> None:
    s = scenario({"witch": (0, 14)}, {15: "w", 22: "rr"}, caretos=(9, 16))
    s = with_hand(s, "night-2", "night-3", "night-4")
    s = act(s, 0, "play", card="night-2")
    assert {(a["from"], a["to"]) for a in legal(s)} == {(15, 22)}  # via 21 only


# --- Caretos -----------------------------------------------------------------------------------


def test_careto_captures_lone_villagers_and_must_go_on() -> None:
    s = scenario({"witch": (0, 30)}, {2: "r", 3: "b", 33: "y"}, caretos=(1, 35))
    s = with_hand(s, "night-43", "night-3", "night-4")  # Move Caretos 3
    s = act(s, 0, "play", card="night-43")
    s = act(s, 0, "choose_careto", careto="careto-1")
    s = steps(s, 2, 3)
    assert s.boxed_villagers == 34 and s.villagers_left == 1
    assert {"type": "stop"} not in legal(s)
    s = act(s, 0, "step", to=4)
    assert s.careto[0] == 4 and top(s) == "main"


def test_careto_scatters_a_group_and_its_campfire_returns() -> None:
    s = scenario({"witch": (0, 30)}, {2: "rb", 33: "y"}, caretos=(1, 35))
    s = with_hand(s, "night-43", "night-3", "night-4")
    s = act(s, 0, "play", card="night-43")
    s = act(s, 0, "choose_careto", careto="careto-1")
    supply = s.supply
    s = act(s, 0, "step", to=2)
    assert s.supply == supply + 1 and s.camp[0] == 0 and top(s) == "flee"
    s = act(s, 0, "flee", to=3, colour="red")
    s = act(s, 0, "flee", to=8, colour="blue")
    assert top(s) == "main" and s.careto[0] == 2  # its last 2 moves are lost


def test_careto_sends_a_monster_to_the_cauldron_and_pushes_the_previous_one_out() -> None:
    s = scenario({"witch": (0, 2), "trevor": (1, 31)}, {33: "y"}, caretos=(1, 35))
    s.mloc[MONSTER_INDEX["trevor"]] = CAULDRON
    s = with_hand(s, "night-29", "night-3", "night-4")  # Move Caretos 1
    s = act(s, 0, "play", card="night-29")
    s = act(s, 0, "choose_careto", careto="careto-1")
    s = act(s, 0, "step", to=2)
    assert s.mloc[MONSTER_INDEX["witch"]] == CAULDRON
    assert s.mloc[MONSTER_INDEX["trevor"]] == LIMBO and E.to_act(s) == [1]
    # Trevor's kinds first: dolmen, forest, chapel, village (unoccupied ones)
    assert {a["at"] for a in legal(s, 1)} == {0, 7, 9, 12, 16, 23, 24, 26, 28, 32}
    s = act(s, 1, "place", at=24)
    assert s.mloc[MONSTER_INDEX["trevor"]] == 24 and E.to_act(s) == [0]
    # a Monster in the Cauldron cannot be activated
    assert all(a.get("monster") != "witch" for a in legal(s) if a["type"] == "activate")


def test_return_falls_back_to_start_symbols_then_anywhere() -> None:
    from engines.caretos.cauldron import return_locations

    s = scenario({"maria-gancha": (0, 30)}, {14: "rr", 22: "b"})
    m = MONSTER_INDEX["maria-gancha"]
    assert return_locations(s, m) == sorted(s.board.start_locations)
    s.vill[:] = ["g"] * s.board.size
    s.vill[3] = ""
    assert return_locations(s, m) == [3]


# --- the Cauldron's ways out and runes -------------------------------------------------------


def test_matching_runes_release_from_the_cauldron_and_box_the_discards() -> None:
    s = scenario({"witch": (0, 2), "trevor": (0, 31)}, {33: "y"})
    s.mloc[MONSTER_INDEX["trevor"]] = CAULDRON
    s = with_hand(s, "night-5", "night-3", "night-4")  # night-1 and night-5: spiral runes
    s = act(s, 0, "play", card="night-5")
    assert s.rune_match
    assert {"type": "release", "monster": "trevor", "pay": "rune"} in legal(s)
    s = act(s, 0, "release", monster="trevor", pay="rune")
    s = act(s, 0, "place", at=9)
    assert s.mloc[MONSTER_INDEX["trevor"]] == 9 and not s.rune_bonus
    s = act(s, 0, "end_turn")
    assert s.discards[0] == [] and {"night-1", "night-5"} <= set(s.boxed_night)


def test_three_campfires_release_from_the_cauldron() -> None:
    s = scenario({"witch": (0, 2), "trevor": (0, 31)}, {33: "y"}, campfires=[3, 0, 0])
    s.mloc[MONSTER_INDEX["trevor"]] = CAULDRON
    s = act(s, 0, "release", monster="trevor", pay="campfires")
    s = act(s, 0, "place", at=9)
    assert s.camp[0] == 0 and s.spent
    assert all(a["type"] in ("activate", "end_turn") for a in legal(s))


def test_matching_runes_allow_a_double_activation_otherwise_campfires() -> None:
    s = scenario({"witch": (0, 2), "trevor": (0, 31)}, {33: "y"})
    s = with_hand(s, "night-5", "night-3", "night-4")
    s = act(s, 0, "play", card="night-5")
    s = act(s, 0, "activate", monster="witch", pay="free")  # storm: moves, then a Careto
    s = act(s, 0, "stop")
    s = act(s, 0, "choose_careto", careto="careto-2")
    s = steps(s, 34, 28)
    assert {"type": "activate", "monster": "trevor", "pay": "rune"} in legal(s)
    assert all(a.get("monster") != "witch" for a in legal(s))  # never twice
    # without a match (night-3 has the tree rune over spiral) no free second activation
    s = scenario({"witch": (0, 2), "trevor": (0, 31)}, {33: "y"}, campfires=[3, 0, 0])
    s = with_hand(s, "night-3", "night-6", "night-4")
    s = act(s, 0, "play", card="night-3")
    assert not s.rune_match
    s = act(s, 0, "activate", monster="witch", pay="free")
    s = act(s, 0, "place", at=3)
    assert [a["pay"] for a in legal(s) if a["type"] == "activate"] == ["campfires"]
    s = act(s, 0, "activate", monster="trevor", pay="campfires")
    assert s.camp[0] == 0 and s.used == 2


# --- Campfires and Bonus Cards ---------------------------------------------------------------


def test_campfires_are_spent_once_per_turn() -> None:
    s = scenario({"witch": (0, 13)}, {33: "y"}, campfires=[2, 0, 0])
    s = act(s, 0, "activate", monster="witch", pay="free")
    s = act(s, 0, "stop")
    assert {"type": "extra_move"} in legal(s)
    s = act(s, 0, "extra_move")
    assert s.camp[0] == 1 and s.stack[-1].steps == 1
    s = act(s, 0, "step", to=14)
    assert top(s) == "main"
    assert [a["type"] for a in legal(s)] == ["end_turn"]  # no second spending


def test_bonus_card_bought_completes_on_a_later_turn_not_the_same_one() -> None:
    s = scenario({"witch": (0, 12)}, {13: "rr", 20: "rr", 33: "y"}, campfires=[1, 0, 0])
    s.bonus_up[0] = "bonus-7"  # scare a group with 2 red Villagers
    s = act(s, 0, "buy", card="bonus-7")
    assert s.bonus_held[0] == ["bonus-7"] and len(s.bonus_up) == 3
    s = act(s, 0, "activate", monster="witch", pay="free")
    s = act(s, 0, "step", to=13)
    assert s.bonus_held[0] == ["bonus-7"] and s.bonus_done[0] == []
    s.bought = []  # a later turn
    s.stack.pop()
    s.stack.extend([MainChoice(0), Move(0, "monster", MONSTER_INDEX["witch"], 2)])
    s.vill[13] = ""
    s = steps(s, 14, 20)
    assert s.bonus_done[0] == ["bonus-7"] and s.bonus_held[0] == []


@pytest.mark.parametrize(
    ("card", "group_at", "extra", "completes"),
    [
        ("bonus-1", 20, {}, True),  # adjacent to the Careto on 21
        ("bonus-1", 32, {}, False),
        ("bonus-3", 20, {"trevor": (1, 25)}, True),  # adjacent to another Monster
        ("bonus-3", 32, {}, False),
        ("bonus-10", 12, {}, True),  # at a Village
        ("bonus-10", 20, {}, False),
        ("bonus-15", 13, {}, True),  # adjacent to a Village (12)
        ("bonus-15", 20, {}, False),
    ],
)
def test_bonus_goals(
    card: str, group_at: int, extra: dict[str, tuple[int, int]], completes: bool
) -> None:
    monsters = {"shepherdess-of-wolves": (0, 5), **extra}
    s = scenario(monsters, {group_at: "bg", 33: "y"}, caretos=(21, 1), night="storm")
    s.bonus_held[0] = [card]
    s = act(s, 0, "activate", monster="shepherdess-of-wolves", pay="free")
    s = act(s, 0, "scare", at=group_at)
    assert (s.bonus_done[0] == [card]) is completes


def test_caretos_and_captures_do_not_complete_bonus_goals() -> None:
    s = scenario({"witch": (0, 30)}, {2: "rr", 3: "r", 33: "y"}, caretos=(1, 35))
    s.bonus_held[0] = ["bonus-7"]
    s = with_hand(s, "night-43", "night-3", "night-4")
    s = act(s, 0, "play", card="night-43")
    s = act(s, 0, "choose_careto", careto="careto-1")
    s = act(s, 0, "step", to=2)
    assert s.bonus_done[0] == []
    s = scenario({"witch": (0, 2)}, {3: "r", 33: "y"})
    s.bonus_held[0] = ["bonus-7"]
    s = act(s, 0, "activate", monster="witch", pay="free")
    s = act(s, 0, "step", to=3)
    assert s.captured[0] == "r" and s.bonus_done[0] == []


def test_no_more_than_three_unfulfilled_bonus_cards() -> None:
    s = scenario({"witch": (0, 2)}, {33: "y"}, campfires=[1, 0, 0])
    s.bonus_held[0] = ["bonus-1", "bonus-2", "bonus-3"]
    assert all(a["type"] != "buy" for a in legal(s))


# --- scoring and the end ------------------------------------------------------------------------


def test_final_bonus_cards() -> None:
    captured = "bbbbb" + "ggggg" + "rrr" + "ww" + "y"  # sorted letters
    assert final_vp("final-1", captured) == 5 * 1  # one rainbow set
    assert final_vp("final-2", captured) == 9 * 2  # blue and green fours
    assert final_vp("final-3", captured) == 5 * 3  # b, g, r threes
    assert final_vp("final-4", captured) == 3 * (2 + 2 + 1 + 1)
    assert final_vp("final-5", captured) == 2 * 5  # blue
    assert final_vp("final-9", captured) == 2 * 1  # yellow


def test_scores_and_tie_breaks() -> None:
    s = scenario({"witch": (0, 2)}, {33: "y"}, players=3)
    s.captured = ["rr", "bg", "ww"]
    s.bonus_done = [["bonus-10"], [], []]  # 1 VP
    s.finals = [["final-9"], ["final-5"], ["final-7"]]  # yellow / blue / red: 0, 2, 0
    s.camp = [0, 0, 1]
    details, ranks, winners = ranking(s)
    assert [d["total"] for d in details] == [3, 4, 2]
    assert winners == (1,) and ranks == (2, 1, 3)
    s.finals = [["final-9"], ["final-9"], ["final-9"]]
    s.bonus_done = [[], [], ["bonus-10"]]
    s.camp = [1, 1, 0]
    details, ranks, winners = ranking(s)  # 2, 2, 3 VP
    assert winners == (2,)
    s.bonus_done = [[], [], []]  # all 2 VP: campfires decide, then villagers: shared
    details, ranks, winners = ranking(s)
    assert winners == (0, 1) and ranks == (1, 1, 3)
    assert BONUS["bonus-10"].vp == 1


def test_game_ends_when_the_last_villager_is_captured() -> None:
    s = scenario({"witch": (0, 2), "trevor": (1, 20)}, {3: "r"})
    s = act(s, 0, "activate", monster="witch", pay="free")
    s = act(s, 0, "step", to=3)
    outcome = E.outcome(s)
    assert outcome is not None and "last Villager" in outcome.reason
    assert E.to_act(s) == [] and outcome.winners == (0,)


def test_last_night_card_gives_everyone_one_more_turn() -> None:
    s = scenario({"witch": (0, 2), "trevor": (1, 20), "bogeymen": (2, 30)}, {33: "y"})
    s.deck = ["night-30"]
    s = act(s, 0, "end_turn")
    assert s.deck == [] and s.final_turns == 3 and "night-30" in s.hands[0]
    for seat in (1, 2, 0):
        assert E.outcome(s) is None and E.to_act(s) == [seat]
        s = act(s, seat, "play", card=s.hands[seat][0])
        while top(s) != "main":
            s = E.apply(s, seat, legal(s, seat)[-1])
        s = act(s, seat, "end_turn")
    outcome = E.outcome(s)
    assert outcome is not None and "last Night Card" in outcome.reason


# --- hidden information, views, explanations ---------------------------------------------------


def test_views_hide_hands_decks_and_final_cards() -> None:
    s = E.new_game(4, None, 11)
    for viewer in (None, 0, 1, 2, 3):
        seen = strings_in(E.view(s, viewer))
        assert not (E.hidden_from(s, viewer) & seen)
    own = E.view(s, 2)
    assert own["seats"][2]["hand"]["cards"] == s.hands[2]
    assert "cards" not in own["seats"][1]["hand"]
    assert own["seats"][2]["final"]["cards"] == s.finals[2]
    assert set(s.deck).isdisjoint(strings_in(own))


def test_resample_keeps_the_view_and_the_legal_actions() -> None:
    rng = random.Random(3)
    s = E.new_game(3, {"experienced": True}, 21)
    for _ in range(60):
        seat = E.to_act(s)[0]
        s = E.apply(s, seat, rng.choice(legal(s, seat)))
    for seat in range(3):
        view = E.view(s, seat)
        sample = E.resample(view, seat, random.Random(seat))
        assert E.view(sample, seat) == view
        assert legal(sample, seat) == legal(s, seat)
        assert sorted(sample.hands[seat]) == sorted(s.hands[seat])


def test_illegal_actions_are_explained_specifically() -> None:
    s = E.new_game(2, None, 4)
    for seat in (0, 1):
        s = E.apply(s, seat, legal(s, seat)[0])
    with pytest.raises(IllegalActionError, match="not in your hand"):
        act(s, 0, "play", card="night-999")
    with pytest.raises(IllegalActionError, match="'step' is not possible now"):
        act(s, 0, "step", to=3)
    with pytest.raises(InvalidActionError):
        E.apply(s, 0, {"type": "teleport"})
    for junk in ({"type": "play"}, {"type": "play", "card": [1]}, {"type": "flee", "to": None}):
        assert E.explain_illegal(s, 0, junk)
    json.dumps(E.describe())
