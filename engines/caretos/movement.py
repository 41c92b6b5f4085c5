"""Step-by-step movement of Monsters, Caretos, single Villagers and the Careto group.

A move frame is ``("move", seat, mover, ident, steps, exact, mask, passthru, flags, at,
origin)``: ``mover`` is ``m`` (Monster ``ident``), ``c`` (Careto ``ident``), ``g`` (the
group acting as a Careto) or ``v`` (a Villager of colour letter ``ident`` standing on
``at``, which left ``origin``). ``exact`` moves must use every step (Caretos); the others
may stop. ``mask`` names the kinds the mover may jump between (1 step per jump);
``passthru`` lets a Lost Soul move through occupied locations without stopping there.
"""

from __future__ import annotations

from engines.caretos.cauldron import to_cauldron
from engines.caretos.state import State, add_letter, remove_letter
from engines.caretos.villagers import box_lone, capture_lone, scare, tidy_campfire

Action = dict[str, object]

MARIA_FLAG = 1
"""Maria Gancha's storm: once per turn, one more move after scaring a group."""
BANISH_FLAG = 2
"""Lost Soul's storm: may send each Monster it passes through to the Cauldron."""
TREVOR_FIRST = 4
"""The first of Trevor's two Villagers (the second may not be the same one)."""

STOP: Action = {"type": "stop"}


def monster_move(
    seat: int, monster: int, steps: int, mask: int = 0, passthru: bool = False, flags: int = 0
) -> tuple[object, ...]:
    return ("move", seat, "m", monster, steps, False, mask, passthru, flags, -1, -1)


def careto_move(seat: int, careto: int, steps: int) -> tuple[object, ...]:
    return ("move", seat, "c", careto, steps, True, 0, False, 0, -1, -1)


def occupied_by_other(state: State, loc: int, me: int) -> bool:
    if state.careto_at(loc):
        return True
    return any(where == loc and j != me for j, where in enumerate(state.mloc))


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


def mover_location(state: State, frame: tuple[object, ...]) -> int:
    mover, ident, at = frame[2], frame[3], frame[9]
    if mover == "m":
        assert isinstance(ident, int)
        return state.mloc[ident]
    if mover == "c":
        assert isinstance(ident, int)
        return state.careto[ident]
    if mover == "g":
        return state.gloc
    assert isinstance(at, int)
    return at


def move_options(state: State, frame: tuple[object, ...]) -> list[Action]:
    _, _, mover, ident, steps, exact, mask, passthru, _, _, _ = frame
    assert isinstance(steps, int) and isinstance(mask, int) and isinstance(ident, int | str)
    loc = mover_location(state, frame)
    if loc < 0 or steps <= 0:
        return []
    out: list[Action] = []
    if mover == "m":
        assert isinstance(ident, int)
        for t in destinations(state, loc, mask):
            if occupied_by_other(state, t, ident) and (
                not passthru or steps < 2 or not _can_stop_later(state, t, steps - 1, mask, ident)
            ):
                continue
            out.append({"type": "step", "to": t})
        if not (passthru and occupied_by_other(state, loc, ident)) or not out:
            out.append(STOP)
        return out
    if mover == "c" or mover == "g":
        c0, c1 = state.careto
        for t in state.board.adj[loc]:
            if t in (c0, c1) or t == state.gloc:
                continue
            out.append({"type": "step", "to": t})
    else:
        for t in state.board.adj[loc]:
            if not state.blocked(t):
                out.append({"type": "step", "to": t})
    if not exact:
        out.append(STOP)
    return out


def finish_move(state: State) -> None:
    """Pop the move frame on top, settling what a Villager's move leaves behind."""
    frame = state.stack.pop()
    if frame[2] != "v":
        return
    _, seat, _, letter, _, _, _, _, flags, at, origin = frame
    assert isinstance(at, int) and isinstance(origin, int) and isinstance(letter, str)
    assert isinstance(flags, int)
    if at != origin:
        tidy_campfire(state, origin)
        if len(state.vill[at]) == 2 and not state.fire[at] and state.supply > 0:
            state.fire[at] = True
            state.supply -= 1
    if flags & TREVOR_FIRST and state.stack and state.stack[-1][:3] == ("pick", seat, "trevor2"):
        state.stack[-1] = ("pick", seat, "trevor2", at, letter)


def apply_step(state: State, to: int) -> None:
    frame = state.stack[-1]
    _, seat, mover, ident, steps, _exact, mask, passthru, flags, at, origin = frame
    assert isinstance(steps, int) and isinstance(flags, int)
    left = steps - 1
    state.stack[-1] = (*frame[:4], left, *frame[5:])
    if mover == "m":
        assert isinstance(ident, int)
        state.mloc[ident] = to
        others = [j for j, where in enumerate(state.mloc) if where == to and j != ident]
        if others or state.careto_at(to):
            # a Lost Soul passing through
            if others and flags & BANISH_FLAG:
                state.stack.append(("banish", seat, others[0]))
            return
        size = len(state.vill[to])
        if size == 1:
            capture_lone(state, to, ident)
        elif size >= 2:
            state.stack.pop()
            if flags & MARIA_FLAG and not state.maria_used:
                state.maria_used = True
                state.stack.append(monster_move(seat, ident, 1, mask, bool(passthru)))
            scare(state, to, ident)
            return
        if left == 0:
            state.stack.pop()
        return
    if mover == "c" or mover == "g":
        if mover == "c":
            assert isinstance(ident, int)
            state.careto[ident] = to
        else:
            state.gloc = to
        victim = state.monster_at(to)
        size = len(state.vill[to])
        if victim >= 0:
            state.stack.pop()
            to_cauldron(state, victim, below_top=False)
            return
        if size >= 2:
            state.stack.pop()
            scare(state, to, -1)
            return
        if size == 1:
            box_lone(state, to)
        if left == 0:
            state.stack.pop()
        return
    assert isinstance(ident, str) and isinstance(at, int)
    state.vill[at] = remove_letter(state.vill[at], ident)
    state.vill[to] = add_letter(state.vill[to], ident)
    state.stack[-1] = (*frame[:4], left, *frame[5:9], to, origin)
    if left == 0:
        finish_move(state)
