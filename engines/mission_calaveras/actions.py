"""The action kinds of Mission Calaveras: their JSON Schemas, enumeration and checking.

``legal_actions`` and :func:`problem` agree exactly: an action is legal if and only if
:func:`problem` returns None, and then it equals one of the enumerated actions.
"""

from __future__ import annotations

from typing import Any

from engines.actions import FrozenAction
from engines.mission_calaveras.cards import IS_TWIST, KIND
from engines.mission_calaveras.rules import INNOCENT, SUSPECT, ZONE_AREA, area_of
from engines.mission_calaveras.state import State
from engines.schema import action_kind, card_id, enum

JSON = dict[str, Any]

PLAY = "play"
TWIST = "twist"
DISCARD_TWIST = "discard-twist"

DESTINATIONS = ("seat", "innocent", "suspect")
AREA_NAME = {INNOCENT: "the Innocent zone", SUSPECT: "the Suspect zone"}



def destination(action: JSON) -> int:
    """The area a play or twist action sends its card to (seat index or zone code)."""
    seat: int = action["seat"]
    return seat if action["to"] == "seat" else ZONE_AREA[action["to"]]


_SEAT_OR_NULL: JSON = {
    "type": ["integer", "null"],
    "minimum": 0,
    "description": "the seat index when 'to' is 'seat', else null",
}
_TO = enum(
    *DESTINATIONS,
    description="where the card goes: in front of a seat, or the Innocent / Suspect zone",
)

ACTION_KINDS: dict[str, JSON] = {
    PLAY: action_kind(
        PLAY,
        "Play a Location card from your hand (on a ghost's turn, from its partner's hand) "
        "in front of any seat (yourself, a partner, an opponent, a ghost) or on the "
        "Innocent or Suspect zone. A twin of the same Location already there (in front of "
        "that seat; for the zones, anywhere in the centre) is discarded with it.",
        {"card": card_id("a Location card in your hand, e.g. hotel-3"), "to": _TO,
         "seat": _SEAT_OR_NULL},
        {"card": "hotel-3", "to": "seat", "seat": 2},
    ),
    TWIST: action_kind(
        TWIST,
        "Play a Twist card from your hand to move one visible card (in front of a seat or "
        "in a zone) to another area; a twin at the destination is discarded with it. "
        "Moving is optional: see 'discard-twist'.",
        {"card": card_id("a Twist card in your hand, e.g. twist-5"),
         "move": card_id("the visible card to move, e.g. airport-2"), "to": _TO,
         "seat": _SEAT_OR_NULL},
        {"card": "twist-5", "move": "airport-2", "to": "suspect", "seat": None},
    ),
    DISCARD_TWIST: action_kind(
        DISCARD_TWIST,
        "Play a Twist card without moving any card (moving is a choice, not an "
        "obligation): the Twist goes to the discard and nothing else changes.",
        {"card": card_id("a Twist card in your hand, e.g. twist-5")},
        {"card": "twist-5"},
    ),
}

FIELDS: dict[str, frozenset[str]] = {
    kind: frozenset(schema["properties"]) for kind, schema in ACTION_KINDS.items()
}


def _destinations(n: int, source: int) -> tuple[tuple[str, int | None], ...]:
    """Every (to, seat) area other than ``source`` at a table of ``n`` seats."""
    found: list[tuple[str, int | None]] = [("seat", seat) for seat in range(n) if seat != source]
    if source != INNOCENT:
        found.append(("innocent", None))
    if source != SUSPECT:
        found.append(("suspect", None))
    return tuple(found)


_FROM: dict[int, dict[int, tuple[tuple[str, int | None], ...]]] = {
    n: {source: _destinations(n, source) for source in (*range(n), INNOCENT, SUSPECT)}
    for n in (4, 6)
}
"""A Twist's destinations by seat count and the moved card's area."""

_FROM_HAND = -1
"""The source of a card played from hand: every area is a destination."""

_PLAY_TO: dict[int, tuple[tuple[str, int | None], ...]] = {
    n: _destinations(n, _FROM_HAND) for n in (4, 6)
}


def visible_cards(state: State) -> list[tuple[str, int]]:
    """Every visible card with the area it lies in (seat index or zone code)."""
    found = [(card, source) for source, front in enumerate(state.fronts) for card in front]
    found += [(card, INNOCENT) for card in state.innocent]
    found += [(card, SUSPECT) for card in state.suspect]
    return found


_DISCARDS: dict[str, JSON] = {
    card: FrozenAction(type=DISCARD_TWIST, card=card) for card, twist in IS_TWIST.items() if twist
}
"""The discard-twist action of each Twist card."""

_PLAYS: dict[tuple[int, str], tuple[JSON, ...]] = {}
"""Templates of the play actions of a card at a table of n seats, by (n, card)."""

_TWISTS: dict[tuple[int, str, str, int], tuple[JSON, ...]] = {}
"""Templates of the twist actions of (n, twist card, moved card, its area)."""


