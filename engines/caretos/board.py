"""The two board sides: loading, validation against the RULINGS, precomputed adjacency.

A board file lists locations (id, name, kind, x, y, roles, symbol for monster starts) and
paths (pairs of ids). Coordinates are screen coordinates: x grows to the right, y grows
downwards, so "clockwise" is the order of increasing screen angle measured from north.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engines.errors import EngineError

KINDS: tuple[str, ...] = (
    "plain",
    "dolmen",
    "village",
    "granary",
    "forest",
    "chapel",
    "well",
    "waterfall",
)
"""Location kinds; a kind's index is its bit in a jump mask."""

SPECIAL_KINDS = KINDS[1:]
SYMBOLS: tuple[str, ...] = ("diamond", "star", "heart", "cross")
ROLES = ("villager_start", "careto_start", "monster_start")

SIDES: dict[str, dict[str, Any]] = {
    "two_players": {"players": (2,), "min": 22, "max": 30, "villager_starts": 5},
    "three_four_players": {"players": (3, 4), "min": 30, "max": 40, "villager_starts": 7},
}

BOARD_DIR = Path(__file__).with_name("boards")


class BoardError(EngineError):
    """A board file that breaks a RULINGS constraint."""


def kind_mask(*kinds: str) -> int:
    mask = 0
    for k in kinds:
        mask |= 1 << KINDS.index(k)
    return mask


@dataclass(frozen=True, slots=True, eq=False)
class Board:
    name: str
    size: int
    kind: tuple[int, ...]
    adj: tuple[tuple[int, ...], ...]
    """Neighbours of each location, clockwise (screen coordinates) from north."""
    villager_starts: tuple[int, ...]
    careto_starts: tuple[int, ...]
    monster_starts: Mapping[str, tuple[int, int]]
    start_locations: frozenset[int]
    """Every monster start location (the 'start symbol' locations)."""
    data: Mapping[str, Any]
    """The file as loaded (for describe())."""

    def of_mask(self, mask: int) -> tuple[int, ...]:
        return _of_mask(self, mask)


@cache
def _of_mask(board: Board, mask: int) -> tuple[int, ...]:
    return tuple(i for i in range(board.size) if mask >> board.kind[i] & 1)


