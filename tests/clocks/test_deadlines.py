"""The deadline set on a real Redis: claims are exclusive and leased; firing enqueues once."""

from __future__ import annotations

import threading

import pytest
import redis
from rq.job import Job, JobStatus

from store.bot_turns import deadlines_for, games_for
from store.deadlines import CLAIM_LEASE, Deadlines, job_id, member
from store.settings import Settings

SWEEPERS = 8
"""Sweepers claiming the same due deadlines at once."""


def fresh(settings: Settings, name: str) -> Deadlines:
    deadlines = deadlines_for(redis.Redis.from_url(settings.redis_url), settings)
    deadlines.key = f"{settings.key_prefix}:deadlines-{name}"
    return deadlines


def test_concurrent_claims_take_each_due_deadline_once_and_lease_it(settings: Settings) -> None:
    deadlines = fresh(settings, "claims")
    deadlines.replace("g1", None, 2, 4, {0: 100.0, 1: 105.0})
    deadlines.replace("g2", None, 1, 0, {0: 500.0})  # not due at 200
    start = threading.Barrier(SWEEPERS)
    taken: list[tuple[str, int, int]] = []

    def sweep() -> None:
        start.wait()
        taken.extend(deadlines.claim(200.0))

    threads = [threading.Thread(target=sweep) for _ in range(SWEEPERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(taken) == [("g1", 4, 0), ("g1", 4, 1)]
    pending = deadlines.pending()
    assert pending[member("g1", 4, 0)] == 200.0 + CLAIM_LEASE  # leased, not gone
    assert deadlines.claim(200.0 + CLAIM_LEASE - 1) == []
    assert len(deadlines.claim(200.0 + CLAIM_LEASE)) == 2  # a dead claimer's are due again
    deadlines.replace("g1", 4, 2, 5, {1: 300.0})  # the next version replaces them
    assert set(deadlines.pending()) == {member("g2", 0, 0), member("g1", 5, 1)}
    deadlines.ensure("g1", 5, {1: 999.0})  # NX: a pending one keeps its score
    assert deadlines.pending()[member("g1", 5, 1)] == 300.0
    deadlines.done("g1", 5, 1)
    assert set(deadlines.pending()) == {member("g2", 0, 0)}


def test_fire_enqueues_a_due_deadline_once_and_again_only_when_its_job_ended(
    settings: Settings,
) -> None:
    deadlines = fresh(settings, "fire")
    deadlines.replace("gf", None, 1, 3, {0: 10.0})
    jid = job_id("gf", 3, 0)
    assert deadlines.fire(10.0) == [jid]
    assert deadlines.fire(10.0 + CLAIM_LEASE) == []  # still queued: not enqueued twice
    job = Job.fetch(jid, connection=deadlines.connection)
    assert job.get_status() == JobStatus.QUEUED and job.args == ("gf", 3, 0)
    deadlines.queue.remove(job)
    job.set_status(JobStatus.FINISHED)  # it ran and found its deadline early
    assert deadlines.fire(10.0 + 2 * CLAIM_LEASE) == [jid]
    deadlines.queue.empty()


def test_the_commit_itself_moves_the_deadlines(settings: Settings,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Create and every action write the deadline set in their own script: no crash
    between the commit and the scheduling can lose a deadline, and no round trip more."""
    games = games_for(redis.Redis.from_url(settings.redis_url), settings)
    assert games.deadlines is not None and games.store.deadline_key == games.deadlines.key

    def apart(*args: object) -> None:
        raise AssertionError("the deadlines were written apart from the commit")

    for name in ("replace", "ensure"):
        monkeypatch.setattr(games.deadlines, name, apart)
    game, tokens, _ = games.create("caretos", [{"name": "a"}, {"name": "b"}],
                                   {"turn_seconds": 600}, None)
    seat = game.to_act()[0]
    assert games.deadlines.pending()[member(game.id, 0, seat)] == \
        game.doc["clocks"][seat]["deadline"]
    after = games.act(game.id, tokens[seat], game.engine.legal_actions(game.state, seat)[0], 0)
    games.nudge(games.get(game.id))
    mine = {m: t for m, t in games.deadlines.pending().items() if m.startswith(game.id)}
    assert member(game.id, 0, seat) not in mine
    assert mine == {member(game.id, 1, s): after.doc["clocks"][s]["deadline"]
                    for s in after.to_act()}


def test_reading_a_game_puts_back_a_deadline_a_crash_lost(settings: Settings) -> None:
    """Where the deadlines are written apart from the commit (a cluster), a read puts back
    one a crash lost between the two."""
    games = games_for(redis.Redis.from_url(settings.redis_url), settings)
    games.store.deadline_key = None
    assert games.deadlines is not None
    game, _, _ = games.create("caretos", [{"name": "a"}, {"name": "b"}],
                              {"turn_seconds": 600}, None)
    seat = game.to_act()[0]
    key = member(game.id, 0, seat)
    assert games.deadlines.pending()[key] == game.doc["clocks"][seat]["deadline"]
    games.deadlines.done(game.id, 0, seat)  # as if the process died before scheduling it
    games.nudge(games.get(game.id))
    assert games.deadlines.pending()[key] == game.doc["clocks"][seat]["deadline"]
    untimed, _, _ = games.create("caretos", [{"name": "a"}, {"name": "b"}],
                                 {"turn_seconds": 0}, None)  # chosen: no limit
    games.nudge(untimed)
    assert not [m for m in games.deadlines.pending() if m.startswith(untimed.id)]
