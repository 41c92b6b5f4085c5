"""Beliefs: the Caretos odds of another seat's Final Bonus Card from its captures, the
deals that follow them, the rating that reads them, and the search that asks for both."""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import pytest

from engines import engines
from engines.caretos.cards import COLOURS, FINAL
from engines.caretos.scoring import final_vp
from worker.bots.base import Decision
from worker.bots.beliefs import Belief, belief_for, weighted_draw
from worker.bots.beliefs import caretos as caretos_belief
from worker.bots.heuristics import caretos as caretos_rating
from worker.bots.heuristics import heuristic_for
from worker.bots.ismcts import ISMCTSBot, Settings

ENGINE = engines()["caretos"]


def position(players: int = 2, experienced: bool = False) -> tuple[Any, int]:
    """A running game (random moves from a seeded deal) where every seat has captured
    three Villagers or more, and the seat to act."""
    for seed in range(1, 200):
        state = ENGINE.new_game(players, {"experienced": experienced}, seed)
        rng = random.Random(seed)
        while ENGINE.outcome(state) is None:
            seat = ENGINE.to_act(state)[0]
            if min(len(c) for c in state.captured) >= 3 and len(state.finals[seat]) == 1:
                return state, seat
            state, _ = ENGINE.play(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    raise AssertionError("no seeded game reached three captures each")


def test_chance_pays_a_colour_card_its_share_of_the_captures() -> None:
    """Villagers taken at random are a fifth of each colour on average, so a colour card
    (2 VP a Villager of its colour) pays 2n/5; nothing captured pays nothing; the
    ``same``-colour cards pay more as captures grow."""
    for n in (0, 1, 4, 9, 25):
        chance = caretos_belief.chance_vp(2, n)
        for card in ("final-5", "final-6", "final-9"):
            assert chance[card] == pytest.approx(2 * n / len(COLOURS))
    assert all(v == 0.0 for v in caretos_belief.chance_vp(3, 0).values())
    assert caretos_belief.chance_vp(2, 12)["final-4"] > caretos_belief.chance_vp(2, 6)["final-4"]
    assert caretos_belief.chance_vp(2, 25)["final-1"] == pytest.approx(5 * 5)  # all 25 taken


def test_a_card_that_pays_the_captures_above_chance_is_likelier() -> None:
    """Two red Villagers and a white make the red card (4 VP, 1.2 by chance) the
    likeliest; four reds, the card paying four of a colour (9 VP, almost never by
    chance). The odds cover exactly the cards the seat cannot rule out, sum to one, and
    two cards' log-odds differ by BETA times their payments' lead over chance."""
    state, seat = position()
    other = 1 - seat
    red = next(c for c in FINAL if FINAL[c].colour == "red")
    four = next(c for c in FINAL if FINAL[c].goal == "same" and FINAL[c].size == 4)
    for captured, likeliest in (("rrw", red), ("rrrr", four)):
        state.captured[other] = captured
        view = ENGINE.view(state, seat)
        odds = caretos_belief.final_odds(view, seat)
        assert set(odds) == {other}
        chances = odds[other]
        assert set(chances) == set(FINAL) - set(state.finals[seat])
        assert sum(chances.values()) == pytest.approx(1.0)
        assert max(chances, key=lambda c: chances[c]) == likeliest
        chance = caretos_belief.chance_vp(2, len(captured))
        blue = next(c for c in chances if FINAL[c].colour == "blue")
        lead = {c: final_vp(c, captured) - chance[c] for c in (likeliest, blue)}
        assert math.log(chances[likeliest] / chances[blue]) == pytest.approx(
            caretos_belief.BETA * (lead[likeliest] - lead[blue]))


def test_no_odds_without_a_hidden_card_to_weigh() -> None:
    """No other seat holds exactly one hidden card before the deal, while two are held
    (the experienced set-up) or once the game is over: nothing to believe, None."""
    state = ENGINE.new_game(2, {"experienced": True}, 3)
    seat = ENGINE.to_act(state)[0]
    view = ENGINE.view(state, seat)
    assert caretos_belief.final_odds(view, seat) == {}
    assert caretos_belief.belief(ENGINE, view, seat, heuristic_for("caretos")) is None


@pytest.mark.parametrize("experienced", [False, True])
def test_deals_follow_the_odds_and_keep_every_card_once(experienced: bool) -> None:
    """Over many deals the other seat's card comes up about as often as its odds say; it
    is never one the seat holds or put back; every deal holds each Final Bonus Card once
    (hands, box) and passes the engine's checks."""
    state, seat = position(experienced=experienced)
    other = 1 - seat
    view = ENGINE.view(state, seat)
    belief = caretos_belief.belief(ENGINE, view, seat, heuristic_for("caretos"))
    assert belief is not None
    odds = caretos_belief.final_odds(view, seat)[other]
    rng = random.Random(5)
    seen: Counter[str] = Counter()
    deals = 3000
    ruled_out = {*state.finals[seat], state.final_rejected[seat]} - {""}
    for i in range(deals):
        dealt = belief.deal(rng)
        (card,) = dealt.finals[other]
        seen[card] += 1
        assert card not in ruled_out
        held = [c for hand in dealt.finals for c in hand] + list(dealt.final_box)
        assert sorted(held) == sorted(FINAL)
        assert dealt.finals[seat] == state.finals[seat]
        if i < 20:
            ENGINE.check_state(dealt)
    for card, chance in odds.items():
        assert seen[card] / deals == pytest.approx(chance, abs=0.03)


def test_the_believer_rates_the_hidden_card_by_the_odds_and_no_one_else_does() -> None:
    """The believing rating scores the other seat's card as the odds' mean (the plain
    heuristic: the uniform mean), for the believer's own view only; the other seat's
    view is rated as before; a heuristic of another making is left as it is."""
    state, seat = position()
    other = 1 - seat
    state.captured[other] = "rrrrw"
    mine, theirs = ENGINE.view(state, seat), ENGINE.view(state, other)
    odds = caretos_belief.final_odds(mine, seat)
    for plain in (caretos_rating.HEURISTIC, caretos_rating.FITTED):
        rated = caretos_rating.believing(plain, seat, odds)
        assert rated.value(theirs, other) == plain.value(theirs, other)
        assert rated.value(mine, seat) != plain.value(mine, seat)
        assert rated.value(mine, seat) == plain.evaluate(mine, seat, odds)  # type: ignore[call-arg]
    believed = sum(p * final_vp(c, "rrrrw") for c, p in odds[other].items())
    plain_mean = sum(final_vp(c, "rrrrw") for c in odds[other]) / len(odds[other])
    assert caretos_rating._points(mine, seat, other, odds) - caretos_rating._points(
        mine, seat, other) == pytest.approx(believed - plain_mean)
    assert believed > plain_mean  # four reds: the cards paying them are the likelier
    other_kind = heuristic_for("encantados")
    assert caretos_rating.believing(other_kind, seat, odds) is other_kind


def test_a_search_deals_and_rates_by_its_settings_belief() -> None:
    """With ``Settings.belief`` the search deals every determinization by the belief and
    rates with its heuristic; a belief that has nothing to weigh (None) leaves the
    uniform deal; the bench's ``belief`` switch sets the game's belief."""
    from bench.bots import make_bot

    state, seat = position()
    view = ENGINE.view(state, seat)
    legal = ENGINE.legal_actions(state, seat)
    calls: list[int] = []

    def believe(engine: Any, view: Any, seat: int, heuristic: Any) -> Belief | None:
        uniform = engine.resampler(view, seat)

        def deal(rng: random.Random) -> Any:
            calls.append(1)
            return uniform(rng)

        return Belief(deal, heuristic)

    bot = ISMCTSBot(iterations=30, time_limit=None)
    bot.settings = Settings(belief=believe)
    bot.choose(Decision(ENGINE, seat, view, legal), random.Random(2))
    assert len(calls) >= 30
    calls.clear()
    bot.settings = Settings(belief=lambda *args: None)
    bot.choose(Decision(ENGINE, seat, view, legal), random.Random(2))
    assert calls == []
    swept = make_bot("expert~belief=1", "caretos", 2, None, 0.3)
    assert swept.settings_for("caretos", 2).belief is caretos_belief.BELIEF  # type: ignore[attr-defined]
    assert make_bot("expert", "caretos", 2, None, 0.3).settings_for(  # type: ignore[attr-defined]
        "caretos", 2).belief is None
    with pytest.raises(ValueError, match="no bot belief"):
        belief_for("mission-calaveras")


def test_a_weighted_draw_follows_its_weights() -> None:
    """Cards come up in proportion to their odds; a card without odds never; a pool with
    no odds at all is drawn from uniformly."""
    rng = random.Random(1)
    counts = Counter(weighted_draw(["a", "b", "c"], {"a": 3.0, "b": 1.0}, rng)
                     for _ in range(4000))
    assert counts["c"] == 0
    assert counts["a"] / 4000 == pytest.approx(0.75, abs=0.03)
    uniform = Counter(weighted_draw(["a", "b"], {}, rng) for _ in range(2000))
    assert uniform["a"] / 2000 == pytest.approx(0.5, abs=0.05)
