"""The game state: a slotted dataclass of flat lists, cheap to clone.

Pieces: monsters by index (see :data:`MONSTERS`), each with an owner (-1 when not in the
game) and a location (a board id, or :data:`CAULDRON` / :data:`LIMBO` / :data:`OUT`).
Villagers on a location are a sorted string of colour letters (``"bbr"``).

The turn is driven by a stack of decision records (:mod:`engines.caretos.decisions`):
the top record is the decision now; finishing it pops it and uncovers the next one.
JSON forms of the state live in :mod:`engines.caretos.storage`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engines.caretos.board import Board, board_for

if TYPE_CHECKING:
    from engines.caretos.decisions import Decision

MONSTERS: tuple[str, ...] = (
    "werewolf",
    "enchanted-moira",
    "shepherdess-of-wolves",
    "trevor",
    "lost-soul",
    "witch",
    "bogeymen",
    "maria-gancha",
)
WEREWOLF, MOIRA, SHEPHERDESS, TREVOR, LOST_SOUL, WITCH, BOGEYMEN, MARIA = range(8)
MONSTER_INDEX = {name: i for i, name in enumerate(MONSTERS)}

OUT = -1
"""A monster not dealt in this game."""
CAULDRON = -2
LIMBO = -3
"""A monster pushed out of the Cauldron, waiting for its owner to place it."""

VILLAGERS_PER_COLOUR = 7
"""35 Villagers in five colours (RULINGS)."""
CAMPFIRES = 16
"""Campfire tokens in the box (RULINGS)."""


@dataclass(slots=True)
class State:
    players: int
    seed: int
    counter: int
    experienced: bool
    owner: list[int]
    mloc: list[int]
    careto: list[int]
    vill: list[str]
    fire: list[bool]
    supply: int
    camp: list[int]
    captured: list[str]
    boxed_villagers: int
    villagers_left: int
    hands: list[list[str]]
    deck: list[str]
    discards: list[list[str]]
    boxed_night: list[str]
    bonus_deck: list[str]
    bonus_up: list[str]
    bonus_held: list[list[str]]
    bonus_done: list[list[str]]
    finals: list[list[str]]
    final_rejected: list[str]
    final_box: list[str]
    symbols: list[str]
    current: int = 0
    night: int = -1
    played: str = ""
    rune_match: bool = False
    rune_bonus: bool = False
    used: int = 0
    activated: list[int] = field(default_factory=list)
    spent: bool = False
    last_act: int = -1
    extra_mask: int = 0
    extra_pass: bool = False
    bought: list[str] = field(default_factory=list)
    maria_used: bool = False
    gloc: int = -1
    gvill: str = ""
    gfire: bool = False
    final_turns: int = -1
    over: bool = False
    end_reason: str = ""
    stack: list[Decision] = field(default_factory=list)
    scared: int = 0
    """Mask of the Monsters that scared a group this turn (their movement is over)."""
    dealt: bool = False
    """Villagers placed and cards dealt (after every start symbol was chosen)."""
    log: list[dict[str, Any]] | None = None
    """Events of the action being applied, when someone records them (never stored)."""

    @property
    def board(self) -> Board:
        return board_for(self.players)

    def clone(self) -> State:
        """A copy to change (nested lists copied with ``map``: no comprehension frame
        each, and the searches clone on every step)."""
        return State(
            self.players,
            self.seed,
            self.counter,
            self.experienced,
            self.owner[:],
            self.mloc[:],
            self.careto[:],
            self.vill[:],
            self.fire[:],
            self.supply,
            self.camp[:],
            self.captured[:],
            self.boxed_villagers,
            self.villagers_left,
            list(map(list.copy, self.hands)),
            self.deck[:],
            list(map(list.copy, self.discards)),
            self.boxed_night[:],
            self.bonus_deck[:],
            self.bonus_up[:],
            list(map(list.copy, self.bonus_held)),
            list(map(list.copy, self.bonus_done)),
            list(map(list.copy, self.finals)),
            self.final_rejected[:],
            self.final_box[:],
            self.symbols[:],
            self.current,
            self.night,
            self.played,
            self.rune_match,
            self.rune_bonus,
            self.used,
            self.activated[:],
            self.spent,
            self.last_act,
            self.extra_mask,
            self.extra_pass,
            self.bought[:],
            self.maria_used,
            self.gloc,
            self.gvill,
            self.gfire,
            self.final_turns,
            self.over,
            self.end_reason,
            self.stack[:],
            self.scared,
            self.dealt,
        )

    # --- occupancy ----------------------------------------------------------------------

    def monster_at(self, loc: int) -> int:
        """The monster on ``loc``, or -1."""
        try:
            return self.mloc.index(loc)
        except ValueError:
            return -1

    def careto_at(self, loc: int) -> bool:
        """A Careto, or the group acting as a Careto this turn, is on ``loc``."""
        return loc == self.careto[0] or loc == self.careto[1] or loc == self.gloc

    def blocked(self, loc: int) -> bool:
        """A Monster or a Careto (or the Careto group) is on ``loc``."""
        return loc in self.mloc or self.careto_at(loc)

    def blocked_locations(self) -> set[int]:
        """Every location :meth:`blocked` is true of, at once, for a search that walks the
        board asking it of each neighbour (the same Monsters, Caretos and group)."""
        return {*self.mloc, self.careto[0], self.careto[1], self.gloc}

    def empty(self, loc: int) -> bool:
        """No Monster, Careto or Villager on ``loc``."""
        return not self.vill[loc] and not self.blocked(loc)


def add_letter(group: str, letter: str) -> str:
    return "".join(sorted(group + letter))


def remove_letter(group: str, letter: str) -> str:
    i = group.index(letter)
    return group[:i] + group[i + 1 :]
