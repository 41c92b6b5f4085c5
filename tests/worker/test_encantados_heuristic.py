"""The Encantados heuristic: a fitted projection that still respects the game's sense."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

from engines import engines
from engines.encantados.cards import KIND, MIMIC, RACE_SET
from worker.bots.heuristics.encantados import WEIGHTS, evaluate
from worker.bots.heuristics.encantados_features import CHANCES, FEATURES, unit_features

ENGINE = engines()["encantados"]


def views(players: int, seed: int, every: int = 3) -> Iterator[tuple[dict[str, Any], int]]:
    """Every ``every``-th position of a random game, as the seat to act sees it."""
    rng = random.Random(seed)
    state = ENGINE.new_game(players, None, seed)
    step = 0
    while ENGINE.outcome(state) is None and state.round <= 3:
        seat = ENGINE.to_act(state)[0]
        if step % every == 0:
            yield ENGINE.view(state, seat), seat
        legal = ENGINE.legal_actions(state, seat)
        ENGINE.advance(state, seat, legal[rng.randrange(len(legal))])
        step += 1


def laid(view: dict[str, Any], seat: int, cards: list[str], race: str) -> dict[str, Any]:
    """``view`` with ``cards`` (of ``race``) moved from the seat's hand into its garden,
    before the group's Mimic if it has one."""
    after = copy.deepcopy(view)
    unit = next(u for u, members in enumerate(after["units"]) if seat in members)
    hand = after["hands"][seat]
    for card in cards:
        hand["cards"].remove(card)
    hand["count"] -= len(cards)
    group = after["gardens"][unit].setdefault(race, [])
    at = len(group) - 1 if group and KIND[group[-1]] == MIMIC else len(group)
    group[at:at] = cards
    return after


def test_laying_race_cards_never_lowers_the_projection() -> None:
    """Holding a race card is worth at most what laying it is: laying one on its race in
    the seat's garden, or three of a race as a new one, never lowers the seat's value
    (the fit counts garden scores and hand penalties in full and keeps every laying
    chance within [0, 1]), at every seat count."""
    expansions = new_races = 0
    for players in (2, 3, 4, 6):
        for view, seat in views(players, seed=players):
            unit = next(u for u, members in enumerate(view["units"]) if seat in members)
            garden = view["gardens"][unit]
            before = evaluate(view, seat)
            own = view["hands"][seat]["cards"]
            by_race: dict[str, list[str]] = {}
            for card in own:
                if KIND[card] in RACE_SET:
                    by_race.setdefault(KIND[card], []).append(card)
            for race, cards in by_race.items():
                if race in garden:
                    assert evaluate(laid(view, seat, cards[:1], race), seat) >= before - 1e-9
                    expansions += 1
                elif len(cards) >= 3:
                    assert evaluate(laid(view, seat, cards[:3], race), seat) >= before - 1e-9
                    new_races += 1
    assert expansions > 100 and new_races > 10


def test_the_weights_name_every_feature_and_keep_the_laying_chances_in_bounds() -> None:
    assert set(WEIGHTS) == set(FEATURES)
    assert WEIGHTS["garden"] == WEIGHTS["penalty"] == 1.0
    for chance in CHANCES:
        assert 0.0 <= WEIGHTS[chance] <= 1.0, chance
    # a card whose race is in play is likelier laid than a lone one (what the fit found)
    assert WEIGHTS["expand"] >= WEIGHTS["new"] > WEIGHTS["single"]


def test_features_read_the_seats_own_hand_and_only_counts_of_others() -> None:
    """The viewer's cards shape its own unit's features; another seat's hidden cards
    enter only through its hand size and what the viewer has not seen."""
    view, seat = next(v for v in views(2, seed=8) if len(v[0]["hands"][v[1]]["cards"]) >= 5)
    mine, other = unit_features(view, seat)[seat], unit_features(view, seat)[1 - seat]
    index = {name: i for i, name in enumerate(FEATURES)}
    assert mine[index["penalty"]] < 0 and other[index["penalty"]] == 0.0
    assert other[index["unseen_penalty"]] < 0 and mine[index["unseen_penalty"]] == 0.0
    fewer = copy.deepcopy(view)
    fewer["hands"][1 - seat]["count"] -= 1
    assert unit_features(fewer, seat)[1 - seat][index["unseen_penalty"]] > other[
        index["unseen_penalty"]]
