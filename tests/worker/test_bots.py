"""Bot levels: legal play at every seat count, fairness, heuristics, search sanity.

Search runs on small iteration budgets with no time cap, so every result here is
deterministic and quick; strength is measured by ``python -m bench.bots``, not here.
"""

from __future__ import annotations

import itertools
import json
import random
import re
import sys
import time
import zlib
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from engines import Action, Engine, Outcome, engines
from engines.encantados.cards import KIND
from engines.mission_calaveras.cards import KIND as CALAVERAS_KINDS
from worker.bots import LEVELS, Bot, Decision, get_bot
from worker.bots import budget as budget_module
from worker.bots.budget import Budget
from worker.bots.expert import (
    CLOSING_TREE_ENCANTADOS_2,
    FLAT_AT,
    SETTINGS,
    SHORT_PLAYOUTS_CARETOS_2,
    SMALL_BUDGET,
    SMALL_BUDGET_SETTINGS,
    TABLE_SETTINGS,
    ExpertBot,
    calaveras_kind,
    round_closing,
    same_kind,
    twist_group,
    twist_kind_group,
)
from worker.bots.greedy import GreedyBot
from worker.bots.heuristics import (
    HEURISTIC_MODULES,
    fitted_heuristic,
    heuristic_for,
    outcome_rewards,
)
from worker.bots.ismcts import (
    _MEMO_TRIAL,
    ROLLOUT_DEPTH,
    ISMCTSBot,
    Settings,
    _Keys,
    _sample,
    _Search,
)
from worker.bots.pimc import ROUND_SCORED, PIMCBot
from worker.bots.random_bot import RandomBot
from worker.jobs import bot_action, decision_for

ENGINES = engines()

TEST_BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "greedy": lambda: GreedyBot(samples=2),
    "pimc": lambda: PIMCBot(playouts=6, time_limit=None),
    "ismcts": lambda: ISMCTSBot(iterations=8, time_limit=None),
    "expert": lambda: ExpertBot(iterations=8, time_limit=None),
}
"""Every level, on budgets small enough for the suite (search without a time cap)."""


def player_counts(engine: Engine[Any]) -> list[int]:
    return sorted({min(engine.player_counts), max(engine.player_counts)})


LEVEL_CASES = [
    (level, name, players)
    for level in LEVELS
    for name, engine in ENGINES.items()
    for players in engine.player_counts
]
"""Every level at every seat count of every game."""


def decide(bot: Bot, engine: Engine[Any], state: Any, seat: int, rng: random.Random) -> Action:
    """What ``bot`` plays for ``seat``, given only what the worker gives it."""
    return bot.choose(decision_for(engine, state, seat), rng)


def test_every_level_is_registered_weakest_first() -> None:
    assert list(LEVELS) == ["random", "greedy", "pimc", "ismcts", "expert"]
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
def test_level_plays_legal_moves_to_the_end(level: str, name: str, players: int) -> None:
    """The level holds every other seat (a ghost's decisions go to its controller),
    ``random`` the rest; ``engine.apply`` checks each move's legality again."""
    assert play_to_the_end(ENGINES[name], TEST_BOTS[level](), players, 11 + players) > 0


def play_to_the_end(engine: Any, bot: Bot, players: int, seed: int,
                    opponent: Bot | None = None) -> int:
    """A whole seeded game, ``bot`` at the even seats and ``opponent`` (``random`` unless
    given) at the others, each move checked against the legal actions (and by
    ``engine.apply`` again); the moves ``bot`` chose (every move where it is its own
    opponent)."""
    opponent = RandomBot() if opponent is None else opponent
    state = engine.new_game(players, None, seed)
    version = bot_moves = 0
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        player = bot if seat % 2 == 0 else opponent
        action = bot_action(player, engine, state, seat,
                            random.Random(f"{seed}/{version}/{seat}"))
        assert action in legal
        bot_moves += player is bot
        state = engine.apply(state, seat, action)
        version += 1
    return bot_moves


# --- fairness -------------------------------------------------------------------------


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


POSITIONS = 4
"""Twin pairs checked per game and seat count."""


def check_fair(bot: Bot, name: str, players: int) -> int:
    """Raise AssertionError unless ``bot`` decides alike on pairs of real states that
    differ only in cards the seat cannot see; return the pairs checked.

    Each pair goes through the worker's own decision step (``worker.jobs.bot_action``,
    with the real state in its frame, as in a job), with the same generator key: the job's
    input must be equal, and so must the decision.
    """
    engine = ENGINES[name]
    checked = 0
    for real, twin, seat in twin_positions(engine, players, seed=5 + players):
        assert engine.dump(twin) != engine.dump(real)
        assert decision_for(engine, real, seat) == decision_for(engine, twin, seat), (
            f"{name}: the job's input differs between states the seat cannot tell apart"
        )
        key = f"fair/{name}/{players}/{checked}"
        choices = [bot_action(bot, engine, state, seat, random.Random(key))
                   for state in (real, twin)]
        assert choices[0] == choices[1], (
            f"{bot.level} played {choices[0]} and {choices[1]} in {name} from one view"
        )
        checked += 1
        if checked == POSITIONS:
            break
    assert checked == POSITIONS
    return checked


FAIR_CASES = [
    (level, name, players)
    for level in LEVELS
    for name, engine in ENGINES.items()
    for players in player_counts(engine)
]


@pytest.mark.parametrize(("level", "name", "players"), FAIR_CASES)
def test_decision_depends_on_the_seats_information_alone(
    level: str, name: str, players: int
) -> None:
    assert check_fair(TEST_BOTS[level](), name, players) == POSITIONS


def test_a_decision_is_nothing_but_the_seats_information() -> None:
    """What the worker hands a bot: the engine (rules; it keeps no game state, only its
    compiled action shape checks), the seat, its view and its legal actions. A new field
    or engine attribute would be a new path to check."""
    assert list(Decision.__dataclass_fields__) == ["engine", "seat", "view", "legal"]
    for engine in ENGINES.values():
        assert set(vars(engine)) <= {"_shape_checkers"}, engine.name


class PeekingBot(Bot):
    """Unfair on purpose: climbs the caller's frames to the real state (which the job has
    in hand) and lets its hidden cards pick the move."""

    level = "peeking"
    description = "reads the real state from the worker's frames"

    def choose(self, decision: Decision, rng: random.Random) -> Action:
        engine = decision.engine
        state_type = type(engine.resample(decision.view, decision.seat, random.Random(0)))
        frame = sys._getframe(1)
        while frame is not None:
            for value in frame.f_locals.values():
                if type(value) is state_type:
                    secret = json.dumps(engine.dump(value), sort_keys=True).encode()
                    return decision.legal[zlib.crc32(secret) % len(decision.legal)]
            frame = frame.f_back  # type: ignore[assignment]
        raise AssertionError("no real state in the frames: the demonstration is broken")


@pytest.mark.parametrize("name", list(ENGINES))
def test_the_fairness_check_catches_a_bot_that_peeks(name: str) -> None:
    players = min(ENGINES[name].player_counts)
    with pytest.raises(AssertionError, match="peeking played"):
        check_fair(PeekingBot(), name, players)


def test_twin_states_really_differ_in_hidden_cards() -> None:
    for name, engine in ENGINES.items():
        real, twin, seat = next(twin_positions(engine, max(engine.player_counts), seed=3))
        others = [s for s in range(len(engine.seats(real))) if s != seat]
        assert engine.view(real, seat) == engine.view(twin, seat), name
        assert any(engine.view(real, s) != engine.view(twin, s) for s in others), name


