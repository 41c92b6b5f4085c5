"""Fit the Encantados heuristic's weights to what rounds really brought.

Plays seeded 2-player games between two ``greedy`` bots (a share of their moves taken
at random, so positions vary), records every decision's position from both seats' views
and, when the round ends, what it brought each seat. A seat's target is its round gain
less its opponent's; its inputs are its features less its opponent's
(``worker.bots.heuristics.encantados_features``). A ridge least-squares fit on the first
games is judged on the rest against the heuristic in use: mean squared error and R².

    .venv/bin/python -m bench.fit_encantados --games 400

Pure Python (no numpy in the project): the features are few, the normal equations small.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence

from engines import get_engine
from worker.bots.base import Decision
from worker.bots.greedy import GreedyBot
from worker.bots.heuristics import heuristic_for
from worker.bots.heuristics.encantados_features import CHANCES, FEATURES, unit_features

EXPLORE = 0.15
"""Share of moves taken at random: greedy alone replays the same few lines."""
RIDGE = 1.0
"""Ridge penalty on the weights (the data are tens of thousands of rows: barely binds)."""
MAX_ROUNDS = 12
"""Rounds played per game: later rounds add little that earlier ones do not show."""

Row = tuple[list[float], float, float]
"""(feature differences, target, the heuristic in use's projected difference)."""


def game_rows(seed: int) -> list[Row]:
    engine = get_engine("encantados")
    heuristic = heuristic_for("encantados")
    state = engine.new_game(2, None, seed)
    bot = GreedyBot()
    rng = random.Random(seed)
    rows: list[Row] = []
    pending: list[tuple[int, list[float], list[int], float]] = []
    current_round = state.round
    while engine.outcome(state) is None and state.round <= MAX_ROUNDS:
        for viewer in (0, 1):
            view = engine.view(state, viewer)
            feats = unit_features(view, viewer)
            scores = list(view["scores"])
            old = heuristic.value(view, viewer) - (scores[viewer] - scores[1 - viewer])
            pending.append((viewer, [a - b for a, b in zip(feats[viewer], feats[1 - viewer],
                                                            strict=True)], scores, old))
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        if rng.random() < EXPLORE:
            action = legal[rng.randrange(len(legal))]
        else:
            action = bot.choose(Decision(engine, seat, engine.view(state, seat), legal), rng)
        engine.advance(state, seat, action)
        if state.round != current_round or engine.outcome(state) is not None:
            after = list(state.scores)
            for viewer, x, before, old in pending:
                gain = (after[viewer] - before[viewer]) - (after[1 - viewer] - before[1 - viewer])
                rows.append((x, float(gain), old))
            pending = []
            current_round = state.round
    return rows


def solve(rows: Sequence[Row], fixed: dict[int, float], ridge: float = RIDGE) -> list[float]:
    """Weights (plus a last intercept) minimising squared error plus ridge * |w|², the
    weights at the indices of ``fixed`` held at its values."""
    free = [i for i in range(len(FEATURES) + 1) if i not in fixed]
    n = len(free)
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y0, _ in rows:
        full = [*x, 1.0]
        y = y0 - sum(w * full[i] for i, w in fixed.items())
        xs = [full[i] for i in free]
        for i in range(n):
            b[i] += xs[i] * y
            row = a[i]
            for j in range(n):
                row[j] += xs[i] * xs[j]
    for i in range(n - 1):  # the intercept, last, is not penalised
        a[i][i] += ridge
    for col in range(n):  # Gaussian elimination with partial pivoting
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(n):
            if r != col and a[col][col]:
                factor = a[r][col] / a[col][col]
                for c in range(col, n):
                    a[r][c] -= factor * a[col][c]
                b[r] -= factor * b[col]
    solved = [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(n)]
    weights = [0.0] * (len(FEATURES) + 1)
    for i, w in fixed.items():
        weights[i] = w
    for k, i in enumerate(free):
        weights[i] = solved[k]
    return weights


def constrained(rows: Sequence[Row]) -> list[float]:
    """The fit with a garden's score and a held card's penalty counted in full and each
    laying chance kept within [0, 1] at both ends of the round: a search must never find
    holding a card better than laying it, whatever correlations the data hold (a refit
    after each clamp)."""
    index = {name: i for i, name in enumerate(FEATURES)}
    fixed: dict[int, float] = {index["penalty"]: 1.0, index["garden"]: 1.0}
    while True:  # each pass fixes at least one more weight, so it ends
        weights = solve(rows, fixed)
        clamped = False
        for chance in CHANCES:
            i = index[chance]
            if i not in fixed and not 0.0 <= weights[i] <= 1.0:
                fixed[i] = min(1.0, max(0.0, weights[i]))
                clamped = True
        if not clamped:
            return weights


def errors(rows: Sequence[Row], predict: list[float]) -> tuple[float, float]:
    ys = [y for _, y, _ in rows]
    mean = sum(ys) / len(ys)
    total = sum((y - mean) ** 2 for y in ys)
    sse = sum((y - p) ** 2 for y, p in zip(ys, predict, strict=True))
    return sse / len(ys), 1.0 - sse / total


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--held-out", type=float, default=0.25,
                        help="share of games (the last ones) kept to judge the fit")
    args = parser.parse_args(argv)
    split = int(args.games * (1 - args.held_out))
    train: list[Row] = []
    test: list[Row] = []
    for seed in range(args.games):
        (train if seed < split else test).extend(game_rows(seed))
    weights = constrained(train)
    fitted = [sum(w * v for w, v in zip(weights, [*x, 1.0], strict=True)) for x, _, _ in test]
    in_use = [old for _, _, old in test]
    print(f"rows: {len(train)} to fit, {len(test)} held out ({args.games - split} games)")
    for label, predict in (("in use", in_use), ("fitted", fitted)):
        mse, r2 = errors(test, predict)
        print(f"{label:>7}: mean squared error {mse:8.1f}, R² {r2:.3f}")
    for name, w in zip([*FEATURES, "intercept"], weights, strict=True):
        print(f"{name:>16} {w:8.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
