"""The contract every game engine implements.

An engine is a stateless object holding a game's rules; all the game's data lives in its
*state*, a plain value the engine creates (``setup``), reads (``to_act``,
``legal_actions``, ``view``, ``outcome``) and replaces (``apply`` returns a new state and
never touches the old one). States and actions round-trip through JSON, so the service can
store them anywhere and the worker can replay them.

The engine is deterministic: ``setup`` with the same players, options and seed, followed by
the same actions, always gives the same states. Nothing here imports Flask or Redis.

Order of checks in :meth:`Engine.apply` (as boardgame.io does it): game over, turn, shape,
legality. Credentials and versions are the service's business and come before all of these.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from engines.catalogue import CatalogueEntry
from engines.errors import (
    CorruptStateError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    InvalidSetupError,
    NotYourTurnError,
    as_json,
)
from engines.schema import Checker, compile_checker
from engines.seats import SeatInfo, solo_seats

Action = dict[str, Any]
"""A JSON object with a ``type`` key naming the action kind."""

Event = dict[str, Any]
"""A public effect of an action (a card drawn, a villager captured): a JSON object with a
``type`` key naming the event kind, as :attr:`Engine.event_kinds` describes it."""

JSON = dict[str, Any]

JSON_TYPE_NAMES = {bool: "boolean", int: "integer", str: "string"}
"""Option types as a client knows them (JSON's names, not Python's)."""

StateT = TypeVar("StateT")


@dataclass(frozen=True, slots=True)
class Option:
    """One setup option of a game, with its default and what values it takes."""

    name: str
    description: str
    default: bool | int | str
    choices: tuple[bool | int | str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: object) -> bool | int | str:
        """``value`` if acceptable for this option, else :class:`InvalidSetupError`."""
        if type(value) is not type(self.default):
            raise InvalidSetupError(
                f"option {as_json(self.name)} takes a {JSON_TYPE_NAMES[type(self.default)]}, "
                f"got {as_json(value)}"
            )
        assert isinstance(value, bool | int | str)
        if self.choices and value not in self.choices:
            raise InvalidSetupError(
                f"option {as_json(self.name)} must be one of {as_json(list(self.choices))}, "
                f"got {as_json(value)}"
            )
        if isinstance(value, int) and not isinstance(value, bool):
            if self.minimum is not None and value < self.minimum:
                raise InvalidSetupError(
                    f"option {as_json(self.name)} must be at least {self.minimum}, got {value}"
                )
            if self.maximum is not None and value > self.maximum:
                raise InvalidSetupError(
                    f"option {as_json(self.name)} must be at most {self.maximum}, got {value}"
                )
        return value

    def to_json(self) -> JSON:
        data: JSON = {"name": self.name, "description": self.description, "default": self.default}
        if self.choices:
            data["choices"] = list(self.choices)
        if self.minimum is not None:
            data["minimum"] = self.minimum
        if self.maximum is not None:
            data["maximum"] = self.maximum
        return data


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended.

    ``ranks`` gives each seat's place (1 is best; equal places share a rank); ``winners``
    lists the winning seats (empty when nobody wins); ``scores`` holds each seat's final
    score where the game keeps one. ``detail`` carries game-specific facts (the winning
    team, the guilty seat, the tie-breaks applied).
    """

    winners: tuple[int, ...]
    ranks: tuple[int, ...]
    reason: str
    scores: tuple[float, ...] | None = None
    detail: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "winners": list(self.winners),
            "ranks": list(self.ranks),
            "scores": None if self.scores is None else list(self.scores),
            "reason": self.reason,
            "detail": dict(self.detail),
        }


