"""Mission Calaveras: seating, turns, drawing, illegal actions, views and resampling."""

from __future__ import annotations

import json
import random
from typing import Any

import jsonschema
import pytest

import engines.mission_calaveras as package
from engines.errors import (
    CorruptStateError,
    EngineError,
    IllegalActionError,
    InvalidActionError,
    InvalidViewError,
    NotYourTurnError,
)
from engines.mission_calaveras import ENGINE, RULES_NOTES, State
from engines.mission_calaveras.actions import problem
from engines.mission_calaveras.cards import DECK
from engines.mission_calaveras.rules import next_turn
from engines.mission_calaveras.state import END_STUCK, seating
from engines.rng import stream
from engines.schema import mismatch
from tests.engines.test_mission_calaveras import build, play

E = ENGINE


def playout_states(players: int, seed: int) -> list[tuple[State, int]]:
    """Every (state, deciding seat) of one random game."""
    rng = random.Random(seed)
    state = E.new_game(players, None, seed)
    seen = []
    while E.outcome(state) is None:
        seat = E.to_act(state)[0]
        seen.append((state, seat))
        state = E.apply(state, seat, rng.choice(E.legal_actions(state, seat)))
    return seen


# --- seating and turns ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "teams", "ghost"),
    [
        (3, ["CIA", "KGB", "CIA", "KGB"], 3),
        (4, ["CIA", "KGB", "CIA", "KGB"], None),
        (5, ["CIA", "KGB", "DGSE", "CIA", "KGB", "DGSE"], 5),
        (6, ["CIA", "KGB", "DGSE", "CIA", "KGB", "DGSE"], None),
    ],
)
def test_seating_and_setup(players: int, teams: list[str], ghost: int | None) -> None:
    seats = E.seats(E.new_game(players, None, 3))
    assert [s.team for s in seats] == teams
    assert [s.index for s in seats if s.ghost] == ([] if ghost is None else [ghost])
    if ghost is not None:
        assert seats[ghost].controller == ghost - len(teams) // 2  # its partner
    state = E.new_game(players, None, 3)
    for seat in seats:
        assert len(state.hands[seat.index]) == (0 if seat.ghost else 3)
    assert len(state.draw) == 48 - 3 * players
    assert state.nicole == 0 and state.turn == 0 and state.points == [0] * len(seats)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_turn_order_one_of_each_team_then_the_partners(players: int) -> None:
    n = len(seating(players))
    ghost = n - 1 if players % 2 else None
    turns, deciders = [], []
    state = E.new_game(players, None, 11)
    rng = random.Random(1)
    for _ in range(2 * n):
        turns.append(state.turn)
        deciders.append(E.to_act(state))
        seat = E.to_act(state)[0]
        state = E.apply(state, seat, rng.choice(E.legal_actions(state, seat)))
    assert turns == [*range(n), *range(n)]
    expected = [[t - n // 2] if t == ghost else [t] for t in turns]
    assert deciders == expected


def test_ghost_turn_is_played_by_its_partner_from_the_partners_hand() -> None:
    # 3 players: seat 3 (KGB) is the ghost, played by seat 1.
    s = build(players=3, hands={1: ["hotel-1", "airport-1", "twist-1"]}, fronts={0: ["hotel-2"]},
              turn=3)
    assert E.to_act(s) == [1]
    assert E.legal_actions(s, 3) == []
    actions = E.legal_actions(s, 1)
    assert {a["card"] for a in actions} == {"hotel-1", "airport-1", "twist-1"}
    with pytest.raises(NotYourTurnError):
        E.apply(s, 3, actions[0])
    top = s.draw[-1]
    after = play(s, 1, "airport-1", "seat", 3)  # "in front of the ghost"
    assert after.fronts[3] == ["airport-1"]
    assert after.hands[3] == []
    assert after.hands[1] == ["hotel-1", "twist-1", top], "the partner draws"
    assert after.turn == 0
    assert E.view(after, 1)["seats"][3]["hand"] == {"count": 0}


def test_the_partner_of_a_ghost_plays_twice_per_round() -> None:
    state = E.new_game(5, None, 2)
    rng = random.Random(4)
    acted = []
    for _ in range(6):
        seat = E.to_act(state)[0]
        acted.append(seat)
        state = E.apply(state, seat, rng.choice(E.legal_actions(state, seat)))
    assert acted == [0, 1, 2, 3, 4, 2]


# --- drawing ------------------------------------------------------------------------------------


def test_draw_after_every_turn_from_the_top() -> None:
    s = build(hands={0: ["hotel-1", "hotel-2", "airport-1"], 1: ["hotel-3", "hotel-4", "hotel-5"]})
    top = s.draw[-1]
    after = play(s, 0, "hotel-1", "innocent")
    assert after.hands[0][-1] == top and len(after.hands[0]) == 3
    assert len(after.draw) == len(s.draw) - 1


def test_reshuffle_the_discard_when_the_pile_runs_out() -> None:
    rest = [c for c in DECK if c not in {"hotel-1", "hotel-2", "airport-1"}]
    s = build(hands={0: ["hotel-1", "hotel-2", "airport-1"]}, discard=rest, draw=[], seed=42)
    after = play(s, 0, "hotel-1", "seat", 0)
    expected = list(rest)
    stream(42, 1).shuffle(expected)
    assert after.counter == 2 and after.discard == []
    assert after.hands[0] == ["hotel-2", "airport-1", expected[-1]]
    # seat 1 (empty-handed here) completes its hand at the start of its turn
    assert after.hands[1] == [expected[-2], expected[-3], expected[-4]]
    assert after.draw == expected[:-4]
    again = play(s, 0, "hotel-1", "seat", 0)
    assert again.draw == after.draw, "the reshuffle is deterministic"
    other = play(build(hands={0: ["hotel-1", "hotel-2", "airport-1"]}, discard=rest, draw=[],
                       seed=43), 0, "hotel-1", "seat", 0)
    assert other.draw != after.draw


def test_the_twist_just_played_is_reshuffled_and_may_come_back() -> None:
    # Every other card is on the table or in hands: the Twist is the only card to draw.
    full = ["carnival", "hotel", "airport", "telephone-booth", "laboratory"]
    fronts = {seat: [f"{k}-{seat + 1}" for k in full] for seat in range(6)}
    centre = ["carnival-7", "hotel-7", "airport-7"]
    hands = {0: ["twist-1", "laboratory-7", "laboratory-8"], 1: ["twist-2", "twist-3", "twist-4"],
             2: ["twist-5", "twist-6", "twist-7"], 3: ["twist-8", "carnival-8", "hotel-8"],
             4: ["airport-8", "telephone-booth-7", "telephone-booth-8"]}
    s = build(players=6, hands=hands, fronts=fronts, innocent=centre)
    assert s.draw == [] and s.discard == []
    after = E.apply(s, 0, {"type": "twist", "card": "twist-1", "move": "carnival-7",
                           "to": "suspect", "seat": None})
    assert after.hands[0] == ["laboratory-7", "laboratory-8", "twist-1"]
    assert after.counter == 2


def _crowded_six(seat1_hand: list[str]) -> State:
    """6 seats with all five Locations each, 3 in the centre, nothing to draw or discard."""
    full = ["carnival", "hotel", "airport", "telephone-booth", "laboratory"]
    fronts = {seat: [f"{k}-{seat + 1}" for k in full] for seat in range(6)}
    loose = ["carnival-7", "carnival-8", "hotel-7", "hotel-8", "airport-7", "airport-8",
             "telephone-booth-7", "telephone-booth-8", "laboratory-7", "laboratory-8"]
    twists = [f"twist-{i}" for i in range(1, 9)]
    pool = [c for c in loose + twists if c not in seat1_hand and c not in
            ("carnival-7", "hotel-7", "airport-7")]
    hands = {0: ["telephone-booth-7", "laboratory-7", "twist-1"], 1: seat1_hand}
    pool = [c for c in pool if c not in hands[0]]
    for seat in (2, 3, 4, 5):
        hands[seat] = [pool.pop() for _ in range(3)] if seat != 5 or len(pool) >= 3 else []
    hands[5] = hands[5] + pool
    return build(players=6, hands=hands, fronts=fronts,
                 innocent=["carnival-7", "hotel-7", "airport-7"])


def test_no_card_to_draw_then_a_seat_without_cards_is_skipped() -> None:
    s = _crowded_six([])
    assert s.draw == [] and s.discard == [] and s.hands[1] == []
    after = play(s, 0, "telephone-booth-7", "innocent")  # no twin: nothing is discarded
    assert after.hands[0] == ["laboratory-7", "twist-1"], "nothing to draw: no draw"
    assert after.points == [0] * 6, "everybody is cleared"
    assert after.turn == 2 and after.skipped == (1,)
    assert E.view(after, 2)["skipped"] == [1]
    assert E.to_act(after) == [2]


def test_a_short_hand_is_completed_at_the_start_of_the_turn() -> None:
    s = _crowded_six([])
    # seat 0 plays a twin in front of itself: two cards reach the discard
    after = play(s, 0, "laboratory-7", "seat", 0)
    assert after.hands[0][:2] == ["telephone-booth-7", "twist-1"]
    # seat 0 drew one of the two discarded cards, seat 1 then completed with the other
    assert after.turn == 1 and after.skipped == ()
    assert len(after.hands[0]) == 3 and len(after.hands[1]) == 1
    assert sorted([after.hands[0][2], after.hands[1][0]]) == ["laboratory-1", "laboratory-7"]
    assert after.draw == [] and after.discard == []


def test_when_nobody_can_ever_play_the_game_ends_with_nicoles_team() -> None:
    # Unreachable with 48 cards (the table holds at most 35); built by hand to show the end.
    s = State(players=4, seed=1, counter=1, hands=[[], [], [], []],
                       fronts=[["hotel-1"], [], [], []], innocent=[], suspect=[], discard=[],
                       draw=[], points=[1, 0, 2, 0], nicole=3, turn=2)
    next_turn(s)
    assert s.end == END_STUCK and s.skipped == (3, 0, 1, 2)
    out = E.outcome(s)
    assert out is not None and out.winners == (1, 3) and out.ranks == (2, 1, 2, 1)
    assert out.detail["guilty"] is None and "no seat can play" in out.reason
    assert E.to_act(s) == []


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_end_and_keep_every_card(players: int) -> None:
    for seed in range(30):
        states = playout_states(players, seed)
        for state, _ in states[:: max(1, len(states) // 10)]:
            cards = [*(c for h in state.hands for c in h), *(c for f in state.fronts for c in f),
                     *state.innocent, *state.suspect, *state.discard, *state.draw]
            assert sorted(cards) == sorted(DECK)
            assert all(len({c.rsplit("-", 1)[0] for c in f}) == len(f) for f in state.fronts)
            centre = [c.rsplit("-", 1)[0] for c in state.innocent + state.suspect]
            assert len(set(centre)) == len(centre)
            assert state.nicole in range(len(state.hands))


# --- illegal actions ---------------------------------------------------------------------------


def _position() -> State:
    return build(hands={0: ["hotel-3", "twist-5", "airport-1"]}, fronts={1: ["carnival-2"]},
                 innocent=["laboratory-4"])


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"type": "play", "card": "hotel-4", "to": "seat", "seat": 1},
         "card hotel-4 is not in your hand"),
        ({"type": "play", "card": "hotel-3", "to": "seat", "seat": 9},
         "seat 9 does not exist (seats are 0 to 3)"),
        ({"type": "play", "card": "hotel-3", "to": "seat", "seat": None},
         "'seat' must be a seat index (0 to 3) when 'to' is 'seat', got None"),
        ({"type": "play", "card": "hotel-3", "to": "seat", "seat": True},
         "'seat' must be a seat index"),
        ({"type": "play", "card": "hotel-3", "to": "innocent", "seat": 2},
         "'seat' must be null when the card goes to the innocent zone, got 2"),
        ({"type": "play", "card": "hotel-3", "to": "moon", "seat": None},
         "'to' must be one of ['seat', 'innocent', 'suspect'], got 'moon'"),
        ({"type": "play", "card": "dragon-1", "to": "innocent", "seat": None},
         "there is no card 'dragon-1' in Mission Calaveras"),
        ({"type": "play", "card": 12, "to": "innocent", "seat": None},
         "'card' must be a card id such as 'hotel-3', got 12"),
        ({"type": "play", "card": "twist-5", "to": "innocent", "seat": None},
         "card twist-5 is a Twist card: play it with a 'twist' action"),
        ({"type": "play", "card": "hotel-3", "to": "innocent"},
         "a play action has exactly the fields ['card', 'seat', 'to', 'type']: missing ['seat']"),
        ({"type": "play", "card": "hotel-3", "to": "innocent", "seat": None, "x": 1},
         "unexpected ['x']"),
        ({"type": "twist", "card": "hotel-3", "move": "carnival-2", "to": "suspect",
          "seat": None}, "card hotel-3 is a Location card, not a Twist"),
        ({"type": "twist", "card": "twist-5", "move": "hotel-1", "to": "suspect", "seat": None},
         "card hotel-1 is not visible on the table"),
        ({"type": "twist", "card": "twist-5", "move": "carnival-2", "to": "seat", "seat": 1},
         "card carnival-2 already lies in front of seat 1; a Twist moves a card to another"),
        ({"type": "twist", "card": "twist-5", "move": "laboratory-4", "to": "innocent",
          "seat": None}, "card laboratory-4 already lies in the Innocent zone"),
        ({"type": "twist", "card": "twist-5", "move": ["x"], "to": "innocent", "seat": None},
         "'move' must be a card id such as 'hotel-3', got ['x']"),
        ({"type": "discard-twist", "card": "twist-6"}, "card twist-6 is not in your hand"),
        ({"type": "dance", "card": "twist-5"}, "unknown action type 'dance'"),
    ],
)
def test_illegal_actions_are_rejected_with_a_specific_reason(
    action: dict[str, Any], reason: str
) -> None:
    s = _position()
    assert reason in E.explain_illegal(s, 0, action)
    with pytest.raises(EngineError) as caught:
        E.apply(s, 0, action)
    malformed = action["type"] not in E.action_kinds or mismatch(
        action, E.action_kinds[action["type"]]
    )
    if malformed:  # a field of the wrong JSON type or a missing one: the schema's words
        assert caught.type is InvalidActionError
        assert str(malformed) in str(caught.value) or "unknown action type" in str(caught.value)
    else:
        assert caught.type is IllegalActionError
        assert reason in str(caught.value)


