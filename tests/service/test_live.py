"""Live updates in-process: event streams, tickets, long polling, the log's events and pages,
and replaying finished games from their seed and log."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence
from typing import Any

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient

from engines import engines, get_engine
from engines.base import Action, Event
from engines.seats import SeatInfo
from service.schemas import whole_numbers_as_int
from store.games import Games
from store.redis_store import GameStore
from store.replay import replay
from store.settings import Settings
from tests.service.live_helpers import data_of, leaked, leaked_in_update, sse_events

GAME = "mission-calaveras"
PLAYERS = {"mission-calaveras": 4, "encantados": 2, "caretos": 2}
"""Every registered game, with a player count it accepts."""

WAIT_BOUND = 30.0
"""Seconds a test waits for a condition before it fails (a hang, not a speed target)."""


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


def stream(client: FlaskClient, game_id: str, headers: dict[str, str] | None = None,
           query: str = "") -> Any:
    response = client.get(f"/games/{game_id}/events{query}", headers=headers or {},
                          buffered=False)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "text/event-stream"
    return response


def games_of(app: Flask) -> Games:
    service: Games = app.extensions["games"]
    return service


# --- streams -------------------------------------------------------------------------


def test_stream_starts_with_the_get_body_then_sends_each_version(client: FlaskClient) -> None:
    created = create(client)
    token = created["tokens"][0]
    url = f"/games/{created['id']}"
    response = stream(client, created["id"], auth(token))
    events = sse_events(response.response)
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


def test_stream_resumes_after_last_event_id_or_after(client: FlaskClient) -> None:
    created = create(client)
    rng = random.Random(2)
    for _ in range(4):
        play_one(client, created, rng)
    # Last-Event-ID with no feed held in this process: versions 2..4 rebuilt from the seed
    response = stream(client, created["id"], {"Last-Event-ID": "1"})
    events = sse_events(response.response)
    got = [next(events) for _ in range(3)]
    assert [e.id for e in got] == ["2", "3", "4"]
    assert [data_of(e)["entry"]["version"] for e in got] == [2, 3, 4]
    # a second stream while the first holds the feed: from memory, same bodies
    again = stream(client, created["id"], query="?after=3")
    assert data_of(next(sse_events(again.response))) == data_of(got[-1])
    play_one(client, created, rng)
    assert next(events).id == "5"
    response.close()
    again.close()


def test_stream_problems(client: FlaskClient) -> None:
    created = create(client)
    url = f"/games/{created['id']}/events"
    assert client.get(url, headers={"Last-Event-ID": "x"}).status_code == 422
    assert client.get(f"{url}?after=-1").status_code == 422
    assert client.get(url, headers=auth("not-a-token")).status_code == 401
    assert client.get("/games/nope/events").status_code == 404
    ticket = client.post(f"/games/{created['id']}/tickets",
                         headers=auth(created["tokens"][0])).json["ticket"]
    both = client.get(f"{url}?ticket={ticket}", headers=auth(created["tokens"][0]))
    assert both.status_code == 422
    assert both.content_type == "application/problem+json"


def test_ticket_stands_for_its_seat_once(client: FlaskClient) -> None:
    created = create(client)
    game_id = created["id"]
    assert client.post(f"/games/{game_id}/tickets").status_code == 401
    issued = client.post(f"/games/{game_id}/tickets", headers=auth(created["tokens"][2]))
    assert issued.status_code == 201
    assert issued.json["seat"] == 2 and issued.json["expires_in"] == 60
    ticket = issued.json["ticket"]
    other = create(client)
    assert client.get(f"/games/{other['id']}/events?ticket={ticket}").status_code == 401
    response = stream(client, game_id, query=f"?ticket={ticket}")
    first = data_of(next(sse_events(response.response)))
    assert first["seat"] == 2
    assert first == client.get(f"/games/{game_id}", headers=auth(created["tokens"][2])).json
    response.close()
    reused = client.get(f"/games/{game_id}/events?ticket={ticket}")
    assert reused.status_code == 401
    assert "ticket" in reused.json["detail"]


class EventfulMissionCalaveras(type(get_engine(GAME))):  # type: ignore[misc]
    """Mission Calaveras with an event naming the actor's private cards, shown only to it:
    the redaction path (view_event per viewer, all shown once over) with real hidden ids."""

    def events(self, before: Any, seat: int, action: Action, after: Any) -> list[Event]:
        private = self.hidden_from(after, None) - self.hidden_from(after, seat)
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
    client: FlaskClient, app: Flask, eventful: Any
) -> None:
    created = create(client)
    game_id = created["id"]
    viewers: list[int | None] = [None, *sorted(created["tokens"])]
    streams = {v: stream(client, game_id, None if v is None else auth(created["tokens"][v]))
               for v in viewers}
    readers = {v: sse_events(r.response) for v, r in streams.items()}
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
    client: FlaskClient, app: Flask, settings: Settings
) -> None:
    created = create(client)
    response = stream(client, created["id"])
    events = sse_events(response.response)
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


def test_versions_are_built_from_the_commit_messages(client: FlaskClient, app: Flask) -> None:
    """A version whose message carries its record is built without reading the store, and
    is what the store holds: the same record, the same log entry."""
    created = create(client)
    hub, store = app.extensions["live"], games_of(app).store
    reads: list[int] = []
    snapshot = store.snapshot

    def counted(game_id: str, since: int) -> Any:
        reads.append(since)
        return snapshot(game_id, since)

    with hub.watch(created["id"]) as watch:
        assert watch.frames_after(None)[0].version == 0
        wait_subscribed(hub)
        store.snapshot = counted  # type: ignore[method-assign]
        try:
            rng = random.Random(12)
            seen = 0
            for _ in range(4):
                play_one(client, created, rng)
                deadline = time.monotonic() + WAIT_BOUND
                while (frames := [f for f in watch.frames_after(seen) if f.version > seen]) == []:
                    assert time.monotonic() < deadline, "no new version"
                    watch.wait(seen, 0.5)
                for frame in frames:
                    stored = store.load(created["id"])
                    assert stored is not None and stored.version >= frame.version
                    entry = store.log(created["id"], frame.version - 1, 1)[0]
                    assert frame.entry == entry
                    if stored.version == frame.version:
                        assert frame.game.doc == stored.doc
                    seen = frame.version
        finally:
            del store.snapshot
    assert seen == 4
    assert reads == []  # every version came from its message


def wait_subscribed(hub: Any) -> None:
    deadline = time.monotonic() + WAIT_BOUND
    while not hub.feeds or any(f.epoch == 0 for f in hub.feeds.values()):
        assert time.monotonic() < deadline, "the listener never subscribed"
        time.sleep(0.01)


def test_one_wake_up_reaches_every_watcher_in_turn(client: FlaskClient, app: Flask) -> None:
    """A version wakes one watcher, which wakes the next when it is done: twelve watchers
    that wait far longer than the test (so no timeout can stand in for a wake-up) each get
    every version, in order, and one that leaves mid-chain passes its wake-up on."""
    created = create(client)
    hub = app.extensions["live"]
    got: dict[int, list[int]] = {k: [] for k in range(12)}
    stop = threading.Event()

    def watcher(k: int, leave_after: int | None) -> None:
        with hub.watch(created["id"]) as watch:
            seen = watch.frames_after(None)[0].version
            while not stop.is_set():
                watch.wait(seen, 3600)
                for frame in watch.frames_after(seen):
                    if frame.version > seen:
                        got[k].append(frame.version)
                        seen = frame.version
                if leave_after is not None and seen >= leave_after:
                    return

    threads = [threading.Thread(target=watcher, args=(k, 2 if k == 5 else None), daemon=True)
               for k in got]
    for thread in threads:
        thread.start()
    wait_subscribed(hub)
    time.sleep(0.2)  # every watcher is waiting
    rng = random.Random(13)
    for version in range(1, 6):
        play_one(client, created, rng)
        deadline = time.monotonic() + WAIT_BOUND
        while any(len(v) < version for k, v in got.items() if k != 5 or version <= 2):
            assert time.monotonic() < deadline, f"version {version} did not reach: {got}"
            time.sleep(0.01)
    stop.set()
    assert all(v == [1, 2, 3, 4, 5] for k, v in got.items() if k != 5), got
    assert got[5] == [1, 2]
    hub.feeds[created["id"]].announce(99)  # wake the watchers so their threads end
    for thread in threads:
        thread.join(timeout=WAIT_BOUND)


def test_streams_go_on_after_the_listener_loses_redis(client: FlaskClient, app: Flask) -> None:
    created = create(client)
    response = stream(client, created["id"])
    events = sse_events(response.response)
    assert next(events).id == "0"
    hub = app.extensions["live"]
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


def test_long_poll_answers_when_the_version_passes(app: Flask) -> None:
    client = app.test_client()
    created = create(client)
    url = f"/games/{created['id']}"

    def act_later() -> None:
        time.sleep(0.3)
        play_one(app.test_client(), created, random.Random(4))

    actor = threading.Thread(target=act_later)
    actor.start()
    answer = client.get(f"{url}?after_version=0&wait={WAIT_BOUND}")
    actor.join()
    assert answer.status_code == 200
    assert answer.json["version"] == 1
    # already past: at once; nothing new within the wait: the current body
    assert client.get(f"{url}?after_version=0&wait=60").json["version"] == 1
    quiet = client.get(f"{url}?after_version=1&wait=0.2")
    assert (quiet.status_code, quiet.json["version"]) == (200, 1)
    assert quiet.headers["ETag"] == client.get(url).headers["ETag"]
    assert client.get(f"{url}?after_version=1&wait=61").status_code == 422
    assert client.get(f"{url}?after_version=-1&wait=1").status_code == 422


def test_a_closing_hub_ends_streams_and_answers_long_polls(app: Flask) -> None:
    """When the process is stopping (``Hub.close``, called by gunicorn's stop hook) a
    stream ends without `end` (its client resumes elsewhere) and a long poll answers with
    the current body, both at once rather than after their waits (an hour, 60 s)."""
    client = app.test_client()
    created = create(client)
    url = f"/games/{created['id']}"
    response = stream(client, created["id"])
    events = sse_events(response.response)
    assert next(events).id == "0"
    answers: list[Any] = []
    poller = threading.Thread(
        target=lambda: answers.append(app.test_client().get(f"{url}?after_version=0&wait=60")))
    poller.start()
    wait_subscribed(app.extensions["live"])
    while app.extensions["live"].feeds[created["id"]].watchers < 2:
        time.sleep(0.01)  # both are waiting
    app.extensions["live"].close()
    assert list(events) == []  # the stream ends, with no `end` event: the game goes on
    poller.join(timeout=WAIT_BOUND)
    assert not poller.is_alive()
    assert (answers[0].status_code, answers[0].json["version"]) == (200, 0)


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
                                                  game: str) -> None:
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
    response = stream(client, created["id"])
    events = list(sse_events(response.response))
    assert [e.event for e in events] == ["game", "end"]
    assert data_of(events[0]) == final
    resumed = stream(client, created["id"], {"Last-Event-ID": str(final["version"])})
    assert [e.event for e in sse_events(resumed.response)] == ["end"]


def test_an_idle_stream_sends_keep_alive_comments(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from service.routes import live

    monkeypatch.setattr(live, "KEEPALIVE_SECONDS", 0.2)
    created = create(client)
    response = stream(client, created["id"])
    chunks = iter(response.response)
    assert next(chunks).startswith(b"retry: 1000\n")
    assert b"event: game" in next(chunks)
    assert next(chunks) == b": keep-alive\n\n"  # nothing happened: a comment, no event
    response.close()
