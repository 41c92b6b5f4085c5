"""Set-up, in the rulebook's order (RULINGS): Monsters dealt and Caretos placed; each
player in turn takes a start symbol and places their Monsters; only then are Villagers
placed and the cards dealt (Night Cards, face-up Bonus Cards, Final Bonus Cards), so no
start is chosen knowing a hand. In the experienced variant each player then keeps one of
two Final Bonus Cards."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.caretos.board import SYMBOLS, board_for
from engines.caretos.cards import BONUS_CARDS, COLOURS, FINAL_CARDS, night_deck
from engines.caretos.decisions import ChooseStart, Decision, KeepFinal, PlayCard
from engines.caretos.state import (
    CAMPFIRES,
    LIMBO,
    MONSTER_INDEX,
    MONSTERS,
    OUT,
    VILLAGERS_PER_COLOUR,
    State,
)
from engines.deck import deal, shuffled
from engines.rng import stream

Action = dict[str, object]

HAND_SIZE = 3
"""Night Cards in hand (rulebook: always three after drawing)."""
FACE_UP_BONUS = 3
"""Bonus Cards for sale, face up (rulebook)."""
VILLAGERS_PER_START = 5
"""Villagers placed on each villager start location (rulebook)."""
BOXED_PER_COLOUR_TWO_PLAYERS = 2
"""With two players, 2 Villagers of each colour stay in the box (5 start locations)."""


def new_state(players: int, options: Mapping[str, Any], seed: int) -> State:
    """Monsters dealt (two each), Caretos on their starts; start symbols to choose."""
    rng = stream(seed, 0)
    board = board_for(players)
    experienced = bool(options.get("experienced", False))
    owner = [-1] * len(MONSTERS)
    for i, m in enumerate(rng.sample(range(len(MONSTERS)), 2 * players)):
        owner[m] = i // 2
    stack: list[Decision] = [PlayCard(0)]
    if experienced:
        stack.extend(KeepFinal(s) for s in reversed(range(players)))
    stack.extend(ChooseStart(s) for s in reversed(range(players)))
    return State(
        players=players,
        seed=seed,
        counter=1,
        experienced=experienced,
        owner=owner,
        mloc=[LIMBO if o >= 0 else OUT for o in owner],
        careto=list(board.careto_starts),
        vill=[""] * board.size,
        fire=[False] * board.size,
        supply=CAMPFIRES,
        camp=[0] * players,
        captured=[""] * players,
        boxed_villagers=0,
        villagers_left=0,
        hands=[[] for _ in range(players)],
        deck=[],
        discards=[[] for _ in range(players)],
        boxed_night=[],
        bonus_deck=[],
        bonus_up=[],
        bonus_held=[[] for _ in range(players)],
        bonus_done=[[] for _ in range(players)],
        finals=[[] for _ in range(players)],
        final_rejected=[""] * players,
        final_box=[],
        symbols=[""] * players,
        stack=stack,
    )


def deal_the_rest(state: State) -> None:
    """Villagers on their starts with a Campfire each, then the cards.

    Draws continue the set-up stream after the Monsters were dealt from it.
    """
    players = state.players
    rng = stream(state.seed, 0)
    rng.sample(range(len(MONSTERS)), 2 * players)
    board = state.board
    per_colour = VILLAGERS_PER_COLOUR - (BOXED_PER_COLOUR_TWO_PLAYERS if players == 2 else 0)
    pool = [c[0] for c in COLOURS for _ in range(per_colour)]
    rng.shuffle(pool)
    placed = []
    for i, loc in enumerate(board.villager_starts):
        group = "".join(sorted(pool[VILLAGERS_PER_START * i : VILLAGERS_PER_START * (i + 1)]))
        state.vill[loc] = group
        state.fire[loc] = True
        placed.append({"at": loc, "villagers": group})
    state.supply = CAMPFIRES - len(board.villager_starts)
    state.boxed_villagers = (VILLAGERS_PER_COLOUR - per_colour) * len(COLOURS)
    state.villagers_left = VILLAGERS_PER_START * len(board.villager_starts)
    state.deck = shuffled(night_deck(players), rng)
    state.hands = deal(state.deck, players, HAND_SIZE)
    bonus = shuffled([c.id for c in BONUS_CARDS], rng)
    state.bonus_up = [bonus.pop() for _ in range(FACE_UP_BONUS)]
    state.bonus_deck = bonus
    state.final_box = shuffled([c.id for c in FINAL_CARDS], rng)
    state.finals = deal(state.final_box, players, 2 if state.experienced else 1)
    state.dealt = True
    if state.log is not None:
        state.log.append({"type": "villagers-placed", "groups": placed})
        for seat in range(players):
            state.log.append({"type": "cards-dealt", "seat": seat, "pile": "hand",
                              "cards": list(state.hands[seat])})
            state.log.append({"type": "cards-dealt", "seat": seat, "pile": "final",
                              "cards": list(state.finals[seat])})
        state.log.append({"type": "bonus-revealed", "cards": list(state.bonus_up)})


def start_options(state: State, record: ChooseStart) -> list[Action]:
    seat = record.seat
    first = min(m for m in range(len(MONSTERS)) if state.owner[m] == seat)
    return [
        {"type": "choose_start", "symbol": sym, "monster": MONSTERS[first], "at": at}
        for sym in SYMBOLS
        if sym not in state.symbols
        for at in state.board.monster_starts[sym]
    ]


def apply_start(state: State, seat: int, symbol: str, monster: str, at: int) -> None:
    state.stack.pop()
    state.symbols[seat] = symbol
    first = MONSTER_INDEX[monster]
    second = next(m for m in range(len(MONSTERS)) if state.owner[m] == seat and m != first)
    a, b = state.board.monster_starts[symbol]
    state.mloc[first] = at
    state.mloc[second] = b if at == a else a
    if state.log is not None:
        state.log.append({"type": "start-chosen", "seat": seat, "symbol": symbol,
                          "monsters": [{"monster": MONSTERS[first], "at": at},
                                       {"monster": MONSTERS[second], "at": state.mloc[second]}]})
    if not isinstance(state.stack[-1], ChooseStart):
        deal_the_rest(state)


def keep_options(state: State, record: KeepFinal) -> list[Action]:
    return [{"type": "keep_final", "card": c} for c in state.finals[record.seat]]


def apply_keep(state: State, seat: int, card: str) -> None:
    state.stack.pop()
    other = [c for c in state.finals[seat] if c != card]
    state.finals[seat] = [card]
    state.final_rejected[seat] = other[0]
    state.final_box.append(other[0])
    if state.log is not None:
        state.log.append({"type": "final-kept", "seat": seat, "card": card})
