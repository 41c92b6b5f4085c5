"""Live updates across API instances: one pub/sub listener per process, one feed per game.

Every commit publishes its new version on the game's channel (``store.redis_store``). In
each stream-server process one listener thread holds one pub/sub connection, subscribed to
the channels of the games somebody in this process watches, and wakes that game's watchers,
which are coroutines of the process's event loop (``service.streams``): a connection costs
a few kilobytes and no thread.

A wake-up is only a hint; the log is the truth. Woken watchers read the store by version
(:meth:`Watch.frames_after`), so a lost message can delay a version but never skip one:
every subscription confirmation (including redis-py's resubscription after a reconnect)
and every reconnection of the listener wakes all watchers of the game to check the store,
and each watcher checks at least every :data:`RECHECK_SECONDS` without any wake-up.

A version's :class:`Frame` (the game at that version and the log entry that made it) is
built once per process and shared by every watcher of the game. A commit's message carries
the committed record and entry, so the next versions are built from the messages alone
when they continue what the feed holds (no read back: measured, 0.6-0.9 ms less API CPU
per move at 20 streams a game over three processes); otherwise from the store: versions
this process did not hold are rebuilt by applying the logged actions to the last state it
had, or from the seed for a watcher far behind (engines are deterministic, see
``store.replay``). Store reads run on a small thread pool beside the loop (the store's
client is the synchronous one the API and the worker commit through), never on the loop.

Why a thread for the listener: redis-py's asyncio client has no sharded pub/sub (no
SSUBSCRIBE, no cluster pub/sub), which a Redis 7 cluster needs; its threaded client has
both, and one thread per process (not per connection) blocks on the socket without the
GIL. A message crosses into the loop with ``call_soon_threadsafe``.

What survives: the listener reconnects by itself after Redis blinks (watchers keep their
streams and catch up from the log); a dead process loses only its streams, whose clients
reconnect elsewhere and resume from the version they last saw.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any

import redis

from engines import get_engine
from store.errors import GameNotFound
from store.games import Game, Games
from store.redis_store import GameStore
from store.replay import initial_state, states_after

log = logging.getLogger(__name__)

LISTEN_TICK = 0.05
"""Seconds the listener waits on its socket before it takes new (un)subscriptions: how long
a new game's subscription may take, not a delivery delay (a message wakes it at once)."""

RECHECK_SECONDS = 5.0
"""Each watched game's version is checked in the store at least this often without a
wake-up (by the hub, once per game, not per watcher): the bound on how late a version whose
message was lost arrives (a version check is one HGET per game)."""

FRAMES_KEPT = 64
"""Versions a feed keeps built: a watcher a few moves behind (a slow client, a short
reconnect) catches up from memory; one further behind is rebuilt from the seed."""

SHARDED_POLL = 0.005
"""Seconds the listener sleeps when no shard had a message: redis-py polls sharded
subscriptions one node at a time without waiting, so this bounds the added delivery delay
(5 ms) against the CPU an idle poll costs."""

RECONNECT_DELAY = 0.5
"""Seconds the listener waits before reconnecting after a Redis error."""


@dataclass(slots=True)
class Frame:
    """One version of a game as watchers show it; ``rendered`` caches per-viewer text."""

    game: Game
    entry: dict[str, Any] | None  # the log entry that made this version; None at version 0
    rendered: dict[Any, Any] = field(default_factory=dict)

    @property
    def version(self) -> int:
        return self.game.version


