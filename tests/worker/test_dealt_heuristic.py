"""Encantados's dealt leaf rating and the sweep switch that searches with it.

What it must do: read a deal's hidden hands card by card where the hand-set rating counts
each unseen card flat, so what the rival holds moves the rating and the count alone does
not; rate both seats of one unit alike and two units as each other's loss; leave a
finished game as the hand-set rating has it; and be what ``expert~dealt=1`` searches with.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from bench.bots import make_bot
from engines import engines
from engines.encantados.cards import KIND
from engines.encantados.scoring import garden_score
from tests.worker.random_games import expert_with, random_game_states
from tests.worker.test_bots import play_to_the_end
from worker.bots.heuristics import dealt_heuristic
from worker.bots.heuristics import encantados as rating

ENGINE = engines()["encantados"]


def positions(players: int, games: int) -> Iterator[Any]:
    """Every state of ``games`` random games, each played to its end."""
    return random_game_states(ENGINE, players, games)


def running(players: int, games: int) -> Iterator[Any]:
    return (s for s in positions(players, games) if ENGINE.outcome(s) is None)


def test_two_seats_are_rated_as_each_others_loss_and_the_hand_set_rating_is_the_reference(
) -> None:
    """At two seats the dealt rating is the projected scores' difference, so seat 0's is
    seat 1's negated; and it is the hand-set rating with the flat worth of the rival's
    cards (:data:`~rating.UNKNOWN_CARD` each) swapped for their worth card by card, which
    is what the rival's own hand-set rating counts for its hand."""
    rated = 0
    for state in running(2, 4):
        lead = [float(state.scores[s] + garden_score(state.gardens[s])) for s in (0, 1)]
        counts = [len(h) for h in state.hands]
        for seat, rival in ((0, 1), (1, 0)):
            dealt = rating.evaluate_state_dealt(state, seat)
            assert dealt == pytest.approx(-rating.evaluate_state_dealt(state, rival))
            rivals_hand = (rating.evaluate_state(state, rival) - (lead[rival] - lead[seat])
                           + rating.UNKNOWN_CARD * counts[seat])
            assert dealt == pytest.approx(rating.evaluate_state(state, seat)
                                          + rating.UNKNOWN_CARD * counts[rival] - rivals_hand)
            rated += 1
    assert rated > 300


def test_partners_share_a_rating_and_two_teams_lose_what_the_other_gains() -> None:
    rated = 0
    for state in running(4, 2):
        for seat in range(4):
            partner, rival = (seat + 2) % 4, (seat + 1) % 4
            dealt = rating.evaluate_state_dealt(state, seat)
            assert dealt == pytest.approx(rating.evaluate_state_dealt(state, partner))
            assert dealt == pytest.approx(-rating.evaluate_state_dealt(state, rival))
            rated += 1
    assert rated > 300


def a_state_with_the_rivals_garden_of(race: str) -> Any:
    """A 2-player round in play (the pile well stocked) with three cards of ``race`` laid
    in seat 1's garden and none in seat 0's."""
    state = next(s for s in running(2, 1) if len(s.pile) > 20 and s.phase != "over")
    state = copy.deepcopy(state)  # a copy to edit
    for laid in state.gardens[0].values():
        state.pile.extend(laid)
    cards = [c for c in [*state.pile, *state.hands[0], *state.hands[1]] if KIND[c] == race]
    for card in cards[:3]:
        for pile in (state.pile, state.hands[0], state.hands[1]):
            if card in pile:
                pile.remove(card)
    state.gardens[0] = {}
    state.gardens[1] = {race: cards[:3]}
    return state, cards[3:]


def test_what_the_rival_holds_moves_the_dealt_rating_and_not_the_hand_set_one() -> None:
    """Two Trolls in the rival's hand that fit its Troll garden are worth 14 points to it
    if laid (likely: an expansion), where two Fauns of a race in no garden cost it 8 if
    held (likely: a pair). The hand-set rating sees two hidden cards either way."""
    state, trolls = a_state_with_the_rivals_garden_of("trolls")
    fauns = [c for c in [*state.pile, *state.hands[0]] if KIND[c] == "fauns"]
    ratings = {}
    for name, held in (("trolls", trolls[:2]), ("fauns", fauns[:2])):
        dealt = copy.deepcopy(state)
        for card in held:
            for pile in (dealt.pile, dealt.hands[0]):
                if card in pile:
                    pile.remove(card)
        dealt.pile.extend(dealt.hands[1])
        dealt.hands[1] = list(held)
        ratings[name] = (rating.evaluate_state_dealt(dealt, 0), rating.evaluate_state(dealt, 0))
    assert ratings["trolls"][1] == ratings["fauns"][1]  # flat: two unseen cards
    troll = -7 + rating.EXPAND * (7 + 7)  # the pile is long: no lateness discount
    faun = -4 + rating.PAIR * (4 + 4)
    assert ratings["fauns"][0] - ratings["trolls"][0] == pytest.approx(2 * (troll - faun))


def test_a_finished_game_is_rated_as_the_hand_set_rating_rates_it() -> None:
    finished = [s for s in positions(2, 3) if ENGINE.outcome(s) is not None]
    assert len(finished) == 3
    for state in finished:
        for seat in (0, 1):
            assert rating.evaluate_state_dealt(state, seat) == rating.evaluate_state(state, seat)


def test_the_sweep_switch_searches_with_the_dealt_rating_where_a_game_has_one() -> None:
    variant = make_bot("expert~dealt=1", "encantados", 2, None, 0.3)
    assert variant.settings_for("encantados", 2).heuristic is rating.DEALT  # type: ignore[attr-defined]
    assert dealt_heuristic("encantados") is rating.DEALT
    assert make_bot("expert", "encantados", 2, None, 0.3).settings_for(  # type: ignore[attr-defined]
        "encantados", 2).heuristic is None  # the level itself is unchanged
    with pytest.raises(ValueError, match="no dealt bot heuristic for game 'caretos'"):
        make_bot("expert~dealt=1", "caretos", 2, None, 0.3)
    with pytest.raises(ValueError, match="the fitted or the dealt heuristic, not both"):
        make_bot("expert~dealt=1,fitted=1", "encantados", 2, None, 0.3)


def test_a_game_searched_with_the_dealt_rating_is_played_legally() -> None:
    bot = expert_with("encantados", 4, heuristic=rating.DEALT)
    assert play_to_the_end(ENGINE, bot, 4, 5, opponent=bot) > 0  # every seat searched
