"""Bot strength benchmark: seeded games between bot levels, with win rates and timings.

    python -m bench.bots --games 200                         # the default pairings
    python -m bench.bots --engine caretos --games 100 --pair expert:pimc --jobs 2
    python -m bench.bots --engine encantados --players 5 --table random,greedy,pimc,ismcts,expert
    python -m bench.bots --engine caretos --ladder expert --time-limit 0.3   # budget ladder
    python -m bench.bots --engine mission-calaveras --players 3 --pair expert~bias=0:ismcts

**Pairings** ``A:B``: each game seats level ``A`` on one side (a seat, or a whole team in
team games) and level ``B`` on every other side; the side ``A`` takes rotates with the
game number, so each side (and who starts) is played equally often. The row gives ``A``'s
win rate (a draw counts half) with a Wilson 95% interval; with three or more sides also
``A``'s mean rank (95% interval) against the expected share ``1 / sides``, and its
**head-to-head** rate: the share of (A side, other side) comparisons within each game
that ``A`` wins, a tie counting half (:func:`head_to_head`), whose parity is 50% at any
number of sides; its Wilson interval is over comparisons, which within one game are not
independent, so it is approximate (too narrow).
Every bot's generator is seeded as the worker seeds it (a secret, game, version, seat), with a
fixed secret, so a run is reproducible except for the time-capped search.

**Tables** ``--table L1,L2,...``: every game seats a different level on each side, the
levels rotating over the sides from game to game (with more levels than sides, each game
takes the next ones in turn), and each level's mean rank (1 is best) is given with a 95%
interval: the levels' order at one seat count. The row then says which level ranks best
and whether its interval is clear of every other level's, and gives that level's
head-to-head against each other level in the games that seat both.

Game ``g`` uses seed ``seed + g`` and every bot's generator is seeded as the worker seeds
it (game, version, seat), so a run is reproducible except for the time-capped search.
Budgets are CPU time (the searching thread's), so the results hold under load. Times
are per decision with at least two legal actions (a forced move takes no thought): the
CPU time (``thread_time``; the figure to hold against one core) and the wall time. One
game per process; the load average is printed at the start and the end of each row.

**Level specs**: a side's level may carry its own budget or search settings:
``expert@0.1`` thinks 0.1 s of CPU per decision whatever ``--time-limit`` says, and
``expert~exploration=0.7,flat=1`` is a sweep's variant (see :class:`LevelSpec`). The
**budget ladder** ``--ladder LEVEL`` pairs LEVEL at each budget of :data:`LADDER` against
``pimc`` at the row's budget (``make bench-ladder``).

**Records** ``--record FILE``: every finished game is appended to ``FILE`` as one JSON line
(game, players, row, budget, build, seed, levels, ranks, winners, decision times, load). A
run given the same file skips the games already there and its row pools them with the new
ones (of the same build, :data:`BUILDS`: a faster or different search starts a new
row), so a long pairing at the real budget can be played in pieces, across sessions or
machines, and ``--report FILE`` prints the rows of a record without playing anything.
"""

from __future__ import annotations

import argparse
import copy
import importlib
import json
import math
import os
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from engines import Engine
from engines.errors import UnknownGameError
from engines.registry import get_engine
from worker.bots import LEVELS, Bot
from worker.bots.beliefs import belief_for
from worker.bots.budget import Budget
from worker.bots.expert import ExpertBot, calaveras_kind, round_closing, twist_kind_group
from worker.bots.heuristics import (
    dealt_heuristic,
    fitted_heuristic,
    heuristic_for,
    pairwise_heuristic,
    playout_policy,
)
from worker.bots.ismcts import ISMCTSBot
from worker.jobs import bot_action
from worker.rng import bot_rng

BENCH_SECRET = b"bench"
"""A fixed secret in place of the server's: the same seeds give the same games every run."""

GAMES: dict[str, tuple[str, int]] = {
    "caretos": ("engines.caretos", 2),
    "encantados": ("engines.encantados", 2),
    "mission-calaveras": ("engines.mission_calaveras", 4),
}
"""Every game benchmarked by default: its module and the player count of the targets."""

PAIRS: tuple[str, ...] = ("expert:pimc", "ismcts:pimc", "pimc:greedy", "greedy:random")
"""Default pairings: the target (expert vs the yardstick) first, then the ladder below."""

BUILDS: dict[str, str] = {"encantados": "known-1", "caretos": "fast-1",
                          "mission-calaveras": "table-3"}
