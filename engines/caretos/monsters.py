"""The eight Monsters and their three abilities each (RULINGS table, by night symbol).

``start_ability`` pushes the decisions an activation needs (in reverse: the top one runs
first). The ability-specific decisions (swap, pick a Villager or group, Moira's
destination, Shepherdess's second Monster or distant scare, Witch's placement, Lost
Soul's banishing) have their options and effects here.
"""

from __future__ import annotations

from engines.caretos.board import kind_mask
from engines.caretos.cards import COLOUR_OF, LETTER
from engines.caretos.cauldron import to_cauldron
from engines.caretos.decisions import (
    Banish,
    ChooseCareto,
    MoiraDestination,
    Move,
    PickMonster,
    PickVillager,
    PlaceWitch,
    ScareFromAfar,
    Swap,
)
from engines.caretos.movement import CARETO_NAMES, STOP, monster_move
from engines.caretos.state import (
    BOGEYMEN,
    LOST_SOUL,
    MARIA,
    MOIRA,
    MONSTER_INDEX,
    MONSTERS,
    SHEPHERDESS,
    TREVOR,
    WEREWOLF,
    WITCH,
    State,
    remove_letter,
)
from engines.caretos.villagers import capture_lone, place_campfire, scare, tidy_campfire

Action = dict[str, object]

COMET, STORM, MOON = 0, 1, 2
ABILITY_TEXT: dict[str, tuple[str, str, str]] = {
    "werewolf": (
        "up to 5 moves, then 1 move with either Careto",
        "up to 6 moves; jump between Villages",
        "swap places with your other Monster or a Careto, then up to 3 moves",
    ),
    "enchanted-moira": (
        "move 1 Villager or a whole group to an unoccupied location through unoccupied ones",
        "up to 2 moves, then 3 moves with one Careto",
        "up to 3 moves; jump Waterfalls, Granaries, Dolmens, Forests, Chapels, Villages",
    ),
    "shepherdess-of-wolves": (
        "up to 3 moves, then up to 3 moves with any other Monster (its owner gains)",
        "scare any group anywhere without moving; take its Campfire",
        "up to 3 moves; jump Waterfalls, Granaries, Dolmens, Forests, Chapels",
    ),
    "trevor": (
        "up to 2 moves, then 2 moves with one Careto",
        "up to 4 moves; jump Dolmens, Forests, Chapels, Villages",
        "move two different Villagers up to 2 moves each",
    ),
    "lost-soul": (
        "up to 3 moves passing through Monsters and Caretos, then 1 move with a Careto",
        "up to 3 moves passing through; may send each Monster passed to the Cauldron",
        "up to 3 moves passing through; jump Forests, Granaries, Chapels, Villages, Dolmens",
    ),
    "witch": (
        "up to 4 moves; jump Forests, Granaries, Villages, Waterfalls",
        "up to 3 moves, then 2 moves with one Careto",
        "place anywhere without a Monster or Careto; capture a lone Villager, scare a group",
    ),
    "bogeymen": (
        "move a whole group (with its Campfire) up to 3 moves; it acts as a Careto this turn",
        "up to 5 moves; jump Dolmens, Granaries, Chapels",
        "up to 4 moves, then 1 move with a Careto",
    ),
    "maria-gancha": (
        "up to 6 moves; jump Wells",
        "up to 7 moves; once per turn, after scaring a group, 1 more move",
        "2 moves with one Careto, then 2 moves with the other",
    ),
}

JUMPS: dict[tuple[int, int], int] = {
    (WEREWOLF, STORM): kind_mask("village"),
    (MOIRA, MOON): kind_mask("waterfall", "granary", "dolmen", "forest", "chapel", "village"),
    (SHEPHERDESS, MOON): kind_mask("waterfall", "granary", "dolmen", "forest", "chapel"),
    (TREVOR, STORM): kind_mask("dolmen", "forest", "chapel", "village"),
    (LOST_SOUL, MOON): kind_mask("forest", "granary", "chapel", "village", "dolmen"),
    (WITCH, COMET): kind_mask("forest", "granary", "village", "waterfall"),
    (BOGEYMEN, STORM): kind_mask("dolmen", "granary", "chapel"),
    (MARIA, COMET): kind_mask("well"),
}


