"""bench.http_bench sets each game's runs against the baseline runs beside them."""

from __future__ import annotations

import pytest

from bench.clients import LoadResult, Target
from bench.http_bench import Row, beside_baseline, pooled

BASELINE = Target("baseline", 1, "baseline", "scripted")
GAME = Target("caretos (4p)", 2, "game", "scripted", "caretos", 4)
OTHER = Target("encantados (4p)", 2, "game", "scripted", "encantados", 4)


def run(target: Target, actions: int, latency: float, cores: float) -> Row:
    """A 10 s run of ``target``: ``actions`` POSTs all taking ``latency`` seconds, its
    server using ``cores``."""
    side = "baseline" if target.kind == "baseline" else "api"
    return Row(target, 32, 10.0, LoadResult([latency] * actions, 0, [], 0, 0, 0.0),
               {side: cores}, 0.5)


def test_a_game_run_is_set_against_the_baseline_runs_on_either_side() -> None:
    """The machine slows down half-way: the game keeps pace with the baseline beside each
    of its runs, so its ratio is 1 although it is far from the pooled baseline."""
    turns = [run(BASELINE, 10_000, 0.02, 1.0), run(GAME, 9_000, 0.02, 0.9),
             run(BASELINE, 8_000, 0.02, 0.8), run(GAME, 5_000, 0.04, 0.5),
             run(BASELINE, 2_000, 0.04, 0.2)]
    ratios = beside_baseline(turns)[GAME]
    assert ratios.runs == 2
    assert ratios.throughput.mean == pytest.approx((9_000 / 9_000 + 5_000 / 5_000) / 2)
    # the latencies pooled: the game's slowest percent and the baseline's beside it (a
    # baseline run once for each game run it stands beside) are both 40 ms
    assert ratios.p99.mean == pytest.approx(1.0)
    # server CPU per action: 1 ms in every run (cores over actions a second)
    assert ratios.cpu.mean == pytest.approx(1.0)


def test_each_game_takes_its_nearest_baseline_runs_only() -> None:
    turns = [run(BASELINE, 10_000, 0.02, 1.0), run(GAME, 8_000, 0.02, 1.0),
             run(OTHER, 4_000, 0.02, 1.0), run(BASELINE, 5_000, 0.02, 1.0)]
    ratios = beside_baseline(turns)
    assert ratios[GAME].throughput.mean == pytest.approx(8_000 / 7_500)
    assert ratios[OTHER].throughput.mean == pytest.approx(4_000 / 7_500)
    assert BASELINE not in ratios


def test_a_mode_s_games_are_set_against_that_mode_s_baseline() -> None:
    interactive = Target("baseline", 1, "baseline", "interactive")
    turns = [run(BASELINE, 10_000, 0.02, 1.0), run(interactive, 1_000, 0.02, 1.0),
             run(GAME, 5_000, 0.02, 1.0)]
    assert beside_baseline(turns)[GAME].throughput.mean == pytest.approx(0.5)
    with pytest.raises(ValueError, match="no baseline run beside it"):
        beside_baseline([run(interactive, 1_000, 0.02, 1.0), run(GAME, 5_000, 0.02, 1.0)])


def test_pooling_folds_runs_without_touching_them() -> None:
    turns = [run(BASELINE, 10_000, 0.02, 1.0), run(GAME, 9_000, 0.02, 0.9),
             run(BASELINE, 8_000, 0.03, 0.6)]
    rows = pooled(turns)
    assert [r.target for r in rows] == [BASELINE, GAME]
    assert rows[0].throughput == pytest.approx(900.0)
    assert rows[0].cpu["baseline"] == pytest.approx(0.8)
    assert rows[0].percentile(99) == pytest.approx(30.0)
    assert len(turns[0].load.latencies) == 10_000
    assert turns[0].duration == 10.0


def between_baselines(*games: Row, actions: int = 10_000) -> list[Row]:
    """``games`` in turn, each with a steady baseline run (``actions`` 20 ms requests, one
    core) on either side."""
    turns = [run(BASELINE, actions, 0.02, 1.0)]
    for game in games:
        turns += [game, run(BASELINE, actions, 0.02, 1.0)]
    return turns


def test_a_ratio_carries_its_standard_error_over_the_runs() -> None:
    """Two runs of a game at 0.8 and 1.0 of the baseline beside each: 0.9, give or take
    0.1 (their standard deviation over the root of two); one run has no error to give."""
    turns = between_baselines(run(GAME, 8_000, 0.02, 0.8), run(GAME, 10_000, 0.02, 1.0))
    throughput = beside_baseline(turns)[GAME].throughput
    assert throughput.mean == pytest.approx(0.9)
    assert throughput.error == pytest.approx(0.1)
    assert str(throughput) == "0.90 ± 0.10"
    assert beside_baseline(turns[:2])[GAME].throughput.error == 0.0


def test_the_p99_ratio_pools_the_runs_tails() -> None:
    """One short run catches three slow actions (a collector's pause, say) in 103, the
    next none in 200: that run's own p99 is 25 times the baseline's, but pooled the slow
    ones are under a percent of the game's actions, and the ratio is 1. A game slower in
    every run's tail reads 2 on every resample of its runs: no error."""
    def tailed(target: Target, fast: int, slow: int, latency: float) -> Row:
        row = run(target, fast, 0.02, 1.0)
        row.load.latencies.extend([latency] * slow)
        return row

    caught = between_baselines(tailed(GAME, 100, 3, 0.5), tailed(GAME, 200, 0, 0.5),
                               actions=1_000)
    assert caught[1].percentile(99) == pytest.approx(500.0)
    assert beside_baseline(caught)[GAME].p99.mean == pytest.approx(1.0)
    slower = between_baselines(tailed(GAME, 100, 10, 0.04), tailed(GAME, 100, 10, 0.04),
                               actions=1_000)
    p99 = beside_baseline(slower)[GAME].p99
    assert p99.mean == pytest.approx(2.0)
    assert p99.error == pytest.approx(0.0)