def _segments_cross(
    p: tuple[float, float], q: tuple[float, float], r: tuple[float, float], s: tuple[float, float]
) -> bool:
    """True when segments pq and rs share a point other than a shared endpoint."""

    def orient(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    def on_segment(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> bool:
        return min(a[0], b[0]) <= c[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= c[1] <= max(
            a[1], b[1]
        )

    shared = {p, q} & {r, s}
    o1, o2, o3, o4 = orient(p, q, r), orient(p, q, s), orient(r, s, p), orient(r, s, q)
    if shared:
        # segments with a common endpoint cross only when they overlap (collinear)
        if o1 == 0 and o2 == 0:
            other = (r if s in shared else s) if len(shared) == 1 else None
            far = (q if p in shared else p) if len(shared) == 1 else None
            if other is None or far is None:
                return True  # the same segment twice
            return on_segment(p, q, other) or on_segment(r, s, far)
        return False
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True
    return (
        (o1 == 0 and on_segment(p, q, r))
        or (o2 == 0 and on_segment(p, q, s))
        or (o3 == 0 and on_segment(r, s, p))
        or (o4 == 0 and on_segment(r, s, q))
    )


def validate(data: Mapping[str, Any]) -> Board:
    """The :class:`Board` described by ``data``, or :class:`BoardError` naming the fault."""
    name = data.get("name")
    if name not in SIDES:
        raise BoardError(f"board name must be one of {sorted(SIDES)}, got {name!r}")
    side = SIDES[name]
    locs = data.get("locations")
    paths = data.get("paths")
    if not isinstance(locs, list) or not isinstance(paths, list):
        raise BoardError(f"board {name}: 'locations' and 'paths' must be lists")
    n = len(locs)
    if not side["min"] <= n <= side["max"]:
        raise BoardError(
            f"board {name}: {n} locations, the RULINGS ask for {side['min']} to {side['max']}"
        )
    coords: list[tuple[float, float]] = []
    kinds: list[int] = []
    villager: list[int] = []
    careto: list[int] = []
    monster: dict[str, list[int]] = {s: [] for s in SYMBOLS}
    for i, loc in enumerate(locs):
        if not isinstance(loc, dict) or loc.get("id") != i:
            raise BoardError(f"board {name}: location {i} must be an object with id {i}")
        kind = loc.get("kind")
        if kind not in KINDS:
            raise BoardError(f"board {name}: location {i} has unknown kind {kind!r}")
        x, y = loc.get("x"), loc.get("y")
        if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in (x, y)):
            raise BoardError(f"board {name}: location {i} needs numeric x and y")
        assert isinstance(x, int | float) and isinstance(y, int | float)
        if (x, y) in coords:
            raise BoardError(f"board {name}: location {i} shares its coordinates with another")
        coords.append((float(x), float(y)))
        kinds.append(KINDS.index(kind))
        roles = loc.get("roles", [])
        if not isinstance(roles, list) or any(r not in ROLES for r in roles):
            raise BoardError(f"board {name}: location {i} has bad roles {roles!r}")
        if len(roles) > 1:
            raise BoardError(f"board {name}: location {i} has two start roles {roles}")
        if "villager_start" in roles:
            if kind not in ("village", "chapel"):
                raise BoardError(
                    f"board {name}: villager start {i} is a {kind}, not a village or chapel"
                )
            villager.append(i)
        if "careto_start" in roles:
            careto.append(i)
        if "monster_start" in roles:
            symbol = loc.get("symbol")
            if symbol not in SYMBOLS:
                raise BoardError(f"board {name}: monster start {i} has bad symbol {symbol!r}")
            monster[symbol].append(i)
        elif "symbol" in loc:
            raise BoardError(f"board {name}: location {i} has a symbol but no monster start")
    for k in SPECIAL_KINDS:
        count = sum(1 for kd in kinds if KINDS[kd] == k)
        if count < 2:
            raise BoardError(f"board {name}: {count} {k} location(s), at least 2 required")
    if len(villager) != side["villager_starts"]:
        raise BoardError(
            f"board {name}: {len(villager)} villager starts, {side['villager_starts']} required"
        )
    if len(careto) != 2:
        raise BoardError(f"board {name}: {len(careto)} careto starts, 2 required")
    for s, places in monster.items():
        if len(places) != 2:
            raise BoardError(f"board {name}: symbol {s} on {len(places)} locations, 2 required")
    adjacency: list[set[int]] = [set() for _ in range(n)]
    edges: list[tuple[int, int]] = []
    for p in paths:
        if (
            not isinstance(p, list)
            or len(p) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < n for v in p)
        ):
            raise BoardError(f"board {name}: bad path {p!r}")
        a, b = p
        if a == b:
            raise BoardError(f"board {name}: path {p} loops on one location")
        if b in adjacency[a]:
            raise BoardError(f"board {name}: path {p} given twice")
        adjacency[a].add(b)
        adjacency[b].add(a)
        edges.append((a, b))
    seen = {0}
    frontier = [0]
    while frontier:
        cur = frontier.pop()
        for nb in adjacency[cur]:
            if nb not in seen:
                seen.add(nb)
                frontier.append(nb)
    if len(seen) != n:
        raise BoardError(
            f"board {name}: locations {sorted(set(range(n)) - seen)} cannot be reached"
        )
    for i, (a, b) in enumerate(edges):
        for c, d in edges[i + 1 :]:
            if _segments_cross(coords[a], coords[b], coords[c], coords[d]):
                raise BoardError(f"board {name}: paths {[a, b]} and {[c, d]} cross (not planar)")
        for v in range(n):
            if v not in (a, b) and _segments_cross(coords[a], coords[b], coords[v], coords[v]):
                raise BoardError(f"board {name}: path {[a, b]} runs through location {v}")

    def clockwise(loc: int) -> tuple[int, ...]:
        x0, y0 = coords[loc]

        def angle(nb: int) -> float:
            x, y = coords[nb]
            # screen coordinates: atan2(dx, -dy) grows clockwise from north
            return math.atan2(x - x0, -(y - y0)) % (2 * math.pi)

        return tuple(sorted(adjacency[loc], key=angle))

    return Board(
        name=name,
        size=n,
        kind=tuple(kinds),
        adj=tuple(clockwise(i) for i in range(n)),
        villager_starts=tuple(villager),
        careto_starts=tuple(careto),
        monster_starts={s: (p[0], p[1]) for s, p in monster.items()},
        start_locations=frozenset(v for p in monster.values() for v in p),
        data=data,
    )


def load_file(path: Path) -> Board:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        raise BoardError(f"cannot read board file {path}: {exc}") from exc
    if not isinstance(data, dict):
        raise BoardError(f"board file {path} must hold a JSON object")
    return validate(data)


@cache
def board_named(name: str) -> Board:
    return load_file(BOARD_DIR / f"{name}.json")


@cache  # every state's ``board`` asks: a cached call runs no Python frame
def board_for(players: int) -> Board:
    return board_named("two_players" if players == 2 else "three_four_players")
