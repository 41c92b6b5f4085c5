"""Bot ratings: each level's strength per game and seat count, fitted from the bench record.

    python -m bench.ratings --record bench/results/bots.jsonl --out store/bot_ratings.json

Every recorded game at the levels' real budget (:data:`RATED_BUDGET`, every side a plain
level) counts, pairings and tables alike. A game of ``k`` sides is read as the ``k(k-1)/2``
comparisons between its sides of different levels (the better rank wins one, a shared rank
counts half each), and a **Bradley-Terry** model is fitted to them per game and seat
count: level ``i`` beats level ``j`` with probability ``1 / (1 + 10 ** ((r_j - r_i) / 400))``,
the Elo scale, with ``random`` at 0 at every seat count. The fit is the maximum of the
likelihood plus one virtual draw between every two levels that met (:data:`PRIOR_DRAWS`),
which keeps a level that never lost (greedy against random) finite. Its 95% interval comes
from the likelihood's curvature (the Fisher information, random held at 0).

Why a fit of our own and not a rating library (OpenSkill, TrueSkill): those update a rating
game by game, so the result depends on the order of the record's lines and they answer
a Gaussian belief under their own model; Bradley-Terry's maximum likelihood is one number
per level, whatever the order, and a rating difference reads directly as a win chance
("beats Medium about 7 games in 10"). The fit is Hunter's MM iteration (Ann. Statist. 32,
2004), a few lines with a proof of convergence.

The comparisons of one game are not independent (one good deal helps a level against every
other side), so at five or six sides the intervals are somewhat too narrow.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bench.bots import GAMES, GameResult, comparison, read_record, retired
from store.bot_levels import BOT_LEVELS, BOT_TITLES

RATED_BUDGET = 0.3
"""CPU seconds per decision of the games rated: the budget the levels play at."""
ANCHOR = "random"
"""The level rated 0 at every seat count."""
PRIOR_DRAWS = 1.0
"""Virtual drawn games between every two levels that met: a maximum likelihood otherwise
runs to infinity for a level that never lost (greedy against random)."""
ELO = 400 / math.log(10)
"""Elo points per unit of log-strength (a 400-point gap is 10 to 1 odds)."""
Z95 = 1.959963984540054
TOLERANCE = 1e-10
"""Largest change of a log-strength at which the MM iteration stops."""
MAX_STEPS = 100_000


@dataclass(frozen=True)
class Rating:
    """A level's rating at one seat count, with its 95% interval and the games behind it."""

    seats: int
    level: str
    rating: float
    low: float
    high: float
    games: int


Pairs = dict[tuple[str, str], list[float]]
"""(a, b) with a < b: [a's wins, comparisons]."""


def comparisons(results: Iterable[GameResult]) -> tuple[Pairs, dict[str, int]]:
    """The pairwise comparisons of a table's games, and the games each level played."""
    pairs: Pairs = defaultdict(lambda: [0.0, 0.0])
    games: dict[str, int] = defaultdict(int)
    for result in results:
        for level in set(result.levels):
            games[level] += 1
        for i in range(result.sides):
            for j in range(i + 1, result.sides):
                a, b = result.levels[i], result.levels[j]
                if a == b:
                    continue
                score = comparison(result.ranks[i], result.ranks[j])
                if a > b:
                    a, b, score = b, a, 1.0 - score
                pairs[(a, b)][0] += score
                pairs[(a, b)][1] += 1
    return dict(pairs), dict(games)


def connected(pairs: Mapping[tuple[str, str], Sequence[float]], start: str) -> set[str]:
    """The levels linked to ``start`` by games (only those can be rated against it)."""
    seen, todo = {start}, [start]
    while todo:
        level = todo.pop()
        for a, b in pairs:
            for x, y in ((a, b), (b, a)):
                if x == level and y not in seen:
                    seen.add(y)
                    todo.append(y)
    return seen


