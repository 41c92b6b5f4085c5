"""Caretos: the board sides, their validation, the card data, set-up; shared test helpers."""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engines.caretos import ENGINE
from engines.caretos.board import (
    BOARD_DIR,
    KINDS,
    BoardError,
    board_named,
    load_file,
    validate,
)
from engines.caretos.cards import BONUS_CARDS, FINAL_CARDS, NIGHT_CARDS, night_deck
from engines.caretos.decisions import MainChoice
from engines.caretos.engine import Caretos
from engines.caretos.setup import deal_the_rest
from engines.caretos.state import MONSTER_INDEX, OUT, State

E: Caretos = ENGINE


# --- helpers used by the other Caretos test modules --------------------------------------


def scenario(
    monsters: dict[str, tuple[int, int]],
    villagers: dict[int, str] | None = None,
    caretos: tuple[int, int] = (0, 35),
    night: str = "comet",
    players: int = 3,
    campfires: list[int] | None = None,
) -> State:
    """A running game at seat 0's main decision with exactly the given pieces."""
    s = E.setup(players, {"experienced": False}, 5)
    deal_the_rest(s)
    s.owner = [-1] * 8
    s.mloc = [OUT] * 8
    for name, (seat, loc) in monsters.items():
        m = MONSTER_INDEX[name]
        s.owner[m] = seat
        s.mloc[m] = loc
    s.careto = list(caretos)
    size = s.board.size
    s.vill = [""] * size
    for loc, group in (villagers or {}).items():
        s.vill[loc] = "".join(sorted(group))
    s.fire = [len(v) >= 2 for v in s.vill]
    s.camp = campfires or [0] * players
    s.supply = 16 - sum(s.fire) - sum(s.camp)
    s.villagers_left = sum(len(v) for v in s.vill)
    s.boxed_villagers = 35 - s.villagers_left  # the rest are out of the game
    s.symbols = ["diamond", "star", "heart", "cross"][:players]
    s.current = 0
    s.night = ("comet", "storm", "moon").index(night)
    # seat 0 has just played night-1: it is on its discard pile, two cards in its hand
    for pile in (s.deck, *s.hands):
        if "night-1" in pile:
            pile.remove("night-1")
    for seat, hand in enumerate(s.hands):
        while len(hand) > (2 if seat == 0 else 3):
            s.deck.append(hand.pop())
        while len(hand) < (2 if seat == 0 else 3):
            hand.append(s.deck.pop())
    s.played = "night-1"
    s.discards[0] = ["night-1"]
    s.stack = [MainChoice(0)]
    return s


def act(s: State, seat: int, kind: str, **fields: Any) -> State:
    """Apply one action through the full engine checks (legality included)."""
    return E.apply(s, seat, {"type": kind, **fields})


def legal(s: State, seat: int = 0) -> list[dict[str, Any]]:
    return E.legal_actions(s, seat)


def steps(s: State, *locs: int, seat: int = 0) -> State:
    for loc in locs:
        s = act(s, seat, "step", to=loc)
    return s


# --- the board -------------------------------------------------------------------------


def test_both_sides_load_and_meet_the_rulings() -> None:
    two = board_named("two_players")
    big = board_named("three_four_players")
    assert 22 <= two.size <= 30 and 30 <= big.size <= 40
    assert len(two.villager_starts) == 5 and len(big.villager_starts) == 7
    for board in (two, big):
        assert len(board.careto_starts) == 2
        assert sorted(board.monster_starts) == ["cross", "diamond", "heart", "star"]
        kinds = Counter(KINDS[k] for k in board.kind)
        assert all(kinds[k] >= 2 for k in KINDS[1:])
        roles = [
            *board.villager_starts,
            *board.careto_starts,
            *(loc for pair in board.monster_starts.values() for loc in pair),
        ]
        assert len(roles) == len(set(roles)) == (len(board.villager_starts) + 10)
        assert all(KINDS[board.kind[v]] in ("village", "chapel") for v in board.villager_starts)


def test_neighbours_are_clockwise_from_coordinates() -> None:
    big = board_named("three_four_players")
    # location 9 sits at the middle of six neighbours: NE, E, S, SW, W, N(W)
    assert big.adj[9] == (4, 10, 15, 14, 8, 3)
    assert big.adj[13] == (7, 14, 19, 12)


def test_describe_carries_both_boards_for_drawing() -> None:
    described = E.describe()
    boards = described["boards"]
    assert set(boards) == {"two_players", "three_four_players"}
    first = boards["two_players"]["locations"][0]
    assert {"id", "kind", "x", "y", "roles"} <= set(first)
    assert boards["three_four_players"]["paths"]
    json.dumps(described)


def _raw(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((BOARD_DIR / f"{name}.json").read_text())
    return data


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (lambda d: d["paths"].append([0, 8]), "cross"),
        (lambda d: d["paths"].append([0, 0]), "loops"),
        (lambda d: d["locations"][2].update(kind="plain"), "villager start"),
        (lambda d: d["locations"][5].update(kind="plain"), "waterfall"),
        (lambda d: d["locations"][15]["roles"].append("villager_start"), "two start roles"),
        (lambda d: d["locations"][1].update(symbol="star"), "symbol diamond on 1"),
        (lambda d: d["locations"][15].update(roles=[]), "careto starts"),
        (lambda d: d.update(locations=d["locations"][:20]), "locations"),
        (lambda d: d["locations"][3].update(x=60, y=60), "coordinates"),
    ],
)
def test_validation_rejects_broken_boards(breakage: Any, message: str) -> None:
    data = copy.deepcopy(_raw("three_four_players"))
    breakage(data)
    with pytest.raises(BoardError, match=message):
        validate(data)


