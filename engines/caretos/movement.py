"""Movement, one step at a time: Monsters, Caretos, the group acting as a Careto, single
Villagers (the rulebook's "Move Monsters and Capture Villagers" and "Move Caretos").

A :class:`~engines.caretos.decisions.Move` record says what moves and how: Monster moves
are "up to" (stop any time), Careto moves exact; a Monster may jump between the location
kinds of its ability (1 move per jump); a Lost Soul passes through Monsters and Caretos but
never stops on one.
"""

from __future__ import annotations

from engines.caretos.cauldron import to_cauldron
from engines.caretos.decisions import Banish, ChooseCareto, Move, PickVillager
from engines.caretos.state import MONSTERS, State, add_letter, remove_letter
from engines.caretos.villagers import (
    box_lone,
    capture_lone,
    new_group_campfire,
    scare,
    tidy_campfire,
)

Action = dict[str, object]

STOP: Action = {"type": "stop"}
CARETO_NAMES = ("careto-1", "careto-2")


def monster_move(
    seat: int, monster: int, steps: int, jumps: int = 0, pass_through: bool = False,
    maria_bonus: bool = False, may_banish: bool = False,
) -> Move:
    return Move(seat, "monster", monster, steps, False, jumps, pass_through, maria_bonus,
                may_banish)


def careto_move(seat: int, careto: int, steps: int) -> Move:
    return Move(seat, "careto", careto, steps, True)


def occupied_by_other(state: State, loc: int, me: int) -> bool:
    """A Careto (or the Careto group) or a Monster other than ``me`` is on ``loc``."""
    if state.careto_at(loc):
        return True
    mloc = state.mloc
    return loc in mloc and mloc.count(loc) > (mloc[me] == loc)


def destinations(state: State, loc: int, mask: int) -> list[int]:
    """Neighbours of ``loc`` clockwise, then the jump targets ``mask`` allows."""
    board = state.board
    out = list(board.adj[loc])
    if mask and mask >> board.kind[loc] & 1:
        out.extend(t for t in board.of_mask(mask) if t != loc and t not in out)
    return out


def _can_stop_later(state: State, start: int, steps: int, mask: int, me: int) -> bool:
    """From ``start``, a location not occupied by others is reachable within ``steps``."""
    frontier = [start]
    seen = {start}
    for _ in range(steps):
        nxt: list[int] = []
        for cur in frontier:
            for t in destinations(state, cur, mask):
                if t in seen:
                    continue
                if not occupied_by_other(state, t, me):
                    return True
                seen.add(t)
                nxt.append(t)
        frontier = nxt
    return False


def mover_location(state: State, move: Move) -> int:
    mover = move.mover
    if mover == "monster":
        return state.mloc[move.piece]
    if mover == "careto":
        return state.careto[move.piece]
    if mover == "group":
        return state.gloc
    return move.at


def move_options(state: State, move: Move) -> list[Action]:
    steps = move.steps
    loc = mover_location(state, move)
    if loc < 0 or steps <= 0:
        return []
    out: list[Action] = []
    mover = move.mover
    if mover == "monster":
        me, mask, passthru = move.piece, move.jumps, move.pass_through
        for t in destinations(state, loc, mask):
            if occupied_by_other(state, t, me) and (
                not passthru or steps < 2 or not _can_stop_later(state, t, steps - 1, mask, me)
            ):
                continue
            out.append({"type": "step", "to": t})
        if not (passthru and occupied_by_other(state, loc, me)) or not out:
            out.append(STOP)
        return out
    if mover == "careto" or mover == "group":
        c0, c1 = state.careto
        for t in state.board.adj[loc]:
            if t in (c0, c1) or t == state.gloc:
                continue
            out.append({"type": "step", "to": t})
    else:
        for t in state.board.adj[loc]:
            if not state.blocked(t):
                out.append({"type": "step", "to": t})
    if not move.exact:
        out.append(STOP)
    return out


def finish_move(state: State) -> None:
    """Pop the move on top, settling what a Villager's move leaves behind."""
    move = state.stack.pop()
    assert isinstance(move, Move)
    if move.mover != "villager":
        return
    at, origin = move.at, move.origin
    if at != origin:
        tidy_campfire(state, origin)
        new_group_campfire(state, at)
    if move.first_of_two and state.stack:
        second = state.stack[-1]
        if isinstance(second, PickVillager) and second.purpose == "trevor_second":
            state.stack[-1] = PickVillager(second.seat, "trevor_second", at, move.colour)


def apply_step(state: State, to: int) -> None:
    move = state.stack[-1]
    assert isinstance(move, Move)
    log = state.log
    moved = move.after_step(to)
    state.stack[-1] = moved
    left = moved.steps
    mover = move.mover
    if mover == "monster":
        me = move.piece
        if log is not None:
            log.append({"type": "moved", "piece": MONSTERS[me], "from": state.mloc[me],
                        "to": to, "villagers": ""})
        state.mloc[me] = to
        others = [j for j, where in enumerate(state.mloc) if where == to and j != me]
        if others or state.careto_at(to):
            # a Lost Soul passing through
            if others and move.may_banish:
                state.stack.append(Banish(move.seat, others[0]))
            return
        size = len(state.vill[to])
        if size == 1:
            capture_lone(state, to, me)
        elif size >= 2:
            state.stack.pop()
            if move.maria_bonus and not state.maria_used:
                state.maria_used = True
                state.stack.append(monster_move(move.seat, me, 1, move.jumps, move.pass_through))
            scare(state, to, me)
            return
        if left == 0:
            state.stack.pop()
        return
    if mover == "careto" or mover == "group":
        if mover == "careto":
            name = CARETO_NAMES[move.piece]
            if log is not None:
                log.append({"type": "moved", "piece": name, "from": state.careto[move.piece],
                            "to": to, "villagers": ""})
            state.careto[move.piece] = to
        else:
            name = "careto-group"
            if log is not None:
                log.append({"type": "moved", "piece": name, "from": state.gloc, "to": to,
                            "villagers": state.gvill})
            state.gloc = to
        victim = state.monster_at(to)
        size = len(state.vill[to])
        if victim >= 0:
            state.stack.pop()
            to_cauldron(state, victim, below_top=False)
            return
        if size >= 2:
            state.stack.pop()
            scare(state, to, -1, name)
            return
        if size == 1:
            box_lone(state, to, name)
        if left == 0:
            state.stack.pop()
        return
    letter = move.colour
    if log is not None:
        log.append({"type": "moved", "piece": "villager", "from": move.at, "to": to,
                    "villagers": letter})
    state.vill[move.at] = remove_letter(state.vill[move.at], letter)
    state.vill[to] = add_letter(state.vill[to], letter)
    if left == 0:
        finish_move(state)


# --- choosing the Careto that moves ----------------------------------------------------


def careto_can_move(state: State, c: int) -> bool:
    c0, c1 = state.careto
    return any(t != c0 and t != c1 and t != state.gloc for t in state.board.adj[state.careto[c]])


def careto_options(state: State, record: ChooseCareto) -> list[Action]:
    return [
        {"type": "choose_careto", "careto": CARETO_NAMES[c]}
        for c in (0, 1)
        if careto_can_move(state, c)
    ]


def apply_careto_choice(state: State, careto: str) -> None:
    record = state.stack.pop()
    assert isinstance(record, ChooseCareto)
    c = CARETO_NAMES.index(careto)
    if record.both:
        state.stack.append(careto_move(record.seat, 1 - c, record.steps))
    state.stack.append(careto_move(record.seat, c, record.steps))

