"""The pairing rows' head-to-head rate (``bench.bots.head_to_head``): with three or more
sides a win rate's parity is ``1 / sides``, a head-to-head rate's 50%."""

from __future__ import annotations

import pytest

from bench.bots import GameResult, head_to_head, summarise_pair


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
