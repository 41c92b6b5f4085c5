"""The table rules, as functions changing a :class:`State` in place.

Placing a card (with the twin discard), moving one with a Twist, drawing (with the
reshuffle), designating a suspect, moving Nicole, ending a turn and starting the next.
The engine calls these only with actions it has checked.

Each function takes an optional ``log``: when given a list, the public effects are
appended to it as events (:mod:`engines.mission_calaveras.events`), in the order they
happen; search passes None and pays one ``is None`` test per effect.
"""

from __future__ import annotations

from engines.base import Event
from engines.mission_calaveras.cards import BIT, GUILTY_AT, HAND_SIZE, KIND
from engines.mission_calaveras.state import (
    DECIDERS,
    END_FAILED,
    END_GUILTY,
    END_STUCK,
    NO_SEAT,
    State,
)
from engines.rng import stream

Log = list[Event] | None
"""Where effects are recorded as events; None (search) records nothing."""

INNOCENT = -2
"""Area code of the Innocent zone (seats are areas 0..n-1)."""
SUSPECT = -3
"""Area code of the Suspect zone."""

AREA_NAMES = {INNOCENT: "innocent", SUSPECT: "suspect"}
"""The zones' names in actions and events (a seat's area is named "seat")."""
ZONE_AREA = {name: area for area, name in AREA_NAMES.items()}
"""The area code of each zone name."""

BY_DEFAULT = "default"
"""Suspect designated because every other seat is cleared."""
BY_MATCHES = "matches"
"""Suspect designated for strictly the most Suspect-zone matches among uncleared seats."""


def area_name(area: int) -> str:
    """``"seat"``, ``"innocent"`` or ``"suspect"``: how actions and events name an area."""
    return "seat" if area >= 0 else AREA_NAMES[area]


def area_seat(area: int) -> int | None:
    """The seat index of a seat's area, None for a zone."""
    return area if area >= 0 else None


# --- cards on the table -----------------------------------------------------------------


def _discard_twin(
    state: State, piles: tuple[list[str], ...], card: str, log: Log
) -> bool:
    """If a card of ``card``'s Location lies in ``piles``, discard it and ``card``."""
    kind = KIND[card]
    for pile in piles:
        for i, other in enumerate(pile):
            if KIND[other] == kind:
                del pile[i]
                state.discard.append(other)
                state.discard.append(card)
                if log is not None:
                    log.append({"type": "discarded", "cards": [other, card], "location": kind,
                                **_area_fields(state, pile)})
                return True
    return False


def _area_fields(state: State, pile: list[str]) -> Event:
    """The ``at``/``at_seat`` event fields naming the area ``pile`` is."""
    if pile is state.innocent:
        area = INNOCENT
    elif pile is state.suspect:
        area = SUSPECT
    else:
        area = next(i for i, front in enumerate(state.fronts) if front is pile)
    return {"at": area_name(area), "at_seat": area_seat(area)}


def place(state: State, card: str, area: int, log: Log = None) -> None:
    """``card`` arrives in ``area`` (a seat index, :data:`INNOCENT` or :data:`SUSPECT`).

    A twin already in front of that seat (for a seat) or anywhere in the centre (for a
    zone) is discarded with it.
    """
    if area >= 0:
        if not _discard_twin(state, (state.fronts[area],), card, log):
            state.fronts[area].append(card)
    elif not _discard_twin(state, (state.innocent, state.suspect), card, log):
        (state.innocent if area == INNOCENT else state.suspect).append(card)


def area_of(state: State, card: str) -> int | None:
    """Where the visible ``card`` lies (seat index or zone code); None when not visible."""
    if card in state.innocent:
        return INNOCENT
    if card in state.suspect:
        return SUSPECT
    for seat, front in enumerate(state.fronts):
        if card in front:
            return seat
    return None


def take(state: State, card: str) -> int:
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


# --- drawing -----------------------------------------------------------------------------


def reshuffle(state: State, log: Log = None) -> None:
    """The discard pile, shuffled, becomes the draw pile (which must be empty)."""
    pile = state.discard
    stream(state.seed, state.counter).shuffle(pile)
    state.counter += 1
    state.discard = []
    state.draw = pile
    if log is not None:
        log.append({"type": "reshuffled", "count": len(pile)})


