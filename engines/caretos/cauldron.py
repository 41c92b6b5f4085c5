"""The Cauldron: one Monster at a time, and where a Monster returns to the board."""

from __future__ import annotations

from engines.caretos.board import kind_mask
from engines.caretos.decisions import ReturnMonster
from engines.caretos.state import CAULDRON, LIMBO, MONSTERS, State

Action = dict[str, object]

RETURN_KINDS: tuple[tuple[str, ...], ...] = (
    ("village",),  # werewolf
    ("waterfall", "granary", "dolmen", "forest", "chapel", "village"),  # enchanted moira
    ("waterfall", "granary", "dolmen", "forest", "chapel"),  # shepherdess of wolves
    ("dolmen", "forest", "chapel", "village"),  # trevor
    ("forest", "granary", "chapel", "village", "dolmen"),  # lost soul
    ("forest", "granary", "village", "waterfall"),  # witch
    ("dolmen", "granary", "chapel"),  # bogeymen
    ("well",),  # maria gancha
)
"""The kinds named on each Monster Card (RULINGS: the kinds of its jump ability)."""
RETURN_MASK = tuple(kind_mask(*kinds) for kinds in RETURN_KINDS)
assert len(RETURN_MASK) == len(MONSTERS)


def in_cauldron(state: State) -> int:
    """The Monster in the Cauldron, or -1."""
    try:
        return state.mloc.index(CAULDRON)
    except ValueError:
        return -1


def to_cauldron(state: State, monster: int, below_top: bool) -> None:
    """Put ``monster`` into the Cauldron; a Monster already there must return to the board.

    The returning Monster's owner places it once the current movement ends: with
    ``below_top`` its placement waits under the record on top of the stack.
    """
    previous = in_cauldron(state)
    if state.log is not None:
        state.log.append({
            "type": "cauldron", "monster": MONSTERS[monster], "at": state.mloc[monster],
            "pushed_out": MONSTERS[previous] if previous >= 0 else None,
        })
    state.mloc[monster] = CAULDRON
    if previous >= 0:
        state.mloc[previous] = LIMBO
        record = ReturnMonster(state.owner[previous], previous)
        if below_top and state.stack:
            state.stack.insert(len(state.stack) - 1, record)
        else:
            state.stack.append(record)


def return_locations(state: State, monster: int) -> list[int]:
    """Where ``monster`` may return: its card's kinds, else start symbols, else anywhere."""
    board = state.board
    tiers: tuple[tuple[int, ...], ...] = (
        board.of_mask(RETURN_MASK[monster]),
        tuple(sorted(board.start_locations)),
        tuple(range(board.size)),
    )
    for tier in tiers:
        free = [loc for loc in tier if state.empty(loc)]
        if free:
            return free
    return []


def return_options(state: State, record: ReturnMonster) -> list[Action]:
    return [{"type": "place", "at": loc} for loc in return_locations(state, record.monster)]


def apply_return(state: State, at: int) -> None:
    record = state.stack.pop()
    assert isinstance(record, ReturnMonster)
    state.mloc[record.monster] = at
    if state.log is not None:
        state.log.append({"type": "placed", "monster": MONSTERS[record.monster], "at": at,
                          "why": "return"})


def no_way_back(state: State, record: ReturnMonster) -> None:
    """Nowhere is free: the Monster stays in the Cauldron if it is empty, else waits."""
    state.mloc[record.monster] = CAULDRON if in_cauldron(state) < 0 else LIMBO
