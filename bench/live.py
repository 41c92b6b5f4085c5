"""Event streams under load: delivery latency to 1,000 open streams, and what they cost.

``python -m bench.live`` (``make bench-live``) starts the stack as ``make run`` does (an
embedded non-persistent Redis unless ``REDIS_URL`` is set, the API under gunicorn with
``deploy/gunicorn.conf.py``, the bot worker) and measures, in turn:

1. **alone**: the action benchmark (``bench.clients``, scripted Mission Calaveras, POST
   only) with no stream open: actions/s;
2. **streams**: ``--streams`` open event streams over ``--games`` games (each game's four
   seats with their tokens, the rest spectators), while one poster plays those games at a
   steady ``--rate`` of moves per second: the delay from the POST's 200 to the receipt of
   that version by each subscriber, and by the last subscriber of its game;
3. **streams + actions**: both at once: actions/s against (1), and the delivery again.

Every figure is printed, nothing is asserted (speed targets live here, not in tests).
``--worker-class``, ``--workers`` and ``--threads`` override the gunicorn settings, so the
same run compares gevent with gthread.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import platform
import re
import selectors
import socket
import statistics
import sys
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bench import stack
from bench.clients import Http, LoadResult, Target, drive, script

STREAM_GAME = "encantados"
"""Games the streams follow: long ones (hundreds of moves), so none ends mid-run."""
STREAM_PLAYERS = 4
ACTION_GAME = "mission-calaveras"
"""The action benchmark's game, as in ``make bench-http``."""
ACTION_PLAYERS = 4
DEFAULT_STREAMS = 1000
DEFAULT_GAMES = 50
DEFAULT_RATE = 50.0
"""Moves per second over all stream games: one per game per second, a lively table."""
DEFAULT_DURATION = 15.0
DEFAULT_WARMUP = 2.0
DEFAULT_CLIENTS = 16
"""Action benchmark clients: enough to keep the API's cores busy on a 2-core machine."""
DEFAULT_PROCESSES = 2
READER_PROCESSES = 2
"""Processes holding the streams' sockets (one selector loop each)."""
OPEN_TIMEOUT = 120.0
"""Seconds for every stream to get its first event before the run gives up."""
CLOSE_TIMEOUT = 60.0
"""Seconds to wait for the server to drop closed streams (two keep-alive periods, and
some)."""
DEFAULT_ROUNDS = 3
"""Alone-then-with rounds: the median ratio of three is steadier than any one (runs of a
single round on the same code ranged 0.67-0.83x)."""
TARGET_P99_MS = 100.0
TARGET_THROUGHPUT_RATIO = 0.8

ID_LINE = re.compile(rb"\nid: (\d+)\n")


@dataclass(frozen=True, slots=True)
class StreamSpec:
    game: int  # index into the stream games
    game_id: str
    token: str | None


def read_streams(port: int, specs: list[StreamSpec], opened: Any, until: Any, out: Any) -> None:
    """One reader process: hold ``specs``' streams, note when each version arrives.

    No SSE library here: one selector loop over hundreds of raw sockets keeps the client's
    CPU far below the server's, and it needs only each event's ``id`` line (the server
    writes every event as one chunk, so a chunk boundary never cuts an id line).
    """
    selector = selectors.DefaultSelector()
    for spec in specs:
        sock = socket.create_connection(("127.0.0.1", port))
        head = (f"GET /games/{spec.game_id}/events HTTP/1.1\r\nHost: bench\r\n"
                "Accept: text/event-stream\r\n")
        if spec.token is not None:
            head += f"Authorization: Bearer {spec.token}\r\n"
        sock.sendall((head + "\r\n").encode())
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ, [spec.game, b"", False])
    receipts: list[tuple[int, int, float]] = []
    while until.value == 0.0 or time.monotonic() < until.value:
        for key, _ in selector.select(timeout=0.2):
            state = key.data
            chunk = key.fileobj.recv(65536)  # type: ignore[union-attr]
            now = time.monotonic()
            if not chunk:
                selector.unregister(key.fileobj)
                continue
            data = state[1] + chunk
            for match in ID_LINE.finditer(data):
                receipts.append((state[0], int(match.group(1)), now))
                if not state[2]:
                    state[2] = True
                    opened.put(1)
            state[1] = data[data.rfind(b"\n"):]
    for key in list(selector.get_map().values()):
        key.fileobj.close()  # type: ignore[union-attr]
    out.put(receipts)


