"""RQ jobs: module-level functions taking primitive arguments (ids, versions)."""

from __future__ import annotations

import logging
import random
from functools import cache
from typing import Any

from engines import Action, Engine
from store import clocks
from store.bot_turns import games_for
from store.errors import GameNotFound, NotYourDecision, VersionConflict
from store.games import Game, Games
from store.redis_client import game_store_client, queue_client
from store.secret import server_secret
from store.settings import Settings
from worker.bots import Bot, Decision, get_bot
from worker.metrics import BOT_ACTIONS, DECISION_SECONDS
from worker.rng import bot_rng

log = logging.getLogger(__name__)


@cache
def games_with(settings: Settings) -> Games:
    """The store and scheduler for ``settings``, built once per process: a worker runs
    many jobs, and a cluster client learns the slot map when it connects."""
    return games_for(game_store_client(settings, patient=True), settings,
                     queue_client(settings, patient=True))


def job_games() -> Games:
    """The store of this process's settings (see :func:`games_with`)."""
    return games_with(Settings.from_env())


def decision_for(engine: Engine[Any], state: Any, seat: int) -> Decision:
    """A bot's whole input: the seat's view and legal actions, never the real state."""
    return Decision(engine=engine, seat=seat, view=engine.view(state, seat),
                    legal=engine.legal_actions(state, seat))


def bot_action(
    bot: Bot, engine: Engine[Any], state: Any, seat: int, rng: random.Random
) -> Action:
    """What ``bot`` plays for ``seat``: the job's decision step, which the fairness tests
    run on pairs of real states. ``rng`` must be seeded from public facts and a secret only,
    never the game's seed (it fixes the hidden shuffles)."""
    return bot.choose(decision_for(engine, state, seat), rng)


def choose(game: Game, seat: int, level: str) -> Any:
    """The ``level`` bot's decision for ``seat`` at the game's current version."""
    rng = bot_rng(server_secret(), game.id, game.version, seat)
    with DECISION_SECONDS.labels(level, game.engine.name).time():
        return bot_action(get_bot(level), game.engine, game.state, seat, rng)


MAX_BOT_VERSIONS = 10_000
"""Versions after which the server's bots stop playing a game: the longest real games end
within about 2,000 (Encantados at its 20-round safeguard, each round now capped at 40 turns
per seat), so a game this far gone is looping; it is ended (aborted, with the reason) so it
never stays active for ever nor holds a worker."""


def play_bot_turn(game_id: str, version: int) -> str:
    """Play the bot decision due at ``version`` of ``game_id``; a no-op if it is stale.

    The commit goes through the same compare-and-set as a human action, which then
    enqueues the next bot turn if one is due.
    """
    games = job_games()
    try:
        game = games.get(game_id)
    except GameNotFound:
        return f"game {game_id} is gone"
    if game.version != version:
        return f"stale: game {game_id} is at version {game.version}, not {version}"
    bots = game.bots_to_act()
    if not bots:
        return f"no bot to act in game {game_id} at version {version}"
    if version >= MAX_BOT_VERSIONS:
        log.warning("game %s reached version %d: its bots stop; aborted", game_id, version)
        try:
            games.end_by_server(game, "version-cap", (
                f"the server stopped the game at version {version}: its bots had played "
                f"{MAX_BOT_VERSIONS} versions without the game ending"))
        except VersionConflict:
            return f"stale: another change landed on game {game_id} version {version}"
        return f"abandoned: game {game_id} reached version {version}; aborted"
    seat = bots[0]
    level = game.bot_level(seat)
    assert level is not None
    action = choose(game, seat, level)
    try:
        games.act_as_bot(game_id, seat, action, version)
    except VersionConflict:
        return f"stale: another action landed on game {game_id} version {version}"
    BOT_ACTIONS.labels(level, game.engine.name).inc()
    log.info("game %s v%d: %s seat %d played %s", game_id, version, level, seat, action)
    return f"seat {seat} ({level}) played at version {version}"


def play_timeout(game_id: str, version: int, seat: int) -> str:
    """Play ``seat``'s overdue decision at ``version`` with the table's replacement bot.

    A no-op unless the game is still at ``version`` with that seat's deadline passed: a
    human action that landed first moved the version, and the commit's compare-and-set
    refuses this one if it lands in between. Either way the deadline is done with.
    """
    games = job_games()
    deadlines = games.deadlines
    assert deadlines is not None
    try:
        game = games.get(game_id)
    except GameNotFound:
        deadlines.done(game_id, version, seat)
        return f"game {game_id} is gone"
    due = clocks.deadlines(game.doc).get(seat)
    if game.version != version or due is None:
        deadlines.done(game_id, version, seat)
        return f"stale: game {game_id} is at version {game.version} (seat {seat} owes nothing)"
    late = clocks.now() - due  # the store's clock: the one deadlines are set by
    if late < 0:
        deadlines.postpone(game_id, version, seat, due)
        return f"early: seat {seat}'s deadline is {-late:.3f} s away"
    action = choose(game, seat, game.table["replacement_bot"])
    try:
        games.act_on_timeout(game, seat, action)
    except (VersionConflict, NotYourDecision):
        deadlines.done(game_id, version, seat)
        return f"stale: another action landed on game {game_id} version {version}"
    deadlines.done(game_id, version, seat)  # kept on a crash: it fires again after the lease
    log.info("game %s v%d: seat %d timed out %.3f s after its deadline", game_id, version,
             seat, late)
    return f"seat {seat} timed out at version {version}; the replacement bot played"