def _plays(n: int, card: str) -> tuple[JSON, ...]:
    found = _PLAYS.get((n, card))
    if found is None:
        found = _PLAYS[n, card] = tuple(
            FrozenAction(type=PLAY, card=card, to=to, seat=s) for to, s in _PLAY_TO[n]
        )
    return found


def _twists(n: int, card: str, moving: str, source: int) -> tuple[JSON, ...]:
    found = _TWISTS.get((n, card, moving, source))
    if found is None:
        found = _TWISTS[n, card, moving, source] = tuple(
            FrozenAction(type=TWIST, card=card, move=moving, to=to, seat=s)
            for to, s in _FROM[n][source]
        )
    return found


def legal(state: State, seat: int) -> list[JSON]:
    """Every legal action of ``seat`` now (empty unless it decides the current turn).

    Built from memoised templates, shared between calls: they are
    :class:`~engines.actions.FrozenAction`, so no caller can change them.
    """
    if state.end or seat != state.decider(state.turn):
        return []
    n = len(state.fronts)
    out: list[JSON] = []
    visible: list[tuple[str, int]] | None = None
    for card in state.hands[seat]:
        if IS_TWIST[card]:
            if visible is None:
                visible = visible_cards(state)
            for moving, source in visible:
                out += _twists(n, card, moving, source)
            out.append(_DISCARDS[card])
        else:
            out += _plays(n, card)
    return out


def _destination_problem(
    state: State, to: object, seat: object, source: int | None, moving: str
) -> str | None:
    n = len(state.fronts)
    if not isinstance(to, str) or to not in DESTINATIONS:
        return f"'to' must be one of {list(DESTINATIONS)}, got {to!r}"
    if to == "seat":
        if type(seat) is not int:
            return (
                f"'seat' must be a seat index (0 to {n - 1}) when 'to' is 'seat', "
                f"got {seat!r}"
            )
        if not 0 <= seat < n:
            return f"seat {seat} does not exist (seats are 0 to {n - 1})"
        if source == seat:
            return (
                f"card {moving} already lies in front of seat {seat}; a Twist moves a card "
                f"to another area"
            )
        return None
    if seat is not None:
        return f"'seat' must be null when the card goes to the {to} zone, got {seat!r}"
    if source == ZONE_AREA[to]:
        return (
            f"card {moving} already lies in {AREA_NAME[ZONE_AREA[to]]}; a Twist moves a "
            f"card to another area"
        )
    return None


def _card_problem(card: object, what: str) -> str | None:
    if not isinstance(card, str):
        return f"'{what}' must be a card id such as 'hotel-3', got {card!r}"
    if card not in KIND:
        return (
            f"there is no card {card!r} in Mission Calaveras (ids run carnival-1 ... "
            f"laboratory-8, twist-1 ... twist-8)"
        )
    return None


def problem(state: State, seat: object, action: object) -> str | None:
    """Why ``seat`` may not take ``action`` now, or None when the action is legal.

    Never raises, whatever JSON ``action`` holds.
    """
    if not isinstance(action, dict):
        return f"an action is a JSON object, got {action!r}"
    if state.end:
        return "the game is over"
    decider = state.decider(state.turn)
    if type(seat) is not int or seat != decider:
        on_behalf = "" if decider == state.turn else f" (for the ghost seat {state.turn})"
        return f"it is not seat {seat!r}'s turn: seat {decider} plays now{on_behalf}"
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        return f"unknown action type {kind!r}; Mission Calaveras actions are {sorted(FIELDS)}"
    fields = FIELDS[kind]
    keys = set(action)
    if keys != fields:
        missing = sorted(fields - keys)
        extra = sorted(str(k) for k in keys - fields)
        parts = ([f"missing {missing}"] if missing else []) + (
            [f"unexpected {extra}"] if extra else []
        )
        return f"a {kind} action has exactly the fields {sorted(fields)}: {', '.join(parts)}"
    card = action["card"]
    bad = _card_problem(card, "card")
    if bad:
        return bad
    if card not in state.hands[seat]:
        return f"card {card} is not in your hand"
    if kind == PLAY:
        if IS_TWIST[card]:
            return f"card {card} is a Twist card: play it with a 'twist' action"
        return _destination_problem(state, action["to"], action["seat"], None, card)
    if not IS_TWIST[card]:
        return f"card {card} is a Location card, not a Twist: play it with a 'play' action"
    if kind == DISCARD_TWIST:
        return None
    moving = action["move"]
    bad = _card_problem(moving, "move")
    if bad:
        return bad
    source = area_of(state, moving)
    if source is None:
        return (
            f"card {moving} is not visible on the table (a Twist moves a card in front of "
            f"a seat or in a zone; 'discard-twist' plays it moving nothing)"
        )
    return _destination_problem(state, action["to"], action["seat"], source, moving)
