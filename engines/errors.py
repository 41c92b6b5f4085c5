"""The engine error family: everything an engine rejects is a ``ValueError``.

Like python-chess's ``IllegalMoveError``, each message carries the offending input and
where the game stood, so a client (or a log reader) can tell what went wrong without
the server's state at hand.
"""

from __future__ import annotations

import json
from typing import Any


def as_json(value: Any) -> str:
    """``value`` as the client sent it (JSON), for messages: ``{"type": "play"}``, not a repr."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return json.dumps(repr(value))


class EngineError(ValueError):
    """Base class of every error an engine raises for bad input."""


class InvalidSetupError(EngineError):
    """Unsupported player count or options at game creation."""


class InvalidActionError(EngineError):
    """The action is not a well-formed action of this game (wrong shape or kind)."""


class IllegalActionError(EngineError):
    """The action is well formed but not legal for this seat in this position."""


class NotYourTurnError(IllegalActionError):
    """The seat has no decision to make now."""


class GameOverError(IllegalActionError):
    """The game has ended; no further action is accepted."""


class InvalidViewError(EngineError):
    """A view handed to ``resample`` is not one the engine produced for that seat."""


class CorruptStateError(EngineError):
    """A stored state breaks an invariant of its game (a card twice, a hand too large).

    Raised by :meth:`engines.base.Engine.restore`; the message names what is wrong, so an
    operator can tell a damaged record from a bug without reading the whole state.
    """


class UnknownGameError(EngineError):
    """No engine is registered under that name."""
