"""Encantados's playout policy and the search setting that plays its playouts by it.

What it must do: choose one of the legal actions every time; lay cards whenever it can
(outside its random share); keep the searched card worth most and discard the one worth
least as the actor rates them; and be what a search with ``Settings.policy`` (sweep
switch ``policy``) plays its playouts by, where ``ismcts`` plays at random.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bench.bots import make_bot
from engines import Action, engines
from engines.encantados.cards import KIND
from tests.worker.random_games import random_game_states
from worker.bots import Decision
from worker.bots.heuristics import encantados as rating
from worker.bots.heuristics import playout_policy
from worker.bots.ismcts import ISMCTSBot, Settings

ENGINE = engines()["encantados"]


def by_rule() -> float:
    """A draw that always plays the rule of thumb (the random share is ``draw() < share``)."""
    return rating.PLAYOUT_RANDOM


def decisions(players: int, games: int) -> Iterator[tuple[Any, int, list[Action]]]:
    """Every decision of ``games`` random games: the state, the seat, its legal actions."""
    for state in random_game_states(ENGINE, players, games):
        if ENGINE.outcome(state) is None:
            seat = ENGINE.to_act(state)[0]
            yield state, seat, ENGINE.legal_actions(state, seat)


def worth(state: Any, seat: int, card: str) -> float:
    """A card's worth to ``seat`` as the heuristic's own terms rate it (the reference)."""
    own = state.hands[seat]
    in_play = {race for garden in state.gardens for race in garden}
    late = 0.4 + 0.6 * min(1.0, len(state.pile) / rating.PILE_HORIZON)
    held: dict[str, int] = {}
    for held_card in own:
        kind = KIND[held_card]
        held[kind] = held.get(kind, 0) + 1
    return rating._card_value(card, held, state.gardens[state.unit(seat)], in_play, late)


def test_every_choice_is_legal_and_the_rule_of_thumb_is_what_it_says() -> None:
    seen = {"lay": 0, "keep": 0, "discard": 0}
    draws = random.Random(7).random
    for state, seat, legal in decisions(2, 3):
        assert rating.playout_move(state, seat, legal, draws) in legal
        chosen = rating.playout_move(state, seat, legal, by_rule)
        lays = [a for a in legal if a["type"] in rating.LAYS]
        kind = legal[0]["type"]
        if len(legal) > 1 and lays:
            assert chosen in lays
            seen["lay"] += 1
        elif len(legal) > 1 and kind in ("keep", "discard"):
            same = [a for a in legal if a["type"] == kind]
            values = [worth(state, seat, a["card"]) for a in same]
            best = max(values) if kind == "keep" else min(values)
            assert chosen["type"] == kind
            assert worth(state, seat, chosen["card"]) == best
            seen[kind] += 1
    assert min(seen.values()) > 20, seen


def test_a_random_share_of_the_moves_is_played_at_random() -> None:
    """Below the share the policy picks at random: over many draws it plays moves the
    rule of thumb never would (an end of laying where a lay was legal)."""
    state, seat, legal = next(
        (s, seat, legal) for s, seat, legal in decisions(2, 3)
        if any(a["type"] in rating.LAYS for a in legal)
        and any(a["type"] == "end_laying" for a in legal))
    draws = random.Random(3).random
    chosen = [rating.playout_move(state, seat, legal, draws)["type"] for _ in range(2000)]
    share = sum(t not in rating.LAYS for t in chosen) / len(chosen)
    assert 0.0 < share < rating.PLAYOUT_RANDOM
    assert all(rating.playout_move(state, seat, legal, by_rule)["type"] in rating.LAYS
               for _ in range(50))


def counting(policy: Callable[..., Action], calls: list[int]) -> Callable[..., Action]:
    def counted(state: Any, actor: int, options: list[Action],
                draw: Callable[[], float]) -> Action:
        calls.append(actor)
        return policy(state, actor, options, draw)
    return counted


def test_a_search_plays_its_playouts_by_the_policy_its_settings_name() -> None:
    state, seat, legal = next((s, seat, legal) for s, seat, legal in decisions(2, 1)
                              if len(legal) > 2)
    decision = Decision(ENGINE, seat, ENGINE.view(state, seat), legal)
    calls: list[int] = []
    bot = ISMCTSBot(iterations=40, time_limit=None)
    chosen = bot.search(decision, random.Random(1), Settings(
        policy=counting(rating.playout_move, calls)))
    assert chosen in legal
    assert len(calls) > 40  # every iteration's playout asks it at each step
    assert {0, 1} <= set(calls)  # for both seats' moves
    calls.clear()
    bot.search(decision, random.Random(1), Settings())
    assert not calls


def test_the_sweep_switch_plays_the_games_policy_where_it_has_one() -> None:
    variant = make_bot("expert~policy=1", "encantados", 2, None, 0.3)
    assert variant.settings_for("encantados", 2).policy is rating.PLAYOUT  # type: ignore[attr-defined]
    assert playout_policy("encantados") is rating.PLAYOUT
    assert make_bot("expert", "encantados", 2, None, 0.3).settings_for(  # type: ignore[attr-defined]
        "encantados", 2).policy is None  # the level itself plays at random
    with pytest.raises(ValueError, match="no playout policy for game 'caretos'"):
        make_bot("expert~policy=1", "caretos", 2, None, 0.3)
