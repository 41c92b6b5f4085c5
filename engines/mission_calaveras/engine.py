"""The Mission Calaveras engine: the contract of :mod:`engines.base` over the rules."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from engines.base import Action, Engine, Outcome
from engines.deck import deal, shuffled
from engines.mission_calaveras.actions import (
    ACTION_KINDS,
    DISCARD_TWIST,
    PLAY,
    ZONE_AREA,
    legal,
    problem,
)
from engines.mission_calaveras.cards import DECK, HAND_SIZE
from engines.mission_calaveras.rules import end_turn, place, take
from engines.mission_calaveras.state import (
    END_FAILED,
    END_GUILTY,
    END_RUNNING,
    NO_SEAT,
    CalaverasState,
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

RULES_NOTES: tuple[str, ...] = (
    "Seats: 4 with 3-4 players (CIA, KGB), 6 with 5-6 (CIA, KGB, DGSE); seat i and i+t are "
    "partners; with 3 or 5 players the last seat is a ghost whose turns its partner plays "
    "from the partner's own hand (and the partner then draws).",
    "Turn order is seat 0, 1, ... : one player of each team, then the second of each team; "
    "seat 0 is the first player and starts with Nicole.",
    "After playing, a player draws to complete the hand back to three cards, reshuffling "
    "the discard (the Twist just played included) when the draw pile is out; with the pile "
    "and discard both empty the player simply does not draw.",
    "A player whose hand is short at the start of the turn (the pile and discard were empty "
    "at the last draw) first completes it; with still no card the turn is skipped, listed "
    "in the view's 'skipped'.",
    "If no seat can ever play (no cards in any hand, the pile or the discard) the game "
    "ends and Nicole's holder's team wins; with 48 cards this cannot happen, since the "
    "table holds at most 35 (five Locations per seat, five in the centre).",
    "End of turn order: the card takes effect (twins discarded at once), Nicole moves, the "
    "player draws, then a suspect is designated and Nicole moves again.",
    "A Twist must move a card when any is visible; with no card on the table it is "
    "played with no effect ('discard-twist').",
    "A Twist moves a card to a different area: another seat, or a zone it is not in "
    "(zone to zone included); the moved card keeps the twin rule of its destination.",
    "Suspect designation needs at least two cards in the centre; ghosts count as players; "
    "'all cleared but one' is checked first, then strictly the most Suspect-zone matches "
    "(at least one) among uncleared seats; otherwise nobody and the centre stays.",
    "Nicole moves after every play and after every designation: fewest points, then most "
    "Location cards in front; when still tied she stays put, even in front of a seat that "
    "is not among the tied.",
    "The game ends when a seat reaches 7 points or more, after Nicole's last move; her "
    "holder's team wins (the ghost seat included); if that last move was an unbroken tie "
    "and the guilty seat holds her, nobody wins and every seat shares rank 1.",
    "The outcome has no scores (suspicion points are in detail['suspicion']); winners rank "
    "1, the other seats rank 2.",
)


class MissionCalaveras(Engine[CalaverasState]):
    """Mission Calaveras (Henri Kermarrec, Gigamic, 2019): teams of two secret agents."""

    name: ClassVar[str] = "mission-calaveras"
    title: ClassVar[str] = "Mission Calaveras"
    player_counts: ClassVar[tuple[int, ...]] = (3, 4, 5, 6)
    action_kinds: ClassVar[Mapping[str, JSON]] = ACTION_KINDS
    view_schema: ClassVar[JSON] = VIEW_SCHEMA
    rules_notes: ClassVar[tuple[str, ...]] = RULES_NOTES

    # --- set-up ------------------------------------------------------------------------

    def seating(self, players: int, options: Mapping[str, Any]) -> list[SeatInfo]:
        return list(seating(players))

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> CalaverasState:
        infos = seating(players)
        pile = shuffled(DECK, stream(seed, 0))
        real = [i.index for i in infos if not i.ghost]
        dealt = deal(pile, len(real), HAND_SIZE)
        hands: list[list[str]] = [[] for _ in infos]
        for seat, hand in zip(real, dealt, strict=True):
            hands[seat] = hand
        return CalaverasState(
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

    def seats(self, state: CalaverasState) -> list[SeatInfo]:
        return list(seating(state.players))

    def to_act(self, state: CalaverasState) -> list[int]:
        if state.end:
            return []
        return [state.decider(state.turn)]

    def legal_actions(self, state: CalaverasState, seat: int) -> list[Action]:
        return legal(state, seat)

    def view(self, state: CalaverasState, seat: int | None) -> JSON:
        return build_view(state, seat, self.outcome(state))

    def outcome(self, state: CalaverasState) -> Outcome | None:
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

    def hidden_from(self, state: CalaverasState, seat: int | None) -> set[str]:
        return hidden_cards(state, seat)

    # --- changing ----------------------------------------------------------------------

    def illegal_reason(
        self, state: CalaverasState, seat: int, action: Action
    ) -> str | None:
        """Legality checked directly rather than by searching the list of legal actions."""
        return problem(state, seat, action)

    def explain_illegal(self, state: CalaverasState, seat: int, action: Action) -> str:
        reason = problem(state, seat, action)
        return "the action is legal" if reason is None else reason

    def clone(self, state: CalaverasState) -> CalaverasState:
        return state.clone()

    def advance(self, state: CalaverasState, seat: int, action: Action) -> None:
        kind = action["type"]
        card = action["card"]
        state.hands[seat].remove(card)
        if kind == PLAY:
            to = action["to"]
            place(state, card, action["seat"] if to == "seat" else ZONE_AREA[to])
        elif kind == DISCARD_TWIST:
            state.discard.append(card)
        else:
            moving = action["move"]
            take(state, moving)
            to = action["to"]
            place(state, moving, action["seat"] if to == "seat" else ZONE_AREA[to])
            state.discard.append(card)
        end_turn(state, seat)

    # --- serialisation -----------------------------------------------------------------

    def dump(self, state: CalaverasState) -> JSON:
        return state.dump()

    def load(self, data: Mapping[str, Any]) -> CalaverasState:
        return load_state(data)

    def resample(
        self, view: Mapping[str, Any], seat: int, rng: random.Random
    ) -> CalaverasState:
        return resample_state(view, seat, rng)
