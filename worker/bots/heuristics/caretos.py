"""Caretos: victory points in hand, plus what the position promises.

A seat's points are its captured Villagers, its completed Bonus Cards and its Final Bonus
Card scored on its captures (its own card is in its view; another seat's unseen card is
scored as the mean over the cards it may hold). Campfires break ties and buy Bonus Cards,
extra moves and releases; Bonus Cards held are worth part of their points; a Monster
near Villagers is about to capture or scare some, one in the Cauldron is idle.

Read from the view: monsters (owner, location), the locations holding Villagers, each seat's
captures, campfires, Bonus Cards held and done, own Final Bonus Card, the Night deck's
size, whether the game is over; and the public board's paths (distances). :data:`FITTED`
weighs the same parts as fitted to who won self-play games (``bench.leaf_fit``).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import cache

from engines.caretos.board import board_named
from engines.caretos.cards import BONUS, FINAL, night_deck
from engines.caretos.scoring import final_vp
from engines.caretos.setup import HAND_SIZE
from worker.bots.heuristics import FITTED_WIN, Heuristic, View, Weights, weights_at

WIN = 30.0
"""Added for a won game, taken for a lost one: beyond any running difference."""
CAMPFIRE = 0.3
"""A Campfire: the first tie-break, and the currency of extra moves and Bonus Cards."""
BONUS_HELD = 0.4
"""Share of a held (not yet completed) Bonus Card's points."""
NEAR = 0.6
"""A Monster next to Villagers (decreasing as 1 / (1 + distance))."""
CAULDRON = -0.6
"""A Monster stuck in the Cauldron."""


@cache
def _distances(board: str) -> tuple[tuple[int, ...], ...]:
    """Shortest path lengths (in steps along paths) between every two locations."""
    adj = board_named(board).adj
    table = []
    for start in range(len(adj)):
        dist = [len(adj)] * len(adj)
        dist[start] = 0
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for nb in adj[here]:
                if dist[nb] > dist[here] + 1:
                    dist[nb] = dist[here] + 1
                    queue.append(nb)
        table.append(tuple(dist))
    return tuple(table)


FinalOdds = Mapping[int, Mapping[str, float]]
"""Per other seat, the chance of each Final Bonus Card it may hold (a belief's:
``worker.bots.beliefs.caretos``); a seat without odds has the plain mean."""


def _points(view: View, seat: int, index: int, odds: FinalOdds | None = None) -> float:
    info = view["seats"][index]
    captured: str = info["captured"]
    points = float(len(captured) + sum(BONUS[c].vp for c in info["bonus_done"]))
    finals: list[str] | None = info["final"].get("cards")
    if finals is not None:
        points += sum(final_vp(c, captured) for c in finals)
    elif odds is not None and index in odds:
        points += sum(chance * final_vp(c, captured) for c, chance in odds[index].items())
    elif info["final"]["count"]:
        mine = view["seats"][seat]
        known = {*mine["final"].get("cards", []), mine["final_rejected"]}
        candidates = [c for c in FINAL if c not in known]
        points += info["final"]["count"] * sum(final_vp(c, captured) for c in candidates) / len(
            candidates
        )
    return points


Parts = tuple[float, float, float, float, float]
"""A seat's points, Campfires, held Bonus Cards' points, nearness and Cauldron count."""


def _parts(view: View, seat: int, index: int, odds: FinalOdds | None = None) -> Parts:
    """A seat's points and what its position promises, in parts: points, Campfires, the
    points of Bonus Cards held, nearness of its Monsters to Villagers (1 / (1 + distance)
    each), Monsters in the Cauldron."""
    info = view["seats"][index]
    held = float(sum(BONUS[c].vp for c in info["bonus_held"]))
    near = cauldron = 0.0
    occupied = [group["at"] for group in view["villagers"]]
    distances = _distances(view["board"])
    for monster in view["monsters"]:
        if monster["owner"] != index:
            continue
        at = monster["at"]
        if isinstance(at, int):
            if occupied:
                row = distances[at]
                near += 1.0 / (1 + min(row[loc] for loc in occupied))
        elif at == "cauldron":
            cauldron += 1.0
    return _points(view, seat, index, odds), float(info["campfires"]), held, near, cauldron


