"""The life of a stored game: create, read, act, all through the engine and the store.

The order of checks on an action follows boardgame.io: the game exists, the credentials
name a seat, the version is current, the game is running, the seat has a decision, the
action is legal. Only then does the atomic commit run; it re-checks the version, so of N
concurrent actions on one version exactly one lands.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from engines import Engine, EngineError, Outcome, get_engine
from engines.base import Event
from engines.errors import as_json
from store import clocks, faults, replay, table_options
from store.deadlines import DeadlineChange, Deadlines
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
from store.record import RECORD_SCHEMA, GameRecord, SeatRecord, read_record
from store.redis_store import GameStore
from store.seat_records import seat_records, sync_ghosts
from store.seeds import commitment, draw_salt, draw_seed
from store.settings import Settings
from store.state_seal import must_check, seal
from store.tokens import new_token, seat_for_token, token_hash, token_matches
from store.waiting import WaitingGames
from store.windows import Windows

STATUSES = ("waiting", "active", "finished", "aborted")
"""A game waits for its open seats, runs, then ends by its rules or by an abort."""

PLAYER_ABORT = "aborted by a player before the first action"
"""The abort reason of a record written before reasons were kept (only players aborted)."""

SERVER_ENDS = ("version-cap", "corrupt-record", "bot-failing", "expired")
"""Why the server itself may end a game (``Games.end_by_server``), as ``abort_cause``: its
bots played too long without an end, its stored record no longer decodes, its bot's turn
kept failing, or it waited too long for players. Never left ``active`` for ever."""


MAX_TURN_ATTEMPTS = 3
"""Times a lost or failed bot turn is enqueued again (each job with its RQ retries) before
the server gives the game up as one its bot cannot play, and aborts it with the reason: a
bot that failed 16 times on one position will not succeed on the 17th."""

CORRUPT_RETRIES = 4
"""Reads of a game that changes (or is ended by another reader) while a corrupt record is
being ended; past that the caller is told to try again."""

log = logging.getLogger(__name__)


class BotScheduler(Protocol):
    """How the store hands bot turns to the worker (see ``store.bot_turns.BotTurns``)."""

    def schedule(self, game_id: str, version: int, human: bool = False) -> None:
        """Called after every commit (and creation) that leaves a bot to act."""

    def ensure(self, game_id: str, version: int, human: bool = False) -> str | None:
        """Enqueue the turn again if its job was lost; the new job id, or None."""

    def attempts(self, game_id: str, version: int) -> int:
        """Times the turn due at ``version`` was enqueued again."""

    def record_due(self, game_id: str, due: bool) -> None:
        """Record a due turn apart from the commit (a store that cannot write it itself)."""


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass(slots=True)
class Game:
    """A game as loaded from the store, with its engine and decoded state."""

    id: str
    version: int
    doc: GameRecord
    engine: Engine[Any]
    state: Any
    outcome: Outcome | None = field(init=False, repr=False)
    """The engine's outcome of the state (None while it runs)."""
    finished: bool = field(init=False, repr=False)
    """The rules ended the game (``outcome`` is not None)."""
    status: str = field(init=False, repr=False)
    """One of STATUSES: aborted and finished are final; waiting while a seat is open."""
    table: Mapping[str, Any] = field(init=False, repr=False)
    """The table options (``store.table_options``), defaults filled in; read-only."""
    _to_act: list[int] = field(init=False, repr=False)
    _token_seat: tuple[str, int] | None = field(default=None, repr=False)
    """The last token :meth:`seat_of` found, with its seat (an action asks twice)."""
    creator_token: str | None = field(default=None, repr=False)
    """Set on a game just created only: the token that lets its creator call it off while
    it waits (``Seating.abort``); stored as a hash, shown once."""

    def is_creator(self, token: str | None) -> bool:
        """Whether ``token`` is this game's creator token (constant-time comparison)."""
        return token is not None and token_matches(token, self.doc["creator_hash"])

    def __post_init__(self) -> None:
        """Work out once what every path asks of a loaded game several times (an action
        about twenty times in all): a record's status fields (aborted, the state, open
        seats, the table) never change under a loaded game, for a change makes a new record
        and a new ``Game``."""
        # a record from anywhere (an announcement, an older server) reads as a current one
        self.doc = doc = read_record(self.doc)  # type: ignore[arg-type]  # a dict
        self.outcome = outcome = self.engine.outcome(self.state)
        self.finished = outcome is not None
        if doc["aborted"]:
            self.status = "aborted"
        elif outcome is not None:
            self.status = "finished"
        elif any([s["open"] for s in doc["seats"]]):  # a list: no generator to resume
            self.status = "waiting"
        else:
            self.status = "active"
        self.table = table_options.resolve(doc["table"])
        self._to_act = self.engine.to_act(self.state) if self.status == "active" else []

    @property
    def seats(self) -> list[SeatRecord]:
        return self.doc["seats"]

    @property
    def abort_reason(self) -> str | None:
        """Why the game was aborted, in words players read; None unless it was."""
        if not self.doc["aborted"]:
            return None
        return self.doc["abort_reason"] or PLAYER_ABORT

    def to_act(self) -> list[int]:
        """The seats that must decide now (a fresh list: the caller may keep or change it)."""
        return self._to_act.copy()

    def bot_level(self, seat: int) -> str | None:
        """The bot level the server plays ``seat`` with (its own, or a stand-in's); None
        for a seat its person plays."""
        record = self.doc["seats"][seat]
        return record["stand_in"] or record["bot"]

    def bots_to_act(self) -> list[int]:
        """Seats that must decide now and are played by the server."""
        return [seat for seat in self.to_act() if self.bot_level(seat) is not None]

    def is_absent(self, seat: int) -> bool:
        """Timed out too often (``store.clocks``): the server plays it until its player acts."""
        record = self.doc["seats"][seat]
        return record["absent"] and not record["resigned"]

    def stand_in_reason(self, seat: int) -> str | None:
        """Why the server plays a human seat (the log's ``by``); None for bots and people."""
        record = self.doc["seats"][seat]
        if record["bot"] is not None or not record["stand_in"]:
            return None
        return "resign" if record["resigned"] else "absent"

    def seed_facts(self) -> dict[str, Any]:
        """The commitment from the start; the seed and salt once the game is over."""
        over = self.status in ("finished", "aborted")
        salt = self.doc["salt"]
        return {
            "seed_commitment": None if salt is None else commitment(salt, self.doc["seed"]),
            "seeded_by_creator": salt is None,
            "seed": self.doc["seed"] if over else None,
            "salt": salt if over else None,
        }

    @property
    def has_human(self) -> bool:
        """A person plays here (and waits on the bots): its bot turns are served first.

        A seat the server plays is no person's: a bot's, or a resigned or away (``absent``)
        person's, whose stand-in plays it (a ghost seat takes its controller's). Nobody waits
        on such a game, and served first it kept every all-bot game waiting to its end."""
        return any([clocks.human_played(s) for s in self.doc["seats"]])

    def seat_of(self, token: str | None) -> int | None:
        """The seat a bearer token belongs to; None for no token (a spectator).

        A token that matches no seat is :class:`BadCredentials`, never a spectator.
        """
        if token is None:
            return None
        known = self._token_seat
        if known is not None and known[0] is token:  # the same object: no comparison
            return known[1]
        seat = seat_for_token(token, [s["token_hash"] for s in self.doc["seats"]])
        if seat is None:
            raise BadCredentials("the bearer token is not a seat token of this game")
        self._token_seat = (token, seat)
        return seat


