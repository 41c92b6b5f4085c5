"""The life of a stored game: create, read, act, all through the engine and the store.

The order of checks on an action follows boardgame.io: the game exists, the credentials
name a seat, the version is current, the game is running, the seat has a decision, the
action is legal. Only then does the atomic commit run; it re-checks the version, so of N
concurrent actions on one version exactly one lands.
"""

from __future__ import annotations

import secrets
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from engines import Engine, EngineError, Outcome, get_engine
from engines.errors import as_json
from store.errors import (
    BadCredentials,
    GameFinished,
    GameNotFound,
    InvalidRequest,
    NotYourDecision,
    VersionAhead,
    VersionConflict,
)
from store.redis_store import GameStore
from store.settings import Settings
from store.tokens import new_token, seat_for_token, token_hash

SEED_BITS = 63
"""Seeds fit a signed 64-bit integer, so every client language can hold one."""



class BotScheduler(Protocol):
    """How the store hands bot turns to the worker (see ``store.bot_turns.BotTurns``)."""

    def schedule(self, game_id: str, version: int, human: bool = False) -> None:
        """Called after every commit (and creation) that leaves a bot to act."""

    def ensure(self, game_id: str, version: int, human: bool = False) -> str | None:
        """Enqueue the turn again if its job was lost; the new job id, or None."""


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass(slots=True)
class Game:
    """A game as loaded from the store, with its engine and decoded state."""

    id: str
    version: int
    doc: dict[str, Any]
    engine: Engine[Any]
    state: Any
    _outcome: Outcome | None = field(default=None, repr=False)
    _outcome_known: bool = field(default=False, repr=False)

    @property
    def seats(self) -> list[dict[str, Any]]:
        seats: list[dict[str, Any]] = self.doc["seats"]
        return seats

    @property
    def outcome(self) -> Outcome | None:
        if not self._outcome_known:
            self._outcome = self.engine.outcome(self.state)
            self._outcome_known = True
        return self._outcome

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    def to_act(self) -> list[int]:
        return [] if self.finished else self.engine.to_act(self.state)

    def bots_to_act(self) -> list[int]:
        """Seats that must decide now and are played by the server."""
        return [seat for seat in self.to_act() if self.seats[seat]["bot"] is not None]

    @property
    def has_human(self) -> bool:
        """A person plays here (and waits on the bots): its bot turns are served first."""
        return any(s["bot"] is None and not s.get("resigned") for s in self.seats)

    def seat_of(self, token: str | None) -> int | None:
        """The seat a bearer token belongs to; None for no token (a spectator).

        A token that matches no seat is :class:`BadCredentials`, never a spectator.
        """
        if token is None:
            return None
        seat = seat_for_token(token, [s.get("token_hash") for s in self.seats])
        if seat is None:
            raise BadCredentials("the bearer token is not a seat token of this game")
        return seat


