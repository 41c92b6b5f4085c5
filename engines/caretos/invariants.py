"""What every Caretos state guarantees, checked when a stored state is restored."""

from __future__ import annotations

from functools import cache
from typing import NoReturn

from engines.caretos.board import SYMBOLS
from engines.caretos.campfires import MAX_BONUS_HELD
from engines.caretos.cards import BONUS_CARDS, COLOURS, FINAL_CARDS, LETTER, NIGHT, night_deck
from engines.caretos.decisions import (
    ChooseStart,
    Decision,
    Flee,
    KeepFinal,
    MainChoice,
    Move,
    PlayCard,
    ReturnMonster,
)
from engines.caretos.setup import FACE_UP_BONUS, HAND_SIZE
from engines.caretos.state import (
    CAMPFIRES,
    CAULDRON,
    LIMBO,
    MONSTERS,
    OUT,
    VILLAGERS_PER_COLOUR,
    State,
)
from engines.errors import CorruptStateError


def _fail(reason: str) -> NoReturn:
    raise CorruptStateError(f"Caretos state is corrupt: {reason}")


BONUS_IDS = frozenset(c.id for c in BONUS_CARDS)
FINAL_IDS = frozenset(c.id for c in FINAL_CARDS)


@cache
def _night_ids(players: int) -> frozenset[str]:
    return frozenset(night_deck(players))


def _once(what: str, found: list[str], expected: frozenset[str]) -> None:
    """Each id of ``expected`` exactly once among ``found``, and nothing else."""
    seen = set(found)
    if len(seen) != len(found):
        twice = next(c for c in found if found.count(c) > 1)
        _fail(f"{what} {twice!r} appears twice")
    if seen != expected:
        extra, missing = sorted(seen - expected), sorted(expected - seen)
        _fail(f"{what}s do not add up: unknown {extra[:5]}, missing {missing[:5]}")


def check_state(s: State) -> None:
    """Raise :class:`CorruptStateError` naming the first broken invariant of ``s``."""
    players = s.players
    if players not in (2, 3, 4):
        _fail(f"{players} players")
    per_seat = (s.hands, s.discards, s.bonus_held, s.bonus_done, s.finals, s.camp, s.captured,
                s.symbols, s.final_rejected)
    if any(len(x) != players for x in per_seat):
        _fail(f"per-seat lists are not {players} long")
    size = s.board.size
    if len(s.vill) != size or len(s.fire) != size:
        _fail(f"villagers and campfires must list the board's {size} locations")
    _check_cards(s)
    _check_villagers(s)
    _check_campfires(s)
    _check_pieces(s)
    _check_turn(s)
    _check_decisions(s)


def _check_cards(s: State) -> None:
    if not s.dealt:
        if s.deck or any(s.hands) or s.bonus_up or s.bonus_deck or any(s.finals):
            _fail("cards are dealt before every start symbol was chosen")
        return
    night = s.deck + s.boxed_night + [c for pile in s.hands + s.discards for c in pile]
    _once("Night Card", night, _night_ids(s.players))
    bonus = s.bonus_deck + s.bonus_up + [c for p in s.bonus_held + s.bonus_done for c in p]
    _once("Bonus Card", bonus, BONUS_IDS)
    finals = s.final_box + [c for pile in s.finals for c in pile]
    _once("Final Bonus Card", finals, FINAL_IDS)
    if len(s.bonus_up) > FACE_UP_BONUS or (s.bonus_deck and len(s.bonus_up) < FACE_UP_BONUS):
        _fail(f"{len(s.bonus_up)} face-up Bonus Cards with {len(s.bonus_deck)} in the pile")
    for seat, hand in enumerate(s.hands):
        low = HAND_SIZE - 1 if s.final_turns < 0 else 0
        if not low <= len(hand) <= HAND_SIZE:
            _fail(f"seat {seat} holds {len(hand)} Night Cards")
        if len(s.bonus_held[seat]) > MAX_BONUS_HELD:
            _fail(f"seat {seat} holds {len(s.bonus_held[seat])} unfulfilled Bonus Cards")
        kept = len(s.finals[seat])
        if kept not in ((1, 2) if s.experienced else (1,)):
            _fail(f"seat {seat} holds {kept} Final Bonus Cards")
        if s.final_rejected[seat] and s.final_rejected[seat] not in s.final_box:
            _fail(f"seat {seat}'s rejected Final Bonus Card is not back in the box")
    if not set(s.bought) <= set(s.bonus_held[s.current]):
        _fail(f"Bonus Cards bought this turn {s.bought} are not held by the current player")
    pile = s.discards[s.current]
    if s.played and not s.over and (not pile or pile[-1] != s.played):
        _fail(f"the card played {s.played!r} is not on top of the current discard pile")


