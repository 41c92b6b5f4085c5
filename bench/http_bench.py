"""Action throughput and latency over HTTP, against a bare Flask + Redis baseline.

``python -m bench.http_bench`` (``make bench-http``) starts the real stack: Redis (an
embedded, non-persistent one in a temporary directory unless ``REDIS_URL`` is set),
the API under gunicorn with ``deploy/gunicorn.conf.py`` exactly as ``make run`` serves it
(access log off), the bot worker, and the baseline (``bench/baseline_app.py``) under a
second gunicorn with the same settings file. Client processes (threads inside each), kept
for the whole mode (:class:`bench.clients.Load`), then drive short windows in turn: the
baseline, then rounds of every registered game, each game followed by the baseline again.
Each client goes on, in its next window on a target, with the game it was playing there, so
short windows still see whole games. Each run of a game is set against the baseline runs
just before and just after it: a game's throughput and CPU ratios are the means of its runs'
ratios, its p99 ratio that of its runs' latencies pooled against theirs (:func:`p99_beside`),
each printed with its standard error. This shared machine's speed drifts by half within
seconds, so a game is compared only with baseline runs seconds away, and many short pairs
average the drift out where a few long ones kept it. The absolute columns pool a target's
runs.

Only ``POST`` latencies count: ``POST /games/{id}/actions`` for games and
``POST /baseline/<key>`` for the baseline. See :mod:`bench.clients` for the two modes
(``scripted``: POST only; ``interactive``: GET the legal actions, then POST).

Besides the client's view, it reports the CPU (in cores) used in the window by the client
processes, the API's gunicorn (master and workers), Redis, and the whole machine, since on
a small shared machine the clients and the server compete for the same cores.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import redis

from bench import stack
from bench.baseline_app import DEFAULT_PAYLOAD_BYTES
from bench.clients import Load, LoadResult, Target, percentile

DEFAULT_CLIENTS = 32
DEFAULT_PROCESSES = 4
DEFAULT_DURATION = 2.0
"""Measured seconds a run: about 2,000 actions, while the machine's speed holds."""
DEFAULT_WARMUP = 0.5
"""Seconds a run drives its target before measuring: the server that sat idle for the other
target's run gets going (the clients' games are already under way)."""
DEFAULT_ROUNDS = 10
"""Rounds of (a game, the baseline) for every game, after a first baseline run: each game
run has a baseline run on either side of it, and ten pairs a game put the standard error
of its ratios at a few hundredths (2026-12-07)."""
PREFERRED_PLAYERS = 4
"""Player count used for a game over HTTP when it allows it (else its smallest)."""
TARGET_THROUGHPUT_RATIO = 0.80
TARGET_P99_RATIO = 1.5
TARGET_CPU_RATIO = 1.3
"""Server CPU per action (the API's gunicorn, master and workers) against the baseline's
gunicorn per request, both modes; in interactive mode an action's CPU includes its GETs."""
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
PY_SPY_RATE = 100
"""Samples a second per process: enough for a flame graph of a 10 s window, a few percent
of a core of sampling."""
UNFILLED_LIMIT = "100000000/minute"
"""Each rate limit, counted on every request as with the defaults, far above the load."""


# --- CPU accounting from /proc ----------------------------------------------------------