"""Per game, the build of its engine and bots that new games are recorded under (part of
a row's key, :class:`RowKey`): named anew whenever a change makes a level stronger at a
CPU budget (a faster search buys more iterations; other settings play other moves), so a
row played after it never pools with the games of the code before it, which stay in the
record under their own build. ``""``: games recorded before builds were named.
``fast-1`` (2026-12-05): Encantados's engine and the search's overhead made faster, the
same moves at a given iteration count; at 0.1 s the expert's tree decisions get about 1.5x
the iterations, its flat ones (and ``pimc``'s) about 1.4x the playouts (docs/bots.md).
Caretos ``fast-1`` (2026-12-05): its engine made cheaper for the API (issue 35: ``blocked``
and a gather's search, ``clone``, ``board_for``), the same moves at a given iteration count;
its gain per budget was not measured, and no row has been played on it yet.
Encantados ``fast-2`` (2026-12-05): the search rates a determinized state without building
the seat's view (the same moves at a given iteration count, about 8% less CPU per expert
iteration; ``pimc`` uses no heuristic), and at a budget of at most 0.15 s the 2-player
expert cuts its playouts after 10 steps (``worker.bots.expert.SMALL_BUDGET_SETTINGS``).
Encantados ``fast-3`` (2026-12-05): at a budget of at most 0.15 s the 2-player expert's
closing positions are searched by a paired tree to the round's end, not swept flat
(``worker.bots.expert.SMALL_BUDGET_CLOSING``; the 0.3 s expert and ``pimc`` unchanged).
Encantados ``known-1`` (2026-12-06): the view names the cards each hand is known to hold
(taken from a face-up discard pile, ``hands[i].known``) and every search's deals put them
in that hand, so every level reads the table as a person at it may (docs/bots.md).
Mission Calaveras ``table-3`` (2026-12-05): at 3 players the expert searches without move
groups or root bias (``worker.bots.expert.PLAIN_CALAVERAS_3``); other counts as before.
A build that changes one seat count only is named there instead (:data:`ADOPTIONS`), so
the rows of the other counts go on pooling."""

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
    ranks: dict[int, float]
    """Each side's rank (1 is best; sides tied share the better rank)."""
    winners: frozenset[int]
    """The sides that won (one, or several sharing first place)."""
    sides: int
    levels: list[str]
    """The level of each side."""
    cpu: dict[str, list[float]] = field(default_factory=dict)
    """CPU seconds per decision (two legal actions or more), by level."""
    wall: dict[str, list[float]] = field(default_factory=dict)
    """Wall seconds per decision, by level."""
    seed: int = 0

    def score(self, side: int) -> float:
        """1 for a win of ``side``, a share for a shared first place, 0 for a loss."""
        return 1.0 / len(self.winners) if side in self.winners else 0.0


LADDER: tuple[float, ...] = (0.3, 0.1, 0.05, 0.02)
"""CPU seconds per decision of the budget ladder: a level at each against ``pimc`` at the
real 0.3 s (what strength a cheaper decision keeps)."""
YARDSTICK = "pimc"
"""The ladder's opponent, at the real budget."""
TWEAKS: frozenset[str] = frozenset({"exploration", "bias", "bias_deals", "depth", "mast",
                                    "mast_sample", "scale", "iterations"})
"""Search settings a level spec may change for a sweep (``expert~bias=0.5``; ``mast`` the
share of playout steps played by the learned MAST policy, ``mast_sample`` how many legal
actions its greedy step compares, :class:`~worker.bots.ismcts.Settings`; ``scale`` the
value the search's heuristic squashes to about a 73% reward, :class:`Heuristic`;
``iterations`` the level's own iteration cap, where ``--iterations`` sets every side's)."""
HEURISTIC_TWEAKS: frozenset[str] = frozenset({"scale"})
"""The :data:`TWEAKS` that change the heuristic searched with, not a ``Settings`` field."""
BUDGET_TWEAKS: frozenset[str] = frozenset({"iterations"})
"""The :data:`TWEAKS` that change the level's budget, not its settings."""
INTEGER_TWEAKS: frozenset[str] = frozenset({"bias_deals", "depth", "mast_sample", "iterations"})
"""The :data:`TWEAKS` that count something (a spec's ``8`` or ``8.0`` is the int 8)."""
SWITCHES: frozenset[str] = frozenset({"flat", "group", "paired", "closing", "kind",
                                     "pick_group", "fitted", "dealt", "centered", "belief",
                                     "pom", "policy", "pairwise"})
"""Parts a level spec may turn off (0) or on (1): ``flat`` the expert's flat round-end
sweeps (Encantados), ``group`` its move groups (off only), ``paired`` the root swept on
common deals (``Settings.paired``), ``closing`` (at a small budget) a paired tree played
out to the round's end where the flat sweeps would decide
(``worker.bots.expert.SMALL_BUDGET_CLOSING``), ``kind`` tree nodes keyed by the kind of
the card played (Mission Calaveras, on only), ``pick_group`` the decision taken from the
most visited move group (:class:`~worker.bots.ismcts.Settings`), ``fitted`` the leaf
rated by the game's fitted heuristic (``Settings.heuristic``: the game heuristic module's
``FITTED``) or by its own (0), ``dealt`` the leaf rated with the deal's hidden hands
read card by card (the game heuristic module's ``DEALT``), ``centered`` a leaf rated by
its value less the value where the decision starts (``Settings.centered``), ``belief``
deals and ratings weighted by what the other seats' play suggests of their hidden cards
(``Settings.belief``: the game's ``worker.bots.beliefs`` module) or uniform ones (0),
``pom`` another seat's moves whose content the seat cannot see searched on in one subtree
per view of the move, the alternative played still chosen by that seat's statistics
(``Settings.pom``), ``policy`` playouts played by the game's rule of thumb
(``Settings.policy``: the game heuristic module's ``PLAYOUT``) or at random (0),
``pairwise`` the leaf rated against every other seat in turn (the game heuristic module's
``PAIRWISE``)."""


