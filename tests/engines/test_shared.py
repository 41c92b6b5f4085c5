"""The shared engine pieces: read-only actions, schema checks, seats, decks."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engines.actions import FrozenAction
from engines.deck import card_ids, deal, deal_unknown, shuffle, shuffled
from engines.schema import action_kind, enum, mismatch, seat_index
from engines.seats import interleaved_teams, partner_of

KIND = action_kind(
    "play",
    "play a card",
    {"card": {"type": "string"}, "to": enum("seat", "zone"),
     "seat": {"type": ["integer", "null"], "minimum": 0},
     "cards": {"type": "array", "items": {"type": "string"}}},
    {"card": "x-1", "to": "seat", "seat": 0, "cards": []},
)


def test_frozen_actions_refuse_every_change_but_act_as_dicts() -> None:
    action = FrozenAction(type="play", card="hotel-1")
    for change in (
        lambda: action.__setitem__("card", "x"),
        lambda: action.__delitem__("card"),
        lambda: action.update(card="x"),
        lambda: action.pop("card"),
        lambda: action.setdefault("x", 1),
        action.clear,
        action.popitem,
    ):
        with pytest.raises(TypeError, match="read-only"):
            change()
    assert action == {"type": "play", "card": "hotel-1"}
    assert json.loads(json.dumps(action)) == action
    mutable = dict(action)
    mutable["card"] = "x"
    assert action["card"] == "hotel-1"
    assert {**action, "card": "y"}["card"] == "y"


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ({"type": "play", "card": "a", "to": "seat", "seat": 0, "cards": ["b"]}, None),
        ({"type": "play", "card": "a", "to": "zone", "seat": None, "cards": []}, None),
        ({"type": "play", "card": "a", "to": "seat", "seat": True, "cards": []},
         'field "seat" must be integer or null, not true'),
        ({"type": "play", "card": "a", "to": "seat", "seat": 1.0, "cards": []},
         'field "seat" must be integer or null, not 1.0'),
        ({"type": "play", "card": "a", "to": "seat", "seat": -1, "cards": []},
         'field "seat" must be at least 0, not -1'),
        ({"type": "play", "card": "a", "to": "moon", "seat": 0, "cards": []},
         'field "to" must be one of ["seat", "zone"], not "moon"'),
        ({"type": "play", "card": ["a"], "to": "seat", "seat": 0, "cards": []},
         'field "card" must be string, not ["a"]'),
        ({"type": "play", "card": "a", "to": "seat", "seat": 0, "cards": ["b", 3]},
         'field "cards"[1] must be string, not 3'),
        ({"type": "play", "card": "a", "to": "seat", "seat": 0},
         'action lacks field(s) ["cards"]'),
        ({"type": "play", "card": "a", "to": "seat", "seat": 0, "cards": [], "x": 1},
         'action has unknown field(s) ["x"]'),
        ({"type": "pass", "card": "a", "to": "seat", "seat": 0, "cards": []},
         'field "type" must be one of ["play"], not "pass"'),
        ([], "action must be object, not []"),
    ],
)
def test_schema_checks_are_strict_json(value: object, reason: str | None) -> None:
    assert mismatch(value, KIND) == reason
    if isinstance(value, dict) and reason is None:
        assert mismatch(FrozenAction(value), KIND) is None


def test_action_kind_examples_fit_their_schema() -> None:
    assert mismatch(KIND["example"], KIND) is None
    assert seat_index()["minimum"] == 0


def test_interleaved_teams_and_ghosts() -> None:
    seats = interleaved_teams(["CIA", "KGB"], 3, allow_ghost=True)
    assert [(s.index, s.team, s.ghost, s.controller) for s in seats] == [
        (0, "CIA", False, None), (1, "KGB", False, None), (2, "CIA", False, None),
        (3, "KGB", True, 1),
    ]
    assert seats[3].decider == 1 and seats[0].decider == 0
    assert [partner_of(i, 3) for i in range(6)] == [3, 4, 5, 0, 1, 2]
    with pytest.raises(ValueError, match="teams of two"):
        interleaved_teams(["CIA", "KGB"], 3)
    with pytest.raises(ValueError, match="teams of two"):
        interleaved_teams(["CIA", "KGB"], 2, allow_ghost=True)


def test_decks_deal_and_resample() -> None:
    pile = card_ids("hotel", 3) + card_ids("twist", 2)
    hands = deal(pile, 2, 2)
    assert hands == [["twist-2", "hotel-3"], ["twist-1", "hotel-2"]] and pile == ["hotel-1"]
    dealt = deal_unknown(["a", "b", "c"], [1, 2], random.Random(1))
    assert sorted(card for part in dealt for card in part) == ["a", "b", "c"]
    assert [len(part) for part in dealt] == [1, 2]
    with pytest.raises(ValueError, match="cannot deal"):
        deal_unknown(["a"], [2], random.Random(1))


@pytest.mark.parametrize("size", [0, 1, 2, 3, 45, 60, 119, 120, 121, 300])
def test_the_inlined_shuffle_draws_what_random_shuffle_draws(size: int) -> None:
    """Every engine's shuffles (deck.shuffled, deal_unknown) keep their order."""
    for seed in range(20):
        mine, theirs = [str(n) for n in range(size)], [str(n) for n in range(size)]
        first, second = random.Random(seed), random.Random(seed)
        shuffle(mine, first)
        second.shuffle(theirs)
        assert mine == theirs and first.random() == second.random()


def test_a_random_subclass_shuffles_its_own_way() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: Any) -> None:
            x.reverse()

    cards = ["a", "b", "c"]
    shuffle(cards, Reversing(1))
    assert cards == ["c", "b", "a"]


def test_shuffled_and_deal_unknown_deal_what_random_shuffle_deals() -> None:
    pool = [f"c{n}" for n in range(30)]
    expected = list(pool)
    random.Random(5).shuffle(expected)
    assert shuffled(pool, random.Random(5)) == expected
    assert deal_unknown(pool, [10, 20], random.Random(5)) == [expected[:10], expected[10:]]
