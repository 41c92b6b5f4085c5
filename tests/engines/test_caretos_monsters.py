"""Caretos: one test per Monster ability (8 Monsters x 3 nights), on the 3-4 player side.

Board reference (id kind): 0 forest, 2 village, 4 granary, 5 waterfall, 7 dolmen, 9 chapel,
12 village, 14 well, 16 forest, 19 granary, 22 well, 23 village, 24 chapel, 26 forest,
28 dolmen, 30 waterfall, 32 village, 33 granary, 35 chapel; the rest plain.
"""

from __future__ import annotations

from engines.caretos.state import CAULDRON, LIMBO, MONSTER_INDEX, State
from tests.engines.test_caretos_board import E, act, legal, scenario, steps


def targets(s: State, seat: int = 0) -> set[int]:
    return {a["to"] for a in legal(s, seat) if a["type"] == "step"}


def top(s: State) -> str:
    return s.stack[-1].kind


def flee_first(s: State) -> State:
    while not s.over and top(s) == "flee":
        s = E.apply(s, 0, legal(s)[0])
    return s


def loc(s: State, name: str) -> int:
    return s.mloc[MONSTER_INDEX[name]]


# --- Werewolf ------------------------------------------------------------------------------


def test_werewolf_comet_moves_then_one_careto_step() -> None:
    s = scenario({"werewolf": (0, 13)}, {33: "g"}, caretos=(1, 35))
    s = act(s, 0, "activate", monster="werewolf", pay="free")
    s = steps(s, 14, 15)
    s = act(s, 0, "stop")
    assert top(s) == "choose_careto"
    s = act(s, 0, "choose_careto", careto="careto-1")
    assert {"type": "stop"} not in legal(s)  # Careto moves are exact
    s = act(s, 0, "step", to=2)
    assert s.careto[0] == 2 and loc(s, "werewolf") == 15 and top(s) == "main"


def test_werewolf_storm_jumps_between_villages() -> None:
    s = scenario({"werewolf": (0, 2)}, {33: "g"}, night="storm")
    s = act(s, 0, "activate", monster="werewolf", pay="free")
    assert {12, 23, 32} <= targets(s) and 24 not in targets(s)
    s = steps(s, 32, 23)
    assert loc(s, "werewolf") == 23 and s.stack[-1].steps == 4


def test_werewolf_moon_swaps_with_a_careto_then_moves() -> None:
    s = scenario({"werewolf": (0, 13), "witch": (0, 20)}, {2: "r", 33: "g"}, (1, 35), "moon")
    s = act(s, 0, "activate", monster="werewolf", pay="free")
    withs = {a["with"] for a in legal(s)}
    assert withs == {"none", "witch", "careto-1", "careto-2"}
    s = act(s, 0, "swap", **{"with": "careto-1"})
    assert loc(s, "werewolf") == 1 and s.careto[0] == 13
    s = act(s, 0, "step", to=2)
    assert s.captured[0] == "r" and s.vill[2] == ""


# --- Enchanted Moira ----------------------------------------------------------------------


def test_moira_comet_moves_a_whole_group_or_one_villager() -> None:
    s = scenario({"enchanted-moira": (0, 30)}, {13: "bgr", 19: "w"})
    s = act(s, 0, "activate", monster="enchanted-moira", pay="free")
    s = act(s, 0, "pick_villager", at=13, colour="all")
    dests = {a["at"] for a in legal(s)}
    assert 20 in dests and 19 not in dests and 30 not in dests
    supply = s.supply
    s = act(s, 0, "place", at=20)
    assert s.vill[13] == "" and not s.fire[13]
    assert s.vill[20] == "bgr" and s.fire[20] and s.supply == supply

    s = scenario({"enchanted-moira": (0, 30)}, {13: "br", 33: "w"})
    s = act(s, 0, "activate", monster="enchanted-moira", pay="free")
    s = act(s, 0, "pick_villager", at=13, colour="blue")
    supply = s.supply
    s = act(s, 0, "place", at=8)
    assert s.vill[13] == "r" and not s.fire[13] and s.supply == supply + 1
    assert s.vill[8] == "b" and top(s) == "main"


def test_moira_storm_moves_then_three_careto_steps() -> None:
    s = scenario({"enchanted-moira": (0, 13)}, {33: "g"}, night="storm")
    s = act(s, 0, "activate", monster="enchanted-moira", pay="free")
    s = steps(s, 14, 15)
    s = act(s, 0, "choose_careto", careto="careto-2")
    s = steps(s, 34)
    assert {"type": "stop"} not in legal(s)
    s = steps(s, 28, 29)
    assert s.careto[1] == 29 and top(s) == "main"


