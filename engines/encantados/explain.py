"""Human reasons why an action is not legal; never raises, whatever JSON it is given.

:mod:`.turn` is the one source of legality: this module decides nothing itself. It is
called only once ``turn.legal_actions`` has refused an action, and each reason it gives
either quotes the rule ``turn`` applied (its gates and their texts: the last card, one
song or trade, one new race, Gnomes) or compares the action with what ``turn`` and
:mod:`.abilities` offer (the cards in hand, a Mimic's homes, a Troll's destinations, the
cards that may leave a garden, the size of a new race). What is left is input the game
cannot hold: unknown card ids, a card named twice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.encantados import abilities as ab
from engines.encantados import songs, turn
from engines.encantados.cards import DECK_SETS, KIND, MIMIC, RACE_SET, SONG_SET
from engines.encantados.state import DECISIONS, State

PHASE_TEXT = {
    "draw": "phase 1 (draw a card: 'draw' from the search or a discard pile)",
    "lay": "phase 2 (lay down cards: songs, trades, a new race, expansions, then 'end_laying')",
    "discard": "phase 3 (discard a card to end the turn)",
    "over": "the game is over",
}

HAND_KINDS = ("search_discard", "trade_give", "trade_return", "discard", "play_song", "expand")


def explain(state: State, seat: int, action: Any, fields: dict[str, tuple[str, ...]]) -> str:
    try:
        return _explain(state, seat, action, fields)
    except Exception as exc:  # a reason must never crash the caller
        return f"not a legal move now ({type(exc).__name__} while explaining)"


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _explain(state: State, seat: int, action: Any, fields: dict[str, tuple[str, ...]]) -> str:
    if not isinstance(action, dict):
        return f"an action is a JSON object, not {_show(action)}"
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in fields:
        return f"unknown action type {_show(kind)}; actions are {sorted(fields)}"
    given = set(action) - {"type"}
    expected = set(fields[kind])
    if given != expected:
        missing = sorted(expected - given)
        extra = sorted(str(k) for k in given - expected)
        parts = []
        if missing:
            parts.append(f"missing {missing}")
        if extra:
            parts.append(f"unknown {extra}")
        return f"a {kind} action has exactly the fields {sorted(expected)}: " + ", ".join(parts)
    legal = turn.legal_actions(state, seat)
    if not legal:
        return f"seat {seat} has no decision to make now"
    kinds = sorted({a["type"] for a in legal})
    if kind not in kinds:
        if state.pending:
            decision = state.pending[-1][0]
            if kind == "keep_all" and decision == "keep":
                return turn.keep_all_gate(state, seat)
            return f"first {DECISIONS[decision]}; action types now: {kinds}"
        return _wrong_phase(state, seat, kind) + f"; now {PHASE_TEXT[state.phase]}: {kinds}"
    offered = [a for a in legal if a["type"] == kind]
    reason = _field_reason(state, seat, kind, action, offered)
    if reason:
        return reason
    return f"not a legal {kind} now; legal ones include {offered[:4]}"


PHASE_OF = {
    "draw": "draw",
    "play_song": "lay",
    "trade_give": "lay",
    "lay_race": "lay",
    "expand": "lay",
    "end_laying": "lay",
    "discard": "discard",
}


GATES: dict[str, Callable[[State, int], str]] = {
    "play_song": turn.song_gate,
    "trade_give": turn.trade_gate,
    "lay_race": lambda state, seat: turn.new_race_gate(
        state, seat, turn.new_race_size(state, seat)),
    "expand": turn.expand_gate,
}
"""The rule of ``turn`` that may close each action kind, with its reason."""

NOTHING_TO: dict[str, str] = {
    "play_song": "you hold no song",
    "trade_give": "you hold no card to give",
    "lay_race": "you hold no new race to lay (3 cards of a race not in your garden, 2 with "
    "2 Will-o'-the-wisps; one Mimic may stand in)",
    "expand": "none of your cards can expand a race in play",
}
"""What is missing when a kind's rule allows it but no card of the hand fits."""


def _wrong_phase(state: State, seat: int, kind: str) -> str:
    phase = PHASE_OF.get(kind)
    if phase is None:
        return f"there is no pending decision that a {kind} action answers"
    if phase != state.phase:
        return f"{kind} belongs to {PHASE_TEXT[phase]}"
    gate = GATES.get(kind)
    reason = gate(state, seat) if gate is not None else ""
    return reason or NOTHING_TO.get(kind, f"{kind} is not possible now")


def _card_reason(state: State, card: Any) -> str:
    if not isinstance(card, str) or card not in KIND:
        return f"{_show(card)} is not an Encantados card id"
    if card not in DECK_SETS[state.decks]:
        return f"{card} is not a card of a {state.decks}-deck game"
    return ""


def _copy_hint(card: str, kind: str, offered: list[dict[str, Any]]) -> str:
    same = [a for a in offered if isinstance(a.get("card"), str) and KIND[a["card"]] == KIND[card]]
    if same and all(a["card"] != card for a in same):
        return (
            f"copies of {KIND[card]} are interchangeable: the {kind} offered names "
            f"{same[0]['card']}, not {card}"
        )
    return ""


