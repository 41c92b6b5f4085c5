"""Night Cards: playing one (the turn's mandatory action), its runes, and its extra
symbols, resolved top to bottom before any Monster acts: Gather Villagers (every lone
Villager that can walk to others does, one at a time, the active player choosing) and
Move Caretos (one Careto, exact moves)."""

from __future__ import annotations

from engines.caretos.cards import COLOUR_OF, NIGHT, NIGHTS
from engines.caretos.decisions import ChooseCareto, Gather, MainChoice, PlayCard
from engines.caretos.state import State
from engines.caretos.villagers import arrive

Action = dict[str, object]


def play_options(state: State, record: PlayCard) -> list[Action]:
    return [{"type": "play", "card": c} for c in state.hands[record.seat]]


def apply_play(state: State, seat: int, card: str) -> None:
    state.hands[seat].remove(card)
    pile = state.discards[seat]
    below = pile[-1] if pile else None
    pile.append(card)
    info = NIGHT[card]
    state.played = card
    state.night = NIGHTS.index(info.night)
    state.rune_match = bool(info.rune and below and NIGHT[below].rune == info.rune)
    state.rune_bonus = state.rune_match
    state.stack[-1] = MainChoice(seat)
    if info.extra == "gather":
        state.stack.append(Gather(seat))
    elif info.extra:
        state.stack.append(ChooseCareto(seat, int(info.extra[-1]), False))
    if state.log is not None:
        state.log.append({"type": "night-card", "seat": seat, "card": card,
                          "night": info.night, "rune": info.rune, "extra": info.extra,
                          "rune_match": state.rune_match})


def gather_targets(state: State, start: int, blocked: set[int] | None = None) -> list[int]:
    """Locations with Villagers a lone Villager on ``start`` reaches through empty ones.
    ``blocked``: ``state.blocked_locations()``, if the caller has it."""
    adj = state.board.adj
    if blocked is None:
        blocked = state.blocked_locations()
    seen = {start}
    frontier = [start]
    found: set[int] = set()
    while frontier:
        cur = frontier.pop()
        for n in adj[cur]:
            if n in seen or n in blocked:
                continue
            seen.add(n)
            if state.vill[n]:
                found.add(n)
            else:
                frontier.append(n)
    return sorted(found)


def gather_options(state: State, record: Gather) -> list[Action]:
    out: list[Action] = []
    blocked = state.blocked_locations()
    for loc, group in enumerate(state.vill):
        if len(group) == 1:
            out.extend({"type": "gather", "from": loc, "to": t}
                       for t in gather_targets(state, loc, blocked))
    return out


def apply_gather(state: State, frm: int, to: int) -> None:
    letter = state.vill[frm]
    state.vill[frm] = ""
    if state.log is not None:
        state.log.append({"type": "villager-gathered", "from": frm, "to": to,
                          "colour": COLOUR_OF[letter]})
    arrive(state, to, letter)
