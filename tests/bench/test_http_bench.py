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
    assert ratios.throughput == pytest.approx((9_000 / 9_000 + 5_000 / 5_000) / 2)
    assert ratios.p99 == pytest.approx((0.02 / 0.02 + 0.04 / 0.03) / 2)
    # server CPU per action: 1 ms in every run (cores over actions a second)
    assert ratios.cpu == pytest.approx(1.0)


def test_each_game_takes_its_nearest_baseline_runs_only() -> None:
    turns = [run(BASELINE, 10_000, 0.02, 1.0), run(GAME, 8_000, 0.02, 1.0),
             run(OTHER, 4_000, 0.02, 1.0), run(BASELINE, 5_000, 0.02, 1.0)]
    ratios = beside_baseline(turns)
    assert ratios[GAME].throughput == pytest.approx(8_000 / 7_500)
    assert ratios[OTHER].throughput == pytest.approx(4_000 / 7_500)
    assert BASELINE not in ratios


def test_a_mode_s_games_are_set_against_that_mode_s_baseline() -> None:
    interactive = Target("baseline", 1, "baseline", "interactive")
    turns = [run(BASELINE, 10_000, 0.02, 1.0), run(interactive, 1_000, 0.02, 1.0),
             run(GAME, 5_000, 0.02, 1.0)]
    assert beside_baseline(turns)[GAME].throughput == pytest.approx(0.5)
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
