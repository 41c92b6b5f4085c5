"""The stored form of a Caretos state: every decision kind and field survives the trip."""

from __future__ import annotations

from dataclasses import fields

from engines.caretos import storage
from engines.caretos.decisions import DECISION_TYPES, Decision, decision_from_json
from engines.caretos.engine import Caretos
from engines.caretos.state import State


def every_kind(cls: type[Decision]) -> set[type[Decision]]:
    found = set()
    for sub in cls.__subclasses__():
        found |= {sub} | every_kind(sub)
    return found


def test_every_decision_kind_knows_its_fields_in_order() -> None:
    """A kind missing from DECISION_TYPES would keep the base's field order and lose its
    own fields in every stored state."""
    assert every_kind(Decision) == set(DECISION_TYPES)
    for kind in DECISION_TYPES:
        assert kind.field_order == tuple(f.name for f in fields(kind)), kind.kind


def test_a_played_state_stores_and_loads_back_equal() -> None:
    engine = Caretos()
    state = engine.setup(3, {}, 11)
    for step in range(300):
        if engine.outcome(state) is not None:
            break
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        state, _ = engine.play(state, seat, legal[step % len(legal)])
        data = storage.to_json(state)
        assert set(data) == set(storage.STORED_FIELDS)
        again = storage.from_json(data)
        assert storage.to_json(again) == data
        assert [decision_from_json(r.to_json()) for r in state.stack] == state.stack


def test_a_state_stored_before_a_field_existed_loads_with_its_default() -> None:
    engine = Caretos()
    data = storage.to_json(engine.setup(2, {}, 3))
    for name, default in storage.ADDED_LATER.items():
        old = {k: v for k, v in data.items() if k != name}
        loaded: State = storage.from_json(old)
        assert getattr(loaded, name) == default
