"""The table rules, as functions changing a :class:`CalaverasState` in place.

Placing a card (with the twin discard), moving one with a Twist, drawing (with the
reshuffle), designating a suspect, moving Nicole, ending a turn and starting the next.
The engine calls these only with actions it has checked.
"""

from __future__ import annotations

from engines.mission_calaveras.cards import BIT, GUILTY_AT, HAND_SIZE, KIND
from engines.mission_calaveras.state import (
    END_FAILED,
    END_GUILTY,
    END_STUCK,
    NO_SEAT,
    CalaverasState,
)
from engines.rng import stream

INNOCENT = -2
"""Area code of the Innocent zone (seats are areas 0..n-1)."""
SUSPECT = -3
"""Area code of the Suspect zone."""

BY_DEFAULT = "default"
"""Suspect designated because every other seat is cleared."""
BY_MATCHES = "matches"
"""Suspect designated for strictly the most Suspect-zone matches among uncleared seats."""


# --- cards on the table -----------------------------------------------------------------


def _discard_twin(state: CalaverasState, piles: tuple[list[str], ...], card: str) -> bool:
    """If a card of ``card``'s Location lies in ``piles``, discard it and ``card``."""
    kind = KIND[card]
    for pile in piles:
        for i, other in enumerate(pile):
            if KIND[other] == kind:
                del pile[i]
                state.discard.append(other)
                state.discard.append(card)
                return True
    return False


def place_in_front(state: CalaverasState, card: str, seat: int) -> None:
    """``card`` arrives in front of ``seat``; a twin already there is discarded with it."""
    if not _discard_twin(state, (state.fronts[seat],), card):
        state.fronts[seat].append(card)


def place_in_zone(state: CalaverasState, card: str, zone: int) -> None:
    """``card`` arrives in a zone; a twin anywhere in the centre is discarded with it."""
    if not _discard_twin(state, (state.innocent, state.suspect), card):
        (state.innocent if zone == INNOCENT else state.suspect).append(card)


def place(state: CalaverasState, card: str, area: int) -> None:
    """``card`` arrives in ``area`` (a seat index, :data:`INNOCENT` or :data:`SUSPECT`)."""
    if area >= 0:
        place_in_front(state, card, area)
    else:
        place_in_zone(state, card, area)


def area_of(state: CalaverasState, card: str) -> int | None:
    """Where the visible ``card`` lies (seat index or zone code); None when not visible."""
    if card in state.innocent:
        return INNOCENT
    if card in state.suspect:
        return SUSPECT
    for seat, front in enumerate(state.fronts):
        if card in front:
            return seat
    return None


def take(state: CalaverasState, card: str) -> int:
    """Remove the visible ``card`` from the table; returns the area it lay in."""
    area = area_of(state, card)
    if area is None:
        raise ValueError(f"card {card} is not on the table")
    if area == INNOCENT:
        state.innocent.remove(card)
    elif area == SUSPECT:
        state.suspect.remove(card)
    else:
        state.fronts[area].remove(card)
    return area


def visible_count(state: CalaverasState) -> int:
    """How many cards lie face up on the table (in front of seats and in the centre)."""
    return len(state.innocent) + len(state.suspect) + sum(len(f) for f in state.fronts)


# --- drawing -----------------------------------------------------------------------------


def reshuffle(state: CalaverasState) -> None:
    """The discard pile, shuffled, becomes the draw pile (which must be empty)."""
    pile = state.discard
    stream(state.seed, state.counter).shuffle(pile)
    state.counter += 1
    state.discard = []
    state.draw = pile


def complete_hand(state: CalaverasState, seat: int) -> None:
    """``seat`` draws until it holds three cards, reshuffling the discard when the pile is
    out; when both are empty it simply stops drawing."""
    hand = state.hands[seat]
    while len(hand) < HAND_SIZE:
        if not state.draw:
            if not state.discard:
                return
            reshuffle(state)
        hand.append(state.draw.pop())


# --- suspects and Nicole ------------------------------------------------------------------