@dataclass(frozen=True)
class LevelSpec:
    """A seat's bot in a benchmark: ``level[~setting=value,...][@seconds]``.

    ``expert@0.1`` is the expert at 0.1 s of CPU per decision (the budget ladder);
    ``expert~exploration=0.7,flat=1`` the expert with other search settings at the table
    played (a sweep; :data:`TWEAKS`, :data:`SWITCHES`). The
    spec is the level's name in the record, so a variant's games never pool with the
    level's own."""

    level: str
    tweaks: tuple[tuple[str, float], ...] = ()
    seconds: float | None = None

    @classmethod
    def parse(cls, spec: str) -> LevelSpec:
        rest, _, seconds = spec.partition("@")
        level, _, tweaks = rest.partition("~")
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} in {spec!r}; levels: {sorted(LEVELS)}")
        pairs = []
        for item in filter(None, tweaks.split(",")):
            key, _, value = item.partition("=")
            if key not in TWEAKS | SWITCHES:
                raise ValueError(f"unknown setting {key!r} in {spec!r}; settings: "
                                 f"{sorted(TWEAKS | SWITCHES)}")
            pairs.append((key, _number(value, key, spec)))
        return cls(level, tuple(pairs), _number(seconds, "seconds", spec) if seconds else None)


def _number(text: str, what: str, spec: str) -> float:
    """``text`` as a finite number, or a ValueError naming the part and the spec it is in
    (``nan`` and ``inf`` parse as floats, but a NaN budget or setting compares false with
    everything and an infinite budget never ends a decision)."""
    try:
        number = float(text)
    except ValueError:
        number = math.nan
    if not math.isfinite(number):
        raise ValueError(f"{what} must be a finite number, not {text!r}, in {spec!r}")
    return number


def make_bot(spec: str, name: str, players: int, iterations: int | None,
             time_limit: float | None) -> Bot:
    """The bot a level spec names at this table, with its budget overridden where asked
    (the spec's own seconds first, then ``time_limit``)."""
    parsed = LevelSpec.parse(spec)
    bot = LEVELS[parsed.level]
    if parsed.seconds is not None:
        time_limit = parsed.seconds
    own = dict(parsed.tweaks)
    if "iterations" in own:  # this side's own cap, over a shared --iterations
        if own["iterations"] < 1:
            raise ValueError(f"iterations must be 1 or more, not {own['iterations']:g}")
        iterations = int(own["iterations"])
    budget: Budget | None = getattr(bot, "budget", None)
    if budget is None and "iterations" in own:
        raise ValueError(f"{parsed.level} searches nothing: it has no iteration cap")
    if budget is not None and (iterations is not None or time_limit is not None):
        bot = copy.copy(bot)
        setattr(bot, "budget", Budget(  # noqa: B010 - every search level keeps its Budget here
            budget.iterations if iterations is None else iterations,
            budget.seconds if time_limit is None else time_limit,
        ))
    settings_tweaks = tuple((k, v) for k, v in parsed.tweaks if k not in BUDGET_TWEAKS)
    if settings_tweaks:  # after the budget: a tweak changes the settings of that budget
        bot = tweaked(bot, settings_tweaks, name, players)
    return bot