def fit(pairs: Mapping[tuple[str, str], Sequence[float]], anchor: str = ANCHOR,
        prior: float = PRIOR_DRAWS) -> dict[str, tuple[float, float]]:
    """Each level's Elo-scale rating and its standard error, ``anchor`` at 0 (levels not
    linked to the anchor by games are left out)."""
    levels = sorted(connected(pairs, anchor))
    n: dict[tuple[str, str], float] = {}
    wins: dict[str, float] = dict.fromkeys(levels, 0.0)
    for (a, b), (won, played) in pairs.items():
        if a in wins and b in wins and played:
            n[(a, b)] = n.get((a, b), 0.0) + played + prior
            wins[a] += won + prior / 2
            wins[b] += played - won + prior / 2
    strength = dict.fromkeys(levels, 1.0)
    for _ in range(MAX_STEPS):
        new = {}
        for level in levels:
            denominator = sum(games / (strength[a] + strength[b])
                              for (a, b), games in n.items() if level in (a, b))
            new[level] = wins[level] / denominator if denominator else 1.0
        scale = new[anchor]
        new = {k: v / scale for k, v in new.items()}
        change = max(abs(math.log(new[k] / strength[k])) for k in levels)
        strength = new
        if change < TOLERANCE:
            break
    theta = {k: math.log(v) for k, v in strength.items()}
    others = [k for k in levels if k != anchor]
    info = [[0.0] * len(others) for _ in others]
    index = {k: i for i, k in enumerate(others)}
    for (a, b), games in n.items():
        p = 1 / (1 + math.exp(theta[b] - theta[a]))
        w = games * p * (1 - p)
        for x, y in ((a, b), (b, a)):
            if x in index:
                info[index[x]][index[x]] += w
                if y in index:
                    info[index[x]][index[y]] -= w
    covariance = inverse(info)
    rated = {anchor: (0.0, 0.0)}
    for k, i in index.items():
        rated[k] = (ELO * theta[k], ELO * math.sqrt(max(covariance[i][i], 0.0)))
    return rated


def inverse(matrix: list[list[float]]) -> list[list[float]]:
    """The inverse of a small symmetric positive-definite matrix (Gauss-Jordan)."""
    size = len(matrix)
    work = [row[:] + [1.0 if i == j else 0.0 for j in range(size)]
            for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(work[r][col]))
        work[col], work[pivot] = work[pivot], work[col]
        head = work[col][col]
        if head == 0:
            raise ValueError("the comparisons do not determine every rating")
        work[col] = [v / head for v in work[col]]
        for r in range(size):
            if r != col and work[r][col]:
                factor = work[r][col]
                work[r] = [v - factor * w for v, w in zip(work[r], work[col], strict=True)]
    return [row[size:] for row in work]


def rated_games(record: Path) -> dict[tuple[str, int], list[GameResult]]:
    """The record's games at :data:`RATED_BUDGET` with plain levels on every side, by
    game and seat count. A level whose settings at that seat count were changed since a
    game was played (:func:`bench.bots.retired`) plays that game under a name of its own:
    a player of the fit, whose games still rate the others, but not the level served."""
    tables: dict[tuple[str, int], list[GameResult]] = defaultdict(list)
    for key, results in read_record(record).items():
        if key.time_limit != RATED_BUDGET or key.iterations is not None:
            continue
        tables[(key.game, key.players)].extend(
            replace(r, levels=[retired(key.game, key.players, key.build, level)
                               for level in r.levels])
            for r in results if all(level in BOT_LEVELS for level in r.levels))
    return dict(tables)


def ratings(record: Path) -> dict[str, list[Rating]]:
    """Per game, every rated level at every seat count, seat counts ascending, levels in
    the order of :data:`BOT_LEVELS` (weakest first); a seat count without ``random``
    games has no zero to count from and is left out."""
    out: dict[str, list[Rating]] = defaultdict(list)
    for (game, players), results in sorted(rated_games(record).items()):
        pairs, games = comparisons(results)
        if ANCHOR not in games:
            continue
        fitted = fit(pairs)
        for level in BOT_LEVELS:
            if level in fitted:
                value, error = fitted[level]
                out[game].append(Rating(players, level, value, value - Z95 * error,
                                        value + Z95 * error, games[level]))
    return dict(out)