@pytest.mark.parametrize("level", ["pimc", "ismcts", "expert"])
def test_search_is_deterministic_without_a_time_cap(level: str) -> None:
    for engine in ENGINES.values():
        _, state, seat = next(twin_positions(engine, min(engine.player_counts), seed=8))
        bot = TEST_BOTS[level]()
        first = decide(bot, engine, state, seat, random.Random("same"))
        again = decide(bot, engine, state, seat, random.Random("same"))
        assert first == again


# --- budgets ---------------------------------------------------------------------------


def test_a_budget_counts_iterations_and_cpu_time(monkeypatch: pytest.MonkeyPatch) -> None:
    meter = Budget(iterations=5, seconds=None).start()
    assert sum(1 for _ in iter(meter.more, False)) == 5
    clock = iter(float(t) for t in range(1000))
    monkeypatch.setattr("worker.bots.budget.time.thread_time", lambda: next(clock))
    meter = Budget(iterations=10**6, seconds=3.5).start()  # starts at CPU second 0
    done = sum(1 for _ in iter(meter.more, False))
    # the clock is read every CHECK_EVERY iterations, one CPU second per read
    assert done == 4 * budget_module.CHECK_EVERY
    with pytest.raises(ValueError, match="at least one iteration"):
        Budget(iterations=0, seconds=1.0)


def test_waiting_spends_no_cpu_budget() -> None:
    """The budget is the thread's CPU time: time spent off the CPU (a busy machine
    running others) does not count against it."""
    meter = Budget(iterations=10**6, seconds=5.0).start()
    for _ in range(budget_module.CHECK_EVERY):
        assert meter.more()
    time.sleep(0.2)
    assert meter.more()  # a wall-clock budget of 0.1 s would have run out
    assert Budget(iterations=10**6, seconds=0.0).start().more()  # the first is free


@pytest.mark.parametrize("level", ["pimc", "ismcts", "expert"])
def test_a_spent_budget_still_gives_a_legal_move(level: str) -> None:
    engine = ENGINES["mission-calaveras"]
    _, state, seat = next(twin_positions(engine, 4, seed=2))
    bot = type(LEVELS[level])(time_limit=0.0)  # type: ignore[call-arg]
    assert decide(bot, engine, state, seat, random.Random(1)) in engine.legal_actions(state, seat)


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


def decided_game(engine: Any, seed: int) -> tuple[Any, Outcome]:
    """A random game of ``engine`` that someone won and someone lost (not all tied)."""
    for game_seed in range(seed, seed + DECIDED_TRIES):
        state = engine.new_game(min(engine.player_counts), None, game_seed)
        rng = random.Random(game_seed)
        while (outcome := engine.outcome(state)) is None:
            seat = engine.to_act(state)[0]
            engine.advance(state, seat, rng.choice(engine.legal_actions(state, seat)))
        if min(outcome.ranks) != max(outcome.ranks):
            return state, outcome
    raise AssertionError(f"{engine.name}: {DECIDED_TRIES} random games, all tied")


DECIDED_TRIES = 50
"""Random games tried for one that is not a tie (ties are rare in every game)."""


def test_heuristic_rates_a_won_game_above_a_lost_one() -> None:
    for name, engine in ENGINES.items():
        state, outcome = decided_game(engine, 4)
        heuristic = heuristic_for(name)
        seats = [i.index for i in engine.seats(state) if not i.ghost]
        values = {s: heuristic.value(engine.view(state, s), s) for s in seats}
        best = [s for s in seats if outcome.ranks[s] == min(outcome.ranks)]
        worst = [s for s in seats if outcome.ranks[s] == max(outcome.ranks)]
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


def test_every_search_takes_an_immediate_win() -> None:
    engine = ENGINES["mission-calaveras"]
    positions = winning_positions(4)
    assert len(positions) == 4
    for i, (state, seat, winning, _) in enumerate(positions):
        for bot in (GreedyBot(), PIMCBot(playouts=2000, time_limit=None),
                    ISMCTSBot(iterations=300, time_limit=None),
                    ExpertBot(iterations=300, time_limit=None)):
            assert decide(bot, engine, state, seat, random.Random(i)) in winning, bot.level


def large_decision(players: int) -> tuple[Any, int, list[Action]]:
    """A Mission Calaveras decision with Twists among many legal actions."""
    engine = ENGINES["mission-calaveras"]
    for seed in range(100):
        rng = random.Random(seed)
        state = engine.new_game(players, None, seed)
        while engine.outcome(state) is None:
            seat = engine.to_act(state)[0]
            legal = engine.legal_actions(state, seat)
            if len(legal) > 60 and any(a["type"] == "twist" for a in legal):
                return state, seat, legal
            engine.advance(state, seat, rng.choice(legal))
    raise AssertionError("no large decision found")


def search(decision: Decision, settings: Settings, iterations: int) -> _Search:
    tree = _Search(decision, random.Random(4), heuristic_for(decision.engine.name), settings)
    for _ in range(iterations):
        tree.iterate()
    return tree


def test_move_groups_choose_the_card_before_the_destination() -> None:
    engine = ENGINES["mission-calaveras"]
    state, seat, legal = large_decision(4)
    groups = {twist_group(a) for a in legal}
    assert 1 < len(groups) < len(legal) / 2
    decision = decision_for(engine, state, seat)
    settings = Settings(group=twist_group, group_above=12)
    tree = search(decision, settings, 200)
    # the root's children are groups (each holding actions of one card), not actions
    assert 1 < len(tree.root.children) <= len(groups)
    for key, node in tree.root.children.items():
        assert node.action is not None  # a group node holds one of its actions
        assert key == (seat, "#", twist_group(node.action))
        assert {twist_group(child.action or {}) for child in node.children.values()} <= {
            twist_group(node.action)}
        assert node.visits == sum(child.visits for child in node.children.values())
    assert tree.best() in legal
    flat = search(decision, Settings(), len(legal))
    assert len(flat.root.children) == len(legal)  # ungrouped: each iteration tries an action


def test_pick_group_decides_from_the_most_visited_move_group() -> None:
    """By visits per action a lone action outvotes a group whose visits its members
    split (a Twist that moves nothing against a card's six destinations); with
    ``pick_group`` the decision is the top member of the group the tree visited most."""
    engine = ENGINES["mission-calaveras"]
    settings = Settings(group=twist_group, group_above=12)
    picked = replace(settings, pick_group=True)
    differed = 0
    for seed in range(1, 3):
        rng = random.Random(seed)
        state = engine.new_game(3, None, seed)
        for step in range(24):
            seat = engine.to_act(state)[0]
            legal = engine.legal_actions(state, seat)
            if step % 3 == 0 and len(legal) > 12:
                decision = decision_for(engine, state, seat)
                tree = search(decision, picked, 300)
                top_key, top = max(tree.root.children.items(), key=lambda kv: kv[1].visits)
                chosen = tree.best()
                assert chosen in legal
                assert (seat, "#", twist_group(chosen)) == top_key
                assert top.children[tree.keys(seat, chosen)].visits == max(
                    n.visits for n in top.children.values())
                plain = search(decision, settings, 300).best()  # the same tree, same rng
                differed += (seat, "#", twist_group(plain)) != top_key
            engine.advance(state, seat, legal[rng.randrange(len(legal))])
    assert differed  # the lone-action vote happens


