"""The public effects of a Mission Calaveras action, as typed events, and their redaction.

:mod:`engines.mission_calaveras.rules` records the events while it changes the state (when
given a log); this module describes them (one JSON Schema per kind) and shows each viewer
what it may see: everything but the card a seat drew, which only that seat sees.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import Event
from engines.mission_calaveras.cards import LOCATIONS, TEAMS
from engines.mission_calaveras.rules import BY_DEFAULT, BY_MATCHES
from engines.mission_calaveras.state import (
    END_FAILED,
    END_GUILTY,
    END_STUCK,
    NO_SEAT,
    State,
    seating,
)
from engines.seats import SeatInfo

JSON = dict[str, Any]

AREAS = ("seat", "innocent", "suspect")


def _seat(description: str) -> JSON:
    return {"type": "integer", "minimum": 0, "description": description}


def _seat_or_null(description: str) -> JSON:
    return {"type": ["integer", "null"], "minimum": 0, "description": description}


def _card(description: str) -> JSON:
    return {"type": "string", "pattern": r"^[a-z-]+-[1-8]$", "description": description}


def _area(description: str, nullable: bool = False) -> JSON:
    """An area's name; a nullable one is a bare enum (client generators read it best)."""
    if nullable:
        return {"enum": [*AREAS, None], "description": description}
    return {"type": "string", "enum": list(AREAS), "description": description}


def _played_by(card: str) -> JSON:
    """The fields of a card played on a turn: whose turn, whose hand, which card."""
    return {
        "seat": _seat("the seat whose turn it was (maybe a ghost)"),
        "by": _seat("the seat whose hand the card came from (a ghost's partner)"),
        "card": _card(card),
    }


def _kind(kind: str, description: str, properties: JSON) -> JSON:
    return {
        "type": "object",
        "description": description,
        "additionalProperties": False,
        "required": ["type", *properties],
        "properties": {"type": {"const": kind, "description": "the event kind"},
                       **properties},
    }


EVENT_KINDS: dict[str, JSON] = {
    "played": _kind("played", "A Location card was played from a hand.", {
        **_played_by("the Location card played"),
        "location": {"type": "string", "enum": list(LOCATIONS),
                     "description": "its Location"},
        "to": _area("where it went: in front of a seat, or a zone"),
        "to_seat": _seat_or_null("the seat it went in front of; null for a zone"),
    }),
    "twist": _kind("twist", "A Twist card was played, moving one visible card or none.", {
        **_played_by("the Twist card played (it goes to the discard)"),
        "moved": {**_card("the card moved; null when the Twist moved nothing"),
                  "type": ["string", "null"]},
        "from": _area("the area the moved card left; null when nothing moved", True),
        "from_seat": _seat_or_null("the seat it left, when it lay in front of a seat"),
        "to": _area("the area it went to; null when nothing moved", True),
        "to_seat": _seat_or_null("the seat it went in front of; null otherwise"),
    }),
    "discarded": _kind(
        "discarded",
        "A card arrived where a card of the same Location lay: both went to the discard.", {
            "cards": {"type": "array", "minItems": 2, "maxItems": 2,
                      "items": _card("a discarded card"),
                      "description": "the twin that lay there, then the card that arrived"},
            "location": {"type": "string", "enum": list(LOCATIONS),
                         "description": "their Location"},
            "at": _area("where the twin lay"),
            "at_seat": _seat_or_null("the seat it lay in front of; null for a zone"),
        }),
    "drew": _kind("drew", "A seat drew a card from the draw pile into its hand.", {
        "seat": _seat("the seat that drew (never a ghost: a ghost's partner draws)"),
        "card": {**_card("the card drawn; null for every viewer but the seat that drew"),
                 "type": ["string", "null"]},
    }),
    "reshuffled": _kind(
        "reshuffled", "The draw pile was out: the discard, shuffled, became the draw pile.", {
            "count": {"type": "integer", "minimum": 0,
                      "description": "cards in the new draw pile"},
        }),
    "nicole-moved": _kind("nicole-moved", "Nicole went to a more trusted seat.", {
        "from": _seat("the seat she left"),
        "to": _seat("the seat she now trusts"),
    }),
    "designated": _kind(
        "designated",
        "A seat was designated suspect: it took a suspicion point per card in the centre, "
        "and the centre was discarded.", {
            "seat": _seat("the suspect"),
            "reason": {"type": "string", "enum": [BY_DEFAULT, BY_MATCHES],
                       "description": "'default': every other seat was cleared; 'matches': "
                                      "strictly the most Suspect-zone Locations"},
            "points": {"type": "integer", "minimum": 2,
                       "description": "suspicion points taken (the cards in the centre)"},
            "suspicion": {"type": "integer", "minimum": 2,
                          "description": "the suspect's suspicion points now"},
            "cleared": {"type": "array", "items": _card("a card of the centre"),
                        "description": "the centre's cards, now discarded (Innocent first)"},
        }),
    "skipped": _kind("skipped", "A seat's turn was skipped: its hand had no card left.", {
        "seat": _seat("the seat skipped"),
    }),
    "turn-passed": _kind("turn-passed", "The turn passed to the next seat.", {
        "seat": _seat("the seat whose turn it is (maybe a ghost)"),
        "by": _seat("the seat deciding it (a ghost's partner on the ghost's turns)"),
    }),
    "game-ended": _kind("game-ended", "The game ended.", {
        "end": {"type": "string", "enum": [END_GUILTY, END_FAILED, END_STUCK],
                "description": "'guilty': a seat reached 7 points; 'failed': and Nicole, "
                               "tied, stayed with it; 'stuck': no seat could play"},
        "guilty": _seat_or_null("the seat definitively guilty; null when stuck"),
        "nicole": _seat("the seat Nicole trusts at the end"),
        "winning_team": {"enum": [*TEAMS, None],
                         "description": "the team of Nicole's holder; null when all failed"},
        "tie": {"type": "boolean",
                "description": "whether Nicole's last move was an unbroken tie"},
    }),
}
"""JSON Schema of each event kind, keyed by its ``type``."""


def game_ended(state: State) -> Event:
    """The event closing a finished game."""
    return {
        "type": "game-ended",
        "end": state.end,
        "guilty": None if state.guilty == NO_SEAT else state.guilty,
        "nicole": state.nicole,
        "winning_team": (
            None if state.end == END_FAILED else seating(state.players)[state.nicole].team
        ),
        "tie": state.tie,
    }


def view_event(event: Event, viewer: int | None, seats: Sequence[SeatInfo]) -> Event:
    """``event`` as ``viewer`` may see it: a drawn card only for the seat that drew it.

    Cards are drawn into the hand of the seat that played (for a ghost's turn, its
    partner's own hand), so the seat that drew is the only one that sees the card, as
    its view shows that hand to it alone.
    """
    if event["type"] == "drew" and viewer != event["seat"]:
        return {**event, "card": None}
    return event
