"""Decisions in progress: one named record per kind, kept on the state's stack.

A turn is a stack of decisions: the top record is the decision now; resolving it pops it
and uncovers the next. Each record names the seat that decides and what the decision
needs to remember (a Monster's moves left, the Villagers still to flee...). Records are
values: once on the stack a record is never changed, a change replaces it (so a cloned
state may share them). Each kind's options and effects live with its part of the rules
(see :data:`engines.caretos.engine.OPTIONS`).

JSON form (state dumps and views): ``{"kind": ..., "seat": ..., <named fields>}``; Monsters
by name, colours by name, locations by id. :data:`DECISION_SCHEMAS` describes each kind.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from engines.caretos.board import KINDS, SPECIAL_KINDS, kind_mask
from engines.caretos.cards import COLOUR_OF, COLOURS, LETTER
from engines.caretos.state import MONSTER_INDEX, MONSTERS

JSON = dict[str, Any]

MOVERS = ("monster", "careto", "group", "villager")
"""What a :class:`Move` moves: a Monster, a Careto, the group acting as a Careto, a
Villager."""
PICK_PURPOSES = ("moira", "trevor_first", "trevor_second", "group")
"""Why Villagers are picked: Moira's comet, Trevor's moon (two Villagers), Bogeymen's
comet (a whole group)."""


@dataclass(slots=True)
class Decision:
    """A pending decision of ``seat``."""

    kind: ClassVar[str]
    description: ClassVar[str]
    in_turn: ClassVar[bool] = True
    """Taken during a player's turn (Campfires may be spent alongside), not at set-up."""
    monster_fields: ClassVar[tuple[str, ...]] = ()
    """Fields holding a Monster index (a name in JSON)."""
    field_order: ClassVar[tuple[str, ...]] = ("seat",)
    """Every field's name in order, set once per kind below (``dataclasses.fields`` walks
    the class on every call, and every stored state holds records)."""

    seat: int

    def to_json(self) -> JSON:
        data: JSON = {"kind": self.kind}
        for name in self.field_order:
            value = getattr(self, name)
            data[name] = MONSTERS[value] if name in self.monster_fields else value
        return data

    @classmethod
    def from_json(cls, data: JSON) -> Decision:
        values = {
            name: MONSTER_INDEX[data[name]] if name in cls.monster_fields else data[name]
            for name in cls.field_order
        }
        return cls(**values)


@dataclass(slots=True)
class ChooseStart(Decision):
    kind = "start_symbol"
    description = "set-up: which start symbol to take (before anything is dealt)"
    in_turn = False


@dataclass(slots=True)
class KeepFinal(Decision):
    kind = "keep_final"
    description = "set-up (experienced variant): which Final Bonus Card to keep"
    in_turn = False


@dataclass(slots=True)
class PlayCard(Decision):
    kind = "play_card"
    description = "which Night Card to play (the turn's mandatory action)"


@dataclass(slots=True)
class MainChoice(Decision):
    kind = "main"
    description = "activate a Monster, release one, spend Campfires, or end the turn"


@dataclass(slots=True)
class Gather(Decision):
    kind = "gather"
    description = "Gather Villagers: which lone Villager walks to which Villagers"


@dataclass(slots=True)
class ChooseCareto(Decision):
    kind = "choose_careto"
    description = "which Careto makes the moves now due"
    steps: int
    """Exact moves the chosen Careto makes."""
    both: bool
    """Then the other Careto makes as many (Maria Gancha's moon)."""


