"""Mission Calaveras for front ends: events in order and redacted per viewer, action
labels, the rules file, the catalogue; and the invariants a stored state must keep."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import jsonschema
import pytest

from engines.errors import CorruptStateError
from engines.mission_calaveras import ENGINE, RULES_NOTES, State
from engines.mission_calaveras.cards import DECK
from engines.mission_calaveras.invariants import check_state
from tests.engines.test_mission_calaveras import build

E = ENGINE
Event = dict[str, Any]


def _events(state: State, seat: int, action: dict[str, Any]) -> list[Event]:
    before = E.dump(state)
    after, events = E.play(state, seat, action)
    assert E.dump(state) == before, "play left its input alone"
    assert E.dump(after) == E.dump(E.apply(state, seat, action)), "events replay the action"
    validators = {k: jsonschema.Draft202012Validator(s) for k, s in E.event_kinds.items()}
    for event in events:
        for viewer in [None, *range(len(state.hands))]:
            shown = E.view_event(event, viewer, E.seats(state))
            assert not list(validators[shown["type"]].iter_errors(shown)), shown
    return events


def dealt(**kwargs: Any) -> State:
    """:func:`build`, then every player's empty hand dealt from the bottom of the pile."""
    s = build(**kwargs)
    for info in E.seats(s):
        while not info.ghost and len(s.hands[info.index]) < 3:
            s.hands[info.index].append(s.draw.pop(0))
    return s


def _play(card: str, to: str, seat: int | None = None) -> dict[str, Any]:
    return {"type": "play", "card": card, "to": to, "seat": seat}


# --- events ---------------------------------------------------------------------------------


def test_a_play_with_a_twin_then_a_draw_then_the_turn_passes() -> None:
    s = dealt(hands={0: ["carnival-2", "hotel-1", "airport-1"]},
              fronts={0: ["hotel-5", "carnival-1"]})
    top = s.draw[-1]
    assert _events(s, 0, _play("carnival-2", "seat", 0)) == [
        {"type": "played", "seat": 0, "by": 0, "card": "carnival-2", "location": "carnival",
         "to": "seat", "to_seat": 0},
        {"type": "discarded", "cards": ["carnival-1", "carnival-2"], "location": "carnival",
         "at": "seat", "at_seat": 0},
        {"type": "drew", "seat": 0, "card": top},
        {"type": "turn-passed", "seat": 1, "by": 1},
    ]


def test_a_twin_in_the_other_zone_is_named_where_it_lay() -> None:
    s = build(hands={0: ["laboratory-2", "hotel-1", "airport-1"]}, suspect=["laboratory-1"])
    events = _events(s, 0, _play("laboratory-2", "innocent"))
    assert events[1] == {"type": "discarded", "cards": ["laboratory-1", "laboratory-2"],
                         "location": "laboratory", "at": "suspect", "at_seat": None}


def test_nicole_moves_on_the_play_and_stays_with_the_new_suspect_on_a_tie() -> None:
    # Nicole goes to seat 2 when the Hotel lands in front of it; seat 2 is then the only
    # one matching the Suspect zone and takes 2 points; seats 0, 1 and 3 tie (0 points, no
    # card), so Nicole stays where she stood: with seat 2. Moving her only once, after the
    # designation, would have left her with seat 0.
    s = dealt(hands={0: ["hotel-1", "carnival-1", "carnival-2"]}, innocent=["airport-1"],
              suspect=["hotel-2"])
    top = s.draw[-1]
    events = _events(s, 0, _play("hotel-1", "seat", 2))
    assert events == [
        {"type": "played", "seat": 0, "by": 0, "card": "hotel-1", "location": "hotel",
         "to": "seat", "to_seat": 2},
        {"type": "nicole-moved", "from": 0, "to": 2},
        {"type": "drew", "seat": 0, "card": top},
        {"type": "designated", "seat": 2, "reason": "matches", "points": 2, "suspicion": 2,
         "cleared": ["airport-1", "hotel-2"]},
        {"type": "turn-passed", "seat": 1, "by": 1},
    ]
    assert E.apply(s, 0, _play("hotel-1", "seat", 2)).nicole == 2


