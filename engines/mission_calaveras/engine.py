"""The Mission Calaveras engine: the contract of :mod:`engines.base` over the rules."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from engines.base import Action, Engine, Event, Outcome, rules_sections
from engines.catalogue import CatalogueEntry
from engines.deck import deal, shuffled
from engines.mission_calaveras.actions import (
    ACTION_KINDS,
    DISCARD_TWIST,
    PLAY,
    destination,
    legal,
    problem,
)
from engines.mission_calaveras.cards import DECK, HAND_SIZE, KIND, PLAYER_COUNTS
from engines.mission_calaveras.catalogue import catalogue
from engines.mission_calaveras.events import EVENT_KINDS, game_ended, view_event
from engines.mission_calaveras.invariants import check_state
from engines.mission_calaveras.labels import action_labels
from engines.mission_calaveras.rules import Log, area_name, area_seat, end_turn, place, take
from engines.mission_calaveras.state import (
    END_FAILED,
    END_GUILTY,
    END_RUNNING,
    NO_SEAT,
    State,
    load_state,
    seating,
)
from engines.mission_calaveras.view import (
    VIEW_SCHEMA,
    build_view,
    hidden_cards,
    resample_state,
)
from engines.rng import stream
from engines.seats import SeatInfo

JSON = dict[str, Any]

RULES_FILE = str(Path(__file__).with_name("rules.md"))

RULES_NOTES: tuple[str, ...] = tuple(
    line.removeprefix("- ")
    for section in rules_sections(Path(RULES_FILE).read_text(encoding="utf-8"))
    if section["id"] == "interpretations"
    for line in section["markdown"].splitlines()
)
"""One line per interpretation: the Interpretations section of the rules file."""


class MissionCalaveras(Engine[State]):
    """Mission Calaveras (Henri Kermarrec, Gigamic, 2019): teams of two secret agents."""

    name: ClassVar[str] = "mission-calaveras"
    title: ClassVar[str] = "Mission Calaveras"
    player_counts: ClassVar[tuple[int, ...]] = PLAYER_COUNTS
    action_kinds: ClassVar[Mapping[str, JSON]] = ACTION_KINDS
    view_schema: ClassVar[JSON] = VIEW_SCHEMA
    rules_notes: ClassVar[tuple[str, ...]] = RULES_NOTES
    event_kinds: ClassVar[Mapping[str, JSON]] = EVENT_KINDS
    rules_file: ClassVar[str | None] = RULES_FILE

    # --- set-up ------------------------------------------------------------------------

    def seating(self, players: int, options: Mapping[str, Any]) -> list[SeatInfo]:
        return list(seating(players))

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> State:
        infos = seating(players)
        pile = shuffled(DECK, stream(seed, 0))
        real = [i.index for i in infos if not i.ghost]
        dealt = deal(pile, len(real), HAND_SIZE)
        hands: list[list[str]] = [[] for _ in infos]
        for seat, hand in zip(real, dealt, strict=True):
            hands[seat] = hand
        return State(
            players=players,
            seed=seed,
            counter=1,
            hands=hands,
            fronts=[[] for _ in infos],
            innocent=[],
            suspect=[],
            discard=[],
            draw=pile,
            points=[0] * len(infos),
            nicole=0,
            turn=0,
        )

    # --- reading -----------------------------------------------------------------------

    def seats(self, state: State) -> list[SeatInfo]:
        return list(seating(state.players))

    def to_act(self, state: State) -> list[int]:
        if state.end:
            return []
        return [state.decider(state.turn)]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return legal(state, seat)

    def view(self, state: State, seat: int | None) -> JSON:
        return build_view(state, seat, self.outcome(state))

    def outcome(self, state: State) -> Outcome | None:
        if state.end == END_RUNNING:
            return None
        infos = seating(state.players)
        detail: dict[str, Any] = {
            "guilty": None if state.guilty == NO_SEAT else state.guilty,
            "nicole": state.nicole,
            "suspicion": state.points[:],
            "tie_unbroken": state.tie,
        }
        if state.end == END_FAILED:
            detail["winning_team"] = None
            return Outcome(
                winners=(),
                ranks=tuple(1 for _ in infos),
                reason=(
                    f"seat {state.guilty} reached {state.points[state.guilty]} suspicion "
                    f"points and is guilty, but Nicole could not break the tie and stays "
                    f"with the guilty seat: every player has failed"
                ),
                detail=detail,
            )
        team = infos[state.nicole].team
        detail["winning_team"] = team
        winners = tuple(i.index for i in infos if i.team == team)
        if state.end == END_GUILTY:
            guilty = infos[state.guilty]
            reason = (
                f"seat {state.guilty} ({guilty.team}) reached {state.points[state.guilty]} "
                f"suspicion points and is guilty; Nicole trusts seat {state.nicole}, so "
                f"{team} extracts her and wins"
            )
        else:
            reason = (
                f"no seat can play any more; Nicole trusts seat {state.nicole}, so {team} wins"
            )
        return Outcome(
            winners=winners,
            ranks=tuple(1 if i.team == team else 2 for i in infos),
            reason=reason,
            detail=detail,
        )

    def hidden_from(self, state: State, seat: int | None) -> set[str]:
        return hidden_cards(state, seat)

    # --- changing ----------------------------------------------------------------------

    def illegal_reason(
        self, state: State, seat: int, action: Action
    ) -> str | None:
        """Legality checked directly rather than by searching the list of legal actions."""
        return problem(state, seat, action)

    def explain_illegal(self, state: State, seat: int, action: Action) -> str:
        reason = problem(state, seat, action)
        return "the action is legal" if reason is None else reason

    def clone(self, state: State) -> State:
        return state.clone()

    def advance(
        self, state: State, seat: int, action: Action, log: Log = None
    ) -> None:
        """Apply a legal action in place; with a ``log`` list, record its events in it."""
        kind = action["type"]
        card = action["card"]
        state.hands[seat].remove(card)
        if kind == PLAY:
            to = destination(action)
            if log is not None:
                log.append({"type": "played", "seat": state.turn, "by": seat, "card": card,
                            "location": KIND[card], "to": action["to"],
                            "to_seat": area_seat(to)})
            place(state, card, to, log)
        elif kind == DISCARD_TWIST:
            if log is not None:
                log.append({"type": "twist", "seat": state.turn, "by": seat, "card": card,
                            "moved": None, "from": None, "from_seat": None, "to": None,
                            "to_seat": None})
            state.discard.append(card)
        else:
            moving = action["move"]
            source = take(state, moving)
            to = destination(action)
            if log is not None:
                log.append({"type": "twist", "seat": state.turn, "by": seat, "card": card,
                            "moved": moving, "from": area_name(source),
                            "from_seat": area_seat(source), "to": action["to"],
                            "to_seat": area_seat(to)})
            place(state, moving, to, log)
            state.discard.append(card)
        end_turn(state, seat, log)
        if log is not None and state.end:
            log.append(game_ended(state))

    # --- events, labels, documentation -----------------------------------------------------

    def advance_recording(self, state: State, seat: int, action: Action) -> list[Event]:
        log: list[Event] = []
        self.advance(state, seat, action, log)
        return log

    def view_event(
        self, event: Event, viewer: int | None, seats: Sequence[SeatInfo]
    ) -> Event:
        return view_event(event, viewer, seats)

    def action_label(self, state: State, seat: int, action: Action) -> str:
        return action_labels(state, seat, [action])[0]

    def action_labels(
        self, state: State, seat: int, actions: Sequence[Action]
    ) -> list[str]:
        return action_labels(state, seat, actions)

    def catalogue(self) -> list[CatalogueEntry]:
        return catalogue()

    def check_state(self, state: State) -> None:
        check_state(state)

    # --- serialisation -----------------------------------------------------------------

    def dump(self, state: State) -> JSON:
        return state.dump()

    def load(self, data: Mapping[str, Any]) -> State:
        return load_state(data)

    def resample(
        self, view: Mapping[str, Any], seat: int, rng: random.Random
    ) -> State:
        return resample_state(view, seat, rng)
