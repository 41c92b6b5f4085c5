"""A variant's row against a reference row on the seeds both played: the paired difference.

    python -m bench.paired --game caretos --players 2 \\
        --variant bench/results/bots-screen-caretos2-belief.jsonl expert~belief=1:ismcts \\
        --reference bench/results/bots.jsonl expert:ismcts

Two rows of ``bench.bots`` (``A:B`` pairings, each against the same opponent) dealt the
same seeds play the same deals and seatings, so the luck of the deal cancels from the
difference of their A sides' results seed by seed: a variant screened on 40 seeds is
judged against the reference's games on those seeds, not against its whole row. Prints
each row's win rate (Wilson interval), then on the common seeds both totals, the mean
difference in points of win rate with a 95% interval (normal, from the differences'
spread) and how many seeds each won where the other lost. A row recorded under several
builds needs ``--variant-build`` or ``--reference-build`` (the record's ``build``).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

from bench.bots import Z95, GameResult, RowKey, read_record, share


def row_games(record: Path, game: str, players: int, row: str, build: str | None
              ) -> tuple[RowKey, dict[int, float]]:
    """The row's games by seed, as its A side's score (a win 1, a shared first place a
    share); ValueError if the record holds no such row or holds it under several builds
    and ``build`` does not choose."""
    found = [(key, results) for key, results in read_record(record).items()
             if (key.game, key.players, key.row) == (game, players, row)
             and (build is None or key.build == build)]
    if not found:
        raise ValueError(f"no row {row!r} of {game} at {players} players"
                         + (f" under build {build!r}" if build is not None else "")
                         + f" in {record}")
    if len(found) > 1:
        builds = sorted(key.build for key, _ in found)
        raise ValueError(f"row {row!r} is recorded under builds {builds}: choose one")
    key, results = found[0]
    level = row.split(":")[0]
    return key, {r.seed: score(r, level) for r in results}


def score(result: GameResult, level: str) -> float:
    return result.score(result.levels.index(level))


def rate(scores: dict[int, float]) -> str:
    wins, n = sum(scores.values()), len(scores)
    return f"{wins:g} of {n}, {share(wins, n)}"


def compare(variant: dict[int, float], reference: dict[int, float]) -> str:
    """The paired line: totals on the common seeds, the mean difference (points) with its
    95% interval, the seeds each won where the other lost."""
    common = sorted(set(variant) & set(reference))
    if len(common) < 2:
        raise ValueError(f"{len(common)} seed(s) in common: too few to pair")
    diffs = [variant[s] - reference[s] for s in common]
    mean = statistics.fmean(diffs)
    half = Z95 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return (f"on the {len(common)} seeds both played: {sum(variant[s] for s in common):g} "
            f"against {sum(reference[s] for s in common):g}; paired {100 * mean:+.1f} ± "
            f"{100 * half:.1f} points; the variant won {sum(d > 0 for d in diffs)} seeds the "
            f"reference lost and lost {sum(d < 0 for d in diffs)} it won")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--variant", nargs=2, metavar=("RECORD", "ROW"), required=True)
    parser.add_argument("--reference", nargs=2, metavar=("RECORD", "ROW"), required=True)
    parser.add_argument("--variant-build")
    parser.add_argument("--reference-build")
    args = parser.parse_args(argv)
    try:
        rows = [row_games(Path(record), args.game, args.players, row, build)
                for (record, row), build in ((args.variant, args.variant_build),
                                             (args.reference, args.reference_build))]
        paired = compare(rows[0][1], rows[1][1])
    except ValueError as exc:
        parser.error(str(exc))
    for name, (key, scores) in zip(("variant", "reference"), rows, strict=True):
        build = f", build {key.build}" if key.build else ""
        print(f"{name}: {key.row}{build}: {key.row.split(':')[0]} won {rate(scores)}")
    print(paired)
    return 0


if __name__ == "__main__":
    sys.exit(main())
