"""Short human labels for Mission Calaveras actions, from the deciding seat's side.

Cards are named by Location and copy ("Hotel 3"), so two cards of one Location in a hand
give distinct labels; seats as "you", "your partner (seat 2)" or "seat 1 (KGB)".
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from engines.mission_calaveras.actions import (
    AREA_NAME,
    DISCARD_TWIST,
    PLAY,
    destination,
    visible_cards,
)
from engines.mission_calaveras.state import State, seating


@cache
def card_name(card: str) -> str:
    """``telephone-booth-2`` → ``Telephone Booth 2`` (once per card: the deck is small, and
    an answer to the seat to act names each card of its hand)."""
    kind, _, copy = card.rpartition("-")
    return f"{kind.replace('-', ' ').title()} {copy}"


@cache
def _whom(players: int, me: int, area: int) -> str:
    """An area as the deciding seat ``me`` at a table of ``players`` would name it (made
    once per table size: the answer to the seat to act names a few per action)."""
    if area < 0:
        return AREA_NAME[area]
    if area == me:
        return "you"
    infos = seating(players)
    info = infos[area]
    ghost = ", ghost" if info.ghost else ""
    if info.team == infos[me].team:
        return f"your partner (seat {area}{ghost})"
    return f"seat {area} ({info.team}{ghost})"


def action_labels(
    state: State, seat: int, actions: Sequence[dict[str, Any]]
) -> list[str]:
    """A label per action (legal for ``seat``), e.g. "Play Hotel 3 on the Suspect zone".

    A Twist's actions come grouped by the card it moves (one per destination), so the part
    naming the Twist, the moved card and where it lies is written once per group."""
    players = state.players
    where: dict[str, int] | None = None
    moved: tuple[str, str] | None = None  # the (Twist, moved card) ``prefix`` names
    prefix = ""
    labels: list[str] = []
    for action in actions:
        kind, card = action["type"], action["card"]
        if kind == PLAY:
            to = destination(action)
            labels.append(f"Play {card_name(card)} in front of {_whom(players, seat, to)}"
                          if to >= 0 else f"Play {card_name(card)} on {AREA_NAME[to]}")
        elif kind == DISCARD_TWIST:
            labels.append(f"Play {card_name(card)} without moving any card")
        else:
            moving = action["move"]
            if moved != (card, moving):
                if where is None:
                    where = dict(visible_cards(state))
                moved = (card, moving)
                prefix = (f"{card_name(card)}: move {card_name(moving)} from "
                          f"{_whom(players, seat, where[moving])} to ")
            labels.append(prefix + _whom(players, seat, destination(action)))
    return labels
