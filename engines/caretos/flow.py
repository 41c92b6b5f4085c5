"""How decisions are offered and resolved: each kind of decision's options, each action's
effect, Campfire spending alongside any decision of the active player's turn (RULINGS),
and the settling of decisions that leave nothing to choose."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.caretos import campfires, cauldron, monsters, movement, night, setup, turn
from engines.caretos.decisions import (
    Banish,
    ChooseCareto,
    ChooseStart,
    Decision,
    Flee,
    Gather,
    KeepFinal,
    MainChoice,
    MoiraDestination,
    Move,
    PickMonster,
    PickVillager,
    PlaceWitch,
    PlayCard,
    ReturnMonster,
    ScareFromAfar,
    Swap,
)
from engines.caretos.state import MONSTER_INDEX, State
from engines.caretos.villagers import apply_flee, flee_options

Action = dict[str, Any]

OPTIONS: dict[type[Decision], Callable[[State, Any], list[Action]]] = {
    ChooseStart: setup.start_options,
    KeepFinal: setup.keep_options,
    PlayCard: night.play_options,
    Gather: night.gather_options,
    MainChoice: turn.main_options,
    ChooseCareto: movement.careto_options,
    Move: movement.move_options,
    Flee: flee_options,
    ReturnMonster: cauldron.return_options,
    Banish: monsters.banish_options,
    Swap: monsters.swap_options,
    PickVillager: monsters.pick_options,
    MoiraDestination: monsters.moira_options,
    PickMonster: monsters.shepherd_options,
    ScareFromAfar: monsters.scare_options,
    PlaceWitch: monsters.witch_options,
}
"""Each kind of decision's own options (without Campfire spending)."""

SETTLED_WHEN_EMPTY = (Move, ChooseCareto, Gather, ReturnMonster, PlaceWitch, MoiraDestination)
"""Decisions that simply end when they offer nothing (no path, nowhere free)."""


def legal_actions(state: State, seat: int) -> list[Action]:
    if state.over or not state.stack:
        return []
    record = state.stack[-1]
    if record.seat != seat:
        return []
    options = OPTIONS[type(record)](state, record)
    if (
        record.in_turn
        and seat == state.current
        and not state.spent
        and state.camp[seat]
        and type(record) is not MainChoice
    ):
        return options + campfires.spending_options(state, seat)
    return options


def _stop(state: State, seat: int, action: Action) -> None:
    if isinstance(state.stack[-1], Move):
        movement.finish_move(state)
    else:
        state.stack.pop()


def _place(state: State, seat: int, action: Action) -> None:
    top = state.stack[-1]
    if isinstance(top, ReturnMonster):
        cauldron.apply_return(state, action["at"])
    elif isinstance(top, PlaceWitch):
        monsters.apply_witch(state, action["at"])
    else:
        monsters.apply_moira(state, action["at"])


def _release(state: State, seat: int, action: Action) -> None:
    campfires.apply_release(state, seat, action["monster"], action["pay"])


def _activate(state: State, seat: int, action: Action) -> None:
    turn.apply_activate(state, seat, MONSTER_INDEX[action["monster"]], action["pay"])


EFFECTS: dict[str, Callable[[State, int, Action], None]] = {
    "step": lambda s, seat, a: movement.apply_step(s, a["to"]),
    "flee": lambda s, seat, a: apply_flee(s, a["to"], a["colour"]),
    "stop": _stop,
    "play": lambda s, seat, a: night.apply_play(s, seat, a["card"]),
    "end_turn": lambda s, seat, a: turn.end_turn(s),
    "activate": _activate,
    "release": _release,
    "buy": lambda s, seat, a: campfires.apply_buy(s, seat, a["card"]),
    "extra_move": lambda s, seat, a: campfires.apply_extra_move(s, seat),
    "gather": lambda s, seat, a: night.apply_gather(s, a["from"], a["to"]),
    "choose_careto": lambda s, seat, a: movement.apply_careto_choice(s, a["careto"]),
    "place": _place,
    "banish": lambda s, seat, a: monsters.apply_banish(s, a["send"]),
    "swap": lambda s, seat, a: monsters.apply_swap(s, a["with"]),
    "pick_villager": lambda s, seat, a: monsters.apply_pick(s, a["at"], a["colour"]),
    "pick_monster": lambda s, seat, a: monsters.apply_shepherd(s, a["monster"]),
    "scare": lambda s, seat, a: monsters.apply_scare(s, a["at"]),
    "choose_start": lambda s, seat, a: setup.apply_start(
        s, seat, a["symbol"], a["monster"], a["at"]
    ),
    "keep_final": lambda s, seat, a: setup.apply_keep(s, seat, a["card"]),
}
"""Each action kind's effect on the state (the action is legal: the caller checked)."""


def advance(state: State, seat: int, action: Action) -> None:
    EFFECTS[action["type"]](state, seat, action)
    settle(state)


def settle(state: State) -> None:
    """Drop decisions that offer no choice; end the game when no Villager is left."""
    while not state.over:
        if state.villagers_left == 0 and state.dealt:
            turn.finish(state, "the last Villager was captured")
            return
        top = state.stack[-1]
        if isinstance(top, SETTLED_WHEN_EMPTY) and not OPTIONS[type(top)](state, top):
            if isinstance(top, Move):
                movement.finish_move(state)
            else:
                state.stack.pop()
                if isinstance(top, ReturnMonster):
                    cauldron.no_way_back(state, top)
            continue
        return