def win_chance(a: float, b: float) -> float:
    """The chance a level rated ``a`` beats one rated ``b`` (Elo scale)."""
    return 1 / (1 + 10 ** ((b - a) / 400))


def strengths(table: Mapping[str, Sequence[Rating]],
              targets: Mapping[str, int]) -> dict[str, str]:
    """A line per level for people: how often it beats the nearest weaker level rated
    with it, from the ratings at each game's target seat count (:data:`GAMES`)."""
    levels = list(BOT_LEVELS)
    lines = {ANCHOR: "plays any legal move at random: the zero every rating counts from"}
    for place, level in enumerate(levels[1:], start=1):
        lines[level] = "not rated yet"
        for weaker in reversed(levels[:place]):
            chances = []
            for game, players in sorted(targets.items()):
                at = {r.level: r for r in table.get(game, []) if r.seats == players}
                if level in at and weaker in at:
                    chances.append(win_chance(at[level].rating, at[weaker].rating))
            if chances:
                lines[level] = beats(BOT_TITLES[weaker], chances)
                break
    return lines


def beats(title: str, chances: Sequence[float]) -> str:
    """``beats Medium about 7 games in 10 (69-84 in 100 by game)``."""
    tenths = round(10 * sum(chances) / len(chances))
    share = "nearly every game" if tenths >= 10 else f"about {tenths} games in 10"
    low, high = round(100 * min(chances)), round(100 * max(chances))
    spread = f"{low} in 100" if low == high else f"{low}-{high} in 100 by game"
    return f"beats {title} {share} ({spread})"


def table_of(record: Path) -> dict[str, Any]:
    """What ``store/bot_ratings.json`` holds: the ratings and the levels' lines."""
    fitted = ratings(record)
    targets = {game: players for game, (_, players) in GAMES.items()}
    return {
        "about": "Bradley-Terry ratings of the bot levels, Elo scale, random = 0 at each "
                 "seat count, fitted from the bench record by bench/ratings.py",
        "record": str(record),
        "budget": RATED_BUDGET,
        "command": "make bench-ratings",
        "levels": strengths(fitted, targets),
        "ratings": {game: [row_json(r) for r in rows] for game, rows in sorted(fitted.items())},
    }


def row_json(rating: Rating) -> dict[str, Any]:
    """A rating as served: whole Elo points (the intervals are far wider than a point)."""
    return {"seats": rating.seats, "level": rating.level, "rating": round(rating.rating),
            "low": round(rating.low), "high": round(rating.high), "games": rating.games}


def markdown(table: Mapping[str, Any]) -> str:
    """The ratings as a Markdown table: a row per game and seat count, a column per level
    (rating [95% interval], games)."""
    levels = list(BOT_LEVELS)
    head = "| game | seats | " + " | ".join(f"{BOT_TITLES[k]} (`{k}`)" for k in levels) + " |"
    lines = [head, "|---|---|" + "---|" * len(levels)]
    for game, rows in table["ratings"].items():
        for seats in sorted({row["seats"] for row in rows}):
            at = {row["level"]: row for row in rows if row["seats"] == seats}
            cells = [f"{at[k]['rating']} [{at[k]['low']}, {at[k]['high']}], {at[k]['games']}"
                     if k in at else "-" for k in levels]
            lines.append(f"| {game} | {seats} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ratings",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--record", type=Path, default=Path("bench/results/bots.jsonl"))
    parser.add_argument("--out", type=Path, help="write the table here (JSON)")
    parser.add_argument("--markdown", action="store_true",
                        help="print the table as Markdown (docs/bots.md) instead")
    args = parser.parse_args(argv)
    table = table_of(args.record)
    text = json.dumps(table, indent=1, ensure_ascii=False) + "\n"
    if args.out:
        args.out.write_text(text)
    if args.markdown:
        print(markdown(table))
        return 0
    for game, rows in table["ratings"].items():
        for row in rows:
            print(f"{game} | {row['seats']} | {row['level']} | {row['rating']} "
                  f"[{row['low']}, {row['high']}] | {row['games']} games")
    for level, line in table["levels"].items():
        print(f"{level} ({BOT_TITLES[level]}): {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