def test_validation_rejects_unreachable_locations() -> None:
    data = copy.deepcopy(_raw("three_four_players"))
    data["paths"] = [p for p in data["paths"] if 0 not in p]
    with pytest.raises(BoardError, match="cannot be reached"):
        validate(data)


def test_broken_board_file_is_rejected(tmp_path: Path) -> None:
    data = _raw("two_players")
    data["locations"][0]["kind"] = "castle"
    path = tmp_path / "two_players.json"
    path.write_text(json.dumps(data))
    with pytest.raises(BoardError, match="unknown kind"):
        load_file(path)
    path.write_text("{not json")
    with pytest.raises(BoardError, match="cannot read"):
        load_file(path)


# --- the cards -----------------------------------------------------------------------------


def test_night_cards_follow_the_rulings() -> None:
    assert len(NIGHT_CARDS) == 48
    assert Counter(c.night for c in NIGHT_CARDS) == {"moon": 16, "storm": 16, "comet": 16}
    runes = Counter(c.rune for c in NIGHT_CARDS)
    assert runes == {"spiral": 10, "arrow": 10, "tree": 10, "eye": 10, None: 8}
    extras = Counter(c.extra for c in NIGHT_CARDS)
    assert extras["gather"] == 9
    assert {e for e in extras if e and e.startswith("careto")} == {
        "careto-1",
        "careto-2",
        "careto-3",
    }
    for players, size in ((2, 24), (3, 36), (4, 48)):
        deck = night_deck(players)
        assert len(deck) == size
        nights = Counter(c.night for c in NIGHT_CARDS if c.id in deck)
        assert set(nights.values()) == {size // 3}
    assert len({c.id for c in NIGHT_CARDS}) == 48


def test_bonus_and_final_cards() -> None:
    assert len(BONUS_CARDS) == 19 and len(FINAL_CARDS) == 9
    goals = Counter(c.goal for c in BONUS_CARDS)
    assert goals == {
        "careto_adjacent": 2,
        "monster_adjacent": 2,
        "colour": 5,
        "at_kind": 5,
        "adjacent_kind": 5,
    }
    assert {c.vp for c in BONUS_CARDS if c.goal == "at_kind"} == {1}


# --- set-up --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_follows_the_rulebook(players: int) -> None:
    """Ruling: start symbols are chosen before Villagers are placed and cards dealt."""
    s = E.new_game(players, None, 3)
    assert Counter(o for o in s.owner if o >= 0) == dict.fromkeys(range(players), 2)
    # start symbols are chosen in seat order, each monster goes to a symbol location
    for seat in range(players):
        assert not s.dealt and not any(s.vill) and not s.deck and not any(s.hands)
        assert not any(s.finals) and not s.bonus_up
        assert E.view(s, seat)["seats"][seat]["hand"] == {"count": 0, "cards": []}
        assert E.to_act(s) == [seat]
        choice = legal(s, seat)[0]
        s = E.apply(s, seat, choice)
        mine = [m for m in range(8) if s.owner[m] == seat]
        assert sorted(s.mloc[m] for m in mine) == sorted(s.board.monster_starts[choice["symbol"]])
    assert s.dealt
    groups = [v for v in s.vill if v]
    starts = 5 if players == 2 else 7
    assert len(groups) == starts and all(len(g) == 5 for g in groups)
    colours = Counter("".join(groups))
    assert set(colours.values()) == {5 if players == 2 else 7}
    assert sum(s.fire) == starts and s.supply == 16 - starts
    assert all(len(h) == 3 for h in s.hands)
    assert len(s.deck) == {2: 24, 3: 36, 4: 48}[players] - 3 * players
    assert len(s.bonus_up) == 3 and len(s.bonus_deck) == 16
    assert all(len(f) == 1 for f in s.finals) and len(s.final_box) == 9 - players
    assert E.to_act(s) == [0] and legal(s)[0]["type"] == "play"


def test_experienced_variant_keeps_one_final_card_secretly() -> None:
    s = E.new_game(2, {"experienced": True}, 8)
    for seat in (0, 1):
        s = E.apply(s, seat, legal(s, seat)[0])
    assert [len(f) for f in s.finals] == [2, 2]
    keep = legal(s, 0)
    assert [a["type"] for a in keep] == ["keep_final", "keep_final"]
    other_view = E.view(s, 1)
    assert all(c not in json.dumps(other_view) for c in s.finals[0])
    s = E.apply(s, 0, keep[1])
    assert s.finals[0] == [keep[1]["card"]]
    assert E.view_action(keep[1], 0, 1) == {"type": "keep_final", "card": "hidden"}
    assert E.view_action(keep[1], 0, 0) == keep[1]
    assert E.view(s, 0)["seats"][0]["final_rejected"] == keep[0]["card"]


def test_the_blocked_set_agrees_with_blocked_at_every_location() -> None:
    """``State.blocked_locations`` (a whole search's answer at once) says what
    ``State.blocked`` says of each location, all through random games at each size."""
    from engines.caretos.engine import Caretos

    engine = Caretos()
    for players in (2, 3, 4):
        state = engine.setup(players, {}, players)
        for step in range(400):
            if engine.outcome(state) is not None:
                break
            blocked = state.blocked_locations()
            assert [loc in blocked for loc in range(len(state.vill))] == [
                state.blocked(loc) for loc in range(len(state.vill))]
            seat = engine.to_act(state)[0]
            legal = engine.legal_actions(state, seat)
            state, _ = engine.play(state, seat, legal[(step * 7) % len(legal)])