@cache
def _deck_at_start(players: int) -> int:
    """Night Cards in the draw pile once the hands are dealt."""
    return len(night_deck(players)) - players * HAND_SIZE


def _late(view: View) -> float:
    """How far the game is run: the share of the Night deck drawn (0 before the deal)."""
    if not view["dealt"]:
        return 0.0
    start = _deck_at_start(view["players"])
    left: int = view["night_deck"]["count"]
    return 1.0 - min(start, left) / start


HAND_SET = Weights(base=0.0, terms=(1.0, 0.0, CAMPFIRE, BONUS_HELD, NEAR, CAULDRON))
"""The hand-set rating's weights, in points (its scale squashes them)."""


def _leads(mine: Parts, theirs: Parts, late: float) -> tuple[float, ...]:
    """One seat's lead over another in each part of :func:`_parts`, and the points' lead
    again times ``late`` (:func:`_late`: a lead counts for more as the deck runs out)."""
    points = mine[0] - theirs[0]
    return (points, points * late, mine[1] - theirs[1], mine[2] - theirs[2],
            mine[3] - theirs[3], mine[4] - theirs[4])


def terms(view: View, seat: int, odds: FinalOdds | None = None) -> tuple[float, ...]:
    """The seat's :func:`_leads` over its rival (the other seat the hand-set rating rates
    best); ``odds``: a belief about the other seats' Final Bonus Cards."""
    players = len(view["seats"])
    parts = [_parts(view, seat, i, odds) for i in range(players)]
    others = [i for i in range(players) if i != seat]
    # rated as terms would be (no lead times the deck); with one other seat, no choice
    rival = others[0] if len(others) == 1 else max(
        others, key=lambda i: HAND_SET.value((parts[i][0], 0.0, *parts[i][1:])))
    return _leads(parts[seat], parts[rival], _late(view))


TERMS = terms
TERM_NAMES = ("points", "points_late", "campfires", "held", "near", "cauldron")
"""What ``bench.leaf_fit`` fits weights to."""


def _finished(view: View, seat: int) -> tuple[float, int]:
    """A finished game: the seat's points' difference to the best other seat, and +1 if
    it won, -1 if it lost, 0 for a shared first place (points, then Campfires, then
    Villagers captured)."""
    players = len(view["seats"])
    points = [_points(view, seat, i) for i in range(players)]
    keys = [
        (points[i], view["seats"][i]["campfires"], len(view["seats"][i]["captured"]))
        for i in range(players)
    ]
    best_other = max(k for i, k in enumerate(keys) if i != seat)
    won = 1 if keys[seat] > best_other else -1 if keys[seat] < best_other else 0
    return points[seat] - best_other[0], won


def evaluate(view: View, seat: int, odds: FinalOdds | None = None) -> float:
    if view["over"]:
        diff, won = _finished(view, seat)
        return diff + won * WIN
    return HAND_SET.value(terms(view, seat, odds))


HEURISTIC = Heuristic(evaluate=evaluate, scale=4.0)


FITTED_WEIGHTS: dict[int, Weights] = {
    2: Weights(base=-0.257, terms=(0.069, 0.230, -0.071, 0.029, 1.124, 0.172)),
    3: Weights(base=-0.848, terms=(0.164, 0.223, -0.004, 0.060, 0.295, 0.236)),
}
"""Per player count, the weights ``python -m bench.leaf_fit`` fitted to self-play games
(bench/results/leaf-fit-caretos-<players>.jsonl).

2 players: the fit on all 72 games of its record. On the held-out games (seeds divisible
by 5) it predicts the winner with a log loss of 0.646, the hand-set rating 0.659 as the
search squashes it (scale 4) and 0.646 at its best scale (5.2): no better in all, but
weighed otherwise. A point counts for little early and about four times as much once the
deck has run out (0.07 + 0.23 log-odds); Monsters near Villagers count far more than the
hand-set rating says (1.1 log-odds per unit against 0.15), Campfires and held Bonus Cards
about nothing. The base is negative: where the terms are even, the seat more often
loses: the other seat's Final Bonus Card, rated as the mean of the cards it may hold, is
the one it chases, which pays its captures more than that mean (the self-play games deal
one card each; ``worker.bots.beliefs.caretos`` measures how much more).

3 players: the fit on all 120 games of its record (2026-12-07). Held out, it predicts the
winner with a log loss of 0.526, the hand-set rating 0.584 as the search squashes it and
0.541 at its best offset and scale, the base rate alone 0.637: unlike at 2 players the
fitted weights predict better. The base is the 1-in-3 chance of an even seat; a point
counts more as the deck runs out, and Monsters near Villagers and in the Cauldron about
as much as a point; Campfires nothing. Screened against ``ismcts`` (``expert~fitted=1``,
bench/results/bots-screen-caretos3-fitted.jsonl) it won no more than the hand-set rating
(head-to-head 41.5% of 176, seeds 1-45 played twice, against 44.4% on the same seeds), so
no table searches with it."""