def position(game: str, players: int, seed: int,
             wanted: Callable[[Any, list[Action]], bool]) -> tuple[Any, int, list[Action]]:
    """A position of ``game`` (with the seat to act and its legal actions) that
    ``wanted(state, legal)`` accepts, from random play on ``seed``."""
    engine = ENGINES[game]
    rng = random.Random(seed)
    state = engine.new_game(players, None, seed)
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        if wanted(state, legal):
            return state, seat, legal
        engine.advance(state, seat, legal[rng.randrange(len(legal))])
    raise AssertionError(f"no such position in this {game} game")


def caretos_choice(min_legal: int) -> tuple[Any, int, list[Action]]:
    """A Caretos state some seat must decide in, among at least ``min_legal`` actions."""
    return position("caretos", 3, 7, lambda _state, legal: len(legal) >= min_legal
                    and legal[0]["type"] != "choose_start")


def test_mast_playouts_play_the_action_of_the_best_mean() -> None:
    """With ``mast`` 1 every playout step plays the legal action whose mean reward so far
    is best (an action never played counts as best); with ``mast`` 0 the same numbers
    pick as the random playout does, whatever the statistics say."""
    engine = ENGINES["caretos"]
    state, seat, legal = caretos_choice(4)
    decision = decision_for(engine, state, seat)
    greedy = _Search(decision, random.Random(1), heuristic_for("caretos"), Settings(mast=1.0))
    keys = [greedy.mast_key(seat, a) for a in legal]
    assert len(set(keys)) == len(legal)
    for favoured in range(len(legal)):
        greedy.mast_stats = {k: [1.0, 10.0] for k in keys}  # every mean 0.1
        greedy.mast_stats[keys[favoured]] = [9.0, 10.0]  # this one 0.9
        played = engine.clone(state)
        trace: list[tuple[int, Any]] = []
        greedy.mast_moves(played, 1, random.Random(favoured).random, trace)
        assert trace == [(seat, keys[favoured])]
        expected = engine.clone(state)
        engine.advance(expected, seat, legal[favoured])
        assert engine.view(played, seat) == engine.view(expected, seat)
        # an action no iteration has played yet is tried before the best known one
        del greedy.mast_stats[keys[favoured - 1]]
        trace.clear()
        greedy.mast_moves(engine.clone(state), 1, random.Random(favoured).random, trace)
        assert trace == [(seat, keys[favoured - 1])]
    off = _Search(decision, random.Random(1), heuristic_for("caretos"), Settings(mast=0.0))
    off.mast_stats = {k: [9.0, 10.0] if k == keys[0] else [0.0, 10.0] for k in keys}
    picks = set()
    for n in range(40):
        trace = []
        off.mast_moves(engine.clone(state), 1, random.Random(n).random, trace)
        picks.add(trace[0][1])
        draw = random.Random(n).random
        draw()  # the first number chose between the policies
        assert trace[0][1] == keys[int(draw() * len(legal))]  # the random playout's pick
    assert len(picks) > 1


def test_mast_learns_from_every_move_of_an_iteration() -> None:
    """Each iteration credits every move it played, in the tree and in the playout, with
    the reward of the seat that played it; off (the default, ``ismcts``'s) it keeps none."""
    engine = ENGINES["caretos"]
    state, seat, legal = caretos_choice(3)
    decision = decision_for(engine, state, seat)
    tree = search(decision, Settings(mast=0.8), 60)
    stats = tree.mast_stats
    assert all(0.0 <= total <= count for total, count in stats.values())
    assert {tree.mast_key(seat, a) for a in legal} <= set(stats)  # every root action tried
    assert sum(count for _, count in stats.values()) > 60 * 10  # playout moves, not just roots
    assert len({key[0] for key in stats}) == 3  # every seat's moves
    assert ISMCTSBot().settings.mast == 0.0 and SETTINGS["caretos"].mast == 0.0
    plain = search(decision, Settings(), 60)
    assert not plain.mast_stats and not plain.trace


def test_sampled_mast_plays_the_best_of_a_random_few() -> None:
    """With ``mast_sample`` k a greedy playout step compares k legal actions drawn at random
    (distinct, from the playout's own numbers) and plays the one of the best mean among
    them: the best action overall only when it was drawn. It keys those k actions alone,
    where the plain greedy step keys every legal action; with k at least the legal count,
    or 0 (the default, ``ismcts``'s and every table's), it is the plain step."""
    engine = ENGINES["mission-calaveras"]
    state, seat, legal = position("mission-calaveras", 4, 3, lambda _s, legal: len(legal) >= 20)
    decision = decision_for(engine, state, seat)
    heuristic = heuristic_for("mission-calaveras")
    sampled = _Search(decision, random.Random(1), heuristic, Settings(mast=1.0, mast_sample=4))
    keys = [sampled.mast_key(seat, a) for a in legal]
    assert len(set(keys)) == len(legal)
    favoured = len(legal) // 2
    stats = {k: [1.0, 10.0] for k in keys}  # every mean 0.1
    stats[keys[favoured]] = [9.0, 10.0]  # this one 0.9
    sampled.mast_stats = stats
    keyed: list[Action] = []
    key = sampled.mast_key
    sampled.mast_key = lambda actor, action: keyed.append(action) or key(actor, action)  # type: ignore[method-assign]
    outcomes = set()
    for n in range(300):
        draw = random.Random(n).random
        draw()  # the first number chose between the policies (always MAST at 1.0)
        drawn = _sample(legal, 4, draw)
        assert len(drawn) == 4 and len({id(a) for a in drawn}) == 4
        keyed.clear()
        trace: list[tuple[int, Any]] = []
        sampled.mast_moves(engine.clone(state), 1, random.Random(n).random, trace)
        assert keyed == drawn  # only the drawn actions were keyed
        found = legal[favoured] in drawn
        played = trace[0][1]
        assert (played == keys[favoured]) is found
        if not found:  # all drawn tie at 0.1: the next number breaks the tie among them
            assert played == key(seat, drawn[int(draw() * 4)])
        outcomes.add(found)
    assert outcomes == {True, False}
    whole = _Search(decision, random.Random(1), heuristic, Settings(mast=1.0))
    for k, steps in ((len(legal), 1), (10_000, 6)):  # later steps may offer more actions
        wide = _Search(decision, random.Random(1), heuristic, Settings(mast=1.0, mast_sample=k))
        whole.mast_stats, wide.mast_stats = dict(stats), dict(stats)
        for n in range(20):
            traces: list[list[tuple[int, Any]]] = [[], []]
            whole.mast_moves(engine.clone(state), steps, random.Random(n).random, traces[0])
            wide.mast_moves(engine.clone(state), steps, random.Random(n).random, traces[1])
            assert traces[0] == traces[1] and traces[0][0][1] == keys[favoured]
            assert len(traces[0]) == steps
    assert ISMCTSBot().settings.mast_sample == 0
    assert all(s.mast_sample == 0 for s in (*SETTINGS.values(), *TABLE_SETTINGS.values()))


def test_mast_keys_actions_of_any_json_shape() -> None:
    """An action whose fields are all scalars is keyed by its values; one holding a list or
    an object by the tree's own key, which makes any JSON value hashable (an object among
    the fields once made the key unhashable, a TypeError in the middle of a search)."""
    engine = ENGINES["caretos"]
    state, seat, _ = caretos_choice(3)
    tree = search(decision_for(engine, state, seat), Settings(mast=0.8), 1)
    plain = {"type": "move", "to": 4}
    assert tree.mast_key(seat, plain) == (seat, "move", 4)
    for shaped in ({"type": "pick", "cards": ["a", "b"]},
                   {"type": "pick", "choice": {"card": "a", "places": [1, 2]}}):
        key = tree.mast_key(seat, shaped)
        assert key == tree.keys(seat, shaped) and hash(key) == hash(tree.keys(seat, shaped))
    assert tree.mast_key(seat, {"type": "pick", "choice": {"card": "a"}}) != tree.mast_key(
        seat, {"type": "pick", "choice": {"card": "b"}})


