"""bench.request_cost calls the app on real requests and counts what each one runs."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bench.clients import script
from bench.request_cost import ROOT, GameRequests, main, mid_game_record_bytes, package_of
from store.redis_store import encode

LINE = re.compile(r"^(action|read|turn|baseline)[^:]*: (\d+) us CPU per (?:request|action) "
                  r"\(median[^)]*\), (\d+) Python calls per request \((\d+) requests a pass\)$")


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
    assert set(figures) == {"action", "read", "turn", "baseline"}
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


def test_a_turn_is_the_interactive_clients_get_and_post_set_per_action_against_theirs(
        app: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """``turn`` sends what an interactive client of bench-http sends: the acting seat's GET
    whenever the seat to act changed, then its POST, every one answered (``serve`` stops on
    any other status); its CPU is per action and set against the baseline's GET + POST."""
    from bench.request_cost import per_action, serve

    requests = GameRequests(app, "mission-calaveras", 4, 1)
    turns = requests.turns()
    steps = script("mission-calaveras", 4, 0)
    posts = [e for e in turns if e["REQUEST_METHOD"] == "POST"]
    gets = [e for e in turns if e["REQUEST_METHOD"] == "GET"]
    assert len(posts) == len(steps)
    changes = sum(1 for i, (seat, _a) in enumerate(steps) if i == 0 or steps[i - 1][0] != seat)
    assert len(gets) == changes
    assert per_action(turns) == len(turns) / len(steps) and per_action(gets) == 1.0
    serve(app, turns)  # each GET finds its seat to act, each POST lands on its version
    assert main(["--games", "mission-calaveras", "--kinds", "turn,baseline", "--count", "1",
                 "--rounds", "1", "--top", "0"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^turn mission-calaveras 4p: \d+ us CPU per action \(median, "
                     r"\d+\.\d\dx the baseline's\)", out, re.M), out
    assert re.search(r"^baseline GET\+POST: \d+ us CPU per action \(median, 1\.00x", out,
                     re.M), out


def test_the_baseline_document_is_as_large_as_a_record_half_way(app: Any) -> None:
    """The baseline reads and writes a document the size of what an action reads and writes:
    the whole stored record (seats, clocks, options, state) half-way through a game, not the
    engine's state alone."""
    requests = GameRequests(app, "mission-calaveras", 4, 1)
    store = app.extensions["games"].store
    game_id, _tokens = requests.half_played(0)
    stored = store.load(game_id)
    assert stored is not None
    assert stored.version == len(script("mission-calaveras", 4, 0)) // 2
    record = len(encode(stored.doc))
    state = len(encode(stored.doc["state"]))
    measured = requests.record_bytes()  # another game of the same seed
    assert record * 0.98 <= measured <= record * 1.02  # clocks' figures vary a few bytes
    assert measured > 2 * state


def test_one_baseline_beside_several_games_carries_their_mean_record(app: Any) -> None:
    tables = {"mission-calaveras": 4, "caretos": 4}
    each = [GameRequests(app, game, players, 1).record_bytes()
            for game, players in tables.items()]
    assert each[0] < each[1]  # a Caretos record is the larger: its board state
    mean = mid_game_record_bytes(app, tables, games=1)
    assert abs(mean - sum(each) / 2) <= 0.02 * mean