def _check_villagers(s: State) -> None:
    fleeing = [r.remaining for r in s.stack if isinstance(r, Flee)]
    groups = [*s.vill, s.gvill, *s.captured, *fleeing]
    total = "".join(groups)
    if set(total) - set(LETTER.values()):
        _fail(f"unknown Villager colours {sorted(set(total) - set(LETTER.values()))}")
    for group in groups:
        if len(group) > 1 and "".join(sorted(group)) != group:
            _fail(f"Villagers {group!r} are not sorted")
    if s.dealt:
        over = [c for c in COLOURS if total.count(c[0]) > VILLAGERS_PER_COLOUR]
        if over:
            _fail(f"more than {VILLAGERS_PER_COLOUR} {over[0]} Villagers")
        if len(total) + s.boxed_villagers != VILLAGERS_PER_COLOUR * len(COLOURS):
            _fail(f"{len(total)} Villagers in play and {s.boxed_villagers} boxed, not 35")
    on_board = sum(len(v) for v in s.vill) + len(s.gvill) + sum(len(f) for f in fleeing)
    if s.villagers_left != on_board:
        _fail(f"villagers_left is {s.villagers_left} but {on_board} are on the board (or "
              "fleeing)")


def _check_campfires(s: State) -> None:
    if min(s.camp, default=0) < 0 or s.supply < 0:
        _fail("a negative number of Campfires")
    total = sum(s.fire) + s.supply + sum(s.camp) + int(s.gfire)
    if total != CAMPFIRES:
        _fail(f"{total} Campfires in the game, not {CAMPFIRES}")
    # a Villager moved by Trevor settles the Campfire it leaves when it stops
    unsettled = {r.origin for r in s.stack if isinstance(r, Move) and r.mover == "villager"}
    for loc, fire in enumerate(s.fire):
        if fire and len(s.vill[loc]) < 2 and loc not in unsettled:
            _fail(f"a Campfire on location {loc} without a group")


def _check_pieces(s: State) -> None:
    if len(s.owner) != len(MONSTERS) or len(s.mloc) != len(MONSTERS):
        _fail("owner and location lists must name all 8 Monsters")
    size = s.board.size
    for seat in range(s.players):
        if s.owner.count(seat) != 2:
            _fail(f"seat {seat} owns {s.owner.count(seat)} Monsters, not 2")
    returning = {r.monster for r in s.stack if isinstance(r, ReturnMonster)}
    for m, (owner, loc) in enumerate(zip(s.owner, s.mloc, strict=True)):
        if not -1 <= owner < s.players:
            _fail(f"{MONSTERS[m]} has owner {owner}")
        if (owner < 0) != (loc == OUT):
            _fail(f"{MONSTERS[m]} (owner {owner}) is at {loc}")
        if loc >= size or loc < LIMBO:
            _fail(f"{MONSTERS[m]} is at {loc}, off the board")
        if loc == LIMBO and s.symbols[owner] and m not in returning:
            _fail(f"{MONSTERS[m]} is off the board with no decision placing it")
    if s.mloc.count(CAULDRON) > 1:
        _fail("more than one Monster in the Cauldron")
    if len(s.careto) != 2 or s.careto[0] == s.careto[1] or not all(
        0 <= c < size for c in s.careto
    ):
        _fail(f"the Caretos are at {s.careto}")
    passing = _passing_monster(s)
    placed = [loc for m, loc in enumerate(s.mloc) if loc >= 0 and m != passing]
    if len(set(placed)) != len(placed):
        _fail("two Monsters share a location")
    if any(loc in s.careto or loc == s.gloc for loc in placed):
        _fail("a Monster shares a location with a Careto")
    symbols = [x for x in s.symbols if x]
    if len(set(symbols)) != len(symbols) or set(symbols) - set(SYMBOLS):
        _fail(f"start symbols {s.symbols}")
    if s.dealt and len(symbols) != s.players:
        _fail("cards were dealt before every start symbol was chosen")