def test_the_tree_stops_growing_at_its_node_cap() -> None:
    engine = ENGINES["mission-calaveras"]
    state, seat, legal = large_decision(6)
    decision = decision_for(engine, state, seat)
    for settings in (Settings(max_nodes=40), Settings(max_nodes=40, group=twist_group)):
        tree = search(decision, settings, 300)
        assert tree.nodes == 40
        assert tree.root.visits == 300
        assert tree.best() in legal


def test_root_bias_rates_every_root_action_from_the_heuristic() -> None:
    """Priors for every root action, in [0, 1], and not one flat value: some position among
    the first few random ones tells its actions apart."""
    engine = ENGINES["caretos"]
    spread = False
    for _, state, seat in itertools.islice(twin_positions(engine, 2, seed=8), 12):
        decision = decision_for(engine, state, seat)
        tree = search(decision, Settings(bias=1.0), 30)
        assert len(tree.priors) == len(decision.legal)
        assert all(0.0 <= p <= 1.0 for p in tree.priors.values())
        assert search(decision, Settings(), 30).priors == {}
        spread = spread or len(set(tree.priors.values())) > 1
    assert spread, "the heuristic rated every root action of every position alike"


def encantados_position(wanted: Callable[[Any, list[Action]], bool]) -> tuple[Any, int]:
    """A 2-player Encantados position (and the seat to act) that ``wanted(state, legal)``
    accepts, from random play on a fixed seed."""
    state, seat, _ = position("encantados", 2, 5, wanted)
    return state, seat


def encantados_with_a_lead(lead: int) -> tuple[Any, int]:
    """One garden leads by ``lead`` points or more and the seat has several choices."""
    return encantados_position(
        lambda state, legal: abs(state.scores[0] - state.scores[1]) >= lead and len(legal) >= 3)


def encantados_draw() -> tuple[Any, int]:
    """The seat may search or take the top of either discard pile."""
    return encantados_position(
        lambda state, legal: state.phase == "draw" and not state.pending and len(legal) == 3)


def test_centred_search_keeps_its_rewards_apart_under_a_large_lead() -> None:
    """With a running lead of 40 points every leaf's squashed heuristic is nearly 1 (or 0)
    and the actions look alike; rated against where the decision starts they sit around
    0.5 and spread more (the expert's Encantados setting)."""
    engine = ENGINES["encantados"]
    state, seat = encantados_with_a_lead(40)
    decision = decision_for(engine, state, seat)
    plain = search(decision, Settings(bias=1.0), 10).priors
    centred_search = search(decision, Settings(bias=1.0, centered=True), 10)
    centred = centred_search.priors
    assert set(plain) == set(centred) and len(plain) >= 3
    assert min(plain.values()) > 0.9 or max(plain.values()) < 0.1  # squashed flat
    assert 0.1 < sum(centred.values()) / len(centred) < 0.9
    assert max(centred.values()) - min(centred.values()) > (
        max(plain.values()) - min(plain.values()))
    start = centred_search.start
    heuristic = heuristic_for("encantados")
    assert centred_search._offset(seat) == heuristic.value(engine.view(start, seat), seat)
    assert ExpertBot().settings_for("encantados").centered


class LegalityChecked:
    """An engine that refuses, in ``advance``, any action not legal in that very state."""

    def __init__(self, engine: Engine[Any]) -> None:
        self.engine = engine
        self.advanced = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)

    def advance(self, state: Any, seat: int, action: Action) -> None:
        assert action in self.engine.legal_actions(state, seat), (action, seat)
        self.advanced += 1
        self.engine.advance(state, seat, action)


def kind_keyed_and_plain(engine: Any, state: Any, seat: int,
                         alike: Callable[[Action], Any]) -> tuple[_Search, _Search]:
    """The seat's decision searched 400 iterations with nodes keyed by ``alike``, every
    action it plays checked legal in its own deal, and with plain keys (ids)."""
    decision = decision_for(engine, state, seat)
    checked = LegalityChecked(engine)
    fused = Decision(checked, decision.seat, decision.view, decision.legal)  # type: ignore[arg-type]
    keyed = search(fused, Settings(alike=alike), 400)
    plain = search(decision, Settings(), 400)
    assert checked.advanced > 400
    assert keyed.best() in decision.legal
    return keyed, plain


def test_alike_keys_share_nodes_across_deals_and_play_each_deals_own_card() -> None:
    """Encantados with ``same_kind`` keys: after a search the seat keeps one of cards it
    cannot know beforehand, whose ids change from deal to deal; keyed by kind the same
    choice meets the same node in every deal, so it gathers visits instead of spreading
    them over a new node per card id. Every action played is the copy this deal holds
    (playing the node's own stored action would name a card the deal does not have)."""
    engine = ENGINES["encantados"]
    state, seat = encantados_draw()
    alike, plain = kind_keyed_and_plain(engine, state, seat, same_kind)
    searched = (seat, ("source", "search"), ("type", "draw"))  # a node's key: seat, items
    by_kind = alike.root.children[searched].children
    by_id = plain.root.children[searched].children
    named = {dict(key[1:]).get("card") for key in by_kind} - {None}
    assert named and named <= set(KIND.values())
    assert 2 * len(by_kind) < len(by_id)
    assert max(n.visits for n in by_kind.values()) > 2 * max(n.visits for n in by_id.values())
    assert same_kind({"type": "discard", "card": "trolls-4"}) == {
        "type": "discard", "card": "trolls"}
    assert same_kind({"type": "lay_race", "cards": ["elves-1", "mimic-2"]})["cards"] == [
        "elves", "mimic"]
    garden_card = {"type": "kobold", "garden": 1, "card": "mimic-3"}
    assert same_kind(garden_card) == garden_card  # public, and a Mimic's id names its group
    assert ExpertBot().settings_for("encantados").alike is same_kind


def test_paired_sweeps_try_every_root_action_on_common_deals() -> None:
    """``Settings.paired``: every root action once per deal, each from the same deal and
    with the same random numbers, so two copies of one action (told apart by their keys
    here) gather exactly the same rewards; the tree's own UCB1 gives each copy deals and
    playouts of its own, so theirs differ. Every action played is legal in its deal."""
    engine = ENGINES["encantados"]
    state, seat = encantados_draw()
    decision = decision_for(engine, state, seat)
    twin = dict(decision.legal[0])
    checked = LegalityChecked(engine)
    doubled = Decision(checked, seat, decision.view,  # type: ignore[arg-type]
                       [*decision.legal, twin])

    def by_object(actor: int, action: Action) -> tuple[Any, ...]:
        return (actor, id(action))

    sweeps = 20
    paired = _Search(doubled, random.Random(4), heuristic_for("encantados"),
                     Settings(paired=True, depth=10, keyer=by_object))
    options = len(paired.root_options)
    assert options == len(decision.legal) + 1
    for _ in range(options * sweeps):
        paired.paired_step()
    children = [paired.root.children[key] for key, _ in paired.root_options]
    assert [child.visits for child in children] == [sweeps] * options
    assert children[0].reward == children[-1].reward  # the same deals, the same luck
    assert len({child.reward for child in children}) > 1  # yet the actions differ
    assert paired.best_mean() in doubled.legal
    assert checked.advanced > options * sweeps
    flat = _Search(doubled, random.Random(4), heuristic_for("encantados"),
                   Settings(depth=10, keyer=by_object))
    for _ in range(options * sweeps):
        flat.iterate()
    first, last = (flat.root.children[key] for key in (flat.root_options[0][0],
                                                      flat.root_options[-1][0]))
    assert first.reward / first.visits != last.reward / last.visits


