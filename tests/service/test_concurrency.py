"""N clients acting on one version at once: exactly one action lands."""

from __future__ import annotations

import threading
from collections import Counter
from typing import Any

import redis
import requests

from store.bot_levels import BOT_LEVELS
from store.errors import VersionConflict
from store.games import Games
from store.redis_store import CommitResult, GameStore
from store.settings import Settings

THREADS = 32


def test_32_concurrent_actions_on_one_version_apply_once(live_server: str) -> None:
    created = requests.post(
        f"{live_server}/games",
        json={"game": "mission-calaveras", "players": [{"name": f"p{i}"} for i in range(4)]},
        timeout=10,
    ).json()
    url = f"{live_server}/games/{created['id']}"
    seat = requests.get(url, timeout=10).json()["to_act"][0]
    token = next(s["token"] for s in created["seats"] if s["index"] == seat)
    headers = {"Authorization": f"Bearer {token}"}
    action = requests.get(url, headers=headers, timeout=10).json()["legal_actions"][0]

    barrier = threading.Barrier(THREADS)
    statuses: list[int] = []
    lock = threading.Lock()

    def post() -> None:
        session = requests.Session()
        barrier.wait()
        response = session.post(f"{url}/actions", headers=headers,
                                json={"action": action, "version": 0}, timeout=30)
        with lock:
            statuses.append(response.status_code)

    threads = [threading.Thread(target=post) for _ in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert Counter(statuses) == Counter({200: 1, 409: THREADS - 1})
    log = requests.get(f"{url}/log", timeout=10).json()
    assert [e["version"] for e in log["entries"]] == [1]
    assert requests.get(url, timeout=10).json()["version"] == 1


# --- the compare-and-set is what makes it once ----------------------------------------------

UNCHECKED_COMMIT = """
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'doc', ARGV[3])
redis.call('RPUSH', KEYS[2], ARGV[4])
return {1, tonumber(ARGV[2])}
"""
"""A broken commit: writes whatever version it was handed, never comparing."""

RACERS = 8


class MeetingStore(GameStore):
    """Holds every commit until all racers are ready to commit (each read version 0)."""

    def __init__(self, client: redis.Redis, prefix: str, barrier: threading.Barrier,
                 script: str | None = None) -> None:
        super().__init__(client, prefix)
        self.barrier = barrier
        if script is not None:
            self._commit = client.register_script(script)

    def commit(self, *args: Any, **kwargs: Any) -> CommitResult:
        self.barrier.wait()
        return super().commit(*args, **kwargs)


def race(settings: Settings, script: str | None) -> tuple[list[str], int]:
    """RACERS threads act on version 0 of one game; (their outcomes, log length)."""
    conn = redis.Redis.from_url(settings.redis_url)
    plain = Games(GameStore(conn, settings.key_prefix), settings, BOT_LEVELS)
    game, tokens, _ = plain.create("mission-calaveras", [{"name": f"p{i}"} for i in range(4)],
                                None, 11)
    seat = game.to_act()[0]
    action = game.engine.legal_actions(game.state, seat)[0]
    barrier = threading.Barrier(RACERS)
    outcomes: list[str] = []

    def act() -> None:
        store = MeetingStore(redis.Redis.from_url(settings.redis_url), settings.key_prefix,
                             barrier, script)
        try:
            Games(store, settings, BOT_LEVELS).act(game.id, tokens[seat], action, 0)
            outcomes.append("applied")
        except VersionConflict:
            outcomes.append("conflict")

    threads = [threading.Thread(target=act) for _ in range(RACERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return outcomes, len(plain.store.log(game.id))


def test_racers_that_all_passed_the_version_check_still_land_once(settings: Settings) -> None:
    outcomes, logged = race(settings, None)
    assert Counter(outcomes) == Counter({"applied": 1, "conflict": RACERS - 1})
    assert logged == 1


def test_without_the_compare_in_the_commit_the_race_test_fails(settings: Settings) -> None:
    """The race above can fail: a commit that does not compare lets every racer land."""
    outcomes, logged = race(settings, UNCHECKED_COMMIT)
    assert Counter(outcomes) == Counter({"applied": RACERS})
    assert logged == RACERS