@dataclass(slots=True)
class Move(Decision):
    """A piece moving step by step: where it steps next, or stop."""

    kind = "move"
    description = "where the moving piece steps next, or stop"
    mover: str
    """One of :data:`MOVERS`."""
    piece: int
    """The Monster's index or the Careto's (0, 1); -1 for the group or a Villager."""
    steps: int
    """Moves left."""
    exact: bool = False
    """Every move must be made (Caretos and the group acting as one)."""
    jumps: int = 0
    """Mask of the location kinds the Monster may jump between (1 move per jump)."""
    pass_through: bool = False
    """A Lost Soul: passes through Monsters and Caretos, never stops on them."""
    maria_bonus: bool = False
    """Maria Gancha's storm: one more move after scaring a group (once per turn)."""
    may_banish: bool = False
    """Lost Soul's storm: may send each Monster passed through to the Cauldron."""
    colour: str = ""
    """The moving Villager's colour letter."""
    at: int = -1
    """Where the moving Villager stands now."""
    origin: int = -1
    """Where the moving Villager started (its Campfire is settled when it stops)."""
    first_of_two: bool = False
    """The first of Trevor's two Villagers (the second must be another one)."""

    def after_step(self, to: int) -> Move:
        """This move one step later, its piece on ``to``."""
        return Move(
            self.seat, self.mover, self.piece, self.steps - 1, self.exact, self.jumps,
            self.pass_through, self.maria_bonus, self.may_banish, self.colour,
            to if self.mover == "villager" else self.at, self.origin, self.first_of_two,
        )

    def with_extra_step(self) -> Move:
        """This move with one more step (a Campfire spent while it runs)."""
        return Move(
            self.seat, self.mover, self.piece, self.steps + 1, self.exact, self.jumps,
            self.pass_through, self.maria_bonus, self.may_banish, self.colour, self.at,
            self.origin, self.first_of_two,
        )

    def to_json(self) -> JSON:
        if self.mover == "monster":
            piece = MONSTERS[self.piece]
        elif self.mover == "careto":
            piece = f"careto-{self.piece + 1}"
        elif self.mover == "group":
            piece = "careto-group"
        else:
            piece = COLOUR_OF[self.colour]
        villager = self.mover == "villager"
        return {
            "kind": self.kind,
            "seat": self.seat,
            "mover": self.mover,
            "piece": piece,
            "steps": self.steps,
            "exact": self.exact,
            "jumps": [k for i, k in enumerate(KINDS) if self.jumps >> i & 1],
            "pass_through": self.pass_through,
            "maria_bonus": self.maria_bonus,
            "may_banish": self.may_banish,
            "at": self.at if villager else None,
            "origin": self.origin if villager else None,
            "first_of_two": self.first_of_two,
        }

    @classmethod
    def from_json(cls, data: JSON) -> Move:
        mover, piece = data["mover"], data["piece"]
        if mover not in MOVERS:
            raise ValueError(f"unknown mover {mover!r}")
        index, colour = -1, ""
        if mover == "monster":
            index = MONSTER_INDEX[piece]
        elif mover == "careto":
            index = ("careto-1", "careto-2").index(piece)
        elif mover == "villager":
            colour = LETTER[piece]
        return cls(
            data["seat"], mover, index, data["steps"], data["exact"], kind_mask(*data["jumps"]),
            data["pass_through"], data["maria_bonus"], data["may_banish"], colour,
            -1 if data["at"] is None else data["at"],
            -1 if data["origin"] is None else data["origin"], data["first_of_two"],
        )


@dataclass(slots=True)
class Flee(Decision):
    kind = "flee"
    description = "where the next scared Villager flees (then clockwise)"
    origin: int
    """Where the scared group stood."""
    remaining: str
    """Colour letters of the Villagers still to flee."""
    next_to: int
    """The neighbour the next Villager must flee to; -1: any neighbour (the first)."""


@dataclass(slots=True)
class ReturnMonster(Decision):
    kind = "return"
    description = "where the Monster leaving the Cauldron returns"
    monster_fields = ("monster",)
    monster: int


@dataclass(slots=True)
class Banish(Decision):
    kind = "banish"
    description = "whether the Lost Soul sends the Monster it passes to the Cauldron"
    monster_fields = ("monster",)
    monster: int
    """The Monster passed through."""


@dataclass(slots=True)
class Swap(Decision):
    kind = "swap"
    description = "what the Werewolf swaps places with, if anything"
    monster_fields = ("monster",)
    monster: int


@dataclass(slots=True)
class PickVillager(Decision):
    kind = "pick_villager"
    description = "which Villager (or group) to move"
    purpose: str
    """One of :data:`PICK_PURPOSES`."""
    excluded_at: int = -1
    """Trevor's second pick: where his first Villager stopped (-1: none)."""
    excluded_colour: str = ""
    """...and its colour letter, so the second is another Villager."""