def test_paired_search_picks_the_best_mean_and_is_deterministic() -> None:
    """The expert with paired sweeps at a table chooses a legal action, the same one on
    the same generator, by the best mean (its root actions have equal visits)."""
    engine = ENGINES["encantados"]
    state, seat = encantados_with_a_lead(0)
    paired = replace(SETTINGS["encantados"], paired=True, depth=10)
    bot = ExpertBot(iterations=60, time_limit=None, table_settings={("encantados", 2): paired},
                    flat_at={})
    decision = decision_for(engine, state, seat)
    chosen = bot.choose(decision, random.Random(3))
    assert chosen in decision.legal
    assert bot.choose(decision, random.Random(3)) == chosen
    tree = _Search(decision, random.Random(3), heuristic_for("encantados"), paired)
    for _ in range(60):
        tree.paired_step()
    means = {key: node.reward / node.visits for key, node in tree.root.children.items()}
    best = max(means, key=lambda k: (means[k], tree.root.children[k].visits))
    assert tree.best_mean() == dict(tree.root_options)[best] == chosen


def test_calaveras_kind_keys_merge_copies_and_play_each_deals_own_card() -> None:
    """Mission Calaveras keyed by the kind of the card played: copies in the seat's hand
    are one root child (their visits pooled), an opponent's replies are named by kind
    (its hidden hand has other ids in every deal), the card a Twist moves is public and
    keeps its id, and every action played is the copy this deal holds."""
    engine = ENGINES["mission-calaveras"]
    state = engine.new_game(3, None, 5)
    rng = random.Random(1)
    for _ in range(9):
        actor = engine.to_act(state)[0]
        legal = engine.legal_actions(state, actor)
        engine.advance(state, actor, legal[rng.randrange(len(legal))])
    seat = engine.to_act(state)[0]
    alike, plain = kind_keyed_and_plain(engine, state, seat, calaveras_kind)
    assert len(alike.root.children) < len(plain.root.children)
    played = {dict(key[1:])["card"] for child in alike.root.children.values()
              for key in child.children}
    assert played and played <= set(CALAVERAS_KINDS.values())
    twist = {"type": "twist", "card": "twist-5", "move": "airport-2", "to": "seat", "seat": 1}
    assert calaveras_kind(twist) == {**twist, "card": "twist"}
    assert twist_kind_group(twist) == twist_kind_group({**twist, "card": "twist-1", "seat": 0})
    assert twist_kind_group(twist) != twist_kind_group({**twist, "move": "airport-3"})


def test_pimc_plays_encantados_out_to_the_round_end_only() -> None:
    engine = ENGINES["encantados"]
    round_of, margin = ROUND_SCORED["encantados"]
    state = engine.new_game(2, None, 6)
    before = round_of(state)
    PIMCBot._playout(engine, state, 0, random.Random(1), ROUND_SCORED["encantados"])
    assert round_of(state) == before + 1 or engine.outcome(state) is not None
    assert margin(state, 0) == -margin(state, 1) == state.scores[0] - state.scores[1]
    assert state.scores != [0, 0]


def tree_choice(decision: Decision, bot: ExpertBot, seed: int, iterations: int) -> Action:
    """What the expert's tree alone decides with ``iterations`` iterations."""
    name = decision.engine.name
    settings = bot.settings_for(name, decision.view["players"])
    tree = _Search(decision, random.Random(seed), heuristic_for(name), settings)
    for _ in range(iterations):
        tree.iterate()
    return tree.best()


def test_expert_sweeps_flat_once_a_two_player_encantados_round_closes() -> None:
    """With the other hand at two cards or fewer (or the draw pile nearly out) the expert
    decides as ``pimc`` does, on its own budget; before that, and at other seat counts,
    its tree decides."""
    engine = ENGINES["encantados"]
    bot = ExpertBot(iterations=60, time_limit=None)
    closing, seat = encantados_position(
        lambda state, legal: len(legal) > 2
        and len(state.hands[1 - engine.to_act(state)[0]]) <= 2)
    decision = decision_for(engine, closing, seat)
    assert round_closing(decision.view, seat)
    flat = [PIMCBot(playouts=60, time_limit=None).choose(decision, random.Random(k))
            for k in range(5)]
    assert [bot.choose(decision, random.Random(k)) for k in range(5)] == flat
    early, seat = encantados_draw()
    decision = decision_for(engine, early, seat)
    assert not round_closing(decision.view, seat)
    assert bot.choose(decision, random.Random(5)) == tree_choice(decision, bot, 5, 60)
    three = engine.new_game(3, None, 9)
    rng = random.Random(9)
    while not (min(len(hand) for k, hand in enumerate(three.hands)
                   if k != engine.to_act(three)[0]) <= 2
               and len(engine.legal_actions(three, engine.to_act(three)[0])) > 1):
        actor = engine.to_act(three)[0]
        legal = engine.legal_actions(three, actor)
        engine.advance(three, actor, legal[rng.randrange(len(legal))])
    seat = engine.to_act(three)[0]
    decision = decision_for(engine, three, seat)
    assert round_closing(decision.view, seat)  # a hand is nearly out, but at 3 players
    assert ("encantados", 3) not in FLAT_AT  # no sweep measured the flat sweeps better
    assert bot.choose(decision, random.Random(6)) == tree_choice(decision, bot, 6, 60)
    flat_too = ExpertBot(iterations=60, time_limit=None,
                         flat_at={**FLAT_AT, ("encantados", 3): round_closing})
    flat = PIMCBot(playouts=60, time_limit=None).choose(decision, random.Random(6))
    assert flat_too.choose(decision, random.Random(6)) == flat


def test_round_end_playouts_rate_the_round_margin_as_pimc_does() -> None:
    """``Settings.round_end``: a playout runs to the round's end, not ``depth`` steps, and
    rates each seat by its round margin's change since the decision's start (2 players:
    the two rewards mirror each other)."""
    engine = ENGINES["encantados"]
    round_of, margin = ROUND_SCORED["encantados"]
    state, seat = encantados_draw()
    decision = decision_for(engine, state, seat)
    tree = _Search(decision, random.Random(2), heuristic_for("encantados"),
                   Settings(depth=1, round_end=True))
    played = engine.resample(decision.view, seat, random.Random(3))
    rewards = tree.playout(played, {0, 1}, random.Random(4))
    assert round_of(played) == round_of(state) + 1 or engine.outcome(played) is not None
    squash = heuristic_for("encantados").squash
    assert rewards == {s: squash(margin(played, s) - margin(state, s)) for s in (0, 1)}
    assert rewards[0] + rewards[1] == pytest.approx(1.0)
    cut = _Search(decision, random.Random(2), heuristic_for("encantados"), Settings(depth=1))
    short = engine.resample(decision.view, seat, random.Random(3))
    cut.playout(short, {seat}, random.Random(4))
    assert round_of(short) == round_of(state)  # one step: the round goes on


