"""Random playouts and the checks every engine must pass at every step.

Kept apart from the test module so benchmarks and soak runs can reuse it.
"""

from __future__ import annotations

import json
import random
from typing import Any

from engines import Engine, EngineError, NotYourTurnError, Outcome
from engines.views import strings_in

MAX_STEPS = 20_000
"""A playout longer than this is taken as a game that never ends."""

ABSURD_VALUES: tuple[Any, ...] = (-1, 999, "no-such-thing", None, [], {"x": 1}, True, 2.5, 1.0, 0.0)
"""Values no legal action field holds; each must be rejected, never crash the engine."""


def play_random(engine: Engine[Any], players: int, seed: int, check: bool) -> tuple[Any, int]:
    """Play one game with uniformly random legal actions; returns (final state, steps).

    With ``check`` every step runs :func:`check_step` as well.
    """
    rng = random.Random(seed)
    state = engine.new_game(players, None, seed)
    for step in range(MAX_STEPS):
        outcome = engine.outcome(state)
        if outcome is not None:
            check_final(engine, state, outcome)
            return state, step
        if check:
            check_step(engine, state, rng)
        to_act = engine.to_act(state)
        assert to_act, f"{engine.name}: no outcome but nobody to act at step {step}"
        seat = rng.choice(to_act)
        actions = engine.legal_actions(state, seat)
        assert actions, f"{engine.name}: seat {seat} must act but has no legal action"
        action = rng.choice(actions)
        state = engine.apply(state, seat, action)
    raise AssertionError(f"{engine.name} with {players} players, seed {seed}: no end")


def check_step(engine: Engine[Any], state: Any, rng: random.Random) -> None:
    """Every contract property that can be checked on one running state."""
    dumped = engine.dump(state)
    text = json.dumps(dumped, sort_keys=True)
    reloaded = engine.load(json.loads(text))
    assert json.dumps(engine.dump(reloaded), sort_keys=True) == text, "JSON round trip differs"

    seats = engine.seats(state)
    to_act = engine.to_act(state)
    for info in seats:
        if info.ghost:
            assert info.index not in to_act, "a ghost seat is listed to act"
            assert engine.legal_actions(state, info.index) == [], "a ghost has legal actions"
        elif info.index not in to_act:
            assert engine.legal_actions(state, info.index) == []
            # a seat with no decision is refused whatever it sends
            try:
                engine.apply(state, info.index, {"type": next(iter(engine.action_kinds))})
            except NotYourTurnError:
                pass
            else:
                raise AssertionError(f"seat {info.index} acted out of turn")
        assert engine.legal_actions(reloaded, info.index) == engine.legal_actions(
            state, info.index
        ), "reloaded state offers other actions"

    viewers: list[int | None] = [None, *(i.index for i in seats if not i.ghost)]
    for viewer in viewers:
        view = engine.view(state, viewer)
        json.dumps(view)
        leaked = engine.hidden_from(state, viewer) & strings_in(view)
        assert not leaked, f"view for seat {viewer} shows hidden {sorted(leaked)[:5]}"
        if viewer is not None:
            sample = engine.resample(view, viewer, random.Random(rng.random()))
            assert engine.view(sample, viewer) == view, "resampled state shows another view"
            assert engine.legal_actions(sample, viewer) == engine.legal_actions(state, viewer)

    for seat in to_act:
        legal = engine.legal_actions(state, seat)
        assert len({json.dumps(a, sort_keys=True) for a in legal}) == len(legal), "duplicates"
        for action in legal:
            engine.check_shape(action)
            json.dumps(action)
        check_rejections(engine, state, seat, legal, rng)
        # apply leaves its input unchanged
        engine.apply(state, seat, rng.choice(legal))
        assert json.dumps(engine.dump(state), sort_keys=True) == text, "apply mutated its input"


def check_rejections(
    engine: Engine[Any], state: Any, seat: int, legal: list[dict[str, Any]], rng: random.Random
) -> None:
    """Actions near the legal ones but not offered must raise an engine error."""
    sample = rng.sample(legal, min(3, len(legal)))
    for action in sample:
        for key in action:
            if key == "type":
                continue
            for absurd in ABSURD_VALUES:
                mutated = {**action, key: absurd}
                if mutated in legal:
                    continue
                try:
                    engine.apply(state, seat, mutated)
                except EngineError as exc:
                    assert str(exc), "an engine error without a reason"
                else:
                    raise AssertionError(f"not offered but applied: {mutated}")
        extra = {**action, "unexpected": 1}
        try:
            engine.apply(state, seat, extra)
        except EngineError:
            pass
        else:
            raise AssertionError(f"action with an unknown field applied: {extra}")
    for junk in (None, 3, "play", [], {"type": "no-such-kind"}, {}):
        try:
            engine.apply(state, seat, junk)  # type: ignore[arg-type]
        except EngineError:
            pass
        else:
            raise AssertionError(f"junk action applied: {junk!r}")


def check_final(engine: Engine[Any], state: Any, outcome: Outcome) -> None:
    """A finished game: a coherent outcome, nobody to act, every action refused."""
    seats = engine.seats(state)
    assert len(outcome.ranks) == len(seats), "one rank per seat"
    assert all(r >= 1 for r in outcome.ranks)
    assert set(outcome.winners) <= {s.index for s in seats}
    for w in outcome.winners:
        assert outcome.ranks[w] == 1, "a winner not ranked first"
    assert outcome.reason
    json.dumps(outcome.to_json())
    assert engine.to_act(state) == []
    for info in seats:
        assert engine.legal_actions(state, info.index) == []
    text = json.dumps(engine.dump(state), sort_keys=True)
    assert json.dumps(engine.dump(engine.load(json.loads(text))), sort_keys=True) == text
    for viewer in [None, *(i.index for i in seats if not i.ghost)]:
        json.dumps(engine.view(state, viewer))
