"""The periodic sweep: finds bot turns whose job was lost and enqueues them again.

Runs in a thread of every worker process (so it starts and stops with the worker). It
looks at the queue's started and failed registries: a started job whose heartbeat stopped
(its worker was killed) or a job that failed for good leaves its game waiting; if that
game still waits at that version for a bot, the turn is enqueued again. Sweeps from
several workers at once are harmless: the version compare-and-set lets one action land.
"""

from __future__ import annotations

import logging
import threading

from rq.registry import FailedJobRegistry, StartedJobRegistry

from store.bot_turns import BotTurns, parse_job_id
from store.errors import GameNotFound
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
            new_id = turns.ensure(game_id, version, human=game.has_human)
            if new_id is not None:
                enqueued.append(new_id)
        turns.retire(job_id)
    return enqueued


def start_sweeper(games: Games, turns: BotTurns, stop: threading.Event) -> threading.Thread:
    """A daemon thread sweeping every SWEEP_INTERVAL seconds until ``stop`` is set."""

    def loop() -> None:
        while not stop.wait(SWEEP_INTERVAL):
            try:
                sweep_once(games, turns)
            except Exception:  # a sweep must never kill the worker
                log.exception("bot-turn sweep failed")

    thread = threading.Thread(target=loop, name="bot-turn-sweeper", daemon=True)
    thread.start()
    return thread