def test_moira_moon_jumps_between_her_kinds() -> None:
    s = scenario({"enchanted-moira": (0, 5)}, {33: "g"}, caretos=(1, 3), night="moon")
    s = act(s, 0, "activate", monster="enchanted-moira", pay="free")
    assert {24, 30, 28, 0, 2, 4} <= targets(s)
    assert 14 not in targets(s) and 22 not in targets(s)  # wells are not hers


# --- The Shepherdess of Wolves ------------------------------------------------------------


def test_shepherdess_comet_moves_another_players_monster_for_its_owner() -> None:
    s = scenario({"shepherdess-of-wolves": (0, 13), "trevor": (1, 20)}, {26: "y", 33: "g"})
    s = act(s, 0, "activate", monster="shepherdess-of-wolves", pay="free")
    s = act(s, 0, "stop")
    assert {a["monster"] for a in legal(s) if a["type"] == "pick_monster"} == {"trevor"}
    s = act(s, 0, "pick_monster", monster="trevor")
    s = act(s, 0, "step", to=26)
    assert s.captured == ["", "y", ""]
    s = act(s, 0, "stop")
    assert top(s) == "main" and "trevor" not in [a.get("monster") for a in legal(s)]


def test_shepherdess_storm_scares_from_afar() -> None:
    s = scenario({"shepherdess-of-wolves": (0, 0)}, {32: "rrw", 14: "g"}, night="storm")
    s = act(s, 0, "activate", monster="shepherdess-of-wolves", pay="free")
    assert {a.get("at") for a in legal(s)} == {32, None}
    s = act(s, 0, "scare", at=32)
    assert s.camp[0] == 1 and loc(s, "shepherdess-of-wolves") == 0
    s = act(s, 0, "flee", to=33, colour="red")
    # next clockwise after 33 around 32 (a Campfire may be spent too: ruling)
    assert {a["to"] for a in legal(s) if a["type"] == "flee"} == {31}
    s = act(s, 0, "flee", to=31, colour="white")
    s = act(s, 0, "flee", to=26, colour="red")
    assert (s.vill[33], s.vill[31], s.vill[26]) == ("r", "w", "r")


def test_shepherdess_moon_jumps_between_her_kinds() -> None:
    s = scenario({"shepherdess-of-wolves": (0, 0)}, {14: "g"}, caretos=(1, 3), night="moon")
    s = act(s, 0, "activate", monster="shepherdess-of-wolves", pay="free")
    assert {5, 33, 9, 28, 16} <= targets(s)
    assert 2 not in targets(s) and 22 not in targets(s)  # villages and wells are not hers


# --- Trevor ----------------------------------------------------------------------------------


def test_trevor_comet_moves_then_two_careto_steps() -> None:
    s = scenario({"trevor": (0, 13)}, {33: "g"}, caretos=(1, 35))
    s = act(s, 0, "activate", monster="trevor", pay="free")
    s = steps(s, 14, 15)
    s = act(s, 0, "choose_careto", careto="careto-1")
    s = steps(s, 2, 3)
    assert s.careto[0] == 3 and top(s) == "main"


def test_trevor_storm_jumps_between_his_kinds() -> None:
    s = scenario({"trevor": (0, 7)}, {33: "g"}, night="storm")
    s = act(s, 0, "activate", monster="trevor", pay="free")
    assert {28, 12, 9, 16, 26, 24} <= targets(s)
    assert 4 not in targets(s) and 5 not in targets(s)


def test_trevor_moon_moves_two_different_villagers() -> None:
    s = scenario({"trevor": (0, 14)}, {13: "rr", 20: "b"}, night="moon")
    s = act(s, 0, "activate", monster="trevor", pay="free")
    s = act(s, 0, "pick_villager", at=13, colour="red")
    assert 14 not in targets(s)  # villagers do not walk into Monsters
    s = act(s, 0, "step", to=19)
    s = act(s, 0, "stop")
    assert s.vill[13] == "r" and not s.fire[13] and s.vill[19] == "r"
    picks = {(a.get("at"), a.get("colour")) for a in legal(s)}
    assert (19, "red") not in picks and (13, "red") in picks and (20, "blue") in picks
    supply = s.supply
    s = act(s, 0, "pick_villager", at=20, colour="blue")
    s = act(s, 0, "step", to=19)
    s = act(s, 0, "stop")
    assert s.vill[19] == "br" and s.fire[19] and s.supply == supply - 1
    assert top(s) == "main"


# --- Lost Soul -------------------------------------------------------------------------------


