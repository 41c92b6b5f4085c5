"""bench.scale's sizing arithmetic and its workers at another decision budget."""

from __future__ import annotations

import gc
import math
import random
import subprocess
import time
from typing import Any

import pytest

from bench import budget_worker, scale, stack
from engines.registry import get_engine
from worker.bots import LEVELS, expert, get_bot, ismcts, pimc
from worker.jobs import bot_action


@pytest.fixture
def levels() -> Any:
    """Put worker.bots.LEVELS back as it was after a test that changes it."""
    saved = dict(LEVELS)
    yield LEVELS
    LEVELS.clear()
    LEVELS.update(saved)


def test_the_default_bot_budget_is_every_search_levels() -> None:
    assert scale.BOT_BUDGET == pimc.TIME_LIMIT == ismcts.TIME_LIMIT == expert.TIME_LIMIT
    for level in ("pimc", "ismcts", "expert"):
        assert getattr(LEVELS[level], "budget").seconds == scale.BOT_BUDGET  # noqa: B009


def test_the_worker_sizing_of_2026_12_04_is_reproduced() -> None:
    # bench/results/scale/2026-12-04.txt: decisions / the worker's CPU seconds
    decisions = {"random": 381 / 1.1, "greedy": 804 / 4.1, "ismcts": 73 / 9.9}
    cores = [scale.worker_cores(games, decisions) for games in scale.GAME_COUNTS]
    assert [math.ceil(c) for c in cores] == [4, 40, 395]  # the table rounds up
    assert [round(scale.actions_per_second(g)) for g in scale.GAME_COUNTS] == [
        167, 1667, 16667]
    faster = {**decisions, "ismcts": 3 * 7.4}  # a search three times as cheap per decision
    assert scale.worker_cores(100_000, faster) < cores[-1] / 2


def test_at_budget_changes_the_search_levels_only(levels: Any) -> None:
    before = dict(levels)
    changed = budget_worker.at_budget(0.1)
    assert changed == ["pimc", "ismcts", "expert"]
    for level in changed:
        bot, old = levels[level], before[level]
        assert bot is not old and type(bot) is type(old)
        assert bot.budget.seconds == 0.1 and bot.budget.iterations == old.budget.iterations
        assert old.budget.seconds == scale.BOT_BUDGET  # the shipped bot is left as it was
    assert levels["random"] is before["random"] and levels["greedy"] is before["greedy"]
    with pytest.raises(ValueError):
        budget_worker.at_budget(0)


def test_a_job_decides_on_the_budget_given(levels: Any) -> None:
    """The worker's own decision step (``bot_action`` on ``get_bot``) spends the new
    budget: at least 0.02 s of CPU (the time binds, not the iteration caps) and far less
    than the default 0.3 s.

    The collector is held off while each decision is timed. In a CI run of the whole
    suite one 0.02 s decision measured 0.21 s, where alone it measures 0.020-0.023 s; a
    full collection of the session's heap landing inside it is the likely cause, and that
    CPU is not the search's, which is what this test asks about."""
    budget_worker.at_budget(0.02)
    engine = get_engine("mission-calaveras")
    state = engine.new_game(4, None, 5)
    seat = engine.to_act(state)[0]
    while len(engine.legal_actions(state, seat)) < 2:  # a choice, so the search runs
        state = engine.apply(state, seat, engine.legal_actions(state, seat)[0])
        seat = engine.to_act(state)[0]
    for level in ("expert", "ismcts", "pimc"):
        gc.disable()
        try:
            started = time.thread_time()
            action = bot_action(get_bot(level), engine, state, seat, random.Random(1))
            spent = time.thread_time() - started
        finally:
            gc.enable()
        assert action in engine.legal_actions(state, seat)
        assert 0.02 <= spent < 0.2, (level, spent)


def test_the_worker_is_started_at_the_budget_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    commands: list[list[str]] = []

    def popen(command: list[str], **_: Any) -> Any:
        commands.append(command)
        return None

    monkeypatch.setattr(subprocess, "Popen", popen)
    stack.worker({})
    stack.worker({}, 0.1)
    assert [c[1:] for c in commands] == [["-m", "worker"], ["-m", "bench.budget_worker", "0.1"]]


def test_the_budget_worker_needs_its_budget() -> None:
    with pytest.raises(SystemExit):
        budget_worker.main([])


def test_scale_refuses_a_budget_of_nothing() -> None:
    with pytest.raises(SystemExit):
        scale.main(["--bot-budget", "0", "--workers-only"])


def test_each_level_is_measured_on_keys_and_a_queue_of_its_own() -> None:
    env = {"TTG_KEY_PREFIX": "scale-1", "TTG_BOT_QUEUE": "scale-1", "REDIS_URL": "x"}
    random_env, ismcts_env = scale.level_env(env, "random"), scale.level_env(env, "ismcts")
    for key in ("TTG_KEY_PREFIX", "TTG_BOT_QUEUE"):
        assert len({env[key], random_env[key], ismcts_env[key]}) == 3
    assert random_env["REDIS_URL"] == "x" and env["TTG_KEY_PREFIX"] == "scale-1"