def _field_reason(
    state: State, seat: int, kind: str, action: dict[str, Any], offered: list[dict[str, Any]]
) -> str:
    hand = state.hands[seat]
    if kind == "draw":
        source = action["source"]
        if source not in ("search", *songs.PILES):
            return (
                "source must be 'search', 'search_discard' or 'end_discard', "
                f"not {_show(source)}"
            )
        if source == "search":
            return "the draw pile is empty"
        return f"the {source} pile is empty"
    if kind == "choose_player":
        target = action["seat"]
        if not isinstance(target, int) or isinstance(target, bool):
            return f"seat must be a seat number, not {_show(target)}"
        return f"seat {target} is not at this table (seats 0 to {state.players - 1})"
    if kind == "choose_pile":
        pile = action["pile"]
        if pile not in songs.PILES:
            return f"pile must be 'search_discard' or 'end_discard', not {_show(pile)}"
        return f"the {pile} pile is empty"
    if kind == "troll_place":
        return _garden_reason(state, action["garden"]) or _troll_place_reason(state, action)
    if kind == "lay_race":
        return _lay_race_reason(state, seat, action["cards"])
    card = action["card"]
    reason = _card_reason(state, card)
    if reason:
        return reason
    if kind in HAND_KINDS:
        if card not in hand:
            return f"{card} is not in your hand"
        if kind == "play_song" and KIND[card] not in SONG_SET:
            return f"{card} is not a song"
        if kind == "expand":
            reason = _expand_reason(state, seat, card, action["race"])
            if reason:
                return reason
        return _copy_hint(card, kind, offered)
    if kind == "keep":
        if card not in state.searched:
            return f"{card} is not among the searched cards {state.searched}"
        return _copy_hint(card, kind, offered)
    if kind == "take":
        return f"{card} is not in the discard pile you draw from"
    if kind in ("kobold", "troll_take"):
        reason = _garden_reason(state, action["garden"])
        if reason:
            return reason
        garden = state.gardens[action["garden"]]
        if not any(card in group for group in garden.values()):
            return f"{card} is not in garden {action['garden']}"
        if KIND[card] != MIMIC and card not in ab.removable(garden):
            group = garden.get(KIND[card], [])
            if group and ab.has_mimic(group) and len(group) == 2:
                return f"{card} may not leave its Mimic alone in the garden: move the Mimic first"
        return _copy_hint(card, kind, offered)
    return ""


def _garden_reason(state: State, garden: Any) -> str:
    if not isinstance(garden, int) or isinstance(garden, bool):
        return f"garden must be a garden number, not {_show(garden)}"
    if not 0 <= garden < len(state.gardens):
        return f"there is no garden {garden} (gardens 0 to {len(state.gardens) - 1})"
    return ""


def _troll_place_reason(state: State, action: dict[str, Any]) -> str:
    garden = action["garden"]
    places = ab.troll_destinations(state, state.moving)
    groups = [group for g, group in places if g == garden]
    if KIND[state.moving] == MIMIC:
        return (
            f"a Mimic joins a race without a Mimic, never Leprechauns: in garden {garden} "
            f"that is {groups or 'none'}, not {_show(action['group'])}"
        )
    return f"{state.moving} goes to the group {groups[0]!r}, not {_show(action['group'])}"


def _expand_reason(state: State, seat: int, card: str, race: Any) -> str:
    kind = KIND[card]
    if kind in SONG_SET:
        return "a song is laid with play_song, not expand"
    if not isinstance(race, str) or race not in RACE_SET:
        return f"race must be a race name, not {_show(race)}"
    garden = state.gardens[state.unit(seat)]
    if kind == MIMIC:
        if race in ab.mimic_homes(garden):
            return ""
        if race == turn.NO_MIMIC_RACE:
            return "Mimics can never help Leprechauns"
        if race not in garden:
            return f"a Mimic must join {race} already in your garden (never alone)"
        return f"your {race} already have a Mimic (at most one per race)"
    if kind != race:
        return f"{card} can only expand {kind}, not {race}"
    if not ab.in_play(state, race):
        return f"{race} is in no garden yet: lay it as a new race first"
    return ""


def _lay_race_reason(state: State, seat: int, cards: Any) -> str:
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        return f"cards must be a list of card ids, not {_show(cards)}"
    for card in cards:
        reason = _card_reason(state, card)
        if reason:
            return reason
    hand = state.hands[seat]
    if len(set(cards)) != len(cards):
        return "a card is named twice"
    missing = [c for c in cards if c not in hand]
    if missing:
        return f"{missing} not in your hand"
    mimics = [c for c in cards if KIND[c] == MIMIC]
    races = {KIND[c] for c in cards if KIND[c] != MIMIC}
    if any(KIND[c] in SONG_SET for c in cards):
        return "songs are no race"
    if len(mimics) > 1:
        return "a new race may use one Mimic only, never two"
    if len(races) != 1:
        return "a new race is cards of one race (one Mimic may replace one of them)"
    race = races.pop()
    if mimics and race == turn.NO_MIMIC_RACE:
        return "Mimics cannot be used to help put Leprechauns into play"
    if race in state.gardens[state.unit(seat)]:
        return f"{race} are already in your garden: expand them instead"
    need = turn.new_race_size(state, seat)
    if len(cards) != need:
        return f"a new race is laid with exactly {need} cards (expand it for more)"
    gate = turn.new_race_gate(state, seat, need)
    if gate:
        return gate
    lowest = [
        a["cards"]
        for a in turn.legal_actions(state, seat)
        if a["type"] == "lay_race" and KIND[a["cards"][0]] == race
    ]
    return f"copies are interchangeable: lay the lowest-numbered ones, e.g. {lowest}"
