"""The eight Monsters and their three abilities each (RULINGS table, by night symbol).

``start_ability`` pushes the frames an activation needs (pushed in reverse: the top frame
runs first). The ability-specific decisions (swap, pick a Villager or group, Moira's
destination, Shepherdess's second Monster or distant scare, Witch's placement, Lost
Soul's banishing) have their options and effects here.
"""

from __future__ import annotations

from engines.caretos.board import kind_mask
from engines.caretos.cards import COLOUR_OF, LETTER
from engines.caretos.cauldron import to_cauldron
from engines.caretos.movement import (
    BANISH_FLAG,
    MARIA_FLAG,
    STOP,
    TREVOR_FIRST,
    careto_move,
    monster_move,
)
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
from engines.caretos.villagers import capture_lone, scare, tidy_campfire

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
    """Push the frames of Monster ``m``'s ability for tonight's night symbol."""
    night = state.night
    mask = JUMPS.get((m, night), 0)
    passthru = m == LOST_SOUL
    state.extra_mask, state.extra_pass = mask, passthru
    push = state.stack.append

    def move(steps: int, flags: int = 0) -> None:
        push(monster_move(seat, m, steps, mask, passthru, flags))

    if m == WEREWOLF:
        if night == COMET:
            push(("careto_pick", seat, 1, 0))
            move(5)
        elif night == STORM:
            move(6)
        else:
            move(3)
            push(("swap", seat, m))
    elif m == MOIRA:
        if night == COMET:
            push(("pick", seat, "moira", -1, ""))
        elif night == STORM:
            push(("careto_pick", seat, 3, 0))
            move(2)
        else:
            move(3)
    elif m == SHEPHERDESS:
        if night == COMET:
            push(("shepherd", seat, m))
            move(3)
        elif night == STORM:
            push(("scare_pick", seat, m))
        else:
            move(3)
    elif m == TREVOR:
        if night == COMET:
            push(("careto_pick", seat, 2, 0))
            move(2)
        elif night == STORM:
            move(4)
        else:
            push(("pick", seat, "trevor2", -1, ""))
            push(("pick", seat, "trevor1", -1, ""))
    elif m == LOST_SOUL:
        if night == COMET:
            push(("careto_pick", seat, 1, 0))
            move(3)
        elif night == STORM:
            move(3, BANISH_FLAG)
        else:
            move(3)
    elif m == WITCH:
        if night == COMET:
            move(4)
        elif night == STORM:
            push(("careto_pick", seat, 2, 0))
            move(3)
        else:
            push(("witch", seat, m))
    elif m == BOGEYMEN:
        if night == COMET:
            push(("pick", seat, "group", -1, ""))
        elif night == STORM:
            move(5)
        else:
            push(("careto_pick", seat, 1, 0))
            move(4)
    elif night == COMET:  # Maria Gancha
        move(6)
    elif night == STORM:
        move(7, 0 if state.maria_used else MARIA_FLAG)
    else:
        push(("careto_pick", seat, 2, 1))


# --- Careto choice ---------------------------------------------------------------------


def careto_can_move(state: State, c: int) -> bool:
    c0, c1 = state.careto
    return any(t != c0 and t != c1 and t != state.gloc for t in state.board.adj[state.careto[c]])


def careto_pick_options(state: State) -> list[Action]:
    return [
        {"type": "choose_careto", "careto": f"careto-{c + 1}"}
        for c in (0, 1)
        if careto_can_move(state, c)
    ]


def apply_careto_pick(state: State, careto: str) -> None:
    _, seat, steps, chain = state.stack.pop()
    c = int(careto[-1]) - 1
    if chain:
        state.stack.append(careto_move(seat, 1 - c, steps))
    state.stack.append(careto_move(seat, c, steps))


# --- Werewolf's swap -------------------------------------------------------------------


def swap_options(state: State, seat: int, m: int) -> list[Action]:
    out: list[Action] = [{"type": "swap", "with": "none"}]
    for j, where in enumerate(state.mloc):
        if j != m and where >= 0 and state.owner[j] == seat:
            out.append({"type": "swap", "with": MONSTERS[j]})
    out.extend({"type": "swap", "with": f"careto-{c + 1}"} for c in (0, 1))
    return out


