"""The state of a game of Mission Calaveras: a slotted dataclass with a cheap clone.

Seat indices follow :func:`engines.seats.interleaved_teams`: with ``t`` teams, seats
``0..t-1`` are the first members of each team and seat ``i + t`` is the partner of seat
``i``; with 3 or 5 players the last seat is a ghost (no hand) played by its partner.
Piles are lists whose *last* element is the top.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.errors import CorruptStateError
from engines.mission_calaveras.cards import PLAYER_COUNTS, teams_for
from engines.seats import SeatInfo, interleaved_teams

NO_SEAT = -1
"""Stands for "no seat" in the integer fields (ghost, guilty)."""

END_RUNNING = ""
END_GUILTY = "guilty"
"""A seat reached 7 points and Nicole's holder's team wins."""
END_FAILED = "failed"
"""A seat reached 7 points, the final tie was unbroken and the guilty seat holds Nicole."""
END_STUCK = "stuck"
"""No seat could ever play again (unreachable with the 48-card deck; kept as a safe end)."""


@cache
def seating(players: int) -> tuple[SeatInfo, ...]:
    """The seats of a game of ``players`` players (4 or 6 seats, maybe one ghost)."""
    return tuple(interleaved_teams(teams_for(players), players, allow_ghost=True))


DECIDERS: dict[int, tuple[int, ...]] = {
    players: tuple(info.decider for info in seating(players)) for players in PLAYER_COUNTS
}
"""The seat deciding on each seat's turns, by player count (read from the seating, so the
partner arithmetic lives in :mod:`engines.seats` only)."""


@dataclass(slots=True)
class State:
    """Everything about one game; the engine reads and replaces it, never shares it."""

    players: int
    seed: int
    counter: int
    """Random events used so far: event ``counter`` is the next shuffle's stream."""
    hands: list[list[str]]
    """Each seat's hand (a ghost's stays empty)."""
    fronts: list[list[str]]
    """The Location cards face up in front of each seat, in order of arrival."""
    innocent: list[str]
    suspect: list[str]
    discard: list[str]
    draw: list[str]
    """The draw pile; its last element is the top."""
    points: list[int]
    """Suspicion points of each seat."""
    nicole: int
    """The seat Nicole stands in front of."""
    turn: int
    """The seat whose turn it is (a ghost's turn is decided by its partner)."""
    turns_played: int = 0
    skipped: tuple[int, ...] = ()
    """Seats whose turns were skipped (no card to play) just before the current turn."""
    end: str = END_RUNNING
    guilty: int = NO_SEAT
    tie: bool = False
    """Whether Nicole's last move was an unbreakable tie (she stayed where she was)."""

    @property
    def team_count(self) -> int:
        return len(self.hands) // 2

    def decider(self, seat: int) -> int:
        """The seat whose hand plays on ``seat``'s turns (the partner for a ghost)."""
        return DECIDERS[self.players][seat]

    def clone(self) -> State:
        return State(
            self.players,
            self.seed,
            self.counter,
            list(map(list.copy, self.hands)),
            list(map(list.copy, self.fronts)),
            self.innocent[:],
            self.suspect[:],
            self.discard[:],
            self.draw[:],
            self.points[:],
            self.nicole,
            self.turn,
            self.turns_played,
            self.skipped,
            self.end,
            self.guilty,
            self.tie,
        )

    def dump(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "counter": self.counter,
            "hands": [h[:] for h in self.hands],
            "fronts": [f[:] for f in self.fronts],
            "innocent": self.innocent[:],
            "suspect": self.suspect[:],
            "discard": self.discard[:],
            "draw": self.draw[:],
            "points": self.points[:],
            "nicole": self.nicole,
            "turn": self.turn,
            "turns_played": self.turns_played,
            "skipped": list(self.skipped),
            "end": self.end,
            "guilty": None if self.guilty == NO_SEAT else self.guilty,
            "tie": self.tie,
        }


def load_state(data: Mapping[str, Any]) -> State:
    """The state :meth:`State.dump` produced ``data`` from.

    Converted with ``map`` (no Python frame per list, as a comprehension makes: this runs on
    every read of a game). Only the shape is checked here;
    :func:`engines.mission_calaveras.invariants.check_state` checks that the game makes sense.
    """
    try:
        guilty = data["guilty"]
        return State(
            players=int(data["players"]),
            seed=int(data["seed"]),
            counter=int(data["counter"]),
            hands=[list(map(str, h)) for h in data["hands"]],
            fronts=[list(map(str, f)) for f in data["fronts"]],
            innocent=list(map(str, data["innocent"])),
            suspect=list(map(str, data["suspect"])),
            discard=list(map(str, data["discard"])),
            draw=list(map(str, data["draw"])),
            points=list(map(int, data["points"])),
            nicole=int(data["nicole"]),
            turn=int(data["turn"]),
            turns_played=int(data["turns_played"]),
            skipped=tuple(map(int, data["skipped"])),
            end=str(data["end"]),
            guilty=NO_SEAT if guilty is None else int(guilty),
            tie=bool(data["tie"]),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise CorruptStateError(f"not a Mission Calaveras state: {exc!r}") from None
