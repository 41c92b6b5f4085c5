"""bench.bot_decisions counts each decision's iterations without touching the search."""

from __future__ import annotations

import pytest

from bench.bot_decisions import Meters, main
from worker.bots.budget import Budget


def test_iterations_are_counted_per_decision_and_the_budget_is_left_as_it_was(
    capsys: pytest.CaptureFixture[str],
) -> None:
    start = Budget.start
    assert main(["--engine", "encantados", "--players", "2", "--positions", "2",
                 "--level", "expert@0.02", "--level", "pimc@0.02", "--level", "greedy"]) == 0
    assert Budget.start is start
    rows = [line.split(" | ") for line in capsys.readouterr().out.splitlines()[1:]]
    assert [(r[0], r[1], r[2], r[3]) for r in rows] == [
        ("encantados", "2", level, "2") for level in ("expert@0.02", "pimc@0.02", "greedy")]
    counted = {r[2]: [float(x) for x in r[6].split(" / ")] for r in rows}
    assert min(counted["expert@0.02"]) >= 8 and min(counted["pimc@0.02"]) >= 8
    assert counted["greedy"] == [0.0, 0.0]  # no budget, nothing counted


def test_a_meter_counts_what_the_budget_allowed() -> None:
    start = Budget.start
    with Meters() as meters:
        meter = Budget(5, None).start()
        while meter.more():
            pass
    assert meters.last() == 5 and Budget.start is start
    with Meters() as none:
        pass
    assert none.last() == 0


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(SystemExit):
        main(["--level", "nobody"])
