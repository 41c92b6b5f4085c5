"""Encantados: a seat seldom keeps a card its garden could take, and collects pairs.

A uniform deal puts any unseen card in another hand as readily as in the draw pile. Seats
lay what they can, though: a card of a race their own garden holds is an expansion any
turn, so a hand keeps one only for the turn it arrived in (the last-card rule aside), and
a card of a race in play elsewhere is an expansion too. And they keep cards of a race
they hold already, towards laying it. In ``ismcts`` self-play real hands hold far fewer
of the first and more of the second than uniform deals of the same views
(:data:`OWN_RACE_ODDS`, :data:`ELSEWHERE_ODDS`, :data:`PAIR_ODDS`).

The deal starts from the uniform one (``Engine.resampler``: the view's known cards stay
where the view puts them) and makes :data:`PASSES` Metropolis passes over each other
seat's unseen cards: each is offered a swap with a random card of the draw pile, taken
with chance ``min(1, odds after / odds before)`` (the hand's odds: the product of its
cards' and its pairs'), so hands drift towards the deals those odds make likely while
every card stays unseen and every count stays as the view says. The rating is the
search's own.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engines import Engine
from engines.encantados.cards import KIND, RACE_SET, RANK
from engines.encantados.state import State
from worker.bots.beliefs import Belief
from worker.bots.heuristics import Heuristic, View

OWN_RACE_ODDS = 0.09
"""Odds, against a card of any other kind, that an unseen card of another seat is of a race
in that seat's own garden: 0.54% of such cards in real hands against 5.89% in uniform deals
of the same views (2-player ``ismcts`` self-play at 200 iterations, 24 games, 2,768 unseen
cards at every seventh decision, 20 deals each; build known-1, 2026-12-06)."""

ELSEWHERE_ODDS = 0.8
"""The same for a race in play in another garden only: 3.72% in real hands against 4.68%."""


PAIR_ODDS = 3.0
"""Odds, for each race in no garden of the holder's, that its hand holds two or more of it
rather than one: seats collect a race towards laying it. With :data:`PASSES` passes these
odds deal 46.4% of the unseen cards into such pairs where real hands hold 45.9% and
uniform deals 29.5% (and 0.49% of own-garden races against the real 0.40%), in 10 of the
games above (1,259 real hands' cards, 10 deals each at every seventh decision)."""

PASSES = 2
"""Metropolis passes over each hand: one left 1.1-1.4% of own-garden races in the deals."""


def _pair_change(out: str, into: str, counts: Counter[str], own: frozenset[str]) -> float:
    """The pair odds' factor of a swap of a card of ``out`` for one of ``into``."""
    change = 0
    if out in RACE_SET and out not in own and counts[out] == 2:
        change -= 1  # a pair broken
    if into in RACE_SET and into not in own and counts[into] == 1:
        change += 1  # a pair made
    return float(PAIR_ODDS ** change)


def card_odds(kind: str, own: frozenset[str], in_play: frozenset[str]) -> float:
    """The weight of a card of ``kind`` in a hand whose garden holds the races ``own``, with
    ``in_play`` the races of every garden."""
    if kind in own:
        return OWN_RACE_ODDS
    if kind in in_play:
        return ELSEWHERE_ODDS
    return 1.0


def belief(engine: Engine[Any], view: View, seat: int, heuristic: Heuristic) -> Belief:
    """Deals whose other hands hold fewer cards their gardens could take and more pairs."""
    gardens = [frozenset(race for race in garden if race in RACE_SET)
               for garden in view["gardens"]]
    in_play = frozenset().union(*gardens)
    owns = {member: gardens[unit] for unit, members in enumerate(view["units"])
            for member in members if member != seat}
    uniform = engine.resampler(view, seat)

    def deal(rng: random.Random) -> State:
        state: State = uniform(rng)
        pile = state.pile
        if not pile:
            return state
        known = state.known  # the view's, as the uniform deal placed them: never swapped
        for member, own in owns.items():
            hand = state.hands[member]
            counts = Counter(KIND[card] for card in hand)
            moved = False
            for _ in range(PASSES):
                for index, card in enumerate(hand):
                    if card in known:
                        continue
                    spot = int(rng.random() * len(pile))
                    other = pile[spot]
                    out, into = KIND[card], KIND[other]
                    if out == into:
                        continue
                    ratio = (card_odds(into, own, in_play) / card_odds(out, own, in_play)
                             * _pair_change(out, into, counts, own))
                    if ratio >= 1.0 or rng.random() < ratio:
                        hand[index], pile[spot] = other, card
                        counts[out] -= 1
                        counts[into] += 1
                        moved = True
            if moved:
                hand.sort(key=RANK.__getitem__)
        return state

    return Belief(deal, heuristic)


BELIEF = belief
