"""Encantados: the score each garden owner would have if the round ended well for it.

A unit (a seat, or a team sharing a garden) is worth its score so far, plus what its
garden scores now (the engine's own garden scoring, which reads garden cards only), plus
its hands. A card in the seat's own hand is worth between its hand penalty (minus its
absolute value, if the round ends with it there) and its garden value, weighted by how
likely it is to be laid: high for a race already in play (an expansion), middling for a
race the hand holds three of (a new race), low for a lone card, and lower as the draw
pile runs out, or as other hands run low enough to end the round on their next turn
(then the cards still held will mostly count against their holders). Hands the seat
cannot see count an estimate per card, worse when the round is closing.

Read from the view: units, scores, gardens, the seat's own hand, hand sizes, the draw
pile's size, whether the game is over.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from engines.encantados.cards import KIND, MIMIC, RACE_SET, VALUES, hand_value
from engines.encantados.scoring import garden_score
from engines.encantados.turn import EMPTY_HANDS_TO_END
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
OUT_NEXT_TURN = 2
"""Cards a hand may hold and still go out on its next turn (draw one, lay all but the
last, discard it)."""
CLOSING = 0.5
"""Factor on laying chances once enough hands can go out to end the round."""
UNKNOWN_CARD_CLOSING = -3.5
"""An unseen card's worth then: most of its hand penalty (about -4.6 on average)."""


def _card_value(
    card: str, held: Counter[str], garden: Mapping[str, Sequence[str]], in_play: set[str],
    late: float,
) -> float:
    kind = KIND[card]
    penalty = float(hand_value(card))
    if kind not in RACE_SET:
        return penalty  # songs and Mimics score about the same laid or held
    if kind == "leprechauns":
        laid = 4.0 if held[kind] >= 2 or garden.get(kind) else float(VALUES[kind])
    else:
        laid = float(VALUES[kind])
    if kind in garden:
        chance = EXPAND
    elif kind in in_play:
        chance = EXPAND_ELSEWHERE
    elif held[kind] >= 3 or (held[kind] >= 2 and (held[MIMIC] or held["wisps"] >= 2)):
        chance = NEW_RACE
    elif held[kind] == 2:
        chance = PAIR
    else:
        chance = SINGLE
    chance *= late
    return penalty + chance * (laid - penalty)


def round_closing(view: View) -> bool:
    """Whether the round may end on the next turns because hands run out: enough seats
    (a whole team, in team games) hold at most :data:`OUT_NEXT_TURN` cards. (The view's
    units are teams when fewer than the seats; ``EMPTY_HANDS_TO_END`` gives the rest.)"""
    counts = [h["count"] for h in view["hands"]]
    units: list[list[int]] = view["units"]
    if len(units) < len(counts):
        return any(all(counts[m] <= OUT_NEXT_TURN for m in members) for members in units)
    low = sum(1 for c in counts if c <= OUT_NEXT_TURN)
    return low >= EMPTY_HANDS_TO_END[len(counts)]


def evaluate(view: View, seat: int) -> float:
    units: list[list[int]] = view["units"]
    mine = next(u for u, members in enumerate(units) if seat in members)
    scores: list[int] = view["scores"]
    if view["game_over"]:
        finals = [float(s) for s in scores]
        best_other = max(s for u, s in enumerate(finals) if u != mine)
        diff = finals[mine] - best_other
        return diff + (WIN if diff > 0 else -WIN if diff < 0 else 0.0)
    gardens: list[dict[str, list[str]]] = view["gardens"]
    hands = view["hands"]
    in_play = {race for garden in gardens for race in garden}
    late = 0.4 + 0.6 * min(1.0, view["draw_pile"]["count"] / PILE_HORIZON)
    unknown = UNKNOWN_CARD
    if round_closing(view):
        late *= CLOSING
        unknown = UNKNOWN_CARD_CLOSING
    own: list[str] = hands[seat].get("cards", [])
    held = Counter(KIND[c] for c in own)
    projected = []
    for u, members in enumerate(units):
        total = float(scores[u] + garden_score(gardens[u]))
        for member in members:
            if member == seat:
                total += sum(_card_value(c, held, gardens[u], in_play, late) for c in own)
            else:
                total += unknown * hands[member]["count"]
        projected.append(total)
    return projected[mine] - max(p for u, p in enumerate(projected) if u != mine)


HEURISTIC = Heuristic(evaluate=evaluate, scale=15.0)
