"""``Engine.play`` (the service's path) advances a move once, recording its events as it goes,
and gives what ``apply`` and a replay with recording on give."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines import Engine
from engines.registry import engines

STEPS = 120
"""Moves checked per game: every kind of move each engine has turns up in the first few
rounds of a random game."""


def moves(engine: Engine[Any], players: int, seed: int) -> list[tuple[Any, int, Any]]:
    """(state, seat, legal action) along one random game."""
    rng = random.Random(seed)
    state = engine.new_game(players, None, seed)
    out = []
    for _ in range(STEPS):
        if engine.outcome(state) is not None:
            break
        seat = rng.choice(engine.to_act(state))
        action = rng.choice(engine.legal_actions(state, seat))
        out.append((state, seat, action))
        state = engine.apply(state, seat, action)
    return out


@pytest.mark.parametrize("name", sorted(engines()))
def test_play_is_apply_with_the_replayed_events(name: str) -> None:
    engine = engines()[name]
    recorded = 0
    for players in engine.player_counts:
        for state, seat, action in moves(engine, players, seed=players):
            before = engine.dump(state)
            played, events = engine.play(state, seat, action)
            applied = engine.apply(state, seat, action)
            assert engine.dump(played) == engine.dump(applied)
            assert played == applied  # no trace of the recording left on the state
            assert events == engine.events(state, seat, action, applied)
            assert engine.dump(state) == before  # the state played from is unchanged
            recorded += len(events)
    assert recorded > STEPS  # most moves record one or more (a few, such as setup picks, none)


def count_copies(engine: Engine[Any], monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Make ``engine.clone`` count its calls: the list's one number. Never on a registry
    engine: undoing the patch leaves a ``clone`` attribute on the instance."""
    copies = [0]
    clone = engine.clone

    def counted(state: Any) -> Any:
        copies[0] += 1
        return clone(state)

    monkeypatch.setattr(engine, "clone", counted)
    return copies


@pytest.mark.parametrize("name", sorted(engines()))
def test_play_copies_and_advances_a_move_once(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """One copy of the state per move, where deriving the events by a replay made two."""
    engine = type(engines()[name])()  # its own: the registry's shared engines stay as they are
    state, seat, action = moves(engine, min(engine.player_counts), seed=7)[3]
    copies = count_copies(engine, monkeypatch)
    engine.play(state, seat, action)
    assert copies == [1]


@pytest.mark.parametrize("name", sorted(engines()))
def test_play_in_place_advances_the_given_state_without_a_copy(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``in_place`` (the service's read-once path): the state given is the state returned,
    advanced as ``play`` advances a copy, with the same events, and nothing is copied."""
    engine = type(engines()[name])()
    for players in engine.player_counts:
        for state, seat, action in moves(engine, players, seed=players + 10):
            expected, expected_events = engine.play(state, seat, action)
            given = engine.clone(state)
            copies = count_copies(engine, monkeypatch)
            played, events = engine.play(given, seat, action, in_place=True)
            monkeypatch.undo()
            assert copies == [0]
            assert played is given
            assert engine.dump(played) == engine.dump(expected) and played == expected
            assert events == expected_events


@pytest.mark.parametrize("name", sorted(engines()))
def test_play_in_place_refuses_an_illegal_action_before_changing_anything(name: str) -> None:
    """A refused action leaves the given state as it was: the read it came from may still
    answer the refusal."""
    engine = engines()[name]
    state, seat, _ = moves(engine, min(engine.player_counts), seed=5)[2]
    before = engine.dump(state)
    others = [s for s in range(len(engine.seats(state))) if s not in engine.to_act(state)]
    with pytest.raises(ValueError):
        engine.play(state, seat, {"type": "no-such-move"}, in_place=True)
    if others:
        with pytest.raises(ValueError):
            engine.play(state, others[0], engine.legal_actions(state, seat)[0], in_place=True)
    assert engine.dump(state) == before


def test_an_engine_that_records_nothing_plays_without_a_replay(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine left with the default ``advance_recording`` gets no events from ``play``
    or ``events``, and ``play`` still copies the state once (no replay for nothing)."""
    engine = engines()["mission-calaveras"]

    class Silent(type(engine)):  # type: ignore[misc]
        advance_recording = Engine.advance_recording

    silent = Silent()
    state, seat, action = moves(engine, 4, seed=3)[2]
    copies = count_copies(silent, monkeypatch)
    played, events = silent.play(state, seat, action)
    assert events == [] and copies == [1]
    assert played == engine.apply(state, seat, action)
    assert silent.events(state, seat, action, played) == [] and copies == [1]
    assert not silent.records_events and engine.records_events
    played, events = silent.play(state, seat, action, in_place=True)  # still copies
    assert played is not state and copies == [2]


def test_recording_leaves_no_list_on_the_state_even_when_a_move_fails() -> None:
    from types import SimpleNamespace

    from engines.base import recorded

    def advance(state: Any, seat: int, action: Any) -> None:
        state.log.append({"type": "began", "seat": seat})
        if action["fail"]:
            raise ValueError("refused half-way")

    state = SimpleNamespace(log=None)
    assert recorded(state, "log", advance, 1, {"fail": False}) == [{"type": "began", "seat": 1}]
    assert state.log is None
    with pytest.raises(ValueError, match="half-way"):
        recorded(state, "log", advance, 1, {"fail": True})
    assert state.log is None
