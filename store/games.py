"""The life of a stored game: create, read, act, all through the engine and the store.

The order of checks on an action follows boardgame.io: the game exists, the credentials
name a seat, the version is current, the game is running, the seat has a decision, the
action is legal. Only then does the atomic commit run; it re-checks the version, so of N
concurrent actions on one version exactly one lands.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from engines import Engine, EngineError, Outcome, get_engine
from engines.base import Event
from engines.errors import as_json
from store import clocks, table_options
from store.deadlines import Deadlines
from store.errors import (
    BadCredentials,
    GameFinished,
    GameNotFound,
    InvalidRequest,
    NotYourDecision,
    StatusConflict,
    VersionAhead,
    VersionConflict,
)
from store.lobby import Lobby
from store.redis_store import GameStore
from store.seat_records import seat_records, sync_ghosts
from store.seeds import commitment, draw_salt, draw_seed
from store.settings import Settings
from store.tokens import seat_for_token

STATUSES = ("waiting", "active", "finished", "aborted")
"""A game waits for its open seats, runs, then ends by its rules or by an abort."""



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

    @property
    def status(self) -> str:
        """One of STATUSES: aborted and finished are final; waiting while a seat is open."""
        if self.doc.get("aborted"):
            return "aborted"
        if self.finished:
            return "finished"
        if any(s.get("open") for s in self.seats):
            return "waiting"
        return "active"

    def to_act(self) -> list[int]:
        return self.engine.to_act(self.state) if self.status == "active" else []

    def bot_level(self, seat: int) -> str | None:
        """The bot level the server plays ``seat`` with (its own, or a stand-in's); None
        for a seat its person plays."""
        record = self.seats[seat]
        level: str | None = record.get("stand_in") or record["bot"]
        return level

    def bots_to_act(self) -> list[int]:
        """Seats that must decide now and are played by the server."""
        return [seat for seat in self.to_act() if self.bot_level(seat) is not None]

    def is_absent(self, seat: int) -> bool:
        """Timed out too often (``store.clocks``): the server plays it until its player acts."""
        record = self.seats[seat]
        return bool(record.get("absent")) and not record.get("resigned")

    def stand_in_reason(self, seat: int) -> str | None:
        """Why the server plays a human seat (the log's ``by``); None for bots and people."""
        record = self.seats[seat]
        if record["bot"] is not None or not record.get("stand_in"):
            return None
        return "resign" if record.get("resigned") else "absent"

    @property
    def table(self) -> dict[str, Any]:
        """The table options (``store.table_options``), defaults filled in."""
        return table_options.resolve(self.doc.get("table"))

    def seed_facts(self) -> dict[str, Any]:
        """The commitment from the start; the seed and salt once the game is over."""
        over = self.status in ("finished", "aborted")
        salt = self.doc.get("salt")
        return {
            "seed_commitment": None if salt is None else commitment(salt, self.doc["seed"]),
            "seeded_by_creator": salt is None,
            "seed": self.doc["seed"] if over else None,
            "salt": salt if over else None,
        }

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
        deadlines: Deadlines | None = None,
    ) -> None:
        self.store = store
        self.deadlines = deadlines
        self.settings = settings
        self.bot_levels = frozenset(bot_levels)
        self.bot_turns = bot_turns
        self.lobby = Lobby(store, settings.idle_ttl)

    # --- create ----------------------------------------------------------------------

    def create(
        self,
        game: str,
        players: list[Mapping[str, Any]],
        options: Mapping[str, Any] | None,
        seed: int | None,
        listed: bool = False,
    ) -> tuple[Game, dict[int, str], dict[int, str]]:
        """A new game at version 0, the tokens of its human seats and the invites of its
        open seats (both shown only now). A game with open seats waits for them."""
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
        try:
            engine_options, table = table_options.split(options)
        except EngineError as exc:
            raise InvalidRequest(str(exc)) from None
        return self.create_table(engine, players, engine_options, table, seed, listed)

    def create_table(
        self,
        engine: Engine[Any],
        players: Sequence[Mapping[str, Any]],
        options: Mapping[str, Any] | None,
        table: Mapping[str, Any],
        seed: int | None,
        listed: bool,
        adjust: Callable[[list[dict[str, Any]]], None] | None = None,
    ) -> tuple[Game, dict[int, str], dict[int, str]]:
        """Store a new game (``create`` and rematches): its seats built from ``players``
        (then ``adjust``-ed in place), a drawn seed and salt unless ``seed`` is given."""
        salt = None if seed is not None else draw_salt()
        if seed is None:
            seed = draw_seed()
        try:
            state = engine.new_game(len(players), options, seed)
        except EngineError as exc:
            raise InvalidRequest(str(exc)) from None
        seats, tokens, invites = seat_records(engine, state, players)
        if adjust is not None:
            adjust(seats)
            sync_ghosts(seats)

        stamp = now_iso()
        doc = {
            "game": engine.name,
            "options": engine.resolve_options(options),
            "table": dict(table),
            "seed": seed,
            "salt": salt,
            "listed": listed,
            "players": len(players),
            "seats": seats,
            "state": engine.dump(state),
            "clocks": clocks.new_clocks(len(seats), table_options.resolve(table)),
            "created": stamp,
            "updated": stamp,
        }
        game_id = secrets.token_hex(16)
        created = Game(game_id, 0, doc, engine, state)
        clocks.advance(doc, created.table, created.to_act(), None, None, clocks.now())
        if not self.store.create(game_id, doc, self.settings.idle_ttl):
            raise RuntimeError(f"game id {game_id} already taken")
        if listed and created.status == "waiting":
            self.lobby.add(created.id, engine.name, stamp)
        self._schedule(created)
        return created, tokens, invites

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
        if game.bot_level(seat) is not None and not game.is_absent(seat):
            raise NotYourDecision(
                f"the server plays seat {seat} now ({game.stand_in_reason(seat)}): "
                f"a {game.bot_level(seat)} bot decides for it"
            )
        return self._act(game, seat, action, version)

    def act_as_bot(self, game_id: str, seat: int, action: Any, version: int) -> Game:
        """Apply a server bot's action for ``seat`` (the worker's path to the same commit)."""
        game = self.get(game_id)
        if game.bot_level(seat) is None:
            raise NotYourDecision(f"seat {seat} is not played by the server")
        return self._act(game, seat, action, version, by=game.stand_in_reason(seat))

    def act_on_timeout(self, game: Game, seat: int, action: Any) -> Game:
        """Apply the replacement bot's ``action`` for a human ``seat`` whose deadline passed
        (the worker's timeout job), on the version ``game`` was read at."""
        if game.bot_level(seat) is not None:
            raise NotYourDecision(f"seat {seat} is played by the server already")
        return self._act(game, seat, action, game.version, by=clocks.BY_TIMEOUT)

    def _act(
        self, game: Game, seat: int, action: Any, version: int, by: str | None = None
    ) -> Game:
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
        if game.status != "active":
            raise StatusConflict(
                f"the game is {game.status}: nobody acts in it",
                f"game-{game.status}",
                game.version,
            )
        if seat not in game.to_act():
            raise NotYourDecision(
                f"seat {seat} has no decision to make now; to act: {game.to_act()}"
            )
        new_state, events = game.engine.play(game.state, seat, action)
        return self._commit(game, seat, action, new_state, events, by)

    def _commit(
        self, game: Game, seat: int, action: Any, new_state: Any, events: Sequence[Event],
        by: str | None = None,
    ) -> Game:
        """Write ``new_state`` as the next version, logging the action and its events
        (unredacted: readers redact per viewer) and, for a move the server made for a human
        seat, ``by`` (why); the commit also wakes live listeners."""
        stamp = now_iso()
        doc = {**game.doc, "state": game.engine.dump(new_state), "updated": stamp}
        new_game = Game(game.id, game.version + 1, doc, game.engine, new_state)
        self._tick(new_game, seat, by)
        entry = {"version": new_game.version, "seat": seat, "action": action, "time": stamp,
                 "events": list(events)}
        if by is not None:
            entry["by"] = by
        return self._store(game, new_game, entry)

    def rewrite(self, game: Game, doc: dict[str, Any], change: str, seat: int) -> Game:
        """Store ``doc`` (changed seats or status) as the next version, if ``game`` is still
        current: a compare-and-set like an action's. Its log entry has no action, only the
        ``change`` (joined, left, resigned, aborted) and the seat it concerns, so version N
        is always the N-th log entry and every version says what made it. Keeps the lobby
        index in step and schedules a bot that must now act."""
        stamp = now_iso()
        doc = {**doc, "updated": stamp}
        new_game = Game(game.id, game.version + 1, doc, game.engine, game.state)
        self._tick(new_game, None, None)
        entry: dict[str, Any] = {"version": new_game.version, "seat": seat, "action": None,
                                 "change": change, "time": stamp, "events": []}
        stored = self._store(game, new_game, entry)
        if doc.get("listed") and new_game.status != "waiting":
            self.lobby.remove(game.id, game.engine.name, doc["created"])
        return stored

    def _store(self, game: Game, new_game: Game, entry: dict[str, Any]) -> Game:
        """Commit ``new_game`` over ``game`` with its log entry (compare-and-set on the
        version), then schedule what it now owes: bot turns, deadlines."""
        over = new_game.status in ("finished", "aborted")
        ttl = self.settings.finished_ttl if over else self.settings.idle_ttl
        result = self.store.commit(game.id, game.version, new_game.doc, entry, ttl)
        if not result.applied:
            if result.version < 0:
                raise GameNotFound(f"game {as_json(game.id)} vanished (expired) meanwhile")
            raise VersionConflict(
                f"another change landed first; the game is at version {result.version}",
                result.version,
            )
        self._schedule(new_game)
        return new_game

    @staticmethod
    def _tick(game: Game, acted: int | None, by: str | None) -> None:
        """Run the clocks on a record about to be committed (``store.clocks.advance``)."""
        clocks.advance(game.doc, game.table, game.to_act(), acted, by, clocks.now())
        sync_ghosts(game.doc["seats"])

    def _schedule(self, game: Game) -> None:
        if self.bot_turns is not None and game.bots_to_act():
            self.bot_turns.schedule(game.id, game.version, human=game.has_human)
        if self.deadlines is not None and clocks.timed(game.table):
            old = game.version - 1 if game.version else None
            self.deadlines.replace(
                game.id, old, len(game.seats), game.version, clocks.deadlines(game.doc)
            )

    def nudge(self, game: Game) -> str | None:
        """If a bot has owed this game a move for too long, make sure its turn is queued.

        Called when a game is read, so a turn whose job was lost is noticed even before the
        worker's periodic sweep; a no-op for a game that is not waiting on a bot. A pending
        deadline a crash lost between commit and scheduling is put back too.
        """
        if self.deadlines is not None and clocks.timed(game.table):
            self.deadlines.ensure(game.id, game.version, clocks.deadlines(game.doc))
        if self.bot_turns is None or not game.bots_to_act():
            return None
        updated = datetime.fromisoformat(game.doc["updated"].replace("Z", "+00:00"))
        if (datetime.now(UTC) - updated).total_seconds() < self.settings.bot_stall:
            return None
        return self.bot_turns.ensure(game.id, game.version, human=game.has_human)

