"""Live updates in-process: event streams, tickets, long polling, the log's events and pages,
and replaying finished games from their seed and log.

Streams and long polls go to the stream server (``service.streams``) running on a loop in
this process, in front of the Flask app; actions go to the Flask app's test client."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar

import pytest
import redis
import requests
from flask import Flask
from flask.testing import FlaskClient

from engines import engines, get_engine
from engines.base import Action, Event
from engines.seats import SeatInfo
from service.schemas import whole_numbers_as_int
from store import live
from store.games import Games
from store.redis_store import GameStore
from store.replay import replay
from store.settings import Settings
from tests.service.live_helpers import (
    Served,
    data_of,
    leaked,
    leaked_in_update,
    serve_streams,
    sse_events,
)

GAME = "mission-calaveras"
PLAYERS = {"mission-calaveras": 4, "encantados": 2, "caretos": 2}
"""Every registered game, with a player count it accepts."""

WAIT_BOUND = 30.0
"""Seconds a test waits for a condition before it fails (a hang, not a speed target)."""

LOOK_PUT_OFF_SECONDS = 3_600.0
"""The hub's periodic look at the store, put off past any test's length."""


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(client: FlaskClient, game: str = GAME, players: int | None = None) -> dict[str, Any]:
    count = players or PLAYERS[game]
    body = {"game": game, "players": [{"name": f"p{i}"} for i in range(count)], "seed": 11}
    created: dict[str, Any] = client.post("/games", json=body).json
    created["tokens"] = {s["index"]: s["token"] for s in created["seats"] if s["token"]}
    return created


def play_one(client: FlaskClient, created: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """One random legal action by a seat that must act; the answer's body."""
    url = f"/games/{created['id']}"
    seat = rng.choice(client.get(url).json["to_act"])
    token = created["tokens"][seat]
    mine = client.get(url, headers=auth(token)).json
    response = client.post(f"{url}/actions", headers=auth(token),
                           json={"action": rng.choice(mine["legal_actions"]),
                                 "version": mine["version"]})
    assert response.status_code == 200, response.json
    body: dict[str, Any] = response.json
    return body


@pytest.fixture
def served(app: Flask, settings: Settings) -> Iterator[Served]:
    with serve_streams(app, settings) as server:
        yield server


class Stream:
    """An open event stream: its response and its events as a client library reads them."""

    def __init__(self, response: requests.Response) -> None:
        self.response = response
        self.events = sse_events(response.iter_content(chunk_size=None))

    def close(self) -> None:
        self.response.close()


def stream(served: Served, game_id: str, headers: dict[str, str] | None = None,
           query: str = "") -> Stream:
    response = requests.get(f"{served.base}/games/{game_id}/events{query}",
                            headers=headers or {}, stream=True, timeout=WAIT_BOUND)
    assert response.status_code == 200, response.text
    assert response.headers["Content-Type"] == "text/event-stream"
    return Stream(response)


def games_of(app: Flask) -> Games:
    service: Games = app.extensions["games"]
    return service


# --- streams -------------------------------------------------------------------------


def test_stream_starts_with_the_get_body_then_sends_each_version(
    client: FlaskClient, served: Served
) -> None:
    created = create(client)
    token = created["tokens"][0]
    url = f"/games/{created['id']}"
    response = stream(served, created["id"], auth(token))
    events = response.events
    first = next(events)
    assert (first.event, first.id) == ("game", "0")
    assert data_of(first) == client.get(url, headers=auth(token)).json
    rng = random.Random(1)
    for version in range(1, 6):
        play_one(client, created, rng)
        event = next(events)
        assert (event.event, event.id) == ("game", str(version))
        data = data_of(event)
        entry = data.pop("entry")
        assert data == client.get(url, headers=auth(token)).json
        assert entry["version"] == version
        assert entry == client.get(f"{url}/log?since={version - 1}",
                                   headers=auth(token)).json["entries"][0]
    response.close()