def outcome_schema(detail: JSON) -> JSON:
    """JSON Schema of :meth:`Outcome.to_json` (null while the game runs), with the game's
    own ``detail`` object schema: views publish it so a front end can draw the result."""
    seats: JSON = {"type": "array", "items": {"type": "integer", "minimum": 0,
                                              "description": "a seat index"}}
    return {
        "type": ["object", "null"],
        "description": "how the game ended; null while it runs",
        "additionalProperties": False,
        "required": ["winners", "ranks", "scores", "reason", "detail"],
        "properties": {
            "winners": {**seats, "description": "the winning seats (empty: nobody won)"},
            "ranks": {"type": "array",
                      "items": {"type": "integer", "minimum": 1,
                                "description": "a seat's place, 1 best"},
                      "description": "each seat's place, by seat index; ties share a rank"},
            "scores": {"type": ["array", "null"],
                       "items": {"type": "number", "description": "a seat's final score"},
                       "description": "each seat's final score by seat index, where the "
                                      "game keeps one"},
            "reason": {"type": "string", "description": "why the game ended, in words"},
            "detail": {**detail, "description": "game-specific facts about the end"},
        },
    }


def rules_sections(markdown: str) -> list[JSON]:
    """Split Markdown into its ``## `` sections: ``{id, title, markdown}`` each, in order."""
    sections: list[JSON] = []
    for chunk in re.split(r"^## ", markdown, flags=re.M)[1:]:
        title, _, body = chunk.partition("\n")
        slug = re.sub(r"[^a-z0-9]+", "-", title.strip().lower()).strip("-")
        sections.append({"id": slug, "title": title.strip(), "markdown": body.strip()})
    return sections


def ranks_from_scores(scores: Sequence[float]) -> tuple[int, ...]:
    """Competition ranks (1, 2, 2, 4) from scores where higher is better."""
    return tuple(1 + sum(1 for other in scores if other > mine) for mine in scores)


def recorded(state: Any, attribute: str, advance: Callable[[Any, int, Action], None],
             seat: int, action: Action) -> list[Event]:
    """The events ``advance`` records on ``state`` while it plays ``action``, for an engine
    whose state records into a list held in ``attribute`` while one is set there (and
    records nothing while it is None, as on the search path); the state is left with None,
    so it keeps no trace of the recording."""
    events: list[Event] = []
    setattr(state, attribute, events)
    try:
        advance(state, seat, action)
    finally:
        setattr(state, attribute, None)
    return events