class Feed:
    """The frames of one game in this process, and the wake-ups of its watchers.

    Built by the listener thread (from messages) and by the store-reading pool (from the
    store), both under ``building``; read without a lock by the loop (:meth:`built_after`).
    """

    def __init__(self, game_id: str, games: Games, wake: Callable[[Feed], None]) -> None:
        self.game_id = game_id
        self.games = games
        self.wake = wake  # called from any thread: the loop wakes this game's watchers
        self.lock = threading.Lock()  # guards announced, epoch and pushed
        self.announced = -1  # the highest version heard of (pub/sub or the store)
        self.epoch = 0  # bumped when every watcher must check the store
        self.watchers = 0
        self.frames: dict[int, Frame] = {}
        self.latest = -1
        self.checked = 0.0  # time.monotonic() of the last look at the store
        self.building = threading.Lock()
        self.pushed: dict[int, tuple[bytes, bytes]] = {}  # version: (entry, record) as sent
        self.waiters: set[asyncio.Future[None]] = set()  # the loop's watchers waiting

    # --- called by the listener --------------------------------------------------------

    def announce(self, version: int, entry: bytes | None = None,
                 doc: bytes | None = None) -> None:
        """A commit of ``version`` (with what it wrote, as JSON, when the message had it).

        A version the message carries is built here, before the watchers wake, unless a
        store read is building (the listener never waits on Redis for one game): woken
        watchers then find their frame built and read it without a lock or a thread."""
        with self.lock:
            if entry is not None and doc is not None and version > self.latest:
                self.pushed[version] = (entry, doc)
                if len(self.pushed) > FRAMES_KEPT:
                    del self.pushed[min(self.pushed)]
        if self.latest >= 0 and self.building.acquire(blocking=False):
            try:
                self._build_pushed()
            except Exception:  # a record that does not restore: watchers read the store
                log.exception("building version %s of game %s from its message failed",
                              version, self.game_id)
                with self.lock:
                    self.pushed.clear()
            finally:
                self.building.release()
        with self.lock:
            fresh = version > self.announced
            if fresh:
                self.announced = version
        if fresh:
            self.wake(self)

    def resync(self) -> None:
        """Messages may have been missed: make every watcher check the store."""
        with self.lock:
            self.epoch += 1
            self.checked = 0.0
        self.wake(self)

    # --- called on the loop ------------------------------------------------------------

    def release(self) -> None:
        """Wake every watcher waiting now (on the loop's thread)."""
        waiters, self.waiters = self.waiters, set()
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    def built_after(self, seen: int) -> list[Frame] | None:
        """The frames after ``seen`` if all are built and nothing newer is announced, read
        without a lock (builders add a version's frame before raising ``latest``; a frame
        dropped meanwhile reads as missing); None sends the caller to the store."""
        latest = self.latest
        if seen >= latest or self.announced > latest:
            return None
        return self._held(seen, latest)

    # --- called on the store-reading pool ----------------------------------------------

    def refresh(self, force: bool) -> None:
        """Bring the frames up to the stored version when told of a newer one, when none
        is built yet, or (``force``) when the store was not checked for a while."""
        with self.building:
            now = time.monotonic()
            target = self.announced
            if self.latest >= 0 and self.announced <= self.latest:
                if not force or now - self.checked < RECHECK_SECONDS / 2:
                    return
                version = self.games.store.version(self.game_id)
                self.checked = now
                if version is None:
                    raise GameNotFound(f"no game with id {self.game_id!r} (it may have expired)")
                if version <= self.latest:
                    return
                target = version
            self._build(now, target)

    def _build(self, now: float, target: int) -> None:
        """Build up to version ``target`` at least: from messages if they reach it, else
        from the store."""
        if self.latest >= 0:
            self._build_pushed()
            if self.latest >= target:
                return
        fresh = self.latest < 0
        stored, entries = self.games.store.snapshot(self.game_id, -1 if fresh else self.latest)
        self.checked = now
        if stored is None:
            raise GameNotFound(f"no game with id {self.game_id!r} (it may have expired)")
        engine = get_engine(stored.doc["game"])
        current = Game(self.game_id, stored.version, stored.doc, engine,
                       engine.restore(stored.doc["state"]))
        if stored.version == self.latest:
            return
        if not fresh and len(entries) == stored.version - self.latest:
            base = self.frames[self.latest].game.state
            for version, state in states_after(engine, base, entries[:-1]):
                game = Game(self.game_id, version, stored.doc, engine, state)
                self.frames[version] = Frame(game, entries[version - self.latest - 1])
        else:  # a first look (or a log that does not continue ours): start over from now
            self.frames.clear()
        last = entries[-1] if entries and stored.version > 0 else None
        self.frames[stored.version] = Frame(current, last)
        self.latest = stored.version
        for version in [v for v in self.frames if v <= self.latest - FRAMES_KEPT]:
            del self.frames[version]
        with self.lock:
            self.announced = max(self.announced, self.latest)
            for version in [v for v in self.pushed if v <= self.latest]:
                del self.pushed[version]

    def _build_pushed(self) -> None:
        """Build the versions after the latest whose messages carried their record, in
        order (called holding ``building``)."""
        with self.lock:
            records = []
            version = self.latest + 1
            while version in self.pushed:
                records.append((version, self.pushed.pop(version)))
                version += 1
            for stale in [v for v in self.pushed if v <= self.latest]:
                del self.pushed[stale]
        if records:
            engine = self.frames[self.latest].game.engine
            for version, (entry, raw) in records:
                doc = json.loads(raw)
                game = Game(self.game_id, version, doc, engine, engine.restore(doc["state"]))
                self.frames[version] = Frame(game, json.loads(entry))
                self.latest = version
            for version in [v for v in self.frames if v <= self.latest - FRAMES_KEPT]:
                del self.frames[version]

    def _held(self, seen: int, latest: int) -> list[Frame] | None:
        """The frames of versions ``seen + 1`` to ``latest`` if every one is held."""
        held = [self.frames.get(v) for v in range(seen + 1, latest + 1)]
        if any(frame is None for frame in held):
            return None
        return held  # type: ignore[return-value]

    def frames_after(self, seen: int | None) -> list[Frame]:
        """The frames of every version after ``seen`` up to the latest built, in order;
        just the latest for ``None`` (a fresh watcher) or a ``seen`` at or past it."""
        with self.building:
            latest = self.latest
            if seen is None or seen >= latest:
                return [self.frames[latest]]
            held = self._held(seen, latest)
            return held if held is not None else self._rebuilt(seen, self.frames[latest])

    def _rebuilt(self, seen: int, last: Frame) -> list[Frame]:
        """Frames after ``seen`` replayed from the seed (a watcher far behind)."""
        game = last.game
        entries = self.games.store.log(self.game_id, 0, last.version)
        frames: list[Frame] = []
        start = initial_state(game.engine, game.doc)
        for version, state in states_after(game.engine, start, entries[: last.version - 1]):
            if version > seen:
                replayed = Game(self.game_id, version, game.doc, game.engine, state)
                frames.append(Frame(replayed, entries[version - 1]))
        return [*frames, last]