def test_lost_soul_comet_passes_through_but_never_stops_on_occupied() -> None:
    s = scenario({"lost-soul": (0, 12), "witch": (1, 13)}, {33: "g"}, caretos=(7, 35))
    s = act(s, 0, "activate", monster="lost-soul", pay="free")
    assert 13 in targets(s)
    s = act(s, 0, "step", to=13)
    assert {"type": "stop"} not in legal(s)
    s = act(s, 0, "step", to=14)
    s = act(s, 0, "stop")
    assert loc(s, "lost-soul") == 14 and loc(s, "witch") == 13
    s = act(s, 0, "choose_careto", careto="careto-2")
    s = act(s, 0, "step", to=34)
    assert top(s) == "main"
    # with one move left it may not enter an occupied location
    s = scenario({"lost-soul": (0, 18), "witch": (1, 13)}, {33: "g"}, caretos=(7, 35))
    s = act(s, 0, "activate", monster="lost-soul", pay="free")
    s = steps(s, 12, 6)
    assert 7 not in targets(s) and 12 in targets(s)


def test_lost_soul_storm_sends_monsters_passed_to_the_cauldron() -> None:
    s = scenario(
        {"lost-soul": (0, 12), "witch": (1, 13), "trevor": (2, 30)}, {33: "g"}, night="storm"
    )
    s.mloc[MONSTER_INDEX["trevor"]] = CAULDRON
    s = act(s, 0, "activate", monster="lost-soul", pay="free")
    s = act(s, 0, "step", to=13)
    assert legal(s) == [{"type": "banish", "send": True}, {"type": "banish", "send": False}]
    s = act(s, 0, "banish", send=True)
    assert loc(s, "witch") == CAULDRON and loc(s, "trevor") == LIMBO
    assert E.to_act(s) == [0]  # the move goes on first
    s = act(s, 0, "step", to=14)
    s = act(s, 0, "stop")
    assert E.to_act(s) == [2]  # Trevor's owner places it
    places = {a["at"] for a in legal(s, 2)}
    assert places == {9, 7, 16, 26, 24, 32, 2, 12, 23, 28}  # Careto on 0 and 35
    s = act(s, 2, "place", at=9)
    assert loc(s, "trevor") == 9 and top(s) == "main"


def test_lost_soul_moon_jumps_and_passes_through() -> None:
    s = scenario({"lost-soul": (0, 0), "witch": (1, 32)}, {14: "g"}, (1, 3), "moon")
    s = act(s, 0, "activate", monster="lost-soul", pay="free")
    assert {32, 33, 24, 9, 28, 16} <= targets(s)
    s = act(s, 0, "step", to=32)
    assert {"type": "stop"} not in legal(s)
    s = act(s, 0, "step", to=31)
    assert loc(s, "lost-soul") == 31


# --- Witch ------------------------------------------------------------------------------------


def test_witch_comet_jumps_between_her_kinds() -> None:
    s = scenario({"witch": (0, 0)}, {14: "g"}, caretos=(1, 3))
    s = act(s, 0, "activate", monster="witch", pay="free")
    assert {5, 2, 4, 16, 30, 33, 19} <= targets(s)
    assert 9 not in targets(s) and 28 not in targets(s)


def test_witch_storm_moves_then_two_careto_steps() -> None:
    s = scenario({"witch": (0, 13)}, {33: "g"}, caretos=(1, 35), night="storm")
    s = act(s, 0, "activate", monster="witch", pay="free")
    s = steps(s, 14, 15, 16)
    s = act(s, 0, "choose_careto", careto="careto-2")
    s = steps(s, 29, 23)
    assert s.careto[1] == 23 and top(s) == "main"


def test_witch_moon_places_capturing_or_scaring() -> None:
    s = scenario({"witch": (0, 0), "trevor": (1, 20)}, {26: "y", 32: "rb"}, night="moon")
    s = act(s, 0, "activate", monster="witch", pay="free")
    places = {a["at"] for a in legal(s)}
    assert 20 not in places and 35 not in places and 0 not in places
    assert {26, 32} <= places
    s = act(s, 0, "place", at=26)
    assert loc(s, "witch") == 26 and s.captured[0] == "y"
    s2 = scenario({"witch": (0, 0)}, {32: "rb", 14: "g"}, night="moon")
    s2 = act(s2, 0, "activate", monster="witch", pay="free")
    s2 = act(s2, 0, "place", at=32)
    assert s2.camp[0] == 1 and top(s2) == "flee"


# --- Bogeymen --------------------------------------------------------------------------------