def test_expert_at_a_small_budget_may_search_a_tree_where_the_round_closes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With a small-budget closing entry, a closing 2-player Encantados decision is the
    tree's (paired, to the round's end), not the flat sweeps'; the real budget, and a
    table without the entry, keep the sweeps."""
    from bench.bots import make_bot

    engine = ENGINES["encantados"]
    closing, seat = encantados_position(
        lambda state, legal: len(legal) > 2
        and len(state.hands[1 - engine.to_act(state)[0]]) <= 2)
    decision = decision_for(engine, closing, seat)
    assert round_closing(decision.view, seat)
    swept: list[Decision] = []

    def flat(self: PIMCBot, decision: Decision, rng: random.Random) -> Action:
        swept.append(decision)
        return decision.legal[0]

    searched: list[Settings] = []
    original = ISMCTSBot.search

    def search(self: ISMCTSBot, decision: Decision, rng: random.Random,
               settings: Settings) -> Action:
        searched.append(settings)
        return original(self, decision, rng, settings)

    monkeypatch.setattr(PIMCBot, "choose", flat)
    monkeypatch.setattr(ISMCTSBot, "search", search)
    tree = replace(SETTINGS["encantados"], paired=True, round_end=True)
    small = ExpertBot(iterations=40, time_limit=SMALL_BUDGET,
                      small_budget_closing={("encantados", 2): tree})
    assert small.choose(decision, random.Random(1)) in decision.legal
    assert searched == [tree] and not swept
    for bot in (ExpertBot(iterations=40, time_limit=0.3,
                          small_budget_closing={("encantados", 2): tree}),
                ExpertBot(iterations=40, time_limit=SMALL_BUDGET, small_budget_closing={})):
        bot.choose(decision, random.Random(1))
    assert len(swept) == 2 and searched == [tree]
    variant = make_bot("expert~closing=1@0.1", "encantados", 2, None, 0.3)
    assert isinstance(variant, ExpertBot)
    assert variant.small_closing[("encantados", 2)] == replace(
        SMALL_BUDGET_SETTINGS[("encantados", 2)], paired=True, round_end=True)
    assert make_bot("expert@0.1", "encantados", 2, None, 0.3).small_closing == {  # type: ignore[attr-defined]
        ("encantados", 2): CLOSING_TREE_ENCANTADOS_2}
    tree_to_round_end = replace(
        SMALL_BUDGET_SETTINGS[("encantados", 2)], paired=True, round_end=True)
    assert tree_to_round_end == CLOSING_TREE_ENCANTADOS_2
    unswept = make_bot("expert~closing=0@0.1", "encantados", 2, None, 0.3)
    assert isinstance(unswept, ExpertBot) and unswept.small_closing == {}


def test_expert_settings_may_differ_by_seat_count() -> None:
    """A table's entry in the per-count mapping replaces the game's settings there only."""
    wide = Settings(exploration=0.9, bias=0.0)
    bot = ExpertBot(table_settings={("mission-calaveras", 3): wide})
    assert bot.settings_for("mission-calaveras", 3) is wide
    assert bot.settings_for("mission-calaveras", 4) is SETTINGS["mission-calaveras"]
    assert bot.settings_for("mission-calaveras") is SETTINGS["mission-calaveras"]
    assert all(game in SETTINGS for game, _ in TABLE_SETTINGS)


def test_the_three_player_calaveras_expert_searches_without_groups_or_bias() -> None:
    """The sweep's choice at 3 players (a ghost seat) is the table's, there only, and a
    decision there grows a tree of actions, not of move groups."""
    bot = ExpertBot(iterations=60, time_limit=None)
    plain = bot.settings_for("mission-calaveras", 3)
    assert plain is TABLE_SETTINGS[("mission-calaveras", 3)]
    assert plain.group is None and plain.bias == 0.0 and plain.exploration == 0.5
    assert bot.settings_for("mission-calaveras", 6) is SETTINGS["mission-calaveras"]
    engine = ENGINES["mission-calaveras"]
    state, seat, legal = large_decision(3)
    decision = decision_for(engine, state, seat)
    tree = search(decision, plain, 60)
    assert all(key[1] != "#" for key in tree.root.children)  # actions, no group nodes
    assert bot.choose(decision, random.Random(3)) in legal


def test_the_five_player_calaveras_expert_searches_without_groups_and_six_keeps_them(
) -> None:
    """At 5 players the expert drops the move groups (the sweep ``expert~group=0``, build
    ``table-5``) and keeps the root bias; a decision there grows a tree of actions. Screens
    at 6 players found nothing better, so 6 keeps the game's settings."""
    bot = ExpertBot(iterations=60, time_limit=None)
    five = bot.settings_for("mission-calaveras", 5)
    assert five is TABLE_SETTINGS[("mission-calaveras", 5)]
    assert five == replace(SETTINGS["mission-calaveras"], group=None)
    assert five.bias == SETTINGS["mission-calaveras"].bias > 0
    state, seat, legal = large_decision(5)
    decision = decision_for(ENGINES["mission-calaveras"], state, seat)
    tree = search(decision, five, 60)
    assert all(key[1] != "#" for key in tree.root.children)  # actions, no group nodes
    assert bot.choose(decision, random.Random(5)) in legal
    assert ("mission-calaveras", 6) not in TABLE_SETTINGS
    assert bot.settings_for("mission-calaveras", 6) is SETTINGS["mission-calaveras"]


def test_the_two_player_caretos_expert_plays_out_15_steps_at_the_real_budget() -> None:
    """The sweep's choice at 2 players (``expert~depth=15``, build ``depth-15``) is the
    table's at the real budget; the ladder's small budgets, the other seat counts and
    ``ismcts`` keep the game's 30 steps, and a decision there is searched to a legal move."""
    real = ExpertBot(time_limit=0.3)
    assert real.settings_for("caretos", 2) is SHORT_PLAYOUTS_CARETOS_2
    assert replace(SETTINGS["caretos"], depth=15) == SHORT_PLAYOUTS_CARETOS_2
    assert ExpertBot(time_limit=SMALL_BUDGET).settings_for("caretos", 2) is SETTINGS["caretos"]
    assert real.settings_for("caretos", 3) is SETTINGS["caretos"]
    engine = ENGINES["caretos"]
    state = engine.new_game(2, None, 5)
    seat = engine.to_act(state)[0]
    decision = decision_for(engine, state, seat)
    assert search(decision, SHORT_PLAYOUTS_CARETOS_2, 1).depth == 15
    assert search(decision, SETTINGS["caretos"], 1).depth == ROLLOUT_DEPTH["caretos"] == 30
    assert search(decision, ISMCTSBot().settings_for("caretos", 2), 1).depth == 30
    chosen = ExpertBot(iterations=40, time_limit=None).choose(decision, random.Random(2))
    assert chosen in engine.legal_actions(state, seat)


def test_expert_settings_may_differ_at_a_small_budget() -> None:
    """A table's small-budget entry replaces its settings when the budget is at most
    SMALL_BUDGET, and only there: the real budget, and a budget without a time cap, keep
    the table's own; a sweep's tweak at a small budget starts from the small budget's."""
    from bench.bots import make_bot

    short = Settings(exploration=0.5, depth=3)
    table = ("caretos", 3)
    cheap = ExpertBot(time_limit=SMALL_BUDGET, small_budget_settings={table: short})
    assert cheap.settings_for("caretos", 3) is short
    assert cheap.settings_for("caretos", 4) is SETTINGS["caretos"]
    assert cheap.settings_for("caretos") is SETTINGS["caretos"]
    for time_limit in (0.3, None):
        full = ExpertBot(time_limit=time_limit, small_budget_settings={table: short})
        assert full.settings_for("caretos", 3) is SETTINGS["caretos"]
    assert all(game in SETTINGS for game, _ in SMALL_BUDGET_SETTINGS)
    for (game, players), settings in SMALL_BUDGET_SETTINGS.items():
        assert make_bot("expert@0.1", game, players, None, 0.3).settings_for(  # type: ignore[attr-defined]
            game, players) is settings
        assert make_bot("expert", game, players, None, 0.3).settings_for(  # type: ignore[attr-defined]
            game, players) is not settings
        swept = make_bot("expert~bias=2@0.1", game, players, None, 0.3)
        assert isinstance(swept, ExpertBot)
        assert swept.settings_for(game, players) == replace(settings, bias=2.0)


