"""The Encantados weight fit: its rows, its solver and its bounds (never its figures)."""

from __future__ import annotations

import random

from bench.fit_encantados import Row, constrained, game_rows, solve
from worker.bots.heuristics.encantados_features import FEATURES

INDEX = {name: i for i, name in enumerate(FEATURES)}


def planted(weights: dict[str, float], rows: int = 2000, seed: int = 3) -> list[Row]:
    """Rows whose target is ``weights`` applied to random features, plus a little noise
    and an intercept of 2."""
    rng = random.Random(seed)
    out: list[Row] = []
    for _ in range(rows):
        x = [rng.uniform(-5, 5) for _ in FEATURES]
        y = 2.0 + sum(weights.get(n, 0.0) * x[i] for n, i in INDEX.items()) + rng.gauss(0, 0.1)
        out.append((x, y, 0.0))
    return out


def test_solve_recovers_planted_weights_and_holds_the_fixed_ones() -> None:
    truth = {name: 0.1 * k - 0.5 for k, name in enumerate(FEATURES)}
    rows = planted(truth)
    weights = solve(rows, {}, ridge=0.0)
    for name, w in truth.items():
        assert abs(weights[INDEX[name]] - w) < 0.01, name
    assert abs(weights[-1] - 2.0) < 0.01  # the intercept
    held = solve(rows, {INDEX["garden"]: 5.0}, ridge=0.0)
    assert held[INDEX["garden"]] == 5.0


def test_constrained_counts_garden_and_penalty_in_full_and_clamps_the_chances() -> None:
    truth = {name: 0.3 for name in FEATURES} | {
        "garden": 0.8, "penalty": 0.5, "pair": 1.4, "single": -0.2, "new": 0.6}
    weights = constrained(planted(truth))
    assert weights[INDEX["garden"]] == weights[INDEX["penalty"]] == 1.0
    assert weights[INDEX["pair"]] == 1.0 and weights[INDEX["single"]] == 0.0
    assert 0.0 < weights[INDEX["new"]] < 1.0


def test_a_game_gives_each_position_from_both_seats_with_opposite_targets() -> None:
    rows = game_rows(seed=1)
    assert len(rows) > 100 and len(rows) % 2 == 0
    for mine, theirs in zip(rows[::2], rows[1::2], strict=True):
        assert mine[1] == -theirs[1]  # one round's margin, seen from either side
        assert len(mine[0]) == len(FEATURES)
    assert len({row[1] for row in rows}) > 1  # rounds differ
