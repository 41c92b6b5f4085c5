"""The Encantados fast paths a bot's search takes give what the plain ones gave.

Each fast path (the engine's inlined shuffle and laying actions, the scoring without a
pass over every race, the expert's direct node keys, the heuristic rating each kind once)
is checked against the straightforward form it replaced, on positions of random games at
every seat count: same lists, same scores, same partition of actions into tree nodes.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from engines.encantados import ENGINE as E
from engines.encantados import abilities as ab
from engines.encantados import turn
from engines.encantados.cards import KIND, MIMIC, RACE_SET, RACES, SONG_SET, VALUES
from engines.encantados.scoring import (
    FAUN_BONUS,
    LEPRECHAUN_BONUS,
    SUMMER_BONUS,
    SUMMER_RACES,
    garden_score,
)
from engines.encantados.state import State
from worker.bots.expert import same_kind, same_kind_key
from worker.bots.heuristics import encantados as heuristic
from worker.bots.ismcts import _Keys


def positions(players: int, games: int = 6) -> Iterator[tuple[State, int]]:
    """Every position of a few random games (Troll, Kobold and song decisions included)."""
    for g in range(games):
        state = E.new_game(players, None, 500 + g)
        rng = random.Random(g)
        for _ in range(3000):
            if E.outcome(state) is not None:
                break
            seat = E.to_act(state)[0]
            yield state, seat
            legal = E.legal_actions(state, seat)
            E.advance(state, seat, legal[rng.randrange(len(legal))])


def lay_actions_reference(state: State, seat: int) -> list[dict[str, Any]]:
    """Phase 2's actions as they were built before the fast path: from the gates."""
    out: list[dict[str, Any]] = [{"type": "end_laying"}]
    if turn.expand_gate(state, seat):
        return out
    groups: dict[str, list[str]] = {}
    for card in state.hands[seat]:
        groups.setdefault(KIND[card], []).append(card)
    garden = state.gardens[state.unit(seat)]
    mimic = groups[MIMIC][0] if MIMIC in groups else ""
    if not turn.song_gate(state, seat):
        out += [{"type": "play_song", "card": c[0]} for k, c in groups.items() if k in SONG_SET]
    if not turn.trade_gate(state, seat):
        out += [{"type": "trade_give", "card": c[0]} for c in groups.values()]
    need = turn.new_race_size(state, seat)
    if not turn.new_race_gate(state, seat, need):
        for kind, cards in groups.items():
            if kind not in RACE_SET or kind in garden:
                continue
            if len(cards) >= need:
                out.append({"type": "lay_race", "cards": cards[:need]})
            if mimic and kind != ab.NO_MIMIC_RACE and len(cards) >= need - 1:
                out.append({"type": "lay_race", "cards": [*cards[: need - 1], mimic]})
    played = {race for other in state.gardens for race in other}
    for kind, cards in groups.items():
        if kind == MIMIC:
            out += [{"type": "expand", "card": mimic, "race": r} for r in ab.mimic_homes(garden)]
        elif kind in played and kind in RACE_SET:
            out.append({"type": "expand", "card": cards[0], "race": kind})
    return out