def test_bogeymen_comet_moves_a_group_as_a_careto() -> None:
    s = scenario(
        {"bogeymen": (0, 0), "witch": (0, 14)},
        {13: "gg", 19: "w", 20: "rb", 33: "y"},
        campfires=[3, 0, 0],
    )
    s = act(s, 0, "activate", monster="bogeymen", pay="free")
    assert {a.get("at") for a in legal(s)} == {13, 20, None}
    s = act(s, 0, "pick_villager", at=13, colour="all")
    s = act(s, 0, "step", to=19)
    assert s.boxed_villagers == 29 + 1 and s.vill[19] == ""  # a Careto removes the lone one
    supply = s.supply
    s = act(s, 0, "step", to=20)
    assert top(s) == "flee" and s.supply == supply + 1 and s.camp[0] == 3
    s = flee_first(s)
    # it acts as a Careto for the rest of the turn: the Witch cannot enter it
    s = act(s, 0, "activate", monster="witch", pay="campfires")
    assert s.gloc == 20 and 20 not in targets(s) and 15 in targets(s)
    s = act(s, 0, "stop")
    s = act(s, 0, "end_turn")
    assert s.vill[20] == "gg" and s.fire[20] and s.gloc == -1


def test_bogeymen_comet_group_sends_a_monster_to_the_cauldron() -> None:
    s = scenario({"bogeymen": (0, 0), "trevor": (1, 19)}, {13: "gg", 33: "y"})
    s = act(s, 0, "activate", monster="bogeymen", pay="free")
    s = act(s, 0, "pick_villager", at=13, colour="all")
    s = act(s, 0, "step", to=19)
    assert loc(s, "trevor") == CAULDRON and top(s) == "main"


def test_bogeymen_storm_jumps_between_his_kinds() -> None:
    s = scenario({"bogeymen": (0, 7)}, {14: "g"}, caretos=(1, 3), night="storm")
    s = act(s, 0, "activate", monster="bogeymen", pay="free")
    assert {28, 19, 24, 9, 4, 33, 35} <= targets(s)
    assert 2 not in targets(s) and 16 not in targets(s)


def test_bogeymen_moon_moves_then_one_careto_step() -> None:
    s = scenario({"bogeymen": (0, 13)}, {33: "g"}, caretos=(1, 35), night="moon")
    s = act(s, 0, "activate", monster="bogeymen", pay="free")
    s = steps(s, 14, 15, 16, 10)
    s = act(s, 0, "choose_careto", careto="careto-1")
    s = act(s, 0, "step", to=7)
    assert s.careto[0] == 7 and top(s) == "main"


# --- Maria Gancha ----------------------------------------------------------------------------


def test_maria_comet_jumps_between_wells() -> None:
    s = scenario({"maria-gancha": (0, 14)}, {33: "g"})
    s = act(s, 0, "activate", monster="maria-gancha", pay="free")
    assert 22 in targets(s)
    s = act(s, 0, "step", to=22)
    assert loc(s, "maria-gancha") == 22


def test_maria_storm_one_more_move_after_a_scare_once_per_turn() -> None:
    s = scenario({"maria-gancha": (0, 12)}, {13: "rw", 20: "gy", 35: "b"}, night="storm")
    s = act(s, 0, "activate", monster="maria-gancha", pay="free")
    s = act(s, 0, "step", to=13)
    assert top(s) == "flee" and s.camp[0] == 1
    s = act(s, 0, "flee", to=7, colour="red")
    s = act(s, 0, "flee", to=14, colour="white")
    assert top(s) == "move" and s.stack[-1].steps == 1  # the one more move
    s = act(s, 0, "step", to=19)
    assert top(s) == "main"
    s.vill[19], s.vill[14] = "", ""
    s2 = scenario({"maria-gancha": (0, 14)}, {13: "rw", 20: "gy", 35: "b"}, night="storm")
    s2.maria_used = True
    s2 = act(s2, 0, "activate", monster="maria-gancha", pay="free")
    s2 = act(s2, 0, "step", to=13)
    s2 = flee_first(s2)
    assert top(s2) == "main"


def test_maria_moon_moves_both_caretos_twice() -> None:
    s = scenario({"maria-gancha": (0, 14)}, {33: "g"}, caretos=(1, 35), night="moon")
    s = act(s, 0, "activate", monster="maria-gancha", pay="free")
    s = act(s, 0, "choose_careto", careto="careto-2")
    s = steps(s, 34, 28)
    assert top(s) == "move" and s.stack[-1].piece == 0  # now the other Careto
    s = steps(s, 2, 3)
    assert s.careto == [3, 28] and top(s) == "main"