def start_ability(state: State, seat: int, m: int) -> None:
    """Push the decisions of Monster ``m``'s ability for tonight's night symbol."""
    night = state.night
    mask = JUMPS.get((m, night), 0)
    passthru = m == LOST_SOUL
    state.extra_mask, state.extra_pass = mask, passthru
    push = state.stack.append

    def move(steps: int, maria_bonus: bool = False, may_banish: bool = False) -> None:
        push(monster_move(seat, m, steps, mask, passthru, maria_bonus, may_banish))

    if m == WEREWOLF:
        if night == COMET:
            push(ChooseCareto(seat, 1, False))
            move(5)
        elif night == STORM:
            move(6)
        else:
            move(3)
            push(Swap(seat, m))
    elif m == MOIRA:
        if night == COMET:
            push(PickVillager(seat, "moira"))
        elif night == STORM:
            push(ChooseCareto(seat, 3, False))
            move(2)
        else:
            move(3)
    elif m == SHEPHERDESS:
        if night == COMET:
            push(PickMonster(seat, m))
            move(3)
        elif night == STORM:
            push(ScareFromAfar(seat, m))
        else:
            move(3)
    elif m == TREVOR:
        if night == COMET:
            push(ChooseCareto(seat, 2, False))
            move(2)
        elif night == STORM:
            move(4)
        else:
            push(PickVillager(seat, "trevor_second"))
            push(PickVillager(seat, "trevor_first"))
    elif m == LOST_SOUL:
        if night == COMET:
            push(ChooseCareto(seat, 1, False))
            move(3)
        elif night == STORM:
            move(3, may_banish=True)
        else:
            move(3)
    elif m == WITCH:
        if night == COMET:
            move(4)
        elif night == STORM:
            push(ChooseCareto(seat, 2, False))
            move(3)
        else:
            push(PlaceWitch(seat, m))
    elif m == BOGEYMEN:
        if night == COMET:
            push(PickVillager(seat, "group"))
        elif night == STORM:
            move(5)
        else:
            push(ChooseCareto(seat, 1, False))
            move(4)
    elif night == COMET:  # Maria Gancha
        move(6)
    elif night == STORM:
        move(7, maria_bonus=not state.maria_used)
    else:
        push(ChooseCareto(seat, 2, True))


# --- Werewolf's swap -------------------------------------------------------------------


def swap_options(state: State, record: Swap) -> list[Action]:
    m, seat = record.monster, record.seat
    out: list[Action] = [{"type": "swap", "with": "none"}]
    for j, where in enumerate(state.mloc):
        if j != m and where >= 0 and state.owner[j] == seat:
            out.append({"type": "swap", "with": MONSTERS[j]})
    out.extend({"type": "swap", "with": name} for name in CARETO_NAMES)
    return out


def apply_swap(state: State, target: str) -> None:
    record = state.stack.pop()
    assert isinstance(record, Swap)
    m = record.monster
    here = state.mloc[m]
    if target == "none" or here < 0:
        return
    if target in CARETO_NAMES:
        c = CARETO_NAMES.index(target)
        state.mloc[m], state.careto[c] = state.careto[c], here
    else:
        j = MONSTER_INDEX[target]
        state.mloc[m], state.mloc[j] = state.mloc[j], here
    if state.log is not None:
        state.log.append({"type": "swapped", "monster": MONSTERS[m], "with": target,
                          "at": state.mloc[m], "other_at": here})


# --- Picking Villagers (Moira, Trevor, Bogeymen) -----------------------------------------


def moira_destinations(state: State, start: int) -> list[int]:
    """Unoccupied locations reachable from ``start`` through unoccupied locations."""
    adj = state.board.adj
    seen = {start}
    frontier = [start]
    while frontier:
        cur = frontier.pop()
        for n in adj[cur]:
            if n not in seen and state.empty(n):
                seen.add(n)
                frontier.append(n)
    seen.discard(start)
    return sorted(seen)


