"""The stored record: one reader for older layouts, and seals that say which states our
engines made (checked in full whenever a record does not prove it)."""

from __future__ import annotations

import copy
import hmac
from typing import Any

import orjson
import pytest
from flask import Flask

from store.errors import BadCredentials
from store.games import Games
from store.record import RECORD_SCHEMA, RecordError, read_record
from store.secret import server_secret
from store.state_seal import seal, seal_key, sealed
from store.tokens import BLAKE2B, new_token, older_token_hash, seat_for_token, token_hash

TWO = [{"name": "a", "bot": None}, {"name": "b", "bot": None}]


def games_of(app: Flask) -> Games:
    games: Games = app.extensions["games"]
    return games


def stored_doc(games: Games, game_id: str) -> dict[str, Any]:
    raw = games.store.client.hget(games.store.record_key(game_id), "doc")
    assert raw is not None
    doc: dict[str, Any] = orjson.loads(raw)
    return doc


def put_doc(games: Games, game_id: str, doc: dict[str, Any]) -> None:
    games.store.client.hset(games.store.record_key(game_id), "doc", orjson.dumps(doc))


def test_an_older_record_reads_with_the_values_its_missing_fields_mean(app: Flask) -> None:
    games = games_of(app)
    game, _, _ = games.create("encantados", TWO, None, 3)
    doc = stored_doc(games, game.id)
    assert doc["schema"] == RECORD_SCHEMA
    old = copy.deepcopy(doc)
    for name in ("schema", "listed", "clocks", "aborted", "salt", "table", "state_seal"):
        del old[name]
    for seat in old["seats"]:
        for name in ("open", "reserved", "resigned", "stand_in", "absent", "invite_hash"):
            del seat[name]
    put_doc(games, game.id, old)
    read = games.get(game.id)
    assert read.doc["schema"] == RECORD_SCHEMA and read.doc["listed"] is False
    assert read.doc["clocks"] is None and read.doc["aborted"] is False
    assert read.doc["state_seal"] is None  # so its state was checked in full
    assert [s["open"] for s in read.seats] == [False, False]
    assert read.status == "active" and read.to_act() == game.to_act()
    assert read.seat_of(None) is None


def test_a_current_record_reads_as_it_is() -> None:
    doc: dict[str, Any] = {"schema": RECORD_SCHEMA, "game": "x"}
    assert read_record(doc) is doc  # no copy, no change: a read costs its parse only


def test_what_is_not_a_record_is_refused() -> None:
    with pytest.raises(RecordError, match="missing"):
        read_record({"game": "encantados", "seats": []})


def test_commits_seal_the_state_they_write(app: Flask) -> None:
    games = games_of(app)
    game, tokens, _ = games.create("encantados", TWO, None, 3)
    assert stored_doc(games, game.id)["state_seal"] == seal(game.doc["state"])
    seat = game.to_act()[0]
    action = game.engine.legal_actions(game.state, seat)[0]
    after = games.act(game.id, tokens[seat], action, game.version)
    doc = stored_doc(games, game.id)
    assert doc["state_seal"] == seal(doc["state"]) == after.doc["state_seal"]
    assert doc["state_seal"] != seal(game.doc["state"])


@pytest.mark.parametrize("seal_kept", [True, False])
def test_a_state_changed_in_redis_is_checked_on_every_load(app: Flask, seal_kept: bool
                                                           ) -> None:
    """A card taken out of a stored state: its seal no longer matches (or there is none),
    so the very next load checks it in full and the server ends the game with the reason.
    Twenty games: were the seal trusted, a 1-in-20 sampled check would miss nearly all."""
    games = games_of(app)
    for seed in range(20):
        game, _, _ = games.create("encantados", TWO, None, seed)
        doc = stored_doc(games, game.id)
        doc["state"]["pile"].pop()
        if not seal_kept:
            doc["state_seal"] = None
        put_doc(games, game.id, doc)
        read = games.get(game.id)
        assert read.status == "aborted" and read.doc["abort_cause"] == "corrupt-record"
        assert read.abort_reason is not None and "59 of the 60" in read.abort_reason


def test_a_seal_is_keyed_by_the_server_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    """Another server's seal (another secret), or a seal of the earlier HMAC-SHA256 kind,
    proves nothing: such a state is checked in full on every load, then sealed anew by its
    next commit. The seal of one secret is the same on every call and differs by state."""
    state = {"pile": [1, 2, 3], "turn": 0}
    ours = seal(state)
    assert ours == seal(copy.deepcopy(state)) and ours != seal({**state, "turn": 1})
    assert sealed(state, ours)
    earlier_kind = hmac.digest(server_secret(), orjson.dumps(state), "sha256")[:16].hex()
    assert not sealed(state, earlier_kind)
    try:
        monkeypatch.setenv("TTG_SECRET", "another server's secret")
        server_secret.cache_clear()
        seal_key.cache_clear()
        assert seal(state) != ours and not sealed(state, ours)
    finally:
        monkeypatch.undo()
        server_secret.cache_clear()
        seal_key.cache_clear()
    assert seal(state) == ours



def test_an_older_records_sha256_token_hashes_still_match(app: Flask) -> None:
    """Records written before BLAKE2b token hashes hold SHA-256 hex: their players and
    creators still get in (new hashes are BLAKE2b), a wrong token still does not."""
    games = games_of(app)
    game, tokens, _ = games.create("encantados", TWO, None, 3)
    creator = game.creator_token
    assert creator is not None
    doc = stored_doc(games, game.id)
    assert all(s["token_hash"].startswith(BLAKE2B) for s in doc["seats"])
    for seat in doc["seats"]:
        seat["token_hash"] = older_token_hash(tokens[seat["index"]])
    doc["creator_hash"] = older_token_hash(creator)
    put_doc(games, game.id, doc)
    read = games.get(game.id)
    assert [read.seat_of(tokens[i]) for i in (0, 1)] == [0, 1]
    assert read.is_creator(creator) and not read.is_creator(tokens[0])
    with pytest.raises(BadCredentials):
        read.seat_of(new_token())
    seat = read.to_act()[0]
    action = read.engine.legal_actions(read.state, seat)[0]
    assert games.act(game.id, tokens[seat], action, read.version).version == read.version + 1
    assert seat_for_token(tokens[1], [older_token_hash(tokens[0]), token_hash(tokens[1])]) == 1