@dataclass(slots=True)
class Table:
    """One stream game: its id, seat tokens, the moves it will be played with."""

    game_id: str
    tokens: dict[int, str]
    moves: list[tuple[int, Any]]
    version: int = 0


def make_tables(http: Http, games: int) -> list[Table]:
    tables = []
    for k in range(games):
        seed = 7_000 + k
        body = {"game": STREAM_GAME, "seed": seed,
                "players": [{"name": f"p{i}"} for i in range(STREAM_PLAYERS)]}
        status, created = http.request("POST", "/games", body)
        assert status == 201, created
        tokens = {s["index"]: s["token"] for s in created["seats"] if s["token"]}
        tables.append(Table(created["id"], tokens, script(STREAM_GAME, STREAM_PLAYERS, seed)))
    return tables


def post_moves(http: Http, tables: list[Table], rate: float, stop: threading.Event,
               posts: list[tuple[int, int, float]], errors: list[str]) -> None:
    """Play the stream games round-robin at ``rate`` moves/s; note each POST's 200."""
    start = time.monotonic()
    k = 0
    while not stop.is_set():
        due = start + k / rate
        time.sleep(max(0.0, due - time.monotonic()))
        index = k % len(tables)
        table = tables[index]
        k += 1
        if table.version >= len(table.moves):
            continue
        seat, action = table.moves[table.version]
        status, raw = http.send("POST", f"/games/{table.game_id}/actions",
                                {"action": action, "version": table.version}, table.tokens[seat])
        done = time.monotonic()
        if status != 200:
            errors.append(f"{status}: {raw[:120]!r}")
            continue
        table.version += 1
        posts.append((index, table.version, done))


def metric(http: Http, name: str) -> float:
    """A figure of the API's /metrics (summed over its workers); NaN when missing."""
    status, raw = http.send("GET", "/metrics")
    found = re.search(rb"^" + name.encode() + rb" (\S+)$", raw, re.MULTILINE)
    return float(found.group(1)) if status == 200 and found else float("nan")


def direct_events(http: Http) -> float:
    """The API's count of stream events its live listeners wrote themselves."""
    return metric(http, "ttg_stream_events_direct_total")


def percentile(values: list[float], q: float) -> float:
    data = sorted(values)
    if not data:
        return float("nan")
    return data[max(0, min(len(data) - 1, round(q / 100 * len(data) + 0.5) - 1))]


def delivery(posts: list[tuple[int, int, float]], receipts: dict[tuple[int, int], list[float]],
             per_game: int, window: tuple[float, float]) -> tuple[list[float], list[float], str]:
    """POST-200-to-receipt delays (ms) per subscriber and for the last one per move, and
    their p50/p99 as a line."""
    each: list[float] = []
    last: list[float] = []
    missing = 0
    for game, version, done in posts:
        if not window[0] <= done <= window[1]:
            continue
        got = receipts.get((game, version), [])
        missing += per_game - len(got)
        delays = [max(0.0, t - done) * 1000 for t in got]
        each.extend(delays)
        if len(got) == per_game:
            last.append(max(delays))
    moves = sum(1 for _, _, done in posts if window[0] <= done <= window[1])
    return each, last, (
        f"{moves} moves, {len(each)} deliveries; per subscriber p50 "
        f"{percentile(each, 50):.1f} ms p99 {percentile(each, 99):.1f} ms; every "
        f"subscriber p50 {percentile(last, 50):.1f} ms p99 {percentile(last, 99):.1f} ms "
        f"(target p99 <= {TARGET_P99_MS:g}); undelivered {missing}")


