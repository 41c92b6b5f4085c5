"""Encantados: the score each garden owner would have when the round ends.

A unit (a seat, or a team sharing a garden) is worth its score so far plus what the rest
of the round is expected to bring it: a weighted sum of what the seat's view shows of it
(``worker.bots.heuristics.encantados_features``: its garden's score now, the seat's own
cards by how likely each is to be laid, the cards it cannot see, whose turn it is). The
weights are fitted (``bench/fit_encantados.py``) to what 2-player rounds between
``greedy`` bots really brought, with a held card's penalty counted in full and every
laying chance kept within [0, 1], so that no search finds holding a card better than
laying it. Judged on games kept out of the fit, the projection explains 26% of the
variance of a round's margin where the hand-set chances before it explained 20%.

A finished game is worth its final margin plus :data:`WIN` for a win.
"""

from __future__ import annotations

from worker.bots.heuristics import Heuristic, View
from worker.bots.heuristics.encantados_features import FEATURES, unit_features

WIN = 60.0
"""Added for a won game, taken for a lost one: beyond any running difference."""

WEIGHTS: dict[str, float] = {
    "garden": 1.0,
    "penalty": 1.0,
    "mimics": 1.034,
    "songs": -0.483,
    "expand": 1.0,
    "elsewhere": 1.0,
    "new": 0.878,
    "pair": 0.629,
    "single": 0.534,
    "unseen_penalty": 0.55,
    "unseen_penalty_late": -2.812,
    "unseen_gain": 0.491,
    "unseen_gain_late": -1.707,
    "unseen_in_play": -0.93,
    "closing_held": 1.442,
    "acting": 0.996,
}
"""Points of round margin per unit of each feature (``bench/fit_encantados.py``, 600
games; its intercept is left out: it is the same for every unit)."""
_WEIGHTS = tuple(WEIGHTS[name] for name in FEATURES)


def evaluate(view: View, seat: int) -> float:
    units: list[list[int]] = view["units"]
    mine = next(u for u, members in enumerate(units) if seat in members)
    scores: list[int] = view["scores"]
    if view["game_over"]:
        finals = [float(s) for s in scores]
        best_other = max(s for u, s in enumerate(finals) if u != mine)
        diff = finals[mine] - best_other
        return diff + (WIN if diff > 0 else -WIN if diff < 0 else 0.0)
    projected = [
        scores[u] + sum(w * f for w, f in zip(_WEIGHTS, features, strict=True))
        for u, features in enumerate(unit_features(view, seat))
    ]
    return projected[mine] - max(p for u, p in enumerate(projected) if u != mine)


HEURISTIC = Heuristic(evaluate=evaluate, scale=15.0)
