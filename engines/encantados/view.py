"""What each seat sees, the JSON Schema of it, and states resampled from a view.

Hidden: every hand but the viewer's own (a teammate's too), the draw pile (its size is
public), and the cards of a search being decided (seen by the searcher only). Public:
gardens, both discard piles in order (top last), scores, hand sizes, the cards each hand
is known to hold (taken from a face-up pile in sight of the table: ``State.known``), the
pending decisions and the card a Troll is moving.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engines.deck import check_deal, deal_unknown
from engines.encantados.cards import DECKS, KIND, RACES, RANK, SONGS_GROUP
from engines.encantados.events import card_list
from engines.encantados.songs import PILES
from engines.encantados.state import DECISIONS, PHASES, State
from engines.encantados.turn import round_turn_limit, seat_scores, to_act
from engines.errors import InvalidViewError
from engines.rng import new_seed
from engines.views import hand_view, pile_view

JSON = dict[str, Any]



def _int(description: str, minimum: int | None = None) -> JSON:
    schema: JSON = {"type": "integer", "description": description}
    if minimum is not None:
        schema["minimum"] = minimum
    return schema


def _ints(description: str, item: str, minimum: int | None = None) -> JSON:
    return {"type": "array", "items": _int(item, minimum), "description": description}


_SEAT = "a seat"
_GARDEN: JSON = {
    "type": "object",
    "description": "one garden: its groups of cards, each race by name and the songs apart; "
    "a race group lists its cards of that race, then its Mimic if it has one",
    "properties": {
        **{race: card_list(f"the {race} laid here, then their Mimic if any") for race in RACES},
        SONGS_GROUP: card_list("the songs laid here"),
    },
    "additionalProperties": False,
}
_PENDING: JSON = {
    "type": "object",
    "description": "a decision that interrupts the turn",
    "properties": {
        "decision": {"type": "string", "enum": sorted(DECISIONS),
                     "description": "what must be decided"},
        "seat": _int("the seat that decides it", 0),
        "text": {"type": "string", "description": "what it asks, in words"},
        "pile": {"type": "string", "enum": list(PILES),
                 "description": "take: the discard pile the Dwarves pick from"},
        "done": _int("trade_give and trade_return: cards passed so far (0 or 1)", 0),
        "from_garden": _int("troll_place: the garden the Troll took the card from", 0),
    },
    "required": ["decision", "seat", "text"],
    "additionalProperties": False,
}

VIEW_SCHEMA: JSON = {
    "type": "object",
    "description": "An Encantados position as one seat (or a spectator) sees it. Units are "
    "the garden and score owners: each seat alone with 2, 3 or 5 players, teams of two "
    "with 4 or 6; lists 'per unit' follow the order of 'units'.",
    "properties": {
        "viewer": {"type": ["integer", "null"], "minimum": 0,
                   "description": "the viewing seat (null: a spectator)"},
        "players": {"type": "integer", "enum": [2, 3, 4, 5, 6],
                    "description": "number of players (and seats)"},
        "decks": {"type": "integer", "enum": [1, 2],
                  "description": "copies of the deck in play: 2 (120 cards) with 5 or 6 players"},
        "units": {
            "type": "array",
            "description": "the seats of each unit (a team's two seats, or one seat)",
            "items": _ints("the seats of one unit", _SEAT, 0),
        },
        "turn_order": _ints("seats in order of play (teammates in a row)", _SEAT, 0),
        "round": _int("the round being played, from 1", 1),
        "round_turns": _int("turns ended so far in this round", 0),
        "round_turn_limit": _int("the round ends at the end of this many turns (40 per seat) "
                                 "if nothing ended it before", 1),
        "max_rounds": _int("the game ends after this round at the latest", 1),
        "starter": _int("the seat that started this round", 0),
        "current": _int("the seat whose turn it is", 0),
        "phase": {"type": "string", "enum": list(PHASES),
                  "description": "the turn's phase: draw (1), lay (2), discard (3), or over"},
        "to_act": _ints("the seats that must decide now (one, or none once over)", _SEAT, 0),
        "scores": _ints("per unit: its score before this round", "a unit's score"),
        "seat_scores": _ints("per seat: its score (its team's)", "a seat's score"),
        "last_round": _ints("per unit: what it scored last round (empty in round 1)",
                            "a unit's round score"),
        "gardens": {"type": "array", "description": "per unit: its garden", "items": _GARDEN},
        "hands": {
            "type": "array",
            "description": "per seat: its hand, the cards shown to that seat only",
            "items": {
                "type": "object",
                "description": "one seat's hand",
                "properties": {
                    "count": _int("cards in the hand", 0),
                    "cards": card_list("the cards, in suit order (the viewer's own hand only)"),
                    "known": card_list(
                        "the cards of this hand everyone knows it holds, in suit order: taken "
                        "from a face-up discard pile in this round and not seen to leave it "
                        "since (a trade between partners, passed unseen, clears both their "
                        "hands' lists)"),
                },
                "required": ["count", "known"],
                "additionalProperties": False,
            },
        },
        "draw_pile": {
            "type": "object",
            "description": "the face-down draw pile",
            "properties": {"count": _int("cards left in it", 0)},
            "required": ["count"],
            "additionalProperties": False,
        },
        "search_discard": card_list("the search discard pile, bottom first, top last"),
        "end_discard": card_list("the end-of-turn discard pile, bottom first, top last"),
        "turn": {
            "type": "object",
            "description": "what the seat to play has used up this turn",
            "properties": {
                "song_or_trade_used": {"type": "boolean",
                                       "description": "a song was laid or a trade made"},
                "new_race_laid": {"type": "boolean", "description": "a new race was laid"},
                "draw_pile_ran_out": {"type": "boolean", "description":
                                      "the draw pile emptied: the round ends with the turn"},
            },
            "required": ["song_or_trade_used", "new_race_laid", "draw_pile_ran_out"],
            "additionalProperties": False,
        },
        "pending": {
            "type": "array",
            "description": "decisions interrupting the turn, the last one decided first",
            "items": _PENDING,
        },
        "search": {
            "type": "object",
            "description": "the search being decided: its cards shown to the searcher only",
            "properties": {
                "seat": {"type": ["integer", "null"], "minimum": 0,
                         "description": "the searching seat (null: no search under way)"},
                "count": _int("cards turned up", 0),
                "cards": card_list("the cards turned up (the searcher's view only)"),
            },
            "required": ["seat", "count"],
            "additionalProperties": False,
        },
        "moving": {"type": ["string", "null"],
                   "description": "the card a Troll has taken and must place (else null)"},
        "game_over": {"type": "boolean", "description": "whether the game has ended"},
        "end_reason": {"type": "string",
                       "description": "why the game ended, in words (empty while it runs)"},
    },
    "required": [
        "viewer", "players", "decks", "units", "turn_order", "round", "round_turns",
        "round_turn_limit", "max_rounds",
        "starter", "current", "phase", "to_act", "scores", "seat_scores", "last_round",
        "gardens", "hands", "draw_pile", "search_discard", "end_discard", "turn",
        "pending", "search", "moving", "game_over", "end_reason",
    ],
    "additionalProperties": False,
}


def pending_view(decision: str, seat: int, arg: int) -> JSON:
    """A pending decision as a named object: its argument under the name it means."""
    item: JSON = {"decision": decision, "seat": seat, "text": DECISIONS[decision]}
    if decision == "take":
        item["pile"] = PILES[arg]
    elif decision in ("trade_give", "trade_return"):
        item["done"] = arg
    elif decision == "troll_place":
        item["from_garden"] = arg
    return item


def pending_arg(item: Mapping[str, Any]) -> int:
    """The argument :func:`pending_view` named (the inverse, for resampling)."""
    if "pile" in item:
        return PILES.index(item["pile"])
    return int(item.get("done", item.get("from_garden", 0)))


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
        "round_turns": state.turns,
        "round_turn_limit": round_turn_limit(state),
        "max_rounds": state.max_rounds,
        "starter": state.starter,
        "current": state.current,
        "phase": state.phase,
        "to_act": to_act(state),
        "scores": list(state.scores),
        "seat_scores": seat_scores(state),
        "last_round": list(state.last_round),
        "gardens": [{k: v[:] for k, v in g.items()} for g in state.gardens],
        "hands": [{**hand_view(h, i == seat), "known": known}
                  for i, (h, known) in enumerate(zip(state.hands, known_hands(state),
                                                     strict=True))],
        "draw_pile": pile_view(state.pile),
        "search_discard": list(state.search_discard),
        "end_discard": list(state.end_discard),
        "turn": {
            "song_or_trade_used": state.song_or_trade,
            "new_race_laid": state.new_race,
            "draw_pile_ran_out": state.ran_out,
        },
        "pending": [pending_view(d, s, a) for d, s, a in state.pending],
        "search": search,
        "moving": state.moving or None,
        "game_over": state.phase == "over",
        "end_reason": state.end_reason,
    }


def known_hands(state: State) -> list[list[str]]:
    """Per seat, the cards it is known to hold (:attr:`State.known`), in hand order."""
    hands: list[list[str]] = [[] for _ in state.hands]
    for card, seat in state.known.items():
        hands[seat].append(card)
    for cards in hands:
        cards.sort(key=RANK.__getitem__)
    return hands


def hidden_from(state: State, seat: int | None) -> set[str]:
    hidden = set(state.pile)
    for i, hand in enumerate(state.hands):
        if i != seat:
            hidden.update(hand)
    hidden.difference_update(state.known)
    if state.searched and searcher(state) != seat:
        hidden.update(state.searched)
    return hidden


def resample(data: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    """A full state agreeing with the view ``data`` of ``seat``; unseen cards dealt at random.

    The draw pile's order is random too (a card a Kobold put at its bottom included:
    only the game log records that).
    """
    return resampler(data, seat)(rng)


def resampler(data: Mapping[str, Any], seat: int) -> Resampler:
    """:func:`resample` of one view, read once, for the many deals of a bot's search:
    ``resampler(data, seat)(rng)`` is ``resample(data, seat, rng)``, the same state from
    the same generator."""
    try:
        return Resampler(data, seat)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise InvalidViewError(f"not an Encantados view of seat {seat}: {exc!r}") from None


class Resampler:
    """Deals of one view: everything but the unseen cards read from it once (a template
    state), then each call shuffles the unseen cards and deals them into a copy."""

    __slots__ = ("held", "hidden_search", "others", "pool", "sizes", "template")

    def __init__(self, data: Mapping[str, Any], seat: int) -> None:
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
        seen: set[str] = set(own)
        for garden in gardens:
            for group in garden.values():
                seen.update(group)
        seen.update(data["search_discard"])
        seen.update(data["end_discard"])
        if moving:
            seen.add(moving)
        own_search = [str(c) for c in search.get("cards", [])]
        seen.update(own_search)
        held = [[str(c) for c in hands_view[i]["known"]] for i in range(players)]
        table_knows = {c: i for i, cards in enumerate(held) for c in cards}
        if len(table_knows) != sum(map(len, held)):
            raise ValueError(f"a card is known to be in two hands: {held}")
        for card, i in table_knows.items():
            if (card in own) != (i == seat) or (i != seat and card in seen):
                raise ValueError(f"{card} is known to be in hand {i}, but the view puts it "
                                 "elsewhere")
        for i, cards in enumerate(held):
            if len(cards) > int(hands_view[i]["count"]):
                raise ValueError(f"hand {i} is known to hold more cards than it has")
        seen.update(table_knows)
        pool = [c for c in DECKS[decks] if c not in seen]
        others = [i for i in range(players) if i != seat]
        sizes = [int(hands_view[i]["count"]) - len(held[i]) for i in others]
        sizes.append(int(data["draw_pile"]["count"]))
        hidden_search = search_seat is not None and search_seat != seat
        if hidden_search:
            sizes.append(int(search["count"]))
        check_deal(pool, sizes)  # here, so a view that cannot deal is refused once
        hands: list[list[str]] = [[] for _ in range(players)]
        hands[seat] = own
        turn = data["turn"]
        self.template = State(
            players=players,
            teams=teams,
            decks=decks,
            max_rounds=int(data["max_rounds"]),
            seed=0,
            counter=int(data["round"]),
            round=int(data["round"]),
            order=[int(s) for s in data["turn_order"]],
            starter=int(data["starter"]),
            current=int(data["current"]),
            phase=str(data["phase"]),
            hands=hands,
            gardens=gardens,
            pile=[],
            search_discard=[str(c) for c in data["search_discard"]],
            end_discard=[str(c) for c in data["end_discard"]],
            scores=[int(s) for s in data["scores"]],
            last_round=[int(s) for s in data["last_round"]],
            song_or_trade=bool(turn["song_or_trade_used"]),
            new_race=bool(turn["new_race_laid"]),
            ran_out=bool(turn["draw_pile_ran_out"]),
            turns=int(data["round_turns"]),
            pending=[(str(p["decision"]), int(p["seat"]), pending_arg(p))
                     for p in data["pending"]],
            searched=own_search,
            moving=str(moving),
            known=table_knows,
            end_reason=str(data["end_reason"]),
        )
        for card in (*own, *own_search, *table_knows):  # the view's; the rest are dealt
            if card not in KIND:
                raise ValueError(f"{card!r} is no Encantados card")
        self.pool = pool
        self.sizes = sizes
        self.others = others
        self.held = [held[i] for i in others]
        self.hidden_search = hidden_search

    def __call__(self, rng: random.Random) -> State:
        """One deal: the unseen cards dealt (``engines.deck.deal_unknown``) into the other
        hands beside what each is known to hold, the draw pile and a hidden search, then a
        fresh seed."""
        dealt = deal_unknown(self.pool, self.sizes, rng)
        state = self.template.clone()  # gardens shared until written (State.own_gardens)
        hands = state.hands
        for i, held, cards in zip(self.others, self.held, dealt, strict=False):
            hands[i] = sorted(held + cards if held else cards, key=RANK.__getitem__)
        state.pile = dealt[len(self.others)]
        if self.hidden_search:
            state.searched = dealt[-1]
        state.seed = new_seed(rng)
        return state


def redact(action: JSON) -> JSON:
    """An action naming a card hidden from the viewer, with the card left out."""
    return {**action, "card": "hidden"}


HIDDEN_CARD_ACTIONS = frozenset({"keep", "trade_give", "trade_return"})
"""Actions whose card goes into a hand unseen by others: shown in full to the actor only."""
