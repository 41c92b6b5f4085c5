"""The live tier under load: 10,000 event streams, and what they cost the short requests.

``python -m bench.live`` (``make bench-live``) starts the origin as ``make run`` does (an
embedded non-persistent Redis unless ``REDIS_URL`` is set, the API's gunicorn on a private
socket behind the stream server, ``deploy/streams.conf.py``; the bot worker) and measures:

1. **alone**: the action benchmark (``bench.clients``, scripted Mission Calaveras, POST
   only, through the stream server's port as clients reach it) and a ``/health`` prober,
   with no stream open: actions/s, their p95, /health's p95; first with nothing else
   (1a), then (1b) the same run as step 3 without its streams: the poster plays the
   ``--games`` stream games at ``--rate`` meanwhile. Step 3's ratios are to 1b, so they
   say what the open streams cost, not what the poster's own moves do (step 4, which
   posts no moves, is compared with 1a); once the streams have closed, 1b runs again
   (3b), and step 3 is also given against the mean of 1b and 3b, so a drift in the
   machine's speed over the run (measured: the same run moves by 10 % from one minute to
   the next) weighs on both sides alike;
2. **streams**: ``--streams`` open event streams over ``--games`` games from many loopback
   source addresses (127.0.1.x, each under the per-address cap), while one poster plays
   those games at a steady ``--rate`` of moves per second: the stream server's memory per
   idle stream (RSS delta / streams), and the delay from the POST's 200 to the receipt of
   that version by each subscriber and by the last subscriber of its game;
3. **streams + actions**: both at once: actions/s and p95 against (1), and the delivery;
   then how soon the server lets go of the streams once their clients close them;
4. **one address**: ``--one-address`` streams from 127.0.0.1 alone: how many the cap
   refuses with 429, and /health's and the actions' p95 meanwhile against (1).

Every figure is printed, nothing is asserted (speed targets live here, not in tests).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import platform
import re
import resource
import selectors
import socket
import sys
import threading
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any, Self

from bench import stack
from bench.clients import Http, LoadResult, Target, drive, percentile, script

STREAM_GAME = "encantados"
"""Games the streams follow: long ones (hundreds of moves), so none ends mid-run."""
STREAM_PLAYERS = 4
ACTION_GAME = "mission-calaveras"
"""The action benchmark's game, as in ``make bench-http``."""
ACTION_PLAYERS = 4
DEFAULT_STREAMS = 10_000
DEFAULT_GAMES = 500
DEFAULT_ONE_ADDRESS = 1_600
"""Streams one client opens from one address in step 4 (1,500 took the old server down)."""
SOURCE_ADDRESSES = 250
"""Loopback source addresses the streams of step 2 come from (127.0.1.1-250): 40 each for
10,000 streams, under the per-address cap (service.streams.fair)."""
HEALTH_EVERY = 0.05
"""Seconds between the /health prober's requests."""
FILES_WANTED = 65_536
"""Open files this benchmark (and its readers) may hold: every stream is a socket."""
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
TARGET_P99_MS = 100.0
TARGET_THROUGHPUT_RATIO = 0.8
TARGET_P95_RATIO = 1.5
TARGET_KB_PER_STREAM = 20.0

ID_LINE = re.compile(rb"\nid: (\d+)\n")


@dataclass(frozen=True, slots=True)
class StreamSpec:
    game: int  # index into the stream games
    game_id: str
    token: str | None
    source: str  # the loopback address the stream comes from