def garden_score_reference(garden: dict[str, list[str]]) -> int:
    """The rules' garden score, race by race in the rules' order."""
    fairies = ab.real_count(garden, "fairies") >= 2
    total = races = 0
    for race in RACES:
        group = garden.get(race)
        if not group:
            continue
        races += 1
        mimics = int(KIND[group[-1]] == MIMIC)
        real = len(group) - mimics
        value = (LEPRECHAUN_BONUS if real >= 2 else VALUES[race]) if race == "leprechauns" \
            else VALUES[race]
        total += real * value + (VALUES[MIMIC] if mimics and not fairies else 0)
    songs = garden.get("songs", [])
    for song in songs:
        summer = KIND[song] == "summer" and races >= SUMMER_RACES
        total += SUMMER_BONUS if summer else VALUES[KIND[song]]
    if songs and ab.real_count(garden, "fauns") >= 2:
        total += FAUN_BONUS * len(songs)
    return total


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_laying_actions_and_garden_scores_are_the_plain_rules(players: int) -> None:
    laying = 0
    for state, seat in positions(players):
        if state.phase == "lay" and not state.pending:
            laying += 1
            assert E.legal_actions(state, seat) == lay_actions_reference(state, seat)
        for garden in state.gardens:
            assert garden_score(garden) == garden_score_reference(garden)
    assert laying > 100


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_expert_keys_split_actions_as_the_generic_keys_of_their_kinds(players: int) -> None:
    """Two (seat, action) pairs share a direct key exactly when they share a generic one."""
    generic = _Keys(same_kind)
    fast_of: dict[Any, Any] = {}
    generic_of: dict[Any, Any] = {}
    types: set[str] = set()
    for state, seat in positions(players, games=3):
        for action in E.legal_actions(state, seat):
            types.add(action["type"])
            fast, slow = same_kind_key(seat, action), generic(seat, action)
            assert fast_of.setdefault(slow, fast) == fast
            assert generic_of.setdefault(fast, slow) == slow
    assert {"draw", "keep", "lay_race", "expand", "discard", "play_song"} <= types


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_heuristic_rates_as_with_a_counter_and_every_card(players: int) -> None:
    """Rating each kind once gives the same value as rating every card (same sums)."""
    original = heuristic._hand_value

    def every_card(own: Sequence[str], held: Any, garden: Any, in_play: Any, late: float) -> float:
        counts = Counter(KIND[c] for c in own)
        return sum(heuristic._card_value(c, counts, garden, in_play, late) for c in own)

    checked = 0
    for state, seat in positions(players, games=2):
        view = E.view(state, seat)
        fast = heuristic.evaluate(view, seat)
        heuristic._hand_value = every_card
        try:
            assert heuristic.evaluate(view, seat) == fast
        finally:
            heuristic._hand_value = original
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_resampler_deals_what_deal_unknown_deals_and_its_deals_are_independent(
    players: int,
) -> None:
    """``resampler(view, seat)(rng)`` deals the unseen cards as ``engines.deck.deal_unknown``
    does from the same generator (hands beside what each is known to hold, draw pile, a
    hidden search, then the seed), and playing one deal on changes neither the next deal
    nor the view."""
    from engines.deck import deal_unknown
    from engines.encantados.cards import DECKS, RANK
    from engines.rng import new_seed

    checked = known = 0
    for n, (state, seat) in enumerate(positions(players, games=2)):
        if n % 5:
            continue
        view = E.view(state, seat)
        before = repr(view)
        deal = E.resampler(view, seat)
        unseen = E.hidden_from(state, seat)
        pool = [c for c in DECKS[state.decks] if c in unseen]  # in deck order, as resample
        others = [i for i in range(players) if i != seat]
        hidden_search = bool(state.searched) and view["search"]["seat"] not in (None, seat)
        held = [[c for c, s in state.known.items() if s == i] for i in others]
        sizes = [len(state.hands[i]) - len(k) for i, k in zip(others, held, strict=True)]
        sizes += [len(state.pile)] + ([len(state.searched)] if hidden_search else [])
        rng = random.Random(n)
        expected = deal_unknown(pool, sizes, rng)
        seed = new_seed(rng)
        first = deal(random.Random(n))
        assert [first.hands[i] for i in others] == [sorted(k + h, key=RANK.__getitem__)
                                                    for k, h in zip(held, expected, strict=False)]
        assert first.pile == expected[len(others)] and first.seed == seed
        assert first.searched == (expected[-1] if hidden_search else state.searched)
        assert first.hands[seat] == state.hands[seat] and first.gardens == state.gardens
        assert E.resample(view, seat, random.Random(n)).dump() == first.dump()
        known += bool(state.known)
        for _ in range(30):  # play the first deal on: the next is as if it never was
            if not E.to_act(first):
                break
            actor = E.to_act(first)[0]
            E.advance(first, actor, E.legal_actions(first, actor)[-1])
        assert deal(random.Random(n)).dump() == E.resample(view, seat, random.Random(n)).dump()
        assert repr(view) == before
        checked += 1
    assert checked > 20 and known > 0  # some positions had cards the table saw taken


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_heuristic_rates_a_state_as_the_seats_view_of_it(players: int) -> None:
    """``evaluate_state`` (no view built) gives exactly ``evaluate`` of the seat's view, for
    every seat of every position (finished games included), so a search rating states
    rates as it did through views."""
    checked = over = 0
    for state, _ in positions(players, games=3):
        for seat in range(players):
            assert heuristic.evaluate_state(state, seat) == heuristic.evaluate(
                E.view(state, seat), seat)
            checked += 1
    for g in range(3):  # the finished games' last positions
        state = E.new_game(players, None, 500 + g)
        rng = random.Random(g)
        while E.outcome(state) is None:
            seat = E.to_act(state)[0]
            legal = E.legal_actions(state, seat)
            E.advance(state, seat, legal[rng.randrange(len(legal))])
        for seat in range(players):
            assert heuristic.evaluate_state(state, seat) == heuristic.evaluate(
                E.view(state, seat), seat)
            over += 1
    assert checked > 500 and over == 3 * players


def test_a_search_rating_states_plays_as_one_rating_views() -> None:
    """The expert with a fixed iteration count chooses the same moves whether its rewards
    read states (``evaluate_state``) or the seat's views of them."""
    from dataclasses import replace

    from worker.bots import heuristics
    from worker.bots.base import Decision
    from worker.bots.expert import ExpertBot

    bot = ExpertBot(iterations=60, time_limit=None, flat_at={})
    fast = heuristics.heuristic_for("encantados")
    plain = replace(fast, evaluate_state=None)
    checked = 0
    for n, (state, seat) in enumerate(positions(2, games=1)):
        legal = E.legal_actions(state, seat)
        if n % 7 or len(legal) < 2:
            continue
        decision = Decision(E, seat, E.view(state, seat), legal)
        chosen = bot.choose(decision, random.Random(n))
        heuristics._loaded["encantados"] = plain
        try:
            assert bot.choose(decision, random.Random(n)) == chosen
        finally:
            heuristics._loaded["encantados"] = fast
        checked += 1
    assert checked > 20


def test_greedy_rating_states_plays_as_greedy_rating_views(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``greedy`` chooses the same moves whether it rates each result's state
    (``Heuristic.state_value``) or the seat's view of it."""
    from dataclasses import replace

    from worker.bots import heuristics
    from worker.bots.base import Decision
    from worker.bots.greedy import GreedyBot

    bot = GreedyBot(samples=3)
    fast = heuristics.heuristic_for("encantados")
    plain = replace(fast, evaluate_state=None)
    checked = 0
    for n, (state, seat) in enumerate(positions(3, games=1)):
        legal = E.legal_actions(state, seat)
        if n % 5 or len(legal) < 2:
            continue
        decision = Decision(E, seat, E.view(state, seat), legal)
        chosen = bot.choose(decision, random.Random(n))
        monkeypatch.setitem(heuristics._loaded, "encantados", plain)
        assert bot.choose(decision, random.Random(n)) == chosen
        monkeypatch.setitem(heuristics._loaded, "encantados", fast)
        checked += 1
    assert checked > 20
