"""Mission Calaveras: the table rules, with every worked example of the rulebook.

States are built directly with :func:`build` (every card not placed goes to the draw
pile, so each state holds the 48 cards exactly once). Rulebook names are mapped to seats
in the comments; with 4 seats, seats 0 and 2 (CIA) and seats 1 and 3 (KGB) are partners.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from engines.mission_calaveras import ENGINE, State
from engines.mission_calaveras.cards import DECK
from engines.mission_calaveras.invariants import check_state
from engines.mission_calaveras.rules import (
    BY_DEFAULT,
    BY_MATCHES,
    find_suspect,
    move_nicole,
)
from engines.mission_calaveras.state import NO_SEAT, seating

E = ENGINE


def build(
    players: int = 4,
    hands: Mapping[int, Sequence[str]] | None = None,
    fronts: Mapping[int, Sequence[str]] | None = None,
    innocent: Sequence[str] = (),
    suspect: Sequence[str] = (),
    discard: Sequence[str] = (),
    draw: Sequence[str] | None = None,
    points: Sequence[int] | None = None,
    nicole: int = 0,
    turn: int = 0,
    seed: int = 7,
) -> State:
    """A state with the given cards placed; the rest form the draw pile (unless given)."""
    n = len(seating(players))
    hand_lists = [list((hands or {}).get(i, ())) for i in range(n)]
    front_lists = [list((fronts or {}).get(i, ())) for i in range(n)]
    placed = {
        *(c for h in hand_lists for c in h),
        *(c for f in front_lists for c in f),
        *innocent,
        *suspect,
        *discard,
    }
    pile = [c for c in DECK if c not in placed] if draw is None else list(draw)
    state = State(
        players=players,
        seed=seed,
        counter=1,
        hands=hand_lists,
        fronts=front_lists,
        innocent=list(innocent),
        suspect=list(suspect),
        discard=list(discard),
        draw=pile,
        points=list(points) if points is not None else [0] * n,
        nicole=nicole,
        turn=turn,
    )
    check_state(state, settled=False)
    return state


def play(state: State, seat: int, card: str, to: str, target: int | None = None
         ) -> State:
    return E.apply(state, seat, {"type": "play", "card": card, "to": to, "seat": target})


def twist(state: State, seat: int, card: str, moving: str, to: str,
          target: int | None = None) -> State:
    action = {"type": "twist", "card": card, "move": moving, "to": to, "seat": target}
    return E.apply(state, seat, action)


# --- playing Location cards ---------------------------------------------------------------


def test_play_in_front_of_yourself() -> None:
    # Nicolas (seat 0): "I went to the Laboratory today."
    s = build(hands={0: ["laboratory-1", "hotel-1", "airport-1"]})
    top = s.draw[-1]
    after = play(s, 0, "laboratory-1", "seat", 0)
    assert after.fronts[0] == ["laboratory-1"]
    assert after.hands[0] == ["hotel-1", "airport-1", top]
    assert s.fronts[0] == [] and "laboratory-1" in s.hands[0], "apply left its input alone"


def test_twin_in_front_of_yourself_discards_both() -> None:
    # Julie (seat 0): "You are talking nonsense, I was not at the Carnival."
    s = build(hands={0: ["carnival-2", "hotel-1", "airport-1"]},
              fronts={0: ["hotel-5", "carnival-1"]})
    after = play(s, 0, "carnival-2", "seat", 0)
    assert after.fronts[0] == ["hotel-5"]
    assert after.discard == ["carnival-1", "carnival-2"]


def test_play_in_front_of_another_seat_and_twin_there() -> None:
    # Aurélia (seat 1) saw Nicolas (seat 0) in the Hotel lobby.
    s = build(hands={1: ["hotel-1", "hotel-2", "airport-1"]}, fronts={0: ["airport-2"]},
              turn=1)
    after = play(s, 1, "hotel-1", "seat", 0)
    assert after.fronts[0] == ["airport-2", "hotel-1"]
    # the partner (seat 3) is a legal target too
    assert {"type": "play", "card": "hotel-1", "to": "seat", "seat": 3} in E.legal_actions(s, 1)
    # a twin already in front of the target seat: both go to the discard
    s2 = build(hands={1: ["airport-1", "hotel-2", "hotel-3"]}, fronts={0: ["airport-2"]},
               turn=1)
    after2 = play(s2, 1, "airport-1", "seat", 0)
    assert after2.fronts[0] == []
    assert after2.discard == ["airport-2", "airport-1"]


def test_never_more_than_five_locations_in_front() -> None:
    full = ["carnival-1", "hotel-1", "airport-1", "telephone-booth-1", "laboratory-1"]
    s = build(hands={0: ["hotel-2", "carnival-2", "airport-2"]}, fronts={0: full})
    after = play(s, 0, "hotel-2", "seat", 0)
    assert len(after.fronts[0]) == 4 and "hotel-1" not in after.fronts[0]


def test_play_in_front_of_a_ghost() -> None:
    s = build(players=3, hands={0: ["hotel-1", "hotel-2", "airport-1"]})
    assert seating(3)[3].ghost
    after = play(s, 0, "hotel-1", "seat", 3)
    assert after.fronts[3] == ["hotel-1"]
    assert after.hands[3] == []


def test_play_in_the_zones_and_the_twin_across_both_zones() -> None:
    # Benoît (seat 0) puts the Laboratory in the Suspect zone...
    s = build(hands={0: ["laboratory-1", "hotel-1", "airport-1"],
                     1: ["laboratory-2", "hotel-2", "airport-2"]})
    s = play(s, 0, "laboratory-1", "suspect")
    assert s.suspect == ["laboratory-1"]
    # ...Arnaud (seat 1) also plays a Laboratory in the Suspect zone: both discarded.
    after = play(s, 1, "laboratory-2", "suspect")
    assert after.suspect == [] and after.discard == ["laboratory-1", "laboratory-2"]
    # The same clue in the *other* zone is a twin too: the centre counts as one.
    t = build(hands={1: ["laboratory-2", "hotel-2", "airport-2"]}, innocent=["laboratory-1"],
              turn=1)
    after2 = play(t, 1, "laboratory-2", "suspect")
    assert after2.innocent == [] and after2.suspect == []
    assert after2.discard == ["laboratory-1", "laboratory-2"]


def test_a_location_offers_every_seat_and_both_zones() -> None:
    s = build(players=6, hands={0: ["hotel-1", "twist-1", "airport-1"]})
    hotel = [a for a in E.legal_actions(s, 0) if a["card"] == "hotel-1"]
    assert hotel == [
        *({"type": "play", "card": "hotel-1", "to": "seat", "seat": i} for i in range(6)),
        {"type": "play", "card": "hotel-1", "to": "innocent", "seat": None},
        {"type": "play", "card": "hotel-1", "to": "suspect", "seat": None},
    ]


# --- Twist cards ------------------------------------------------------------------------------


def test_twist_moves_a_card_from_seat_to_seat() -> None:
    # Arnaud (seat 0) moves the Hotel in front of Benoît (seat 1) to Nicolas (seat 2).
    s = build(hands={0: ["twist-1", "airport-1", "carnival-1"]}, fronts={1: ["hotel-1"]})
    after = twist(s, 0, "twist-1", "hotel-1", "seat", 2)
    assert after.fronts[1] == [] and after.fronts[2] == ["hotel-1"]
    assert after.discard == ["twist-1"]
    assert "twist-1" not in after.hands[0]


def test_twist_moves_seat_to_zone_zone_to_seat_and_zone_to_zone() -> None:
    hand = {0: ["twist-1", "airport-1", "carnival-1"]}
    s = build(hands=hand, fronts={1: ["hotel-1"]}, innocent=["laboratory-1"])
    to_zone = twist(s, 0, "twist-1", "hotel-1", "suspect")
    assert to_zone.fronts[1] == [] and to_zone.suspect == ["hotel-1"]
    s = build(hands=hand, suspect=["hotel-1"])
    to_seat = twist(s, 0, "twist-1", "hotel-1", "seat", 3)
    assert to_seat.suspect == [] and to_seat.fronts[3] == ["hotel-1"]
    s = build(hands=hand, suspect=["hotel-1"])
    across = twist(s, 0, "twist-1", "hotel-1", "innocent")
    assert across.suspect == [] and across.innocent == ["hotel-1"]
    s = build(hands=hand, innocent=["hotel-1"])
    back = twist(s, 0, "twist-1", "hotel-1", "suspect")
    assert back.innocent == [] and back.suspect == ["hotel-1"]


def test_twist_twin_at_the_destination_discards_both() -> None:
    hand = {0: ["twist-1", "airport-1", "carnival-1"]}
    s = build(hands=hand, fronts={1: ["hotel-1"], 2: ["laboratory-3", "hotel-2"]})
    after = twist(s, 0, "twist-1", "hotel-1", "seat", 2)
    assert after.fronts[1] == [] and after.fronts[2] == ["laboratory-3"]
    assert after.discard == ["hotel-2", "hotel-1", "twist-1"]
    # into the centre: a twin in either zone counts
    s = build(hands=hand, fronts={1: ["hotel-1"]}, innocent=["hotel-2"])
    after = twist(s, 0, "twist-1", "hotel-1", "suspect")
    assert after.innocent == [] and after.suspect == [] and after.fronts[1] == []
    assert after.discard == ["hotel-2", "hotel-1", "twist-1"]


def test_twist_offers_every_visible_card_to_every_other_area() -> None:
    s = build(hands={0: ["twist-1", "twist-2", "carnival-1"]},
              fronts={1: ["hotel-1"]}, innocent=["laboratory-1"], suspect=["airport-1"])
    moves = {
        (a["move"], a["to"], a["seat"])
        for a in E.legal_actions(s, 0)
        if a["type"] == "twist" and a["card"] == "twist-1"
    }
    expected = {
        *(("hotel-1", "seat", i) for i in (0, 2, 3)),
        ("hotel-1", "innocent", None), ("hotel-1", "suspect", None),
        *(("laboratory-1", "seat", i) for i in range(4)), ("laboratory-1", "suspect", None),
        *(("airport-1", "seat", i) for i in range(4)), ("airport-1", "innocent", None),
    }
    assert moves == expected
    assert len([a for a in E.legal_actions(s, 0) if a["type"] == "twist"]) == 2 * len(expected)
    # ruling: a Twist may move nothing, even with cards to move
    assert [a for a in E.legal_actions(s, 0) if a["type"] == "discard-twist"] == [
        {"type": "discard-twist", "card": "twist-1"}, {"type": "discard-twist", "card": "twist-2"}
    ]


def test_a_twist_may_move_nothing_while_cards_are_visible() -> None:
    # Ruling (issue 16): "they may move any card": moving is a choice, not an obligation.
    s = build(hands={0: ["twist-1", "carnival-1", "hotel-2"]},
              fronts={1: ["hotel-1"]}, innocent=["laboratory-1"], suspect=["airport-1"])
    after = E.apply(s, 0, {"type": "discard-twist", "card": "twist-1"})
    assert after.discard == ["twist-1"]
    assert after.fronts == s.fronts
    assert (after.innocent, after.suspect) == (s.innocent, s.suspect)
    assert sorted(after.hands[0]) == sorted(["carnival-1", "hotel-2", s.draw[-1]])
    assert after.turn == 1


def test_twist_with_nothing_on_the_table_is_discarded_without_effect() -> None:
    s = build(hands={0: ["twist-1", "twist-2", "carnival-1"]})
    legal = E.legal_actions(s, 0)
    assert {"type": "discard-twist", "card": "twist-1"} in legal
    assert {"type": "discard-twist", "card": "twist-2"} in legal
    assert not any(a["type"] == "twist" for a in legal)
    after = E.apply(s, 0, {"type": "discard-twist", "card": "twist-1"})
    assert after.discard == ["twist-1"]
    assert all(not f for f in after.fronts) and not after.innocent and not after.suspect
    assert after.turn == 1


# --- designating a suspect -----------------------------------------------------------------------


def test_suspect_by_default_everyone_else_cleared() -> None:
    # Aurélia (seat 2) went neither to the Airport nor to the Telephone Booth.
    s = build(
        innocent=["airport-1", "telephone-booth-1"],
        fronts={0: ["airport-2"], 1: ["telephone-booth-2", "hotel-1"], 2: ["carnival-1"],
                3: ["airport-3"]},
    )
    assert find_suspect(s) == (2, BY_DEFAULT)
    # even with nothing at all in front of her
    s = build(innocent=["airport-1", "telephone-booth-1"],
              fronts={0: ["airport-2"], 1: ["telephone-booth-2"], 3: ["airport-3"]})
    assert find_suspect(s) == (2, BY_DEFAULT)


def test_suspect_by_default_through_a_turn_takes_points_and_clears_the_centre() -> None:
    s = build(
        hands={0: ["telephone-booth-1", "hotel-2", "hotel-3"]},
        innocent=["airport-1"],
        fronts={0: ["airport-2"], 1: ["telephone-booth-2", "hotel-1"], 2: ["carnival-1"],
                3: ["airport-3"]},
    )
    assert find_suspect(s) == (NO_SEAT, "")  # seats 1 and 2 both uncleared so far
    after = play(s, 0, "telephone-booth-1", "innocent")
    assert after.points == [0, 0, 2, 0]
    assert after.innocent == [] and after.suspect == []
    assert after.discard == ["airport-1", "telephone-booth-1"]
    assert after.fronts[2] == ["carnival-1"], "cards in front of the seats stay"
    assert after.nicole == 1  # fewest points: 0, 1, 3; seat 1 has the most cards


def test_suspect_by_most_matches_example_1_the_only_one_at_the_hotel() -> None:
    # The agents seen at the Hotel are suspects; Aurélia (seat 1) alone went there.
    s = build(suspect=["hotel-1"], innocent=["carnival-1"],
              fronts={0: ["airport-1"], 1: ["hotel-2"], 2: ["laboratory-1"]})
    assert find_suspect(s) == (1, BY_MATCHES)
    # ... or the others seen at the Hotel are cleared
    s = build(suspect=["hotel-1"], innocent=["carnival-1"],
              fronts={0: ["airport-1"], 1: ["hotel-2"], 2: ["laboratory-1"],
                      3: ["hotel-3", "carnival-2"]})
    assert find_suspect(s) == (1, BY_MATCHES)


def test_suspect_by_most_matches_example_2_the_most_suspect_locations() -> None:
    # Suspects: Hotel, Telephone Booth, Laboratory; Arnaud (seat 0) went to two of them.
    s = build(
        suspect=["hotel-1", "telephone-booth-1", "laboratory-1"],
        fronts={0: ["hotel-2", "laboratory-2", "airport-1"], 1: ["hotel-3"],
                2: ["telephone-booth-2", "carnival-1"], 3: ["laboratory-3"]},
    )
    assert find_suspect(s) == (0, BY_MATCHES)


def test_no_suspect_when_the_most_matches_are_tied_and_the_centre_stays() -> None:
    s = build(
        hands={2: ["carnival-1", "carnival-2", "carnival-3"]},
        suspect=["hotel-1", "laboratory-1"],
        fronts={0: ["hotel-2"], 1: ["laboratory-2"]},
        turn=2,
    )
    assert find_suspect(s) == (NO_SEAT, "")
    after = play(s, 2, "carnival-1", "seat", 3)
    assert after.points == [0, 0, 0, 0]
    assert after.suspect == ["hotel-1", "laboratory-1"]


def test_no_suspect_when_every_seat_is_cleared_or_nobody_matches() -> None:
    s = build(innocent=["hotel-1", "airport-1"],
              fronts={0: ["hotel-2"], 1: ["airport-2"], 2: ["hotel-3"], 3: ["airport-3"]})
    assert find_suspect(s) == (NO_SEAT, "")
    s = build(suspect=["hotel-1", "airport-1"], fronts={0: ["carnival-1"]})
    assert find_suspect(s) == (NO_SEAT, "")


def test_innocence_prevails_over_suspicion() -> None:
    # Seat 0 was at the suspect Hotel twice over... but also at the innocent Airport.
    s = build(
        innocent=["airport-1"],
        suspect=["hotel-1", "laboratory-1"],
        fronts={0: ["hotel-2", "laboratory-2", "airport-2"], 1: ["hotel-3"],
                3: ["carnival-1"]},
    )
    assert find_suspect(s) == (1, BY_MATCHES)


def test_fewer_than_two_cards_in_the_centre_means_no_suspect() -> None:
    s = build(hands={0: ["carnival-1", "carnival-2", "twist-1"]},
              suspect=["hotel-1"], fronts={1: ["hotel-2"]})
    assert find_suspect(s) == (NO_SEAT, "")  # the clue points at seat 1, one card only
    after = play(s, 0, "carnival-1", "innocent")  # nobody was at the Carnival
    assert after.points == [0, 2, 0, 0]
    assert after.innocent == [] and after.suspect == []


def test_suspicion_points_the_three_point_example() -> None:
    # Julie (seat 3) went to the Carnival (suspect) and nothing clears her; when the
    # suspect is designated the centre holds 2 Innocent cards and 1 Suspect card.
    s = build(
        hands={2: ["airport-1", "hotel-3", "hotel-4"]},
        innocent=["hotel-1"],
        suspect=["carnival-1"],
        fronts={0: ["hotel-2"], 1: ["airport-2", "carnival-3"], 2: ["laboratory-1"],
                3: ["carnival-2"]},
        turn=2,
    )
    assert find_suspect(s) == (NO_SEAT, "")  # seats 1 and 3 tie before the play
    after = play(s, 2, "airport-1", "innocent")
    assert after.points == [0, 0, 0, 3]
    assert after.innocent == [] and after.suspect == []
    assert after.discard == ["hotel-1", "airport-1", "carnival-1"]
    assert after.fronts[3] == ["carnival-2"]


def test_a_ghost_can_be_the_suspect() -> None:
    # 5 players: seat 5 is the DGSE ghost played by seat 2.
    s = build(
        players=5,
        hands={0: ["airport-1", "hotel-3", "hotel-4"]},
        suspect=["laboratory-1"],
        fronts={5: ["laboratory-2"]},
    )
    after = play(s, 0, "airport-1", "innocent")
    assert after.points == [0, 0, 0, 0, 0, 2]
    view = E.view(after, 0)
    assert view["seats"][5]["suspicion"] == 2 and view["seats"][5]["ghost"] is True


def test_the_player_draws_before_the_suspect_is_designated() -> None:
    # 6 seats, nothing to draw: the centre cards discarded by the designation come after
    # the draw, so the player who designated the suspect stays with two cards.
    every = ["carnival", "hotel", "airport", "telephone-booth", "laboratory"]
    fronts = {seat: [f"{k}-{seat + 1}" for k in every] for seat in range(1, 6)}
    fronts[0] = ["hotel-1", "airport-1", "telephone-booth-1", "laboratory-1"]
    loose = [c for c in DECK if c not in {c for f in fronts.values() for c in f}
             and c not in ("carnival-7", "hotel-7")]
    hands = {0: ["hotel-7", loose[0], loose[1]]}
    hands.update({seat: loose[3 * seat - 1: 3 * seat + 2] for seat in range(1, 6)})
    s = build(players=6, hands=hands, fronts=fronts, innocent=["carnival-7"])
    assert s.draw == [] and s.discard == []
    after = play(s, 0, "hotel-7", "suspect")
    assert after.points == [2, 0, 0, 0, 0, 0]  # seat 0 alone is not cleared
    assert after.discard == ["carnival-7", "hotel-7"]
    assert after.hands[0] == [loose[0], loose[1]]
    # seats 1-5 tie on points and cards: Nicole stays with seat 0, suspect or not
    assert after.nicole == 0 and after.turn == 1


# --- Nicole's trust ---------------------------------------------------------------------------


def _nicole(points: list[int], counts: list[int], holder: int) -> tuple[int, bool]:
    kinds = ["carnival", "hotel", "airport", "telephone-booth", "laboratory"]
    fronts = {seat: [f"{kinds[k]}-{seat + 1}" for k in range(c)]
              for seat, c in enumerate(counts)}
    s = build(players=len(points) if len(points) == 6 else 4, fronts=fronts, points=points,
              nicole=holder)
    tie = move_nicole(s)
    return s.nicole, tie


def test_nicole_example_1_fewest_points() -> None:
    # Logan (seat 1) has only 1 suspicion point, the fewest.
    assert _nicole([2, 1, 3, 2], [0, 0, 0, 0], 0) == (1, False)


def test_nicole_example_2_most_cards_breaks_the_tie() -> None:
    # Logan (seat 1) and Aurélia (seat 2) have 1 point; Aurélia has 2 cards, Logan 1.
    assert _nicole([3, 1, 1, 4], [5, 1, 2, 0], 0) == (2, False)


def test_nicole_stays_when_the_tie_cannot_be_broken() -> None:
    assert _nicole([1, 1, 2, 2], [2, 2, 1, 1], 0) == (0, True)
    assert _nicole([1, 1, 2, 2], [2, 2, 1, 1], 1) == (1, True)
    # literally "she does not move", even from a seat that is not among the tied
    assert _nicole([1, 1, 2, 2], [2, 2, 1, 1], 3) == (3, True)


def test_nicole_moves_as_soon_as_a_card_is_played() -> None:
    s = E.new_game(4, None, 5)
    assert s.nicole == 0 and s.turn == 0
    s = build(hands={0: ["hotel-1", "hotel-2", "airport-1"]})
    after = play(s, 0, "hotel-1", "seat", 2)
    assert after.nicole == 2


def test_nicole_may_go_to_a_ghost() -> None:
    s = build(players=5, hands={0: ["hotel-1", "hotel-2", "airport-1"]})
    after = play(s, 0, "hotel-1", "seat", 5)
    assert after.nicole == 5


# --- the end ----------------------------------------------------------------------------------


def _end_position(points: list[int], nicole: int, players: int = 4) -> State:
    # Seat 1 completes the centre (5 cards); seat 0 alone is not cleared: suspect by
    # default, taking 5 points. Every seat keeps two cards in front.
    return build(
        hands={1: ["laboratory-5", "carnival-4", "carnival-5"]},
        innocent=["hotel-1", "airport-1"],
        suspect=["carnival-1", "telephone-booth-1"],
        fronts={0: ["carnival-2", "laboratory-1"], 1: ["hotel-2", "laboratory-2"],
                2: ["airport-2", "laboratory-3"], 3: ["hotel-3", "laboratory-4"]},
        points=points,
        nicole=nicole,
        turn=1,
        players=players,
    )


def test_seven_points_ends_the_game_and_nicoles_team_wins() -> None:
    s = _end_position([2, 3, 4, 5], 0)
    after = play(s, 1, "laboratory-5", "suspect")
    assert after.points == [7, 3, 4, 5]
    out = E.outcome(after)
    assert out is not None
    assert after.nicole == 1  # her last move: seat 1 has the fewest points
    assert out.winners == (1, 3) and out.ranks == (2, 1, 2, 1)
    assert out.detail["winning_team"] == "KGB" and out.detail["guilty"] == 0
    assert out.detail["nicole"] == 1
    assert "seat 0" in out.reason and "KGB" in out.reason
    assert E.to_act(after) == [] and E.legal_actions(after, 1) == []


def test_a_ghost_holding_nicole_wins_with_its_partner() -> None:
    # 3 players: seat 3 is the KGB ghost played by seat 1; Nicole ends with the ghost.
    s = _end_position([2, 3, 4, 1], 0, players=3)
    after = play(s, 1, "laboratory-5", "suspect")
    out = E.outcome(after)
    assert out is not None and after.nicole == 3
    assert out.winners == (1, 3) and out.ranks == (2, 1, 2, 1)
    assert out.scores is None and out.detail["suspicion"] == [7, 3, 4, 1]


def test_the_guilty_seats_partner_holding_nicole_wins() -> None:
    # It is noble to sacrifice yourself for your country: seat 0 is guilty, seat 2
    # (its CIA partner) ends with Nicole, so CIA wins.
    s = _end_position([2, 3, 1, 5], 2)
    after = play(s, 1, "laboratory-5", "suspect")
    out = E.outcome(after)
    assert out is not None and after.nicole == 2
    assert out.winners == (0, 2) and out.ranks == (1, 2, 1, 2)
    assert out.detail == {"guilty": 0, "nicole": 2, "suspicion": [7, 3, 1, 5],
                          "tie_unbroken": False, "winning_team": "CIA"}


def test_unbroken_tie_with_nicole_on_the_guilty_seat_means_nobody_wins() -> None:
    s = _end_position([2, 2, 2, 2], 0)
    after = play(s, 1, "laboratory-5", "suspect")
    out = E.outcome(after)
    assert out is not None
    assert after.nicole == 0 and after.points == [7, 2, 2, 2]
    assert out.winners == () and out.ranks == (1, 1, 1, 1)
    assert out.detail["winning_team"] is None and out.detail["tie_unbroken"] is True
    assert "failed" in out.reason


def test_unbroken_tie_with_nicole_elsewhere_lets_her_holder_win() -> None:
    s = _end_position([2, 3, 3, 2], 3)
    after = play(s, 1, "laboratory-5", "suspect")
    out = E.outcome(after)
    assert out is not None
    assert after.nicole == 3 and out.detail["tie_unbroken"] is False
    s = _end_position([3, 2, 3, 2], 1)
    # seats 1 and 3 tie on points and cards: she stays with seat 1
    after = play(s, 1, "laboratory-5", "suspect")
    out = E.outcome(after)
    assert out is not None and out.detail["tie_unbroken"] is True
    assert after.nicole == 1 and out.winners == (1, 3)


def test_game_over_refuses_actions() -> None:
    from engines.errors import GameOverError

    after = play(_end_position([2, 3, 4, 5], 0), 1, "laboratory-5", "suspect")
    with pytest.raises(GameOverError):
        E.apply(after, 3, {"type": "play", "card": "hotel-4", "to": "innocent", "seat": None})
    assert E.explain_illegal(after, 3, {"type": "play"}) == "the game is over"


def test_a_game_that_has_not_reached_seven_goes_on() -> None:
    s = _end_position([0, 3, 4, 5], 0)
    after = play(s, 1, "laboratory-5", "suspect")
    assert after.points == [5, 3, 4, 5]
    assert E.outcome(after) is None and after.turn == 2