def _passing_monster(s: State) -> int:
    """A Lost Soul passing through an occupied location (it may share it), or -1."""
    for record in s.stack:
        if isinstance(record, Move) and record.mover == "monster" and record.pass_through:
            return record.piece
    return -1


def _check_turn(s: State) -> None:
    if not 0 <= s.current < s.players:
        _fail(f"current seat {s.current}")
    if s.played and NIGHT.get(s.played) is None:
        _fail(f"unknown card played {s.played!r}")
    if not 0 <= s.used <= 2 or len(s.activated) != s.used:
        _fail(f"{s.used} activations but {len(s.activated)} Monsters activated")
    if any(s.owner[m] != s.current for m in s.activated):
        _fail("a Monster activated this turn belongs to another seat")
    if not -1 <= s.final_turns <= s.players or (s.final_turns >= 0 and s.deck):
        _fail(f"final_turns {s.final_turns} with {len(s.deck)} cards to draw")


def _check_decisions(s: State) -> None:
    if s.over:
        if s.stack:
            _fail("a finished game has decisions pending")
        return
    if not s.stack:
        _fail("a running game has no decision pending")
    turn_records = [r for r in s.stack if isinstance(r, PlayCard | MainChoice)]
    if len(turn_records) != 1:
        _fail(f"{len(turn_records)} turn decisions (play or main) on the stack, not 1")
    if not isinstance(s.stack[0], PlayCard | MainChoice):
        _fail(f"the bottom decision is {s.stack[0].kind}, not the turn's")
    for record in s.stack:
        _check_record(s, record)


def _check_record(s: State, record: Decision) -> None:
    if not 0 <= record.seat < s.players:
        _fail(f"decision {record.kind} for seat {record.seat}")
    setup = isinstance(record, ChooseStart | KeepFinal)
    if isinstance(record, ChooseStart) and s.dealt:
        _fail("a start symbol to choose after the cards were dealt")
    if isinstance(record, KeepFinal) and not s.experienced:
        _fail("a Final Bonus Card to keep outside the experienced variant")
    if not setup and not isinstance(record, ReturnMonster) and record.seat != s.current:
        _fail(f"decision {record.kind} for seat {record.seat} during seat {s.current}'s turn")
    if isinstance(record, Move):
        if record.mover == "monster" and not (
            0 <= record.piece < len(MONSTERS) and s.owner[record.piece] >= 0
        ):
            _fail(f"a move of Monster {record.piece}, not in the game")
        if record.mover == "careto" and record.piece not in (0, 1):
            _fail(f"a move of Careto {record.piece}")
        if record.mover == "group" and s.gloc < 0:
            _fail("a move of the Careto group, but there is none")
        if record.steps < 0:
            _fail("a move with negative steps")
    if isinstance(record, ReturnMonster) and s.mloc[record.monster] != LIMBO:
        _fail(f"{MONSTERS[record.monster]} returns but is not waiting off the board")