def test_a_stream_carries_names_as_utf8_json_equal_to_the_get_body(
    client: FlaskClient, served: Served
) -> None:
    """Events are encoded as the API's bodies are (orjson): text outside ASCII travels as
    UTF-8, not as escapes, and parses to the same body a GET gives."""
    name = "Zoë, 日本 🎲"
    body = {"game": GAME, "seed": 3,
            "players": [{"name": name}] + [{"name": f"p{i}"} for i in range(1, 4)]}
    created = client.post("/games", json=body).json
    token = created["seats"][0]["token"]
    response = requests.get(f"{served.base}/games/{created['id']}/events",
                            headers=auth(token), stream=True, timeout=WAIT_BOUND)
    assert response.headers["Content-Type"] == "text/event-stream"
    raw = b""
    for chunk in response.iter_content(chunk_size=None):
        raw += chunk
        if b"\n\n" in raw.partition(b"event: game")[2]:
            break
    response.close()
    assert name.encode() in raw and b"\\u" not in raw
    first = next(sse_events([raw]))
    assert data_of(first) == client.get(f"/games/{created['id']}", headers=auth(token)).json
    assert data_of(first)["seats"][0]["name"] == name


def test_stream_resumes_after_last_event_id_or_after(client: FlaskClient, served: Served) -> None:
    created = create(client)
    rng = random.Random(2)
    for _ in range(4):
        play_one(client, created, rng)
    # Last-Event-ID with no feed held in this process: versions 2..4 rebuilt from the seed
    response = stream(served, created["id"], {"Last-Event-ID": "1"})
    events = response.events
    got = [next(events) for _ in range(3)]
    assert [e.id for e in got] == ["2", "3", "4"]
    assert [data_of(e)["entry"]["version"] for e in got] == [2, 3, 4]
    # a second stream while the first holds the feed: from memory, same bodies
    again = stream(served, created["id"], query="?after=3")
    assert data_of(next(again.events)) == data_of(got[-1])
    play_one(client, created, rng)
    assert next(events).id == "5"
    response.close()
    again.close()


def test_stream_problems(client: FlaskClient, served: Served) -> None:
    created = create(client)
    url = f"{served.base}/games/{created['id']}/events"

    def get(target: str, headers: dict[str, str] | None = None) -> requests.Response:
        return requests.get(target, headers=headers or {}, timeout=WAIT_BOUND)

    assert get(url, {"Last-Event-ID": "x"}).status_code == 422
    assert get(f"{url}?after=-1").status_code == 422
    assert get(url, auth("not-a-token")).status_code == 401
    assert get(f"{served.base}/games/nope/events").status_code == 404
    ticket = client.post(f"/games/{created['id']}/tickets",
                         headers=auth(created["tokens"][0])).json["ticket"]
    both = get(f"{url}?ticket={ticket}", auth(created["tokens"][0]))
    assert both.status_code == 422
    assert both.headers["Content-Type"] == "application/problem+json"
    assert both.json()["type"].endswith("/problems/invalid-stream-request")


def test_a_stream_that_reaches_the_api_workers_is_refused(client: FlaskClient) -> None:
    """The Flask app checks a stream like the stream server does, then refuses it: no
    stream holds a short request's thread."""
    created = create(client)
    url = f"/games/{created['id']}/events"
    assert client.get("/games/nope/events").status_code == 404
    assert client.get(url, headers=auth("not-a-token")).status_code == 401
    refused = client.get(url)
    assert refused.status_code == 503 and refused.json["type"].endswith("/stream-service-only")
    assert refused.headers["Retry-After"]


def test_ticket_stands_for_its_seat_once(client: FlaskClient, served: Served) -> None:
    created = create(client)
    game_id = created["id"]
    assert client.post(f"/games/{game_id}/tickets").status_code == 401
    issued = client.post(f"/games/{game_id}/tickets", headers=auth(created["tokens"][2]))
    assert issued.status_code == 201
    assert issued.json["seat"] == 2 and issued.json["expires_in"] == 60
    ticket = issued.json["ticket"]
    other = create(client)
    assert requests.get(f"{served.base}/games/{other['id']}/events?ticket={ticket}",
                        timeout=WAIT_BOUND).status_code == 401
    response = stream(served, game_id, query=f"?ticket={ticket}")
    first = data_of(next(response.events))
    assert first["seat"] == 2
    assert first == client.get(f"/games/{game_id}", headers=auth(created["tokens"][2])).json
    response.close()
    reused = requests.get(f"{served.base}/games/{game_id}/events?ticket={ticket}",
                          timeout=WAIT_BOUND)
    assert reused.status_code == 401
    assert "ticket" in reused.json()["detail"]