def tweaked(bot: Bot, tweaks: tuple[tuple[str, float], ...], name: str, players: int) -> Bot:
    """A copy of a search level with other settings at one table (game, seat count): the
    settings it would search with at its budget (the expert's small budget's included),
    with the tweaks."""
    if not isinstance(bot, ISMCTSBot):
        raise ValueError(f"{bot.level} has no search settings to change")
    numbers = {k: int(v) if k in INTEGER_TWEAKS else v for k, v in tweaks
               if k in TWEAKS - HEURISTIC_TWEAKS - BUDGET_TWEAKS}
    settings = replace(bot.settings_for(name, players), **numbers)  # type: ignore[arg-type]
    switches = dict(tweaks)
    if switches.get("kind"):
        if name != "mission-calaveras":
            raise ValueError("nodes keyed by card kind are a Mission Calaveras sweep")
        settings = replace(settings, alike=calaveras_kind,
                           group=twist_kind_group if settings.group else None)
    if switches.get("group") == 0:
        settings = replace(settings, group=None)
    paired = switches.get("paired")
    if paired is not None:
        settings = replace(settings, paired=bool(paired))
    if "pick_group" in switches:
        settings = replace(settings, pick_group=bool(switches["pick_group"]))
    if "centered" in switches:
        settings = replace(settings, centered=bool(switches["centered"]))
    if "pom" in switches:
        settings = replace(settings, pom=bool(switches["pom"]))
    if "belief" in switches:
        settings = replace(settings, belief=belief_for(name) if switches["belief"] else None)
    if "fitted" in switches:
        settings = replace(settings, heuristic=fitted_heuristic(name) if switches["fitted"]
                           else None)
    if "policy" in switches:
        settings = replace(settings, policy=playout_policy(name) if switches["policy"]
                           else None)
    if switches.get("dealt"):
        if switches.get("fitted"):
            raise ValueError("a leaf is rated by the fitted or the dealt heuristic, not both")
        settings = replace(settings, heuristic=dealt_heuristic(name))
    if switches.get("pairwise"):
        if switches.get("fitted") or switches.get("dealt"):
            raise ValueError("a leaf is rated by one heuristic: pairwise, fitted or dealt")
        if "scale" in switches:  # its mean of shares is squashed at the hand-set scale
            raise ValueError("the pairwise rating keeps the hand-set rating's scale")
        settings = replace(settings, heuristic=pairwise_heuristic(name))
    if "scale" in switches:  # after fitted=: the scale of the heuristic searched with
        if switches["scale"] <= 0:
            raise ValueError(f"scale must be above 0, not {switches['scale']:g}")
        settings = replace(settings, heuristic=replace(
            settings.heuristic or heuristic_for(name), scale=switches["scale"]))
    bot = copy.copy(bot)
    if isinstance(bot, ExpertBot):
        bot.per_table = {**bot.per_table, (name, players): settings}
        bot.small_budget = {k: v for k, v in bot.small_budget.items() if k != (name, players)}
        flat = switches.get("flat")
        if (flat is not None or "closing" in switches) and name != "encantados":
            raise ValueError("flat round-end sweeps exist in Encantados only")
        closing = switches.get("closing")
        if closing is not None:
            bot.small_closing = {k: v for k, v in bot.small_closing.items()
                                 if k != (name, players)}
        if closing:
            bot.small_closing[(name, players)] = replace(settings, paired=True, round_end=True)
        if flat is not None:
            bot.flat_at = {k: v for k, v in bot.flat_at.items() if k != (name, players)}
            if flat:
                bot.flat_at[(name, players)] = round_closing
    else:
        bot.settings = settings
    return bot