def throughput(load: LoadResult, duration: float) -> float:
    return len(load.latencies) / duration


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=DEFAULT_STREAMS)
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES)
    parser.add_argument("--rate", type=float, default=DEFAULT_RATE)
    parser.add_argument("--duration", type=float, default=DEFAULT_DURATION)
    parser.add_argument("--warmup", type=float, default=DEFAULT_WARMUP)
    parser.add_argument("--clients", type=int, default=DEFAULT_CLIENTS)
    parser.add_argument("--processes", type=int, default=DEFAULT_PROCESSES)
    parser.add_argument("--rounds", type=int, default=DEFAULT_ROUNDS)
    parser.add_argument("--worker-class", default=None, help="gunicorn worker class")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--threads", type=int, default=None)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    with stack.scratch_settings() as settings:
        # No worker recycling (max_requests) mid-run: three rounds send each worker more
        # requests than the deploy's 20,000, and a recycled worker ends its streams (their
        # clients would resume elsewhere; these readers do not), which is not the load
        # being measured.
        env = {**stack.base_env(), "REDIS_URL": settings.redis_url,
               "TTG_KEY_PREFIX": settings.key_prefix, "TTG_BOT_QUEUE": settings.bot_queue,
               "GUNICORN_MAX_REQUESTS": "0"}
        measure(args, env)
    load = os.getloadavg()
    print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


def measure(args: argparse.Namespace, env: dict[str, str]) -> None:
    """The three measurements against the stack started with ``env``, in ``--rounds``
    rounds: each measures the actions alone and then with the streams, back to back, so a
    ratio compares two runs a minute apart rather than the start and end of the benchmark
    (the machine's own drift between runs was as large as the effect measured)."""
    if args.worker_class:
        env["GUNICORN_WORKER_CLASS"] = args.worker_class
    if args.workers:
        env["WEB_CONCURRENCY"] = str(args.workers)
    if args.threads:
        env["GUNICORN_THREADS"] = str(args.threads)
    load = os.getloadavg()
    print(f"live benchmark: {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; "
          f"gunicorn {env.get('GUNICORN_WORKER_CLASS', 'gthread (deploy default)')}, workers "
          f"{env.get('WEB_CONCURRENCY', 'default')}, threads {env.get('GUNICORN_THREADS', '-')}; "
          f"{args.streams} streams over {args.games} {STREAM_GAME} games at {args.rate:g} "
          f"moves/s; action benchmark {args.clients} clients, {ACTION_GAME} "
          f"{ACTION_PLAYERS}p scripted, {args.warmup:g} s + {args.duration:g} s; "
          f"{args.rounds} rounds", flush=True)
    children = []
    try:
        children.append(stack.worker(env))
        port = stack.free_port()
        children.append(stack.gunicorn("service:create_app()", env, port, "/health"))
        target = Target(f"{ACTION_GAME} ({ACTION_PLAYERS}p)", port, "game", "scripted",
                        ACTION_GAME, ACTION_PLAYERS)
        ratios = []
        pooled = Deliveries()
        for number in range(1, args.rounds + 1):
            alone = drive(target, args.clients, args.processes, args.warmup, args.duration)
            alone_tput = throughput(alone, args.duration)
            print(f"round {number}\n1. alone: {alone_tput:.0f} actions/s, errors "
                  f"{alone.errors}", flush=True)
            if args.streams == 0:
                continue
            with_tput, errors = with_streams(args, port, target, pooled)
            ratios.append(with_tput / alone_tput)
            print(f"3. streams + actions: {with_tput:.0f} actions/s = {ratios[-1]:.2f} x "
                  f"alone (target >= {TARGET_THROUGHPUT_RATIO}), errors {errors}; "
                  f"{pooled.rounds[-1][1]}", flush=True)
        if ratios:
            print(f"all rounds: streams + actions / alone {' '.join(f'{r:.2f}' for r in ratios)}"
                  f", median {statistics.median(ratios):.2f} (target >= "
                  f"{TARGET_THROUGHPUT_RATIO}); delivery, pooled: 2. no other load: "
                  f"{pooled.summary(0)}; 3. with the actions: {pooled.summary(1)}")
    finally:
        for child in reversed(children):
            stack.stop(child)


