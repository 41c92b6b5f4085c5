"""RQ jobs: module-level functions taking primitive arguments (ids, versions)."""

from __future__ import annotations

import logging
import random
from typing import Any

import redis
from rq import get_current_job

from engines import Action, Engine
from store.bot_turns import games_for
from store.errors import GameNotFound, VersionConflict
from store.settings import Settings
from worker.bots import Bot, Decision, get_bot

log = logging.getLogger(__name__)


def decision_for(engine: Engine[Any], state: Any, seat: int) -> Decision:
    """A bot's whole input: the seat's view and legal actions, never the real state."""
    return Decision(engine=engine, seat=seat, view=engine.view(state, seat),
                    legal=engine.legal_actions(state, seat))


def bot_action(bot: Bot, engine: Engine[Any], state: Any, seat: int, rng_key: str) -> Action:
    """What ``bot`` plays for ``seat``: the job's decision step, which the fairness tests
    run on pairs of real states. ``rng_key`` must name public facts only (game id,
    version, seat; never the game's seed, which fixes the hidden shuffles)."""
    return bot.choose(decision_for(engine, state, seat), random.Random(rng_key))


def play_bot_turn(game_id: str, version: int) -> str:
    """Play the bot decision due at ``version`` of ``game_id``; a no-op if it is stale.

    The commit goes through the same compare-and-set as a human action, which then
    enqueues the next bot turn if one is due.
    """
    job = get_current_job()
    connection = job.connection if job is not None else redis.Redis.from_url(
        Settings.from_env().redis_url
    )
    games = games_for(connection, Settings.from_env())
    try:
        game = games.get(game_id)
    except GameNotFound:
        return f"game {game_id} is gone"
    if game.version != version:
        return f"stale: game {game_id} is at version {game.version}, not {version}"
    bots = game.bots_to_act()
    if not bots:
        return f"no bot to act in game {game_id} at version {version}"
    seat = bots[0]
    level = game.seats[seat]["bot"]
    action = bot_action(get_bot(level), game.engine, game.state, seat,
                        f"{game_id}/{version}/{seat}")
    try:
        games.act_as_bot(game_id, seat, action, version)
    except VersionConflict:
        return f"stale: another action landed on game {game_id} version {version}"
    log.info("game %s v%d: %s seat %d played %s", game_id, version, level, seat, action)
    return f"seat {seat} ({level}) played at version {version}"
