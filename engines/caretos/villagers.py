"""Villagers on the board: captured, removed by a Caretos, joining others; scared groups
and their flight, one Villager at a time, clockwise (the rulebook's "Scare, Disperse, and
Flee"). Campfires follow the groups: a new group gets one, a group left with fewer than
two Villagers gives it back."""

from __future__ import annotations

from engines.caretos.cards import COLOUR_OF, LETTER
from engines.caretos.decisions import Flee
from engines.caretos.scoring import complete_bonus_goals
from engines.caretos.state import MONSTERS, State, add_letter

Action = dict[str, object]


def arrive(state: State, loc: int, letter: str) -> None:
    """One Villager enters ``loc``: captured by a Monster, removed by a Careto, or joins."""
    monster = state.monster_at(loc)
    if monster >= 0:
        owner = state.owner[monster]
        state.captured[owner] = add_letter(state.captured[owner], letter)
        state.villagers_left -= 1
        if state.log is not None:
            state.log.append({"type": "captured", "at": loc, "colour": COLOUR_OF[letter],
                              "by": MONSTERS[monster], "seat": owner})
        return
    if state.careto_at(loc):
        state.boxed_villagers += 1
        state.villagers_left -= 1
        if state.log is not None:
            state.log.append({"type": "captured", "at": loc, "colour": COLOUR_OF[letter],
                              "by": _careto_name(state, loc), "seat": None})
        return
    state.vill[loc] = add_letter(state.vill[loc], letter)
    new_group_campfire(state, loc)


def _careto_name(state: State, loc: int) -> str:
    if loc == state.careto[0]:
        return "careto-1"
    return "careto-2" if loc == state.careto[1] else "careto-group"


def new_group_campfire(state: State, loc: int) -> None:
    """Two Villagers just met on ``loc``: the new group gets a Campfire."""
    if len(state.vill[loc]) == 2:
        place_campfire(state, loc)


def place_campfire(state: State, loc: int) -> None:
    """A Campfire from the supply for the group on ``loc`` (none when the supply is empty)."""
    if not state.fire[loc] and state.supply > 0:
        state.fire[loc] = True
        state.supply -= 1
        if state.log is not None:
            state.log.append({"type": "campfire-placed", "at": loc})


def tidy_campfire(state: State, loc: int) -> None:
    """A Campfire left with 0 or 1 Villager goes back to the supply."""
    if state.fire[loc] and len(state.vill[loc]) <= 1:
        state.fire[loc] = False
        state.supply += 1
        if state.log is not None:
            state.log.append({"type": "campfire-returned", "at": loc})


def capture_lone(state: State, loc: int, monster: int) -> None:
    """A Monster entering ``loc`` with a single Villager captures it."""
    owner = state.owner[monster]
    letter = state.vill[loc]
    state.captured[owner] = add_letter(state.captured[owner], letter)
    state.vill[loc] = ""
    state.villagers_left -= 1
    if state.log is not None:
        state.log.append({"type": "captured", "at": loc, "colour": COLOUR_OF[letter],
                          "by": MONSTERS[monster], "seat": owner})


def box_lone(state: State, loc: int, careto: str) -> None:
    """A Careto entering ``loc`` with a single Villager removes it from the game."""
    letter = state.vill[loc]
    state.vill[loc] = ""
    state.boxed_villagers += 1
    state.villagers_left -= 1
    if state.log is not None:
        state.log.append({"type": "captured", "at": loc, "colour": COLOUR_OF[letter],
                          "by": careto, "seat": None})


def scare(state: State, loc: int, scarer: int, careto: str = "") -> None:
    """The group on ``loc`` is scared by Monster ``scarer`` (or by ``careto``, for -1).

    A Monster's owner takes the Campfire and may complete Bonus Card goals, and that
    Monster's movement is over for the turn; a Careto sends the Campfire back to the
    supply. The active player then makes the Villagers flee.
    """
    group = state.vill[loc]
    had_fire = state.fire[loc]
    if scarer >= 0:
        owner = state.owner[scarer]
        state.scared |= 1 << scarer
        if had_fire:
            state.camp[owner] += 1
    elif had_fire:
        state.supply += 1
    if state.log is not None:
        state.log.append({
            "type": "scared", "at": loc, "villagers": group,
            "by": MONSTERS[scarer] if scarer >= 0 else careto,
            "seat": state.owner[scarer] if scarer >= 0 else None,
            "campfire": ("taken" if scarer >= 0 else "returned") if had_fire else "none",
        })
    if scarer >= 0:
        complete_bonus_goals(state, state.owner[scarer], loc, group, scarer)
    state.fire[loc] = False
    state.vill[loc] = ""
    state.stack.append(Flee(state.current, loc, group, -1))


def flee_options(state: State, record: Flee) -> list[Action]:
    adj = state.board.adj[record.origin]
    colours = sorted(set(record.remaining))
    targets = adj if record.next_to < 0 else (record.next_to,)
    return [{"type": "flee", "to": to, "colour": COLOUR_OF[c]} for to in targets for c in colours]


def apply_flee(state: State, to: int, colour: str) -> None:
    record = state.stack[-1]
    assert isinstance(record, Flee)
    adj = state.board.adj[record.origin]
    letter = LETTER[colour]
    i = record.remaining.index(letter)
    remaining = record.remaining[:i] + record.remaining[i + 1 :]
    if remaining:
        following = adj[(adj.index(to) + 1) % len(adj)]
        state.stack[-1] = Flee(record.seat, record.origin, remaining, following)
    else:
        state.stack.pop()
    if state.log is not None:
        state.log.append({"type": "fled", "from": record.origin, "to": to, "colour": colour})
    arrive(state, to, letter)
