"""Caretos: the engine, tying the parts of the rulebook together (one module each):

- :mod:`~engines.caretos.setup` set-up; :mod:`~engines.caretos.night` Night Cards, Gather
  Villagers; :mod:`~engines.caretos.turn` the main decision, the end of a turn and game;
- :mod:`~engines.caretos.movement` moves and Move Caretos; :mod:`~engines.caretos.monsters`
  the eight Monsters' abilities; :mod:`~engines.caretos.villagers` scare and flee;
  :mod:`~engines.caretos.cauldron`; :mod:`~engines.caretos.campfires` spending;
  :mod:`~engines.caretos.scoring` Bonus Card goals and final scores;
- :mod:`~engines.caretos.decisions` the decisions in progress, :mod:`~engines.caretos.flow`
  how they are offered and resolved; :mod:`~engines.caretos.actions` the action kinds;
- for front ends: :mod:`~engines.caretos.view`, :mod:`~engines.caretos.events`,
  :mod:`~engines.caretos.labels`, :mod:`~engines.caretos.catalogue`, ``rules.md``;
  :mod:`~engines.caretos.invariants` checks stored states.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from engines.base import Action, Engine, Event, Option, Outcome, recorded
from engines.caretos import flow, setup, storage
from engines.caretos import view as seat_view
from engines.caretos.actions import ACTION_KINDS
from engines.caretos.board import board_named
from engines.caretos.cards import BONUS, FINAL_CARDS, NIGHT, NIGHTS
from engines.caretos.catalogue import catalogue
from engines.caretos.events import EVENT_KINDS, redact
from engines.caretos.invariants import check_state
from engines.caretos.labels import action_labels
from engines.caretos.monsters import ABILITY_TEXT
from engines.caretos.scoring import ranking
from engines.caretos.state import MONSTERS, State
from engines.catalogue import CatalogueEntry
from engines.seats import SeatInfo, solo_seats

JSON = dict[str, Any]

RULES_NOTES: tuple[str, ...] = (
    "Seat 0 starts (it saw a Careto most recently). Set-up follows the rulebook's order "
    "(ruling): start symbols are chosen in seat order before Villagers are placed and any "
    "card is dealt; then (experienced variant) Final Bonus Cards are kept in seat order.",
    "A Night Card's extra symbol (Gather Villagers or Move Caretos) is resolved before the "
    "Monster activation, as symbols run top to bottom.",
    "Campfires may be spent at any decision of the active player's turn (ruling): before "
    "the Night Card, before its symbols resolve, during and between activations; one "
    "spending action per turn. A second activation is offered with the activations.",
    "A Campfire extra move spent while the Monster just activated is moving adds one move "
    "to that move; otherwise it is a one-step move of its own.",
    "A Monster that scared a group has ended its movement: no Campfire extra move for it "
    "that turn (ruling); Maria Gancha's own storm bonus move still applies.",
    "Matching runes give one benefit: either a second activation or releasing your Monster "
    "from the Cauldron; the discard pile goes to the box at the end of that turn either way.",
    "Shepherdess (comet) moving another Monster is not an activation of that Monster; the "
    "moved Monster uses plain moves (no jumps, no passing through).",
    "A scare completes Bonus Card goals of the scaring Monster's owner (who also takes the "
    "Campfire); one scare may complete several cards.",
    "A Monster pushed out of the Cauldron is placed by its owner once the movement that "
    "pushed it out ends; 'unoccupied' means no Monster, Careto or Villager.",
    "Villagers moved by Trevor cannot enter Monster or Careto locations; campfires are "
    "settled when each Villager stops.",
    "Moira moving a whole group: the Campfire left behind returns to the supply and the "
    "group takes one from the supply at its new location.",
    "The Bogeymen's group acts as a Careto until the end of the turn (blocks Monsters, "
    "removes Villagers fleeing into it, counts for 'adjacent to a Careto'), then is a group "
    "again where it stands.",
    "The campfire extra move is one step with the movement rules of the ability the Monster "
    "just used (its jumps, Lost Soul passing through).",
    "Lost Soul enters an occupied location only if it can still reach a free one with the "
    "moves left.",
    "Werewolf's swap, Witch's placement and the Cauldron return are optional choices "
    "offered as decisions ('none' / 'stop' where the rules make them optional).",
    "With one Final Bonus Card each, the best assignment of Villagers to sets is direct "
    "(per-colour sets are disjoint; rainbow sets are limited by the rarest colour).",
)

RULES_FILE = Path(__file__).with_name("rules.md")


class Caretos(Engine[State]):
    name = "caretos"
    title = "Caretos"
    player_counts = (2, 3, 4)
    options = (
        Option(
            "experienced",
            "experienced players: deal two Final Bonus Cards each, keep one",
            False,
        ),
    )
    action_kinds: ClassVar[Mapping[str, JSON]] = ACTION_KINDS
    view_schema: ClassVar[JSON] = seat_view.VIEW_SCHEMA
    rules_notes = RULES_NOTES
    event_kinds: ClassVar[Mapping[str, JSON]] = EVENT_KINDS
    rules_file = str(RULES_FILE)

    # --- set-up and reading ------------------------------------------------------------

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> State:
        return setup.new_state(players, options, seed)

    def seats(self, state: State) -> list[SeatInfo]:
        return solo_seats(state.players)

    def to_act(self, state: State) -> list[int]:
        if state.over or not state.stack:
            return []
        return [state.stack[-1].seat]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return flow.legal_actions(state, seat)

    # --- changing ------------------------------------------------------------------------

    def clone(self, state: State) -> State:
        return state.clone()

    def advance(self, state: State, seat: int, action: Action) -> None:
        flow.advance(state, seat, action)

    def advance_recording(self, state: State, seat: int, action: Action) -> list[Event]:
        return recorded(state, "log", flow.advance, seat, action)

    def view_event(self, event: Event, viewer: int | None, seats: Sequence[SeatInfo]) -> Event:
        return redact(event, viewer)

    def action_labels(self, state: State, seat: int, actions: Sequence[Action]) -> list[str]:
        return action_labels(state, seat, actions)

    def action_label(self, state: State, seat: int, action: Action) -> str:
        return action_labels(state, seat, [action])[0]

    # --- outcome ---------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        if not state.over:
            return None
        details, ranks, winners = ranking(state)
        return Outcome(
            winners=winners,
            ranks=ranks,
            reason=state.end_reason,
            scores=tuple(float(d["total"]) for d in details),
            detail={
                "scores": details,
                "finals": [list(f) for f in state.finals],
                "tie_breaks": ["victory points", "campfires", "villagers captured"],
            },
        )

    # --- views, hidden information, storage ------------------------------------------------

    def view(self, state: State, seat: int | None) -> JSON:
        return seat_view.view(state, seat)

    def hidden_from(self, state: State, seat: int | None) -> set[str]:
        return seat_view.hidden_from(state, seat)

    def view_action(self, action: Action, actor: int, viewer: int | None) -> Action:
        if action.get("type") == "keep_final" and viewer != actor:
            return {"type": "keep_final", "card": "hidden"}
        return action

    def resample(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
        return seat_view.resample(view, seat, rng)

    def dump(self, state: State) -> JSON:
        return storage.to_json(state)

    def load(self, data: Mapping[str, Any]) -> State:
        return storage.from_json(data)

    def check_state(self, state: State) -> None:
        check_state(state)

    def catalogue(self) -> list[CatalogueEntry]:
        return catalogue()

    # --- explanations ------------------------------------------------------------------------

    def explain_illegal(self, state: State, seat: int, action: Action) -> str:
        try:
            return self._explain(state, seat, action)
        except Exception:  # a reason must never crash on garbage input
            return "not a legal action now"

    def _explain(self, s: State, seat: int, action: Action) -> str:
        legal = self.legal_actions(s, seat)
        top = s.stack[-1]
        pending = f"seat {seat} must now decide: {top.description}"
        kinds = sorted({a["type"] for a in legal})
        kind = action.get("type")
        if kind not in kinds:
            return f"{kind!r} is not possible now; {pending} (allowed: {kinds})"
        same = [a for a in legal if a["type"] == kind]
        extra = sorted(set(action) - set(same[0]))
        if extra:
            return f"unknown field(s) {extra} for {kind!r}; expected {sorted(same[0])}"
        missing = sorted(set(same[0]) - set(action))
        if missing:
            return f"{kind!r} needs field(s) {missing}"
        if kind == "play":
            return f"card {action['card']!r} is not in your hand {s.hands[seat]}"
        if kind == "buy":
            return f"card {action['card']!r} is not a face-up Bonus Card {s.bonus_up}"
        if kind == "keep_final":
            return f"card {action['card']!r} is not one of your Final Bonus Cards"
        for key in sorted(action):
            if key == "type":
                continue
            allowed = sorted({repr(a[key]) for a in same})
            if not any(a[key] == action[key] and type(a[key]) is type(action[key]) for a in same):
                return f"{key}={action[key]!r} is not allowed: {pending}; allowed {key}: " + (
                    ", ".join(allowed)
                )
        return f"that combination of fields is not allowed; {pending}"

    # --- metadata ----------------------------------------------------------------------------

    def describe(self) -> JSON:
        data = super().describe()
        data["boards"] = {
            name: dict(board_named(name).data) for name in ("two_players", "three_four_players")
        }
        data["cards"] = {
            "night": [c.to_json() for c in NIGHT.values()],
            "bonus": [c.to_json() for c in BONUS.values()],
            "final": [c.to_json() for c in FINAL_CARDS],
        }
        data["monsters"] = {
            name: dict(zip(NIGHTS, ABILITY_TEXT[name], strict=True)) for name in MONSTERS
        }
        return data


