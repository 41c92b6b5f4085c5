"""Every game reaches an end in bounded time (issue 30), through the service.

Flask's test client and the real Redis; bot turns, timeouts and the waiting-game expiry
run in-process as the workers would run them (``play_bot_turn``, ``play_timeout``,
``sweep_waiting``); the store's clock (``store.clocks.now``) is driven by the test, so a
deadline or an expiry passes at once and deterministically. Each seeded table mixes random
bots with people who play, resign, time out now and then, vanish for good, or leave an open
seat nobody takes; creators sometimes call a waiting game off. Every game must end
``finished`` or ``aborted`` within ``VERSION_BOUND`` versions and ``STEP_BOUND`` moves of
the test, and within ``time_bound`` seconds of the store's clock (the waiting expiry plus
the default turn limit for each decision people owe).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

from engines import engines
from service import create_app
from store import clocks
from store.bot_turns import games_for
from store.redis_client import game_store_client
from store.settings import Settings
from store.table_options import DEFAULT_SHARED_TURN_SECONDS
from tests.conftest import env_for
from worker.jobs import MAX_BOT_VERSIONS, play_bot_turn, play_timeout
from worker.sweep import sweep_waiting

GAMES = 36
"""Seeded tables: every engine at every seat count about three times (~1 minute of CPU)."""

VERSION_BOUND = MAX_BOT_VERSIONS
"""No game may come near the server's own cap: each ends by its rules or an abort first."""

STEP_BOUND = 2 * MAX_BOT_VERSIONS
"""Moves of the test (an action, a bot turn, a timeout, a seat change, a sweep)."""

WAITING_TTL = 3600
"""The waiting expiry of these tables (seconds of the store's clock)."""

PLANS = ("plays", "plays", "resigns", "slow", "vanishes")
"""What a person at the table does: play, resign at some point, miss deadlines now and
then, or stop answering for good (only where a turn limit exists: more than one person)."""

CASES = [(name, n) for name, engine in engines().items() for n in engine.player_counts]


class Clock:
    """The store's clock in this test: real time plus what the test skips ahead."""

    def __init__(self) -> None:
        self.skipped = 0.0
        self.real = clocks.now

    def __call__(self) -> float:
        return self.real() + self.skipped

    def skip_to(self, when: float) -> None:
        self.skipped += max(0.0, when - self())


@pytest.fixture
def table(settings: Settings, monkeypatch: pytest.MonkeyPatch
          ) -> Iterator[tuple[FlaskClient, Settings, Clock]]:
    own = dataclasses.replace(settings, bot_queue=f"{settings.bot_queue}-endings",
                              waiting_ttl=WAITING_TTL, bot_backlog=10**6)  # jobs run here
    for key, value in env_for(own).items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("TTG_WAITING_TTL", str(WAITING_TTL))
    monkeypatch.setenv("TTG_BOT_BACKLOG", str(10**6))
    clock = Clock()
    monkeypatch.setattr(clocks, "now", clock)
    yield create_app({"SETTINGS": own, "TESTING": True}).test_client(), own, clock


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_every_service_game_ends_within_the_bound(
    table: tuple[FlaskClient, Settings, Clock],
) -> None:
    client, settings, clock = table
    games = games_for(game_store_client(settings), settings)
    ends: dict[str, int] = {}
    for number in range(GAMES):
        rng = random.Random(number)
        name, players = CASES[number % len(CASES)]
        seats: list[dict[str, Any]] = []
        for i in range(players):
            kind = rng.choice(("bot", "bot", "person", "open"))
            seats.append({"name": f"b{i}", "bot": "random"} if kind == "bot" else
                         {"open": True} if kind == "open" else {"name": f"p{i}"})
        created = client.post("/games", json={
            "game": name, "players": seats, "seed": number,
            "options": {"replacement_bot": "random"}}).json
        assert "id" in created, (number, seats, created)
        gid = created["id"]
        tokens = {s["index"]: s["token"] for s in created["seats"] if s["token"]}
        invites = {s["index"]: s["invite"] for s in created["seats"] if s["invite"]}
        people = sum(1 for s in seats if "bot" not in s or s["bot"] is None)
        plans = {i: rng.choice(PLANS if people > 1 else PLANS[:4]) for i in range(players)}
        moment = {i: rng.randrange(60) for i in range(players)}
        nobody_joins = rng.random() < 0.25
        creator_aborts = rng.random() < 0.1
        began = clock()
        owed = 0
        for step in range(STEP_BOUND):
            game = games.get(gid)
            assert game.version < VERSION_BOUND, f"game {number} ({name}/{players}) runs on"
            if game.status in ("finished", "aborted"):
                break
            if game.status == "waiting":
                open_seats = [s["index"] for s in game.seats if s.get("open")]
                if creator_aborts:
                    client.post(f"/games/{gid}/abort", headers=auth(created["creator_token"]))
                elif nobody_joins:
                    clock.skip_to(clock() + WAITING_TTL + 1)
                    sweep_waiting(games)
                else:
                    seat = open_seats[0]
                    joined = client.post(f"/games/{gid}/seats/{seat}/join",
                                         json={"name": f"j{seat}", "invite": invites[seat]})
                    assert joined.status_code == 201, joined.json
                    tokens[seat] = joined.json["token"]
                    if plans[seat] == "vanishes" and rng.random() < 0.3:  # leaves again
                        client.post(f"/games/{gid}/seats/{seat}/leave", headers=auth(
                            tokens.pop(seat)))
                        nobody_joins = True
                continue
            if game.bots_to_act():
                play_bot_turn(gid, game.version)
                continue
            owed += 1
            due = clocks.deadlines(game.doc)
            seat = game.to_act()[0]
            token = tokens.get(seat) or tokens[game.seats[seat]["controller"]]
            plan = plans[seat]
            if plan == "resigns" and step >= moment[seat]:
                client.post(f"/games/{gid}/resign", headers=auth(token))
            elif due and ((plan == "vanishes" and step >= moment[seat])
                          or (plan == "slow" and rng.random() < 0.3)):
                late, when = min(due.items(), key=lambda item: item[1])
                clock.skip_to(when + 0.01)
                play_timeout(gid, game.version, late)
            else:
                view = client.get(f"/games/{gid}", headers=auth(token)).json
                if view["legal_actions"]:
                    client.post(f"/games/{gid}/actions", headers=auth(token), json={
                        "action": rng.choice(view["legal_actions"]),
                        "version": view["version"]})
        final = games.get(gid)
        assert final.status in ("finished", "aborted"), (number, name, players, final.status)
        if final.status == "aborted":
            assert final.abort_reason
        time_bound = WAITING_TTL + 1 + owed * (DEFAULT_SHARED_TURN_SECONDS + 1)
        assert clock() - began <= time_bound + 60, (number, clock() - began)
        ends[final.status] = ends.get(final.status, 0) + 1
    assert ends.get("finished", 0) > GAMES // 3 and ends.get("aborted", 0) >= 1, ends
