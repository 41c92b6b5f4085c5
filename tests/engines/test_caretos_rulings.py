"""Caretos: the later rulings (RULINGS.md "Later rulings"), one test each or more.

1. Campfires may be spent at any decision of the active player's turn (before the Night
   Card, before its symbols resolve, during and between activations), once per turn.
2. A Monster that scared a group gets no Campfire extra move afterwards.
3. Start symbols are chosen before Villagers are placed and any card is dealt.
"""

from __future__ import annotations

from engines.caretos.state import CAULDRON, LIMBO, MONSTER_INDEX, State
from tests.engines.test_caretos_board import E, act, legal, scenario
from tests.engines.test_caretos_rules import with_hand

SPENDING = {"buy", "extra_move", "release"}


def kinds(s: State, seat: int = 0) -> set[str]:
    return {a["type"] for a in legal(s, seat)}


def top(s: State) -> str:
    return s.stack[-1].kind


# --- 1. Campfires at any decision of the turn ---------------------------------------------


def test_campfires_may_be_spent_before_the_night_card_and_only_once() -> None:
    s = scenario({"witch": (0, 30)}, {13: "rr", 33: "y"}, campfires=[1, 0, 0])
    s = with_hand(s, "night-3", "night-4", "night-6")
    assert top(s) == "play_card"
    assert kinds(s) == {"play", "buy"}  # nothing activated yet: no extra move
    card = s.bonus_up[0]
    s = act(s, 0, "buy", card=card)
    assert s.camp[0] == 0 and s.spent and card in s.bonus_held[0]
    assert kinds(s) == {"play"}
    s = act(s, 0, "play", card="night-3")
    s.camp[0] = 5  # even with Campfires left, the turn's spending is used
    assert kinds(s) & SPENDING == set()


def test_campfires_may_be_spent_before_gather_villagers_resolves() -> None:
    s = scenario({"witch": (0, 30)}, {13: "w", 7: "b", 19: "rr"}, campfires=[1, 0, 0])
    s = with_hand(s, "night-2", "night-3", "night-4")  # night-2: Gather Villagers
    s = act(s, 0, "play", card="night-2")
    assert top(s) == "gather" and kinds(s) == {"gather", "buy"}
    s = act(s, 0, "buy", card=s.bonus_up[1])
    assert top(s) == "gather" and kinds(s) == {"gather"}


def test_campfires_may_be_spent_before_move_caretos_resolves() -> None:
    s = scenario({"witch": (0, 30)}, {2: "r", 33: "y"}, caretos=(1, 35), campfires=[3, 0, 0])
    s.mloc[MONSTER_INDEX["trevor"]] = CAULDRON
    s.owner[MONSTER_INDEX["trevor"]] = 0
    s = with_hand(s, "night-43", "night-3", "night-4")  # Move Caretos 3
    s = act(s, 0, "play", card="night-43")
    assert top(s) == "choose_careto"
    assert {"type": "release", "monster": "trevor", "pay": "campfires"} in legal(s)
    s = act(s, 0, "release", monster="trevor", pay="campfires")
    assert top(s) == "return" and s.mloc[MONSTER_INDEX["trevor"]] == LIMBO
    s = act(s, 0, "place", at=9)
    assert top(s) == "choose_careto" and s.camp[0] == 0  # the Careto still moves


def test_an_extra_move_bought_while_moving_adds_a_move_to_that_move() -> None:
    s = scenario({"witch": (0, 13)}, {33: "y"}, campfires=[1, 0, 0])
    s = act(s, 0, "activate", monster="witch", pay="free")  # comet: up to 4 moves
    assert top(s) == "move" and s.stack[-1].steps == 4
    depth = len(s.stack)
    assert "extra_move" in kinds(s)
    s = act(s, 0, "extra_move")
    assert len(s.stack) == depth and s.stack[-1].steps == 5 and s.camp[0] == 0
    assert "extra_move" not in kinds(s)


def test_campfires_are_not_spent_at_another_seats_decision() -> None:
    s = scenario({"witch": (0, 2), "trevor": (1, 31)}, {33: "y"}, caretos=(1, 35),
                 campfires=[0, 3, 0])
    s.mloc[MONSTER_INDEX["trevor"]] = CAULDRON
    s = with_hand(s, "night-29", "night-3", "night-4")  # Move Caretos 1
    s = act(s, 0, "play", card="night-29")
    s = act(s, 0, "choose_careto", careto="careto-1")
    s = act(s, 0, "step", to=2)  # the Witch goes in, Trevor comes out: seat 1 places it
    assert E.to_act(s) == [1] and kinds(s, 1) == {"place"}


