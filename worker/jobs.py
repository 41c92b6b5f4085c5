"""RQ jobs: module-level functions taking primitive arguments (ids, versions)."""

from __future__ import annotations

import logging
import random
from functools import cache

from store.bot_turns import games_for
from store.errors import GameNotFound, VersionConflict
from store.games import Games
from store.redis_client import game_store_client, queue_client
from store.settings import Settings
from worker.bots import Decision, get_bot
from worker.metrics import BOT_ACTIONS, DECISION_SECONDS

log = logging.getLogger(__name__)


@cache
def games_with(settings: Settings) -> Games:
    """The store and scheduler for ``settings``, built once per process: a worker runs
    many jobs, and a cluster client learns the slot map when it connects."""
    return games_for(game_store_client(settings), settings, queue_client(settings))


def play_bot_turn(game_id: str, version: int) -> str:
    """Play the bot decision due at ``version`` of ``game_id``; a no-op if it is stale.

    The commit goes through the same compare-and-set as a human action, which then
    enqueues the next bot turn if one is due.
    """
    games = games_with(Settings.from_env())
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
    level = game.bot_level(seat)
    assert level is not None
    engine = game.engine
    decision = Decision(
        engine=engine,
        seat=seat,
        view=engine.view(game.state, seat),
        legal=engine.legal_actions(game.state, seat),
    )
    # Seeded from public facts only (never the game's seed, which fixes hidden shuffles).
    rng = random.Random(f"{game_id}/{version}/{seat}")
    with DECISION_SECONDS.labels(level, engine.name).time():
        action = get_bot(level).choose(decision, rng)
    try:
        games.act_as_bot(game_id, seat, action, version)
    except VersionConflict:
        return f"stale: another action landed on game {game_id} version {version}"
    BOT_ACTIONS.labels(level, engine.name).inc()
    log.info("game %s v%d: %s seat %d played %s", game_id, version, level, seat, action)
    return f"seat {seat} ({level}) played at version {version}"