def more_files() -> None:
    """Lift this process's open-file limit (its children inherit it)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, FILES_WANTED)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


def read_streams(port: int, specs: list[StreamSpec], opened: Any, until: Any, out: Any) -> None:
    """One reader process: hold ``specs``' streams, note when each version arrives.

    No SSE library here: one selector loop over thousands of raw sockets keeps the client's
    CPU far below the server's, and it needs only each event's ``id`` line (an event is
    written whole, so a chunk boundary never cuts an id line). ``opened`` gets each
    stream's status once: 200 at its first event, else the refusal's (then closed).
    """
    more_files()
    selector = selectors.DefaultSelector()
    for spec in specs:
        sock = socket.socket()
        sock.bind((spec.source, 0))
        sock.connect(("127.0.0.1", port))
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
            if not state[2] and data.startswith(b"HTTP/1.1 ") and not data.startswith(
                    b"HTTP/1.1 200"):
                state[2] = True
                opened.put(int(data[9:12]))
                selector.unregister(key.fileobj)
                key.fileobj.close()  # type: ignore[union-attr]
                continue
            for match in ID_LINE.finditer(data):
                receipts.append((state[0], int(match.group(1)), now))
                if not state[2]:
                    state[2] = True
                    opened.put(200)
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


class InThread:
    """``run`` in a daemon thread from :meth:`start` (or ``with``) until :meth:`close`,
    which sets ``stop`` and waits for it."""

    def __init__(self) -> None:
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        raise NotImplementedError

    def start(self) -> None:
        self.thread.start()

    def close(self) -> None:
        self.stop.set()
        if self.thread.is_alive():
            self.thread.join()

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Posting(InThread):
    """:func:`post_moves` on ``tables`` at ``rate`` moves/s; its posts and errors."""

    def __init__(self, port: int, tables: list[Table], rate: float) -> None:
        super().__init__()
        self.http, self.tables, self.rate = Http(port), tables, rate
        self.posts: list[tuple[int, int, float]] = []
        self.errors: list[str] = []

    def run(self) -> None:
        post_moves(self.http, self.tables, self.rate, self.stop, self.posts, self.errors)


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


class Prober(InThread):
    """GET /health every HEALTH_EVERY seconds in a thread; its latencies (ms) and failures."""

    def __init__(self, port: int) -> None:
        super().__init__()
        self.http = Http(port)
        self.latencies: list[float] = []
        self.failures = 0

    def run(self) -> None:
        while not self.stop.wait(HEALTH_EVERY):
            started = time.monotonic()
            try:
                status, _ = self.http.send("GET", "/health")
            except OSError:
                status = 0
            if status == 200:
                self.latencies.append((time.monotonic() - started) * 1000)
            else:
                self.failures += 1


@dataclass
class Short:
    """The short requests of one window: actions/s, their p95 and /health's p95 (ms)."""

    actions: float
    p95: float
    health_p95: float
    health_failures: int
    errors: int

    @staticmethod
    def mean(first: Short, second: Short) -> Short:
        """Two runs' figures averaged (failures and errors added up)."""
        return Short((first.actions + second.actions) / 2, (first.p95 + second.p95) / 2,
                     (first.health_p95 + second.health_p95) / 2,
                     first.health_failures + second.health_failures,
                     first.errors + second.errors)

    def line(self, alone: Short | None = None, name: str = "1a", judged: bool = True) -> str:
        """The figures, and with ``alone`` their ratios to that run (step ``name``), with
        the targets when the ratio is one the targets judge."""
        text = (f"{self.actions:.0f} actions/s p95 {self.p95:.1f} ms, errors {self.errors}; "
                f"/health p95 {self.health_p95:.1f} ms, failures {self.health_failures}")
        if alone is not None:
            throughput, p95 = "", ""
            if judged:
                throughput = f" (target >= {TARGET_THROUGHPUT_RATIO})"
                p95 = f" (target <= {TARGET_P95_RATIO})"
            text += (f"; = {self.actions / alone.actions:.2f} x {name}'s throughput"
                     f"{throughput}, p95 {self.p95 / alone.p95:.2f} x{p95}, /health p95 "
                     f"{self.health_p95 / alone.health_p95:.2f} x")
        return text


def same_moves(args: argparse.Namespace, port: int, target: Target,
               tables: list[Table]) -> Short:
    """The short requests beside the poster's moves on ``tables``, no stream open."""
    with Posting(port, tables, args.rate) as posting:
        time.sleep(args.warmup)
        moving = short_requests(args, port, target)
    if posting.errors:
        print(f"   poster errors: {len(posting.errors)}, e.g. {posting.errors[:3]}")
    return moving


