"""Short human labels for legal actions ("Keep the Elf", "New race: 2 Trolls and a Mimic").

Labels of the actions offered together are distinct: each names what tells the action
apart from the others (the kind of card, the garden, the group, a card's place in a
discard pile).
"""

from __future__ import annotations

from typing import Any

from engines.encantados import abilities as ab
from engines.encantados import songs
from engines.encantados.cards import KIND, MIMIC, NAMES, PLURALS, SONG_SET
from engines.encantados.state import State
from engines.encantados.turn import TEAM_NAMES

PILE_NAMES = {"search_discard": "the search discard", "end_discard": "the end-of-turn discard"}

CARD_LABELS = {
    "keep": "Keep the {name}",
    "search_discard": "Put {a} on the search discard",
    "play_song": "Sing the {name}",
    "trade_give": "Give {a} to your partner",
    "trade_return": "Give back {a}",
    "discard": "Discard {a}, end the turn",
}
"""Labels of the actions that name one card of a hand or a search: its kind tells them
apart ({name}: "Elf", {a}: "an Elf")."""

FIXED_LABELS = {"keep_all": "Keep every searched card (Gnomes)", "end_laying": "Stop laying cards"}

CHOICES = {
    "spring_target": "{who} search{es} (Spring song)",
    "autumn_target": "{who} draw{s} up to four from a discard pile (Autumn song)",
    "goblin_target": "{who} draw{s} two cards (Goblins)",
}


def garden_name(state: State, seat: int, unit: int) -> str:
    if unit == state.unit(seat):
        return "your garden"
    if state.teams:
        return f"team {TEAM_NAMES[unit]}'s garden"
    return f"seat {unit}'s garden"


def _card(card: str) -> str:
    return NAMES[KIND[card]]


def _a(card: str) -> str:
    """The card's name with its article: "an Elf", "a Troll", "the Spring song"."""
    kind = KIND[card]
    if kind in SONG_SET:
        return f"the {NAMES[kind]}"
    return f"{'an' if NAMES[kind][0] in 'AEIOU' else 'a'} {NAMES[kind]}"


def _in_group(card: str, group: str) -> str:
    """A garden card with the group it sits in when the kind alone is ambiguous (Mimics)."""
    if KIND[card] == MIMIC:
        return f"the Mimic of the {PLURALS[group]}"
    return _a(card)


def _group_of_card(state: State, unit: int, card: str) -> str:
    return next(g for g, cards in state.gardens[unit].items() if card in cards)


def _from_top(pile: list[str], card: str) -> str:
    depth = len(pile) - pile.index(card)
    if depth == 1:
        return "top"
    suffix = "th" if 10 <= depth % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(depth % 10, "th")
    return f"{depth}{suffix} from top"


def action_label(state: State, seat: int, action: dict[str, Any]) -> str:
    kind = action["type"]
    card = action.get("card", "")
    if kind == "draw":
        source = action["source"]
        if source == "search":
            return "Search the draw pile"
        if ab.garden_has(state, seat, "dwarves"):
            return f"Pick any card of {PILE_NAMES[source]} (Dwarves)"
        top = songs.pile_list(state, songs.PILES.index(source))[-1]
        return f"Take the {_card(top)} on top of {PILE_NAMES[source]}"
    if kind == "take":
        pile = songs.pile_list(state, state.pending[-1][2])
        return f"Take the {_card(card)} ({_from_top(pile, card)})"
    if kind in CARD_LABELS:
        return CARD_LABELS[kind].format(name=_card(card), a=_a(card))
    if kind in FIXED_LABELS:
        return FIXED_LABELS[kind]
    if kind == "lay_race":
        cards = action["cards"]
        race = KIND[cards[0]]
        real = sum(1 for c in cards if KIND[c] != MIMIC)
        what = f"{real} {PLURALS[race]}" if real > 1 else _a(cards[0])
        mimic = " and a Mimic" if real < len(cards) else ""
        return f"New race: {what}{mimic}"
    if kind == "expand":
        race = action["race"]
        if race in state.gardens[state.unit(seat)]:
            return f"Add {_a(card)} to your {PLURALS[race]}"
        return f"Start {PLURALS[race]} in your garden with {_a(card)}"
    if kind == "choose_player":
        target = action["seat"]
        yours = target == seat
        text = CHOICES[state.pending[-1][0]]
        return text.format(who="You" if yours else f"Seat {target}",
                           es="" if yours else "es", s="" if yours else "s")
    if kind == "choose_pile":
        return f"Draw from {PILE_NAMES[action['pile']]}"
    if kind in ("kobold", "troll_take"):
        garden = action["garden"]
        what = _in_group(card, _group_of_card(state, garden, card))
        verb = "Bury" if kind == "kobold" else "Lift"
        return f"{verb} {what} from {garden_name(state, seat, garden)}"
    if kind == "troll_place":
        group = action["group"]
        where = garden_name(state, seat, action["garden"])
        return f"Place it with the {PLURALS[group]} in {where}"
    raise ValueError(f"unknown action type {kind!r}")
