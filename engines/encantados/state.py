"""The state of an Encantados game: a slotted dataclass with a cheap :meth:`State.clone`.

Seats and *units*: a unit is what owns a garden and a score. With 2, 3 or 5 players
each seat is its own unit (unit ``i`` is seat ``i``); with 4 or 6 players the units are
the teams of :func:`engines.seats.interleaved_teams` (unit ``k`` is seats ``k`` and
``k + teams``).

Piles are lists whose top is the last element. Hands and garden groups are kept sorted
by card rank, so equal positions have equal lists whatever the history.

``pending`` is a stack of decisions that interrupt the turn (the top one is decided
first): ``(decision, seat, arg)`` tuples, see :data:`DECISIONS`.

``known`` maps each card the table saw a seat take into its hand (from a face-up discard
pile) and not yet seen leave it to that seat: public, as it is at a real table, where
anyone may remember it. A trade between partners passes cards unseen, so what was known
of both their hands is forgotten (rules.md, Interpretations).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engines.errors import EngineError

Pending = tuple[str, int, int]

DECISIONS: dict[str, str] = {
    "take": "choose any card of a discard pile (Dwarves); arg: 0 search discard, 1 end discard",
    "keep": "choose the searched card to keep (or keep all with Gnomes)",
    "search_discard": "discard a card of your hand to the search discard (Gnomes)",
    "trade_give": "give a card to your partner; arg: cards given so far",
    "trade_return": "give a card back to your partner; arg: cards returned so far",
    "spring_target": "choose the player who performs the Spring song's search",
    "autumn_target": "choose the player who draws four cards of a discard pile (Autumn song)",
    "autumn_pile": "choose the discard pile to draw the top four cards of (Autumn song)",
    "winter_pile": "choose the discard pile to draw the top card of (Winter song)",
    "goblin_target": "choose the player who draws two cards (Goblins)",
    "kobold": "choose a garden card to put under the draw pile (Kobolds)",
    "troll_take": "choose a garden card to move (Trolls)",
    "troll_place": "choose the garden the moved card goes to (Trolls); arg: its old garden",
}
"""Every pending decision kind and what it asks."""

PHASES = ("draw", "lay", "discard", "over")


@dataclass(slots=True)
class State:
    players: int
    teams: int
    """Number of teams (0 when everyone plays alone)."""
    decks: int
    max_rounds: int
    seed: int
    counter: int
    """Random events drawn so far (each round's shuffle is one)."""
    round: int
    order: list[int]
    """Turn order of the whole game (teammates consecutive); play cycles through it."""
    starter: int
    current: int
    phase: str
    hands: list[list[str]]
    gardens: list[dict[str, list[str]]]
    pile: list[str]
    search_discard: list[str]
    end_discard: list[str]
    scores: list[int]
    last_round: list[int]
    song_or_trade: bool = False
    new_race: bool = False
    ran_out: bool = False
    turns: int = 0
    """Turns ended so far in this round (the long-round rule: ``turn.TURNS_PER_SEAT``)."""
    pending: list[Pending] = field(default_factory=list)
    searched: list[str] = field(default_factory=list)
    moving: str = ""
    known: dict[str, int] = field(default_factory=dict)
    """Card -> the seat known to hold it (see the module docstring); reset each round."""
    end_reason: str = ""
    shared: bool = field(default=False, compare=False)
    """Whether ``gardens`` may be shared with a clone: copy it (:meth:`own_gardens`) first."""
    events: list[dict[str, Any]] | None = field(default=None, compare=False)
    """Where the effects of the actions applied are recorded (see :mod:`.events`); None,
    the default, records nothing. Never dumped nor cloned."""

    def clone(self) -> State:
        copy = State(
            self.players,
            self.teams,
            self.decks,
            self.max_rounds,
            self.seed,
            self.counter,
            self.round,
            self.order,  # never mutated after setup: shared
            self.starter,
            self.current,
            self.phase,
            [h[:] for h in self.hands],
            self.gardens,  # copied on write: see own_gardens
            self.pile[:],
            self.search_discard[:],
            self.end_discard[:],
            self.scores[:],
            self.last_round[:],
            self.song_or_trade,
            self.new_race,
            self.ran_out,
            self.turns,
            self.pending[:],
            self.searched[:],
            self.moving,
            dict(self.known),
            self.end_reason,
            True,
        )
        self.shared = True
        return copy

    def own_gardens(self) -> list[dict[str, list[str]]]:
        """The gardens, copied first if a clone may share them: call before changing one."""
        if self.shared:
            self.gardens = [{k: v[:] for k, v in g.items()} for g in self.gardens]
            self.shared = False
        return self.gardens

    def unit(self, seat: int) -> int:
        """The unit (garden and score owner) ``seat`` belongs to."""
        return seat % self.teams if self.teams else seat

    def members(self, unit: int) -> list[int]:
        """The seats of ``unit``."""
        return [unit, unit + self.teams] if self.teams else [unit]

    @property
    def units(self) -> int:
        return self.teams or self.players

    def dump(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "teams": self.teams,
            "decks": self.decks,
            "max_rounds": self.max_rounds,
            "seed": self.seed,
            "counter": self.counter,
            "round": self.round,
            "order": list(self.order),
            "starter": self.starter,
            "current": self.current,
            "phase": self.phase,
            "hands": [list(h) for h in self.hands],
            "gardens": [{k: list(v) for k, v in g.items()} for g in self.gardens],
            "pile": list(self.pile),
            "search_discard": list(self.search_discard),
            "end_discard": list(self.end_discard),
            "scores": list(self.scores),
            "last_round": list(self.last_round),
            "song_or_trade": self.song_or_trade,
            "new_race": self.new_race,
            "ran_out": self.ran_out,
            "turns": self.turns,
            "pending": [list(p) for p in self.pending],
            "searched": list(self.searched),
            "moving": self.moving,
            "known": dict(self.known),
            "end_reason": self.end_reason,
        }


def load_state(data: Mapping[str, Any]) -> State:
    """The state :meth:`State.dump` produced ``data`` from."""
    try:
        return State(
            players=int(data["players"]),
            teams=int(data["teams"]),
            decks=int(data["decks"]),
            max_rounds=int(data["max_rounds"]),
            seed=int(data["seed"]),
            counter=int(data["counter"]),
            round=int(data["round"]),
            order=[int(s) for s in data["order"]],
            starter=int(data["starter"]),
            current=int(data["current"]),
            phase=str(data["phase"]),
            hands=[[str(c) for c in h] for h in data["hands"]],
            gardens=[{str(k): [str(c) for c in v] for k, v in g.items()} for g in data["gardens"]],
            pile=[str(c) for c in data["pile"]],
            search_discard=[str(c) for c in data["search_discard"]],
            end_discard=[str(c) for c in data["end_discard"]],
            scores=[int(s) for s in data["scores"]],
            last_round=[int(s) for s in data["last_round"]],
            song_or_trade=bool(data["song_or_trade"]),
            new_race=bool(data["new_race"]),
            ran_out=bool(data["ran_out"]),
            turns=int(data.get("turns", 0)),  # records stored before the long-round rule
            pending=[(str(p[0]), int(p[1]), int(p[2])) for p in data["pending"]],
            searched=[str(c) for c in data["searched"]],
            moving=str(data["moving"]),
            # records stored before the table's knowledge was kept: nothing known yet
            known={str(c): int(s) for c, s in data.get("known", {}).items()},
            end_reason=str(data["end_reason"]),
        )
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise EngineError(f"not an Encantados state: {exc!r}") from None
