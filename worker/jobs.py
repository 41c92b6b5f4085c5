"""RQ jobs: module-level functions taking primitive arguments (ids, versions)."""

from __future__ import annotations

import logging

import redis
from rq import get_current_job

from store.bot_turns import games_for
from store.errors import GameNotFound, VersionConflict
from store.secret import server_secret
from store.settings import Settings
from worker.bots import Decision, get_bot
from worker.rng import bot_rng

log = logging.getLogger(__name__)


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
    engine = game.engine
    decision = Decision(
        engine=engine,
        seat=seat,
        view=engine.view(game.state, seat),
        legal=engine.legal_actions(game.state, seat),
    )
    # Never the game's seed (it fixes hidden shuffles); the server secret keeps it private.
    rng = bot_rng(server_secret(), game_id, version, seat)
    action = get_bot(level).choose(decision, rng)
    try:
        games.act_as_bot(game_id, seat, action, version)
    except VersionConflict:
        return f"stale: another action landed on game {game_id} version {version}"
    log.info("game %s v%d: %s seat %d played %s", game_id, version, level, seat, action)
    return f"seat {seat} ({level}) played at version {version}"