def proc_ticks(pid: int, reaped: bool = False) -> int:
    """User + system clock ticks of one process (0 if it is gone); with ``reaped``, plus
    those of its children that have exited and been waited for."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    ticks = int(fields[11]) + int(fields[12])
    return ticks + int(fields[13]) + int(fields[14]) if reaped else ticks


def tree_ticks(root: int) -> int:
    """CPU ticks of a process tree: the root with its reaped children, plus the live ones.

    Gunicorn recycles workers (max_requests): a worker that exits mid-window moves its
    ticks into the master's reaped count, and a new one appears among the live children,
    so the difference of two samples is the CPU the whole tree used in between.
    """
    return proc_ticks(root, reaped=True) + sum(proc_ticks(p) for p in tree(root)[1:])


def tree(pid: int) -> list[int]:
    """``pid`` and its direct children (gunicorn's master and workers; the embedded Redis
    has none)."""
    pids = [pid]
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        if ppid == pid:
            pids.append(int(entry.name))
    return pids


def machine_ticks() -> tuple[int, int]:
    """(busy, total) clock ticks of the whole machine since boot."""
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = values[3] + values[4]
    total = sum(values[:8])
    return total - idle, total


class CpuMeter:
    """CPU used between two instants by process groups and by the machine."""

    def __init__(self, roots: dict[str, int]) -> None:
        self.roots = roots
        self.used: dict[str, float] = {}
        self.machine_busy = 0.0

    def sample(self) -> tuple[dict[str, int], tuple[int, int]]:
        return (
            {name: tree_ticks(pid) for name, pid in self.roots.items()},
            machine_ticks(),
        )

    def measure(self, start: float, end: float) -> threading.Thread:
        def run() -> None:
            time.sleep(max(0.0, start - time.monotonic()))
            before, (busy0, total0) = self.sample()
            time.sleep(max(0.0, end - time.monotonic()))
            after, (busy1, total1) = self.sample()
            seconds = end - start
            self.used = {
                name: (after[name] - before[name]) / CLOCK_TICKS / seconds for name in after
            }
            self.machine_busy = (busy1 - busy0) / max(1, total1 - total0)

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        return thread


# --- the run --------------------------------------------------------------------------------


@dataclass(slots=True)
class Row:
    target: Target
    clients: int
    duration: float
    load: LoadResult
    cpu: dict[str, float]
    machine_busy: float

    def merge(self, other: Row) -> None:
        """Fold another run of the same target in (durations add, CPU is time-weighted)."""
        total = self.duration + other.duration
        self.cpu = {
            k: (self.cpu.get(k, 0.0) * self.duration + other.cpu.get(k, 0.0) * other.duration)
            / total
            for k in self.cpu.keys() | other.cpu.keys()
        }
        self.machine_busy = (
            self.machine_busy * self.duration + other.machine_busy * other.duration
        ) / total
        self.duration = total
        self.load.latencies.extend(other.load.latencies)
        self.load.errors += other.load.errors
        self.load.error_samples.extend(other.load.error_samples)
        self.load.games_created += other.load.games_created
        self.load.gets += other.load.gets
        self.load.client_cpu += other.load.client_cpu

    @property
    def throughput(self) -> float:
        return len(self.load.latencies) / self.duration

    @property
    def server_ms(self) -> float:
        """Server CPU milliseconds per action: the API's gunicorn for a game, the
        baseline's for the baseline (cores used / actions per second)."""
        cores = self.cpu.get("baseline" if self.target.kind == "baseline" else "api", 0.0)
        return cores * 1000 / self.throughput if self.throughput else float("nan")

    def percentile(self, q: float) -> float:
        """Nearest-rank percentile of the POST latencies, in milliseconds."""
        return percentile(self.load.latencies, q) * 1000


def pooled(turns: list[Row]) -> list[Row]:
    """One row per target, its runs folded together (in first-run order); ``turns`` are
    left as they were."""
    rows: dict[Target, Row] = {}
    for turn in turns:
        row = rows.get(turn.target)
        if row is None:  # an empty row to fold into, so the first run's lists stay its own
            row = rows[turn.target] = Row(turn.target, turn.clients, 0.0,
                                          LoadResult([], 0, [], 0, 0, 0.0), {}, 0.0)
        row.merge(turn)
    return list(rows.values())


@dataclass(frozen=True, slots=True)
class Ratio:
    """A game's ratio for one figure over its runs, and its standard error (0 with one
    run): how far it may lie from what the machine gives, run to run."""

    mean: float
    error: float

    @classmethod
    def of(cls, values: list[float]) -> Ratio:
        error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
        return cls(statistics.mean(values), error)

    def __str__(self) -> str:
        return f"{self.mean:.2f} ± {self.error:.2f}"


@dataclass(frozen=True, slots=True)
class Ratios:
    """A game's figures over the baseline's, each run set against the baseline runs just
    before and after it (:func:`beside_baseline`)."""

    throughput: Ratio
    p99: Ratio
    cpu: Ratio
    runs: int


P99_RESAMPLES = 200
"""Bootstrap resamples of a game's runs behind its p99 ratio's standard error."""


def p99_beside(pairs: list[tuple[Row, list[Row]]]) -> float:
    """The p99 of a game's runs, their latencies pooled, over the p99 of the baseline runs
    beside them, pooled likewise (a baseline run once for every game run it stands beside).

    A run of a couple of seconds has a few dozen latencies in its slowest percent, so its
    own p99 jumps with one collector pause; pooled, both sides' runs still span the same
    stretches of time."""
    game = [x for run, _ in pairs for x in run.load.latencies]
    beside = [x for _, bases in pairs for base in bases for x in base.load.latencies]
    return percentile(game, 99) / percentile(beside, 99)