def find_suspect(state: CalaverasState) -> tuple[int, str]:
    """The seat designated suspect now and why (:data:`BY_DEFAULT`, :data:`BY_MATCHES`),
    or ``(NO_SEAT, "")``.

    Only with at least two cards in the centre. A seat is cleared by any card in front of
    it whose Location lies in the Innocent zone (innocence prevails over suspicion). If
    exactly one seat is not cleared it is the suspect; otherwise the one uncleared seat with
    strictly the most Locations matching the Suspect zone (at least one) is.
    """
    if len(state.innocent) + len(state.suspect) < 2:
        return NO_SEAT, ""
    cleared_by = 0
    for card in state.innocent:
        cleared_by |= BIT[card]
    suspected_by = 0
    for card in state.suspect:
        suspected_by |= BIT[card]
    uncleared: list[int] = []
    masks: list[int] = []
    for seat, front in enumerate(state.fronts):
        mask = 0
        for card in front:
            mask |= BIT[card]
        if not mask & cleared_by:
            uncleared.append(seat)
            masks.append(mask)
    if len(uncleared) == 1:
        return uncleared[0], BY_DEFAULT
    best = 0
    who = NO_SEAT
    for seat, mask in zip(uncleared, masks, strict=True):
        matches = (mask & suspected_by).bit_count()
        if matches > best:
            best, who = matches, seat
        elif matches == best and matches:
            who = NO_SEAT
    return (who, BY_MATCHES) if who != NO_SEAT else (NO_SEAT, "")


def move_nicole(state: CalaverasState) -> bool:
    """Nicole goes to the seat with the fewest suspicion points, then the most Locations in
    front; if still tied she stays where she is. Returns whether the tie was unbroken."""
    fronts = state.fronts
    fewest = 1 << 30
    most = -1
    who = NO_SEAT
    tie = False
    for seat, points in enumerate(state.points):
        if points < fewest:
            fewest, most, who, tie = points, len(fronts[seat]), seat, False
        elif points == fewest:
            cards = len(fronts[seat])
            if cards > most:
                most, who, tie = cards, seat, False
            elif cards == most:
                tie = True
    if not tie:
        state.nicole = who
    return tie


# --- turns --------------------------------------------------------------------------------


def end_turn(state: CalaverasState, player: int) -> None:
    """After a card is played by ``player`` (the seat whose hand it came from)."""
    move_nicole(state)
    hand = state.hands[player]
    if len(hand) == HAND_SIZE - 1 and state.draw:
        hand.append(state.draw.pop())
    else:
        complete_hand(state, player)
    state.turns_played += 1
    suspect, _ = find_suspect(state)
    if suspect != NO_SEAT:
        state.points[suspect] += len(state.innocent) + len(state.suspect)
        state.discard.extend(state.innocent)
        state.discard.extend(state.suspect)
        state.innocent.clear()
        state.suspect.clear()
        tie = move_nicole(state)
        if state.points[suspect] >= GUILTY_AT:
            state.guilty = suspect
            state.tie = tie
            state.end = END_FAILED if tie and state.nicole == suspect else END_GUILTY
            return
    next_turn(state)


def next_turn(state: CalaverasState) -> None:
    """Pass the turn on to the next seat whose decider can play.

    The decider of each seat in turn completes a short hand first (possible only when the
    draw pile and discard were both empty at its last draw); a seat whose decider still has
    no card is skipped. If no seat at all can play, the game ends (:data:`END_STUCK`).
    """
    n = len(state.hands)
    seat = (state.turn + 1) % n
    if seat != state.ghost and len(state.hands[seat]) == HAND_SIZE:
        state.turn = seat
        if state.skipped:
            state.skipped = ()
        return
    seat = state.turn
    skipped: list[int] = []
    for _ in range(n):
        seat = (seat + 1) % n
        decider = state.decider(seat)
        hand = state.hands[decider]
        if len(hand) < HAND_SIZE:
            complete_hand(state, decider)
        if hand:
            state.turn = seat
            state.skipped = tuple(skipped)
            return
        skipped.append(seat)
    state.skipped = tuple(skipped)
    state.end = END_STUCK
