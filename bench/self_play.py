"""Self-play records: one bot playing every seat of a game to its end, the positions the
fits learn from, kept as JSON lines (a game each, with its ``game``, ``players`` and
``seed``) that a later run resumes by seed."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from engines import Engine
from worker.bots.base import Bot, Decision


def self_play(engine: Engine[Any], state: Any, bot: Bot, rng: random.Random) -> Iterator[int]:
    """Play ``state`` to its end in place, ``bot`` deciding for every seat (a lone legal
    action is played without asking it); yields each ply's number before its move, so the
    caller reads the position first."""
    ply = 0
    while engine.outcome(state) is None:
        yield ply
        actor = engine.to_act(state)[0]
        legal = engine.legal_actions(state, actor)
        action = legal[0] if len(legal) == 1 else bot.choose(
            Decision(engine, actor, engine.view(state, actor), legal), rng)
        engine.advance(state, actor, action)
        ply += 1


def read_games(record: Path, game: str, players: int) -> list[dict[str, Any]]:
    """The record's games of ``game`` at ``players`` seats (none if it does not exist)."""
    if not record.exists():
        return []
    games = [json.loads(line) for line in record.read_text().splitlines() if line.strip()]
    return [g for g in games if g["game"] == game and g["players"] == players]


def extend(record: Path, game: str, players: int, seeds: Iterable[int],
           play: Callable[[int], dict[str, Any]],
           describe: Callable[[dict[str, Any]], str]) -> None:
    """Play the seeds the record lacks, appending each game the moment it ends and
    printing ``# seed N: <describe(game)>``."""
    done = {g["seed"] for g in read_games(record, game, players)}
    record.parent.mkdir(parents=True, exist_ok=True)
    for seed in seeds:
        if seed in done:
            continue
        played = play(seed)
        with record.open("a") as out:
            out.write(json.dumps(played, separators=(",", ":")) + "\n")
        print(f"# seed {seed}: {describe(played)}", flush=True)