class Engine(ABC, Generic[StateT]):
    """Rules of one game. Subclasses set the class attributes and the abstract methods."""

    name: ClassVar[str]
    """Registry key, lower-case with hyphens (``mission-calaveras``)."""
    title: ClassVar[str]
    """Human title (``Mission Calaveras``)."""
    player_counts: ClassVar[tuple[int, ...]]
    """Accepted numbers of players."""
    options: ClassVar[tuple[Option, ...]] = ()
    """Setup options with their defaults."""
    action_kinds: ClassVar[Mapping[str, JSON]]
    """JSON Schema of each action kind, keyed by its ``type`` value."""
    view_schema: ClassVar[JSON] = {"type": "object"}
    """JSON Schema of what :meth:`view` returns (published in the OpenAPI spec)."""
    rules_notes: ClassVar[tuple[str, ...]] = ()
    """One line per rule this engine had to interpret (shown in ``GET /game-types``)."""
    event_kinds: ClassVar[Mapping[str, JSON]] = {}
    """JSON Schema of each event kind, keyed by its ``type``; a redacted event (see
    :meth:`view_event`) must validate against the same schema."""
    rules_file: ClassVar[str | None] = None
    """Path of the game's complete rules in our own words (Markdown, one ``## `` section
    per part: goal, components, setup, a turn, scoring, the end, interpretations)."""

    # --- set-up ----------------------------------------------------------------------

    def seating(self, players: int, options: Mapping[str, Any]) -> list[SeatInfo]:
        """The seats a game of ``players`` players has (ghosts and teams included)."""
        return solo_seats(players)

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Every option with its default filled in; unknown names and bad values rejected."""
        given = dict(given or {})
        known = {opt.name: opt for opt in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise InvalidSetupError(
                f"unknown option(s) {as_json(unknown)} for {self.name}; "
                f"known: {as_json(sorted(known))}"
            )
        return {
            name: opt.check(given[name]) if name in given else opt.default
            for name, opt in known.items()
        }

    def check_players(self, players: int) -> None:
        if players not in self.player_counts:
            raise InvalidSetupError(
                f"{self.title} takes {min(self.player_counts)} to {max(self.player_counts)} "
                f"players, not {players}"
            )

    def new_game(self, players: int, options: Mapping[str, Any] | None, seed: int) -> StateT:
        """Validate players and options, then :meth:`setup`."""
        self.check_players(players)
        return self.setup(players, self.resolve_options(options), seed)

    @abstractmethod
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> StateT:
        """The initial state; ``options`` is already resolved and ``players`` checked."""

    # --- reading a state -------------------------------------------------------------

    @abstractmethod
    def seats(self, state: StateT) -> list[SeatInfo]:
        """The seats of this game."""

    @abstractmethod
    def to_act(self, state: StateT) -> list[int]:
        """The seats that must decide now (never a ghost: its controller is listed)."""

    @abstractmethod
    def legal_actions(self, state: StateT, seat: int) -> list[Action]:
        """Every action ``seat`` may take now; empty when it has no decision to make."""

    @abstractmethod
    def view(self, state: StateT, seat: int | None) -> JSON:
        """Exactly what ``seat`` (or a spectator, for ``None``) may see, as JSON."""

    @abstractmethod
    def outcome(self, state: StateT) -> Outcome | None:
        """None while the game runs; how it ended once it has."""

    @abstractmethod
    def hidden_from(self, state: StateT, seat: int | None) -> set[str]:
        """Ids of every card or token in ``state`` that ``seat`` must not see.

        The conformance suite scans each view for these strings; nothing else uses it.
        """

    # --- changing a state ------------------------------------------------------------

    def check_action(self, state: StateT, seat: int, action: Action) -> None:
        """Raise what :meth:`apply` raises for an action it refuses, in its order of checks:
        :class:`GameOverError`, :class:`NotYourTurnError`, :class:`InvalidActionError`,
        :class:`IllegalActionError`."""
        if self.outcome(state) is not None:
            raise GameOverError(f"{self.title} is over; action {as_json(action)} refused")
        if seat not in self.to_act(state):
            raise NotYourTurnError(
                f"seat {seat} has no decision to make now (to act: {self.to_act(state)}); "
                f"action {as_json(action)} refused"
            )
        self.check_shape(action)
        reason = self.illegal_reason(state, seat, action)
        if reason is not None:
            raise IllegalActionError(f"{reason} (action {as_json(action)}, seat {seat})")

    def apply(self, state: StateT, seat: int, action: Action) -> StateT:
        """The state after ``seat`` takes ``action``; ``state`` itself is unchanged.

        Raises :class:`GameOverError`, :class:`NotYourTurnError`,
        :class:`InvalidActionError` or :class:`IllegalActionError`, in that order of checks.
        """
        self.check_action(state, seat, action)
        new = self.clone(state)
        self.advance(new, seat, action)
        return new

    def play(self, state: StateT, seat: int, action: Action, *, in_place: bool = False
             ) -> tuple[StateT, list[Event]]:
        """:meth:`apply`, and the events the action caused, in order, unredacted.

        The service logs the events with the action and shows each viewer
        :meth:`view_event` of them. An engine that can record its events as it advances
        (:meth:`advance_recording`) records them in the one advance that makes the new
        state; otherwise they come from :meth:`events`.

        ``in_place``: the caller gives ``state`` up (one read for one action), so an engine
        that records its events advances ``state`` itself, once the action is found legal,
        and returns it: no copy (in a loaded API worker, copying a Caretos state was 22 of
        the 60 us of thread CPU its play took). An engine that does not record keeps the
        state it replays its events from, and copies.
        """
        self.check_action(state, seat, action)
        new = state if in_place and self.records_events else self.clone(state)
        recorded = self.advance_recording(new, seat, action)
        return new, recorded if recorded is not None else self.events(state, seat, action, new)

    @property
    def records_events(self) -> bool:
        """Whether :meth:`advance_recording` records (it is overridden), so the events come
        from the advance itself and not from a replay of the state before it."""
        return type(self).advance_recording is not Engine.advance_recording

    def advance_recording(self, state: StateT, seat: int, action: Action) -> list[Event] | None:
        """:meth:`advance`, recording the events the action causes as it goes, for an
        engine that can (then a move is advanced once on the service's path, not once for
        the state and again for its events); None for one that cannot (this default: an
        override always returns a list, which :meth:`play` relies on). The state keeps no
        trace of the recording. Search calls :meth:`advance`, which records nothing."""
        self.advance(state, seat, action)
        return None

    def events(self, before: StateT, seat: int, action: Action, after: StateT) -> list[Event]:
        """The public effects of ``action`` (legal for ``seat`` on ``before``), in order:
        by default replayed on a copy of ``before`` with recording on (the rules are
        deterministic, so the replay reaches ``after``); none, and no replay, for an engine
        whose :meth:`advance_recording` records nothing."""
        if not self.records_events:
            return []
        return self.advance_recording(self.clone(before), seat, action) or []

    def view_event(self, event: Event, viewer: int | None, seats: Sequence[SeatInfo]) -> Event:
        """What ``viewer`` (None: a spectator) may see of ``event``; the default shows all.

        ``seats`` is the game's seating, so a team game can show a partner what its
        partner was shown. The result must still validate against the event's schema.
        """
        return event

    def action_label(self, state: StateT, seat: int, action: Action) -> str:
        """A short human label for a legal ``action`` of ``seat`` ("Play Hotel as suspect").

        The default spells the action's fields out; engines override with words a player
        would use.
        """
        fields = ", ".join(f"{k} {v}" for k, v in action.items() if k != "type")
        kind = str(action.get("type", "")).replace("_", " ")
        return f"{kind.capitalize()}{': ' + fields if fields else ''}"

    def action_labels(self, state: StateT, seat: int, actions: Sequence[Action]) -> list[str]:
        """:meth:`action_label` of each action, in order (engines may batch the work)."""
        return [self.action_label(state, seat, action) for action in actions]

    def check_shape(self, action: object) -> None:
        """Reject anything that is not an action of a known kind with fields of its schema.

        Types are JSON's, strictly: ``true`` is not a seat number and ``1.0`` is not one.
        """
        if not isinstance(action, dict):
            raise InvalidActionError(f"an action is a JSON object, got {as_json(action)}")
        kind = action.get("type")
        if not isinstance(kind, str) or kind not in self.action_kinds:
            raise InvalidActionError(
                f"unknown action type {as_json(kind)}; {self.title} actions are "
                f"{as_json(sorted(self.action_kinds))}"
            )
        reason = self._checkers()[kind](action)
        if reason is not None:
            raise InvalidActionError(reason)

    def _checkers(self) -> dict[str, Checker]:
        """Each kind's compiled shape check, built on first use and kept on the instance."""
        checkers: dict[str, Checker] | None = self.__dict__.get("_shape_checkers")
        if checkers is None:
            checkers = {
                kind: compile_checker(dict(schema), f"a {kind} action")
                for kind, schema in self.action_kinds.items()
            }
            self.__dict__["_shape_checkers"] = checkers
        return checkers

    def illegal_reason(self, state: StateT, seat: int, action: Action) -> str | None:
        """None if ``action`` (well formed) is legal for ``seat`` now, else why not.

        The default looks the action up among :meth:`legal_actions`. Plain ``==`` is exact
        here because :meth:`check_shape` already held every field to its JSON type (so no
        ``true`` or ``1.0`` stands in for a ``1``); engines with a direct check override it.
        """
        if action in self.legal_actions(state, seat):
            return None
        return self.explain_illegal(state, seat, action)

    def explain_illegal(self, state: StateT, seat: int, action: Action) -> str:
        """A human reason why ``action`` is not legal; engines override with specifics."""
        kinds = sorted({a["type"] for a in self.legal_actions(state, seat)})
        return f"not a legal move now; legal action types now: {as_json(kinds)}"

    @abstractmethod
    def clone(self, state: StateT) -> StateT:
        """An independent copy of ``state``."""

    @abstractmethod
    def advance(self, state: StateT, seat: int, action: Action) -> None:
        """Apply a legal ``action`` to ``state`` in place.

        The fast path for search: the caller guarantees ``action`` came from
        :meth:`legal_actions` for ``seat`` on this very state.
        """

    # --- serialisation ---------------------------------------------------------------

    @abstractmethod
    def dump(self, state: StateT) -> JSON:
        """``state`` as JSON-compatible data."""

    @abstractmethod
    def load(self, data: Mapping[str, Any]) -> StateT:
        """The state :meth:`dump` produced ``data`` from."""

    def check_state(self, state: StateT) -> None:
        """Raise :class:`CorruptStateError` naming the first broken invariant of ``state``.

        Engines check what their rules guarantee: no card twice, hand sizes within the
        rules, pieces where the code expects them.
        """

    def restore(self, data: Mapping[str, Any]) -> StateT:
        """:meth:`load` a stored state and check its invariants: the store's path in."""
        try:
            state = self.load(data)
        except CorruptStateError:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise CorruptStateError(f"{self.title} state does not load: {exc!r}") from None
        self.check_state(state)
        return state

    # --- hidden information ------------------------------------------------------------

    @abstractmethod
    def resample(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> StateT:
        """A full state consistent with everything ``seat`` has seen (its ``view``).

        Hidden cards are dealt at random from those the seat cannot locate; the result's
        own seed is drawn from ``rng`` so future shuffles are unknown too.
        """

    def resampler(self, view: Mapping[str, Any], seat: int) -> Callable[[random.Random], StateT]:
        """:meth:`resample` of one view as a function of ``rng``, for the many deals of a
        bot's search: ``resampler(view, seat)(rng)`` is ``resample(view, seat, rng)``. An
        engine may read the view once here instead of on every deal (Encantados does)."""
        return partial(self.resample, view, seat)

    def view_action(self, action: Action, actor: int, viewer: int | None) -> Action:
        """What ``viewer`` may see of ``action`` taken by ``actor`` (for the game log).

        The default shows every action in full: override where an action names a hidden
        card (a card kept in hand, a secret choice).
        """
        return action

    # --- metadata ------------------------------------------------------------------------

    def action_schema(self) -> JSON:
        """One JSON Schema for every action of the game: a ``oneOf`` on ``type``."""
        return {
            "oneOf": [dict(schema) for schema in self.action_kinds.values()],
            "discriminator": {"propertyName": "type"},
        }

    def rules(self) -> list[JSON]:
        """The rules as ``[{id, title, markdown}]``, one per ``## `` section of the file."""
        if self.rules_file is None:
            return []
        return rules_sections(Path(self.rules_file).read_text(encoding="utf-8"))

    def catalogue(self) -> list[CatalogueEntry]:
        """Every kind of card, tile or token of the game, for front ends and rules readers."""
        return []

    def describe(self) -> JSON:
        """What ``GET /game-types`` says of this game."""
        return {
            "name": self.name,
            "title": self.title,
            "player_counts": list(self.player_counts),
            "options": [opt.to_json() for opt in self.options],
            "action_schema": self.action_schema(),
            "view_schema": dict(self.view_schema),
            "rules_notes": list(self.rules_notes),
        }
