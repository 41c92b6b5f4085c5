"""Every game reaches an end in bounded time (issue 30), engine-level.

Many seeded games of every engine at every seat count, each seat played by a random or a
greedy bot, and people that leave the table at random moments (resign, time out, vanish):
the server then plays their seat with the replacement bot, which is what the engine sees.
Each game must end by its rules within ``DECISION_BOUND`` decisions: the server's own cap
(``MAX_BOT_VERSIONS``), far past the longest game, so no game relies on it.
"""

from __future__ import annotations

import random

import pytest

from engines import engines
from worker.bots import get_bot
from worker.jobs import MAX_BOT_VERSIONS, bot_action
from worker.rng import bot_rng

DECISION_BOUND = MAX_BOT_VERSIONS
"""The bound stated: every game ends by its rules in fewer decisions than the server's cap
(Encantados, the longest, at most 20 rounds of 40 turns per seat)."""

GAMES_PER_TABLE = 6
"""Seeded games per engine and seat count: 72 games, about 25 s of CPU."""

GREEDY_SHARE = 0.3
"""Seats played by greedy rather than random (greedy is the replacement bot, and slower)."""

CASES = [(name, n) for name, engine in engines().items() for n in engine.player_counts]


@pytest.mark.parametrize(("name", "players"), CASES)
def test_every_game_ends_within_the_bound(name: str, players: int) -> None:
    engine = engines()[name]
    for game in range(GAMES_PER_TABLE):
        seed = 1000 * players + game
        rng = random.Random(seed)
        state = engine.new_game(players, None, seed)
        levels = ["greedy" if rng.random() < GREEDY_SHARE else "random"
                  for _ in range(players)]
        leaves_at = {seat: rng.randrange(400) for seat in range(players)
                     if rng.random() < 0.3}  # resigns, times out for good, or vanishes
        decisions = 0
        while engine.outcome(state) is None:
            assert decisions < DECISION_BOUND, f"{name}/{players} seed {seed} never ends"
            seat = engine.to_act(state)[0]
            level = "greedy" if leaves_at.get(seat, DECISION_BOUND) <= decisions else (
                levels[seat])
            action = bot_action(get_bot(level), engine, state, seat,
                                bot_rng(b"endings", str(seed), decisions, seat))
            engine.advance(state, seat, action)
            decisions += 1
