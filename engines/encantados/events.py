"""The public effects of Encantados actions ("events"), their schemas and who sees what.

Events are recorded while an action is applied: :class:`~.state.State` carries an
``events`` list only when someone asked for them (``Encantados.advance_recording``, the
service's one advance of an action), so ``advance`` on the search path pays one ``is None``
test per effect and builds nothing.

Kinds: ``dealt`` (a new hand), ``drew`` (cards into a hand from a pile), ``searched``
(cards turned up by a search), ``kept`` (searched cards taken into a hand), ``discarded``,
``song``, ``chose_player``, ``traded``, ``laid``, ``ability`` (Goblins, Kobolds or Trolls
triggered), ``buried`` (a Kobold's card under the draw pile), ``lifted`` and ``placed``
(a Troll's card), ``turn_ended``, ``round_ended``, ``scored``, ``round_started``,
``game_ended``.

Hidden parts: the cards of ``dealt``, ``searched``, ``kept`` and a ``drew`` from the draw
pile are shown to the seat that got them only; a ``traded`` card to the giver and the
partner who received it. Everyone else gets the event without ``cards`` (``count`` says
how many), which still validates against the same schema.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.encantados.abilities import TRIGGERS
from engines.encantados.cards import RACES, SEASONS, SONGS_GROUP
from engines.encantados.songs import PILES
from engines.schema import card_id, enum, seat_index
from engines.seats import SeatInfo

JSON = dict[str, Any]


def card_list(description: str) -> JSON:
    """Schema of a list of card ids."""
    return {"type": "array", "items": card_id("a card id"), "description": description}


def count(description: str, minimum: int = 0) -> JSON:
    """Schema of a whole number (a count, a garden, a round) of at least ``minimum``."""
    return {"type": "integer", "minimum": minimum, "description": description}


def _enum(values: Sequence[str], description: str) -> JSON:
    return enum(*values, description=description)


_CARD = card_id("the card's id")
_GARDEN = count("the garden (unit) number")
_GROUP = _enum([*RACES, SONGS_GROUP], "the group of that garden: a race, or 'songs'")
_HIDDEN_CARDS = "the cards, shown only to the seats that may see them (else left out)"


def event_kind(kind: str, description: str, properties: JSON, optional: Sequence[str] = ()) -> JSON:
    """The schema of one event kind: ``type`` plus ``properties``, all but ``optional``
    required, nothing else allowed."""
    return {
        "type": "object",
        "description": description,
        "properties": {"type": {"const": kind, "description": "the event kind"}, **properties},
        "required": ["type", *(k for k in properties if k not in optional)],
        "additionalProperties": False,
    }


EVENT_KINDS: dict[str, JSON] = {
    "dealt": event_kind(
        "dealt", "A seat is dealt its hand for the new round.",
        {"seat": seat_index("the seat dealt"), "count": count("cards dealt"),
         "cards": card_list(_HIDDEN_CARDS)}, optional=["cards"],
    ),
    "drew": event_kind(
        "drew", "A seat takes cards into its hand from a pile (phase 1 or a discard pile's "
        "top, Dwarves, the Autumn or Winter song, Goblins).",
        {"seat": seat_index("the seat whose hand gets the cards"),
         "source": _enum(["draw_pile", *PILES], "the pile the cards came from"),
         "count": count("cards drawn"),
         "cards": card_list("the cards; from a discard pile everyone sees them, from the draw "
                         "pile only the drawing seat")},
        optional=["cards"],
    ),
    "searched": event_kind(
        "searched", "A search turns up cards from the draw pile for a seat to choose from.",
        {"seat": seat_index("the searching seat"), "count": count("cards turned up"),
         "cards": card_list(_HIDDEN_CARDS)}, optional=["cards"],
    ),
    "kept": event_kind(
        "kept", "The searching seat puts searched cards into its hand.",
        {"seat": seat_index("the searching seat"), "count": count("cards kept"),
         "cards": card_list(_HIDDEN_CARDS)}, optional=["cards"],
    ),
    "discarded": event_kind(
        "discarded", "Cards go face up onto a discard pile.",
        {"seat": seat_index("the seat whose cards they were"),
         "pile": _enum(PILES, "the discard pile"),
         "cards": card_list("the cards, bottom first")},
    ),
    "song": event_kind(
        "song", "A seat lays a song in its garden; its effect follows.",
        {"seat": seat_index("the singer"), "card": _CARD,
         "season": _enum(SEASONS, "the song's season"), "garden": _GARDEN},
    ),
    "chose_player": event_kind(
        "chose_player", "A seat names the player a song or the Goblins act on.",
        {"seat": seat_index("the choosing seat"), "target": seat_index("the seat chosen"),
         "cause": _enum(["spring", "autumn", "goblins"], "what the choice is for")},
    ),
    "traded": event_kind(
        "traded", "In a team game one partner passes a card to the other.",
        {"seat": seat_index("the giving seat"), "to": seat_index("the partner receiving"),
         "count": count("cards passed (always 1)"),
         "cards": card_list("the card, shown to the two partners only")},
        optional=["cards"],
    ),
    "laid": event_kind(
        "laid", "Cards from a hand join a garden: a new race, or an expansion.",
        {"seat": seat_index("the seat laying"), "garden": _GARDEN,
         "race": _enum(RACES, "the race the cards join"), "cards": card_list("the cards laid"),
         "new_race": {"type": "boolean", "description": "a new race (else an expansion)"}},
    ),
    "ability": event_kind(
        "ability", "The first card of Goblins, Kobolds or Trolls entered a garden: its "
        "owner must now use the ability.",
        {"seat": seat_index("the seat that must act"),
         "race": _enum(sorted(TRIGGERS), "the race whose ability triggers"),
         "garden": _GARDEN},
    ),
    "buried": event_kind(
        "buried", "Kobolds: a garden card goes to the bottom of the draw pile.",
        {"seat": seat_index("the seat using the Kobolds"), "garden": _GARDEN, "card": _CARD},
    ),
    "lifted": event_kind(
        "lifted", "Trolls: a card is taken out of a garden, to be placed in one.",
        {"seat": seat_index("the seat using the Trolls"), "garden": _GARDEN, "card": _CARD},
    ),
    "placed": event_kind(
        "placed", "Trolls: the card taken is placed in a garden (maybe where it was).",
        {"seat": seat_index("the seat using the Trolls"), "garden": _GARDEN, "group": _GROUP,
         "card": _CARD},
    ),
    "turn_ended": event_kind(
        "turn_ended", "A seat's turn is over and the next seat's begins.",
        {"seat": seat_index("the seat whose turn ended"),
         "next": seat_index("the seat to play next")},
    ),
    "round_ended": event_kind(
        "round_ended", "The round is over: the draw pile ran out during the turn, enough "
        "hands are empty, or the round reached its turn limit (40 turns per seat).",
        {"round": count("the round that ended"),
         "cause": _enum(["draw_pile", "hands", "turn_limit"], "what ended it")},
    ),
    "scored": event_kind(
        "scored", "What each garden owner scored for the round.",
        {"round": count("the round scored"),
         "units": {
             "type": "array",
             "description": "each garden owner (a seat, or a team), in unit order",
             "items": {
                 "type": "object",
                 "description": "one garden owner's score",
                 "properties": {
                     "unit": count("the unit (garden) number"),
                     "seats": {"type": "array", "items": seat_index("a seat"),
                               "description": "its seats"},
                     "garden": {"type": "integer", "description": "what its garden scored"},
                     "hands": {"type": "integer",
                               "description": "what its hands scored (zero or less)"},
                     "round": {"type": "integer", "description": "garden plus hands"},
                     "total": {"type": "integer", "description": "its score after the round"},
                 },
                 "required": ["unit", "seats", "garden", "hands", "round", "total"],
                 "additionalProperties": False,
             },
         }},
    ),
    "round_started": event_kind(
        "round_started", "A new round: gardens and hands cleared, the whole deck shuffled "
        "and dealt.",
        {"round": count("the new round's number"), "starter": seat_index("the seat playing first"),
         "draw_pile": count("cards left in the draw pile")},
    ),
    "game_ended": event_kind(
        "game_ended", "The game is over.",
        {"reason": {"type": "string", "description": "why, in words"},
         "winners": {"type": "array", "items": seat_index("a winning seat"),
                     "description": "the seats ranked first"}},
    ),
}
"""JSON Schema of every event kind."""

PRIVATE = frozenset({"dealt", "searched", "kept"})
"""Kinds whose cards only their ``seat`` sees."""


def view_event(event: JSON, viewer: int | None, seats: Sequence[SeatInfo]) -> JSON:
    """``event`` as ``viewer`` may see it: hidden cards left out, ``count`` kept."""
    kind = event["type"]
    if "cards" not in event:
        return event
    if kind in PRIVATE or (kind == "drew" and event["source"] == "draw_pile"):
        seen = viewer == event["seat"]
    elif kind == "traded":  # the giver, and its partner by the seating
        giver = seats[event["seat"]]
        seen = viewer is not None and (
            viewer == giver.index
            or (giver.team is not None and seats[viewer].team == giver.team)
        )
    else:
        return event
    if seen:
        return event
    return {k: v for k, v in event.items() if k != "cards"}
