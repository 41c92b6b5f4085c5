"""Bot strength benchmark: seeded games between bot levels, with win rates and timings.

    python -m bench.bots --games 60                          # every game, default pairings
    python -m bench.bots --engine caretos --games 100 --pair ismcts:greedy --jobs 2

Each game of a pairing ``A:B`` seats level ``A`` on one side (a seat, or a whole team in
team games) and level ``B`` on every other side; the side ``A`` takes rotates with the
game number, so each side (and who starts) is played equally often. Game ``g`` uses seed
``seed + g`` and every bot's generator is seeded as the worker seeds it (a secret, game, version,
seat), so a run is reproducible except for the time-capped search.

For each pairing the table gives ``A``'s win rate (a draw counts half) with a Wilson 95%
confidence interval; with three or more sides also ``A``'s mean rank (95% interval) and
its win rate against the expected share ``1 / sides``; then the mean and 95th percentile
decision time of each level, over decisions with at least two legal actions (a forced
move takes no thought). Bots are timed in the process that plays the game, one game per
process: with ``--jobs 1`` the figures are for one core.
"""

from __future__ import annotations

import argparse
import importlib
import math
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from engines import Engine
from engines.errors import UnknownGameError
from engines.registry import get_engine
from worker.bots import LEVELS, Bot, Decision
from worker.bots.ismcts import ISMCTSBot
from worker.rng import bot_rng

BENCH_SECRET = b"bench"
"""A fixed secret in place of the server's: the same seeds give the same games every run."""

GAMES: dict[str, tuple[str, int]] = {
    "caretos": ("engines.caretos", 2),
    "encantados": ("engines.encantados", 2),
    "mission-calaveras": ("engines.mission_calaveras", 4),
}
"""Every game benchmarked by default: its module and the player count of the targets."""

PAIRS: tuple[str, ...] = ("greedy:random", "ismcts:random", "ismcts:greedy")

Z95 = 1.959963984540054


def find_engine(name: str) -> Engine[Any]:
    """A registered engine, else one of :data:`GAMES` not registered yet."""
    try:
        return get_engine(name)
    except UnknownGameError:
        if name not in GAMES:
            raise
        engine: Engine[Any] = importlib.import_module(GAMES[name][0]).ENGINE
        return engine


@dataclass
class GameResult:
    score: float
    """1 for a win of level A, 0.5 for a draw (shared first place), 0 for a loss."""
    rank: float
    """Level A's rank (1 is best; sides tied share the better rank)."""
    sides: int
    times: dict[str, list[float]] = field(default_factory=dict)
    """Seconds per decision (two legal actions or more), by level."""


def make_bot(level: str, iterations: int | None, time_limit: float | None) -> Bot:
    if level == ISMCTSBot.level and (iterations is not None or time_limit is not None):
        defaults = ISMCTSBot()
        return ISMCTSBot(
            iterations=defaults.iterations if iterations is None else iterations,
            time_limit=defaults.time_limit if time_limit is None else time_limit,
        )
    return LEVELS[level]


