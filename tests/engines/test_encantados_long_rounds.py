"""The long-round rule (RULINGS.md): a round ends at the end of the turn that completes
40 turns per seat in it, scored as when the draw pile runs out."""

from __future__ import annotations

import random

import pytest

from engines.encantados import ENGINE as E
from engines.encantados import turn
from engines.encantados.scoring import round_scores
from engines.encantados.state import load_state
from engines.errors import CorruptStateError
from tests.engines.test_encantados import arrange, finish_turn, game


def test_a_round_ends_at_the_end_of_its_eightieth_turn_with_two_players() -> None:
    state = arrange(game(2), {0: ["trolls-1", "elves-1"], 1: ["gnomes-1", "fauns-1"]},
                    end_discard=["dwarves-1"])
    assert turn.round_turn_limit(state) == 80
    state.turns = 78
    state = finish_turn(state, 0, "dwarves-1")  # turn 79 of the round: it goes on
    assert (state.round, state.turns, state.current) == (1, 79, 1)
    state = E.apply(state, 1, {"type": "draw", "source": "end_discard"})
    state = E.apply(state, 1, {"type": "end_laying"})
    last = state.clone()
    last.hands[1].remove("dwarves-1")
    expected = round_scores(last)
    events = E.play(state, 1, {"type": "discard", "card": "dwarves-1"})[1]
    state = E.apply(state, 1, {"type": "discard", "card": "dwarves-1"})
    assert state.round == 2 and state.turns == 0  # the next round starts afresh
    assert state.last_round == expected  # gardens and hands scored as at the pile's end
    ended = [e for e in events if e["type"] == "round_ended"]
    assert ended == [{"type": "round_ended", "round": 1, "cause": "turn_limit"}]


@pytest.mark.parametrize(("players", "limit"), [(2, 80), (3, 120), (4, 160), (5, 200),
                                                (6, 240)])
def test_the_limit_is_forty_turns_per_seat(players: int, limit: int) -> None:
    state = game(players)
    assert turn.round_turn_limit(state) == limit
    view = E.view(state, 0)
    assert (view["round_turns"], view["round_turn_limit"]) == (0, limit)


def test_the_limit_can_end_the_game() -> None:
    state = arrange(game(2), {0: ["trolls-1", "elves-1"], 1: ["gnomes-1"]},
                    end_discard=["dwarves-1"])
    state.turns = 79
    state.scores = [150, 10]
    state = finish_turn(state, 0, "dwarves-1")
    outcome = E.outcome(state)
    assert outcome is not None and outcome.winners == (0,)


def test_turns_are_kept_by_dump_view_and_resample() -> None:
    state = game(3, seed=4)
    rng = random.Random(4)
    while state.turns < 5:
        seat = E.to_act(state)[0]
        state = E.apply(state, seat, rng.choice(E.legal_actions(state, seat)))
    assert load_state(E.dump(state)).turns == state.turns
    seat = E.to_act(state)[0]
    assert E.resample(E.view(state, seat), seat, rng).turns == state.turns


def test_a_record_stored_before_the_rule_loads_at_zero_turns() -> None:
    data = E.dump(game(2))
    del data["turns"]
    assert E.load(data).turns == 0


def test_a_round_past_its_limit_is_corrupt() -> None:
    data = E.dump(game(2))
    data["turns"] = 80
    with pytest.raises(CorruptStateError, match="80 turns"):
        E.restore(data)


def test_random_play_never_reaches_the_limit() -> None:
    """As RULINGS.md says: the rule changes nothing for random play (perft stays)."""
    for players in (2, 6):
        for seed in range(5):
            state = game(players, seed=seed)
            rng = random.Random(seed)
            most = 0
            while E.outcome(state) is None:
                seat = E.to_act(state)[0]
                most = max(most, state.turns)
                state = E.apply(state, seat, rng.choice(E.legal_actions(state, seat)))
            assert most < turn.round_turn_limit(state) * 3 // 4