@pytest.mark.parametrize("junk", [None, 3, "play", [], {}, {"type": []}, {"type": {"a": 1}},
                                  {"type": 2.5}, {"type": None}, {"type": "no-such-kind"}])
def test_junk_is_an_invalid_action_not_a_crash(junk: Any) -> None:
    with pytest.raises(InvalidActionError):
        E.apply(_position(), 0, junk)
    assert E.explain_illegal(_position(), 0, junk)


def test_acting_out_of_turn_is_refused() -> None:
    s = _position()
    action = {"type": "play", "card": "hotel-3", "to": "innocent", "seat": None}
    with pytest.raises(NotYourTurnError):
        E.apply(s, 1, action)
    assert E.explain_illegal(s, 1, action) == "it is not seat 1's turn: seat 0 plays now"
    ghost = build(players=5, hands={2: ["hotel-3", "hotel-4", "hotel-5"]}, turn=5)
    assert E.explain_illegal(ghost, 5, action) == (
        "it is not seat 5's turn: seat 2 plays now (for the ghost seat 5)"
    )


def test_a_twist_moves_only_visible_cards_and_may_always_move_nothing() -> None:
    s = build(hands={0: ["twist-1", "hotel-1", "hotel-2"]})
    assert E.explain_illegal(s, 0, {"type": "twist", "card": "twist-1", "move": "hotel-1",
                                    "to": "innocent", "seat": None}) == (
        "card hotel-1 is not visible on the table (a Twist moves a card in front of a seat "
        "or in a zone; 'discard-twist' plays it moving nothing)"
    )
    assert E.explain_illegal(s, 0, {"type": "discard-twist", "card": "twist-1"}) == (
        "the action is legal"
    )
    shown = build(hands={0: ["twist-1", "hotel-1", "hotel-2"]}, fronts={1: ["airport-1"]})
    assert E.explain_illegal(shown, 0, {"type": "discard-twist", "card": "twist-1"}) == (
        "the action is legal"
    )


