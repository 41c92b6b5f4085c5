"""Seating: who sits where, which team they play for, and who plays a ghost seat.

A *seat* is a place at the table. Most seats belong to one player; a *ghost* seat (the
partner-less team member of Mission Calaveras with 3 or 5 players) has no player, no
hand and no token: its ``controller`` seat decides for it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One place at the table."""

    index: int
    team: str | None = None
    ghost: bool = False
    controller: int | None = None  # the seat that decides for a ghost; None for a player

    @property
    def decider(self) -> int:
        """The seat whose token acts on this seat's turns."""
        return self.index if self.controller is None else self.controller

    def to_json(self) -> dict[str, object]:
        return {
            "index": self.index,
            "team": self.team,
            "ghost": self.ghost,
            "controller": self.controller,
        }


def solo_seats(players: int) -> list[SeatInfo]:
    """Every player alone, seat i for player i."""
    return [SeatInfo(i) for i in range(players)]


def interleaved_teams(
    team_names: list[str], players: int, allow_ghost: bool = False
) -> list[SeatInfo]:
    """Teams of two seated so every team plays once before any plays twice.

    Seats ``0..t-1`` are the first members of teams ``0..t-1`` and seats ``t..2t-1``
    their partners, so seat ``i`` and seat ``i + t`` are partners (with 4 seats, partners
    sit diagonally opposite). With an odd player count and ``allow_ghost`` the last seat
    is a ghost controlled by its partner.
    """
    teams = len(team_names)
    seats_needed = 2 * teams
    ghosts = seats_needed - players
    if ghosts not in ((0, 1) if allow_ghost else (0,)):
        raise ValueError(
            f"{players} players cannot form {teams} teams of two"
            + (" (one ghost allowed)" if allow_ghost else "")
        )
    seats: list[SeatInfo] = []
    for i in range(seats_needed):
        team = team_names[i % teams]
        if ghosts and i == seats_needed - 1:
            seats.append(SeatInfo(i, team, ghost=True, controller=partner_of(i, teams)))
        else:
            seats.append(SeatInfo(i, team))
    return seats


def partner_of(seat: int, team_count: int) -> int:
    """The partner of ``seat`` in an :func:`interleaved_teams` seating."""
    return seat + team_count if seat < team_count else seat - team_count
