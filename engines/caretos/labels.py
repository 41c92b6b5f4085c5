"""Short human labels for legal actions ("Move the Werewolf to Granary 1 (12)")."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from engines.caretos.board import Board, board_named
from engines.caretos.cards import BONUS, COLOUR_OF, FINAL, NIGHT
from engines.caretos.catalogue import (
    MONSTER_NAMES,
    bonus_text,
    extra_symbol_text,
    final_text,
)
from engines.caretos.decisions import (
    MoiraDestination,
    Move,
    PickMonster,
    PickVillager,
    PlaceWitch,
    ReturnMonster,
)
from engines.caretos.movement import CARETO_NAMES
from engines.caretos.state import MONSTER_INDEX, MONSTERS, State

Action = dict[str, Any]

PAYMENT = {"free": "free", "rune": "with matching runes", "campfires": "for 3 Campfires"}


@cache
def _places(board_name: str) -> tuple[str, ...]:
    board: Board = board_named(board_name)
    return tuple(
        f"{loc['name'].replace('-', ' ').capitalize()} ({loc['id']})"
        for loc in board.data["locations"]
    )


def _monster(name: str) -> str:
    text = MONSTER_NAMES[name]
    return text[0].upper() + text[1:]


def _careto(state: State, name: str) -> str:
    return f"Careto {name[-1]}"


def _piece(state: State, move: Move) -> str:
    if move.mover == "monster":
        return MONSTER_NAMES[MONSTERS[move.piece]]
    if move.mover == "careto":
        return f"Careto {move.piece + 1}"
    if move.mover == "group":
        return "the Careto group"
    return f"the {COLOUR_OF[move.colour]} Villager"


def action_labels(state: State, seat: int, actions: Sequence[Action]) -> list[str]:
    places = _places(state.board.name)
    top = state.stack[-1] if state.stack else None
    return [_label(state, seat, a, places, top) for a in actions]


def _label(state: State, seat: int, a: Action, places: tuple[str, ...], top: Any) -> str:
    kind = a["type"]
    if kind == "step":
        assert isinstance(top, Move)
        return f"Move {_piece(state, top)} to {places[a['to']]}"
    if kind == "flee":
        return f"The {a['colour']} Villager flees to {places[a['to']]}"
    if kind == "stop":
        if isinstance(top, Move):
            return f"Stop moving {_piece(state, top)}"
        if isinstance(top, PickVillager):
            return "Move no Villager" if top.purpose != "trevor_second" else \
                "Move no second Villager"
        if isinstance(top, PickMonster):
            return "Move no other Monster"
        return "Scare no group"
    if kind == "play":
        card = NIGHT[a["card"]]
        extra = f", {extra_symbol_text(card.extra)}" if card.extra else ""
        rune = f", {card.rune} rune" if card.rune else ", no rune"
        return f"Play {card.id} ({card.night}{rune}{extra})"
    if kind == "activate":
        return f"Activate {MONSTER_NAMES[a['monster']]} ({PAYMENT[a['pay']]})"
    if kind == "release":
        return f"Release {MONSTER_NAMES[a['monster']]} from the Cauldron ({PAYMENT[a['pay']]})"
    if kind == "buy":
        return f"Buy {a['card']} for 1 Campfire ({bonus_text(BONUS[a['card']])})"
    if kind == "extra_move":
        return f"Spend 1 Campfire: one more move for {MONSTER_NAMES[MONSTERS[state.last_act]]}"
    if kind == "end_turn":
        return "End the turn and draw" if state.deck else "End the turn"
    if kind == "gather":
        letter = state.vill[a["from"]]
        return (f"Gather the {COLOUR_OF.get(letter, 'lone')} Villager from {places[a['from']]} "
                f"to {places[a['to']]}")
    if kind == "choose_careto":
        c = CARETO_NAMES.index(a["careto"])
        return f"Move {_careto(state, a['careto'])} (on {places[state.careto[c]]})"
    if kind == "place":
        at = places[a["at"]]
        if isinstance(top, ReturnMonster):
            return f"Return {MONSTER_NAMES[MONSTERS[top.monster]]} to {at}"
        if isinstance(top, PlaceWitch):
            return f"Place the Witch on {at}"
        assert isinstance(top, MoiraDestination)
        what = "the group" if top.colour == "all" else f"the {top.colour} Villager"
        return f"Moira sets {what} down on {at}"
    if kind == "banish":
        victim = MONSTER_NAMES[MONSTERS[top.monster]]
        return f"Send {victim} to the Cauldron" if a["send"] else f"Leave {victim} where it is"
    if kind == "swap":
        target = a["with"]
        if target == "none":
            return "Do not swap"
        other = _careto(state, target) if target in CARETO_NAMES else MONSTER_NAMES[target]
        return f"Swap the Werewolf with {other}"
    if kind == "pick_villager":
        at = places[a["at"]]
        if a["colour"] == "all":
            return f"Pick the whole group on {at}"
        return f"Pick the {a['colour']} Villager on {at}"
    if kind == "pick_monster":
        m = MONSTER_INDEX[a["monster"]]
        where = places[state.mloc[m]] if state.mloc[m] >= 0 else "off the board"
        return f"Move {MONSTER_NAMES[a['monster']]} (seat {state.owner[m]}, on {where}) up to 3"
    if kind == "scare":
        return f"Scare the group on {places[a['at']]} from afar"
    if kind == "choose_start":
        first = MONSTER_INDEX[a["monster"]]
        second = next(m for m in range(len(MONSTERS)) if state.owner[m] == seat and m != first)
        x, y = state.board.monster_starts[a["symbol"]]
        second_at = y if a["at"] == x else x
        return (f"Take the {a['symbol']} start: {_monster(a['monster'])} on {places[a['at']]}, "
                f"{MONSTER_NAMES[MONSTERS[second]]} on {places[second_at]}")
    if kind == "keep_final":
        return f"Keep {a['card']} ({final_text(FINAL[a['card']])})"
    raise ValueError(f"no label for action {a!r}")

