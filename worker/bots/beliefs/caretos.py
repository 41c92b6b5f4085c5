"""Caretos: which Final Bonus Card another seat holds, judged by what it has captured.

A seat's Final Bonus Card stays secret until the game ends, and a uniform deal makes
every card another seat may hold equally likely. Seats chase the Villagers their card
pays for, though, so a card that pays that seat's captures more than the same number of
Villagers taken at random would pay it is the likelier card. The odds of card ``c`` are
proportional to ``exp(BETA * (vp(c, captured) - chance(c, len(captured))))``: the deal
gives each other seat a card by them (without repeats), and the rating scores that seat's
card as the mean over them instead of the plain mean (``heuristics.caretos``).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from engines import Engine
from engines.caretos.cards import COLOURS, FINAL, LETTER
from engines.caretos.scoring import final_vp
from engines.caretos.setup import BOXED_PER_COLOUR_TWO_PLAYERS
from engines.caretos.state import VILLAGERS_PER_COLOUR
from worker.bots.beliefs import Belief, weighted_draw
from worker.bots.heuristics import Heuristic, View
from worker.bots.heuristics.caretos import FinalOdds, believing

BETA = 0.45
"""Log-odds per victory point a card pays above chance: the likeliest slope (a grid of 0
to 1) for the true cards of 1,734 positions of 20 two-player self-play games of ``ismcts``
(``make bench-belief-fit``; docs/bots.md, "A belief about Final Bonus Cards"): a mean
log-likelihood of -1.818 a position against a uniform deal's -2.079."""


@cache
def chance_vp(players: int, captured: int) -> dict[str, float]:
    """Each Final Bonus Card's mean victory points over ``captured`` Villagers drawn at
    random from the game's Villagers (as many of each colour): what a card pays a seat
    that does not chase it (exact, over every count of each colour). Worked out once per
    process and count, in 5-25 ms of the first decision that meets it (inside its CPU
    budget: the search's meter is running), then read from the cache."""
    per = VILLAGERS_PER_COLOUR - (BOXED_PER_COLOUR_TWO_PLAYERS if players == 2 else 0)
    captured = min(captured, per * len(COLOURS))
    ways = math.comb(per * len(COLOURS), captured)
    means = dict.fromkeys(FINAL, 0.0)
    for counts in itertools.product(range(per + 1), repeat=len(COLOURS)):
        if sum(counts) != captured:
            continue
        chance = math.prod(math.comb(per, n) for n in counts) / ways
        taken = "".join(LETTER[colour] * n for colour, n in zip(COLOURS, counts, strict=True))
        for card in means:
            means[card] += chance * final_vp(card, taken)
    return means


def card_odds(players: int, captured: str, candidates: Sequence[str],
              beta: float = BETA) -> dict[str, float]:
    """The chance of each of ``candidates`` being the Final Bonus Card of a seat that has
    ``captured`` these Villagers: proportional to ``exp(beta * (what the card pays them -
    what it pays as many random ones))``."""
    chance = chance_vp(players, len(captured))
    logits = [beta * (final_vp(card, captured) - chance[card]) for card in candidates]
    top = max(logits)
    weights = [math.exp(logit - top) for logit in logits]
    total = sum(weights)
    return {card: w / total for card, w in zip(candidates, weights, strict=True)}


def final_odds(view: View, seat: int) -> FinalOdds:
    """For each other seat holding one hidden Final Bonus Card, the chance of each card
    ``seat`` cannot rule out (its own card and the one it put back are out)."""
    mine = view["seats"][seat]
    known = {*mine["final"].get("cards", []), mine["final_rejected"]}
    candidates = [card for card in FINAL if card not in known]
    return {index: card_odds(view["players"], info["captured"], candidates)
            for index, info in enumerate(view["seats"])
            if index != seat and "cards" not in info["final"] and info["final"]["count"] == 1}


def belief(engine: Engine[Any], view: View, seat: int, heuristic: Heuristic) -> Belief | None:
    """Deals whose other seats' Final Bonus Cards follow :func:`final_odds`, and the
    heuristic reading them; None while no other seat holds one hidden card."""
    odds = final_odds(view, seat)
    if not odds:
        return None
    uniform = engine.resampler(view, seat)
    rejected: str | None = view["seats"][seat]["final_rejected"]

    def deal(rng: random.Random) -> Any:
        state = uniform(rng)
        pool = [card for index in odds for card in state.finals[index]]
        pool += [card for card in state.final_box if card != rejected]
        for index, chances in odds.items():
            card = weighted_draw(pool, chances, rng)
            pool.remove(card)
            state.finals[index] = [card]
        state.final_box = pool + ([rejected] if rejected else [])
        return state

    return Belief(deal, believing(heuristic, seat, odds))


BELIEF = belief