def decode_state(engine: Engine[Any], doc: GameRecord) -> Any:
    """The engine's state of a record: its invariants checked in full unless the record's
    seal proves one of our engines made it, then on a sample (``store.state_seal``)."""
    data = doc["state"]
    if must_check(data, doc["state_seal"]):
        return engine.restore(data)
    try:
        return engine.load(data)
    except (KeyError, TypeError, ValueError, IndexError):
        return engine.restore(data)  # another version's layout: its clear error


class Games:
    """Creates, loads and advances games stored in Redis."""

    def __init__(
        self,
        store: GameStore,
        settings: Settings,
        bot_levels: Collection[str],
        bot_turns: BotScheduler | None = None,
        deadlines: Deadlines | None = None,
        waiting: WaitingGames | None = None,
    ) -> None:
        self.store = store
        self.deadlines = deadlines
        self.waiting = waiting
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
        people = sum(1 for player in players if player.get("bot") is None)
        table_options.shared_table_default(table, options, people)
        return self.create_table(engine, players, engine_options, table, seed, listed)

    def create_table(
        self,
        engine: Engine[Any],
        players: Sequence[Mapping[str, Any]],
        options: Mapping[str, Any] | None,
        table: Mapping[str, Any],
        seed: int | None,
        listed: bool,
        adjust: Callable[[list[SeatRecord]], None] | None = None,
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
        data = engine.dump(state)
        creator_token = new_token()
        doc: GameRecord = {
            "schema": RECORD_SCHEMA,
            "game": engine.name,
            "creator_hash": token_hash(creator_token),
            "options": engine.resolve_options(options),
            "table": dict(table),
            "seed": seed,
            "salt": salt,
            "listed": listed,
            "players": len(players),
            "seats": seats,
            "state": data,
            "state_seal": seal(data),
            "clocks": clocks.new_clocks(len(seats), table_options.resolve(table)),
            "created": stamp,
            "updated": stamp,
            "aborted": False,
            "abort_cause": None,
            "abort_reason": None,
        }
        game_id = secrets.token_hex(16)
        created = Game(game_id, 0, doc, engine, state, creator_token=creator_token)
        clocks.advance(doc, created.table, created.to_act(), None, None, clocks.now())
        first = self._deadline_change(created, None)
        if not self.store.create(game_id, doc, self.settings.idle_ttl,
                                 due=bool(created.bots_to_act()), deadlines=first):
            raise RuntimeError(f"game id {game_id} already taken")
        if self.store.due_key is None and self.bot_turns is not None and created.bots_to_act():
            self.bot_turns.record_due(game_id, True)
        if listed and created.status == "waiting":
            self.lobby.add(created.id, engine.name, stamp)
        self._schedule(created, deadlines_moved=first is not None)
        return created, tokens, invites

    # --- read ------------------------------------------------------------------------

    def get(self, game_id: str, limits: Windows | None = None) -> Game:
        """The stored game; ``limits``: rate-limit counters hit (and judged) in the first
        read. A record whose state no longer decodes (``CorruptStateError``) is ended here,
        by whoever reads it first (``end_corrupt``), never left to fail."""
        for attempt in range(CORRUPT_RETRIES):
            stored = self.store.load(game_id, limits if attempt == 0 else None)
            if stored is None:
                raise GameNotFound(f"no game with id {as_json(game_id)} (it may have expired)")
            engine = get_engine(stored.doc["game"])
            try:
                state = decode_state(engine, stored.doc)
            except EngineError as exc:
                try:
                    return self.end_corrupt(game_id, stored.version, stored.doc, engine, exc)
                except VersionConflict:
                    continue  # another reader ended it (or it changed): read it again
            return Game(game_id, stored.version, stored.doc, engine, state)
        raise VersionConflict(f"game {as_json(game_id)} kept changing; try again", -1)

    def end_corrupt(self, game_id: str, version: int, doc: GameRecord,
                    engine: Engine[Any], error: EngineError) -> Game:
        """Abort a game whose stored state is corrupt, with the state its seed and log
        replay to (as far as they replay), so it can still be shown and reviewed."""
        state = replay.initial_state(engine, doc)
        try:
            for _, after in replay.states_after(engine, state, self.store.log(game_id)):
                state = after
        except (EngineError, KeyError, TypeError, ValueError):
            pass  # the log is damaged too: show the last state it replays to
        data = engine.dump(state)  # our engine's: sealed
        broken = Game(game_id, version, {**doc, "state": data, "state_seal": seal(data)},
                      engine, state)
        reason = (f"the server ended the game at version {version}: its stored state could "
                  f"not be read ({error}); the board shown is what its log replays to")
        log.error("game %s v%d: corrupt record, aborted: %s", game_id, version, error)
        return self.end_by_server(broken, "corrupt-record", reason)

    def expire_waiting(self, game: Game) -> Game | None:
        """Abort ``game`` if it has waited for players ``waiting_ttl`` seconds since its
        last change (the ended game, or None: it no longer waits, or not for that long;
        its expiry is then set again from its record)."""
        assert self.waiting is not None
        if game.status != "waiting":
            self.waiting.drop(game.id)
            return None
        updated = datetime.fromisoformat(game.doc["updated"].replace("Z", "+00:00"))
        expires = updated.timestamp() + self.settings.waiting_ttl
        if clocks.now() < expires:
            self.waiting.arm(game.id, expires)
            return None
        hours = self.settings.waiting_ttl / 3600
        reason = (f"nobody took its open seats within {hours:g} hours of its last seat change, "
                  "so the server called it off")
        return self.end_by_server(game, "expired", reason)

    def end_by_server(self, game: Game, cause: str, reason: str) -> Game:
        """End ``game`` as ``aborted`` because the server stops playing it: ``cause`` one
        of :data:`SERVER_ENDS`, ``reason`` the words players see in the game body
        (``abort_reason``), its log entry and its stream. A compare-and-set like any
        change: raises ``VersionConflict`` if the game moved meanwhile."""
        assert cause in SERVER_ENDS, cause
        doc: GameRecord = {**game.doc, "aborted": True, "abort_cause": cause,
                           "abort_reason": reason}
        return self.rewrite(game, doc, "aborted", None, reason)

    def log(self, game_id: str) -> tuple[Game, list[dict[str, Any]]]:
        game = self.get(game_id)
        return game, self.store.log(game_id)

    # --- act -------------------------------------------------------------------------

    def act(self, game_id: str, token: str | None, action: Any, version: int,
            limits: Windows | None = None) -> Game:
        """Apply a human seat's action; raises the store's errors or an engine error (or
        what ``limits``, the rate-limit counters counted with the read, raise first)."""
        game = self.get(game_id, limits)
        if token is None:
            raise BadCredentials("acting needs 'Authorization: Bearer <seat token>'")
        seat = game.seat_of(token)
        assert seat is not None
        if game.bot_level(seat) is not None and not game.is_absent(seat):
            raise NotYourDecision(
                f"the server plays seat {seat} now ({game.stand_in_reason(seat)}): "
                f"a {game.bot_level(seat)} bot decides for it"
            )
        return self._act(game, seat, action, version, owned=True)

    def act_as_bot(self, game_id: str, seat: int, action: Any, version: int) -> Game:
        """Apply a server bot's action for ``seat`` (the worker's path to the same commit)."""
        game = self.get(game_id)
        if game.bot_level(seat) is None:
            raise NotYourDecision(f"seat {seat} is not played by the server")
        return self._act(game, seat, action, version, by=game.stand_in_reason(seat),
                         owned=True)

    def act_on_timeout(self, game: Game, seat: int, action: Any) -> Game:
        """Apply the replacement bot's ``action`` for a human ``seat`` whose deadline passed
        (the worker's timeout job), on the version ``game`` was read at."""
        if game.bot_level(seat) is not None:
            raise NotYourDecision(f"seat {seat} is played by the server already")
        return self._act(game, seat, action, game.version, by=clocks.BY_TIMEOUT)

    def _act(
        self, game: Game, seat: int, action: Any, version: int, by: str | None = None,
        owned: bool = False,
    ) -> Game:
        """``owned``: ``game`` was read for this action alone, so its state is played in
        place (``Engine.play``'s ``in_place``); its record, version and status, worked out
        when it was read, are what the commit compares and builds on."""
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
        new_state, events = game.engine.play(game.state, seat, action, in_place=owned)
        return self._commit(game, seat, action, new_state, events, by)

    def _commit(
        self, game: Game, seat: int, action: Any, new_state: Any, events: Sequence[Event],
        by: str | None = None,
    ) -> Game:
        """Write ``new_state`` as the next version, logging the action and its events
        (unredacted: readers redact per viewer) and, for a move the server made for a human
        seat, ``by`` (why); the commit also wakes live listeners."""
        stamp = now_iso()
        data = game.engine.dump(new_state)
        doc: GameRecord = {**game.doc, "state": data, "state_seal": seal(data), "updated": stamp}
        new_game = Game(game.id, game.version + 1, doc, game.engine, new_state,
                        _token_seat=game._token_seat)  # an action changes no seat's token
        self._tick(new_game, seat, by)
        entry = {"version": new_game.version, "seat": seat, "action": action, "time": stamp,
                 "events": list(events)}
        if by is not None:
            entry["by"] = by
        return self._store(game, new_game, entry)

    def rewrite(self, game: Game, doc: GameRecord, change: str, seat: int | None,
                reason: str | None = None) -> Game:
        """Store ``doc`` (changed seats or status) as the next version, if ``game`` is still
        current: a compare-and-set like an action's. Its log entry has no action, only the
        ``change`` (joined, left, resigned, aborted), the seat it concerns (None: the
        server's own change) and its ``reason`` if any, so version N is always the N-th log
        entry and every version says what made it. Keeps the lobby index in step and
        schedules a bot that must now act."""
        stamp = now_iso()
        doc = {**doc, "updated": stamp}
        new_game = Game(game.id, game.version + 1, doc, game.engine, game.state)
        self._tick(new_game, None, None)
        entry: dict[str, Any] = {"version": new_game.version, "seat": seat, "action": None,
                                 "change": change, "time": stamp, "events": []}
        if reason is not None:
            entry["reason"] = reason
        stored = self._store(game, new_game, entry)
        if doc["listed"] and new_game.status != "waiting":
            self.lobby.remove(game.id, game.engine.name, doc["created"])
        return stored

    def _store(self, game: Game, new_game: Game, entry: dict[str, Any]) -> Game:
        """Commit ``new_game`` over ``game`` with its log entry (compare-and-set on the
        version), then schedule what it now owes: bot turns, deadlines."""
        over = new_game.status in ("finished", "aborted")
        ttl = self.settings.finished_ttl if over else self.settings.idle_ttl
        due = bool(new_game.bots_to_act())
        change = self._deadline_change(new_game, game.version)
        result = self.store.commit(game.id, game.version, new_game.doc, entry, ttl, due,
                                   change)
        if not result.applied:
            if result.version < 0:
                raise GameNotFound(f"game {as_json(game.id)} vanished (expired) meanwhile")
            raise VersionConflict(
                f"another change landed first; the game is at version {result.version}",
                result.version,
            )
        faults.point(faults.AFTER_COMMIT)  # a test's crash between commit and enqueue
        if self.store.due_key is None and self.bot_turns is not None:
            self.bot_turns.record_due(game.id, due)
        self._schedule(new_game, was_waiting=game.status == "waiting",
                       deadlines_moved=change is not None)
        return new_game

    def _deadline_change(self, game: Game, old_version: int | None) -> DeadlineChange | None:
        """What the write of ``game`` (over ``old_version``; None: created) does to the
        deadline set, when that write can do it (the set shares the game's Redis)."""
        if self.deadlines is None or self.store.deadline_key is None or not clocks.timed(
                game.table):
            return None
        return DeadlineChange.after(game.id, old_version, len(game.seats), game.version,
                                    clocks.deadlines(game.doc))

    @staticmethod
    def _tick(game: Game, acted: int | None, by: str | None) -> None:
        """Run the clocks on a record about to be committed (``store.clocks.advance``)."""
        clocks.advance(game.doc, game.table, game.to_act(), acted, by, clocks.now())
        sync_ghosts(game.doc["seats"])

    def _schedule(self, game: Game, was_waiting: bool = True,
                  deadlines_moved: bool = False) -> None:
        """Queue what ``game`` owes now: its bot turn, its deadlines (unless its commit
        ``deadlines_moved`` them already), the waiting game's expiry."""
        if self.waiting is not None:
            if game.status == "waiting":
                self.waiting.arm(game.id, clocks.now() + self.settings.waiting_ttl)
            elif game.version and was_waiting:  # not on every action: a round trip each
                self.waiting.drop(game.id)  # (a drop lost in a crash: expire_waiting's)
        if self.bot_turns is not None and game.bots_to_act():
            self.bot_turns.schedule(game.id, game.version, human=game.has_human)
        if self.deadlines is not None and clocks.timed(game.table) and not deadlines_moved:
            old = game.version - 1 if game.version else None
            self.deadlines.replace(
                game.id, old, len(game.seats), game.version, clocks.deadlines(game.doc)
            )

    def nudge(self, game: Game) -> str | None:
        """If a bot has owed this game a move for too long, make sure its turn is queued.

        Called when a game is read, so a turn whose job was lost is noticed even before the
        worker's periodic sweep; a no-op for a game that is not waiting on a bot. A pending
        deadline a crash lost between commit and scheduling is put back too (only where
        the deadlines are written apart from the commit: a cluster).
        """
        if (self.deadlines is not None and self.store.deadline_key is None
                and clocks.timed(game.table)):
            self.deadlines.ensure(game.id, game.version, clocks.deadlines(game.doc))
        if self.bot_turns is None or not game.bots_to_act():
            return None
        updated = datetime.fromisoformat(game.doc["updated"].replace("Z", "+00:00"))
        if (datetime.now(UTC) - updated).total_seconds() < self.settings.bot_stall:
            return None
        return self.recover_turn(game)

    def recover_turn(self, game: Game) -> str | None:
        """Enqueue the due bot turn of ``game`` again if its job was lost (the new job id),
        unless it was lost too often (MAX_TURN_ATTEMPTS): then the game is aborted with the
        reason, for its bot cannot play it. None when its job is alive."""
        assert self.bot_turns is not None
        tried = self.bot_turns.attempts(game.id, game.version)
        if tried >= MAX_TURN_ATTEMPTS:
            reason = (f"the server stopped the game at version {game.version}: its bot's "
                      f"turn failed {tried + 1} times in a row")
            try:
                self.end_by_server(game, "bot-failing", reason)
            except (VersionConflict, GameNotFound):
                return None
            log.error("game %s v%d: %s", game.id, game.version, reason)
            return None
        return self.bot_turns.ensure(game.id, game.version, human=game.has_human)