def evaluate_fitted(view: View, seat: int, odds: FinalOdds | None = None) -> float:
    """The seat's log-odds of winning, from :func:`terms`, with the weights fitted at the
    view's player count (:data:`FITTED_WEIGHTS`)."""
    if view["over"]:
        return _finished(view, seat)[1] * FITTED_WIN
    return weights_at(FITTED_WEIGHTS, view["players"], "Caretos").value(
        terms(view, seat, odds))


FITTED = Heuristic(evaluate=evaluate_fitted, scale=1.0)
"""The fitted rating (already in log-odds, so a scale of 1), for a search that asks for
it (``Settings.heuristic``); ``greedy`` and the other levels keep :data:`HEURISTIC`."""


SURE = 1e-9
"""How near 0 or 1 :func:`evaluate_pairwise`'s mean share may come before its logit: a
share of exactly 0 or 1 has none."""


def evaluate_pairwise(view: View, seat: int, odds: FinalOdds | None = None) -> float:
    """The hand-set rating against each other seat in turn, each squashed as the search
    squashes it and then averaged: the share of the other seats the seat is expected to
    finish ahead of, which is what a finished game's rank reward (1, 1/2, 0 at three
    seats) counts, where :func:`evaluate` rates the lead over the best other seat alone.
    Returned in the rating's own units (the logit of the share, times the scale), so the
    search's squash gives the share back; with one other seat it is :func:`evaluate`."""
    if view["over"]:
        return evaluate(view, seat)
    players = len(view["seats"])
    parts = [_parts(view, seat, i, odds) for i in range(players)]
    late = _late(view)
    shares = [HEURISTIC.squash(HAND_SET.value(_leads(parts[seat], parts[i], late)))
              for i in range(players) if i != seat]
    share = min(max(sum(shares) / len(shares), SURE), 1.0 - SURE)
    return HEURISTIC.scale * math.log(share / (1.0 - share))


PAIRWISE = Heuristic(evaluate=evaluate_pairwise, scale=HEURISTIC.scale)
"""The pairwise rating, for a search that asks for it (``Settings.heuristic``, the sweep
switch ``pairwise=1``); at two players the same as :data:`HEURISTIC`. Screened at 3
players against ``ismcts`` (bench/results/bots-screen-caretos3-pairwise.jsonl, 114 games,
2026-12-07): head-to-head 58.6% where the expert has 57.0% on the same seeds, level; not
adopted, so no table searches with it."""


def believing(heuristic: Heuristic, believer: int, odds: FinalOdds) -> Heuristic:
    """``heuristic`` (:data:`HEURISTIC`, :data:`FITTED` or :data:`PAIRWISE`, at any
    scale) rating ``believer``'s own view with ``odds`` for the other seats' Final Bonus
    Cards; every other seat rates its view as before (it knows nothing of the believer's
    card). A heuristic of another making is returned as it is."""
    rates: dict[object, Callable[[View, int, FinalOdds | None], float]] = {
        evaluate: evaluate, evaluate_fitted: evaluate_fitted,
        evaluate_pairwise: evaluate_pairwise}
    rate = rates.get(heuristic.evaluate)
    if rate is None:
        return heuristic

    def rated(view: View, seat: int) -> float:
        return rate(view, seat, odds if seat == believer else None)

    return replace(heuristic, evaluate=rated, evaluate_state=None)
