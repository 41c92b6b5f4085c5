"""Encantados check_state: a stored state breaking any invariant is refused by restore.

Each case takes a sound state (dumped), breaks one thing, and expects
:class:`CorruptStateError` naming it; sound states of every kind pass (the contract and
conformance suites check every step of random games too).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engines import CorruptStateError
from engines.encantados.state import State
from tests.engines.test_encantados import E, act, arrange, game

JSON = dict[str, Any]


def lay_two() -> State:
    """2 players, seat 0 laying: a garden with Trolls and a Mimic, songs elsewhere."""
    return arrange(game(2), {0: ["elves-1", "elves-2", "fauns-1"], 1: ["gnomes-1"]},
                   gardens={0: {"trolls": ["trolls-1", "trolls-2", "mimic-1"]},
                            1: {"songs": ["song-summer"], "leprechauns": ["leprechauns-1"]}},
                   end_discard=["dwarves-1"], phase="lay")


def lay_four() -> State:
    """4 players in two teams, seat 0 laying."""
    return arrange(game(4), {0: ["elves-1", "elves-2", "fauns-1"]}, phase="lay")


def moved(data: JSON, card: str, source: list[str], target: list[str]) -> None:
    source.remove(card)
    target.append(card)


def set_(key: str, value: Any) -> Callable[[JSON], None]:
    return lambda d: d.__setitem__(key, value)


CASES: list[tuple[str, Callable[[], State], Callable[[JSON], None], str]] = [
    # the table
    ("players", lay_two, set_("players", 7), "7 players"),
    ("teams", lay_two, set_("teams", 1), "1 teams with 2 players"),
    ("decks", lay_two, set_("decks", 2), "2 decks with 2 players"),
    ("hand count", lay_two, lambda d: d["hands"].append([]), "3 hands for 2 players"),
    ("garden count", lay_two, lambda d: d["gardens"].append({}), "3 gardens"),
    ("last round", lay_two, set_("last_round", [1, 2]), "last round's scores"),
    ("turn order", lay_four, set_("order", [0, 1, 2, 3]), "turn order"),
    ("current seat", lay_two, set_("current", 5), "seat 5 to play"),
    ("team starter", lay_four, set_("starter", 2), "seat 2 cannot start"),
    ("round", lay_two, set_("round", 0), "round 0"),
    ("phase", lay_two, set_("phase", "bidding"), "unknown phase"),
    # the cards
    ("card twice", lay_two, lambda d: d["pile"].append("elves-1"), "both in hand 0"),
    ("unknown card", lay_two, lambda d: d["pile"].append("hotel-1"), "'hotel-1'"),
    ("second-deck card", lay_two, lambda d: d["pile"].append("trolls-7"), "1-deck game"),
    ("card missing", lay_two, lambda d: d["pile"].pop(), "59 of the 60"),
    # hands
    ("hand order", lay_two, lambda d: d["hands"][0].reverse(), "hand 0 is out of order"),
    ("discard empty-handed", lay_two,
     lambda d: (d.update(phase="discard"), moved(d, "fauns-1", d["hands"][0], d["pile"]),
                moved(d, "elves-1", d["hands"][0], d["pile"]),
                moved(d, "elves-2", d["hands"][0], d["pile"])), "empty hand"),
    ("gnome discard empty-handed", lay_two,
     lambda d: (d.update(pending=[["search_discard", 1, 0]]),
                moved(d, "gnomes-1", d["hands"][1], d["pile"])), "holding 0"),
    # gardens
    ("empty group", lay_two, lambda d: d["gardens"][0].update(fauns=[]), "fauns is empty"),
    ("no song in songs", lay_two,
     lambda d: (d["hands"][0].remove("fauns-1"), d["gardens"][1]["songs"].insert(0, "fauns-1")),
     "no song"),
    ("no race", lay_two,
     lambda d: d["gardens"][0].update(dragons=[d["hands"][0].pop()]), "'dragons'"),
    ("another race", lay_two,
     lambda d: d["gardens"][0].update(trolls=["fauns-1", "trolls-1", "trolls-2", "mimic-1"])
     or d["hands"][0].remove("fauns-1"), "holds another race"),
    ("two Mimics", lay_two,
     lambda d: (d["pile"].remove("mimic-2"),
                d["gardens"][0].update(trolls=["trolls-1", "trolls-2", "mimic-1", "mimic-2"])),
     "2 Mimics"),
    ("lone Mimic", lay_two,
     lambda d: (d["pile"].remove("mimic-2"), d["gardens"][0].update(fauns=["mimic-2"])),
     "Mimic is alone"),
    ("Mimic with Leprechauns", lay_two,
     lambda d: (d["pile"].remove("mimic-2"),
                d["gardens"][1]["leprechauns"].append("mimic-2")), "helps the Leprechauns"),
    ("group order", lay_two, lambda d: d["gardens"][0]["trolls"].reverse(), "out of order"),
    # the decision state
    ("end reason while running", lay_two, set_("end_reason", "done"), "end reason 'done'"),
    ("finished without reason", lay_two,
     lambda d: d.update(phase="over", last_round=[0, 0]), "phase 'over' with end reason ''"),
    ("pending outside phase 2", lay_two,
     lambda d: d.update(phase="discard", pending=[["goblin_target", 0, 0]]), "pending in phase"),
    ("flags before the turn", lay_two,
     lambda d: d.update(phase="draw", new_race=True), "flags set before"),
    ("empty pile unnoticed", lay_two,
     lambda d: (d["search_discard"].extend(d["pile"]), d["pile"].clear()),
     "draw pile is empty"),
    ("a winner playing on", lay_two, set_("scores", [100, 20]), "leads with 100"),
    ("unknown decision", lay_two, set_("pending", [["dance", 0, 0]]), "'dance'"),
    ("decision seat", lay_two, set_("pending", [["goblin_target", 4, 0]]), "seat 4"),
    ("pile index", lay_two, set_("pending", [["take", 0, 2]]), "take names 2"),
    ("trade alone", lay_two, set_("pending", [["trade_give", 0, 1]]), "without teams"),
    ("trade by the wrong seat", lay_four, set_("pending", [["trade_return", 0, 0]]),
     "trade_return for seat 0"),
    ("decision argument", lay_two, set_("pending", [["spring_target", 0, 3]]), "carries 3"),
    ("search without a keep", lay_two,
     lambda d: d.update(searched=[d["pile"].pop()]), "searched cards"),
    ("Troll card without a place", lay_two,
     lambda d: d.update(moving=d["gardens"][1].pop("songs")[0]), "the Troll holds"),
]


@pytest.mark.parametrize(("name", "base", "mutate", "match"), CASES, ids=[c[0] for c in CASES])
def test_each_broken_invariant_is_refused(
    name: str, base: Callable[[], State], mutate: Callable[[JSON], None], match: str
) -> None:
    data = E.dump(base())
    E.check_state(E.restore(data))  # sound before the break
    mutate(data)
    with pytest.raises(CorruptStateError, match=match) as caught:
        E.restore(data)
    assert "corrupt Encantados state" in str(caught.value)


def test_sound_states_in_every_decision_pass() -> None:
    state = lay_four()
    state = act(state, 0, "trade_give", card="elves-1")
    E.check_state(state)  # the giver's second card pending
    state = act(state, 0, "trade_give", card="fauns-1")
    E.check_state(state)  # the partner's returns pending
    search = act(arrange(game(3), {0: ["trolls-1"]}), 0, "draw", source="search")
    E.check_state(search)
    trolls = arrange(game(2), {0: ["trolls-1", "trolls-2", "trolls-3", "elves-1"]}, phase="lay")
    trolls = act(trolls, 0, "lay_race", cards=["trolls-1", "trolls-2", "trolls-3"])
    E.check_state(act(trolls, 0, "troll_take", garden=0, card="trolls-1"))


def test_what_does_not_load_is_corrupt_too() -> None:
    data = E.dump(lay_two())
    del data["hands"]
    with pytest.raises(CorruptStateError, match="does not load"):
        E.restore(data)
