"""Caretos: victory points in hand, plus what the position promises.

A seat's points are its captured Villagers, its completed Bonus Cards and its Final Bonus
Card scored on its captures (its own card is in its view; another seat's unseen card is
scored as the mean over the cards it may hold). Campfires break ties and buy Bonus Cards,
extra moves and releases; Bonus Cards held are worth part of their points; a Monster
near Villagers is about to capture or scare some, one in the Cauldron is idle.

Read from the view: monsters (owner, location), the locations holding Villagers, each seat's
captures, campfires, Bonus Cards held and done, own Final Bonus Card, whether the game is
over; and the public board's paths (distances).
"""

from __future__ import annotations

from collections import deque
from functools import cache

from engines.caretos.board import board_named
from engines.caretos.cards import BONUS, FINAL
from engines.caretos.scoring import final_vp
from worker.bots.heuristics import Heuristic, View

WIN = 30.0
"""Added for a won game, taken for a lost one: beyond any running difference."""
CAMPFIRE = 0.3
"""A Campfire: the first tie-break, and the currency of extra moves and Bonus Cards."""
BONUS_HELD = 0.4
"""Share of a held (not yet completed) Bonus Card's points."""
NEAR = 0.6
"""A Monster next to Villagers (decreasing as 1 / (1 + distance))."""
CAULDRON = -0.6
"""A Monster stuck in the Cauldron."""


@cache
def _distances(board: str) -> tuple[tuple[int, ...], ...]:
    """Shortest path lengths (in steps along paths) between every two locations."""
    adj = board_named(board).adj
    table = []
    for start in range(len(adj)):
        dist = [len(adj)] * len(adj)
        dist[start] = 0
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for nb in adj[here]:
                if dist[nb] > dist[here] + 1:
                    dist[nb] = dist[here] + 1
                    queue.append(nb)
        table.append(tuple(dist))
    return tuple(table)


def _points(view: View, seat: int, index: int) -> float:
    info = view["seats"][index]
    captured: str = info["captured"]
    points = float(len(captured) + sum(BONUS[c].vp for c in info["bonus_done"]))
    finals: list[str] | None = info["final"].get("cards")
    if finals is not None:
        points += sum(final_vp(c, captured) for c in finals)
    elif info["final"]["count"]:
        mine = view["seats"][seat]
        known = {*mine["final"].get("cards", []), mine["final_rejected"]}
        candidates = [c for c in FINAL if c not in known]
        points += info["final"]["count"] * sum(final_vp(c, captured) for c in candidates) / len(
            candidates
        )
    return points


def _prospects(view: View, index: int) -> float:
    info = view["seats"][index]
    value = CAMPFIRE * float(info["campfires"])
    value += BONUS_HELD * sum(BONUS[c].vp for c in info["bonus_held"])
    occupied = [group["at"] for group in view["villagers"]]
    distances = _distances(view["board"])
    for monster in view["monsters"]:
        if monster["owner"] != index:
            continue
        at = monster["at"]
        if isinstance(at, int):
            if occupied:
                row = distances[at]
                value += NEAR / (1 + min(row[loc] for loc in occupied))
        elif at == "cauldron":
            value += CAULDRON
    return value


def evaluate(view: View, seat: int) -> float:
    players = len(view["seats"])
    points = [_points(view, seat, i) for i in range(players)]
    if view["over"]:
        keys = [
            (points[i], view["seats"][i]["campfires"], len(view["seats"][i]["captured"]))
            for i in range(players)
        ]
        best_other = max(k for i, k in enumerate(keys) if i != seat)
        diff = points[seat] - best_other[0]
        if keys[seat] > best_other:
            return diff + WIN
        return diff - WIN if keys[seat] < best_other else diff
    values = [points[i] + _prospects(view, i) for i in range(players)]
    return values[seat] - max(v for i, v in enumerate(values) if i != seat)


HEURISTIC = Heuristic(evaluate=evaluate, scale=4.0)