def apply_swap(state: State, target: str) -> None:
    _, _, m = state.stack.pop()
    here = state.mloc[m]
    if target == "none" or here < 0:
        return
    if target.startswith("careto-"):
        c = int(target[-1]) - 1
        state.mloc[m], state.careto[c] = state.careto[c], here
    else:
        j = MONSTER_INDEX[target]
        state.mloc[m], state.mloc[j] = state.mloc[j], here


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


def pick_options(state: State, frame: tuple[object, ...]) -> list[Action]:
    _, _, purpose, excl_at, excl_letter = frame
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
        if loc == excl_at:
            assert isinstance(excl_letter, str)
            present = remove_letter(group, excl_letter)
        out.extend(
            {"type": "pick_villager", "at": loc, "colour": COLOUR_OF[c]}
            for c in sorted(set(present))
        )
        if purpose == "moira" and len(group) >= 2:
            out.append({"type": "pick_villager", "at": loc, "colour": "all"})
    out.append(STOP)
    return out


def apply_pick(state: State, loc: int, colour: str) -> None:
    _, seat, purpose, _, _ = state.stack.pop()
    if purpose == "moira":
        state.stack.append(("moira_dest", seat, loc, colour))
    elif purpose == "group":
        state.gloc, state.gvill, state.gfire = loc, state.vill[loc], state.fire[loc]
        state.vill[loc], state.fire[loc] = "", False
        state.stack.append(("move", seat, "g", 0, 3, False, 0, False, 0, -1, -1))
    else:
        flags = TREVOR_FIRST if purpose == "trevor1" else 0
        state.stack.append(("move", seat, "v", LETTER[colour], 2, False, 0, False, flags, loc, loc))


def moira_dest_options(state: State, frame: tuple[object, ...]) -> list[Action]:
    frm = frame[2]
    assert isinstance(frm, int)
    return [{"type": "place", "at": d} for d in moira_destinations(state, frm)]


def apply_moira_dest(state: State, to: int) -> None:
    _, _, frm, colour = state.stack.pop()
    if colour == "all":
        moved = state.vill[frm]
        state.vill[frm] = ""
    else:
        moved = LETTER[colour]
        state.vill[frm] = remove_letter(state.vill[frm], moved)
    tidy_campfire(state, frm)
    state.vill[to] = moved
    if len(moved) >= 2 and state.supply > 0:
        state.fire[to] = True
        state.supply -= 1


# --- Shepherdess, Witch, Lost Soul --------------------------------------------------------


def shepherd_options(state: State, m: int) -> list[Action]:
    out: list[Action] = [
        {"type": "pick_monster", "monster": MONSTERS[j]}
        for j, where in enumerate(state.mloc)
        if j != m and where >= 0
    ]
    out.append(STOP)
    return out


def apply_shepherd(state: State, monster: str) -> None:
    _, seat, _ = state.stack.pop()
    state.stack.append(monster_move(seat, MONSTER_INDEX[monster], 3))


def scare_options(state: State) -> list[Action]:
    out: list[Action] = [
        {"type": "scare", "at": loc} for loc, group in enumerate(state.vill) if len(group) >= 2
    ]
    out.append(STOP)
    return out


def apply_scare(state: State, loc: int) -> None:
    _, _, m = state.stack.pop()
    scare(state, loc, m)


def witch_options(state: State, m: int) -> list[Action]:
    here = state.mloc[m]
    if here < 0:
        return []
    return [
        {"type": "place", "at": loc}
        for loc in range(state.board.size)
        if loc != here and not state.blocked(loc)
    ]


def apply_witch(state: State, loc: int) -> None:
    _, _, m = state.stack.pop()
    state.mloc[m] = loc
    size = len(state.vill[loc])
    if size == 1:
        capture_lone(state, loc, m)
    elif size >= 2:
        scare(state, loc, m)


def apply_banish(state: State, send: bool) -> None:
    _, _, victim = state.stack.pop()
    if send:
        to_cauldron(state, victim, below_top=True)


def place_returning(state: State, monster: int, loc: int) -> None:
    state.mloc[monster] = loc
