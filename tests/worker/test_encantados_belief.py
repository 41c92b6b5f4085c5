"""The Encantados belief: deals whose other hands seldom hold a card their garden could
take and hold more pairs, that still agree with the seat's view in everything it shows."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engines import engines
from engines.encantados.cards import KIND, RACE_SET
from tests.worker.random_games import expert_with, random_game_states
from tests.worker.test_bots import play_to_the_end
from worker.bots.beliefs import belief_for
from worker.bots.beliefs import encantados as belief
from worker.bots.heuristics import heuristic_for

E = engines()["encantados"]
HEURISTIC = heuristic_for("encantados")


def positions(players: int) -> list[tuple[Any, int]]:
    """Running positions of random games where some other seat's garden holds a race."""
    found = []
    for n, state in enumerate(random_game_states(E, players, games=3)):
        if n % 9 or E.outcome(state) is not None:
            continue
        seat = E.to_act(state)[0]
        if any(race in RACE_SET for u, garden in enumerate(state.gardens)
               if seat not in state.members(u) for race in garden):
            found.append((state, seat))
    return found


def own_race_cards(state: Any, seat: int) -> int:
    """Cards in the other seats' hands, not known to the table, of a race in their garden."""
    return sum(KIND[card] in state.gardens[state.unit(member)]
               for member, hand in enumerate(state.hands) if member != seat
               for card in hand if card not in state.known)


def test_every_deal_agrees_with_the_view() -> None:
    """Whatever the swaps, the seat's view of a deal is the view it was dealt from, and
    the deal is a whole, valid state (each card once, known cards in their hands)."""
    checked = 0
    for players in (2, 3, 4):
        for state, seat in positions(players):
            view = E.view(state, seat)
            believed = belief.BELIEF(E, view, seat, HEURISTIC)
            assert believed.heuristic is HEURISTIC
            rng = random.Random(checked)
            for _ in range(5):
                dealt = believed.deal(rng)
                assert E.view(dealt, seat) == view
                E.check_state(dealt)
            checked += 1
    assert checked > 20


def pairs(state: Any, seat: int) -> int:
    """Unseen cards in the other seats' hands of a race in no garden of theirs that the
    hand holds two or more of."""
    total = 0
    for member, hand in enumerate(state.hands):
        if member == seat:
            continue
        own = state.gardens[state.unit(member)]
        kinds = Counter(KIND[card] for card in hand)
        total += sum(KIND[card] in RACE_SET and KIND[card] not in own and kinds[KIND[card]] >= 2
                     for card in hand if card not in state.known)
    return total


def test_deals_hold_fewer_cards_the_holders_garden_could_take_and_more_pairs() -> None:
    """Over the same positions and as many deals, the belief's other hands hold far fewer
    unseen cards of their own gardens' races than the uniform deals do, and more pairs."""
    uniform = believed = uniform_pairs = believed_pairs = 0
    for state, seat in positions(2) + positions(3):
        view = E.view(state, seat)
        deal = E.resampler(view, seat)
        weighted = belief.BELIEF(E, view, seat, HEURISTIC)
        rng = random.Random(1)
        for _ in range(40):
            plain, dealt = deal(rng), weighted.deal(rng)
            uniform += own_race_cards(plain, seat)
            believed += own_race_cards(dealt, seat)
            uniform_pairs += pairs(plain, seat)
            believed_pairs += pairs(dealt, seat)
    assert uniform > 100
    assert believed < uniform / 4
    assert believed_pairs > uniform_pairs * 1.2


def test_the_pair_odds_count_pairs_made_and_broken() -> None:
    own = frozenset({"trolls"})
    counts = Counter({"elves": 2, "fauns": 1, "trolls": 1})
    assert belief._pair_change("elves", "fauns", counts, own) == 1.0  # one broken, one made
    assert belief._pair_change("elves", "gnomes", counts, own) == 1 / belief.PAIR_ODDS
    assert belief._pair_change("gnomes", "fauns", counts, own) == belief.PAIR_ODDS
    assert belief._pair_change("gnomes", "trolls", counts, own) == 1.0  # its own garden's


def test_the_odds_weigh_own_races_least_then_races_in_play() -> None:
    own, in_play = frozenset({"trolls"}), frozenset({"trolls", "elves"})
    assert belief.card_odds("trolls", own, in_play) == belief.OWN_RACE_ODDS
    assert belief.card_odds("elves", own, in_play) == belief.ELSEWHERE_ODDS
    assert belief.card_odds("fauns", own, in_play) == belief.card_odds("mimic", own, in_play) == 1
    assert belief.OWN_RACE_ODDS < belief.ELSEWHERE_ODDS < 1


def test_the_game_registers_its_belief_and_a_deal_with_no_draw_pile_is_uniform() -> None:
    assert belief_for("encantados") is belief.BELIEF
    state = next(s for s in random_game_states(E, 2, games=3)
                 if not s.pile and E.outcome(s) is None)  # the turn that emptied it
    seat = E.to_act(state)[0]
    view = E.view(state, seat)
    assert belief.BELIEF(E, view, seat, HEURISTIC).deal(random.Random(1)).dump() == (
        E.resampler(view, seat)(random.Random(1)).dump())


def test_an_expert_dealing_by_the_belief_plays_legal_moves_to_the_end() -> None:
    bot = expert_with("encantados", 2, belief=belief.BELIEF)
    assert play_to_the_end(E, bot, 2, seed=4, opponent=bot) > 50
