"""Encantados: the score each garden owner would have if the round ended well for it.

A unit (a seat, or a team sharing a garden) is worth its score so far, plus what its
garden scores now (the engine's own garden scoring, which reads garden cards only), plus
its hands. A card in the seat's own hand is worth between its hand penalty (minus its
absolute value, if the round ends with it there) and its garden value, weighted by how
likely it is to be laid: high for a race already in play (an expansion), middling for a
race the hand holds three of (a new race), low for a lone card, and lower as the draw
pile runs out. Hands the seat cannot see count a flat estimate per card.

Read from the view: units, scores, gardens, the seat's own hand, hand sizes, the draw
pile's size, whether the game is over.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engines.encantados.cards import KIND, MIMIC, RACE_SET, VALUES, hand_value
from engines.encantados.scoring import garden_score
from engines.encantados.state import State
from worker.bots.heuristics import Heuristic, View

WIN = 60.0
"""Added for a won game, taken for a lost one: beyond any running difference."""
UNKNOWN_CARD = -2.0
"""An unseen card in another hand: between a hand penalty (about -4.6 on average) and
the chance it is laid before the round ends."""
EXPAND = 0.75
"""Chance a card of a race already in our garden gets laid (an expansion)."""
EXPAND_ELSEWHERE = 0.6
"""Chance for a race in play in another garden only (expanding starts it in ours)."""
NEW_RACE = 0.65
"""Chance for a race the hand holds enough of to lay as a new race."""
PAIR = 0.35
"""Chance for a race the hand holds two of."""
SINGLE = 0.15
"""Chance for a lone card of a race in no garden."""
PILE_HORIZON = 15
"""Draw pile size below which the round's end draws near and laying chances fall."""


def _card_value(
    card: str, held: Mapping[str, int], garden: Mapping[str, Sequence[str]], in_play: set[str],
    late: float,
) -> float:
    kind = KIND[card]
    penalty = float(hand_value(card))
    if kind not in RACE_SET:
        return penalty  # songs and Mimics score about the same laid or held
    count = held.get(kind, 0)
    if kind == "leprechauns":
        laid = 4.0 if count >= 2 or garden.get(kind) else float(VALUES[kind])
    else:
        laid = float(VALUES[kind])
    if kind in garden:
        chance = EXPAND
    elif kind in in_play:
        chance = EXPAND_ELSEWHERE
    elif count >= 3 or (count >= 2 and (held.get(MIMIC, 0) or held.get("wisps", 0) >= 2)):
        chance = NEW_RACE
    elif count == 2:
        chance = PAIR
    else:
        chance = SINGLE
    chance *= late
    return penalty + chance * (laid - penalty)


def _hand_value(
    own: Sequence[str], held: Mapping[str, int], garden: Mapping[str, Sequence[str]],
    in_play: set[str], late: float,
) -> float:
    """The seat's own cards' worth: ``_card_value`` of each, summed in hand order (copies
    of a kind are worth the same, so each kind is rated once)."""
    values = []
    rated: dict[str, float] = {}
    for card in own:
        kind = KIND[card]
        value = rated.get(kind)
        if value is None:
            value = rated[kind] = _card_value(card, held, garden, in_play, late)
        values.append(value)
    return sum(values)  # as the sum of the cards' values, added in the same order


def _rate(
    seat: int, units: Sequence[Sequence[int]], scores: Sequence[int], over: bool,
    gardens: Sequence[dict[str, list[str]]], own: Sequence[str],
    counts: Sequence[int], pile: int,
) -> float:
    """The rating from the fields of the seat's view it reads: the units' seats, their
    scores, whether the game is over, the gardens, the seat's own cards (hand order),
    every hand's size and the draw pile's size. :func:`evaluate` takes them from a view,
    :func:`evaluate_state` from a state's fields that view shows, so both rate alike."""
    mine = next(u for u, members in enumerate(units) if seat in members)
    if over:
        finals = [float(s) for s in scores]
        best_other = max(s for u, s in enumerate(finals) if u != mine)
        diff = finals[mine] - best_other
        return diff + (WIN if diff > 0 else -WIN if diff < 0 else 0.0)
    in_play = {race for garden in gardens for race in garden}
    late = 0.4 + 0.6 * min(1.0, pile / PILE_HORIZON)
    held: dict[str, int] = {}
    for card in own:
        kind = KIND[card]
        held[kind] = held.get(kind, 0) + 1
    projected = []
    for u, members in enumerate(units):
        total = float(scores[u] + garden_score(gardens[u]))
        for member in members:
            if member == seat:
                total += _hand_value(own, held, gardens[u], in_play, late)
            else:
                total += UNKNOWN_CARD * counts[member]
        projected.append(total)
    return projected[mine] - max(p for u, p in enumerate(projected) if u != mine)


def evaluate(view: View, seat: int) -> float:
    hands = view["hands"]
    return _rate(seat, view["units"], view["scores"], view["game_over"], view["gardens"],
                 hands[seat].get("cards", []), [h["count"] for h in hands],
                 view["draw_pile"]["count"])


def evaluate_state(state: State, seat: int) -> float:
    """:func:`evaluate` of ``engine.view(state, seat)``, read from the state's fields that
    view shows (the units, scores, phase, gardens, the seat's own hand, the hands' and the
    pile's sizes) without building the view: a search rates a seat at the end of nearly
    every iteration, and the view (every pile copied, the pending decisions worded) cost
    about a third of a rating (tested equal on random games' positions)."""
    return _rate(seat, [state.members(u) for u in range(state.units)], state.scores,
                 state.phase == "over", state.gardens, state.hands[seat],
                 [len(h) for h in state.hands], len(state.pile))


HEURISTIC = Heuristic(evaluate=evaluate, scale=15.0, evaluate_state=evaluate_state)