def play_game(
    name: str, players: int, levels: Sequence[str], seed: int,
    iterations: int | None, time_limit: float | None,
) -> GameResult:
    """One seeded game with ``levels[k]`` on side ``k`` (a side: a seat, or a team)."""
    engine = find_engine(name)
    state = engine.new_game(players, None, seed)
    infos = engine.seats(state)
    teams = sorted({i.team for i in infos if i.team is not None})
    side_of = [teams.index(i.team) if teams and i.team is not None else i.index for i in infos]
    sides = len(teams) if teams else len(infos)
    if len(levels) != sides:
        raise ValueError(f"{name} with {players} players has {sides} sides, not {len(levels)}")
    bots = {level: make_bot(level, name, players, iterations, time_limit) for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    wall: dict[str, list[float]] = {level: [] for level in levels}
    version = 0
    game_id = f"bench-{name}-{seed}"
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        level = levels[side_of[seat]]
        forced = len(engine.legal_actions(state, seat)) == 1
        started, started_cpu = time.perf_counter(), time.thread_time()
        action = bot_action(bots[level], engine, state, seat,
                            bot_rng(BENCH_SECRET, game_id, version, seat))
        if not forced:
            cpu[level].append(time.thread_time() - started_cpu)
            wall[level].append(time.perf_counter() - started)
        engine.advance(state, seat, action)
        version += 1
    outcome = engine.outcome(state)
    assert outcome is not None
    best: dict[int, float] = {}
    for s, info in enumerate(infos):
        if not info.ghost:
            side = side_of[s]
            best[side] = min(best.get(side, math.inf), float(outcome.ranks[s]))
    # ranks among sides (the engines rank seats: three teams of two place 1, 3, 5)
    ranks = {side: 1.0 + sum(1 for v in best.values() if v < mine)
             for side, mine in best.items()}
    return GameResult(ranks=ranks, winners=frozenset(side_of[s] for s in outcome.winners),
                      sides=sides, levels=list(levels), cpu=cpu, wall=wall, seed=seed)


def sides_of(name: str, players: int) -> int:
    engine = find_engine(name)
    infos = engine.seats(engine.new_game(players, None, 0))
    teams = {i.team for i in infos if i.team is not None}
    return len(teams) if teams else len(infos)


def pair_levels(a: str, b: str, sides: int, game: int) -> list[str]:
    """``a`` on side ``game % sides``, ``b`` on the others."""
    return [a if k == game % sides else b for k in range(sides)]


def table_levels(levels: Sequence[str], sides: int, game: int) -> list[str]:
    """A rotation of ``levels`` over the sides; every level sits every side in turn."""
    k = len(levels)
    cycle = k // math.gcd(k, sides)  # games before the same seating comes back
    start = game * sides + game // cycle
    return [levels[(start + j) % k] for j in range(sides)]


def wilson(successes: float, n: int) -> tuple[float, float]:
    """Wilson score 95% interval of a proportion (draws count half a success)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + Z95**2 / n
    centre = (p + Z95**2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def share(successes: float, n: int, width: str = "") -> str:
    """``successes`` of ``n`` as a percentage with its Wilson interval, as every row of the
    report writes a rate (``width``: the percentage's field width, for aligned columns)."""
    low, high = wilson(successes, n)
    return f"{successes / n:{width}.1%} [{low:.1%}, {high:.1%}]"


def p95(values: Sequence[float]) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def mean_and_half(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` and its 95% interval's half-width (0 for one value)."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def mean_interval(values: Sequence[float]) -> str:
    if not values:
        return "-"
    mean, half = mean_and_half(values)
    return f"{mean:.2f} ± {half:.2f}"


def ranked(ranks: Mapping[str, Sequence[float]]) -> list[tuple[tuple[float, float], str]]:
    """The levels that played, best (lowest) mean rank first, each with its mean and its
    95% interval's half-width; a tie goes to the narrower interval."""
    return sorted((mean_and_half(values), level) for level, values in ranks.items() if values)


def best_level(ranks: Mapping[str, Sequence[float]]) -> str:
    """Which level of a table has the best (lowest) mean rank and whether its 95% interval
    is clear of every other level's (its high end below their low ends), naming the level
    whose low end comes nearest: the issue's test of the strongest level at a seat count,
    said in the row. A wide interval further back can reach the best one where the next
    level's does not, so every level is checked, not only the next."""
    played = ranked(ranks)
    if len(played) < 2:
        return "best -"
    ((mean, half), best), ((next_mean, _), runner_up) = played[0], played[1]
    if mean == next_mean:
        return f"best {best} and {runner_up}, tied"
    low, nearest = min((m - h, level) for (m, h), level in played[1:])
    clear = "clear of" if mean + half < low else "not clear of"
    return f"best {best}, {clear} {nearest}"


def timings(results: Sequence[GameResult], levels: Sequence[str]) -> list[str]:
    cells = []
    for level in dict.fromkeys(levels):
        cpu = [t for r in results for t in r.cpu.get(level, [])]
        wall = [t for r in results for t in r.wall.get(level, [])]
        mean_ms = 1000 * statistics.fmean(cpu) if cpu else 0.0
        cells.append(f"{level} cpu {mean_ms:.0f}/{1000 * p95(cpu):.0f} ms, "
                     f"wall p95 {1000 * p95(wall):.0f} ms")
    return cells


def comparison(mine: float, theirs: float) -> float:
    """One side's score against another side of the same game, from their ranks: 1 for the
    better rank, half for a shared one, 0 for the worse (the head-to-head rate's and the
    ratings' comparisons alike)."""
    return 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0


def compared(result: GameResult, a: int) -> Iterator[tuple[int, float]]:
    """Each other side of ``result`` with side ``a``'s score against it
    (:func:`comparison`): the head-to-head rate's and the table cell's comparisons alike."""
    mine = result.ranks[a]
    return ((side, comparison(mine, rank)) for side, rank in result.ranks.items() if side != a)


def head_to_head(results: Sequence[GameResult], a_sides: Sequence[int]) -> tuple[float, int]:
    """Side ``a_sides[g]``'s wins over each other side of game ``g``, a tie (a shared
    rank) counting half, and the number of such comparisons: a rate whose parity is 50%
    whatever the number of sides, where the win rate's is ``1 / sides`` (Mission
    Calaveras at three teams: a game A wins is two wins of two, a game it loses one loss
    and one tie, the losers sharing rank 2). One game decides all its comparisons, so
    they are not independent and a Wilson interval over them is approximate (too narrow)."""
    points, comparisons = 0.0, 0
    for result, a in zip(results, a_sides, strict=True):
        for _, score in compared(result, a):
            comparisons += 1
            points += score
    return points, comparisons


def within_table(results: Sequence[GameResult], level: str, levels: Sequence[str]) -> str:
    """``level``'s head-to-head against each other level of a table, from the games that
    seat both: the share of their comparisons it wins (a shared rank half), with the
    approximate Wilson interval of :func:`head_to_head`'s rate. A mean rank
    mixes every opponent; this says whom the level gains on, and whether it is ahead of
    the next level where the two meet, not only beside weaker ones."""
    points: defaultdict[str, float] = defaultdict(float)
    counts: Counter[str] = Counter()
    for result in results:
        for side in (k for k, mine in enumerate(result.levels) if mine == level):
            for other_side, score in compared(result, side):
                other = result.levels[other_side]
                if other != level:
                    points[other] += score
                    counts[other] += 1
    rates = []
    for other in levels:
        if counts[other]:
            rates.append(f"{other} {share(points[other], counts[other])} of {counts[other]}")
    return f"{level} head-to-head: {', '.join(rates) or '-'}"


def summarise_pair(name: str, players: int, pair: str, results: list[GameResult]) -> str:
    a, b = pair.split(":")
    n = len(results)
    a_side = [r.levels.index(a) for r in results]
    wins = sum(r.score(side) for r, side in zip(results, a_side, strict=True))
    sides = results[0].sides if results else 2
    cells = [name, str(players), f"{a} vs {b}", str(n), share(wins, n, width="6")]
    if sides >= 3:
        ranks = [r.ranks[side] for r, side in zip(results, a_side, strict=True)]
        cells.append(f"rank {mean_interval(ranks)}, share {1 / sides:.0%}")
        points, comparisons = head_to_head(results, a_side)
        cells.append(f"head-to-head {share(points, comparisons)} of {comparisons}, parity 50%")
    return " | ".join(cells + timings(results, (a, b)))


def summarise_table(name: str, players: int, levels: Sequence[str],
                    results: list[GameResult]) -> str:
    sides = results[0].sides if results else 0
    cells = [name, str(players), f"table of {sides} sides", str(len(results))]
    ranks = {level: [r.ranks[k] for r in results for k, lv in enumerate(r.levels) if lv == level]
             for level in levels}
    for level, values in ranks.items():
        cells.append(f"{level} rank {mean_interval(values)} (n={len(values)})")
    cells.append(best_level(ranks))
    played = ranked(ranks)
    if played:
        cells.append(within_table(results, played[0][1], levels))
    return " | ".join(cells + timings(results, levels))


def run_games(
    name: str, players: int, seatings: list[list[str]], seed: int, jobs: int,
    iterations: int | None, time_limit: float | None,
    record: Path | None = None, row: str = "",
) -> list[GameResult]:
    """Play every seating (game ``g`` with seed ``seed + g``), skipping the games ``record``
    holds for this row already; each new game is appended to it as soon as it ends. Each
    level is built once first, so a spec that does not parse or whose settings conflict
    stops the run (``SystemExit``, with the reason) before any game."""
    for level in dict.fromkeys(level for levels in seatings for level in levels):
        try:  # a spec that does not parse, or whose settings conflict: said, not raised
            make_bot(level, name, players, iterations, time_limit)
        except ValueError as error:
            raise SystemExit(str(error)) from None
    key = RowKey(name, players, row, time_limit, iterations, build_of(name, players))
    done = {r.seed: r for r in read_record(record).get(key, [])} if record else {}
    args = [(name, players, levels, seed + g, iterations, time_limit)
            for g, levels in enumerate(seatings) if seed + g not in done]
    if done:
        print(f"# {len(done)} games of this row read from {record}; {len(args)} to play",
              file=sys.stderr, flush=True)
    results = [done[seed + g] for g in range(len(seatings)) if seed + g in done]
    if jobs <= 1:
        for arg in args:
            results.append(finished(play_game(*arg), key, record))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(play_game, *arg) for arg in args]
            for future in as_completed(futures):
                results.append(finished(future.result(), key, record))
    return sorted(results, key=lambda r: r.seed)


@dataclass(frozen=True)
class RowKey:
    """What makes games poolable in one row: the game, the seats, the row, the budgets."""

    game: str
    players: int
    row: str
    """``A:B`` for a pairing, ``table:L1,L2,...`` for a table."""
    time_limit: float | None
    iterations: int | None
    build: str = ""
    """The code the games were played with (:func:`build_of`; ``""`` before builds)."""


@dataclass(frozen=True)
class Adoption:
    """A level's settings at one game and seat count, adopted from a variant a sweep played.

    The variant's games under a build of ``played_as`` ran the very code the level runs
    under ``build``, so :func:`read_record` reads them as the level's games of ``build``
    (the variant at a budget of its own, ``expert~pick_group=1@0.1``, as ``expert@0.1``),
    and a later run of the level's row pools them; the level's games under any other
    build were another player, which :func:`retired` names apart for the ratings."""

    level: str
    variant: str
    played_as: tuple[str, ...]
    build: str


ADOPTIONS: dict[tuple[str, int], tuple[Adoption, ...]] = {
    ("mission-calaveras", 3): (
        Adoption("expert", "expert~group=0,bias=0", ("",), "table-3"),
        Adoption("expert", "expert~fitted=1", ("table-3",), "fitted-3"),
    ),
    ("mission-calaveras", 4): (
        Adoption("expert", "expert~pick_group=1", ("table-3", "table-4"), "table-4"),
        Adoption("expert", "expert~fitted=1", ("table-4",), "fitted-4"),
    ),
    ("mission-calaveras", 5): (
        Adoption("expert", "expert~group=0", ("table-3",), "table-5"),
    ),
    ("caretos", 2): (
        Adoption("expert", "expert~depth=15", ("fast-1",), "depth-15"),
    ),
}
"""Per game and seat count, the adoptions made there, oldest first: the last is in force
(its build is the table's build, over :data:`BUILDS`), and each earlier one still reads
its variant's games as the level's games of its own build, which the ratings then name
apart (:func:`retired`). Mission Calaveras 3 players ``table-3`` (2026-12-05): the expert
searches without move groups or root bias (``worker.bots.expert.PLAIN_CALAVERAS_3``; its
screen is in bench/results/bots-screen-mc3-plain.jsonl). 4 players ``table-4``
(2026-12-05): the expert decides from the most visited move group
(``worker.bots.expert.GROUP_PICK_CALAVERAS_4``), at every budget (its 0.1 s rung was
played as ``expert~pick_group=1@0.1`` under ``table-4``, which then kept the 0.1 s
expert's old settings: the variant was the code of the expert now). ``fitted-4`` and
``fitted-3`` (2026-12-06): the expert rates its leaves by the fitted heuristic
(``worker.bots.expert.FITTED_CALAVERAS_4``, ``FITTED_CALAVERAS_3``; their rows against
``ismcts`` were played as ``expert~fitted=1`` under ``table-4`` and ``table-3``).
``table-5`` (2026-12-06): at 5 players the expert searches without move groups
(``worker.bots.expert.GROUPS_OFF_CALAVERAS_5``; its 40 games against ``ismcts`` were
played as ``expert~group=0`` under ``table-3``). Caretos ``depth-15`` (2026-12-06): at 2
players the expert's playouts stop after 15 steps at the real budget
(``worker.bots.expert.SHORT_PLAYOUTS_CARETOS_2``; its 200 games against ``ismcts`` and
its first 37 against ``pimc`` were played as ``expert~depth=15`` under ``fast-1``, the rest
as the expert under ``depth-15``)."""


def in_force(game: str, players: int) -> Adoption | None:
    """The adoption whose build new games at this table record under, if any."""
    adoptions = ADOPTIONS.get((game, players))
    return adoptions[-1] if adoptions else None


def build_of(game: str, players: int) -> str:
    """The build new games of ``game`` at ``players`` seats are recorded under."""
    adoption = in_force(game, players)
    return adoption.build if adoption else BUILDS.get(game, "")


def adopted(key: RowKey, result: GameResult) -> tuple[RowKey, GameResult]:
    """A recorded game as its row reads now: a pairing's game of a sweep's variant that
    was adopted is the level's game of the adopting build (:class:`Adoption`); any other
    game as recorded (a table's too: its row lists levels by commas, which a variant's
    settings contain as well, and sweeps are played as pairings)."""
    if key.row.startswith("table:"):
        return key, result
    for adoption in ADOPTIONS.get((key.game, key.players), ()):
        if key.build in adoption.played_as:
            moved = _as_level(adoption, key, result)
            if moved is not None:
                return moved
    return key, result


def _as_level(adoption: Adoption, key: RowKey, result: GameResult
              ) -> tuple[RowKey, GameResult] | None:
    """``adopted`` for one adoption: the game as its level's, or None if no side of it
    played the adoption's variant."""
    variant = adoption.variant

    def name(level: str) -> str:
        if level == variant or level.startswith(variant + "@"):
            return adoption.level + level[len(variant):]
        return level

    if all(name(level) == level for level in result.levels):
        return None
    row = ":".join(map(name, key.row.split(":")))
    return (replace(key, row=row, build=adoption.build),
            replace(result, levels=[name(lv) for lv in result.levels],
                    cpu={name(lv): t for lv, t in result.cpu.items()},
                    wall={name(lv): t for lv, t in result.wall.items()}))


def retired(game: str, players: int, build: str, level: str) -> str:
    """``level``'s name in a game of ``build``: itself, unless an adoption at this table
    has changed it since (then ``expert (table-3)``, a player of its own in a fit)."""
    adoption = in_force(game, players)
    if adoption is None or level != adoption.level or build == adoption.build:
        return level
    return f"{level} ({build or 'no build'})"


def read_record(path: Path | None) -> dict[RowKey, list[GameResult]]:
    """Every game of a record file by row (a torn last line, from a killed run, is skipped),
    an adopted variant's games read as its level's (:func:`adopted`)."""
    rows: dict[RowKey, list[GameResult]] = {}
    if path is None or not path.exists():
        return rows
    for line in path.read_text().splitlines():
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            continue
        key = RowKey(data["game"], data["players"], data["row"], data["time_limit"],
                     data["iterations"], data.get("build", ""))
        result = GameResult(
            ranks={int(k): v for k, v in data["ranks"].items()},
            winners=frozenset(data["winners"]), sides=data["sides"], levels=data["levels"],
            cpu=data["cpu"], wall=data["wall"], seed=data["seed"])
        key, result = adopted(key, result)
        games = rows.setdefault(key, [])
        if all(r.seed != result.seed for r in games):
            games.append(result)
    return rows


def finished(result: GameResult, key: RowKey, record: Path | None) -> GameResult:
    """Report a finished game on stderr and append it to the record, one line, at once."""
    progress(result.seed, result)
    if record is not None:
        data = asdict(key) | asdict(result)
        data["winners"] = sorted(result.winners)
        for times in ("cpu", "wall"):
            data[times] = {lv: [round(t, 5) for t in ts] for lv, ts in data[times].items()}
        data["load"] = os.getloadavg()[0]
        with record.open("a+b") as out:
            torn = out.tell() > 0 and out.seek(-1, os.SEEK_END) >= 0 and out.read(1) != b"\n"
            line = json.dumps(data, separators=(",", ":")) + "\n"
            out.write((("\n" if torn else "") + line).encode())  # a killed run's torn line
    return result


def report(path: Path) -> None:
    """The rows of a record file, as a run would print them, without playing."""
    for key, results in sorted(read_record(path).items(), key=lambda kv: str(kv[0])):
        results.sort(key=lambda r: r.seed)
        budget = f"budget {key.time_limit} s" if key.time_limit else "default budget"
        if key.row.startswith("table:"):
            line = summarise_table(key.game, key.players, key.row[6:].split(","), results)
        else:
            line = summarise_pair(key.game, key.players, key.row, results)
        build = f" | build {key.build}" if key.build else ""
        print(f"{line} | {budget} | seeds {results[0].seed}-{results[-1].seed}{build}")


def progress(seed: int, result: GameResult) -> GameResult:
    """Report a finished game on stderr (a long run's partial results survive a stop)."""
    ranks = [result.ranks[k] for k in range(result.sides)]
    print(f"# seed {seed} levels {','.join(result.levels)} ranks {ranks} "
          f"winners {sorted(result.winners)}", file=sys.stderr, flush=True)
    return result


def ladder(level: str) -> list[str]:
    """The ladder's pairings: the level's real budget row first, then the cheaper ones."""
    return [f"{level}:{YARDSTICK}"] + [f"{level}@{s}:{YARDSTICK}" for s in LADDER[1:]]


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.split(
        "\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", action="append", choices=sorted(GAMES),
                        help="game to play (repeatable; default: every game)")
    parser.add_argument("--games", type=int, default=200, help="games per pairing or table")
    parser.add_argument("--players", type=int, action="append",
                        help="player count (repeatable; default: the targets')")
    parser.add_argument("--pair", action="append",
                        help=f"A:B pairing (repeatable; default: {', '.join(PAIRS)})")
    parser.add_argument("--table", help="comma-separated levels: mean rank of each instead")
    parser.add_argument("--ladder", metavar="LEVEL",
                        help=f"the budget ladder: LEVEL at {', '.join(map(str, LADDER))} s "
                             f"against {YARDSTICK} at the real budget (pairings LEVEL@s:"
                             f"{YARDSTICK}; at {LADDER[0]} s the plain LEVEL:{YARDSTICK})")
    parser.add_argument("--other-counts", action="store_true",
                        help="every player count but the targets' (with --table: the levels' "
                             "order at every other seat count)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once (one process each)")
    parser.add_argument("--iterations", type=int, help="override every search's iteration cap")
    parser.add_argument("--time-limit", type=float,
                        help="override every search's CPU seconds per decision")
    parser.add_argument("--record", type=Path,
                        help="append each game to this JSON-lines file; games already in it "
                             "are not played again and count in the rows")
    parser.add_argument("--report", type=Path,
                        help="print the rows of a record file and stop")
    args = parser.parse_args(argv)
    if args.report:
        report(args.report)
        return 0
    print("game | players | pairing | games | A win rate [95% CI] | (A's mean rank, "
          "expected share; head-to-head) | per level: CPU mean/p95, wall p95 per decision | "
          "load | s")
    for name in args.engine or sorted(GAMES):
        counts = args.players or [GAMES[name][1]]
        if args.other_counts:
            counts = [n for n in find_engine(name).player_counts if n != GAMES[name][1]]
        for players in counts:
            sides = sides_of(name, players)
            jobs: list[tuple[str, list[list[str]]]] = []
            if args.table:
                levels = args.table.split(",")
                jobs.append(("", [table_levels(levels, sides, g) for g in range(args.games)]))
            else:
                for pair in args.pair or (ladder(args.ladder) if args.ladder else PAIRS):
                    a, b = pair.split(":")
                    jobs.append((pair, [pair_levels(a, b, sides, g) for g in range(args.games)]))
            for pair, seatings in jobs:
                started, load_before = time.perf_counter(), load()
                row_name = pair or f"table:{args.table}"
                results = run_games(name, players, seatings, args.seed, args.jobs,
                                    args.iterations, args.time_limit, args.record, row_name)
                row = (summarise_pair(name, players, pair, results) if pair else
                       summarise_table(name, players, args.table.split(","), results))
                print(f"{row} | load {load_before} → {load()} | "
                      f"{time.perf_counter() - started:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
