"""Load-generating clients: processes of threads, each thread one player at a time.

A client thread plays real games through the API (or hammers the baseline) and records
the latency of every ``POST`` that starts after the warm-up and ends before the deadline.
Threads speak HTTP on raw sockets (far cheaper per request than ``requests``), so a few
client processes on the same machine stay light next to the server; each process reports
the CPU it used during the measured window.

Two ways to play a game:

- ``interactive``: ``GET /games/{id}`` with the token of the seat to act (its
  ``legal_actions``), pick one at random, ``POST`` it with the version. One GET per action
  (skipped when the POST's answer already holds the next actor's legal actions).
- ``scripted``: the client plays a random game of the same engine and seed locally first
  (engines are deterministic from the seed), then replays it as ``POST`` only: no GET, the
  same load pattern as the POST-only baseline. The server still does everything it does
  for any action (load, auth, checks, engine, commit, the view and legal actions answered).

A client's play is a generator that stops after every request, so a :class:`Load` (client
processes kept for many windows) can drive one target for a short window, then another,
and each client later goes on where it stopped: its game, its version, its seat. Short
windows interleaved that way share the machine's drifting speed, and every window still
sees whole games, not only their openings.
"""

from __future__ import annotations

import http.client
import json
import multiprocessing as mp
import random
import resource
import socket
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

SCRIPTS_PER_THREAD = 3
"""Distinct seeded games a scripted client replays in turn (each replay is a new game)."""
MAX_ERROR_SAMPLES = 5


@dataclass(frozen=True, slots=True)
class Target:
    """What the clients drive: the baseline or one game at one player count."""

    name: str
    port: int
    kind: str  # "baseline" or "game"
    mode: str  # "interactive" or "scripted"
    game: str = ""
    players: int = 0


@dataclass(slots=True)
class ThreadResult:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    error_samples: list[str] = field(default_factory=list)
    games_created: int = 0
    gets: int = 0

    def error(self, what: str) -> None:
        self.errors += 1
        if len(self.error_samples) < MAX_ERROR_SAMPLES:
            self.error_samples.append(what)


@dataclass(frozen=True, slots=True)
class Window:
    warm_until: float  # time.monotonic() values, shared by every process on Linux
    until: float


class Http:
    """A minimal HTTP/1.1 client on raw sockets: one connection per request.

    It asks the server to close the connection (``Connection: close``), as when the API ran
    sync workers, so the figures stay comparable with earlier ones; building the request
    bytes by hand and reading to EOF keeps the client's CPU per request far below
    ``requests`` or ``http.client``, which matters when the clients share the machine's
    cores with the server.
    """

    def __init__(self, port: int) -> None:
        self.address = ("127.0.0.1", port)

    def send(
        self, method: str, path: str, body: Any = None, token: str | None = None
    ) -> tuple[int, bytes]:
        """The status and the raw body (not decoded: a scripted client never needs it)."""
        data = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n"
        if body is not None:
            head += f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
        if token is not None:
            head += f"Authorization: Bearer {token}\r\n"
        with socket.create_connection(self.address, timeout=30) as sock:
            sock.sendall(head.encode() + b"\r\n" + data)
            chunks = []
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        response = b"".join(chunks)
        header, _, payload = response.partition(b"\r\n\r\n")
        if not header.startswith(b"HTTP/1."):
            raise http.client.HTTPException(f"bad response {response[:80]!r}")
        if b"transfer-encoding: chunked" in header.lower():
            payload = dechunk(payload)
        return int(header[9:12]), payload

    def request(
        self, method: str, path: str, body: Any = None, token: str | None = None
    ) -> tuple[int, Any]:
        """The status and the decoded JSON body."""
        status, payload = self.send(method, path, body, token)
        return status, json.loads(payload) if payload else None


def dechunk(payload: bytes) -> bytes:
    out: list[bytes] = []
    while True:
        size_line, _, rest = payload.partition(b"\r\n")
        size = int(size_line.split(b";")[0], 16)
        if size == 0:
            return b"".join(out)
        out.append(rest[:size])
        payload = rest[size + 2:]


def script(game: str, players: int, seed: int) -> list[tuple[int, Any]]:
    """A random complete game of ``game`` as (seat, action) pairs, played locally."""
    from engines import get_engine

    engine = get_engine(game)
    state = engine.new_game(players, None, seed)
    rng = random.Random(seed)
    steps: list[tuple[int, Any]] = []
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        action = rng.choice(engine.legal_actions(state, seat))
        steps.append((seat, action))
        engine.advance(state, seat, action)
    return steps


def players_body(players: int, seed: int | None) -> dict[str, Any]:
    body: dict[str, Any] = {"players": [{"name": f"p{i}", "bot": None} for i in range(players)]}
    if seed is not None:
        body["seed"] = seed
    return body


