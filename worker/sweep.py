"""The periodic sweep: finds bot turns whose job was lost and enqueues them again.

Runs in a thread of every worker process (so it starts and stops with the worker). It
looks at the queue's started and failed registries: a started job whose heartbeat stopped
(its worker was killed) or a job that failed for good leaves its game waiting; if that
game still waits at that version for a bot, the turn is enqueued again. It also reads the
due set (``BotTurns.due_key``), which every commit that makes a bot's turn due writes in the
same script: a turn whose job was never enqueued (its process died right after the commit)
is enqueued there, with nobody reading the game. A turn lost too often ends its game
(``Games.recover_turn``). Sweeps from several workers at once are harmless: the version
compare-and-set lets one action land.
"""

from __future__ import annotations

import logging
import threading
import time

from rq.registry import FailedJobRegistry, StartedJobRegistry

from store import clocks
from store.bot_turns import BotTurns, parse_job_id
from store.errors import GameNotFound, VersionConflict
from store.games import Games

log = logging.getLogger(__name__)

SWEEP_INTERVAL = 5.0
"""Seconds between sweeps: a lost turn waits at most this long after it is noticed."""


def sweep_once(games: Games, turns: BotTurns) -> list[str]:
    """One pass over the registries; returns the job ids enqueued again."""
    job_ids: set[str] = set()
    for queue in turns.queues:
        job_ids |= set(StartedJobRegistry(queue=queue).get_job_ids())
        job_ids |= set(FailedJobRegistry(queue=queue).get_job_ids())
    enqueued: list[str] = []
    for job_id in sorted(job_ids):
        parsed = parse_job_id(job_id)
        if parsed is None or not turns.lost(job_id):
            continue
        game_id, version = parsed
        try:
            game = games.get(game_id)
        except GameNotFound:
            continue
        if game.version == version and game.bots_to_act():
            new_id = games.recover_turn(game)
            if new_id is not None:
                enqueued.append(new_id)
        turns.retire(job_id)
    return enqueued + sweep_due(games, turns)


def sweep_due(games: Games, turns: BotTurns) -> list[str]:
    """Enqueue the due turns whose job is missing or lost; drop entries no longer due."""
    enqueued: list[str] = []
    now = time.time()
    for game_id, score in turns.overdue(now):
        try:
            game = games.get(game_id)
        except GameNotFound:
            turns.settle(game_id, score, None)
            continue
        if not game.bots_to_act():
            turns.settle(game_id, score, None)
            continue
        new_id = games.recover_turn(game)
        if new_id is not None:
            log.warning("game %s v%d: its due bot turn had no job; enqueued %s",
                        game_id, game.version, new_id)
            enqueued.append(new_id)
        turns.settle(game_id, score, now)  # looked at: next time after another grace
    return enqueued


def sweep_waiting(games: Games) -> list[str]:
    """Abort the waiting games whose wait ran out (``Games.expire_waiting``); their ids."""
    if games.waiting is None:
        return []
    ended = []
    for game_id in games.waiting.expired(clocks.now()):
        try:
            if games.expire_waiting(games.get(game_id)) is not None:
                ended.append(game_id)
        except GameNotFound:
            games.waiting.drop(game_id)
        except VersionConflict:
            continue  # it changed meanwhile: the next sweep looks again
    return ended


def start_sweeper(games: Games, turns: BotTurns, stop: threading.Event) -> threading.Thread:
    """A daemon thread sweeping every SWEEP_INTERVAL seconds until ``stop`` is set."""

    def loop() -> None:
        while not stop.wait(SWEEP_INTERVAL):
            try:
                sweep_once(games, turns)
                for game_id in sweep_waiting(games):
                    log.info("game %s waited too long for players: aborted", game_id)
            except Exception:  # a sweep must never kill the worker
                log.exception("bot-turn sweep failed")

    thread = threading.Thread(target=loop, name="bot-turn-sweeper", daemon=True)
    thread.start()
    return thread
