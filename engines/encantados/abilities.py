"""Gardens and the races' abilities.

A garden is a dict from a race to the cards of that race laid there (a race's group,
its Mimic last when it has one) plus ``"songs"`` for its songs. Every group holds at
least one card of its race: a Mimic is never alone.

"At least 2 X inhabit your garden" counts cards of race X only (Mimics do not count
towards abilities). The abilities that trigger "when the first X enters your garden"
(Goblins, Kobolds, Trolls) trigger when the acting player lays cards of X from hand
into a garden that held no X (a new race, or the first expansion of a race laid
elsewhere); a card moved in by a Troll triggers nothing.
"""

from __future__ import annotations

from bisect import insort

from engines.encantados.cards import KIND, MIMIC, RACES, RANK, SONGS_GROUP
from engines.encantados.state import State

_rank = RANK.__getitem__


def add_sorted(cards: list[str], card: str) -> None:
    """Put ``card`` into the sorted list ``cards``."""
    insort(cards, card, key=_rank)


def from_hand(state: State, seat: int, card: str) -> None:
    """``card`` leaves the hand of ``seat`` in sight of the table (laid, sung, discarded):
    it is no longer a card that seat is known to hold."""
    state.hands[seat].remove(card)
    if state.known:
        state.known.pop(card, None)


def taken_in_sight(state: State, seat: int, cards: list[str]) -> None:
    """``cards`` went from a face-up pile into the hand of ``seat``: the table knows it
    holds them (:attr:`State.known`)."""
    known = state.known
    for card in cards:
        known[card] = seat


def forget_hands(state: State, *seats: int) -> None:
    """Cards passed unseen (a trade): what the table knew ``seats`` hold is forgotten."""
    if state.known:
        state.known = {c: s for c, s in state.known.items() if s not in seats}


def group_of(card: str) -> str:
    """The garden group a race card or song goes to (Mimics join a chosen race)."""
    kind = KIND[card]
    if kind == MIMIC:
        raise ValueError("a Mimic's group is chosen, not fixed")
    return kind if kind in _RACE_SET else SONGS_GROUP


_RACE_SET = frozenset(RACES)


def has_mimic(group: list[str]) -> bool:
    return KIND[group[-1]] == MIMIC


def real_count(garden: dict[str, list[str]], race: str) -> int:
    """Cards of ``race`` (Mimics excluded) in ``garden``."""
    group = garden.get(race)
    if not group:
        return 0
    return len(group) - 1 if KIND[group[-1]] == MIMIC else len(group)


def garden_has(state: State, seat: int, race: str) -> bool:
    """Whether at least 2 ``race`` inhabit the garden of ``seat`` (its ability is active)."""
    group = state.gardens[state.unit(seat)].get(race)
    if not group:
        return False
    return (len(group) - 1 if KIND[group[-1]] == MIMIC else len(group)) >= 2


def in_play(state: State, race: str) -> bool:
    """Whether ``race`` is in some garden (so it may be expanded)."""
    return any(race in garden for garden in state.gardens)


NO_MIMIC_RACE = "leprechauns"
"""The race no Mimic may ever help (laid with it or joining it)."""


def mimic_homes(garden: dict[str, list[str]]) -> list[str]:
    """Races of ``garden`` a Mimic may join: not Leprechauns, no Mimic there yet."""
    return [
        race
        for race in RACES
        if race != NO_MIMIC_RACE and (group := garden.get(race)) and KIND[group[-1]] != MIMIC
    ]


def distinct(cards: list[str]) -> list[str]:
    """The first card of each kind in the rank-sorted ``cards`` (copies are interchangeable)."""
    out: list[str] = []
    last = ""
    for card in cards:
        kind = KIND[card]
        if kind != last:
            out.append(card)
            last = kind
    return out


def distinct_unsorted(cards: list[str]) -> list[str]:
    """The first card of each kind in ``cards``, in their order."""
    seen: set[str] = set()
    out: list[str] = []
    for card in cards:
        kind = KIND[card]
        if kind not in seen:
            seen.add(kind)
            out.append(card)
    return out


# --- drawing and searching -------------------------------------------------------------


def draw_pile(state: State, count: int) -> list[str]:
    """Up to ``count`` cards off the draw pile (fewer when it runs out)."""
    pile = state.pile
    drawn: list[str] = []
    while count > 0 and pile:
        drawn.append(pile.pop())
        count -= 1
    if drawn and not pile:
        state.ran_out = True
    return drawn


def draw_into_hand(state: State, seat: int, count: int) -> None:
    hand = state.hands[seat]
    drawn = draw_pile(state, count)
    for card in drawn:
        add_sorted(hand, card)
    if state.events is not None:
        state.events.append({"type": "drew", "seat": seat, "source": "draw_pile",
                             "count": len(drawn), "cards": drawn})