def test_campfires_are_not_spent_during_set_up() -> None:
    s = E.new_game(3, {"experienced": True}, 4)
    s.camp = [3, 3, 3]
    while not s.dealt or top(s) == "keep_final":
        seat = E.to_act(s)[0]
        assert kinds(s, seat) & SPENDING == set()
        s = E.apply(s, seat, legal(s, seat)[0])


# --- 2. No extra move after a scare ---------------------------------------------------------


def test_no_extra_move_for_a_monster_that_scared_a_group() -> None:
    s = scenario({"witch": (0, 12)}, {13: "rw", 33: "y"}, campfires=[1, 0, 0])
    s = act(s, 0, "activate", monster="witch", pay="free")
    s = act(s, 0, "step", to=13)
    assert top(s) == "flee" and s.camp[0] == 2
    assert "extra_move" not in kinds(s) and "buy" in kinds(s)
    s = act(s, 0, "flee", to=7, colour="red")
    s = act(s, 0, "flee", to=14, colour="white")
    assert top(s) == "main" and s.scared
    assert "extra_move" not in kinds(s) and "buy" in kinds(s)


def test_a_monster_that_only_captured_may_still_take_an_extra_move() -> None:
    s = scenario({"witch": (0, 12)}, {13: "r", 33: "y"}, campfires=[1, 0, 0])
    s = act(s, 0, "activate", monster="witch", pay="free")
    s = act(s, 0, "step", to=13)
    s = act(s, 0, "stop")
    assert top(s) == "main" and s.captured[0] == "r"
    assert "extra_move" in kinds(s)


def test_no_extra_move_after_a_scare_from_afar_or_a_witch_placement() -> None:
    s = scenario({"shepherdess-of-wolves": (0, 0)}, {32: "rrw", 14: "g"}, night="storm",
                 campfires=[1, 0, 0])
    s = act(s, 0, "activate", monster="shepherdess-of-wolves", pay="free")
    s = act(s, 0, "scare", at=32)
    while top(s) == "flee":
        s = E.apply(s, 0, next(a for a in legal(s) if a["type"] == "flee"))
    assert top(s) == "main" and "extra_move" not in kinds(s)
    s = scenario({"witch": (0, 0)}, {20: "gy", 14: "g"}, night="moon", campfires=[1, 0, 0])
    s = act(s, 0, "activate", monster="witch", pay="free")
    s = act(s, 0, "place", at=20)
    while top(s) == "flee":
        s = E.apply(s, 0, next(a for a in legal(s) if a["type"] == "flee"))
    assert top(s) == "main" and "extra_move" not in kinds(s)


def test_maria_gancha_keeps_her_own_move_after_a_scare_but_no_campfire_one() -> None:
    s = scenario({"maria-gancha": (0, 12)}, {13: "rw", 20: "gy", 35: "b"}, night="storm",
                 campfires=[1, 0, 0])
    s = act(s, 0, "activate", monster="maria-gancha", pay="free")
    s = act(s, 0, "step", to=13)
    s = act(s, 0, "flee", to=7, colour="red")
    s = act(s, 0, "flee", to=14, colour="white")
    assert top(s) == "move" and s.stack[-1].steps == 1  # her ability's move
    assert "extra_move" not in kinds(s)


# --- 3. Start symbols before anything is dealt -------------------------------------------------


def test_start_symbols_are_chosen_before_villagers_and_cards() -> None:
    s = E.new_game(4, None, 12)
    for seat in range(4):
        view = E.view(s, seat)
        assert view["villagers"] == [] and not view["dealt"]
        assert view["seats"][seat]["hand"] == {"count": 0, "cards": []}
        assert view["seats"][seat]["final"] == {"count": 0, "cards": []}
        assert view["night_deck"]["count"] == 0 and view["bonus_face_up"] == []
        assert E.hidden_from(s, seat) == set()
        s = E.apply(s, seat, legal(s, seat)[-1])
    assert s.dealt and all(len(h) == 3 for h in s.hands) and len(s.bonus_up) == 3
    assert sum(len(v) for v in s.vill) == 35
    # the deal comes from the seed alone: the same whatever symbols were taken
    other = E.new_game(4, None, 12)
    for seat in range(4):
        other = E.apply(other, seat, legal(other, seat)[0])
    assert other.hands == s.hands and other.vill == s.vill and other.finals == s.finals
