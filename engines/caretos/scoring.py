"""Final scoring: Villagers, completed Bonus Cards, the Final Bonus Card; tie-breaks."""

from __future__ import annotations

from engines.caretos.cards import BONUS, COLOURS, FINAL, LETTER
from engines.caretos.state import State


def colour_counts(captured: str) -> list[int]:
    return [captured.count(LETTER[c]) for c in COLOURS]


def final_vp(card_id: str, captured: str) -> int:
    """VP of one Final Bonus Card: each Villager counts in one set only.

    With a single card per player the best assignment is direct: sets of one colour are
    disjoint per colour (``count // size``), rainbow sets are limited by the rarest colour.
    """
    card = FINAL[card_id]
    counts = colour_counts(captured)
    if card.goal == "rainbow":
        return card.vp * min(counts)
    if card.goal == "same":
        return card.vp * sum(n // card.size for n in counts)
    assert card.colour is not None
    return card.vp * captured.count(LETTER[card.colour])


def score_detail(state: State, seat: int) -> dict[str, int]:
    captured = state.captured[seat]
    bonus = sum(BONUS[c].vp for c in state.bonus_done[seat])
    final = sum(final_vp(c, captured) for c in state.finals[seat])
    return {
        "villagers": len(captured),
        "bonus": bonus,
        "final": final,
        "total": len(captured) + bonus + final,
        "campfires": state.camp[seat],
    }


def ranking(state: State) -> tuple[list[dict[str, int]], tuple[int, ...], tuple[int, ...]]:
    """Score details, competition ranks and winners (VP, then Campfires, then Villagers)."""
    details = [score_detail(state, s) for s in range(state.players)]
    keys = [(d["total"], d["campfires"], d["villagers"]) for d in details]
    ranks = tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)
    winners = tuple(s for s in range(state.players) if ranks[s] == 1)
    return details, ranks, winners