def test_a_level_spec_may_set_its_own_iteration_cap() -> None:
    """``ismcts~iterations=N`` caps that side alone, over a shared ``--iterations``, and
    keeps the level's settings and time limit; a level that searches nothing refuses it."""
    from bench.bots import make_bot

    capped = make_bot("ismcts", "encantados", 2, None, 0.3)
    uncapped = make_bot("ismcts~iterations=20000", "encantados", 2, 50, 0.3)
    assert isinstance(capped, ISMCTSBot) and isinstance(uncapped, ISMCTSBot)
    assert capped.budget == Budget(1000, 0.3)
    assert uncapped.budget == Budget(20_000, 0.3)
    assert uncapped.settings_for("encantados", 2) == capped.settings_for("encantados", 2)
    assert make_bot("expert~iterations=7,bias=0", "caretos", 2, None, None).budget == (  # type: ignore[attr-defined]
        Budget(7, ExpertBot().budget.seconds))
    with pytest.raises(ValueError, match="searches nothing"):
        make_bot("greedy~iterations=5", "caretos", 2, None, 0.3)
    with pytest.raises(ValueError, match="1 or more"):
        make_bot("ismcts~iterations=0", "caretos", 2, None, 0.3)


# --- the benchmark's harness (not the benchmark: two tiny games) ----------------------------