class EventfulMissionCalaveras(type(get_engine(GAME))):  # type: ignore[misc]
    """Mission Calaveras with an event naming the actor's private cards, shown only to it:
    the redaction path (view_event per viewer, all shown once over) with real hidden ids.
    The event kind is declared, so the spec of an app built with this engine has it."""

    event_kinds: ClassVar[Mapping[str, Any]] = {
        **type(get_engine(GAME)).event_kinds,
        "holding": {
            "type": "object", "description": "the cards the actor holds after its action",
            "required": ["type", "seat", "cards"],
            "properties": {"type": {"const": "holding", "description": "the event kind"},
                           "seat": {"type": "integer", "description": "whose cards"},
                           "cards": {"type": "array", "items": {"type": "string"},
                                     "description": "card ids, `hidden` for others"}},
        },
    }

    def advance_recording(self, state: Any, seat: int, action: Action) -> list[Event]:
        super().advance_recording(state, seat, action)  # the move; its own events left out
        private = self.hidden_from(state, None) - self.hidden_from(state, seat)
        return [{"type": "holding", "seat": seat, "cards": sorted(private)}]

    def view_event(self, event: Event, viewer: int | None, seats: Sequence[SeatInfo]) -> Event:
        if event["type"] == "holding" and viewer != event["seat"]:
            return {**event, "cards": ["hidden"] * len(event["cards"])}
        return event


@pytest.fixture
def eventful(monkeypatch: pytest.MonkeyPatch) -> Any:
    engine = EventfulMissionCalaveras()
    monkeypatch.setitem(engines(), GAME, engine)
    return engine


def test_streams_and_log_redact_per_seat_and_reveal_when_over(
    eventful: Any, client: FlaskClient, app: Flask, served: Served
) -> None:
    created = create(client)
    game_id = created["id"]
    viewers: list[int | None] = [None, *sorted(created["tokens"])]
    streams = {v: stream(served, game_id, None if v is None else auth(created["tokens"][v]))
               for v in viewers}
    readers = {v: r.events for v, r in streams.items()}
    for v in viewers:
        assert next(readers[v]).id == "0"
    rng = random.Random(3)
    revealed = 0
    state = games_of(app).get(game_id).state
    while True:
        body = play_one(client, created, rng)
        before, state = state, games_of(app).get(game_id).state
        version = body["version"]
        for v in viewers:
            event = next(readers[v])
            assert event.id == str(version)
            data = data_of(event)
            headers = None if v is None else auth(created["tokens"][v])
            logged = client.get(f"/games/{game_id}/log?since={version - 1}", headers=headers)
            shown = logged.json["entries"][0]
            assert shown == data["entry"]
            assert shown["events"][0]["type"] == "holding"
            if body["status"] == "finished":
                revealed += len(shown["events"][0]["cards"]) - shown["events"][0][
                    "cards"].count("hidden")
            else:
                assert not leaked_in_update(eventful, before, state, v, data), (v, version)
                assert not leaked(eventful, state, v, shown["events"]), (v, version)
        if body["status"] == "finished":
            break
    for v in viewers:
        assert next(readers[v]).event == "end"
        streams[v].close()
    assert revealed  # once over, every viewer sees the actor's cards
    everything = client.get(f"/games/{game_id}/log").json["entries"]
    assert all("hidden" not in e["events"][0]["cards"] for e in everything)


class Unannounced(GameStore):
    """A store whose commits publish where nobody listens: every wake-up is lost."""

    def channel(self, game_id: str) -> str:
        return f"{self.prefix}:nowhere:{{{game_id}}}"


