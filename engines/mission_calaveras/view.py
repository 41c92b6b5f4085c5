"""What a seat sees of a game, the JSON Schema of that view, and resampling from it.

Public: every card in front of the seats, both zones, the discard (in order), suspicion
points, Nicole, whose turn it is, hand sizes and the draw pile's size. Hidden: every hand
but the viewer's own, and the draw pile's content and order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engines.base import Outcome
from engines.deck import deal_unknown
from engines.errors import InvalidViewError
from engines.mission_calaveras.cards import DECK
from engines.mission_calaveras.state import (
    END_FAILED,
    END_GUILTY,
    END_RUNNING,
    END_STUCK,
    NO_SEAT,
    CalaverasState,
    check_state,
    seating,
)
from engines.rng import new_seed
from engines.views import hand_view, pile_view

JSON = dict[str, Any]


def build_view(state: CalaverasState, viewer: int | None, outcome: Outcome | None) -> JSON:
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


_CARDS: JSON = {"type": "array", "items": {"type": "string"}}
_SEAT: JSON = {"type": "integer", "minimum": 0}

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
        "players": {"type": "integer", "minimum": 3, "maximum": 6},
        "viewer": {"type": ["integer", "null"], "minimum": 0,
                   "description": "the seat this view is for; null for a spectator"},
        "seats": {
            "type": "array",
            "minItems": 4,
            "maxItems": 6,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["index", "team", "ghost", "controller", "front", "suspicion",
                             "hand"],
                "properties": {
                    "index": _SEAT,
                    "team": {"type": "string", "enum": ["CIA", "KGB", "DGSE"]},
                    "ghost": {"type": "boolean"},
                    "controller": {"type": ["integer", "null"], "minimum": 0,
                                   "description": "the partner playing a ghost's turns"},
                    "front": {**_CARDS,
                              "description": "Location cards face up in front of the seat"},
                    "suspicion": {"type": "integer", "minimum": 0},
                    "hand": {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["count"],
                        "properties": {
                            "count": {"type": "integer", "minimum": 0, "maximum": 3},
                            "cards": {**_CARDS, "description": "only in the viewer's own"},
                        },
                    },
                },
            },
        },
        "innocent": {**_CARDS, "description": "the Innocent zone (green, left)"},
        "suspect": {**_CARDS, "description": "the Suspect zone (red, right)"},
        "discard": {**_CARDS, "description": "the discard pile, bottom first"},
        "draw": {"type": "object", "additionalProperties": False, "required": ["count"],
                 "properties": {"count": {"type": "integer", "minimum": 0}}},
        "nicole": {**_SEAT, "description": "the seat Nicole trusts"},
        "turn": {**_SEAT, "description": "whose turn it is (maybe a ghost)"},
        "to_act": {"type": "array", "items": _SEAT, "maxItems": 1,
                   "description": "the seat deciding now (a ghost's partner on its turns)"},
        "turns_played": {"type": "integer", "minimum": 0},
        "skipped": {"type": "array", "items": _SEAT,
                    "description": "seats skipped (no card to play) just before this turn"},
        "end": {"enum": [None, END_GUILTY, END_FAILED, END_STUCK]},
        "guilty": {"type": ["integer", "null"], "minimum": 0},
        "tie": {"type": "boolean",
                "description": "whether Nicole's last move at the end was an unbroken tie"},
        "outcome": {"type": ["object", "null"]},
    },
}


def hidden_cards(state: CalaverasState, viewer: int | None) -> set[str]:
    hidden = set(state.draw)
    for seat, hand in enumerate(state.hands):
        if seat != viewer:
            hidden.update(hand)
    return hidden


def resample_state(view: Mapping[str, Any], seat: int, rng: random.Random) -> CalaverasState:
    """A full state showing ``view`` to ``seat``, the unseen cards dealt at random."""
    try:
        players = view["players"]
        if players not in (3, 4, 5, 6) or view["viewer"] != seat:
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
        state = CalaverasState(
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
