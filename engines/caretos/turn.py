"""A turn's main decision and its end: activate Monsters (one free; a second with matching
runes or 3 Campfires), release one from the Cauldron with matching runes, spend
Campfires, end the turn and draw; the end of the game."""

from __future__ import annotations

from engines.caretos.campfires import SECOND_MONSTER_COST, pay, spending_options
from engines.caretos.cards import NIGHTS
from engines.caretos.decisions import MainChoice, PlayCard
from engines.caretos.monsters import start_ability
from engines.caretos.scoring import ranking
from engines.caretos.state import CAULDRON, MONSTERS, State

Action = dict[str, object]

END_TURN: Action = {"type": "end_turn"}


def main_options(state: State, record: MainChoice) -> list[Action]:
    seat = record.seat
    out: list[Action] = []
    can_spend = not state.spent and state.camp[seat] >= SECOND_MONSTER_COST
    if state.used == 0:
        pays = ["free"]
    else:
        pays = ["rune"] if state.rune_bonus else []
        if can_spend:
            pays.append("campfires")
    for m in range(len(MONSTERS)):
        if state.owner[m] != seat:
            continue
        if state.mloc[m] >= 0 and m not in state.activated:
            out.extend({"type": "activate", "monster": MONSTERS[m], "pay": p} for p in pays)
        elif state.mloc[m] == CAULDRON and state.rune_bonus:
            out.append({"type": "release", "monster": MONSTERS[m], "pay": "rune"})
    out.extend(spending_options(state, seat))
    out.append(END_TURN)
    return out


def apply_activate(state: State, seat: int, m: int, pay_with: str) -> None:
    if pay_with != "free":
        pay(state, seat, pay_with, "activation")
    state.used += 1
    state.activated.append(m)
    state.last_act = m
    if state.log is not None:
        state.log.append({"type": "activated", "seat": seat, "monster": MONSTERS[m],
                          "night": NIGHTS[state.night], "pay": pay_with})
    start_ability(state, seat, m)


def end_turn(state: State) -> None:
    """Settle the Careto group, box the discards after matching runes, draw, pass on."""
    seat = state.current
    log = state.log
    state.stack.pop()
    if state.gloc >= 0:
        loc = state.gloc
        state.vill[loc] = "".join(sorted(state.vill[loc] + state.gvill))
        state.fire[loc] = state.fire[loc] or state.gfire
        state.gloc, state.gvill, state.gfire = -1, "", False
    if state.rune_match:
        if log is not None:
            log.append({"type": "discards-boxed", "seat": seat,
                        "cards": list(state.discards[seat])})
        state.boxed_night.extend(state.discards[seat])
        state.discards[seat] = []
    if state.final_turns < 0:
        card = state.deck.pop()
        state.hands[seat].append(card)
        if log is not None:
            log.append({"type": "card-drawn", "seat": seat, "card": card,
                        "deck_left": len(state.deck)})
        if not state.deck:
            state.final_turns = state.players
    else:
        state.final_turns -= 1
        if state.final_turns == 0:
            finish(state, "the last Night Card was drawn and every player took a last turn")
            return
    state.current = (seat + 1) % state.players
    if log is not None:
        log.append({"type": "turn-ended", "seat": seat, "next": state.current,
                    "final_turns": max(state.final_turns, 0)})
    state.night, state.played = -1, ""
    state.rune_match = state.rune_bonus = False
    state.used, state.activated, state.spent, state.last_act = 0, [], False, -1
    state.extra_mask, state.extra_pass, state.bought, state.maria_used = 0, False, [], False
    state.scared = 0
    state.stack.append(PlayCard(state.current))


def finish(state: State, reason: str) -> None:
    state.over = True
    state.end_reason = reason
    state.stack = []
    if state.log is not None:
        details, _, winners = ranking(state)
        state.log.append({"type": "game-ended", "reason": reason, "winners": list(winners),
                          "scores": [{"seat": i, "points": d["total"]}
                                      for i, d in enumerate(details)]})