def play_game(
    name: str, players: int, a: str, b: str, seed: int, side: int,
    iterations: int | None, time_limit: float | None,
) -> GameResult:
    """One seeded game: level ``a`` on side ``side``, level ``b`` on the others."""
    engine = find_engine(name)
    state = engine.new_game(players, None, seed)
    infos = engine.seats(state)
    teams = sorted({i.team for i in infos if i.team is not None})
    side_of = [teams.index(i.team) if teams and i.team is not None else i.index for i in infos]
    sides = len(teams) if teams else len(infos)
    bots = {a: make_bot(a, iterations, time_limit), b: make_bot(b, iterations, time_limit)}
    level_of = [a if side_of[s] == side % sides else b for s in range(len(infos))]
    times: dict[str, list[float]] = {a: [], b: []}
    version = 0
    game_id = f"bench-{name}-{seed}"
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        level = level_of[seat]
        legal = engine.legal_actions(state, seat)
        decision = Decision(engine, seat, engine.view(state, seat), legal)
        rng = bot_rng(BENCH_SECRET, game_id, version, seat)
        started = time.perf_counter()
        action = bots[level].choose(decision, rng)
        if len(legal) > 1:
            times[level].append(time.perf_counter() - started)
        engine.advance(state, seat, action)
        version += 1
    outcome = engine.outcome(state)
    assert outcome is not None
    mine = [s for s in range(len(infos)) if level_of[s] == a and not infos[s].ghost]
    rank = min(outcome.ranks[s] for s in mine)
    winning_sides = {side_of[s] for s in outcome.winners}
    if side % sides in winning_sides:
        score = 1.0 if len(winning_sides) == 1 else 1.0 / len(winning_sides)
    else:
        score = 0.0
    if a == b:
        times = {a: times[a]}
    return GameResult(score=score, rank=float(rank), sides=sides, times=times)


def wilson(successes: float, n: int) -> tuple[float, float]:
    """Wilson score 95% interval of a proportion (draws count half a success)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + Z95**2 / n
    centre = (p + Z95**2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def p95(values: Sequence[float]) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def summarise(name: str, players: int, pair: str, results: list[GameResult]) -> str:
    a, b = pair.split(":")
    n = len(results)
    wins = sum(r.score for r in results)
    low, high = wilson(wins, n)
    sides = results[0].sides if results else 2
    cells = [name, str(players), f"{a} vs {b}", str(n),
             f"{wins / n:6.1%} [{low:.1%}, {high:.1%}]"]
    if sides >= 3:
        ranks = [r.rank for r in results]
        mean = statistics.fmean(ranks)
        half = Z95 * statistics.stdev(ranks) / math.sqrt(n) if n > 1 else float("nan")
        cells.append(f"rank {mean:.2f} ± {half:.2f}, share {1 / sides:.0%}")
    for level in dict.fromkeys((a, b)):
        samples = [t for r in results for t in r.times.get(level, [])]
        mean_ms = 1000 * statistics.fmean(samples) if samples else 0.0
        cells.append(f"{level} {mean_ms:.0f}/{1000 * p95(samples):.0f} ms")
    return " | ".join(cells)


def run_pair(
    name: str, players: int, pair: str, games: int, seed: int, jobs: int,
    iterations: int | None, time_limit: float | None,
) -> list[GameResult]:
    a, b = pair.split(":")
    for level in (a, b):
        if level not in LEVELS:
            raise SystemExit(f"unknown level {level!r}; levels: {sorted(LEVELS)}")
    args = [(name, players, a, b, seed + g, g, iterations, time_limit) for g in range(games)]
    if jobs <= 1:
        return [play_game(*arg) for arg in args]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play_game, *zip(*args, strict=True)))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.split(
        "\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", action="append", choices=sorted(GAMES),
                        help="game to play (repeatable; default: every game)")
    parser.add_argument("--games", type=int, default=60, help="games per pairing")
    parser.add_argument("--players", type=int, help="player count (default: the targets')")
    parser.add_argument("--pair", action="append",
                        help=f"A:B pairing (repeatable; default: {', '.join(PAIRS)})")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once (one process each; 1 = one-core timings)")
    parser.add_argument("--iterations", type=int, help="override ismcts's iteration cap")
    parser.add_argument("--time-limit", type=float, help="override ismcts's seconds/decision")
    args = parser.parse_args(argv)
    print("game | players | pairing | games | A win rate [95% CI] | "
          "(rank, expected share) | decision time mean/p95")
    for name in args.engine or sorted(GAMES):
        players = args.players or GAMES[name][1]
        for pair in args.pair or PAIRS:
            started = time.perf_counter()
            results = run_pair(name, players, pair, args.games, args.seed, args.jobs,
                               args.iterations, args.time_limit)
            print(summarise(name, players, pair, results)
                  + f" | {time.perf_counter() - started:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