def test_a_lost_wake_up_delays_a_version_but_never_skips_it(
    client: FlaskClient, app: Flask, settings: Settings, served: Served
) -> None:
    created = create(client)
    response = stream(served, created["id"])
    events = response.events
    assert next(events).id == "0"
    quiet = Games(Unannounced(redis.Redis.from_url(settings.redis_url), settings.key_prefix),
                  settings, bot_levels=[])
    game = quiet.get(created["id"])
    seat = game.to_act()[0]
    action = game.engine.legal_actions(game.state, seat)[0]
    quiet.act(created["id"], created["tokens"][seat], action, 0)
    assert next(events).id == "1"  # found in the log by the watcher's own check
    play_one(client, created, random.Random(7))
    assert next(events).id == "2"
    response.close()


def test_versions_are_built_from_the_commit_messages(client: FlaskClient, served: Served,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A version whose message carries its record is built without reading the store, and
    is what the store holds: the same record, the same log entry. (The hub's periodic look
    at the store is put off: on a loaded machine it can see a commit before its message
    lands and read it, rightly, which is not what this test is about.)"""
    monkeypatch.setattr(live, "RECHECK_SECONDS", LOOK_PUT_OFF_SECONDS)
    created = create(client)
    hub = served.hub
    store = hub.games.store
    reads: list[int] = []
    snapshot = store.snapshot

    def counted(game_id: str, since: int) -> Any:
        reads.append(since)
        return snapshot(game_id, since)

    async def follow(moves: int) -> list[Any]:
        frames: list[Any] = []
        with hub.watch(created["id"]) as watch:
            seen = (await watch.frames_after(None))[0].version
            assert seen == 0
            await served_wait_subscribed(hub)
            store.snapshot = counted
            for version in range(1, moves + 1):
                await asyncio.get_running_loop().run_in_executor(
                    None, play_one, client, created, random.Random(12 + version))
                deadline = time.monotonic() + WAIT_BOUND
                while seen < version:
                    assert time.monotonic() < deadline, "no new version"
                    await watch.wait(seen, 0.5)
                    for frame in await watch.frames_after(seen):
                        if frame.version > seen:
                            frames.append(frame)
                            seen = frame.version
        return frames

    try:
        frames = served.run(follow(4))
    finally:
        del store.snapshot
    assert [f.version for f in frames] == [1, 2, 3, 4]
    for frame in frames:
        entry = store.log(created["id"], frame.version - 1, 1)[0]
        assert frame.entry == entry
    assert frames[-1].game.doc == store.load(created["id"]).doc
    assert reads == []  # every version came from its message


async def served_wait_subscribed(hub: Any) -> None:
    deadline = time.monotonic() + WAIT_BOUND
    while not hub.feeds or any(f.epoch == 0 for f in hub.feeds.values()):
        assert time.monotonic() < deadline, "the listener never subscribed"
        await asyncio.sleep(0.01)


def test_a_version_wakes_every_waiting_watcher(client: FlaskClient, served: Served) -> None:
    """Twelve watchers that wait far longer than the test (so no timeout can stand in for a
    wake-up) each get every version, in order; one that leaves takes nothing with it."""
    created = create(client)
    hub = served.hub
    got: dict[int, list[int]] = {k: [] for k in range(12)}
    stop = asyncio.Event()

    async def watcher(k: int, leave_after: int | None) -> None:
        with hub.watch(created["id"]) as watch:
            seen = (await watch.frames_after(None))[0].version
            while not stop.is_set():
                await watch.wait(seen, 3600)
                for frame in await watch.frames_after(seen):
                    if frame.version > seen:
                        got[k].append(frame.version)
                        seen = frame.version
                if leave_after is not None and seen >= leave_after:
                    return

    async def scenario() -> None:
        tasks = [asyncio.create_task(watcher(k, 2 if k == 5 else None)) for k in got]
        await served_wait_subscribed(hub)
        await asyncio.sleep(0.2)  # every watcher is waiting
        rng = random.Random(13)
        for version in range(1, 6):
            await asyncio.get_running_loop().run_in_executor(None, play_one, client, created,
                                                             rng)
            deadline = time.monotonic() + WAIT_BOUND
            while any(len(v) < version for k, v in got.items() if k != 5 or version <= 2):
                assert time.monotonic() < deadline, f"version {version} did not reach: {got}"
                await asyncio.sleep(0.01)
        stop.set()
        hub.feeds[created["id"]].announce(99)  # wake the watchers so they end
        await asyncio.wait_for(asyncio.gather(*tasks), WAIT_BOUND)

    served.run(scenario())
    assert all(v == [1, 2, 3, 4, 5] for k, v in got.items() if k != 5), got
    assert got[5] == [1, 2]


def test_streams_go_on_after_the_listener_loses_redis(client: FlaskClient,
                                                      served: Served) -> None:
    created = create(client)
    response = stream(served, created["id"])
    events = response.events
    assert next(events).id == "0"
    hub = served.hub
    rng = random.Random(8)
    for version in (1, 2):
        deadline = time.monotonic() + WAIT_BOUND
        while getattr(hub.pubsub, "connection", None) is None:  # subscribed (again)
            assert time.monotonic() < deadline, "the listener never subscribed"
            time.sleep(0.01)
        hub.pubsub.connection.disconnect()  # as if Redis had closed the connection
        play_one(client, created, rng)
        assert next(events).id == str(version)
    assert hub.thread.is_alive()
    response.close()


# --- long polling ---------------------------------------------------------------------


def test_long_poll_answers_when_the_version_passes(app: Flask, served: Served) -> None:
    client = app.test_client()
    created = create(client)
    url = f"{served.base}/games/{created['id']}"

    def act_later() -> None:
        time.sleep(0.3)
        play_one(app.test_client(), created, random.Random(4))

    actor = threading.Thread(target=act_later)
    actor.start()
    answer = requests.get(f"{url}?after_version=0&wait={WAIT_BOUND}", timeout=2 * WAIT_BOUND)
    actor.join()
    assert answer.status_code == 200
    assert answer.json()["version"] == 1
    # already past: at once; nothing new within the wait: the current body
    assert requests.get(f"{url}?after_version=0&wait=60", timeout=WAIT_BOUND).json()[
        "version"] == 1
    quiet = requests.get(f"{url}?after_version=1&wait=0.2", timeout=WAIT_BOUND)
    assert (quiet.status_code, quiet.json()["version"]) == (200, 1)
    plain = requests.get(url, timeout=WAIT_BOUND)
    assert quiet.headers["ETag"] == plain.headers["ETag"] and quiet.json() == plain.json()
    unchanged = requests.get(f"{url}?after_version=0&wait=1", timeout=WAIT_BOUND,
                             headers={"If-None-Match": plain.headers["ETag"]})
    assert unchanged.status_code == 304
    assert requests.get(f"{url}?after_version=1&wait=61", timeout=WAIT_BOUND).status_code == 422
    assert requests.get(f"{url}?after_version=-1&wait=1", timeout=WAIT_BOUND).status_code == 422
    mine = requests.get(f"{url}?after_version=1&wait=0.2", timeout=WAIT_BOUND,
                        headers=auth(created["tokens"][0]))
    assert mine.json()["seat"] == 0
    bad = requests.get(f"{url}?after_version=1&wait=30", timeout=WAIT_BOUND,
                       headers=auth("not-a-token"))
    assert bad.status_code == 401 and bad.elapsed.total_seconds() < WAIT_BOUND / 2
    missing = requests.get(f"{served.base}/games/nope?after_version=1&wait=30",
                           timeout=WAIT_BOUND)
    assert missing.status_code == 404


def test_a_closing_hub_ends_streams_and_answers_long_polls(app: Flask, served: Served) -> None:
    """When the process is stopping (``Hub.close``, called as the server shuts down) a
    stream ends without `end` (its client resumes elsewhere) and a long poll answers with
    the current body, both at once rather than after their waits (an hour, 60 s)."""
    client = app.test_client()
    created = create(client)
    url = f"{served.base}/games/{created['id']}"
    response = stream(served, created["id"])
    events = response.events
    assert next(events).id == "0"
    answers: list[Any] = []
    poller = threading.Thread(target=lambda: answers.append(
        requests.get(f"{url}?after_version=0&wait=60", timeout=2 * WAIT_BOUND)))
    poller.start()
    hub = served.hub
    deadline = time.monotonic() + WAIT_BOUND
    while created["id"] not in hub.feeds or hub.feeds[created["id"]].watchers < 2:
        assert time.monotonic() < deadline, "the stream and the poll never both waited"
        time.sleep(0.01)  # both are waiting
    hub.close()
    assert list(events) == []  # the stream ends, with no `end` event: the game goes on
    poller.join(timeout=WAIT_BOUND)
    assert not poller.is_alive()
    assert (answers[0].status_code, answers[0].json()["version"]) == (200, 0)


# --- the log --------------------------------------------------------------------------


def test_log_pages_with_an_etag(client: FlaskClient) -> None:
    created = create(client)
    rng = random.Random(5)
    for _ in range(5):
        play_one(client, created, rng)
    url = f"/games/{created['id']}/log"
    whole = client.get(url)
    assert [e["version"] for e in whole.json["entries"]] == [1, 2, 3, 4, 5]
    assert all(e["events"] == [] or isinstance(e["events"], list) for e in whole.json["entries"])
    assert whole.json["next_since"] is None
    page = client.get(f"{url}?since=1&limit=2").json
    assert [e["version"] for e in page["entries"]] == [2, 3]
    assert page["next_since"] == 3
    rest = client.get(f"{url}?since={page['next_since']}&limit=1000").json
    assert [e["version"] for e in rest["entries"]] == [4, 5]
    assert client.get(f"{url}?since=5").json["entries"] == []
    assert client.get(f"{url}?since=99").json["entries"] == []
    assert client.get(f"{url}?limit=0").status_code == 422
    tag = whole.headers["ETag"]
    assert client.get(url, headers={"If-None-Match": tag}).status_code == 304
    seat_tag = client.get(url, headers=auth(created["tokens"][0])).headers["ETag"]
    assert seat_tag != tag
    play_one(client, created, rng)
    assert client.get(url, headers={"If-None-Match": tag}).status_code == 200


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_finished_game_replays_from_seed_and_log(client: FlaskClient, app: Flask,
                                                  game: str, served: Served) -> None:
    created = create(client, game)
    rng = random.Random(6)
    while play_one(client, created, rng)["status"] != "finished":
        pass
    url = f"/games/{created['id']}"
    final = client.get(url).json
    log = client.get(f"{url}/log").json
    assert log["seed"] == 11 and final["seed"] == 11
    engine = get_engine(game)
    doc = {"players": log["players"], "options": log["options"], "seed": log["seed"]}
    state = replay(engine, doc, log["entries"])
    stored = games_of(app).get(created["id"])
    assert engine.dump(state) == engine.dump(stored.state)
    assert engine.view(state, None) == final["state"]
    outcome = whole_numbers_as_int(engine.outcome(state).to_json())
    assert {**outcome, "detail": {**outcome["detail"], "resigned": []}} == final["outcome"]
    # a stream of the finished game: its body, then the end; resumed at the end: the end
    response = stream(served, created["id"])
    events = list(response.events)
    assert [e.event for e in events] == ["game", "end"]
    assert data_of(events[0]) == final
    resumed = stream(served, created["id"], {"Last-Event-ID": str(final["version"])})
    assert [e.event for e in resumed.events] == ["end"]


def test_an_idle_stream_sends_keep_alive_comments(
    client: FlaskClient, served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    from service.streams import app as streams

    monkeypatch.setattr(streams, "KEEPALIVE_SECONDS", 0.2)
    created = create(client)
    response = stream(served, created["id"])
    chunks = response.response.iter_content(chunk_size=None)
    body = b""
    while b": keep-alive\n\n" not in body:  # nothing happened: a comment, no event
        body += next(chunks)
    assert body.startswith(b"retry: 1000\n")
    assert body.count(b"event: game") == 1
    response.close()
