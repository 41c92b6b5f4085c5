"""``bench.leaf_fit``: self-play positions recorded as the fit reads them, and a logistic
fit that finds the weights that made the outcomes."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from bench import leaf_fit
from worker.bots.heuristics import caretos as caretos_h
from worker.bots.heuristics import mission_calaveras as calaveras


def test_the_fit_finds_the_weights_that_drew_the_outcomes() -> None:
    rng = random.Random(7)
    truth = [-0.7, 0.4, 1.5]
    xs, ys = [], []
    for _ in range(6000):
        x = [1.0, rng.uniform(-3, 3), rng.uniform(-1, 1)]
        p = leaf_fit.logistic(sum(w * v for w, v in zip(truth, x, strict=True)))
        xs.append(x)
        ys.append(1.0 if rng.random() < p else 0.0)
    found = leaf_fit.fit(xs, ys)
    assert found == pytest.approx(truth, abs=0.15)
    # the fitted weights explain the outcomes better than the truth's neighbours
    assert leaf_fit.log_loss(xs, ys, found) <= leaf_fit.log_loss(xs, ys, [0.0, 0.4, 1.5])


def test_a_self_play_game_records_each_real_seat_every_other_ply(tmp_path: Path) -> None:
    game = leaf_fit.play("mission-calaveras", 5, seed=2, iterations=4)
    assert game["winners"] and game["plies"] > 0
    real_seats = 5  # the sixth seat is the ghost, never recorded
    positions = math.ceil(game["plies"] / leaf_fit.EVERY)
    assert len(game["rows"]) == positions * real_seats
    width = 2 + len(calaveras.TERM_NAMES)
    assert all(len(row) == width for row in game["rows"])
    assert {row[0] for row in game["rows"]} == {0, 1, 2, 3, 4}


def test_the_record_resumes_and_the_report_judges_on_held_out_games(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(leaf_fit, "ITERATIONS", 4)
    record = tmp_path / "fit.jsonl"
    played = []
    real_play = leaf_fit.play

    def counted(game: str, players: int, seed: int, iterations: int = 4) -> dict[str, object]:
        played.append(seed)
        return real_play(game, players, seed, iterations=4)

    monkeypatch.setattr(leaf_fit, "play", counted)
    args = ["--game", "mission-calaveras", "--players", "4", "--record", str(record)]
    assert leaf_fit.main([*args, "--games", "6"]) == 0
    assert leaf_fit.main([*args, "--games", "11"]) == 0
    assert played == list(range(11))  # the second run played only the new seeds
    assert [json.loads(line)["seed"] for line in record.read_text().splitlines()] == played
    capsys.readouterr()
    assert leaf_fit.main([*args, "--fit"]) == 0
    out = capsys.readouterr().out
    assert "11 self-play games" in out and "held out (seeds divisible by 5)" in out
    assert "weights fitted on every game" in out and "nicole" in out


def test_a_game_whose_heuristic_names_no_terms_cannot_be_fitted(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert leaf_fit.terms_of("caretos")[1] == caretos_h.TERM_NAMES
    monkeypatch.delattr(caretos_h, "TERMS")
    with pytest.raises(ValueError, match="caretos's heuristic names no TERMS"):
        leaf_fit.terms_of("caretos")


def test_a_record_is_fitted_on_the_terms_it_holds() -> None:
    game = leaf_fit.play("mission-calaveras", 4, seed=1, iterations=4)
    assert game["terms"] == list(calaveras.TERM_NAMES)
    more = (*calaveras.TERM_NAMES, "one more")  # a term added since the record was played
    assert leaf_fit.names_of([game], more) == calaveras.TERM_NAMES
    unnamed = {k: v for k, v in game.items() if k != "terms"}  # as the first records were
    assert leaf_fit.names_of([unnamed], more) == calaveras.TERM_NAMES  # the first four
    assert len(leaf_fit.rows_of([unnamed])) == len(game["rows"])
    wider = {**game, "terms": list(more), "rows": [[*r, 0.0] for r in game["rows"]]}
    with pytest.raises(ValueError, match="the record's games hold different terms"):
        leaf_fit.names_of([game, wider], more)


def test_the_command_refuses_what_it_cannot_fit(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    record = str(tmp_path / "none.jsonl")
    monkeypatch.delattr(caretos_h, "TERMS")
    with pytest.raises(SystemExit) as no_terms:
        leaf_fit.main(["--game", "caretos", "--players", "2", "--fit", "--record", record])
    assert no_terms.value.code == 2
    assert "caretos's heuristic names no TERMS" in capsys.readouterr().err
    with pytest.raises(SystemExit) as no_games:
        leaf_fit.main(["--game", "mission-calaveras", "--players", "4", "--fit",
                       "--record", record])
    assert no_games.value.code == 2
    assert "too few games to fit and judge" in capsys.readouterr().err