def test_a_twist_moving_a_card_and_a_twist_moving_nothing() -> None:
    s = dealt(hands={0: ["twist-1", "twist-2", "carnival-1"]}, fronts={1: ["hotel-1"]},
              nicole=1)
    moved = _events(s, 0, {"type": "twist", "card": "twist-1", "move": "hotel-1",
                           "to": "seat", "seat": 2})
    assert moved[0] == {"type": "twist", "seat": 0, "by": 0, "card": "twist-1",
                        "moved": "hotel-1", "from": "seat", "from_seat": 1, "to": "seat",
                        "to_seat": 2}
    nothing = _events(s, 0, {"type": "discard-twist", "card": "twist-2"})
    assert nothing[0] == {"type": "twist", "seat": 0, "by": 0, "card": "twist-2",
                          "moved": None, "from": None, "from_seat": None, "to": None,
                          "to_seat": None}
    assert [e["type"] for e in nothing] == ["twist", "drew", "turn-passed"]


def test_the_discard_is_reshuffled_before_the_draw() -> None:
    rest = [c for c in DECK if c not in ("twist-1", "hotel-1", "hotel-2")]
    s = build(hands={0: ["twist-1", "hotel-1", "hotel-2"], 1: rest[:3], 2: rest[3:6],
                     3: rest[6:9]}, discard=rest[9:], draw=[])
    events = _events(s, 0, {"type": "discard-twist", "card": "twist-1"})
    assert [e["type"] for e in events] == ["twist", "reshuffled", "drew", "turn-passed"]
    assert events[1] == {"type": "reshuffled", "count": len(rest) - 9 + 1}


def test_the_partner_of_a_ghost_plays_and_draws_for_it() -> None:
    s = build(players=5, hands={2: ["hotel-1", "hotel-2", "hotel-3"]}, turn=5)
    events = _events(s, 2, _play("hotel-1", "seat", 5))
    assert events[0]["seat"] == 5 and events[0]["by"] == 2
    drew = next(e for e in events if e["type"] == "drew")
    assert drew["seat"] == 2
    assert events[-1] == {"type": "turn-passed", "seat": 0, "by": 0}


def test_the_game_ends_with_its_winning_team() -> None:
    # seat 3 (KGB) has 6 points and is the only seat not cleared: 2 more make it guilty;
    # Nicole trusts seat 1 (KGB, fewest points, most cards): KGB wins with the guilty seat.
    s = build(hands={0: ["carnival-3", "hotel-5", "hotel-6"]},
              fronts={0: ["carnival-1"], 1: ["carnival-2", "laboratory-1"],
                      2: ["airport-1"], 3: ["hotel-1"]},
              innocent=["airport-2"], points=[2, 0, 2, 6], nicole=1)
    events = _events(s, 0, _play("carnival-3", "innocent"))
    assert events[-2]["type"] == "designated" and events[-2]["seat"] == 3
    assert events[-1] == {"type": "game-ended", "end": "guilty", "guilty": 3, "nicole": 1,
                          "winning_team": "KGB", "tie": False}


def test_a_drawn_card_is_shown_only_to_the_seat_that_drew_it() -> None:
    s = build(players=5, hands={2: ["hotel-1", "hotel-2", "hotel-3"]}, turn=5)
    events = _events(s, 2, _play("hotel-1", "innocent"))
    drew = next(e for e in events if e["type"] == "drew")
    seats = E.seats(s)
    assert E.view_event(drew, 2, seats) == drew
    for viewer in (None, 0, 1, 3, 4, 5):
        assert E.view_event(drew, viewer, seats) == {**drew, "card": None}
    played = events[0]
    assert all(E.view_event(played, v, seats) == played for v in (None, 0, 5))


# --- labels -----------------------------------------------------------------------------------


def test_labels_name_cards_and_seats_from_the_deciding_seat() -> None:
    s = build(players=5, hands={2: ["hotel-1", "hotel-2", "twist-3"]},
              fronts={1: ["airport-4"]}, turn=5)
    legal = E.legal_actions(s, 2)
    labels = dict(zip(map(str, legal), E.action_labels(s, 2, legal), strict=True))

    def label(action: dict[str, Any]) -> str:
        return labels[str(E.legal_actions(s, 2)[E.legal_actions(s, 2).index(action)])]

    assert label(_play("hotel-1", "seat", 2)) == "Play Hotel 1 in front of you"
    assert label(_play("hotel-2", "seat", 5)) == (
        "Play Hotel 2 in front of your partner (seat 5, ghost)"
    )
    assert label(_play("hotel-1", "seat", 1)) == "Play Hotel 1 in front of seat 1 (KGB)"
    assert label(_play("hotel-1", "suspect")) == "Play Hotel 1 on the Suspect zone"
    assert label({"type": "twist", "card": "twist-3", "move": "airport-4", "to": "innocent",
                  "seat": None}) == "Twist 3: move Airport 4 from seat 1 (KGB) to the Innocent zone"
    assert label({"type": "discard-twist", "card": "twist-3"}) == (
        "Play Twist 3 without moving any card"
    )
    assert len(set(labels.values())) == len(legal)
    assert E.action_label(s, 2, legal[0]) == E.action_labels(s, 2, legal)[0]