def test_benchmark_harness_plays_and_prints(capsys: pytest.CaptureFixture[str]) -> None:
    from bench.bots import main, wilson

    low, high = wilson(30, 40)
    assert low < 0.75 < high
    assert wilson(40, 40)[1] == 1.0
    assert main(["--engine", "mission-calaveras", "--games", "2", "--pair", "greedy:random"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("mission-calaveras | 4 | greedy vs random | 2 |")
    assert "greedy cpu" in lines[1] and "ms" in lines[1] and "load" in lines[1]
    assert main(["--engine", "caretos", "--players", "3", "--games", "3", "--iterations", "4",
                 "--table", "random,greedy,pimc,expert"]) == 0
    row = capsys.readouterr().out.splitlines()[1]
    assert row.startswith("caretos | 3 | table of 3 sides | 3 |")
    assert all(f"{level} rank" in row for level in ("random", "greedy", "pimc", "expert"))


def test_benchmark_tables_rotate_every_level_over_every_side() -> None:
    from bench.bots import pair_levels, table_levels

    levels = ["a", "b", "c", "d", "e"]
    seatings = [table_levels(levels, 3, g) for g in range(10)]
    assert all(len(set(s)) == 3 for s in seatings)
    for side in range(3):
        assert {s[side] for s in seatings} == set(levels)
    assert [table_levels(["a", "b"], 2, g) for g in range(2)] == [["a", "b"], ["b", "a"]]
    assert [pair_levels("a", "b", 3, g)[g % 3] for g in range(3)] == ["a", "a", "a"]


def test_benchmark_record_resumes_and_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record holds one line per game; a second run plays only the games it lacks, a
    torn last line (a run killed mid-write) is skipped, and --report pools the row."""
    from bench.bots import main, read_record

    record = tmp_path / "games.jsonl"
    args = ["--engine", "mission-calaveras", "--pair", "greedy:random", "--record", str(record)]
    assert main([*args, "--games", "2"]) == 0
    assert len(record.read_text().splitlines()) == 2
    with record.open("a") as out:
        out.write('{"game": "mission-calaveras", "pla')  # killed mid-line
    capsys.readouterr()
    assert main([*args, "--games", "3", "--jobs", "2"]) == 0
    captured = capsys.readouterr()
    assert "2 games of this row read" in captured.err and "1 to play" in captured.err
    assert captured.err.count("# seed ") == 1 and "# seed 3 " in captured.err
    (games,) = read_record(record).values()
    assert sorted(r.seed for r in games) == [1, 2, 3]
    assert all(sorted(r.levels) == ["greedy", "random"] for r in games)
    assert main(["--report", str(record)]) == 0
    row = capsys.readouterr().out.strip()
    assert row.startswith("mission-calaveras | 4 | greedy vs random | 3 |")
    from bench.bots import build_of

    build = build_of("mission-calaveras", 4)
    assert row.endswith("default budget | seeds 1-3" + (f" | build {build}" if build else ""))


def test_key_memo_is_dropped_where_nothing_repeats_and_kept_where_it_hits() -> None:
    """An engine that builds new action objects every call (Encantados) never hits the
    memo, so after a trial the memo goes (its dead entries only cost teardown); one
    that hands out the same objects (Mission Calaveras) keeps it. Keys stay the same."""
    fresh = _Keys()
    first = None
    for i in range(_MEMO_TRIAL + 5):
        key = fresh(0, {"type": "draw", "pile": "end", "n": i % 3})
        first = key if first is None else first
    assert not fresh.memoising
    assert fresh(0, {"type": "draw", "pile": "end", "n": 0}) == first
    same = _Keys()
    actions = [{"type": "draw", "pile": "end", "n": i} for i in range(10)]
    for i in range(_MEMO_TRIAL + 5):
        same(0, actions[i % 10])
    assert same.memoising
    assert same(0, actions[3]) == fresh(0, {"type": "draw", "pile": "end", "n": 3})


def test_node_keys_are_canonical_and_tell_values_apart() -> None:
    """Equal actions built in another order share a key; a seat, a type or a list order
    that differs gives another key (the tree must never merge two different moves)."""
    keys = _Keys()
    play = {"type": "lay", "cards": ["elves-1", "elves-2"], "garden": 0}
    assert keys(1, play) == keys(1, {"garden": 0, "cards": ["elves-1", "elves-2"], "type": "lay"})
    others = [
        (2, play),
        (1, {**play, "garden": "0"}),
        (1, {**play, "garden": None}),
        (1, {**play, "garden": False}),
        (1, {**play, "garden": 0.0}),
        (1, {**play, "cards": ["elves-2", "elves-1"]}),
        (1, {**play, "cards": "elves-1,elves-2"}),
        (1, {**play, "nested": {"b": [1], "a": True}}),
    ]
    found = {keys(seat, action) for seat, action in [(1, play), *others]}
    assert len(found) == 1 + len(others)
    assert keys(0, {"x": {"b": [1], "a": 2}}) == keys(0, {"x": {"a": 2, "b": [1]}})
    hash(keys(0, {"x": {"b": [1, [2]], "a": 2}}))  # nested values freeze hashable too


def test_benchmark_level_specs_set_a_budget_or_settings_at_one_table() -> None:
    """``expert@0.05`` thinks 0.05 s whatever the row's budget; ``expert~...`` changes the
    search at the table played only; the ladder pairs each budget against pimc."""
    from bench.bots import LADDER, LevelSpec, ladder, make_bot

    cheap = make_bot("expert@0.05", "caretos", 2, None, 0.3)
    assert isinstance(cheap, ExpertBot) and cheap.budget.seconds == 0.05
    assert make_bot("expert", "caretos", 2, None, 0.3).budget.seconds == 0.3  # type: ignore[attr-defined]
    variant = make_bot("expert~exploration=0.7,bias=0,flat=1", "encantados", 4, 9, None)
    assert isinstance(variant, ExpertBot)
    assert variant.settings_for("encantados", 4).exploration == 0.7
    assert variant.settings_for("encantados", 4).bias == 0.0
    assert variant.settings_for("encantados", 4).alike is same_kind  # the rest kept
    assert variant.settings_for("encantados", 2) is SETTINGS["encantados"]
    assert variant.flat_at[("encantados", 4)] is round_closing
    assert ("encantados", 4) not in FLAT_AT  # the level itself untouched
    assert variant.budget.iterations == 9
    plain = make_bot("ismcts~exploration=0.2", "caretos", 3, None, None)
    assert isinstance(plain, ISMCTSBot) and plain.settings_for("caretos", 3).exploration == 0.2
    kinds = make_bot("expert~kind=1", "mission-calaveras", 4, None, None)
    assert isinstance(kinds, ExpertBot)
    assert kinds.settings_for("mission-calaveras", 4).alike is calaveras_kind
    assert kinds.settings_for("mission-calaveras", 4).group is twist_kind_group
    ungrouped = make_bot("expert~kind=1,group=0", "mission-calaveras", 4, None, None)
    assert ungrouped.settings_for("mission-calaveras", 4).group is None  # type: ignore[attr-defined]
    learning = make_bot("expert~mast=0.8", "caretos", 3, None, None)
    assert isinstance(learning, ExpertBot)
    assert learning.settings_for("caretos", 3) == replace(SETTINGS["caretos"], mast=0.8)
    few = make_bot("expert~mast=0.8,mast_sample=8", "mission-calaveras", 4, None, None)
    assert few.settings_for("mission-calaveras", 4) == replace(  # type: ignore[attr-defined]
        TABLE_SETTINGS[("mission-calaveras", 4)], mast=0.8, mast_sample=8)
    assert type(few.settings_for("mission-calaveras", 4).mast_sample) is int  # type: ignore[attr-defined]
    picking = make_bot("expert~pick_group=1", "mission-calaveras", 3, None, None)
    assert picking.settings_for("mission-calaveras", 3).pick_group  # type: ignore[attr-defined]
    assert not ExpertBot().settings_for("mission-calaveras", 3).pick_group or (
        ("mission-calaveras", 3) in TABLE_SETTINGS)
    for bad in ("wizard", "greedy~bias=1", "expert~speed=2", "expert~flat=1@0.1",
                "expert~kind=1"):
        with pytest.raises(ValueError, match=r"level|setting|Encantados|Calaveras"):
            make_bot(bad, "caretos", 2, None, None)
    assert LevelSpec.parse("expert~bias=0.5@0.1") == LevelSpec("expert", (("bias", 0.5),), 0.1)
    swept = make_bot("expert~paired=1@0.1", "encantados", 2, None, 0.3)
    assert isinstance(swept, ExpertBot)
    assert swept.settings_for("encantados", 2) == replace(
        SMALL_BUDGET_SETTINGS[("encantados", 2)], paired=True)
    assert not make_bot("expert@0.1", "encantados", 2, None, 0.3).settings_for(  # type: ignore[attr-defined]
        "encantados", 2).paired
    uncentred = make_bot("expert~centered=0,fitted=1", "encantados", 2, None, None)
    assert uncentred.settings_for("encantados", 2) == replace(  # type: ignore[attr-defined]
        ExpertBot().settings_for("encantados", 2), centered=False,
        heuristic=fitted_heuristic("encantados"))
    sharper = make_bot("expert~fitted=1,scale=0.25", "encantados", 2, None, None)
    assert sharper.settings_for("encantados", 2).heuristic == replace(  # type: ignore[attr-defined]
        fitted_heuristic("encantados"), scale=0.25)
    own = make_bot("expert~scale=30", "caretos", 2, None, None).settings_for(  # type: ignore[attr-defined]
        "caretos", 2).heuristic
    assert own == replace(heuristic_for("caretos"), scale=30.0)
    with pytest.raises(ValueError, match="scale must be above 0, not 0"):
        make_bot("expert~scale=0", "caretos", 2, None, None)
    assert ladder("expert") == ["expert:pimc"] + [f"expert@{s}:pimc" for s in LADDER[1:]]


def test_a_new_build_starts_a_new_row_and_old_games_keep_theirs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Games recorded under one build (or before builds, without the field) never pool
    with a later build's: the run plays every seed again, the record keeps both rows."""
    import json

    import bench.bots as bots

    record = tmp_path / "games.jsonl"
    args = ["--engine", "mission-calaveras", "--pair", "greedy:random", "--record", str(record),
            "--games", "2"]
    monkeypatch.setattr(bots, "BUILDS", {})
    monkeypatch.setattr(bots, "ADOPTIONS", {})  # the game's build at every seat count
    assert bots.main(args) == 0
    old = [json.loads(line) for line in record.read_text().splitlines()]
    for line in old:  # as recorded before builds were named
        assert line.pop("build") == ""
    record.write_text("".join(json.dumps(line) + "\n" for line in old))
    monkeypatch.setattr(bots, "BUILDS", {"mission-calaveras": "x-1"})
    capsys.readouterr()
    assert bots.main(args) == 0
    assert "read from" not in capsys.readouterr().err  # nothing pooled: both seeds replayed
    rows = bots.read_record(record)
    assert sorted(k.build for k in rows) == ["", "x-1"]
    assert all(sorted(r.seed for r in games) == [1, 2] for games in rows.values())
    assert bots.main(["--report", str(record)]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert sum(line.endswith("| build x-1") for line in lines) == 1 and len(lines) == 2
    assert bots.main(args) == 0  # the new build's row resumes as before
    assert "2 games of this row read" in capsys.readouterr().err


def test_a_sweep_rates_leaves_pairwise_with_one_heuristic_only() -> None:
    from bench.bots import make_bot
    from worker.bots.heuristics import caretos as caretos_h

    swept = make_bot("expert~pairwise=1", "caretos", 3, None, 0.3)
    assert swept.settings_for("caretos", 3).heuristic is caretos_h.PAIRWISE  # type: ignore[attr-defined]
    assert make_bot("expert", "caretos", 3, None, 0.3).settings_for(  # type: ignore[attr-defined]
        "caretos", 3).heuristic is None
    with pytest.raises(ValueError, match="one heuristic"):
        make_bot("expert~pairwise=1,fitted=1", "caretos", 3, None, 0.3)
    with pytest.raises(ValueError, match="hand-set rating's scale"):
        make_bot("expert~pairwise=1,scale=2", "caretos", 3, None, 0.3)


@pytest.mark.parametrize(("spec", "reason"), [
    ("expert~pairwise=1,fitted=1", "one heuristic: pairwise, fitted or dealt"),
    ("nosuch", "unknown level 'nosuch'"),
    ("expert~bias=x", "bias must be a finite number, not 'x', in 'expert~bias=x'"),
    ("expert~bias=nan", "bias must be a finite number, not 'nan', in 'expert~bias=nan'"),
    ("expert@soon", "seconds must be a finite number, not 'soon', in 'expert@soon'"),
    ("expert@inf", "seconds must be a finite number, not 'inf', in 'expert@inf'"),
])
def test_a_row_with_a_bad_level_stops_with_the_reason_before_any_game(spec: str,
                                                                       reason: str) -> None:
    """A spec that does not parse or whose settings conflict stops the run with its reason
    (no game is played, so no worker process raises a traceback from the first one)."""
    from bench.bots import run_games

    with pytest.raises(SystemExit, match=re.escape(reason)):
        run_games("caretos", 3, [[spec, "ismcts", "ismcts"]], 1, 1, None, 0.3)
