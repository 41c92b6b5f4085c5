"""The bot ratings: the fit is right on records of known strength, and what GET /game-types
serves is the table the committed bench record gives."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from bench.bots import GameResult, RowKey, finished
from bench.ratings import (
    ELO,
    Rating,
    comparisons,
    fit,
    inverse,
    rated_games,
    ratings,
    strengths,
    table_of,
    win_chance,
)
from store.bot_levels import BOT_LEVELS, BOT_TITLES

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "bench" / "results" / "bots.jsonl"


def duel(a: str, b: str, a_wins: bool, seed: int, tie: bool = False) -> GameResult:
    ranks = {0: 1.0, 1: 1.0} if tie else {0: 1.0, 1: 2.0} if a_wins else {0: 2.0, 1: 1.0}
    winners = frozenset({0, 1} if tie else {0} if a_wins else {1})
    return GameResult(ranks=ranks, winners=winners, sides=2, levels=[a, b], seed=seed)


def test_fit_recovers_known_ratings_from_simulated_games() -> None:
    """Games drawn from a Bradley-Terry model with ratings 0, 300, 500: the fit lands
    within its intervals of them, and the intervals shrink as games are added."""
    truth = {"random": 0.0, "greedy": 300.0, "expert": 500.0}
    rng = random.Random(7)
    games: list[GameResult] = []
    for seed in range(3000):
        a, b = rng.sample(sorted(truth), 2)
        games.append(duel(a, b, rng.random() < win_chance(truth[a], truth[b]), seed))
    fitted = fit(comparisons(games)[0])
    assert fitted["random"] == (0.0, 0.0)
    for level, rating in truth.items():
        value, error = fitted[level]
        assert abs(value - rating) < 2.6 * error + 1, (level, value, error)
    assert 10 < fitted["expert"][1] < 40
    fewer = fit(comparisons(games[:300])[0])
    assert fewer["expert"][1] > 2.5 * fitted["expert"][1]


def test_fit_matches_the_closed_form_of_two_levels() -> None:
    """Two levels: the maximum with the virtual draw is the Elo of (wins + 1/2) against
    (losses + 1/2), and its error the binomial's (delta method) on that scale."""
    games = [duel("greedy", "random", k < 15, k) for k in range(20)]
    games.append(duel("random", "greedy", False, 20, tie=True))
    value, error = fit(comparisons(games)[0])["greedy"]
    wins, n = 15 + 0.5 + 0.5, 21 + 1
    assert value == pytest.approx(ELO * math.log(wins / (n - wins)), abs=1e-6)
    p = wins / n
    assert error == pytest.approx(ELO / math.sqrt(n * p * (1 - p)), rel=1e-6)


def test_a_level_that_never_lost_stays_finite_and_unlinked_levels_are_left_out() -> None:
    games = [duel("greedy", "random", True, k) for k in range(30)]
    games += [duel("expert", "ismcts", True, 100 + k) for k in range(5)]
    fitted = fit(comparisons(games)[0])
    assert set(fitted) == {"random", "greedy"}
    assert fitted["greedy"][0] == pytest.approx(ELO * math.log(30.5 / 0.5), abs=1e-6)


def test_a_table_game_is_read_as_every_pair_of_its_sides() -> None:
    """Three sides ranked 1, 2, 2 (a shared second place): three comparisons, the tie half
    each; two sides of one level are not compared."""
    game = GameResult(ranks={0: 1.0, 1: 2.0, 2: 2.0}, winners=frozenset({0}), sides=3,
                      levels=["expert", "greedy", "random"])
    pairs, played = comparisons([game])
    assert pairs == {("expert", "greedy"): [1.0, 1.0], ("expert", "random"): [1.0, 1.0],
                     ("greedy", "random"): [0.5, 1.0]}
    assert played == {"expert": 1, "greedy": 1, "random": 1}
    same = GameResult(ranks={0: 1.0, 1: 2.0, 2: 3.0}, winners=frozenset({0}), sides=3,
                      levels=["pimc", "pimc", "random"])
    assert comparisons([same])[0] == {("pimc", "random"): [2.0, 2.0]}


