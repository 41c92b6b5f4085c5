"""What a seat sees of a game, the JSON Schema of that view, and resampling from it.

Public: every card in front of the seats, both zones, the discard (in order), suspicion
points, Nicole, whose turn it is, hand sizes and the draw pile's size. Hidden: every hand
but the viewer's own, and the draw pile's content and order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engines.base import Outcome, outcome_schema
from engines.deck import deal_unknown
from engines.errors import InvalidViewError
from engines.mission_calaveras.cards import DECK, HAND_SIZE, PLAYER_COUNTS, TEAMS
from engines.mission_calaveras.invariants import check_state
from engines.mission_calaveras.state import (
    END_FAILED,
    END_GUILTY,
    END_RUNNING,
    END_STUCK,
    NO_SEAT,
    State,
    seating,
)
from engines.rng import new_seed
from engines.views import hand_view, pile_view

JSON = dict[str, Any]


def build_view(state: State, viewer: int | None, outcome: Outcome | None) -> JSON:
    seats = []
    for info in seating(state.players):
        i = info.index
        seats.append(
            {
                **info.to_json(),
                "front": state.fronts[i][:],
                "suspicion": state.points[i],
                "hand": hand_view(state.hands[i], i == viewer),
            }
        )
    to_act = [] if state.end else [state.decider(state.turn)]
    return {
        "players": state.players,
        "viewer": viewer,
        "seats": seats,
        "innocent": state.innocent[:],
        "suspect": state.suspect[:],
        "discard": state.discard[:],
        "draw": pile_view(state.draw),
        "nicole": state.nicole,
        "turn": state.turn,
        "to_act": to_act,
        "turns_played": state.turns_played,
        "skipped": list(state.skipped),
        "end": state.end or None,
        "guilty": None if state.guilty == NO_SEAT else state.guilty,
        "tie": state.tie,
        "outcome": None if outcome is None else outcome.to_json(),
    }


def _cards(description: str, item: str = "a card id, e.g. hotel-3") -> JSON:
    return {"type": "array", "description": description,
            "items": {"type": "string", "pattern": r"^[a-z-]+-[1-8]$", "description": item}}


def _seat(description: str, nullable: bool = False) -> JSON:
    return {"type": ["integer", "null"] if nullable else "integer", "minimum": 0,
            "description": description}


def _count(description: str, maximum: int | None = None) -> JSON:
    schema: JSON = {"type": "integer", "minimum": 0, "description": description}
    if maximum is not None:
        schema["maximum"] = maximum
    return schema


_OUTCOME_DETAIL: JSON = {
    "type": "object",
    "additionalProperties": False,
    "required": ["guilty", "nicole", "suspicion", "tie_unbroken", "winning_team"],
    "properties": {
        "guilty": _seat("the seat definitively guilty; null if the game got stuck", True),
        "nicole": _seat("the seat Nicole trusts at the end"),
        "suspicion": {"type": "array", "items": _count("a seat's suspicion points"),
                      "description": "every seat's suspicion points, by seat index"},
        "tie_unbroken": {"type": "boolean",
                         "description": "whether Nicole's last move was an unbroken tie"},
        "winning_team": {"enum": [*TEAMS, None],
                         "description": "the team of Nicole's holder; null when all failed"},
    },
}

VIEW_SCHEMA: JSON = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Mission Calaveras view",
    "type": "object",
    "additionalProperties": False,
    "required": [
        "players", "viewer", "seats", "innocent", "suspect", "discard", "draw", "nicole",
        "turn", "to_act", "turns_played", "skipped", "end", "guilty", "tie", "outcome",
    ],
    "properties": {
        "players": {"type": "integer", "enum": list(PLAYER_COUNTS),
                    "description": "players at the table (3 and 5 add a ghost seat)"},
        "viewer": _seat("the seat this view is for; null for a spectator", True),
        "seats": {
            "type": "array",
            "minItems": 4,
            "maxItems": 6,
            "description": "every seat, in turn order (the array index is the seat index)",
            "items": {
                "type": "object",
                "description": "one seat: its team, what lies in front of it, its points",
                "additionalProperties": False,
                "required": ["index", "team", "ghost", "controller", "front", "suspicion",
                             "hand"],
                "properties": {
                    "index": _seat("the seat's index"),
                    "team": {"type": "string", "enum": list(TEAMS),
                             "description": "the seat's organisation"},
                    "ghost": {"type": "boolean",
                              "description": "whether the seat is a ghost (no hand, no "
                                             "player: its partner plays its turns)"},
                    "controller": _seat("the partner playing a ghost's turns; null for a "
                                        "player's seat", True),
                    "front": _cards("Location cards face up in front of the seat, in order "
                                    "of arrival (at most one per Location)",
                                    "a Location card id, e.g. hotel-3"),
                    "suspicion": _count("the seat's suspicion points"),
                    "hand": {
                        "type": "object",
                        "description": "the seat's hand: its size, and its cards for the "
                                       "viewer's own seat only",
                        "additionalProperties": False,
                        "required": ["count"],
                        "properties": {
                            "count": _count("cards in the hand (0 for a ghost)", HAND_SIZE),
                            "cards": _cards("the cards, present only in the viewer's own "
                                            "hand"),
                        },
                    },
                },
            },
        },
        "innocent": _cards("the Innocent zone (clears seats with these Locations)",
                           "a Location card id"),
        "suspect": _cards("the Suspect zone (casts suspicion on seats with these Locations)",
                          "a Location card id"),
        "discard": _cards("the discard pile, face up, bottom first"),
        "draw": {"type": "object", "additionalProperties": False, "required": ["count"],
                 "description": "the face-down draw pile",
                 "properties": {"count": _count("cards left in the draw pile")}},
        "nicole": _seat("the seat Nicole stands in front of (trusts)"),
        "turn": _seat("whose turn it is (maybe a ghost)"),
        "to_act": {"type": "array", "items": _seat("a seat that must decide"), "maxItems": 1,
                   "description": "the seat deciding now (a ghost's partner on its turns); "
                                  "empty once the game is over"},
        "turns_played": _count("turns played so far"),
        "skipped": {"type": "array", "items": _seat("a skipped seat"),
                    "description": "seats skipped (no card to play) just before this turn"},
        "end": {"enum": [None, END_GUILTY, END_FAILED, END_STUCK],
                "description": "null while the game runs; 'guilty': a seat reached 7 points; "
                               "'failed': and Nicole, tied, stayed with it; 'stuck': no seat "
                               "could play"},
        "guilty": _seat("the seat definitively guilty, once there is one", True),
        "tie": {"type": "boolean",
                "description": "whether Nicole's last move at the end was an unbroken tie"},
        "outcome": outcome_schema(_OUTCOME_DETAIL),
    },
}


def hidden_cards(state: State, viewer: int | None) -> set[str]:
    hidden = set(state.draw)
    for seat, hand in enumerate(state.hands):
        if seat != viewer:
            hidden.update(hand)
    return hidden


def resample_state(view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    """A full state showing ``view`` to ``seat``, the unseen cards dealt at random."""
    try:
        players = view["players"]
        if players not in PLAYER_COUNTS or view["viewer"] != seat:
            raise InvalidViewError(f"not a view of seat {seat} in Mission Calaveras")
        seats = view["seats"]
        infos = seating(players)
        if len(seats) != len(infos) or infos[seat].ghost:
            raise InvalidViewError(f"seat {seat} cannot see this view")
        fronts = [[str(c) for c in s["front"]] for s in seats]
        own = [str(c) for c in seats[seat]["hand"]["cards"]]
        innocent = [str(c) for c in view["innocent"]]
        suspect = [str(c) for c in view["suspect"]]
        discard = [str(c) for c in view["discard"]]
        seen = {*own, *innocent, *suspect, *discard, *(c for f in fronts for c in f)}
        pool = [c for c in DECK if c not in seen]
        others = [i.index for i in infos if i.index != seat and not i.ghost]
        sizes = [int(seats[i]["hand"]["count"]) for i in others]
        draw_count = int(view["draw"]["count"])
        piles = deal_unknown(pool, [*sizes, draw_count], rng)
        hands: list[list[str]] = [[] for _ in infos]
        hands[seat] = own
        for i, pile in zip(others, piles, strict=False):
            hands[i] = pile
        guilty = view["guilty"]
        state = State(
            players=players,
            seed=new_seed(rng),
            counter=1,
            hands=hands,
            fronts=fronts,
            innocent=innocent,
            suspect=suspect,
            discard=discard,
            draw=piles[-1],
            points=[int(s["suspicion"]) for s in seats],
            nicole=int(view["nicole"]),
            turn=int(view["turn"]),
            turns_played=int(view["turns_played"]),
            skipped=tuple(int(s) for s in view["skipped"]),
            end=view["end"] or END_RUNNING,
            guilty=NO_SEAT if guilty is None else int(guilty),
            tie=bool(view["tie"]),
        )
        check_state(state)
    except InvalidViewError:
        raise
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise InvalidViewError(f"not a Mission Calaveras view of seat {seat}: {exc}") from None
    return state
