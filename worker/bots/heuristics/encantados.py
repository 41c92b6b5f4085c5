"""Encantados: the score each garden owner would have if the round ended well for it.

A unit (a seat, or a team sharing a garden) is worth its score so far, plus what its
garden scores now (the engine's own garden scoring, which reads garden cards only), plus
its hands. A card in the seat's own hand is worth between its hand penalty (minus its
absolute value, if the round ends with it there) and its garden value, weighted by how
likely it is to be laid: high for a race already in play (an expansion), middling for a
race the hand holds three of (a new race), low for a lone card, and lower as the draw
pile runs out. Hands the seat cannot see count a flat estimate per card.

Read from the view: units, scores, gardens, the seat's own hand, hand sizes, the draw
pile's size, whether the game is over. :data:`FITTED` weighs the same parts as fitted to
who won self-play games (``bench.leaf_fit``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engines import Action
from engines.encantados.cards import KIND, MIMIC, RACE_SET, VALUES, hand_value
from engines.encantados.scoring import garden_score
from engines.encantados.state import State
from engines.encantados.turn import TARGET_SCORE
from worker.bots.heuristics import FITTED_WIN, Heuristic, Policy, View, Weights, weights_at

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


def _in_play(gardens: Sequence[Mapping[str, Sequence[str]]]) -> set[str]:
    """The races in some garden: a card of one may be laid as an expansion."""
    return {race for garden in gardens for race in garden}


def _lateness(pile: int) -> float:
    """How much of a card's laying chance is left with ``pile`` cards to draw: 1 until
    :data:`PILE_HORIZON`, falling to 0.4 as the pile runs out."""
    return 0.4 + 0.6 * min(1.0, pile / PILE_HORIZON)


def _held(cards: Sequence[str]) -> dict[str, int]:
    """How many cards of each kind a hand holds."""
    held: dict[str, int] = {}
    for card in cards:
        kind = KIND[card]
        held[kind] = held.get(kind, 0) + 1
    return held


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


def _terms(
    seat: int, units: Sequence[Sequence[int]], scores: Sequence[int],
    gardens: Sequence[dict[str, list[str]]], own: Sequence[str],
    counts: Sequence[int], pile: int,
) -> tuple[float, ...]:
    """The seat's unit's lead over its rival (the other unit the hand-set rating rates
    best), in parts (:data:`TERM_NAMES`), from the fields of the seat's view it reads: the
    units' seats, their scores, the gardens, the seat's own cards (hand order), every
    hand's size and the draw pile's size. :func:`terms` takes them from a view,
    :func:`evaluate_state` from a state's fields that view shows, so both rate alike.

    The parts: the running score's lead, the same times how near the game is to its end
    (the higher score's share of the 100 points), the lead in what the gardens score now,
    the seat's own hand (:func:`_card_value` of each card), the unseen cards (held by
    the seat's partner, less those the rival holds), and the gardens' lead again times
    how near the end is."""
    mine = next(u for u, members in enumerate(units) if seat in members)
    in_play = _in_play(gardens)
    late = _lateness(pile)
    hand = _hand_value(own, _held(own), gardens[mine], in_play, late)
    unseen = 0  # the partner's cards (no other unit holds the seat)
    for member in units[mine]:
        if member != seat:
            unseen += counts[member]
    # the rival in one pass, without a key function: a search rates every seat of nearly
    # every iteration (ties to the first unit, as max() would)
    rival = -1
    rival_value = rival_garden = 0.0
    rival_unseen = 0
    for u, members in enumerate(units):
        if u == mine:
            continue
        garden = float(garden_score(gardens[u]))
        cards = 0
        for member in members:
            cards += counts[member]
        value = scores[u] + garden + UNKNOWN_CARD * cards
        if rival < 0 or value > rival_value:
            rival, rival_value, rival_garden, rival_unseen = u, value, garden, cards
    near_end = min(1.0, max(scores) / TARGET_SCORE)
    score_lead = float(scores[mine] - scores[rival])
    garden_lead = garden_score(gardens[mine]) - rival_garden
    return (score_lead, score_lead * near_end, garden_lead, hand,
            float(unseen - rival_unseen), garden_lead * near_end)


TERM_NAMES = ("score", "score_near_end", "garden", "hand", "unseen", "garden_near_end")
"""What ``bench.leaf_fit`` fits weights to."""

HAND_SET = Weights(base=0.0, terms=(1.0, 0.0, 1.0, 1.0, UNKNOWN_CARD, 0.0))
"""The hand-set rating's weights, in points (its scale squashes them): the projected
scores' difference."""


def _finished(seat: int, units: Sequence[Sequence[int]],
              scores: Sequence[int]) -> tuple[float, int]:
    """A finished game: the seat's unit's score less the best other unit's, and +1 if it
    won, -1 if it lost, 0 for a shared first place."""
    mine = next(u for u, members in enumerate(units) if seat in members)
    diff = float(scores[mine] - max(s for u, s in enumerate(scores) if u != mine))
    return diff, (diff > 0) - (diff < 0)


def terms(view: View, seat: int) -> tuple[float, ...]:
    """:func:`_terms` of a running game, read from the seat's view."""
    hands = view["hands"]
    return _terms(seat, view["units"], view["scores"], view["gardens"],
                  hands[seat].get("cards", []), [h["count"] for h in hands],
                  view["draw_pile"]["count"])


TERMS = terms


def evaluate(view: View, seat: int) -> float:
    if view["game_over"]:
        diff, won = _finished(seat, view["units"], view["scores"])
        return diff + won * WIN
    return HAND_SET.value(terms(view, seat))


def evaluate_state(state: State, seat: int) -> float:
    """:func:`evaluate` of ``engine.view(state, seat)``, read from the state's fields that
    view shows (the units, scores, phase, gardens, the seat's own hand, the hands' and the
    pile's sizes) without building the view: a search rates a seat at the end of nearly
    every iteration, and the view (every pile copied, the pending decisions worded) cost
    about a third of a rating (tested equal on random games' positions)."""
    units = [state.members(u) for u in range(state.units)]
    if state.phase == "over":
        diff, won = _finished(seat, units, state.scores)
        return diff + won * WIN
    return HAND_SET.value(_terms(seat, units, state.scores, state.gardens, state.hands[seat],
                                 [len(h) for h in state.hands], len(state.pile)))


HEURISTIC = Heuristic(evaluate=evaluate, scale=15.0, evaluate_state=evaluate_state)


def evaluate_state_dealt(state: State, seat: int) -> float:
    """A search's deal rated with every hand read card by card: each unit's projected
    score (its score, its garden, and each member's cards at :func:`_card_value` as that
    member would lay them), the seat's unit's less the best other unit's.

    Unlike :func:`evaluate_state` this reads the hands the seat cannot see, so it is for
    a search's deals only, whose hidden cards were dealt from the seat's view (nothing the
    seat could not know is in them): where :data:`HEURISTIC` counts an unseen card as a
    flat :data:`UNKNOWN_CARD`, a deal's three Trolls that fit the rival's garden count as
    the 21 points they may lay, and three stray ones as the 21 they may cost."""
    units = [state.members(u) for u in range(state.units)]
    if state.phase == "over":
        diff, won = _finished(seat, units, state.scores)
        return diff + won * WIN
    gardens = state.gardens
    in_play = _in_play(gardens)
    late = _lateness(len(state.pile))
    mine = -1.0
    best_other: float | None = None
    for u, members in enumerate(units):
        value = float(state.scores[u] + garden_score(gardens[u]))
        for member in members:
            cards = state.hands[member]
            value += _hand_value(cards, _held(cards), gardens[u], in_play, late)
        if seat in members:
            mine = value
        elif best_other is None or value > best_other:
            best_other = value
    assert best_other is not None  # every table has two units or more
    return mine - best_other


DEALT = Heuristic(evaluate=evaluate, scale=15.0, evaluate_state=evaluate_state_dealt)
"""The hand-set rating with a deal's hidden hands read card by card
(:func:`evaluate_state_dealt`), for a search that asks for it (sweep switch ``dealt``); a
view, which shows no hidden card, is rated as :data:`HEURISTIC` rates it. Screened, not
adopted: ``expert~dealt=1`` against ``ismcts`` at 0.3 s, 2 players, seeds 1-40
(bench/results/bots-screen-enc2-dealt.jsonl): 17 of 40, the expert 17 of the same seeds."""


PLAYOUT_RANDOM = 0.2
"""Share of a playout's moves still played at random under :func:`playout_move`, so a
playout keeps meeting what the rule of thumb would never do."""
LAYS = frozenset({"lay_race", "expand"})
"""Moves that lay cards from hand into the garden."""
WORTH_LOW = frozenset({"discard", "search_discard"})
"""Moves that give a hand card away: the least worth goes."""


def playout_move(state: State, actor: int, options: list[Action],
                 draw: Callable[[], float]) -> Action:
    """A search's playout move by rule of thumb (:data:`PLAYOUT`): lay a new race or an
    expansion whenever one is legal (a card laid scores its value where one held costs
    it), keep the searched card worth most and discard the one worth least by
    :func:`_card_value` as the actor would rate them; anything else (draws, songs, the end
    of laying, targets), and :data:`PLAYOUT_RANDOM` of all moves, at random. A deal's
    hands are the search's own (dealt from the seat's view), so reading them is fair."""
    if len(options) == 1:
        return options[0]
    if draw() >= PLAYOUT_RANDOM:
        lays = [a for a in options if a["type"] in LAYS]
        if lays:
            return lays[int(draw() * len(lays))]
        kind = options[0]["type"]
        if kind == "keep" or kind in WORTH_LOW:
            options = [a for a in options if a["type"] == kind]  # not Gnomes' keep_all
            own = state.hands[actor]
            gardens = state.gardens
            in_play = _in_play(gardens)
            late = _lateness(len(state.pile))
            held, garden = _held(own), gardens[state.unit(actor)]
            worth = [_card_value(a["card"], held, garden, in_play, late) for a in options]
            pick = min(worth) if kind in WORTH_LOW else max(worth)
            return options[worth.index(pick)]
    return options[int(draw() * len(options))]


PLAYOUT: Policy = playout_move
"""The playout policy a search that asks for one plays Encantados by (sweep switch
``policy``; ``Settings.policy``). Screened, not adopted: ``expert~policy=1`` against
``ismcts`` at 0.3 s, 2 players, seeds 1-40 (bench/results/bots-screen-enc2-policy.jsonl):
18 of 40, the expert 17 of the same seeds, on about 20% fewer iterations."""


FITTED_WEIGHTS: dict[int, Weights] = {
    2: Weights(base=0.047, terms=(-0.003, 0.056, 0.003, 0.014, -0.016, 0.060)),
}
"""Per player count, the weights ``python -m bench.leaf_fit`` fitted to self-play games
(bench/results/leaf-fit-encantados-<players>.jsonl).

2 players: the fit on all 140 games of its record. On the held-out games (seeds divisible
by 5) it predicts the winner with a log loss of 0.588, the hand-set rating 0.656 as the
search squashes it (scale 15) and 0.602 at its best scale (37). A lead in points, in the
score or in the gardens, counts in proportion to how near the game is to 100 (0.06
log-odds a point at the end, next to nothing at the start); the seat's own hand a little
(0.014 a point)."""


def evaluate_fitted(view: View, seat: int) -> float:
    """The seat's unit's log-odds of winning, from :func:`terms`, with the weights fitted
    at the view's player count (:data:`FITTED_WEIGHTS`)."""
    if view["game_over"]:
        return _finished(seat, view["units"], view["scores"])[1] * FITTED_WIN
    return weights_at(FITTED_WEIGHTS, len(view["hands"]), "Encantados").value(
        terms(view, seat))


def evaluate_state_fitted(state: State, seat: int) -> float:
    """:func:`evaluate_fitted` of the seat's view of ``state``, as :func:`evaluate_state`
    reads it (tested equal)."""
    units = [state.members(u) for u in range(state.units)]
    if state.phase == "over":
        return _finished(seat, units, state.scores)[1] * FITTED_WIN
    return weights_at(FITTED_WEIGHTS, state.players, "Encantados").value(_terms(
        seat, units, state.scores, state.gardens, state.hands[seat],
        [len(h) for h in state.hands], len(state.pile)))


FITTED = Heuristic(evaluate=evaluate_fitted, scale=1.0, evaluate_state=evaluate_state_fitted)
"""The fitted rating (already in log-odds, so a scale of 1), for a search that asks for
it (``Settings.heuristic``); ``greedy`` and the other levels keep :data:`HEURISTIC`."""