def p99_ratio(pairs: list[tuple[Row, list[Row]]]) -> Ratio:
    """:func:`p99_beside`, with its standard error by resampling the game's runs."""
    if len(pairs) < 2:
        return Ratio(p99_beside(pairs), 0.0)
    rng = random.Random(0)  # the same error for the same runs
    resampled = [p99_beside([rng.choice(pairs) for _ in pairs]) for _ in range(P99_RESAMPLES)]
    return Ratio(p99_beside(pairs), statistics.stdev(resampled))


def beside_baseline(turns: list[Row]) -> dict[Target, Ratios]:
    """Per game target in ``turns`` (runs in the order they ran, every mode's own), its
    :class:`Ratios` against the nearest baseline run of its mode on either side (one side
    alone at an end): the mean of its runs' throughput and CPU ratios, and the pooled p99
    ratio (:func:`p99_beside`)."""
    baselines: dict[str, list[int]] = {}  # per mode, where its baseline runs stand
    for j, turn in enumerate(turns):
        if turn.target.kind == "baseline":
            baselines.setdefault(turn.target.mode, []).append(j)
    pairs: dict[Target, list[tuple[Row, list[Row]]]] = {}
    for i, turn in enumerate(turns):
        if turn.target.kind != "game":
            continue
        mode = turn.target.mode
        around = baselines.get(mode, [])
        nearest = [j for j in around if j < i][-1:] + [j for j in around if j > i][:1]
        if not nearest:
            raise ValueError(f"{turn.target.name} ({mode}) ran with no baseline run beside it")
        pairs.setdefault(turn.target, []).append((turn, [turns[j] for j in nearest]))

    def ratio(figure: Callable[[Row], float], runs: list[tuple[Row, list[Row]]]) -> Ratio:
        return Ratio.of([figure(run) / statistics.mean(figure(b) for b in bases)
                         for run, bases in runs])

    return {target: Ratios(ratio(lambda r: r.throughput, runs), p99_ratio(runs),
                           ratio(lambda r: r.server_ms, runs), len(runs))
            for target, runs in pairs.items()}


def baseline_document_bytes(tables: dict[str, int]) -> int:
    """The baseline's document size: the games' mean stored record half-way through their
    scripts (seats, clocks, options and state, as Redis holds it), measured by playing them
    through the app in-process on a scratch Redis (``bench.request_cost``)."""
    from bench.request_cost import mid_game_record_bytes

    with stack.scratch_settings() as settings:
        return mid_game_record_bytes(stack.counted_app(settings), tables)


def players_for(game: str, wanted: int | None) -> int:
    from engines import get_engine

    counts = get_engine(game).player_counts
    if wanted is not None:
        return wanted
    return PREFERRED_PLAYERS if PREFERRED_PLAYERS in counts else min(counts)