def complete_hand(state: State, seat: int, log: Log = None) -> None:
    """``seat`` draws until it holds three cards, reshuffling the discard when the pile is
    out; when both are empty it simply stops drawing."""
    hand = state.hands[seat]
    draw = state.draw
    while len(hand) < HAND_SIZE:
        if not draw:
            if not state.discard:
                return
            reshuffle(state, log)
            draw = state.draw
        card = draw.pop()
        hand.append(card)
        if log is not None:
            log.append({"type": "drew", "seat": seat, "card": card})


# --- suspects and Nicole ------------------------------------------------------------------


def find_suspect(state: State) -> tuple[int, str]:
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


def move_nicole(state: State, log: Log = None) -> bool:
    """Nicole goes to the seat with the fewest suspicion points, then the most Locations in
    front; if still tied she stays where she is. Returns whether the tie was unbroken."""
    fronts = state.fronts
    fewest = 1 << 30
    most = -1
    who = NO_SEAT
    for seat, points in enumerate(state.points):
        if points < fewest:
            fewest, most, who = points, len(fronts[seat]), seat
        elif points == fewest:
            cards = len(fronts[seat])
            if cards > most:
                most, who = cards, seat
            elif cards == most:
                who = NO_SEAT
    if who == NO_SEAT:
        return True
    if who != state.nicole:
        if log is not None:
            log.append({"type": "nicole-moved", "from": state.nicole, "to": who})
        state.nicole = who
    return False


def designate(state: State, suspect: int, reason: str, log: Log = None) -> None:
    """``suspect`` (found by :func:`find_suspect` for ``reason``) takes a point per card
    in the centre, which is then discarded."""
    centre = state.innocent + state.suspect
    state.points[suspect] += len(centre)
    state.discard.extend(centre)
    state.innocent.clear()
    state.suspect.clear()
    if log is not None:
        log.append({"type": "designated", "seat": suspect, "reason": reason,
                    "points": len(centre), "suspicion": state.points[suspect],
                    "cleared": centre})


# --- turns --------------------------------------------------------------------------------


def end_turn(state: State, player: int, log: Log = None) -> None:
    """After a card is played by ``player`` (the seat whose hand it came from).

    Nicole follows the table as it changes: once after the card took effect and once more
    after a designation. The first move is not redundant: her place after it is where she
    "stays" if the designation leaves a tie (she may stay with the new suspect).
    """
    move_nicole(state, log)
    complete_hand(state, player, log)
    state.turns_played += 1
    suspect, reason = find_suspect(state)
    if suspect != NO_SEAT:
        designate(state, suspect, reason, log)
        tie = move_nicole(state, log)
        if state.points[suspect] >= GUILTY_AT:
            state.guilty = suspect
            state.tie = tie
            state.end = END_FAILED if tie and state.nicole == suspect else END_GUILTY
            return
    next_turn(state, log)


def next_turn(state: State, log: Log = None) -> None:
    """Pass the turn on to the next seat whose decider can play.

    The decider of each seat in turn completes a short hand first (possible only when the
    draw pile and discard were both empty at its last draw); a seat whose decider still has
    no card is skipped. If no seat at all can play, the game ends (:data:`END_STUCK`).
    """
    n = len(state.hands)
    deciders = DECIDERS[state.players]
    seat = state.turn
    skipped: list[int] | None = None
    for _ in range(n):
        seat = seat + 1 if seat + 1 < n else 0
        decider = deciders[seat]
        hand = state.hands[decider]
        if len(hand) < HAND_SIZE:
            complete_hand(state, decider, log)
        if hand:
            state.turn = seat
            if skipped or state.skipped:
                state.skipped = tuple(skipped or ())
            if log is not None:
                log.append({"type": "turn-passed", "seat": seat, "by": decider})
            return
        skipped = [*(skipped or ()), seat]
        if log is not None:
            log.append({"type": "skipped", "seat": seat})
    state.skipped = tuple(skipped or ())
    state.end = END_STUCK