class Client:
    """One client thread's loop for one target."""

    def __init__(self, target: Target, window: Window, ident: int) -> None:
        self.target = target
        self.window = window
        self.ident = ident
        self.http = Http(target.port)
        self.rng = random.Random(ident)
        self.result = ThreadResult()
        self.play: Iterator[None] | None = None
        """The play under way (one step a request), kept from one window to the next."""
        self.game_id: str | None = None
        """The game the play last created."""
        self.scripts: list[tuple[int, list[tuple[int, Any]]]] = []
        if target.kind == "game" and target.mode == "scripted":
            for k in range(SCRIPTS_PER_THREAD):
                seed = 1_000_003 * ident + k
                self.scripts.append((seed, script(target.game, target.players, seed)))

    def timed_post(
        self, path: str, body: Any, token: str | None = None, decode: bool = True
    ) -> tuple[int, Any]:
        start = time.monotonic()
        status, raw = self.http.send("POST", path, body, token)
        end = time.monotonic()
        if start >= self.window.warm_until and end <= self.window.until:
            self.result.latencies.append(end - start)
        if decode or status != 200:
            return status, json.loads(raw) if raw else None
        return status, None

    def running(self) -> bool:
        return time.monotonic() < self.window.until

    def run(self) -> ThreadResult:
        """Play until the window closes, going on with the play the last window left;
        what this window saw (a fresh result)."""
        self.result = ThreadResult()
        while self.running():
            if self.play is None:
                self.play = self.plays()
            try:
                next(self.play)
            except StopIteration:
                self.play = None
            except (OSError, http.client.HTTPException) as exc:
                self.result.error(f"{type(exc).__name__}: {exc}")
                self.play = None
        return self.result

    def plays(self) -> Iterator[None]:
        """This target's play, from its start."""
        if self.target.kind == "baseline":
            return self.baseline()
        return self.scripted() if self.target.mode == "scripted" else self.interactive()

    # --- the plays: each stops after every request ---------------------------------------

    def baseline(self) -> Iterator[None]:
        path = f"/baseline/c{self.ident}"
        version = 0
        while True:
            if self.target.mode == "interactive":
                status, doc = self.http.request("GET", path)
                self.result.gets += 1
                version = doc["version"] if status == 200 else version
            action = {"type": "play", "card": f"card-{self.rng.randrange(48):03d}"}
            status, _ = self.timed_post(
                path, {"action": action, "version": version}, decode=False
            )
            if status != 200:
                self.result.error(f"POST baseline {status}")
                return
            version += 1
            yield

    def create(self, seed: int | None) -> tuple[str, dict[int, str]]:
        body = {"game": self.target.game, **players_body(self.target.players, seed)}
        status, created = self.http.request("POST", "/games", body)
        if status != 201:
            raise http.client.HTTPException(f"POST /games {status}: {created}")
        self.result.games_created += 1
        self.game_id = created["id"]
        tokens = {s["index"]: s["token"] for s in created["seats"] if s["token"] is not None}
        return created["id"], tokens

    def scripted(self) -> Iterator[None]:
        for seed, steps in self.scripts:
            game_id, tokens = self.create(seed)
            yield
            for version, (seat, action) in enumerate(steps):
                status, answer = self.timed_post(
                    f"/games/{game_id}/actions", {"action": action, "version": version},
                    tokens[seat], decode=False,
                )
                if status != 200:
                    self.result.error(f"POST action {status}: {str(answer)[:200]}")
                    break
                yield

    def interactive(self) -> Iterator[None]:
        game_id, tokens = self.create(None)
        yield
        path = f"/games/{game_id}"
        seat = min(tokens)
        body: dict[str, Any] | None = None
        while True:
            if body is None:
                status, body = self.http.request("GET", path, token=tokens[seat])
                self.result.gets += 1
                if status != 200:
                    self.result.error(f"GET game {status}")
                    return
                yield
                assert body is not None
                if body["status"] == "finished":
                    return
                if body["seat"] != body["to_act"][0]:
                    seat, body = body["to_act"][0], None
                    continue
                if not body["legal_actions"]:
                    self.result.error(f"seat {seat} to act without legal actions")
                    return
            action = self.rng.choice(body["legal_actions"])
            status, body = self.timed_post(
                f"{path}/actions", {"action": action, "version": body["version"]}, tokens[seat]
            )
            if status != 200:
                self.result.error(f"POST action {status}: {str(body)[:200]}")
                return
            yield
            assert body is not None
            if body["status"] == "finished":
                return
            if body["seat"] != body["to_act"][0] or not body["legal_actions"]:
                seat, body = body["to_act"][0], None