def short_requests(args: argparse.Namespace, port: int, target: Target) -> Short:
    with Prober(port) as prober:
        load = drive(target, args.clients, args.processes, args.warmup, args.duration)
    return Short(throughput(load, args.duration),
                 percentile([x * 1000 for x in load.latencies], 95),
                 percentile(prober.latencies, 95), prober.failures, load.errors)


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=DEFAULT_STREAMS)
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES)
    parser.add_argument("--rate", type=float, default=DEFAULT_RATE)
    parser.add_argument("--duration", type=float, default=DEFAULT_DURATION)
    parser.add_argument("--warmup", type=float, default=DEFAULT_WARMUP)
    parser.add_argument("--clients", type=int, default=DEFAULT_CLIENTS)
    parser.add_argument("--processes", type=int, default=DEFAULT_PROCESSES)
    parser.add_argument("--one-address", type=int, default=DEFAULT_ONE_ADDRESS)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    more_files()
    with stack.scratch_settings() as settings:
        env = {**stack.base_env(), "REDIS_URL": settings.redis_url,
               "TTG_KEY_PREFIX": settings.key_prefix, "TTG_BOT_QUEUE": settings.bot_queue,
               "GUNICORN_MAX_REQUESTS": "0"}
        port = stack.free_port()
        worker = stack.worker(env)
        try:
            with stack.origin(env, port) as (_, streams):
                measure(args, port, streams.pid)
        finally:
            stack.stop(worker)
    load = os.getloadavg()
    print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


def measure(args: argparse.Namespace, port: int, streams_pid: int) -> None:
    load = os.getloadavg()
    print(f"live benchmark: {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; "
          f"the origin as make run serves it (stream server, API gthread behind it); "
          f"{args.streams} streams over {args.games} {STREAM_GAME} games at {args.rate:g} "
          f"moves/s from {SOURCE_ADDRESSES} addresses; action benchmark {args.clients} "
          f"clients, {ACTION_GAME} {ACTION_PLAYERS}p scripted, {args.warmup:g} s + "
          f"{args.duration:g} s; then {args.one_address} streams from one address",
          flush=True)
    target = Target(f"{ACTION_GAME} ({ACTION_PLAYERS}p)", port, "game", "scripted",
                    ACTION_GAME, ACTION_PLAYERS)
    alone = short_requests(args, port, target)
    print(f"1a. alone: {alone.line()}", flush=True)
    if args.streams:
        tables = make_tables(Http(port), args.games)
        moving = same_moves(args, port, target, tables)
        print(f"1b. the same moves ({args.rate:g}/s over the {args.games} stream games), no "
              f"stream open: {moving.line(alone, judged=False)}", flush=True)
        loaded = with_streams(args, port, target, streams_pid, tables, moving)
        again = same_moves(args, port, target, tables)
        print(f"3b. the same moves again, the streams closed: "
              f"{again.line(moving, '1b', judged=False)}")
        print(f"   3 against the mean of 1b and 3b (the machine's drift between them "
              f"cancels): {loaded.line(Short.mean(moving, again), '1b+3b')}", flush=True)
    if args.one_address:
        one_address(args, port, target, alone)


def open_readers(port: int, specs: list[StreamSpec], until: Any) -> tuple[list[Any], Any,
                                                                           Counter[int]]:
    """Reader processes holding ``specs``' streams, once each has its status; the statuses."""
    ctx = mp.get_context("fork")
    opened, out = ctx.Queue(), ctx.Queue()
    readers = []
    for r in range(READER_PROCESSES):
        proc = ctx.Process(target=read_streams,
                           args=(port, specs[r::READER_PROCESSES], opened, until, out))
        proc.start()
        readers.append(proc)
    statuses: Counter[int] = Counter()
    for _ in specs:
        statuses[opened.get(timeout=OPEN_TIMEOUT)] += 1
    return readers, out, statuses


def close_readers(readers: list[Any], until: Any) -> None:
    if until.value == 0.0:
        until.value = time.monotonic()
    for proc in readers:
        proc.join(timeout=60)
        if proc.is_alive():
            proc.kill()