def test_twist_labels_name_each_moved_card_and_where_it_lies_from_the_deciders_side() -> None:
    """A Twist's labels share their start within a group of actions moving one card (it is
    written once per group): each group still names its own card and place, whatever the
    order, for the seat deciding, at its table size."""
    def twist(moving: str, seat: int) -> dict[str, Any]:
        return {"type": "twist", "card": "twist-3", "move": moving, "to": "seat", "seat": seat}

    at_four = build(players=4, hands={2: ["twist-3"]},
                    fronts={0: ["hotel-1"], 1: ["airport-4"]}, turn=2)
    actions = [twist("airport-4", 3), twist("airport-4", 2), twist("hotel-1", 3),
               twist("airport-4", 0)]
    assert E.action_labels(at_four, 2, actions) == [
        "Twist 3: move Airport 4 from seat 1 (KGB) to seat 3 (KGB)",
        "Twist 3: move Airport 4 from seat 1 (KGB) to you",
        "Twist 3: move Hotel 1 from your partner (seat 0) to seat 3 (KGB)",
        "Twist 3: move Airport 4 from seat 1 (KGB) to your partner (seat 0)",
    ]
    assert E.action_labels(at_four, 1, actions[:1]) == [
        "Twist 3: move Airport 4 from you to your partner (seat 3)"]
    at_five = build(players=5, hands={2: ["twist-3"]}, fronts={1: ["airport-4"]}, turn=2)
    assert E.action_labels(at_five, 2, actions[:1]) == [  # three teams at five
        "Twist 3: move Airport 4 from seat 1 (KGB) to seat 3 (CIA)"]
    legal = E.legal_actions(at_four, 2)
    assert E.action_labels(at_four, 2, legal) == [E.action_label(at_four, 2, a) for a in legal]


# --- rules file and catalogue --------------------------------------------------------------------


def test_the_rules_file_has_every_section_and_its_interpretations_are_the_rules_notes() -> None:
    sections = {s["id"]: s["markdown"] for s in E.rules()}
    assert list(sections) == ["goal", "components", "setup", "a-turn", "scoring", "the-end",
                              "interpretations"]
    lines = sections["interpretations"].splitlines()
    assert all(line.startswith("- ") for line in lines)
    assert tuple(line[2:] for line in lines) == RULES_NOTES
    assert any("may move nothing" in note for note in RULES_NOTES)


def test_the_catalogue_names_every_card_once_and_the_characters_and_teams() -> None:
    entries = E.catalogue()
    cards = [e for e in entries if e.group in ("location", "twist")]
    assert sum(e.count for e in cards) == len(DECK)
    for card in DECK:
        assert len([e for e in cards if re.match(e.id_pattern, card)]) == 1, card
    names = {(e.group, e.name) for e in entries}
    assert {("character", "Nicole"), ("team", "CIA"), ("team", "KGB"), ("team", "DGSE"),
            ("location", "Telephone Booth"), ("twist", "Twist")} <= names


# --- invariants ---------------------------------------------------------------------------------


def _settled() -> State:
    """A position the rules could reach, between turns, 5 players (seat 5 a ghost)."""
    s = build(players=5,
              hands={0: ["carnival-5", "hotel-5", "twist-1"], 1: ["airport-5", "hotel-6",
                     "twist-2"], 2: ["laboratory-5", "carnival-6", "twist-3"],
                     3: ["airport-6", "hotel-7", "twist-4"], 4: ["laboratory-6", "carnival-7",
                     "twist-5"]},
              fronts={0: ["hotel-1"], 1: ["airport-1", "carnival-1"], 5: ["laboratory-1"]},
              innocent=["telephone-booth-1"], discard=["carnival-2", "carnival-3"],
              points=[3, 0, 2, 0, 4, 0], nicole=1)
    check_state(s)
    return s


def _move(s: State, card: str, to: list[str]) -> None:
    for pile in [*s.hands, *s.fronts, s.innocent, s.suspect, s.discard, s.draw]:
        if card in pile:
            pile.remove(card)
    to.append(card)


