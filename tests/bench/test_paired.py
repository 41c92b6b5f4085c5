"""``bench.paired``: two rows compared seed by seed, from records as ``bench.bots`` writes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import paired


def line(row: str, seed: int, levels: list[str], winners: list[int], build: str = "b1",
         players: int = 2) -> str:
    ranks = {str(side): 1.0 if side in winners else 2.0 for side in range(len(levels))}
    return json.dumps({"game": "caretos", "players": players, "row": row, "time_limit": 0.3,
                       "iterations": None, "build": build, "ranks": ranks,
                       "winners": winners, "sides": len(levels), "levels": levels,
                       "cpu": {}, "wall": {}, "seed": seed})


def test_rows_pair_by_seed_whatever_the_seat(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """The A side's score is read from whichever seat it held; only the common seeds
    pair; a shared first place counts half."""
    variant, reference = tmp_path / "v.jsonl", tmp_path / "r.jsonl"
    variant.write_text("\n".join([
        line("x~y=1:ismcts", 1, ["x~y=1", "ismcts"], [0]),
        line("x~y=1:ismcts", 2, ["ismcts", "x~y=1"], [1]),
        line("x~y=1:ismcts", 3, ["x~y=1", "ismcts"], [0, 1]),
        line("x~y=1:ismcts", 9, ["ismcts", "x~y=1"], [0]),
    ]) + "\n")
    reference.write_text("\n".join([
        line("x:ismcts", 1, ["x", "ismcts"], [1]),
        line("x:ismcts", 2, ["ismcts", "x"], [1]),
        line("x:ismcts", 3, ["x", "ismcts"], [1]),
        line("x:ismcts", 4, ["ismcts", "x"], [1]),
    ]) + "\n")
    assert paired.main(["--game", "caretos", "--players", "2",
                        "--variant", str(variant), "x~y=1:ismcts",
                        "--reference", str(reference), "x:ismcts"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("variant: x~y=1:ismcts, build b1: x~y=1 won 2.5 of 4, 62.5%")
    assert out[1].startswith("reference: x:ismcts, build b1: x won 2 of 4, 50.0%")
    # seeds 1-3: variant 1, 1, 0.5 against reference 0, 1, 0: differences 1, 0, 0.5
    assert out[2].startswith("on the 3 seeds both played: 2.5 against 1; paired +50.0 ± ")
    assert out[2].endswith("the variant won 2 seeds the reference lost and lost 0 it won")


def test_an_ambiguous_or_missing_row_is_refused(tmp_path: Path) -> None:
    record = tmp_path / "r.jsonl"
    record.write_text("\n".join([line("x:ismcts", 1, ["x", "ismcts"], [0], build="b1"),
                                 line("x:ismcts", 1, ["x", "ismcts"], [1], build="b2")]) + "\n")
    with pytest.raises(ValueError, match="builds \\['b1', 'b2'\\]"):
        paired.row_games(record, "caretos", 2, "x:ismcts", None)
    key, scores = paired.row_games(record, "caretos", 2, "x:ismcts", "b2")
    assert key.build == "b2" and scores == {1: 0.0}
    with pytest.raises(ValueError, match="no row 'z:ismcts'"):
        paired.row_games(record, "caretos", 2, "z:ismcts", None)
    with pytest.raises(ValueError, match="too few to pair"):
        paired.compare({1: 1.0}, {1: 0.0, 2: 1.0})
    with pytest.raises(SystemExit):
        paired.main(["--game", "caretos", "--players", "2", "--variant", str(record),
                     "x:ismcts", "--reference", str(record), "x:ismcts"])