@dataclass(slots=True)
class MoiraDestination(Decision):
    kind = "moira_destination"
    description = "where Moira sets the picked Villager(s) down"
    origin: int
    colour: str
    """The picked Villager's colour name, or ``all`` for the whole group."""


@dataclass(slots=True)
class PickMonster(Decision):
    kind = "pick_monster"
    description = "which other Monster the Shepherdess moves (or none)"
    monster_fields = ("monster",)
    monster: int
    """The Shepherdess."""


@dataclass(slots=True)
class ScareFromAfar(Decision):
    kind = "scare_from_afar"
    description = "which group the Shepherdess scares from afar (or none)"
    monster_fields = ("monster",)
    monster: int


@dataclass(slots=True)
class PlaceWitch(Decision):
    kind = "place_witch"
    description = "where the Witch is placed"
    monster_fields = ("monster",)
    monster: int


DECISION_TYPES: tuple[type[Decision], ...] = (
    ChooseStart, KeepFinal, PlayCard, MainChoice, Gather, ChooseCareto, Move, Flee,
    ReturnMonster, Banish, Swap, PickVillager, MoiraDestination, PickMonster, ScareFromAfar,
    PlaceWitch,
)
for _kind in DECISION_TYPES:
    _kind.field_order = tuple(f.name for f in fields(_kind))
BY_KIND: dict[str, type[Decision]] = {cls.kind: cls for cls in DECISION_TYPES}
KIND_NAMES: tuple[str, ...] = tuple(BY_KIND)


def decision_from_json(data: Any, legacy_board_adj: Any = None) -> Decision:
    """The record a JSON object describes; a list is a stored state from before records
    (positional frames), converted so games in progress survive the upgrade."""
    if isinstance(data, list):
        return _from_legacy(data, legacy_board_adj)
    cls = BY_KIND.get(data["kind"])
    if cls is None:
        raise ValueError(f"unknown decision kind {data['kind']!r}")
    return cls.from_json(data)


_LEGACY_MOVERS = {"m": "monster", "c": "careto", "g": "group", "v": "villager"}
_LEGACY_SIMPLE: dict[str, type[Decision]] = {
    "play": PlayCard, "main": MainChoice, "gather": Gather, "symbol": ChooseStart,
    "final": KeepFinal, "return": ReturnMonster, "banish": Banish, "swap": Swap,
    "shepherd": PickMonster, "scare_pick": ScareFromAfar, "witch": PlaceWitch,
}
_LEGACY_PURPOSES = {"moira": "moira", "trevor1": "trevor_first", "trevor2": "trevor_second",
                    "group": "group"}


def _from_legacy(frame: list[Any], adj: Any) -> Decision:
    kind, seat, *rest = frame
    if kind in _LEGACY_SIMPLE:
        return _LEGACY_SIMPLE[kind](seat, *rest)
    if kind == "careto_pick":
        return ChooseCareto(seat, rest[0], bool(rest[1]))
    if kind == "move":
        mover, ident, steps, exact, mask, passthru, flags, at, origin = rest
        villager = mover == "v"
        return Move(
            seat, _LEGACY_MOVERS[mover], -1 if villager or mover == "g" else ident, steps,
            exact, mask, passthru, bool(flags & 1), bool(flags & 2),
            ident if villager else "", at, origin, bool(flags & 4),
        )
    if kind == "flee":
        origin, remaining, nxt = rest
        return Flee(seat, origin, remaining, -1 if nxt < 0 else adj[origin][nxt])
    if kind == "pick":
        purpose, excl_at, excl_letter = rest
        return PickVillager(seat, _LEGACY_PURPOSES[purpose], excl_at, excl_letter)
    if kind == "moira_dest":
        return MoiraDestination(seat, rest[0], rest[1])
    raise ValueError(f"unknown stored decision {frame!r}")


# --- JSON Schemas (the view publishes the stack) ------------------------------------------

_SEAT = {"type": "integer", "minimum": 0, "description": "the seat that decides"}
_MONSTER = {"type": "string", "enum": list(MONSTERS), "description": "a Monster"}
_LOCATION = {"type": "integer", "minimum": 0, "description": "a location id on the board"}
_LETTERS = {
    "type": "string",
    "pattern": "^b*g*r*w*y*$",
    "description": "colour letters of Villagers, sorted (b blue, g green, r red, w white, "
    "y yellow)",
}


