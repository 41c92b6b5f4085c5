"""``bench.belief_fit``: self-play positions recorded as the fit reads them, and the slope
that makes the recorded cards likeliest."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from bench import belief_fit
from engines.caretos.scoring import final_vp
from worker.bots.beliefs.caretos import chance_vp


def test_a_game_records_each_seats_captures_and_card() -> None:
    game = belief_fit.play(seed=3, iterations=4)
    assert game["rows"] and all(len(row) == 6 for row in game["rows"])
    plies = {row[1] for row in game["rows"]}
    assert all(ply % belief_fit.EVERY == 0 for ply in plies)
    found = belief_fit.positions([game])
    assert len(found) == len(game["rows"])  # every seat holds one card, the other's hidden
    for captured, true, candidates in found:
        assert true in candidates and len(candidates) == 8  # the other seat's own card out
        assert set(captured) <= set("bgrwy")


def test_the_fit_prefers_the_slope_the_cards_were_drawn_by() -> None:
    """Cards drawn by the belief's own odds at slope 0.6 are likelier at a slope near 0.6
    than uniform or at 0; a uniform slope scores exactly -log(candidates)."""
    rng = random.Random(4)
    cards = [f"final-{i}" for i in range(1, 10)]
    found: list[belief_fit.Position] = []
    for _ in range(1500):
        captured = "".join(rng.choice("bgrwy") for _ in range(rng.randrange(2, 12)))
        candidates = cards[1:]
        chance = chance_vp(2, len(captured))
        weights = [math.exp(0.6 * (final_vp(c, captured) - chance[c]))
                   for c in candidates]
        found.append((captured, rng.choices(candidates, weights)[0], candidates))
    assert belief_fit.log_likelihood(0.0, found) == pytest.approx(-math.log(8))
    fits = {beta: belief_fit.log_likelihood(beta, found) for beta in belief_fit.GRID}
    best = max(fits, key=lambda beta: fits[beta])
    assert 0.45 <= best <= 0.75


def test_fit_reads_the_record_and_a_bad_one_is_refused(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "belief.jsonl"
    record.write_text(json.dumps(belief_fit.play(seed=1, iterations=3)) + "\n")
    assert belief_fit.main(["--fit", "--record", str(record)]) == 0
    out = capsys.readouterr().out
    assert "1 games" in out and "best slope" in out and "uniform: -2.079" in out
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    with pytest.raises(SystemExit):
        belief_fit.main(["--fit", "--record", str(empty)])
