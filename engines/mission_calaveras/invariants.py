"""What every Mission Calaveras state satisfies, checked on the way in from storage.

A state the rules produced passes :func:`check_state`; a damaged record (a card lost or
doubled, a hand too large, points no designation could give) fails it with a
:class:`~engines.errors.CorruptStateError` naming the first broken invariant.
"""

from __future__ import annotations

from collections import Counter

from engines.errors import CorruptStateError
from engines.mission_calaveras.cards import (
    DECK,
    GUILTY_AT,
    HAND_SIZE,
    IS_TWIST,
    KIND,
    LOCATIONS,
    PLAYER_COUNTS,
)
from engines.mission_calaveras.rules import find_suspect, move_nicole
from engines.mission_calaveras.state import (
    END_FAILED,
    END_GUILTY,
    END_RUNNING,
    END_STUCK,
    NO_SEAT,
    State,
    seating,
)

MIN_DESIGNATION = 2
"""Points a designation gives at least: a suspect needs two cards in the centre."""
MAX_POINTS = GUILTY_AT - 1 + len(LOCATIONS)
"""Most points a seat can hold: 6, then a designation with the centre full (one card of
each Location, the twin rule allowing no more)."""


def _fail(reason: str) -> None:
    raise CorruptStateError(f"corrupt Mission Calaveras state: {reason}")


def _check_cards(state: State) -> None:
    """Every one of the 48 cards exactly once; no Twist and no twin on the table."""
    places = {
        **{f"the hand of seat {i}": h for i, h in enumerate(state.hands)},
        **{f"the front of seat {i}": f for i, f in enumerate(state.fronts)},
        "the Innocent zone": state.innocent,
        "the Suspect zone": state.suspect,
        "the discard": state.discard,
        "the draw pile": state.draw,
    }
    count: Counter[str] = Counter()
    for where, cards in places.items():
        for card in cards:
            if card not in KIND:
                _fail(f"unknown card {card!r} in {where}")
            count[card] += 1
    doubled = sorted(card for card, times in count.items() if times > 1)
    if doubled:
        _fail(f"card(s) {doubled} appear more than once")
    missing = sorted(set(DECK) - set(count))
    if missing:
        _fail(f"card(s) {missing} are missing ({len(count)} of {len(DECK)} accounted for)")
    table = {f"the front of seat {i}": f for i, f in enumerate(state.fronts)}
    table["the centre"] = [*state.innocent, *state.suspect]
    for where, cards in table.items():
        twists = [card for card in cards if IS_TWIST[card]]
        if twists:
            _fail(f"Twist card(s) {twists} lie in {where}")
        kinds = [KIND[card] for card in cards]
        if len(set(kinds)) != len(kinds):
            _fail(f"{where} holds two cards of one Location ({cards}); twins are discarded")


def _check_seats(state: State) -> None:
    """Hand sizes, the ghost's empty hand, seat numbers in range, whose turn it is."""
    infos = seating(state.players)
    n = len(infos)
    for info in infos:
        size = len(state.hands[info.index])
        if info.ghost and size:
            _fail(f"the ghost seat {info.index} holds {size} card(s); a ghost has no hand")
        if size > HAND_SIZE:
            _fail(f"seat {info.index} holds {size} cards; a hand holds at most {HAND_SIZE}")
    for name, seat in (("Nicole", state.nicole), ("the turn", state.turn)):
        if not 0 <= seat < n:
            _fail(f"{name} points to seat {seat}; seats are 0 to {n - 1}")
    bad_skips = [seat for seat in state.skipped if not 0 <= seat < n]
    if bad_skips:
        _fail(f"skipped seat(s) {bad_skips} do not exist")


def _check_points(state: State) -> None:
    """Points only a series of designations can give; the guilty seat and the end agree."""
    for seat, points in enumerate(state.points):
        if not 0 <= points <= MAX_POINTS:
            _fail(f"seat {seat} has {points} suspicion points; a seat has 0 to {MAX_POINTS}")
    guilty = [seat for seat, points in enumerate(state.points) if points >= GUILTY_AT]
    if state.end not in (END_RUNNING, END_GUILTY, END_FAILED, END_STUCK):
        _fail(f"unknown end {state.end!r}")
    if state.end in (END_GUILTY, END_FAILED):
        if guilty != [state.guilty]:
            _fail(f"the game ended with seat {state.guilty} guilty but seats {guilty} "
                  f"have {GUILTY_AT} points or more")
        if state.end == END_FAILED and not (state.tie and state.nicole == state.guilty):
            _fail("the game failed without an unbroken tie leaving Nicole with the guilty seat")
        return
    if guilty:
        _fail(f"seat(s) {guilty} have {GUILTY_AT} points or more but the game goes on")
    if state.guilty != NO_SEAT or state.tie:
        _fail("a guilty seat or a final tie is recorded but nobody is guilty")


def _check_settled(state: State) -> None:
    """Nothing waits to happen between turns: the seat to play holds a card, points come
    in designations of two or more, Nicole stands where the table puts her, no suspect is
    due."""
    if state.end == END_RUNNING and not state.hands[state.decider(state.turn)]:
        _fail(f"seat {state.decider(state.turn)} must play now but holds no card")
    for seat, points in enumerate(state.points):
        if 0 < points < MIN_DESIGNATION:
            _fail(f"seat {seat} has {points} suspicion point(s); a designation gives at "
                  f"least {MIN_DESIGNATION}")
    probe = state.clone()
    move_nicole(probe)
    if probe.nicole != state.nicole:
        _fail(f"Nicole stands with seat {state.nicole} but seat {probe.nicole} is the most "
              f"trusted")
    if state.end == END_RUNNING:
        suspect, _ = find_suspect(state)
        if suspect != NO_SEAT:
            _fail(f"seat {suspect} should have been designated suspect at the end of the turn")


def check_state(state: State, settled: bool = True) -> None:
    """Raise :class:`CorruptStateError` unless ``state`` is one the rules can reach.

    ``settled=False`` skips :func:`_check_settled` (nothing waits to happen between
    turns): tests build table positions for single rules with it.
    """
    if state.players not in PLAYER_COUNTS:
        _fail(f"a game has 3 to 6 players, not {state.players}")
    n = len(seating(state.players))
    for name in ("hands", "fronts", "points"):
        if len(getattr(state, name)) != n:
            _fail(f"field {name} must have one entry per seat ({n})")
    if state.counter < 1 or state.turns_played < 0:
        _fail(f"counters cannot be negative (counter {state.counter}, turns "
              f"{state.turns_played})")
    _check_cards(state)
    _check_seats(state)
    _check_points(state)
    if settled:
        _check_settled(state)
