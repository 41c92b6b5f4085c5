"""Redis round trips per request: counted in-process, cross-checked with MONITOR.

``python -m bench.roundtrips`` builds the real app (``service.create_app``) against a real
Redis (an embedded one in a temporary directory unless ``REDIS_URL`` is set), makes its
Redis client count what it sends, and drives it with Flask's test client:
``POST /games``, ``GET /games/{id}``, then ``POST /games/{id}/actions`` for every game.

A *round trip* is one write of commands to the socket followed by reading their replies:
one command, or one pipeline batch (``MULTI ... EXEC`` included). Commands a Lua script
runs inside Redis are not round trips; MONITOR shows them tagged ``lua``, which is how the
cross-check below tells them apart. Connection set-up (``HELLO``/``CLIENT SETINFO`` on a
fresh connection) is left out: the pool keeps connections, and every request is measured
after one warm-up request.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import redis
from flask import Flask
from flask.testing import FlaskClient

Trip = tuple[str, ...]
"""The command names sent in one round trip."""

MONITOR_SENTINEL = "bench-roundtrips-monitor-end"


class CommandCounter:
    """Records every round trip a Redis client's pool makes, after :meth:`install`."""

    def __init__(self) -> None:
        self.trips: list[Trip] = []

    def reset(self) -> None:
        self.trips.clear()

    def install(self, client: redis.Redis) -> None:
        """Make ``client``'s pool create counting connections (drops existing ones)."""
        pool = client.connection_pool
        pool.connection_class = counting_class(pool.connection_class, self)
        pool.reset()

    @property
    def commands(self) -> list[str]:
        return [name for trip in self.trips for name in trip]

    def measure(self, action: Callable[[], Any]) -> list[Trip]:
        """The round trips ``action`` makes."""
        self.reset()
        action()
        return list(self.trips)


def counting_class(base: type[Any], counter: CommandCounter) -> type[Any]:
    """A subclass of the connection class ``base`` reporting its round trips."""

    class Counting(base):  # type: ignore[misc]
        _batch: Trip | None = None
        _single = False
        _connecting = False

        def on_connect(self) -> None:
            self._connecting = True
            try:
                super().on_connect()
            finally:
                self._connecting = False

        def on_connect_check_health(self, check_health: bool = True) -> None:
            """The handshake as redis-py 6 runs it (``connect`` calls this, not
            :meth:`on_connect`): not a request's round trip."""
            self._connecting = True
            try:
                super().on_connect_check_health(check_health=check_health)
            finally:
                self._connecting = False

        def send_command(self, *args: Any, **kwargs: Any) -> None:
            if not self._connecting:
                counter.trips.append((str(args[0]).upper(),))
            self._single = True
            try:
                super().send_command(*args, **kwargs)
            finally:
                self._single = False

        def pack_commands(self, commands: Iterable[Any]) -> Any:
            commands = list(commands)
            self._batch = tuple(str(c[0]).upper() for c in commands)
            return super().pack_commands(commands)

        def send_packed_command(self, command: Any, check_health: bool = True) -> None:
            if not self._single and self._batch is not None and not self._connecting:
                counter.trips.append(self._batch)
            self._batch = None
            super().send_packed_command(command, check_health)

    Counting.__name__ = f"Counting{base.__name__}"
    return Counting


@contextmanager
def monitored(url: str) -> Iterator[list[str]]:
    """Commands Redis executes while inside the block, as MONITOR prints them.

    Each line is ``<command>`` for a client command or ``lua:<command>`` for one a script
    runs. Only meaningful on a Redis nobody else is using (the embedded one).
    """
    seen: list[str] = []
    watcher = redis.Redis.from_url(url)
    ready = threading.Event()

    def listen() -> None:
        with watcher.monitor() as monitor:
            ready.set()
            for entry in monitor.listen():
                command = str(entry["command"])
                if MONITOR_SENTINEL in command:
                    return
                name = command.split(" ", 1)[0].upper()
                seen.append(f"lua:{name}" if entry.get("client_type") == "lua" else name)

    thread = threading.Thread(target=listen, daemon=True)
    thread.start()
    ready.wait(5)
    try:
        yield seen
    finally:
        redis.Redis.from_url(url).echo(MONITOR_SENTINEL)
        thread.join(5)


def app_clients(app: Flask) -> list[redis.Redis]:
    """The Redis clients a request may use: the game store's, and the one the rate limits
    (and the bot queues) are counted on, a distinct client even on the same Redis."""
    store: redis.Redis = app.extensions["games"].store.client
    limits: redis.Redis = app.extensions["limiter"].client
    return [store] if limits is store else [store, limits]


