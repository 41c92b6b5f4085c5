"""bench.request_cost calls the app on real requests and counts what each one runs."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bench.request_cost import ROOT, main, package_of

LINE = re.compile(r"^(action|read|baseline) .*: (\d+) us CPU per request \(median[^)]*\), "
                  r"(\d+) Python calls per request \((\d+) requests a pass\)$")


def test_a_function_is_counted_under_its_package() -> None:
    assert package_of("/v/lib/python3.11/site-packages/werkzeug/local.py") == "werkzeug"
    assert package_of(f"{ROOT}/store/games.py") == "store/games.py"
    assert package_of(f"{ROOT}/engines/caretos/state.py") == "engines/caretos"
    assert package_of("/usr/lib/python3.11/json/decoder.py") == "stdlib"


def test_every_kind_is_served_and_counted(capsys: pytest.CaptureFixture[str]) -> None:
    """A short run against an embedded Redis: every request answered 2xx (the tool stops on
    any other status), and each kind's calls add up to its total."""
    assert main(["--games", "caretos", "--count", "1", "--rounds", "1", "--top", "50"]) == 0
    out = capsys.readouterr().out.splitlines()
    figures: dict[str, tuple[int, int, float]] = {}
    for number, line in enumerate(out):
        match = LINE.match(line)
        if match:
            kind, _cpu, calls, size = match.groups()
            rows: list[float] = []
            for row in out[number + 1:]:
                if not row.startswith("  "):
                    break
                rows.append(float(row.split()[0]))
            figures[kind] = (int(calls), int(size), sum(rows))
    assert set(figures) == {"action", "read", "baseline"}
    for kind, (calls, size, listed) in figures.items():
        assert size > 0 and calls > 100, kind
        assert abs(listed - calls) <= 1, kind  # every package listed: they add up
    assert figures["action"][0] > figures["baseline"][0]


def test_calls_by_function_name_the_views_and_add_up_like_packages(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The call profile (``--by function``) lists functions under their package, the action
    view among them, and its rows add up to the same total as the package rows."""
    assert main(["--games", "mission-calaveras", "--kinds", "action", "--count", "1",
                 "--rounds", "1", "--top", "2000", "--by", "function"]) == 0
    out = capsys.readouterr().out.splitlines()
    match = LINE.match(out[0])
    assert match is not None
    rows = {row.split()[1]: float(row.split()[0]) for row in out[1:] if row.startswith("  ")}
    assert rows["service/routes:post"] == 1.0  # GameActions.post, once per action
    assert rows["store/games.py:act"] == 1.0
    assert abs(sum(rows.values()) - int(match.group(3))) <= 1


def test_kinds_are_served_in_turns_and_each_charged_its_own_cpu() -> None:
    """``interleaved_cpu`` serves the kinds in turns of ``chunk`` requests (so the machine's
    drift falls on all of them alike) and charges each kind only its own requests' CPU."""
    from bench.request_cost import interleaved_cpu

    order: list[str] = []

    def app_of(kind: str, spin: int) -> Any:
        def app(environ: dict[str, Any], start_response: Any) -> list[bytes]:
            order.append(kind)
            sum(range(spin))  # CPU in proportion to spin
            start_response("200 OK", [])
            return [b""]
        return app

    cheap, dear = app_of("cheap", 1_000), app_of("dear", 100_000)
    spent = interleaved_cpu({"cheap": (cheap, [{}] * 6), "dear": (dear, [{}] * 4)}, chunk=2)
    assert order == ["cheap"] * 2 + ["dear"] * 2 + ["cheap"] * 2 + ["dear"] * 2 + ["cheap"] * 2
    assert spent["dear"] > 5 * spent["cheap"] > 0


def test_each_kind_is_set_against_the_baseline_measured_beside_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "mission-calaveras", "--kinds", "action,baseline", "--count", "1",
                 "--rounds", "1", "--top", "0"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^action mission-calaveras 4p: \d+ us CPU per request "
                     r"\(median, \d+\.\d\dx the baseline's\)", out, re.M), out
    assert "baseline POST: " in out and "1.00x the baseline's" in out
