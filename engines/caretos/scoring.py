"""Victory points: Villagers captured, Bonus Card goals completed by scares, the Final
Bonus Card; the ranking and its tie-breaks."""

from __future__ import annotations

from engines.caretos.board import KINDS
from engines.caretos.cards import BONUS, COLOURS, FINAL, LETTER
from engines.caretos.state import State


def complete_bonus_goals(state: State, owner: int, loc: int, group: str, scarer: int) -> None:
    """Monster ``scarer`` (of ``owner``) scared ``group`` on ``loc``: every Bonus Card
    ``owner`` holds whose goal this scare meets is completed (not one bought this turn)."""
    held = state.bonus_held[owner]
    if not held:
        return
    board = state.board
    adj = board.adj[loc]
    for card_id in list(held):
        if card_id in state.bought:
            continue  # bought this turn: cannot be completed this turn
        card = BONUS[card_id]
        if card.goal == "careto_adjacent":
            ok = any(state.careto_at(n) for n in adj)
        elif card.goal == "monster_adjacent":
            ok = any(
                where in adj for j, where in enumerate(state.mloc) if j != scarer and where >= 0
            )
        elif card.goal == "colour":
            assert card.target is not None
            ok = group.count(LETTER[card.target]) >= 2
        elif card.goal == "at_kind":
            ok = KINDS[board.kind[loc]] == card.target
        else:
            ok = any(KINDS[board.kind[n]] == card.target for n in adj)
        if ok:
            held.remove(card_id)
            state.bonus_done[owner].append(card_id)
            if state.log is not None:
                state.log.append(
                    {"type": "bonus-scored", "seat": owner, "card": card_id, "vp": card.vp}
                )


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
