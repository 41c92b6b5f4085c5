"""The report's rows: a pairing's head-to-head rate (``bench.bots.head_to_head``; with three
or more sides a win rate's parity is ``1 / sides``, a head-to-head rate's 50%), and a table's
verdict on its best level and that level's head-to-head against each other level."""

from __future__ import annotations

import pytest

from bench.bots import (
    GameResult,
    best_level,
    head_to_head,
    summarise_pair,
    summarise_table,
    wilson,
    within_table,
)


def _game(ranks: dict[int, float], levels: list[str], seed: int) -> GameResult:
    winners = frozenset(s for s, r in ranks.items() if r == 1.0)
    return GameResult(ranks=ranks, winners=winners, sides=len(ranks), levels=levels, seed=seed)


def test_a_won_game_is_all_wins_a_lost_one_a_loss_and_a_tie() -> None:
    """Mission Calaveras at three teams: one team wins, the others share rank 2."""
    won = _game({0: 1.0, 1: 2.0, 2: 2.0}, ["a", "b", "b"], 1)
    lost = _game({0: 2.0, 1: 1.0, 2: 2.0}, ["a", "b", "b"], 2)
    failed = _game({0: 1.0, 1: 1.0, 2: 1.0}, ["b", "b", "a"], 3)  # nobody wins: all tie
    assert head_to_head([won], [0]) == (2.0, 2)
    assert head_to_head([lost], [0]) == (0.5, 2)
    assert head_to_head([won, lost, failed], [0, 0, 2]) == (3.5, 6)
    ranked = _game({0: 3.0, 1: 1.0, 2: 2.0, 3: 4.0}, ["a", "b", "b", "b"], 4)
    assert head_to_head([ranked], [0]) == (1.0, 3)


def test_pairing_rows_of_three_sides_show_the_head_to_head_rate() -> None:
    """An even level at three teams wins a third of its games and half its comparisons."""
    games = [_game({k: 1.0 if k == g % 3 else 2.0 for k in range(3)},
                   ["a" if k == g % 3 else "b" for k in range(3)], g) for g in range(2)]
    games.append(_game({0: 2.0, 1: 2.0, 2: 1.0}, ["a", "b", "b"], 2))
    row = summarise_pair("mission-calaveras", 6, "a:b", games)
    assert "66.7%" in row and "head-to-head 75.0% [" in row and "of 6, parity 50%" in row
    two = summarise_pair("caretos", 2, "a:b", [_game({0: 1.0, 1: 2.0}, ["a", "b"], 0)])
    assert "head-to-head" not in two


@pytest.mark.parametrize("sides", [3, 4])
def test_an_even_spread_of_outcomes_is_parity(sides: int) -> None:
    """A wins each side's share of games (one winner, the rest tied): exactly 50%."""
    games = [_game({k: 1.0 if k == w else 2.0 for k in range(sides)},
                   ["a"] + ["b"] * (sides - 1), w) for w in range(sides)]
    points, comparisons = head_to_head(games, [0] * sides)
    assert points / comparisons == 0.5


def _wilson(points: float, n: int) -> str:
    low, high = wilson(points, n)
    return f"[{low:.1%}, {high:.1%}]"


def _table(outcomes: list[tuple[str, str]]) -> list[GameResult]:
    """Two-sided table games, each won by the first level of its pair."""
    return [_game({0: 1.0, 1: 2.0}, [won, lost], g) for g, (won, lost) in enumerate(outcomes)]


def test_a_table_row_names_the_best_level_and_whether_it_is_clear_of_the_next() -> None:
    """The issue's test of the strongest level: the best mean rank, its 95% interval clear
    of the next level's, said in the row."""
    clear = _table([("a", "b")] * 20 + [("b", "c")] * 20)  # a always 1, b 1.5, c always 2
    row = summarise_table("caretos", 2, ["a", "b", "c"], clear)
    assert row.split(" | ")[7] == "best a, clear of b"
    close = _table([("a", "b"), ("b", "a")] * 10 + [("a", "c")])  # a 1.48, b 1.5
    row = summarise_table("caretos", 2, ["a", "b", "c"], close)
    assert row.split(" | ")[7] == "best a, not clear of b"
    assert best_level({"a": [1.0], "b": []}) == "best -"
    wide = {"a": [1.0] * 20 + [1.5] * 2, "b": [2.0] * 21 + [1.0],  # b: 1.95, narrow
            "c": [1.0, 3.0]}  # c: 2.0 but wide, reaching a's interval
    assert best_level(wide) == "best a, not clear of c"
    tied = {"a": [1.0, 2.0], "b": [1.5, 1.5], "c": [2.0]}  # the narrower interval first
    assert best_level(tied) == "best b and a, tied"


def test_a_table_row_gives_the_best_levels_head_to_head_against_each_other_level() -> None:
    """A mean rank mixes every opponent: here ``a`` ranks best by beating ``c`` every time
    though ``b`` beats it where the two meet, which the row's head-to-head cell shows."""
    games = _table([("a", "c")] * 6 + [("b", "a")] * 3 + [("a", "b")] + [("b", "c")] * 2)
    games.append(_game({0: 1.0, 1: 1.0, 2: 2.0}, ["a", "c", "b"], 99))  # a ties c; both beat b
    row = summarise_table("caretos", 3, ["a", "b", "c"], games).split(" | ")
    assert row[7] == "best a, not clear of b"
    assert row[8] == f"a head-to-head: b 40.0% {_wilson(2, 5)} of 5, c 92.9% {_wilson(6.5, 7)} of 7"
    assert within_table(games, "c", ["a", "b", "c"]) == (
        f"c head-to-head: a 7.1% {_wilson(0.5, 7)} of 7, b 33.3% {_wilson(1, 3)} of 3")
    assert within_table(games, "d", ["a", "d"]) == "d head-to-head: -"