class Watch:
    """One watcher (a stream, a long poll) of a game's feed: a coroutine on the hub's loop."""

    def __init__(self, feed: Feed, hub: Hub) -> None:
        self.feed = feed
        self.hub = hub
        self.epoch = feed.epoch
        self.force = False

    async def wait(self, seen: int, timeout: float) -> None:
        """Return once a version after ``seen`` is announced, the listener asks for a check,
        or ``timeout`` seconds pass (the next read then checks the store)."""
        feed = self.feed
        if feed.announced <= seen and feed.epoch == self.epoch and not self.hub.closing:
            waiter: asyncio.Future[None] = self.hub.loop.create_future()
            feed.waiters.add(waiter)
            self.hub.waiting.add(waiter)
            try:
                await asyncio.wait_for(waiter, timeout)
            except TimeoutError:
                pass
            finally:
                feed.waiters.discard(waiter)
                self.hub.waiting.discard(waiter)
        self.force = feed.announced <= seen
        self.epoch = feed.epoch

    async def frames_after(self, seen: int | None) -> list[Frame]:
        """The versions after ``seen`` (see :meth:`Feed.frames_after`; none when there is
        nothing new): from memory when built, else read from the store on the hub's pool.

        A watcher whose wait ran out looks at the store only if nobody did within
        :data:`RECHECK_SECONDS` (the hub looks at every game's twice as often): one look per
        game, not one per stream (with 10,000 idle streams, a pool round trip each every
        5 s took a quarter of a core)."""
        feed = self.feed
        if seen is not None:
            recent = time.monotonic() - feed.checked < RECHECK_SECONDS
            if not self.force or recent:
                built = feed.built_after(seen)
                if built is not None:
                    self.force = False
                    return built
                if recent and feed.announced <= feed.latest <= seen:
                    self.force = False
                    return []
        force, self.force = self.force, False
        return await self.hub.loop.run_in_executor(self.hub.pool, self._read, seen, force)

    def _read(self, seen: int | None, force: bool) -> list[Frame]:
        self.feed.refresh(force)
        return self.feed.frames_after(seen)

    async def current(self) -> Frame:
        return (await self.frames_after(None))[0]