def pick_options(state: State, record: PickVillager) -> list[Action]:
    purpose = record.purpose
    out: list[Action] = []
    for loc, group in enumerate(state.vill):
        if not group:
            continue
        if purpose == "group":
            if len(group) >= 2:
                out.append({"type": "pick_villager", "at": loc, "colour": "all"})
            continue
        if purpose == "moira":
            if not moira_destinations(state, loc):
                continue
        elif all(state.blocked(n) for n in state.board.adj[loc]):
            continue
        present = group
        if loc == record.excluded_at:
            present = remove_letter(group, record.excluded_colour)
        out.extend(
            {"type": "pick_villager", "at": loc, "colour": COLOUR_OF[c]}
            for c in sorted(set(present))
        )
        if purpose == "moira" and len(group) >= 2:
            out.append({"type": "pick_villager", "at": loc, "colour": "all"})
    out.append(STOP)
    return out


def apply_pick(state: State, loc: int, colour: str) -> None:
    record = state.stack.pop()
    assert isinstance(record, PickVillager)
    seat, purpose = record.seat, record.purpose
    if purpose == "moira":
        state.stack.append(MoiraDestination(seat, loc, colour))
    elif purpose == "group":
        state.gloc, state.gvill, state.gfire = loc, state.vill[loc], state.fire[loc]
        state.vill[loc], state.fire[loc] = "", False
        state.stack.append(Move(seat, "group", -1, 3, True))
    else:
        state.stack.append(Move(seat, "villager", -1, 2, False, 0, False, False, False,
                                LETTER[colour], loc, loc, purpose == "trevor_first"))


def moira_options(state: State, record: MoiraDestination) -> list[Action]:
    return [{"type": "place", "at": d} for d in moira_destinations(state, record.origin)]


def apply_moira(state: State, to: int) -> None:
    record = state.stack.pop()
    assert isinstance(record, MoiraDestination)
    frm, colour = record.origin, record.colour
    if colour == "all":
        moved = state.vill[frm]
        state.vill[frm] = ""
    else:
        moved = LETTER[colour]
        state.vill[frm] = remove_letter(state.vill[frm], moved)
    if state.log is not None:
        state.log.append({"type": "moved", "piece": "villagers", "from": frm, "to": to,
                          "villagers": moved})
    tidy_campfire(state, frm)
    state.vill[to] = moved
    if len(moved) >= 2:
        place_campfire(state, to)  # the group left its own behind


# --- Shepherdess, Witch, Lost Soul --------------------------------------------------------


def shepherd_options(state: State, record: PickMonster) -> list[Action]:
    out: list[Action] = [
        {"type": "pick_monster", "monster": MONSTERS[j]}
        for j, where in enumerate(state.mloc)
        if j != record.monster and where >= 0
    ]
    out.append(STOP)
    return out


def apply_shepherd(state: State, monster: str) -> None:
    record = state.stack.pop()
    state.stack.append(monster_move(record.seat, MONSTER_INDEX[monster], 3))


def scare_options(state: State, record: ScareFromAfar) -> list[Action]:
    out: list[Action] = [
        {"type": "scare", "at": loc} for loc, group in enumerate(state.vill) if len(group) >= 2
    ]
    out.append(STOP)
    return out


def apply_scare(state: State, loc: int) -> None:
    record = state.stack.pop()
    assert isinstance(record, ScareFromAfar)
    scare(state, loc, record.monster)


def witch_options(state: State, record: PlaceWitch) -> list[Action]:
    here = state.mloc[record.monster]
    if here < 0:
        return []
    return [
        {"type": "place", "at": loc}
        for loc in range(state.board.size)
        if loc != here and not state.blocked(loc)
    ]


def apply_witch(state: State, loc: int) -> None:
    record = state.stack.pop()
    assert isinstance(record, PlaceWitch)
    m = record.monster
    if state.log is not None:
        state.log.append({"type": "placed", "monster": MONSTERS[m], "at": loc, "why": "witch"})
    state.mloc[m] = loc
    size = len(state.vill[loc])
    if size == 1:
        capture_lone(state, loc, m)
    elif size >= 2:
        scare(state, loc, m)


def banish_options(state: State, record: Banish) -> list[Action]:
    return [{"type": "banish", "send": True}, {"type": "banish", "send": False}]


def apply_banish(state: State, send: bool) -> None:
    record = state.stack.pop()
    assert isinstance(record, Banish)
    if send:
        to_cauldron(state, record.monster, below_top=True)
