"""Spending Campfires (the rulebook's "Use Your Campfires").

RULINGS: Campfires may be spent at any decision of the active player's turn, once per turn
(one spending action): buy a face-up Bonus Card (1), one more move for the Monster just
activated (1; not once it has scared a group), release your Monster from the Cauldron (3).
A second activation (3) is offered with the activations, at the main decision.
"""

from __future__ import annotations

from engines.caretos.decisions import MoiraDestination, Move, ReturnMonster
from engines.caretos.movement import monster_move
from engines.caretos.state import CAULDRON, LIMBO, MONSTER_INDEX, MONSTERS, State

Action = dict[str, object]

BONUS_COST = 1
"""Campfires for a face-up Bonus Card (rulebook)."""
EXTRA_MOVE_COST = 1
"""Campfires for one more move with the Monster just activated (rulebook)."""
SECOND_MONSTER_COST = 3
"""Campfires to activate your second Monster (rulebook)."""
RELEASE_COST = 3
"""Campfires to take your Monster out of the Cauldron (rulebook)."""
MAX_BONUS_HELD = 3
"""Unfulfilled Bonus Cards a player may hold."""

COST: dict[str, int] = {
    "bonus": BONUS_COST,
    "extra_move": EXTRA_MOVE_COST,
    "activation": SECOND_MONSTER_COST,
    "release": RELEASE_COST,
}
"""What each spending purpose costs."""
EXTRA_MOVE: Action = {"type": "extra_move"}


def extra_move_allowed(state: State) -> bool:
    """The Monster just activated is on the board and has not scared a group this turn,
    and no Villager is in mid-carry (Trevor's Villager moving, Moira's awaiting its
    destination): the Monster cannot step in while a Villager is held."""
    m = state.last_act
    if m < 0 or state.mloc[m] < 0 or state.scared >> m & 1:
        return False
    top = state.stack[-1]
    if isinstance(top, MoiraDestination):
        return False
    return not (isinstance(top, Move) and top.mover == "villager")


def spending_options(state: State, seat: int) -> list[Action]:
    """Buys, the extra move and releases paid with Campfires, if ``seat`` may spend now."""
    camp = state.camp[seat]
    if state.spent or camp < 1:
        return []
    out: list[Action] = []
    if camp >= RELEASE_COST:
        out.extend(
            {"type": "release", "monster": MONSTERS[m], "pay": "campfires"}
            for m in range(len(MONSTERS))
            if state.owner[m] == seat and state.mloc[m] == CAULDRON
        )
    if len(state.bonus_held[seat]) < MAX_BONUS_HELD:
        out.extend({"type": "buy", "card": c} for c in state.bonus_up)
    if extra_move_allowed(state):
        out.append(EXTRA_MOVE)
    return out


def pay(state: State, seat: int, pay_with: str, purpose: str) -> None:
    """Pay for ``purpose`` with matching runes (``rune``) or Campfires (anything else)."""
    if pay_with == "rune":
        state.rune_bonus = False
        return
    cost = COST[purpose]
    state.camp[seat] -= cost
    state.supply += cost
    state.spent = True
    if state.log is not None:
        state.log.append({"type": "campfire-spent", "seat": seat, "count": cost,
                          "purpose": purpose})


def apply_buy(state: State, seat: int, card: str) -> None:
    pay(state, seat, "campfires", "bonus")
    state.bonus_up.remove(card)
    state.bonus_held[seat].append(card)
    state.bought.append(card)
    replacement = state.bonus_deck.pop() if state.bonus_deck else None
    if replacement is not None:
        state.bonus_up.append(replacement)
    if state.log is not None:
        state.log.append({"type": "bonus-bought", "seat": seat, "card": card,
                          "replacement": replacement})


def apply_extra_move(state: State, seat: int) -> None:
    """One more move: added to the Monster's move in progress, else a move of its own."""
    pay(state, seat, "campfires", "extra_move")
    top = state.stack[-1]
    if isinstance(top, Move) and top.mover == "monster" and top.piece == state.last_act:
        state.stack[-1] = top.with_extra_step()
    else:
        state.stack.append(
            monster_move(seat, state.last_act, 1, state.extra_mask, state.extra_pass)
        )


def apply_release(state: State, seat: int, monster: str, pay_with: str) -> None:
    pay(state, seat, pay_with, "release")
    m = MONSTER_INDEX[monster]
    state.mloc[m] = LIMBO
    state.stack.append(ReturnMonster(seat, m))
    if state.log is not None:
        state.log.append({"type": "released", "seat": seat, "monster": monster,
                          "pay": pay_with})