def with_streams(args: argparse.Namespace, port: int, target: Target, streams_pid: int,
                 tables: list[Table], moving: Short) -> Short:
    """Steps 2 and 3 on the stream games; then the streams close. Step 3's short requests
    (returned) are compared with ``moving``, step 1b's: the same moves with no stream
    open."""
    until = mp.get_context("fork").Value("d", 0.0)  # when the readers stop (0: not yet)
    posting: Posting | None = None
    readers: list[Any] = []
    http = Http(port)
    try:
        per_game = args.streams // args.games
        specs = [StreamSpec(g, t.game_id, t.tokens.get(i),
                            f"127.0.1.{1 + (g * per_game + i) % SOURCE_ADDRESSES}")
                 for g, t in enumerate(tables) for i in range(per_game)]
        workers = stack.children(streams_pid)
        before = stack.rss_kib(workers)
        started = time.monotonic()
        readers, out, statuses = open_readers(port, specs, until)
        print(f"2. {len(specs)} streams open in {time.monotonic() - started:.1f} s "
              f"(statuses {dict(statuses)})", flush=True)
        time.sleep(2.0)  # idle: nothing moves yet
        after = stack.rss_kib(workers)
        per_stream = (after - before) * 1024 / max(1, statuses[200]) / 1000
        print(f"   stream server RSS {before / 1024:.0f} -> {after / 1024:.0f} MiB over "
              f"{len(workers)} processes: {per_stream:.1f} KB per idle stream (target <= "
              f"{TARGET_KB_PER_STREAM:g})", flush=True)
        posting = Posting(port, tables, args.rate)
        posting.start()
        posts, errors = posting.posts, posting.errors
        time.sleep(args.warmup)
        window_b = (time.monotonic(), time.monotonic() + args.duration)
        time.sleep(args.duration)
        loaded = short_requests(args, port, target)
        window_c = (time.monotonic() - args.duration, time.monotonic())
        posting.close()
        time.sleep(1.0)  # the last moves reach their subscribers
        until.value = time.monotonic()
        receipts: dict[tuple[int, int], list[float]] = defaultdict(list)
        for _ in readers:
            for game, version, at in out.get(timeout=300):
                receipts[(game, version)].append(at)
        lines = [delivery(posts, receipts, per_game, window)[2]
                 for window in (window_b, window_c)]
        print(f"   delivery, no other load: {lines[0]}")
        print(f"3. streams + actions: {loaded.line(moving, '1b')}")
        print(f"   delivery beside the actions: {lines[1]}")
        if errors:
            print(f"   poster errors: {len(errors)}, e.g. {errors[:3]}")
    finally:
        if posting is not None:
            posting.close()
        closed_at = time.monotonic()
        close_readers(readers, until)
        freed = wait_streams_closed(http)
        print(f"   the server let go of every stream {freed - closed_at:.1f} s after their "
              "clients began closing them", flush=True)
    return loaded


def one_address(args: argparse.Namespace, port: int, target: Target, alone: Short) -> None:
    """Step 4: one client's streams from 127.0.0.1; the short requests meanwhile."""
    until = mp.get_context("fork").Value("d", 0.0)
    http = Http(port)
    tables = make_tables(http, 1)
    specs = [StreamSpec(0, tables[0].game_id, None, "127.0.0.1")
             for _ in range(args.one_address)]
    readers: list[Any] = []
    try:
        readers, _, statuses = open_readers(port, specs, until)
        other = sum(statuses.values()) - statuses[200] - statuses[429]
        print(f"4. {len(specs)} streams from one address: {statuses[200]} open, "
              f"{statuses[429]} refused with 429, other {other}", flush=True)
        meanwhile = short_requests(args, port, target)
        print(f"   meanwhile: {meanwhile.line(alone)}", flush=True)
    finally:
        close_readers(readers, until)
        wait_streams_closed(http)


def wait_streams_closed(http: Http) -> float:
    """When the server holds no stream (the open-streams gauge, summed by the API)."""
    deadline = time.monotonic() + CLOSE_TIMEOUT
    while time.monotonic() < deadline:
        if metric(http, "ttg_event_streams_open") == 0:
            return time.monotonic()
        time.sleep(0.2)
    print(f"   streams still open on the server after {CLOSE_TIMEOUT:g} s", flush=True)
    return time.monotonic()


if __name__ == "__main__":
    sys.exit(main())