def client_process(
    targets: Sequence[Target], threads: int, first_ident: int, ready: Any, commands: Any,
    results: Any,
) -> None:
    """One client process: ``threads`` clients for each of ``targets``, kept for every
    window. Each command names a target and a window (``(index, begin, warmup,
    duration)``; None: stop); the process drives that target's clients through it and
    reports their results and the CPU time it used in the measured part."""
    # Everything slow (imports, scripts) happens before the first window.
    clients = [[Client(target, Window(0.0, 0.0), first_ident + i) for i in range(threads)]
               for target in targets]
    ready.put(1)
    while (command := commands.get()) is not None:
        index, begin, warmup, duration = command
        results.put(drive_window(clients[index], Window(begin + warmup,
                                                        begin + warmup + duration)))


def drive_window(clients: list[Client], window: Window) -> tuple[ThreadResult, float]:
    """Every client played through ``window`` on a thread of its own: their results
    merged, and this process's CPU seconds in the measured part."""
    for c in clients:
        c.window = window
    outputs: list[ThreadResult] = []

    def body(c: Client) -> None:
        outputs.append(c.run())

    pool = [threading.Thread(target=body, args=(c,)) for c in clients]
    for t in pool:
        t.start()
    time.sleep(max(0.0, window.warm_until - time.monotonic()))
    cpu0 = cpu_seconds()
    time.sleep(max(0.0, window.until - time.monotonic()))
    cpu1 = cpu_seconds()
    for t in pool:
        t.join()
    return merged(outputs), cpu1 - cpu0


def merged(results: Iterable[ThreadResult]) -> ThreadResult:
    """Several clients' (or processes') results as one, the first error samples kept."""
    out = ThreadResult()
    for r in results:
        out.latencies.extend(r.latencies)
        out.errors += r.errors
        room = MAX_ERROR_SAMPLES - len(out.error_samples)
        out.error_samples.extend(r.error_samples[:room])
        out.games_created += r.games_created
        out.gets += r.gets
    return out


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank ``q``-th percentile of ``values`` (nan for none)."""
    data = sorted(values)
    if not data:
        return float("nan")
    return data[max(0, min(len(data) - 1, round(q / 100 * len(data) + 0.5) - 1))]


@dataclass(slots=True)
class LoadResult:
    latencies: list[float]
    errors: int
    error_samples: list[str]
    games_created: int
    gets: int
    client_cpu: float  # CPU seconds all client processes used in the window


class Load:
    """Client processes kept for many windows: ``clients`` threads over ``processes``
    processes, each thread with a client for every one of ``targets``. A window drives one
    target; a client's play on a target goes on, in its next window there, where it
    stopped."""

    def __init__(self, targets: Sequence[Target], clients: int, processes: int) -> None:
        self.targets = list(targets)
        ctx = mp.get_context("fork")
        ready, self.results = ctx.Queue(), ctx.Queue()
        self.commands: list[Any] = []
        self.procs: list[Any] = []
        ident = 0
        for p in range(processes):
            n = clients // processes + (1 if p < clients % processes else 0)
            commands = ctx.Queue()
            proc = ctx.Process(target=client_process,
                               args=(self.targets, n, ident, ready, commands, self.results))
            ident += n
            proc.start()
            self.commands.append(commands)
            self.procs.append(proc)
        try:
            for _ in self.procs:
                ready.get(timeout=300)
        except BaseException:
            self.close()
            raise

    def window(self, target: Target, warmup: float, duration: float,
               on_window: Any = None) -> LoadResult:
        """Drive ``target`` for ``warmup`` then ``duration`` seconds (``on_window`` is
        called with the measured part's start and end, on the shared monotonic clock)."""
        index = self.targets.index(target)
        begin = time.monotonic()
        for commands in self.commands:
            commands.put((index, begin, warmup, duration))
        if on_window is not None:
            on_window(begin + warmup, begin + warmup + duration)
        reports = [self.results.get(timeout=warmup + duration + 120) for _ in self.procs]
        all_of = merged(result for result, _ in reports)
        return LoadResult(all_of.latencies, all_of.errors, all_of.error_samples,
                          all_of.games_created, all_of.gets, sum(cpu for _, cpu in reports))

    def close(self) -> None:
        """Stop every client process (one still busy after 30 s is killed)."""
        for commands in self.commands:
            commands.put(None)
        for proc in self.procs:
            proc.join(timeout=30)
            if proc.is_alive():
                proc.kill()

    def __enter__(self) -> Load:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def drive(
    target: Target, clients: int, processes: int, warmup: float, duration: float,
    on_window: Any = None,
) -> LoadResult:
    """Run ``clients`` threads over ``processes`` processes against ``target``, once."""
    with Load([target], clients, processes) as load:
        return load.window(target, warmup, duration, on_window)
