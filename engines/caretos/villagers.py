"""Villagers: arriving somewhere, gathering, being scared and fleeing; Bonus Card goals."""

from __future__ import annotations

from engines.caretos.board import KINDS
from engines.caretos.cards import BONUS, COLOUR_OF, LETTER
from engines.caretos.state import State, add_letter

Action = dict[str, object]


def arrive(state: State, loc: int, letter: str) -> None:
    """One Villager enters ``loc``: captured by a Monster, removed by a Careto, or joins."""
    monster = state.monster_at(loc)
    if monster >= 0:
        owner = state.owner[monster]
        state.captured[owner] = add_letter(state.captured[owner], letter)
        state.villagers_left -= 1
        return
    if state.careto_at(loc):
        state.boxed_villagers += 1
        state.villagers_left -= 1
        return
    group = add_letter(state.vill[loc], letter)
    state.vill[loc] = group
    if len(group) == 2 and not state.fire[loc] and state.supply > 0:
        state.fire[loc] = True
        state.supply -= 1


def capture_lone(state: State, loc: int, monster: int) -> None:
    """A Monster entering ``loc`` with a single Villager captures it."""
    owner = state.owner[monster]
    state.captured[owner] = add_letter(state.captured[owner], state.vill[loc])
    state.vill[loc] = ""
    state.villagers_left -= 1


def box_lone(state: State, loc: int) -> None:
    """A Careto entering ``loc`` with a single Villager removes it from the game."""
    state.vill[loc] = ""
    state.boxed_villagers += 1
    state.villagers_left -= 1


def tidy_campfire(state: State, loc: int) -> None:
    """A Campfire left with 0 or 1 Villager goes back to the supply."""
    if state.fire[loc] and len(state.vill[loc]) <= 1:
        state.fire[loc] = False
        state.supply += 1


def scare(state: State, loc: int, scarer: int) -> None:
    """The group on ``loc`` is scared by Monster ``scarer`` (or a Careto, for -1).

    A Monster's owner takes the Campfire and may complete Bonus Card goals; a Careto
    sends the Campfire back to the supply. The active player then makes them flee.
    """
    group = state.vill[loc]
    if scarer >= 0:
        owner = state.owner[scarer]
        check_bonus(state, owner, loc, group, scarer)
        if state.fire[loc]:
            state.camp[owner] += 1
    elif state.fire[loc]:
        state.supply += 1
    state.fire[loc] = False
    state.vill[loc] = ""
    state.stack.append(("flee", state.current, loc, group, -1))


def check_bonus(state: State, owner: int, loc: int, group: str, scarer: int) -> None:
    held = state.bonus_held[owner]
    if not held:
        return
    board = state.board
    adj = board.adj[loc]
    for card_id in list(held):
        if card_id in state.bought:
            continue  # bought this turn: cannot be completed this turn
        card = BONUS[card_id]
        if card.goal == "careto_adjacent":
            ok = any(state.careto_at(n) for n in adj)
        elif card.goal == "monster_adjacent":
            ok = any(
                where in adj for j, where in enumerate(state.mloc) if j != scarer and where >= 0
            )
        elif card.goal == "colour":
            assert card.target is not None
            ok = group.count(LETTER[card.target]) >= 2
        elif card.goal == "at_kind":
            ok = KINDS[board.kind[loc]] == card.target
        else:
            ok = any(KINDS[board.kind[n]] == card.target for n in adj)
        if ok:
            held.remove(card_id)
            state.bonus_done[owner].append(card_id)


def flee_options(state: State, frame: tuple[object, ...]) -> list[Action]:
    _, _, frm, remaining, nxt = frame
    assert isinstance(frm, int) and isinstance(remaining, str) and isinstance(nxt, int)
    adj = state.board.adj[frm]
    colours = sorted(set(remaining))
    targets = adj if nxt < 0 else (adj[nxt],)
    return [{"type": "flee", "to": to, "colour": COLOUR_OF[c]} for to in targets for c in colours]


def apply_flee(state: State, to: int, colour: str) -> None:
    _, seat, frm, remaining, _ = state.stack[-1]
    adj = state.board.adj[frm]
    letter = LETTER[colour]
    i = remaining.index(letter)
    remaining = remaining[:i] + remaining[i + 1 :]
    if remaining:
        state.stack[-1] = ("flee", seat, frm, remaining, (adj.index(to) + 1) % len(adj))
    else:
        state.stack.pop()
    arrive(state, to, letter)


def gather_targets(state: State, start: int) -> list[int]:
    """Locations with Villagers a lone Villager on ``start`` reaches through empty ones."""
    adj = state.board.adj
    seen = {start}
    frontier = [start]
    found: set[int] = set()
    while frontier:
        cur = frontier.pop()
        for n in adj[cur]:
            if n in seen or state.blocked(n):
                continue
            seen.add(n)
            if state.vill[n]:
                found.add(n)
            else:
                frontier.append(n)
    return sorted(found)


def gather_options(state: State) -> list[Action]:
    out: list[Action] = []
    for loc, group in enumerate(state.vill):
        if len(group) == 1:
            out.extend({"type": "gather", "from": loc, "to": t} for t in gather_targets(state, loc))
    return out


def apply_gather(state: State, frm: int, to: int) -> None:
    letter = state.vill[frm]
    state.vill[frm] = ""
    arrive(state, to, letter)