def flame_graph(
    pid: int, out: Path, start: float, seconds: float, fmt: str = "flamegraph"
) -> threading.Thread:
    """py-spy's flame graph (SVG) of ``pid`` and its children (the gunicorn workers) over
    the measured window: sampled from outside at ``PY_SPY_RATE``, the code unchanged.
    ``fmt="raw"`` writes the collapsed stacks instead, to add up by function."""

    def run() -> None:
        time.sleep(max(0.0, start - time.monotonic()))
        subprocess.run(
            [str(Path(sys.executable).with_name("py-spy")), "record", "--pid", str(pid),
             "--subprocesses", "--nonblocking", "--gil", "--rate", str(PY_SPY_RATE),
             "--duration", str(max(1, int(seconds))), "--format", fmt,
             "--output", str(out)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
        )

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def run_target(
    target: Target, args: argparse.Namespace, meter_roots: dict[str, int], load: Load,
    flame: Path | None = None,
) -> Row:
    meter = CpuMeter(meter_roots)
    threads: list[threading.Thread] = []

    def on_window(start: float, end: float) -> None:
        threads.append(meter.measure(start, end))
        if flame is not None:
            root = meter_roots["api" if target.kind == "game" else "baseline"]
            threads.append(flame_graph(root, flame, start, end - start,
                                       args.py_spy_format))

    result = load.window(target, args.warmup, args.duration, on_window=on_window)
    for t in threads:
        t.join(timeout=args.duration + 30)
    cpu = {**meter.used, "client": result.client_cpu / args.duration}
    row = Row(target, args.clients, args.duration, result, cpu, meter.machine_busy)
    print(f"  {target.name:<28} {target.mode:<11} {row.throughput:8.0f} actions/s  "
          f"p50 {row.percentile(50):6.1f}  p99 {row.percentile(99):6.1f} ms  "
          f"errors {result.errors}", flush=True)
    for sample in result.error_samples[:3]:
        print(f"    error: {sample}", flush=True)
    return row


def print_table(rows: list[Row], ratios: dict[Target, Ratios]) -> dict[str, bool]:
    """The summary table (``rows``: one per target, its runs pooled; ``ratios``: each
    game's against the baseline runs beside its own); per mode, whether every game meets
    the targets."""
    verdicts: dict[str, bool] = {}
    header = (f"{'target':<28} {'mode':<11} {'clients':>7} {'actions/s':>9} {'p50 ms':>7} "
              f"{'p95 ms':>7} {'p99 ms':>7} {'x tput':>6} {'x p99':>6} {'cpu ms':>6} {'x cpu':>5} "
              f"{'err':>4} "
              f"{'GET/s':>6} {'cpu:client':>10} {'api':>5} {'base':>5} {'redis':>5} "
              f"{'machine':>7}")
    print()
    print(header)
    print("-" * len(header))
    for mode in dict.fromkeys(r.target.mode for r in rows):
        in_mode = [r for r in rows if r.target.mode == mode]
        verdicts[mode] = True
        for r in in_mode:
            beside = ratios.get(r.target)
            x_tput, x_p99, x_cpu = ((beside.throughput.mean, beside.p99.mean, beside.cpu.mean)
                                    if beside else (1.0, 1.0, 1.0))
            print(f"{r.target.name:<28} {mode:<11} {r.clients:>7} {r.throughput:>9.0f} "
                  f"{r.percentile(50):>7.1f} {r.percentile(95):>7.1f} {r.percentile(99):>7.1f} "
                  f"{x_tput:>6.2f} {x_p99:>6.2f} {r.server_ms:>6.2f} {x_cpu:>5.2f} "
                  f"{r.load.errors:>4} "
                  f"{r.load.gets / r.duration:>6.0f} {r.cpu.get('client', 0.0):>10.2f} "
                  f"{r.cpu.get('api', 0.0):>5.2f} {r.cpu.get('baseline', 0.0):>5.2f} "
                  f"{r.cpu.get('redis', 0.0):>5.2f} {r.machine_busy:>7.0%}")
            if r.target.kind == "game":
                met = (x_tput >= TARGET_THROUGHPUT_RATIO and x_p99 <= TARGET_P99_RATIO
                       and x_cpu <= TARGET_CPU_RATIO)
                verdicts[mode] = verdicts[mode] and met
    print("\ncpu columns: cores used in the measured window (client processes, the API's "
          "gunicorn, the baseline's gunicorn, Redis); machine: all cores busy.")
    print("cpu ms: server CPU per action (the API's gunicorn for a game, the baseline's for the "
          "baseline; interactive: with its GETs).")
    print(f"x tput / x cpu: each run of a game over the baseline runs just before and "
          f"after it (their mean), averaged over the game's runs; x p99: the game's runs' "
          f"latencies pooled over those of the baseline runs beside them; the absolute "
          f"columns pool a target's runs. Targets: x tput >= {TARGET_THROUGHPUT_RATIO:.2f}, "
          f"x p99 <= {TARGET_P99_RATIO:.1f}, x cpu <= {TARGET_CPU_RATIO:.1f}.")
    print("\nthe ratios with their standard errors over the game's runs:")
    for target, beside in ratios.items():
        print(f"  {target.name:<28} {target.mode:<11} x tput {beside.throughput}  "
              f"x p99 {beside.p99}  x cpu {beside.cpu}  ({beside.runs} runs)")
    return verdicts


def parse(argv: list[str] | None) -> argparse.Namespace:
    from engines.registry import engines

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=DEFAULT_CLIENTS)
    parser.add_argument("--processes", type=int, default=DEFAULT_PROCESSES,
                        help="client processes the clients are spread over")
    parser.add_argument("--duration", type=float, default=DEFAULT_DURATION,
                        help="measured seconds per target")
    parser.add_argument("--warmup", type=float, default=DEFAULT_WARMUP)
    parser.add_argument("--rounds", type=int, default=DEFAULT_ROUNDS)
    parser.add_argument("--mode", choices=["scripted", "interactive", "both"], default="both")
    parser.add_argument("--games", default=",".join(engines()),
                        help="comma-separated registered games (default: all)")
    parser.add_argument("--py-spy", metavar="DIR", default=None,
                        help="write a py-spy flame graph (SVG) of the server's workers for the "
                             "first run of each game and of the baseline in each mode into DIR "
                             "(those figures then include the sampling's cost)")
    parser.add_argument("--py-spy-format", choices=["flamegraph", "raw"], default="flamegraph",
                        help="raw: py-spy's collapsed stacks (.txt), to add up by function")
    parser.add_argument("--players", type=int, default=None,
                        help=f"players per game (default {PREFERRED_PLAYERS} where allowed)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    games = [g for g in args.games.split(",") if g]
    modes = ["scripted", "interactive"] if args.mode == "both" else [args.mode]
    run = uuid.uuid4().hex[:8]
    load1, load5, load15 = os.getloadavg()
    print(f"HTTP benchmark: {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cores, load average {load1:.2f} {load5:.2f} {load15:.2f}; "
          f"{args.clients} clients in {args.processes} processes; rate limits counted; "
          f"{args.warmup:g} s warm-up + {args.duration:g} s per target", flush=True)
    players = {g: players_for(g, args.players) for g in games}
    payload = baseline_document_bytes(players) if games else DEFAULT_PAYLOAD_BYTES

    embedded = None
    tmp = tempfile.TemporaryDirectory(prefix="bench-redis-")
    redis_url = os.environ.get("REDIS_URL")
    if not redis_url:
        from store.embedded import EmbeddedRedis

        embedded = EmbeddedRedis(Path(tmp.name), persistent=False)
        redis_url = embedded.start()
    env = {
        **stack.base_env(),
        "REDIS_URL": redis_url,
        "TTG_KEY_PREFIX": f"bench-{run}",
        "TTG_BOT_QUEUE": f"bench-{run}",
        "BASELINE_PAYLOAD_BYTES": str(payload),
        # the limits on, counted as by default on every action and game, with windows the
        # clients (all from one address) never fill: their cost is in the figures
        "TTG_RATE_LIMITS": "on",
        **{var: UNFILLED_LIMIT for var in ("TTG_RATE_CREATE", "TTG_RATE_BOT_GAMES",
                                           "TTG_RATE_ACTIONS", "TTG_RATE_SEAT_ACTIONS")},
    }
    workers = int(env.get("WEB_CONCURRENCY") or (os.cpu_count() or 1) + 1)
    print(f"Redis {'embedded, ' if embedded else ''}{redis_url}; gunicorn "
          f"deploy/gunicorn.conf.py ({workers} {env.get('GUNICORN_WORKER_CLASS', 'gthread')} "
          f"workers each); baseline payload "
          f"{payload} bytes; games: "
          f"{', '.join(f'{g} ({players[g]} players)' for g in games)}", flush=True)
    children = []
    turns: list[Row] = []
    profiled: set[Target] = set()
    try:
        children.append(stack.worker(env))
        api_port, base_port = stack.free_port(), stack.free_port()
        api = stack.gunicorn("service:create_app()", env, api_port, "/health")
        children.append(api)
        base = stack.gunicorn("bench.baseline_app:create_app()", env, base_port, "/health")
        children.append(base)
        groups = {"api": api.pid, "baseline": base.pid}
        if embedded is not None and embedded.process is not None:
            groups["redis"] = embedded.process.pid
        for mode in modes:
            print(f"\nmode {mode}:", flush=True)
            baseline = Target("baseline (WATCH/GET/SET)", base_port, "baseline", mode)
            tables = [Target(f"{g} ({players[g]}p)", api_port, "game", mode, g, players[g])
                      for g in games]
            plan = [baseline]
            for _ in range(args.rounds):
                for table in tables:
                    plan += [table, baseline]
            with Load([baseline, *tables], args.clients, args.processes) as load:
                for target in plan:
                    flame = None
                    if args.py_spy and target not in profiled:
                        profiled.add(target)
                        suffix = "svg" if args.py_spy_format == "flamegraph" else "txt"
                        flame = Path(args.py_spy) / f"{target.game or 'baseline'}-{mode}.{suffix}"
                        flame.parent.mkdir(parents=True, exist_ok=True)
                    turns.append(run_target(target, args, groups, load, flame))
    finally:
        for child in reversed(children):
            stack.stop(child)
        if embedded is not None:
            embedded.stop()
        else:
            client = redis.Redis.from_url(redis_url)
            for pattern in (f"bench-{run}:*", f"rq:*bench-{run}*", "bench-baseline:*"):
                keys = list(client.scan_iter(match=pattern, count=1000))
                if keys:
                    client.delete(*keys)
        tmp.cleanup()
    verdicts = print_table(pooled(turns), beside_baseline(turns))
    load1, load5, load15 = os.getloadavg()
    print(f"load average after: {load1:.2f} {load5:.2f} {load15:.2f}")
    for mode, met in verdicts.items():
        print(f"{mode}: targets {'met' if met else 'NOT met'} by every game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
