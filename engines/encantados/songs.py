"""The four songs: laid into the player's garden, then their effect.

- Spring: the player chooses a seat (maybe itself) who performs a search, with the
  abilities of *that seat's* garden (Elves, Gnomes); it is not the turn's search.
- Summer: no effect now; scores +8 instead of -3 with 5 races in its garden.
- Autumn: the player chooses a seat (maybe itself); that seat chooses a non-empty discard
  pile and draws its top four cards (all of them when it holds fewer).
- Winter: the player chooses a non-empty discard pile and draws its top card (only the
  top one: Dwarves act in the draw phase only), then performs a search with its own
  garden's abilities. With both discard piles empty it only searches.
"""

from __future__ import annotations

from engines.encantados.abilities import (
    add_sorted,
    draw_into_hand,
    from_hand,
    start_search,
    taken_in_sight,
)
from engines.encantados.cards import KIND, SONGS_GROUP
from engines.encantados.state import State

PILES: tuple[str, str] = ("search_discard", "end_discard")
"""Discard pile names as actions spell them; the index is a pending decision's arg."""

AUTUMN_DRAW = 4
GOBLIN_DRAW = 2


def pile_list(state: State, index: int) -> list[str]:
    return state.search_discard if index == 0 else state.end_discard


def open_piles(state: State) -> list[int]:
    """Indexes of the discard piles holding at least one card."""
    return [i for i in (0, 1) if pile_list(state, i)]


def play_song(state: State, seat: int, card: str) -> None:
    from_hand(state, seat, card)
    garden = state.own_gardens()[state.unit(seat)]
    songs = garden.get(SONGS_GROUP)
    if songs is None:
        garden[SONGS_GROUP] = [card]
    else:
        add_sorted(songs, card)
    state.song_or_trade = True
    season = KIND[card]
    if state.events is not None:
        state.events.append({"type": "song", "seat": seat, "card": card, "season": season,
                             "garden": state.unit(seat)})
    if season == "spring":
        state.pending.append(("spring_target", seat, 0))
    elif season == "autumn":
        state.pending.append(("autumn_target", seat, 0))
    elif season == "winter":
        if open_piles(state):
            state.pending.append(("winter_pile", seat, 0))
        else:
            start_search(state, seat)


CHOICE_CAUSE = {"spring_target": "spring", "autumn_target": "autumn", "goblin_target": "goblins"}


def choose_player(state: State, target: int) -> None:
    """Resolve the pending choice of a player (Spring, Autumn, Goblins)."""
    decision, seat, _ = state.pending.pop()
    if state.events is not None:
        state.events.append({"type": "chose_player", "seat": seat, "target": target,
                             "cause": CHOICE_CAUSE[decision]})
    if decision == "spring_target":
        start_search(state, target)
    elif decision == "autumn_target":
        if open_piles(state):
            state.pending.append(("autumn_pile", target, 0))
    else:  # goblin_target
        draw_into_hand(state, target, GOBLIN_DRAW)


def choose_pile(state: State, seat: int, index: int) -> None:
    """Resolve the pending choice of a discard pile (Autumn, Winter)."""
    decision, _, _ = state.pending.pop()
    pile = pile_list(state, index)
    hand = state.hands[seat]
    count = AUTUMN_DRAW if decision == "autumn_pile" else 1
    drawn: list[str] = []
    while count > 0 and pile:
        drawn.append(pile.pop())
        add_sorted(hand, drawn[-1])
        count -= 1
    taken_in_sight(state, seat, drawn)
    if state.events is not None:
        state.events.append({"type": "drew", "seat": seat, "source": PILES[index],
                             "count": len(drawn), "cards": drawn})
    if decision == "winter_pile":
        start_search(state, seat)