HUBS: weakref.WeakSet[Hub] = weakref.WeakSet()
"""Every hub of this process, for :func:`close_all` (a server holds one; tests hold many)."""


def close_all() -> None:
    """This process is stopping: end every wait of every hub (see :meth:`Hub.close`)."""
    for live in list(HUBS):
        live.close()


class Hub:
    """This process's listener and the feeds of the games watched on ``loop``; store
    reads run on ``pool``."""

    def __init__(self, games: Games, loop: asyncio.AbstractEventLoop, pool: Executor) -> None:
        HUBS.add(self)
        self.closing = False  # the process is stopping: watchers stop waiting
        self.games = games
        self.store = games.store
        self.loop = loop
        self.pool = pool
        self.feeds: dict[str, Feed] = {}
        self.waiting: set[asyncio.Future[None]] = set()
        self.lock = threading.Lock()
        self.changes: deque[str] = deque()  # games whose subscription to reconsider
        self.pid: int | None = None
        self.pubsub: Any = None  # the listener's current pub/sub connection
        self.thread: threading.Thread | None = None
        self.rechecks: asyncio.Task[None] | None = None

    @contextmanager
    def watch(self, game_id: str) -> Iterator[Watch]:
        """A watcher of ``game_id`` for the duration of the block (on the loop)."""
        self._start()
        with self.lock:
            feed = self.feeds.get(game_id)
            if feed is None:
                feed = self.feeds[game_id] = Feed(game_id, self.games, self._wake)
                self.changes.append(game_id)
            feed.watchers += 1
        try:
            yield Watch(feed, self)
        finally:
            with self.lock:
                feed.watchers -= 1
                if feed.watchers == 0 and self.feeds.get(game_id) is feed:
                    del self.feeds[game_id]
                    self.changes.append(game_id)

    async def _recheck(self) -> None:
        """Every half :data:`RECHECK_SECONDS`, look at the stored version of each game not
        looked at meanwhile (one pool call for all), and wake the watchers of those that
        moved without a message."""
        while not self.closing:
            await asyncio.sleep(RECHECK_SECONDS / 2)
            try:
                moved = await self.loop.run_in_executor(self.pool, self._recheck_all)
            except Exception:  # Redis away: the watchers' own reads meet it and retry
                log.warning("checking the watched games' versions failed", exc_info=True)
                continue
            for feed in moved:
                feed.release()

    def _recheck_all(self) -> list[Feed]:
        with self.lock:
            feeds = list(self.feeds.values())
        moved = []
        for feed in feeds:
            before = feed.latest
            try:
                feed.refresh(force=True)
            except GameNotFound:
                moved.append(feed)  # its watchers find it gone and end
                continue
            if feed.latest != before:
                moved.append(feed)
        return moved

    def _wake(self, feed: Feed) -> None:
        try:
            self.loop.call_soon_threadsafe(feed.release)
        except RuntimeError:  # the loop closed (the process is stopping)
            log.debug("wake-up of game %s after the loop closed", feed.game_id)

    def close(self) -> None:
        """The process is stopping (a restart, a deploy, ``max_requests``): wake every
        watcher now and have it stop waiting, so streams end (their clients resume on
        another process with Last-Event-ID) and long polls answer, and the process exits
        within its grace period instead of being killed with its streams open."""
        self.closing = True

        def release_all() -> None:
            if self.rechecks is not None:
                self.rechecks.cancel()
            waiting, self.waiting = self.waiting, set()
            for waiter in waiting:
                if not waiter.done():
                    waiter.set_result(None)

        with suppress(RuntimeError):
            self.loop.call_soon_threadsafe(release_all)

    def _start(self) -> None:
        """Start the listener in this process (once; again in a forked child), and the
        version checks on the loop."""
        if self.rechecks is None or self.rechecks.done():
            self.rechecks = self.loop.create_task(self._recheck())
        if self.pid == os.getpid():
            return
        with self.lock:
            if self.pid == os.getpid():
                return
            self.feeds.clear()  # a parent's feeds mean nothing in a child
            self.changes.clear()
            self.thread = threading.Thread(target=self._listen, name="live-listener", daemon=True)
            self.thread.start()
            self.pid = os.getpid()

    def _listen(self) -> None:
        while True:
            pubsub: Any = self.store.client.pubsub()  # a cluster gives a ClusterPubSub
            self.pubsub = pubsub
            subscribed: set[str] = set()
            with self.lock:
                self.changes.extend(self.feeds)
            try:
                while True:
                    self._subscribe(pubsub, subscribed)
                    if not subscribed:
                        time.sleep(LISTEN_TICK)
                        continue
                    if self.store.sharded:
                        message = pubsub.get_sharded_message()  # polls each shard, no wait
                        if message is None:
                            time.sleep(SHARDED_POLL)
                    else:
                        message = pubsub.get_message(timeout=LISTEN_TICK)
                    if message is not None:
                        self._dispatch(message)
            except Exception as exc:
                level = logging.WARNING if isinstance(exc, redis.RedisError | OSError) else (
                    logging.ERROR)
                log.log(level, "live listener failed (%r); reconnecting", exc)
                with self.lock:
                    feeds = list(self.feeds.values())
                for feed in feeds:
                    feed.resync()
                time.sleep(RECONNECT_DELAY)
            finally:
                try:
                    pubsub.close()
                except Exception:
                    log.debug("closing a broken pub/sub connection failed", exc_info=True)

    def _subscribe(self, pubsub: Any, subscribed: set[str]) -> None:
        while self.changes:
            game_id = self.changes.popleft()
            with self.lock:
                wanted = game_id in self.feeds
            channel = self.store.channel(game_id)
            sharded = self.store.sharded
            if wanted and channel not in subscribed:
                (pubsub.ssubscribe if sharded else pubsub.subscribe)(channel)
                subscribed.add(channel)
            elif not wanted and channel in subscribed:
                (pubsub.sunsubscribe if sharded else pubsub.unsubscribe)(channel)
                subscribed.discard(channel)

    def _dispatch(self, message: dict[str, Any]) -> None:
        channel = message["channel"]
        channel = channel.decode() if isinstance(channel, bytes) else channel
        feed = self.feeds.get(self.store.game_of_channel(channel))
        if feed is None:
            return
        kind = message["type"]
        kind = kind.decode() if isinstance(kind, bytes) else kind
        if kind in ("message", "smessage"):
            feed.announce(*GameStore.parse_announcement(message["data"]))
        elif kind in ("subscribe", "ssubscribe"):
            feed.resync()  # anything committed before the subscription took is read now