GARBAGE: tuple[Any, ...] = (
    None, True, False, 0, 1, 3, 5, -1, 9, 2**70, 1.0, 2.5, float("inf"), "", "seat", "innocent",
    "suspect", "hotel-3", "twist-5", "carnival-2", "laboratory-4", "twist", "play",
    [], [1], {}, {"a": [None]}, "x" * 500,
)


def test_garbage_never_crashes_and_problem_agrees_with_legal_actions() -> None:
    rng = random.Random(0)
    checked = 0
    for players in (3, 4, 5, 6):
        for state, seat in playout_states(players, 21)[::3]:
            legal = E.legal_actions(state, seat)
            legal_text = {json.dumps(a, sort_keys=True) for a in legal}
            for action in legal:
                assert problem(state, seat, action) is None
            base = rng.choice(legal)
            candidates: list[Any] = [{**base, key: value} for key in base for value in GARBAGE]
            candidates += [dict(rng.choice(legal), type=t) for t in E.action_kinds]
            candidates += [{k: rng.choice(GARBAGE) for k in base} for _ in range(20)]
            candidates += list(GARBAGE)
            for action in candidates:
                reason = problem(state, seat, action)
                text = E.explain_illegal(state, seat, action)
                assert isinstance(text, str) and text
                is_legal = (
                    isinstance(action, dict)
                    and json.dumps(action, sort_keys=True) in legal_text
                    and all(type(v) is not bool for v in action.values())
                )
                assert (reason is None) == is_legal, (action, reason)
                checked += 1
    assert checked > 1000


