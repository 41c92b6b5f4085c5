"""What can go wrong with a stored game, one class per HTTP-visible outcome."""

from __future__ import annotations


class GameError(Exception):
    """Base of the store's refusals; the message is the human reason."""


class GameNotFound(GameError):
    """No game has that id (or it expired)."""


class BadCredentials(GameError):
    """No token, or a token that belongs to no seat of this game."""


class NotYourDecision(GameError):
    """The token's seat has no decision to make now."""


class VersionConflict(GameError):
    """The client acted on a version that is no longer current."""

    def __init__(self, message: str, current: int) -> None:
        super().__init__(message)
        self.current = current


class VersionAhead(VersionConflict):
    """The client named a version the game has not reached: not stale, but made up."""


class GameFinished(GameError):
    """The game is over; it accepts no more actions."""

    def __init__(self, message: str, current: int) -> None:
        super().__init__(message)
        self.current = current


class InvalidRequest(GameError):
    """A request the engine or the store cannot accept (bad players, bot level, options)."""


class StatusConflict(GameError):
    """The request does not fit the game's status or a seat's (a seat taken, a game that
    waits, started, ended or was aborted, a seat that resigned already)."""

    def __init__(self, message: str, kind: str, current: int) -> None:
        super().__init__(message)
        self.kind = kind
        self.current = current


class SeatNotFound(GameError):
    """The game has no seat with that index."""


class BadInvite(GameError):
    """A join without the seat's invite where one is needed, or with a wrong one."""