class Games:
    """Creates, loads and advances games stored in Redis."""

    def __init__(
        self,
        store: GameStore,
        settings: Settings,
        bot_levels: Collection[str],
        bot_turns: BotScheduler | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.bot_levels = frozenset(bot_levels)
        self.bot_turns = bot_turns

    # --- create ----------------------------------------------------------------------

    def create(
        self,
        game: str,
        players: list[Mapping[str, Any]],
        options: Mapping[str, Any] | None,
        seed: int | None,
    ) -> tuple[Game, dict[int, str]]:
        """A new game at version 0 and the tokens of its human seats (shown only now)."""
        try:
            engine = get_engine(game)
        except EngineError as exc:
            raise InvalidRequest(str(exc)) from None
        for i, player in enumerate(players):
            bot = player.get("bot")
            if bot is not None and bot not in self.bot_levels:
                raise InvalidRequest(
                    f"player {i} ({as_json(player.get('name'))}): unknown bot level "
                    f"{as_json(bot)}; levels: {as_json(sorted(self.bot_levels))}"
                )
        if seed is None:
            seed = secrets.randbits(SEED_BITS)
        try:
            state = engine.new_game(len(players), options, seed)
        except EngineError as exc:
            raise InvalidRequest(str(exc)) from None

        tokens: dict[int, str] = {}
        seats: list[dict[str, Any]] = []
        people = iter(players)
        for info in engine.seats(state):
            record: dict[str, Any] = {**info.to_json(), "token_hash": None}
            if info.ghost:
                record.update(name=None, bot=None)
            else:
                player = next(people)
                record.update(name=player["name"], bot=player.get("bot"))
                if record["bot"] is None:
                    tokens[info.index] = new_token()
                    record["token_hash"] = token_hash(tokens[info.index])
            seats.append(record)
        for record in seats:
            if record["ghost"]:
                controller = seats[record["controller"]]
                record["name"] = f"ghost of {controller['name']}"
                record["bot"] = controller["bot"]

        stamp = now_iso()
        doc = {
            "game": engine.name,
            "options": engine.resolve_options(options),
            "seed": seed,
            "players": len(players),
            "seats": seats,
            "state": engine.dump(state),
            "created": stamp,
            "updated": stamp,
        }
        game_id = secrets.token_hex(16)
        if not self.store.create(game_id, doc, self.settings.idle_ttl):
            raise RuntimeError(f"game id {game_id} already taken")
        created = Game(game_id, 0, doc, engine, state)
        self._schedule(created)
        return created, tokens

    # --- read ------------------------------------------------------------------------

    def get(self, game_id: str) -> Game:
        stored = self.store.load(game_id)
        if stored is None:
            raise GameNotFound(f"no game with id {as_json(game_id)} (it may have expired)")
        engine = get_engine(stored.doc["game"])
        state = engine.restore(stored.doc["state"])
        return Game(game_id, stored.version, stored.doc, engine, state)

    def log(self, game_id: str) -> tuple[Game, list[dict[str, Any]]]:
        game = self.get(game_id)
        return game, self.store.log(game_id)

    # --- act -------------------------------------------------------------------------

    def act(self, game_id: str, token: str | None, action: Any, version: int) -> Game:
        """Apply a human seat's action; raises the store's errors or an engine error."""
        game = self.get(game_id)
        if token is None:
            raise BadCredentials("acting needs 'Authorization: Bearer <seat token>'")
        seat = game.seat_of(token)
        assert seat is not None
        return self._act(game, seat, action, version)

    def act_as_bot(self, game_id: str, seat: int, action: Any, version: int) -> Game:
        """Apply a server bot's action for ``seat`` (the worker's path to the same commit)."""
        game = self.get(game_id)
        if game.seats[seat]["bot"] is None:
            raise NotYourDecision(f"seat {seat} is not a bot seat")
        return self._act(game, seat, action, version)

    def _act(self, game: Game, seat: int, action: Any, version: int) -> Game:
        if version > game.version:
            raise VersionAhead(
                f"version {version} is ahead of the game, which is at version {game.version}",
                game.version,
            )
        if version != game.version:
            raise VersionConflict(
                f"version {version} is stale; the game is at version {game.version}",
                game.version,
            )
        if game.finished:
            raise GameFinished(f"the game is over (version {game.version})", game.version)
        if seat not in game.to_act():
            raise NotYourDecision(
                f"seat {seat} has no decision to make now; to act: {game.to_act()}"
            )
        new_state = game.engine.apply(game.state, seat, action)
        return self._commit(game, seat, action, new_state)

    def _commit(self, game: Game, seat: int, action: Any, new_state: Any) -> Game:
        stamp = now_iso()
        doc = {**game.doc, "state": game.engine.dump(new_state), "updated": stamp}
        new_game = Game(game.id, game.version + 1, doc, game.engine, new_state)
        entry = {"version": new_game.version, "seat": seat, "action": action, "time": stamp}
        ttl = self.settings.finished_ttl if new_game.finished else self.settings.idle_ttl
        result = self.store.commit(game.id, game.version, doc, entry, ttl)
        if not result.applied:
            if result.version < 0:
                raise GameNotFound(f"game {as_json(game.id)} vanished (expired) while acting")
            raise VersionConflict(
                f"another action landed first; the game is at version {result.version}",
                result.version,
            )
        self._schedule(new_game)
        return new_game

    def _schedule(self, game: Game) -> None:
        if self.bot_turns is not None and game.bots_to_act():
            self.bot_turns.schedule(game.id, game.version, human=game.has_human)

    def nudge(self, game: Game) -> str | None:
        """If a bot has owed this game a move for too long, make sure its turn is queued.

        Called when a game is read, so a turn whose job was lost is noticed even before the
        worker's periodic sweep; a no-op for a game that is not waiting on a bot.
        """
        if self.bot_turns is None or not game.bots_to_act():
            return None
        updated = datetime.fromisoformat(game.doc["updated"].replace("Z", "+00:00"))
        if (datetime.now(UTC) - updated).total_seconds() < self.settings.bot_stall:
            return None
        return self.bot_turns.ensure(game.id, game.version, human=game.has_human)