def _set(**fields: Any) -> Callable[[State], None]:
    def change(s: State) -> None:
        for name, value in fields.items():
            setattr(s, name, value)
    return change


BROKEN: list[tuple[str, Callable[[State], None], str]] = [
    ("players", _set(players=7), "3 to 6 players, not 7"),
    ("seat lists", lambda s: s.points.pop(), "field points must have one entry per seat"),
    ("counters", _set(counter=0), "counters cannot be negative"),
    ("unknown card", lambda s: s.draw.__setitem__(0, "joker-1"), "unknown card 'joker-1'"),
    ("card twice", lambda s: s.draw.__setitem__(0, "hotel-5"), "['hotel-5'] appear more than"),
    ("card missing", lambda s: s.draw.pop(0), "are missing (47 of 48 accounted for)"),
    ("twist on the table", lambda s: _move(s, "twist-6", s.fronts[2]),
     "Twist card(s) ['twist-6'] lie in the front of seat 2"),
    ("twist in the centre", lambda s: _move(s, "twist-6", s.suspect),
     "Twist card(s) ['twist-6'] lie in the centre"),
    ("twins in front", lambda s: _move(s, "hotel-2", s.fronts[0]),
     "the front of seat 0 holds two cards of one Location"),
    ("twins in the centre", lambda s: _move(s, "telephone-booth-2", s.suspect),
     "the centre holds two cards of one Location"),
    ("ghost hand", lambda s: _move(s, "hotel-8", s.hands[5]),
     "the ghost seat 5 holds 1 card(s)"),
    ("hand too large", lambda s: _move(s, "hotel-8", s.hands[0]), "seat 0 holds 4 cards"),
    ("Nicole off the table", _set(nicole=6), "Nicole points to seat 6"),
    ("turn off the table", _set(turn=-1), "the turn points to seat -1"),
    ("skipped seat", _set(skipped=(9,)), "skipped seat(s) [9] do not exist"),
    ("negative points", lambda s: s.points.__setitem__(0, -2), "seat 0 has -2 suspicion"),
    ("too many points", lambda s: s.points.__setitem__(4, 12), "seat 4 has 12 suspicion"),
    ("guilty but running", lambda s: s.points.__setitem__(4, 8),
     "seat(s) [4] have 7 points or more but the game goes on"),
    ("guilty recorded", _set(guilty=1), "a guilty seat or a final tie is recorded"),
    ("unknown end", _set(end="won"), "unknown end 'won'"),
    ("guilty seat disagrees", _set(end="guilty", guilty=0),
     "ended with seat 0 guilty but seats [] have 7 points"),
    ("failed without tie", lambda s: (s.points.__setitem__(4, 8),
                                      _set(end="failed", guilty=4)(s)),
     "failed without an unbroken tie"),
    ("player without a card", lambda s: [_move(s, c, s.discard) for c in s.hands[0][:]],
     "seat 0 must play now but holds no card"),
    ("one point", lambda s: s.points.__setitem__(3, 1), "a designation gives at least 2"),
    ("Nicole misplaced", _set(nicole=3), "Nicole stands with seat 3 but seat 1 is the most"),
    ("suspect due", lambda s: _move(s, "hotel-4", s.suspect),
     "seat 0 should have been designated suspect"),
]


@pytest.mark.parametrize(("name", "breaks", "reason"), BROKEN, ids=[b[0] for b in BROKEN])
def test_check_state_rejects_each_broken_invariant(
    name: str, breaks: Callable[[State], None], reason: str
) -> None:
    state = _settled()
    breaks(state)
    with pytest.raises(CorruptStateError, match=re.escape(reason)):
        E.check_state(state)


def test_restore_rejects_what_does_not_load_or_check() -> None:
    data = E.dump(_settled())
    assert E.dump(E.restore(data)) == data
    with pytest.raises(CorruptStateError, match="not a Mission Calaveras state"):
        E.restore({"players": 4})
    with pytest.raises(CorruptStateError, match="appear more than once"):
        E.restore({**data, "draw": [data["hands"][0][0], *data["draw"][1:]]})


def test_every_state_of_random_games_passes_the_invariants() -> None:
    for players in (3, 4, 5, 6):
        for seed in range(5):
            state = E.new_game(players, None, seed)
            rng = random.Random(seed)
            while E.outcome(state) is None:
                E.check_state(state)
                seat = E.to_act(state)[0]
                state = E.apply(state, seat, rng.choice(E.legal_actions(state, seat)))
            E.check_state(state)
