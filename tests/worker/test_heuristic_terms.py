"""The terms Caretos's and Encantados's leaf heuristics weigh, and the shared linear rating.

What they must do: the hand-set rating stays the projected difference it always was
(written plainly here, as the modules' docstrings define it), the terms a fit weighs are
each seat's lead over its rival in the parts named, and weights come only where a fit
gave them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engines import engines
from engines.caretos.cards import BONUS
from engines.encantados.cards import KIND
from engines.encantados.scoring import garden_score
from worker.bots.heuristics import FITTED_WIN, Weights, weights_at
from worker.bots.heuristics import caretos as caretos_h
from worker.bots.heuristics import encantados as encantados_h


def positions(game: str, players: int, games: int) -> Iterator[tuple[Any, int]]:
    """(view, seat) for every seat of every running position of ``games`` random games."""
    engine = engines()[game]
    for seed in range(games):
        rng = random.Random(seed)
        state = engine.new_game(players, None, 40 + seed)
        while engine.outcome(state) is None:
            for seat in range(players):
                yield engine.view(state, seat), seat
            actor = engine.to_act(state)[0]
            legal = engine.legal_actions(state, actor)
            engine.advance(state, actor, legal[rng.randrange(len(legal))])


def caretos_values(view: Any, seat: int) -> list[float]:
    """Each seat's points plus prospects (Campfires, held Bonus Cards, Monsters near
    Villagers or in the Cauldron), as Caretos's hand-set rating's docstring defines them,
    seen from ``seat``."""
    occupied = [group["at"] for group in view["villagers"]]
    distances = caretos_h._distances(view["board"])
    values = []
    for index, info in enumerate(view["seats"]):
        value = caretos_h._points(view, seat, index) + 0.3 * info["campfires"]
        value += 0.4 * sum(BONUS[c].vp for c in info["bonus_held"])
        for monster in view["monsters"]:
            if monster["owner"] == index and isinstance(monster["at"], int) and occupied:
                value += 0.6 / (1 + min(distances[monster["at"]][loc] for loc in occupied))
            elif monster["owner"] == index and monster["at"] == "cauldron":
                value -= 0.6
        values.append(value)
    return values


def caretos_reference(view: Any, seat: int) -> float:
    """Caretos's hand-set rating as its docstring defines it: the seat's value against the
    best other seat's."""
    values = caretos_values(view, seat)
    return values[seat] - max(v for i, v in enumerate(values) if i != seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_caretos_rates_as_it_did_and_its_terms_are_leads_over_the_rival(players: int) -> None:
    checked = late_seen = 0
    for view, seat in positions("caretos", players, 2):
        assert caretos_h.evaluate(view, seat) == pytest.approx(caretos_reference(view, seat))
        terms = caretos_h.terms(view, seat)
        assert len(terms) == len(caretos_h.TERM_NAMES)
        points, points_late, *_ = terms
        late = caretos_h._late(view)
        assert 0.0 <= late <= 1.0 and points_late == pytest.approx(points * late)
        late_seen += 0.0 < late < 1.0
        checked += 1
    assert checked > 300 and late_seen > 100


def encantados_reference(view: Any, seat: int) -> float:
    """Encantados's hand-set rating as its docstring defines it: each unit's score, what
    its garden scores now and its hands (the seat's own cards by their chance to be laid,
    another's at a flat estimate), against the best other unit's."""
    units, hands = view["units"], view["hands"]
    mine = next(u for u, members in enumerate(units) if seat in members)
    gardens = view["gardens"]
    in_play = {race for garden in gardens for race in garden}
    pile = view["draw_pile"]["count"]
    late = 0.4 + 0.6 * min(1.0, pile / encantados_h.PILE_HORIZON)
    own = hands[seat]["cards"]
    held: dict[str, int] = {}
    for card in own:
        held[KIND[card]] = held.get(KIND[card], 0) + 1
    projected = []
    for u, members in enumerate(units):
        total = float(view["scores"][u] + garden_score(gardens[u]))
        for member in members:
            if member == seat:
                total += sum(encantados_h._card_value(c, held, gardens[u], in_play, late)
                             for c in own)
            else:
                total += encantados_h.UNKNOWN_CARD * hands[member]["count"]
        projected.append(total)
    return projected[mine] - max(p for u, p in enumerate(projected) if u != mine)


@pytest.mark.parametrize("players", [2, 4, 5])
def test_encantados_rates_as_it_did_and_its_terms_weigh_to_the_hand_set_rating(
        players: int) -> None:
    checked = 0
    for view, seat in positions("encantados", players, 1):
        rated = encantados_h.evaluate(view, seat)
        assert rated == pytest.approx(encantados_reference(view, seat))
        terms = encantados_h.terms(view, seat)
        assert len(terms) == len(encantados_h.TERM_NAMES)
        score, score_near, garden, _, _, garden_near = terms
        near_end = min(1.0, max(view["scores"]) / 100)
        assert score_near == pytest.approx(score * near_end)
        assert garden_near == pytest.approx(garden * near_end)
        checked += 1
    assert checked > 200


def test_a_linear_rating_weighs_its_terms() -> None:
    weights = Weights(base=0.5, terms=(1.0, -2.0, 0.25))
    assert weights.value((2.0, 1.0, 4.0)) == 0.5 + 2.0 - 2.0 + 1.0
    with pytest.raises(ValueError):
        weights.value((1.0, 2.0))  # a term short: refused, not rated as 0
    fitted = {2: weights}
    assert weights_at(fitted, 2, "Caretos") is weights
    with pytest.raises(ValueError, match=r"no fitted Caretos weights for 3 players; fitted: \[2\]"):
        weights_at(fitted, 3, "Caretos")


@pytest.mark.parametrize("module", [caretos_h, encantados_h], ids=["caretos", "encantados"])
def test_every_fitted_count_weighs_each_term(module: Any) -> None:
    assert module.FITTED_WEIGHTS
    for weights in module.FITTED_WEIGHTS.values():
        assert len(weights.terms) == len(module.TERM_NAMES)


def finished_games(game: str, players: int, games: int) -> Iterator[Any]:
    engine = engines()[game]
    for seed in range(games):
        rng = random.Random(seed)
        state = engine.new_game(players, None, 80 + seed)
        while engine.outcome(state) is None:
            actor = engine.to_act(state)[0]
            legal = engine.legal_actions(state, actor)
            engine.advance(state, actor, legal[rng.randrange(len(legal))])
        yield state


@pytest.mark.parametrize(("game", "module"), [("caretos", caretos_h),
                                              ("encantados", encantados_h)])
def test_a_fitted_rating_is_log_odds_and_a_finished_game_is_won_or_lost(
        game: str, module: Any) -> None:
    engine = engines()[game]
    players = min(module.FITTED_WEIGHTS)
    fitted = module.FITTED
    for view, seat in positions(game, players, 1):
        terms = module.terms(view, seat)
        assert fitted.value(view, seat) == module.FITTED_WEIGHTS[players].value(terms)
    for state in finished_games(game, players, 3):
        outcome = engine.outcome(state)
        assert outcome is not None
        for seat in range(players):
            value = fitted.state_value(engine, state, seat)
            if seat in outcome.winners and len(outcome.winners) == 1:
                assert value == FITTED_WIN
            elif seat in outcome.winners:
                assert value == 0.0  # a shared first place
            else:
                assert value == -FITTED_WIN


def test_encantados_rates_a_state_as_its_view_with_the_fitted_weights() -> None:
    engine = engines()["encantados"]
    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = engine.new_game(2, None, 60 + seed)
        while True:
            for seat in range(2):
                assert encantados_h.evaluate_state_fitted(state, seat) == (
                    encantados_h.evaluate_fitted(engine.view(state, seat), seat))
                checked += 1
            if engine.outcome(state) is not None:
                break
            actor = engine.to_act(state)[0]
            legal = engine.legal_actions(state, actor)
            engine.advance(state, actor, legal[rng.randrange(len(legal))])
    assert checked > 300


@pytest.mark.parametrize(("game", "module", "named"), [
    ("caretos", caretos_h, "Caretos"), ("encantados", encantados_h, "Encantados")])
def test_a_count_without_fitted_weights_is_refused_by_name(
        game: str, module: Any, named: str) -> None:
    unfitted = next(p for p in (2, 3, 4, 5, 6) if p not in module.FITTED_WEIGHTS)
    view, seat = next(positions(game, unfitted, 1))
    with pytest.raises(ValueError, match=f"no fitted {named} weights for {unfitted} players"):
        module.FITTED.value(view, seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_caretos_pairwise_reward_is_the_share_of_other_seats_it_leads(players: int) -> None:
    """Squashed as a search squashes it, the pairwise rating is the mean, over the other
    seats, of the hand-set rating's squashed lead over that seat alone; at two players it
    is the hand-set rating."""
    pairwise, hand_set = caretos_h.PAIRWISE, caretos_h.HEURISTIC
    rated = 0
    for view, seat in positions("caretos", players, 2):
        values = caretos_values(view, seat)
        shares = [1.0 / (1.0 + math.exp(-(values[seat] - v) / hand_set.scale))
                  for i, v in enumerate(values) if i != seat]
        assert pairwise.reward(view, seat) == pytest.approx(
            sum(shares) / len(shares), abs=1e-7)
        if players == 2:
            assert pairwise.value(view, seat) == pytest.approx(hand_set.value(view, seat),
                                                               abs=1e-6)
        rated += 1
    assert rated > 300