def human_players(players: int) -> list[dict[str, Any]]:
    return [{"name": f"p{i}", "bot": None} for i in range(players)]


def game_requests(client: FlaskClient, game: str, players: int) -> dict[str, Callable[[], Any]]:
    """Closures for one game: create it, read it as the seat to act, act as that seat."""
    made: dict[str, Any] = {}

    def create() -> None:
        response = client.post("/games", json={"game": game, "players": human_players(players),
                                                "seed": 7})
        assert response.status_code == 201, response.get_json()
        body = response.get_json()
        made["id"] = body["id"]
        made["tokens"] = {s["index"]: s["token"] for s in body["seats"] if s["token"]}

    def read() -> None:
        seat = min(made["tokens"])
        headers = {"Authorization": f"Bearer {made['tokens'][seat]}"}
        response = client.get(f"/games/{made['id']}", headers=headers)
        assert response.status_code == 200
        body = response.get_json()
        made["actor"] = body["to_act"][0]
        if body["seat"] != made["actor"]:
            headers = {"Authorization": f"Bearer {made['tokens'][made['actor']]}"}
            body = client.get(f"/games/{made['id']}", headers=headers).get_json()
        made["body"] = body

    def act() -> None:
        body = made["body"]
        headers = {"Authorization": f"Bearer {made['tokens'][made['actor']]}"}
        response = client.post(
            f"/games/{made['id']}/actions", headers=headers,
            json={"action": body["legal_actions"][0], "version": body["version"]},
        )
        assert response.status_code == 200, response.get_json()

    return {"create": create, "read": read, "act": act}


def count_game(counter: CommandCounter, client: FlaskClient, game: str, players: int
               ) -> dict[str, list[Trip]]:
    """Round trips of ``POST /games``, ``GET /games/{id}`` and two actions of one game."""
    steps = game_requests(client, game, players)
    out = {"POST /games": counter.measure(steps["create"])}
    out["GET /games/{id}"] = counter.measure(steps["read"])
    out["POST /games/{id}/actions (1st)"] = counter.measure(steps["act"])
    steps["read"]()
    out["POST /games/{id}/actions"] = counter.measure(steps["act"])
    return out


def describe(trips: list[Trip]) -> str:
    return ", ".join("+".join(t) if len(t) > 1 else t[0] for t in trips) or "-"


def main(argv: list[str] | None = None) -> int:
    from bench.stack import scratch_settings
    from engines.registry import engines
    from service import create_app

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=None,
                        help="players per game (default: each game's smallest count)")
    args = parser.parse_args(argv)

    with scratch_settings() as settings:
        app = create_app({"SETTINGS": settings, "TESTING": True})
        counter = CommandCounter()
        for redis_client in app_clients(app):
            counter.install(redis_client)
        client = app.test_client()
        limits = app.extensions["limiter"]
        print(f"Redis round trips per request (in-process, counted at the connection of "
              f"the game store and of the rate limits; Redis "
              f"{os.environ.get('REDIS_URL') or 'embedded'}; rate limits "
              f"{'on (defaults unless TTG_RATE_* say otherwise)' if limits.enabled else 'off'})")
        print(f"{'game':<18} {'request':<32} {'trips':>5}  commands (one round trip each)")
        for name, engine in engines().items():
            players = args.players or min(engine.player_counts)
            game_requests(client, name, players)["create"]()  # warm the pool
            for request, trips in count_game(counter, client, name, players).items():
                print(f"{name:<18} {request:<32} {len(trips):>5}  {describe(trips)}")
        if not os.environ.get("REDIS_URL"):  # MONITOR only on our own embedded Redis
            name = next(iter(engines()))
            steps = game_requests(client, name, min(engines()[name].player_counts))
            steps["create"]()
            steps["read"]()
            with monitored(settings.redis_url) as seen:
                steps["act"]()
            outside = [c for c in seen if not c.startswith("lua:")]
            inside = [c[4:] for c in seen if c.startswith("lua:")]
            print(f"\nMONITOR, one POST /games/{{id}}/actions of {name}: "
                  f"{len(outside)} client commands ({', '.join(outside)}); "
                  f"inside the Lua script: {', '.join(inside) or 'none'}")
        print("\nAn action is one EVALSHA read (the rate-limit counters, then the record: "
              "HMGET without limits) and one EVALSHA commit (the compare-and-set script); a "
              "process's first call of a script may add SCRIPT LOAD + a retried EVALSHA "
              "once per Redis (NOSCRIPT).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