# --- views, hidden cards, resampling --------------------------------------------------------


def test_views_show_exactly_the_public_table_and_the_own_hand() -> None:
    s = build(players=5, hands={0: ["hotel-1", "twist-1", "airport-1"],
                                2: ["hotel-2", "twist-2", "airport-2"]},
              fronts={5: ["carnival-1"]}, suspect=["laboratory-1"], discard=["twist-3"],
              points=[0, 1, 0, 0, 3, 0], turn=5)
    view = E.view(s, 0)
    assert view["seats"][0]["hand"] == {"count": 3, "cards": ["hotel-1", "twist-1", "airport-1"]}
    assert view["seats"][2]["hand"] == {"count": 3}, "a partner's hand stays hidden"
    assert view["seats"][5]["front"] == ["carnival-1"] and view["seats"][5]["ghost"]
    assert view["suspect"] == ["laboratory-1"] and view["discard"] == ["twist-3"]
    assert view["draw"] == {"count": len(s.draw)}
    assert [x["suspicion"] for x in view["seats"]] == [0, 1, 0, 0, 3, 0]
    assert view["turn"] == 5 and view["to_act"] == [2] and view["nicole"] == 0
    spectator = E.view(s, None)
    assert all("cards" not in x["hand"] for x in spectator["seats"])
    hidden = E.hidden_from(s, 0)
    assert hidden == {"hotel-2", "twist-2", "airport-2", *s.draw}
    assert E.hidden_from(s, None) == hidden | {"hotel-1", "twist-1", "airport-1"}
    text = json.dumps(view)
    assert not any(f'"{card}"' in text for card in hidden)