def start_search(state: State, seat: int) -> None:
    """``seat`` performs a search: two cards drawn (three with 2 Elves) to choose from.

    With fewer cards left, the search draws what there is; with none it does nothing.
    """
    drawn = draw_pile(state, 3 if garden_has(state, seat, "elves") else 2)
    if state.events is not None:
        state.events.append({"type": "searched", "seat": seat, "count": len(drawn),
                             "cards": list(drawn)})
    if drawn:
        state.searched = drawn
        state.pending.append(("keep", seat, 0))


def keep(state: State, seat: int, card: str) -> None:
    """The searcher keeps ``card``; the other searched cards go to the search discard."""
    state.pending.pop()
    add_sorted(state.hands[seat], card)
    others = [other for other in state.searched if other != card]
    state.search_discard.extend(others)
    state.searched = []
    if state.events is not None:
        state.events.append({"type": "kept", "seat": seat, "count": 1, "cards": [card]})
        if others:
            state.events.append({"type": "discarded", "seat": seat, "pile": "search_discard",
                                 "cards": others})


def keep_all(state: State, seat: int) -> None:
    """Gnomes: every searched card goes to hand, then a card of the hand is discarded."""
    state.pending.pop()
    hand = state.hands[seat]
    for card in state.searched:
        add_sorted(hand, card)
    if state.events is not None:
        state.events.append({"type": "kept", "seat": seat, "count": len(state.searched),
                             "cards": state.searched})
    state.searched = []
    state.pending.append(("search_discard", seat, 0))


# --- triggered abilities ---------------------------------------------------------------

TRIGGERS: dict[str, str] = {
    "goblins": "goblin_target",
    "kobolds": "kobold",
    "trolls": "troll_take",
}
"""The races whose first card entering a garden asks its owner for a decision."""


def trigger(state: State, seat: int, race: str) -> None:
    decision = TRIGGERS.get(race)
    if decision is not None:
        state.pending.append((decision, seat, 0))
        if state.events is not None:
            state.events.append({"type": "ability", "seat": seat, "race": race,
                                 "garden": state.unit(seat)})


def removable(garden: dict[str, list[str]]) -> list[str]:
    """Cards of ``garden`` that may leave it, one per interchangeable kind and group.

    The last race card of a group holding a Mimic may not leave (the Mimic would be
    left alone): the Mimic must go first.
    """
    out: list[str] = []
    for race in RACES:
        group = garden.get(race)
        if not group:
            continue
        mimic = KIND[group[-1]] == MIMIC
        if not mimic or len(group) >= 3:
            out.append(group[0])
        if mimic:
            out.append(group[-1])
    songs = garden.get(SONGS_GROUP)
    if songs:
        out.extend(distinct(songs))
    return out


def remove_from_garden(garden: dict[str, list[str]], card: str) -> None:
    for key, group in garden.items():
        if card in group:
            group.remove(card)
            if not group:
                del garden[key]
            return
    raise ValueError(f"{card} is not in that garden")


def add_to_garden(garden: dict[str, list[str]], group: str, card: str) -> None:
    cards = garden.get(group)
    if cards is None:
        garden[group] = [card]
    else:
        add_sorted(cards, card)


def troll_destinations(state: State, card: str) -> list[tuple[int, str]]:
    """(garden, group) pairs a card a Troll has taken may be placed in.

    Any garden, the one it came from included (a later ruling): a race card or song goes
    to its own group there, a Mimic to any race without a Mimic (never Leprechauns). So
    every card that may leave a garden has a place: at least the one it left.
    """
    out: list[tuple[int, str]] = []
    mimic = KIND[card] == MIMIC
    for g, garden in enumerate(state.gardens):
        if mimic:
            out.extend((g, race) for race in mimic_homes(garden))
        else:
            out.append((g, group_of(card)))
    return out


def kobold(state: State, seat: int, garden: int, card: str) -> None:
    """Kobolds: ``card`` leaves ``garden`` for the bottom of the draw pile."""
    state.pending.pop()
    remove_from_garden(state.own_gardens()[garden], card)
    state.pile.insert(0, card)
    if state.events is not None:
        state.events.append({"type": "buried", "seat": seat, "garden": garden, "card": card})


def troll_take(state: State, seat: int, garden: int, card: str) -> None:
    state.pending.pop()
    remove_from_garden(state.own_gardens()[garden], card)
    state.moving = card
    state.pending.append(("troll_place", seat, garden))
    if state.events is not None:
        state.events.append({"type": "lifted", "seat": seat, "garden": garden, "card": card})


def troll_place(state: State, seat: int, garden: int, group: str) -> None:
    state.pending.pop()
    add_to_garden(state.own_gardens()[garden], group, state.moving)
    if state.events is not None:
        state.events.append({"type": "placed", "seat": seat, "garden": garden,
                             "group": group, "card": state.moving})
    state.moving = ""
