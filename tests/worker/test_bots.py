"""Bot levels: legal play on every engine, fairness, heuristics, search sanity.

Search runs on small iteration budgets with no time cap, so every result here is
deterministic and quick; strength is measured by ``python -m bench.bots``, not here.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any, cast

import pytest
from flask.testing import FlaskClient

from engines import Action, Engine, Outcome, engines
from worker.bots import LEVELS, Bot, Decision, get_bot
from worker.bots.greedy import GreedyBot
from worker.bots.heuristics import HEURISTIC_MODULES, heuristic_for, outcome_rewards
from worker.bots.ismcts import ISMCTSBot
from worker.bots.random_bot import RandomBot

ENGINES = engines()

TEST_BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "greedy": lambda: GreedyBot(samples=2),
    "ismcts": lambda: ISMCTSBot(iterations=24, time_limit=None),
}
"""Every level, on budgets small enough for the suite (search without a time cap)."""


def player_counts(engine: Engine[Any]) -> list[int]:
    return sorted({min(engine.player_counts), max(engine.player_counts)})


LEVEL_CASES = [
    (level, name, players)
    for level in LEVELS
    for name, engine in ENGINES.items()
    for players in player_counts(engine)
]


def decide(bot: Bot, engine: Engine[Any], state: Any, seat: int, rng: random.Random) -> Action:
    """What ``bot`` plays for ``seat``, given only what the worker gives it."""
    decision = Decision(engine, seat, engine.view(state, seat), engine.legal_actions(state, seat))
    return bot.choose(decision, rng)


def test_every_level_is_registered_weakest_first() -> None:
    assert list(LEVELS) == ["random", "greedy", "ismcts"]
    for level, bot in LEVELS.items():
        assert bot.level == level
        assert bot.description
        assert get_bot(level) is bot
    with pytest.raises(ValueError, match="unknown bot level"):
        get_bot("grandmaster")


def test_every_test_budget_covers_a_level() -> None:
    assert set(TEST_BOTS) == set(LEVELS)
    for level, make in TEST_BOTS.items():
        assert type(make()) is type(LEVELS[level])


def test_game_types_lists_the_levels(client: FlaskClient) -> None:
    listed = json.dumps(client.get("/game-types").json)
    for level in LEVELS:
        assert f'"{level}"' in listed


@pytest.mark.parametrize(("level", "name", "players"), LEVEL_CASES)
def test_level_plays_a_whole_game_against_random(level: str, name: str, players: int) -> None:
    engine = ENGINES[name]
    bot = TEST_BOTS[level]()
    opponent = RandomBot()
    seed = 11 + players
    state = engine.new_game(players, None, seed)
    bot_seats = {s for s in range(len(engine.seats(state))) if s % 2 == 0}
    version = 0
    bot_moves = 0
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        player = bot if seat in bot_seats else opponent
        action = decide(player, engine, state, seat, random.Random(f"{seed}/{version}/{seat}"))
        assert action in legal
        bot_moves += player is bot
        state = engine.apply(state, seat, action)  # apply checks legality again
        version += 1
    assert bot_moves > 0
    assert engine.outcome(state) is not None


# --- fairness -------------------------------------------------------------------------


class SpyEngine:
    """Passes every call through to an engine, failing if any argument is a real state."""

    def __init__(self, engine: Engine[Any], forbidden: list[Any]) -> None:
        self._engine = engine
        self._forbidden = forbidden
        self.calls = 0

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._engine, name)
        if not callable(value):
            return value

        def checked(*args: Any, **kwargs: Any) -> Any:
            for arg in (*args, *kwargs.values()):
                assert all(arg is not real for real in self._forbidden), (
                    f"the bot handed engine.{name} a real game state"
                )
            self.calls += 1
            return value(*args, **kwargs)

        return checked


def twin_positions(engine: Engine[Any], players: int, seed: int) -> Iterator[tuple[Any, Any, int]]:
    """Pairs of real states a seat cannot tell apart (same view, other hidden cards),
    at decisions with a choice, along a random game. A resample always draws a new seed;
    positions where only the seed differs (Caretos's set-up: nothing dealt yet) are skipped."""
    rng = random.Random(seed)
    state = engine.new_game(players, None, seed)
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        if len(legal) > 1:
            view = engine.view(state, seat)
            twin = engine.resample(view, seat, random.Random(rng.random()))
            if _without_seed(engine.dump(twin)) != _without_seed(engine.dump(state)):
                yield state, twin, seat
        engine.advance(state, seat, rng.choice(legal))


def _without_seed(data: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in data.items() if key != "seed"}


FAIR_CASES = [(level, name) for level in LEVELS if level != "random" for name in ENGINES]


@pytest.mark.parametrize(("level", "name"), FAIR_CASES)
def test_decision_is_unchanged_when_hidden_cards_are_reshuffled(level: str, name: str) -> None:
    engine = ENGINES[name]
    bot = TEST_BOTS[level]()
    checked = 0
    for players in player_counts(engine):
        for real, twin, seat in twin_positions(engine, players, seed=5 + players):
            view = engine.view(real, seat)
            assert engine.view(twin, seat) == view
            assert engine.legal_actions(twin, seat) == engine.legal_actions(real, seat)
            assert engine.dump(twin) != engine.dump(real)
            choices = []
            for state in (real, twin):
                spy = SpyEngine(engine, [real, twin])
                decision = Decision(
                    cast(Engine[Any], spy), seat, engine.view(state, seat),
                    engine.legal_actions(state, seat),
                )
                choices.append(bot.choose(decision, random.Random(f"fair/{checked}")))
                assert spy.calls > 0  # the bot did search, through the spy
            assert choices[0] == choices[1]
            checked += 1
            if checked % 6 == 0:
                break
    assert checked >= 6


def test_twin_states_really_differ_in_hidden_cards() -> None:
    for name, engine in ENGINES.items():
        real, twin, seat = next(twin_positions(engine, max(engine.player_counts), seed=3))
        others = [s for s in range(len(engine.seats(real))) if s != seat]
        assert engine.view(real, seat) == engine.view(twin, seat), name
        assert any(engine.view(real, s) != engine.view(twin, s) for s in others), name


def test_ismcts_is_deterministic_without_a_time_cap() -> None:
    for engine in ENGINES.values():
        _, state, seat = next(twin_positions(engine, min(engine.player_counts), seed=8))
        bot = ISMCTSBot(iterations=40, time_limit=None)
        first = decide(bot, engine, state, seat, random.Random("same"))
        again = decide(bot, engine, state, seat, random.Random("same"))
        assert first == again


def test_ismcts_stops_at_its_time_limit() -> None:
    import time

    engine = ENGINES["mission-calaveras"]
    _, state, seat = next(twin_positions(engine, 4, seed=2))
    bot = ISMCTSBot(iterations=10**9, time_limit=0.05)
    started = time.perf_counter()
    decide(bot, engine, state, seat, random.Random(1))
    assert time.perf_counter() - started < 1.0
    # even a budget spent before the search starts gives a legal move
    action = decide(ISMCTSBot(time_limit=0.0), engine, state, seat, random.Random(1))
    assert action in engine.legal_actions(state, seat)


# --- heuristics -------------------------------------------------------------------------


def test_every_registered_engine_has_a_heuristic() -> None:
    for name in ENGINES:
        assert name in HEURISTIC_MODULES
        assert heuristic_for(name).scale > 0
    with pytest.raises(ValueError, match="no bot heuristic"):
        heuristic_for("chess")


@pytest.mark.parametrize("name", list(ENGINES))
def test_heuristic_reads_the_view_alone(name: str) -> None:
    """Same view, same value; a JSON copy of the view (nothing but its content) too; and
    the value moves as the game does (it is not a constant)."""
    engine = ENGINES[name]
    heuristic = heuristic_for(name)
    seen: set[float] = set()
    for players in player_counts(engine):
        for real, twin, seat in twin_positions(engine, players, seed=21):
            view = engine.view(real, seat)
            value = heuristic.value(view, seat)
            assert heuristic.value(engine.view(twin, seat), seat) == value
            assert heuristic.value(json.loads(json.dumps(view)), seat) == value
            assert 0.0 <= heuristic.reward(view, seat) <= 1.0
            seen.add(round(value, 6))
    assert len(seen) > 3


def test_heuristic_rates_a_won_game_above_a_lost_one() -> None:
    for name, engine in ENGINES.items():
        state = engine.new_game(min(engine.player_counts), None, 4)
        rng = random.Random(4)
        while engine.outcome(state) is None:
            seat = engine.to_act(state)[0]
            engine.advance(state, seat, rng.choice(engine.legal_actions(state, seat)))
        outcome = engine.outcome(state)
        assert outcome is not None
        heuristic = heuristic_for(name)
        seats = [i.index for i in engine.seats(state) if not i.ghost]
        values = {s: heuristic.value(engine.view(state, s), s) for s in seats}
        best = [s for s in seats if outcome.ranks[s] == min(outcome.ranks)]
        worst = [s for s in seats if outcome.ranks[s] == max(outcome.ranks)]
        if best != worst:
            assert min(values[s] for s in best) > max(values[s] for s in worst), name


def test_outcome_rewards_follow_ranks() -> None:
    def rewards(ranks: tuple[int, ...]) -> list[float]:
        return outcome_rewards(Outcome(winners=(), ranks=ranks, reason="test"))

    assert rewards((1, 2)) == [1.0, 0.0]
    assert rewards((2, 1, 2, 1)) == [0.0, 1.0, 0.0, 1.0]
    assert rewards((1, 2, 3)) == [1.0, 0.5, 0.0]
    assert rewards((1, 1)) == [0.5, 0.5]


# --- search sanity ------------------------------------------------------------------------


def winning_positions(count: int) -> list[tuple[Any, int, list[Action], list[Action]]]:
    """Mission Calaveras positions where some legal plays win at once (the designation
    is public, so they win whatever the hidden cards) and others do not."""
    engine = ENGINES["mission-calaveras"]
    found: list[tuple[Any, int, list[Action], list[Action]]] = []
    for seed in range(200):
        rng = random.Random(seed)
        state = engine.new_game(4, None, seed)
        while engine.outcome(state) is None and len(found) < count:
            seat = engine.to_act(state)[0]
            legal = engine.legal_actions(state, seat)
            winning = []
            for action in legal:
                outcome = engine.outcome(engine.apply(state, seat, action))
                if outcome is not None and seat in outcome.winners:
                    winning.append(action)
            if winning and len(winning) < len(legal):
                found.append((state, seat, winning, legal))
                break
            engine.advance(state, seat, rng.choice(legal))
        if len(found) >= count:
            break
    return found


def test_greedy_and_ismcts_take_an_immediate_win() -> None:
    engine = ENGINES["mission-calaveras"]
    positions = winning_positions(4)
    assert len(positions) == 4
    for i, (state, seat, winning, _) in enumerate(positions):
        for bot in (GreedyBot(), ISMCTSBot(iterations=300, time_limit=None)):
            assert decide(bot, engine, state, seat, random.Random(i)) in winning


# --- the benchmark's harness (not the benchmark: two tiny games) ----------------------------


def test_benchmark_harness_plays_and_prints(capsys: pytest.CaptureFixture[str]) -> None:
    from bench.bots import main, wilson

    low, high = wilson(30, 40)
    assert low < 0.75 < high
    assert wilson(40, 40)[1] == 1.0
    assert main(["--engine", "mission-calaveras", "--games", "2", "--pair", "greedy:random"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("mission-calaveras | 4 | greedy vs random | 2 |")
    assert "greedy" in lines[1] and "ms" in lines[1]