def test_views_and_actions_match_their_schemas() -> None:
    view_validator = jsonschema.Draft202012Validator(E.view_schema)
    action_validator = jsonschema.Draft202012Validator(E.action_schema())
    jsonschema.Draft202012Validator.check_schema(E.view_schema)
    for kind, schema in E.action_kinds.items():
        jsonschema.Draft202012Validator.check_schema(schema)
        action_validator.validate(schema["example"])
        assert schema["example"]["type"] == kind
        assert json.dumps(schema["example"]) in (package.__doc__ or ""), "documented"
    for players in (3, 6):
        states = playout_states(players, 5)
        for state, seat in states[::4]:
            for viewer in (None, seat):
                view_validator.validate(E.view(state, viewer))
            for action in E.legal_actions(state, seat):
                action_validator.validate(action)
        final = states[-1][0]
        last = E.apply(final, states[-1][1], E.legal_actions(final, states[-1][1])[0])
        view_validator.validate(E.view(last, None))


def test_resample_keeps_the_view_and_deals_the_unseen_cards_anew() -> None:
    states = playout_states(6, 8)
    state, seat = states[len(states) // 2]
    view = E.view(state, seat)
    samples = [E.resample(view, seat, random.Random(i)) for i in range(5)]
    for sample in samples:
        assert E.view(sample, seat) == view
        assert E.legal_actions(sample, seat) == E.legal_actions(state, seat)
        assert sample.hands[seat] == state.hands[seat]
        unseen = sorted(c for i, h in enumerate(sample.hands) if i != seat for c in h)
        assert sorted(unseen + sample.draw) == sorted(
            [c for i, h in enumerate(state.hands) if i != seat for c in h] + state.draw
        )
    assert len({json.dumps(E.dump(x)) for x in samples}) == 5


def test_resample_rejects_a_view_that_is_not_the_seats() -> None:
    state = E.new_game(4, None, 1)
    view = E.view(state, 0)
    with pytest.raises(InvalidViewError):
        E.resample(view, 1, random.Random(0))
    with pytest.raises(InvalidViewError):
        E.resample({"players": 4}, 0, random.Random(0))
    broken = json.loads(json.dumps(view))
    broken["discard"] = ["hotel-1", *broken["seats"][0]["hand"]["cards"][:1]]
    with pytest.raises(InvalidViewError):
        E.resample(broken, 0, random.Random(0))


def test_dump_and_load_round_trip_and_reject_a_broken_state() -> None:
    state, _ = playout_states(5, 3)[20]
    data = json.loads(json.dumps(E.dump(state)))
    assert E.dump(E.restore(data)) == E.dump(state)
    with pytest.raises(CorruptStateError):
        E.restore({**data, "draw": data["draw"][1:]})
    with pytest.raises(CorruptStateError):
        E.restore({**data, "players": 7})
    with pytest.raises(CorruptStateError):
        E.restore({"players": 4})


def test_clone_is_independent() -> None:
    state, seat = playout_states(4, 9)[10]
    before = json.dumps(E.dump(state))
    copy = E.clone(state)
    E.advance(copy, seat, E.legal_actions(copy, seat)[0])
    assert json.dumps(E.dump(state)) == before
    assert json.dumps(E.dump(copy)) != before


def test_rules_notes_are_single_lines_and_published() -> None:
    assert E.rules_notes == RULES_NOTES
    assert len(RULES_NOTES) >= 10
    assert all("\n" not in note for note in RULES_NOTES)
    described = E.describe()
    assert described["rules_notes"] == list(RULES_NOTES)
    assert set(described["action_schema"]["discriminator"].values()) == {"type"}
    assert described["player_counts"] == [3, 4, 5, 6]