def _schema(cls: type[Decision], properties: JSON) -> JSON:
    return {
        "type": "object",
        "title": cls.kind,
        "description": cls.description,
        "additionalProperties": False,
        "required": ["kind", "seat", *properties],
        "properties": {
            "kind": {"type": "string", "const": cls.kind, "description": "the decision kind"},
            "seat": _SEAT,
            **properties,
        },
    }


def _monster(description: str) -> JSON:
    return {**_MONSTER, "description": description}


DECISION_SCHEMAS: dict[str, JSON] = {
    "start_symbol": _schema(ChooseStart, {}),
    "keep_final": _schema(KeepFinal, {}),
    "play_card": _schema(PlayCard, {}),
    "main": _schema(MainChoice, {}),
    "gather": _schema(Gather, {}),
    "choose_careto": _schema(ChooseCareto, {
        "steps": {"type": "integer", "minimum": 1, "description": "exact moves to make"},
        "both": {"type": "boolean", "description": "then the other Careto moves as many"},
    }),
    "move": _schema(Move, {
        "mover": {"type": "string", "enum": list(MOVERS), "description": "what moves"},
        "piece": {
            "type": "string",
            "enum": [*MONSTERS, "careto-1", "careto-2", "careto-group", *COLOURS],
            "description": "the Monster, the Careto, the group acting as a Careto, or the "
            "moving Villager's colour",
        },
        "steps": {"type": "integer", "minimum": 0, "description": "moves left"},
        "exact": {"type": "boolean", "description": "every move must be made (Caretos)"},
        "jumps": {
            "type": "array",
            "items": {"type": "string", "enum": list(SPECIAL_KINDS),
                      "description": "a location kind"},
            "description": "kinds of location the Monster may jump between (1 move a jump)",
        },
        "pass_through": {"type": "boolean",
                         "description": "passes through Monsters and Caretos (Lost Soul)"},
        "maria_bonus": {"type": "boolean",
                        "description": "one more move after scaring a group (Maria Gancha)"},
        "may_banish": {"type": "boolean",
                       "description": "may send Monsters passed through to the Cauldron"},
        "at": {"type": ["integer", "null"], "minimum": 0,
               "description": "where the moving Villager stands (null for other pieces)"},
        "origin": {"type": ["integer", "null"], "minimum": 0,
                   "description": "where the moving Villager started (null for others)"},
        "first_of_two": {"type": "boolean",
                         "description": "the first of Trevor's two Villagers"},
    }),
    "flee": _schema(Flee, {
        "origin": {**_LOCATION, "description": "where the scared group stood"},
        "remaining": {**_LETTERS, "description": "Villagers still to flee: " +
                      str(_LETTERS["description"])},
        "next_to": {"type": "integer", "minimum": -1,
                    "description": "the neighbour the next Villager flees to; -1: any"},
    }),
    "return": _schema(ReturnMonster, {"monster": _monster("the Monster returning")}),
    "banish": _schema(Banish, {"monster": _monster("the Monster passed through")}),
    "swap": _schema(Swap, {"monster": _monster("the Werewolf")}),
    "pick_villager": _schema(PickVillager, {
        "purpose": {"type": "string", "enum": list(PICK_PURPOSES),
                    "description": "whose ability picks"},
        "excluded_at": {"type": "integer", "minimum": -1,
                        "description": "where Trevor's first Villager stopped; -1: none"},
        "excluded_colour": {"type": "string", "enum": ["", "b", "g", "r", "w", "y"],
                            "description": "its colour letter; empty: none"},
    }),
    "moira_destination": _schema(MoiraDestination, {
        "origin": {**_LOCATION, "description": "where the picked Villager(s) stand"},
        "colour": {"type": "string", "enum": [*COLOURS, "all"],
                   "description": "the picked Villager's colour, or all: the whole group"},
    }),
    "pick_monster": _schema(PickMonster, {"monster": _monster("the Shepherdess")}),
    "scare_from_afar": _schema(ScareFromAfar, {"monster": _monster("the Shepherdess")}),
    "place_witch": _schema(PlaceWitch, {"monster": _monster("the Witch")}),
}
assert set(DECISION_SCHEMAS) == set(BY_KIND)
