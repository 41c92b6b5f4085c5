"""What each seat sees, the JSON Schema of it, and states resampled from a view.

Hidden: every hand but the viewer's own (a teammate's too), the draw pile (its size is
public), and the cards of a search being decided (seen by the searcher only). Public:
gardens, both discard piles in order (top last), scores, hand sizes, the pending
decisions and the card a Troll is moving.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engines.deck import deal_unknown
from engines.encantados.cards import KIND, RANK, deck_ids
from engines.encantados.state import DECISIONS, PHASES, State
from engines.encantados.turn import seat_scores, to_act
from engines.errors import InvalidViewError
from engines.rng import new_seed
from engines.views import hand_view, pile_view

JSON = dict[str, Any]

_CARDS: JSON = {"type": "array", "items": {"type": "string"}}
_INT: JSON = {"type": "integer"}
_INTS: JSON = {"type": "array", "items": _INT}

VIEW_SCHEMA: JSON = {
    "type": "object",
    "description": "An Encantados position as one seat (or a spectator) sees it.",
    "properties": {
        "viewer": {"type": ["integer", "null"], "description": "the viewing seat"},
        "players": _INT,
        "decks": {"type": "integer", "enum": [1, 2]},
        "units": {
            "type": "array",
            "description": "seats of each garden/score owner (a team, or one seat)",
            "items": _INTS,
        },
        "turn_order": {**_INTS, "description": "seats in order of play (teammates in a row)"},
        "round": _INT,
        "max_rounds": _INT,
        "starter": {**_INT, "description": "the seat that started this round"},
        "current": {**_INT, "description": "the seat whose turn it is"},
        "phase": {"type": "string", "enum": list(PHASES)},
        "to_act": _INTS,
        "scores": {**_INTS, "description": "score of each unit before this round"},
        "seat_scores": {**_INTS, "description": "each seat's score (its team's)"},
        "last_round": {**_INTS, "description": "what each unit scored last round"},
        "gardens": {
            "type": "array",
            "description": "each unit's garden: race name or 'songs' to its cards",
            "items": {"type": "object", "additionalProperties": _CARDS},
        },
        "hands": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"count": _INT, "cards": _CARDS},
                "required": ["count"],
            },
        },
        "draw_pile": {
            "type": "object",
            "properties": {"count": _INT},
            "required": ["count"],
        },
        "search_discard": {**_CARDS, "description": "bottom first, top last"},
        "end_discard": {**_CARDS, "description": "bottom first, top last"},
        "turn": {
            "type": "object",
            "properties": {
                "song_or_trade_used": {"type": "boolean"},
                "new_race_laid": {"type": "boolean"},
                "draw_pile_ran_out": {"type": "boolean"},
            },
        },
        "pending": {
            "type": "array",
            "description": "decisions interrupting the turn, the last one first to decide",
            "items": {
                "type": "object",
                "properties": {
                    "decision": {"type": "string", "enum": sorted(DECISIONS)},
                    "seat": _INT,
                    "arg": _INT,
                    "text": {"type": "string"},
                },
            },
        },
        "search": {
            "type": "object",
            "description": "the search being decided: cards shown to the searcher only",
            "properties": {
                "seat": {"type": ["integer", "null"]},
                "count": _INT,
                "cards": _CARDS,
            },
        },
        "moving": {"type": ["string", "null"], "description": "the card a Troll moves"},
        "game_over": {"type": "boolean"},
        "end_reason": {"type": "string"},
    },
    "required": [
        "viewer", "players", "decks", "units", "turn_order", "round", "max_rounds",
        "starter", "current", "phase", "to_act", "scores", "seat_scores", "last_round",
        "gardens", "hands", "draw_pile", "search_discard", "end_discard", "turn",
        "pending", "search", "moving", "game_over", "end_reason",
    ],
}


def searcher(state: State) -> int | None:
    """The seat deciding a search, if one is being decided."""
    if not state.searched:
        return None
    for decision, seat, _ in reversed(state.pending):
        if decision == "keep":
            return seat
    return None


def view(state: State, seat: int | None) -> JSON:
    who = searcher(state)
    search: JSON = {"seat": who, "count": len(state.searched)}
    if who is not None and who == seat:
        search["cards"] = list(state.searched)
    return {
        "viewer": seat,
        "players": state.players,
        "decks": state.decks,
        "units": [state.members(u) for u in range(state.units)],
        "turn_order": list(state.order),
        "round": state.round,
        "max_rounds": state.max_rounds,
        "starter": state.starter,
        "current": state.current,
        "phase": state.phase,
        "to_act": to_act(state),
        "scores": list(state.scores),
        "seat_scores": seat_scores(state),
        "last_round": list(state.last_round),
        "gardens": [{k: list(v) for k, v in g.items()} for g in state.gardens],
        "hands": [hand_view(h, i == seat) for i, h in enumerate(state.hands)],
        "draw_pile": pile_view(state.pile),
        "search_discard": list(state.search_discard),
        "end_discard": list(state.end_discard),
        "turn": {
            "song_or_trade_used": state.song_or_trade,
            "new_race_laid": state.new_race,
            "draw_pile_ran_out": state.ran_out,
        },
        "pending": [
            {"decision": d, "seat": s, "arg": a, "text": DECISIONS[d]}
            for d, s, a in state.pending
        ],
        "search": search,
        "moving": state.moving or None,
        "game_over": state.phase == "over",
        "end_reason": state.end_reason,
    }


def hidden_from(state: State, seat: int | None) -> set[str]:
    hidden = set(state.pile)
    for i, hand in enumerate(state.hands):
        if i != seat:
            hidden.update(hand)
    if state.searched and searcher(state) != seat:
        hidden.update(state.searched)
    return hidden


def resample(data: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    """A full state agreeing with the view ``data`` of ``seat``; unseen cards dealt at random.

    The draw pile's order is random too (a card a Kobold put at its bottom included:
    only the game log records that).
    """
    try:
        return _resample(data, seat, rng)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise InvalidViewError(f"not an Encantados view of seat {seat}: {exc!r}") from None


def _resample(data: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    if data["viewer"] != seat:
        raise ValueError(f"the view is seat {data['viewer']}'s")
    players = int(data["players"])
    decks = int(data["decks"])
    units = [list(map(int, u)) for u in data["units"]]
    teams = len(units) if len(units[0]) == 2 else 0
    hands_view = data["hands"]
    own = [str(c) for c in hands_view[seat]["cards"]]
    gardens = [{str(k): [str(c) for c in v] for k, v in g.items()} for g in data["gardens"]]
    search = data["search"]
    search_seat = search["seat"]
    moving = data["moving"] or ""
    known: set[str] = set(own)
    for garden in gardens:
        for group in garden.values():
            known.update(group)
    known.update(data["search_discard"])
    known.update(data["end_discard"])
    if moving:
        known.add(moving)
    own_search = [str(c) for c in search.get("cards", [])]
    known.update(own_search)
    pool = [c for c in deck_ids(decks) if c not in known]
    others = [i for i in range(players) if i != seat]
    sizes = [int(hands_view[i]["count"]) for i in others]
    sizes.append(int(data["draw_pile"]["count"]))
    hidden_search = search_seat is not None and search_seat != seat
    if hidden_search:
        sizes.append(int(search["count"]))
    dealt = deal_unknown(pool, sizes, rng)
    hands: list[list[str]] = [[] for _ in range(players)]
    hands[seat] = own
    for i, cards in zip(others, dealt, strict=False):
        hands[i] = sorted(cards, key=RANK.__getitem__)
    pile = dealt[len(others)]
    searched = dealt[-1] if hidden_search else own_search
    turn = data["turn"]
    state = State(
        players=players,
        teams=teams,
        decks=decks,
        max_rounds=int(data["max_rounds"]),
        seed=new_seed(rng),
        counter=int(data["round"]),
        round=int(data["round"]),
        order=[int(s) for s in data["turn_order"]],
        starter=int(data["starter"]),
        current=int(data["current"]),
        phase=str(data["phase"]),
        hands=hands,
        gardens=gardens,
        pile=pile,
        search_discard=[str(c) for c in data["search_discard"]],
        end_discard=[str(c) for c in data["end_discard"]],
        scores=[int(s) for s in data["scores"]],
        last_round=[int(s) for s in data["last_round"]],
        song_or_trade=bool(turn["song_or_trade_used"]),
        new_race=bool(turn["new_race_laid"]),
        ran_out=bool(turn["draw_pile_ran_out"]),
        pending=[(str(p["decision"]), int(p["seat"]), int(p["arg"])) for p in data["pending"]],
        searched=searched,
        moving=str(moving),
        end_reason=str(data["end_reason"]),
    )
    for card in (*own, *searched, *pile):
        if card not in KIND:
            raise ValueError(f"{card!r} is no Encantados card")
    return state


def redact(action: JSON) -> JSON:
    """An action naming a card hidden from the viewer, with the card left out."""
    return {**action, "card": "hidden"}


HIDDEN_CARD_ACTIONS = frozenset({"keep", "trade_give", "trade_return"})
"""Actions whose card goes into a hand unseen by others: shown in full to the actor only."""