def test_inverse_of_a_small_matrix() -> None:
    matrix = [[4.0, -2.0, 0.0], [-2.0, 5.0, -1.0], [0.0, -1.0, 3.0]]
    product = [[sum(a * b for a, b in zip(row, col, strict=True))
                for col in zip(*inverse(matrix), strict=True)] for row in matrix]
    for i, row in enumerate(product):
        assert row == pytest.approx([1.0 if i == j else 0.0 for j in range(3)], abs=1e-12)


def test_only_plain_levels_at_the_real_budget_are_rated(tmp_path: Path) -> None:
    """Ladder rows (``expert@0.1``), sweep variants and other budgets stay out of the fit;
    a strength line reads the ratings at each game's target seat count."""
    record = tmp_path / "games.jsonl"
    rows = [("greedy:random", 0.3, "greedy", "random"), ("expert@0.1:pimc", 0.3, "expert@0.1",
            "pimc"), ("greedy:random", 0.1, "greedy", "random"),
            ("expert~bias=0:random", 0.3, "expert~bias=0", "random")]
    for row, budget, a, b in rows:
        key = RowKey("caretos", 2, row, budget, None)
        for seed in range(4):
            finished(duel(a, b, seed < 3, seed), key, record)
    assert [len(v) for v in rated_games(record).values()] == [4]
    (caretos,) = ratings(record).values()
    assert [(r.seats, r.level, r.games) for r in caretos] == [(2, "random", 4), (2, "greedy", 4)]
    greedy = caretos[1]
    assert greedy.low < greedy.rating < greedy.high
    lines = strengths({"caretos": caretos}, {"caretos": 2})
    chance = round(100 * win_chance(greedy.rating, 0))
    assert lines["greedy"] == f"beats Beginner about {round(chance / 10)} games in 10 " \
                              f"({chance} in 100)"
    assert lines["expert"] == "not rated yet"
    other_seats = [Rating(3, "greedy", 100, 0, 200, 4), Rating(3, "random", 0, 0, 0, 4)]
    assert strengths({"caretos": other_seats}, {"caretos": 2})["greedy"] == "not rated yet"


def test_committed_table_is_the_records() -> None:
    """store/bot_ratings.json is what ``make bench-ratings`` makes of the committed record."""
    committed = json.loads((ROOT / "store" / "bot_ratings.json").read_text())
    expected = table_of(RECORD) | {"record": "bench/results/bots.jsonl"}
    assert committed == json.loads(json.dumps(expected))


def test_game_types_serve_the_records_ratings_and_lines(client: FlaskClient) -> None:
    """Recomputed from the bench record here: every game's ``bot_ratings`` and every
    level's ``strength`` are the fit's, with a title per level and random at 0."""
    table = json.loads(json.dumps(table_of(RECORD)))
    data = client.get("/game-types").json
    assert data is not None
    levels = {level["name"]: level for level in data["bot_levels"]}
    assert list(levels) == list(BOT_LEVELS)
    for name, level in levels.items():
        assert level["title"] == BOT_TITLES[name]
        assert level["strength"] == table["levels"][name]
    assert table["ratings"], "the record rates no game"
    for game in data["games"]:
        assert game["bot_ratings"] == table["ratings"].get(game["name"], [])
        detail = client.get(f"/game-types/{game['name']}").json
        assert detail is not None and detail["bot_ratings"] == game["bot_ratings"]
        for row in game["bot_ratings"]:
            assert row["seats"] in game["player_counts"]
            assert row["low"] <= row["rating"] <= row["high"]
            if row["level"] == "random":
                assert row["rating"] == row["low"] == row["high"] == 0


def test_markdown_table_has_a_row_per_seat_count_and_a_column_per_level() -> None:
    from bench.ratings import markdown

    rows = [{"seats": 2, "level": "random", "rating": 0, "low": 0, "high": 0, "games": 30},
            {"seats": 2, "level": "greedy", "rating": 423, "low": 198, "high": 647, "games": 32}]
    lines = markdown({"ratings": {"caretos": rows}}).splitlines()
    assert lines[0].startswith("| game | seats | Beginner (`random`) | Easy (`greedy`)")
    assert lines[2] == "| caretos | 2 | 0 [0, 0], 30 | 423 [198, 647], 32 | - | - | - |"