@dataclass
class Deliveries:
    """Delivery delays (ms) pooled over the rounds, for window 2 (the streams alone, index
    0) and window 3 (with the actions, index 1): POST-to-each-subscriber and POST-to-the-
    last-subscriber of each move; ``rounds`` keeps each round's lines."""

    each: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    last: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    rounds: list[tuple[str, str]] = field(default_factory=list)

    def summary(self, window: int) -> str:
        each, last = self.each[window], self.last[window]
        return (f"{len(each)} deliveries; per subscriber p50 {percentile(each, 50):.1f} ms "
                f"p99 {percentile(each, 99):.1f} ms; every subscriber p50 "
                f"{percentile(last, 50):.1f} ms p99 {percentile(last, 99):.1f} ms")


def with_streams(args: argparse.Namespace, port: int, target: Target,
                 pooled: Deliveries) -> tuple[float, int]:
    """Open the streams on fresh games and play them; measure the deliveries alone, then
    the action benchmark beside them; close the streams. Actions/s and errors."""
    ctx = mp.get_context("fork")
    readers: list[Any] = []
    stop_posting = threading.Event()
    until = ctx.Value("d", 0.0)  # when the readers stop (0: not yet known)
    poster: threading.Thread | None = None
    try:
        http = Http(port)
        tables = make_tables(http, args.games)
        per_game = args.streams // args.games
        specs = [StreamSpec(g, t.game_id, t.tokens.get(i))
                 for g, t in enumerate(tables) for i in range(per_game)]
        opened, out = ctx.Queue(), ctx.Queue()
        for r in range(READER_PROCESSES):
            proc = ctx.Process(target=read_streams,
                               args=(port, specs[r::READER_PROCESSES], opened, until, out))
            proc.start()
            readers.append(proc)
        started = time.monotonic()
        for _ in specs:
            opened.get(timeout=OPEN_TIMEOUT)
        print(f"   {len(specs)} streams open in {time.monotonic() - started:.1f} s", flush=True)
        direct_before = direct_events(http)

        posts: list[tuple[int, int, float]] = []
        errors: list[str] = []
        poster = threading.Thread(target=post_moves,
                                  args=(Http(port), tables, args.rate, stop_posting, posts,
                                        errors))
        poster.start()
        time.sleep(args.warmup)
        window_b = (time.monotonic(), time.monotonic() + args.duration)
        time.sleep(args.duration)
        loaded = drive(target, args.clients, args.processes, args.warmup, args.duration)
        window_c_end = time.monotonic()
        window_c = (window_c_end - args.duration, window_c_end)
        stop_posting.set()
        poster.join()
        time.sleep(1.0)  # the last moves reach their subscribers
        until.value = time.monotonic()
        receipts: dict[tuple[int, int], list[float]] = defaultdict(list)
        for _ in readers:
            for game, version, at in out.get(timeout=120):
                receipts[(game, version)].append(at)
        lines = []
        for k, window in enumerate((window_b, window_c)):
            each, last, line = delivery(posts, receipts, per_game, window)
            pooled.each[k].extend(each)
            pooled.last[k].extend(last)
            lines.append(line)
        print(f"2. streams, no other load: {lines[0]}")
        pooled.rounds.append((lines[0], lines[1]))
        total = sum(len(v) for v in receipts.values())
        print(f"   events written by the live listener itself (not a stream's thread): "
              f"{direct_events(http) - direct_before:.0f} of {total}")
        if errors:
            print(f"poster errors: {len(errors)}, e.g. {errors[:3]}")
        return throughput(loaded, args.duration), loaded.errors
    finally:
        stop_posting.set()
        if poster is not None:
            poster.join()
        if until.value == 0.0:
            until.value = time.monotonic()
        for proc in readers:
            proc.join(timeout=30)
            if proc.is_alive():
                proc.kill()
        wait_streams_closed(Http(port))


def wait_streams_closed(http: Http) -> None:
    """Wait until the server has let go of the streams the readers closed (it notices at
    its next write that fails, a keep-alive at the latest), so the next round starts with
    none open."""
    deadline = time.monotonic() + CLOSE_TIMEOUT
    while time.monotonic() < deadline:
        if metric(http, "ttg_event_streams_open") == 0:
            return
        time.sleep(1.0)
    print(f"   streams still open on the server after {CLOSE_TIMEOUT:g} s", flush=True)


if __name__ == "__main__":
    sys.exit(main())
