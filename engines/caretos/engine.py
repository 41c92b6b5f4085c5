"""Caretos: the engine (set-up, turn flow, views, resampling).

Actions (one JSON object per decision, every field required)::

    {"type": "choose_start", "symbol": "star", "monster": "witch", "at": 3}
    {"type": "keep_final", "card": "final-4"}
    {"type": "play", "card": "night-17"}
    {"type": "gather", "from": 4, "to": 9}
    {"type": "choose_careto", "careto": "careto-1"}
    {"type": "step", "to": 12}
    {"type": "stop"}
    {"type": "activate", "monster": "werewolf", "pay": "free"}
    {"type": "release", "monster": "witch", "pay": "campfires"}
    {"type": "buy", "card": "bonus-3"}
    {"type": "extra_move"}
    {"type": "end_turn"}
    {"type": "flee", "to": 8, "colour": "red"}
    {"type": "place", "at": 14}
    {"type": "banish", "send": true}
    {"type": "swap", "with": "careto-2"}
    {"type": "pick_villager", "at": 6, "colour": "all"}
    {"type": "pick_monster", "monster": "trevor"}
    {"type": "scare", "at": 20}

A turn: ``play`` a Night Card; its extra symbol (Gather Villagers: ``gather`` until no lone
Villager can move; Move Caretos: ``choose_careto`` then exact ``step``s); then the main
decision: ``activate`` a Monster (free; a second one paying with matching runes or 3
Campfires), ``release`` from the Cauldron, ``buy``, ``extra_move``, ``end_turn``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from engines.base import Action, Engine, Option, Outcome
from engines.caretos import monsters as mon
from engines.caretos.board import SYMBOLS, board_for, board_named
from engines.caretos.cards import (
    BONUS,
    BONUS_CARDS,
    COLOURS,
    FINAL_CARDS,
    NIGHT,
    NIGHTS,
    night_deck,
)
from engines.caretos.cauldron import return_locations
from engines.caretos.movement import apply_step, finish_move, move_options
from engines.caretos.scoring import ranking
from engines.caretos.state import (
    CAULDRON,
    LIMBO,
    MONSTER_INDEX,
    MONSTERS,
    OUT,
    Frame,
    State,
    from_json,
    to_json,
)
from engines.caretos.villagers import (
    apply_flee,
    apply_gather,
    flee_options,
    gather_options,
)
from engines.deck import deal, deal_unknown, shuffled
from engines.errors import InvalidViewError
from engines.rng import new_seed, stream
from engines.schema import action_kind, card_id, enum
from engines.seats import SeatInfo, solo_seats

JSON = dict[str, Any]
CAMPFIRES = 16

_LOC = {"type": "integer", "minimum": 0, "description": "a location id on the board"}
_MONSTER = enum(*MONSTERS, description="a monster")
_COLOUR = enum(*COLOURS, description="a villager colour")

ACTION_KINDS: dict[str, JSON] = {
    "choose_start": action_kind(
        "choose_start",
        "Set-up: take a start symbol; `monster` (your first) goes to `at`, the other to the "
        "symbol's other location.",
        {"symbol": enum(*SYMBOLS), "monster": _MONSTER, "at": _LOC},
        {"symbol": "star", "monster": "witch", "at": 3},
    ),
    "keep_final": action_kind(
        "keep_final",
        "Set-up (experienced variant): keep one of your two Final Bonus Cards.",
        {"card": card_id("a final bonus card id, e.g. final-4")},
        {"card": "final-4"},
    ),
    "play": action_kind(
        "play",
        "Play a Night Card from your hand onto your discard pile.",
        {"card": card_id("a night card id, e.g. night-17")},
        {"card": "night-17"},
    ),
    "gather": action_kind(
        "gather",
        "Gather Villagers: the lone Villager on `from` walks to the Villagers on `to`.",
        {"from": _LOC, "to": _LOC},
        {"from": 4, "to": 9},
    ),
    "choose_careto": action_kind(
        "choose_careto",
        "Choose the Careto that makes the moves now due.",
        {"careto": enum("careto-1", "careto-2")},
        {"careto": "careto-1"},
    ),
    "step": action_kind(
        "step",
        "Move the piece now moving one step (along a path, or a jump) to `to`.",
        {"to": _LOC},
        {"to": 12},
    ),
    "stop": action_kind("stop", "Stop moving / skip the optional part now offered.", {}, {}),
    "activate": action_kind(
        "activate",
        "Activate one of your Monsters with tonight's ability; a second activation is paid "
        "with matching runes or 3 Campfires.",
        {"monster": _MONSTER, "pay": enum("free", "rune", "campfires")},
        {"monster": "werewolf", "pay": "free"},
    ),
    "release": action_kind(
        "release",
        "Take your Monster out of the Cauldron (matching runes, or 3 Campfires).",
        {"monster": _MONSTER, "pay": enum("rune", "campfires")},
        {"monster": "witch", "pay": "campfires"},
    ),
    "buy": action_kind(
        "buy",
        "Spend 1 Campfire on a face-up Bonus Card.",
        {"card": card_id("a face-up bonus card id, e.g. bonus-3")},
        {"card": "bonus-3"},
    ),
    "extra_move": action_kind(
        "extra_move", "Spend 1 Campfire: 1 more move with the Monster just activated.", {}, {}
    ),
    "end_turn": action_kind("end_turn", "End your turn and draw back to three cards.", {}, {}),
    "flee": action_kind(
        "flee",
        "A scared Villager of `colour` flees to `to` (first any neighbour, then clockwise).",
        {"to": _LOC, "colour": _COLOUR},
        {"to": 8, "colour": "red"},
    ),
    "place": action_kind(
        "place",
        "Place the piece now placed (returning Monster, Witch, Moira's Villagers) on `at`.",
        {"at": _LOC},
        {"at": 14},
    ),
    "banish": action_kind(
        "banish",
        "Lost Soul (storm): send the Monster passed through to the Cauldron, or not.",
        {"send": {"type": "boolean"}},
        {"send": True},
    ),
    "swap": action_kind(
        "swap",
        "Werewolf (moon): swap places with your other Monster or a Careto, or `none`.",
        {"with": enum("none", "careto-1", "careto-2", *MONSTERS)},
        {"with": "careto-2"},
    ),
    "pick_villager": action_kind(
        "pick_villager",
        "Pick the Villager of `colour` (or the whole group: `all`) on `at` to move.",
        {"at": _LOC, "colour": enum(*COLOURS, "all")},
        {"at": 6, "colour": "all"},
    ),
    "pick_monster": action_kind(
        "pick_monster",
        "Shepherdess (comet): pick another Monster to move up to 3 steps.",
        {"monster": _MONSTER},
        {"monster": "trevor"},
    ),
    "scare": action_kind(
        "scare", "Shepherdess (storm): scare the group on `at` from afar.", {"at": _LOC}, {"at": 20}
    ),
}

_LOCATED = {"oneOf": [{"type": "integer"}, {"type": "string", "enum": ["cauldron", "off-board"]}]}
_CARDS = {"type": "array", "items": {"type": "string"}}
_HIDDEN_PILE = {
    "type": "object",
    "properties": {"count": {"type": "integer"}, "cards": _CARDS},
    "required": ["count"],
}
VIEW_SCHEMA: JSON = {
    "type": "object",
    "description": "What one seat (or a spectator) sees of a Caretos game.",
    "required": [
        "viewer",
        "players",
        "board",
        "monsters",
        "caretos",
        "villagers",
        "campfires",
        "campfire_supply",
        "seats",
        "night_deck",
        "bonus_deck",
        "bonus_face_up",
        "turn",
        "pending",
        "decision",
        "over",
    ],
    "properties": {
        "viewer": {"type": ["integer", "null"]},
        "players": {"type": "integer"},
        "experienced": {"type": "boolean"},
        "board": {"type": "string", "description": "board side (see describe().boards)"},
        "monsters": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "name": {"type": "string"},
                    "owner": {"type": "integer"},
                    "at": _LOCATED,
                },
            },
        },
        "caretos": {"type": "array", "items": {"type": "integer"}},
        "careto_group": {
            "type": ["object", "null"],
            "description": "a group acting as a Careto this turn (Bogeymen comet)",
        },
        "villagers": {
            "type": "array",
            "items": {"type": "string"},
            "description": "per location, colour letters (b g r w y) of its Villagers",
        },
        "campfires": {"type": "array", "items": {"type": "boolean"}},
        "campfire_supply": {"type": "integer"},
        "villagers_left": {"type": "integer"},
        "villagers_boxed": {"type": "integer"},
        "seats": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "symbol": {"type": "string"},
                    "campfires": {"type": "integer"},
                    "captured": {"type": "string"},
                    "hand": _HIDDEN_PILE,
                    "discard": _CARDS,
                    "bonus_held": _CARDS,
                    "bonus_done": _CARDS,
                    "final": _HIDDEN_PILE,
                    "final_rejected": {"type": "string"},
                },
            },
        },
        "night_deck": _HIDDEN_PILE,
        "boxed_night": _CARDS,
        "bonus_deck": _HIDDEN_PILE,
        "bonus_face_up": _CARDS,
        "final_box": _HIDDEN_PILE,
        "turn": {"type": "object"},
        "final_turns": {"type": "integer"},
        "pending": {"type": "array", "items": {"type": "array"}},
        "decision": {"type": ["object", "null"]},
        "over": {"type": "boolean"},
        "end_reason": {"type": "string"},
        "counter": {"type": "integer"},
    },
}

RULES_NOTES: tuple[str, ...] = (
    "Seat 0 starts (it saw a Careto most recently); start symbols are chosen in seat order, "
    "then (experienced variant) Final Bonus Cards are kept in seat order.",
    "A Night Card's extra symbol (Gather Villagers or Move Caretos) is resolved before the "
    "Monster activation, as symbols run top to bottom.",
    "Campfires are spent in the main decision of the turn (after the card's mandatory "
    "symbols, between activations); each spending action ends the turn's spending.",
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


def _loc_json(loc: int) -> int | str:
    if loc >= 0:
        return loc
    return "cauldron" if loc == CAULDRON else "off-board"


def _loc_from_json(value: Any) -> int:
    if isinstance(value, int):
        return value
    return CAULDRON if value == "cauldron" else LIMBO


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
    view_schema: ClassVar[JSON] = VIEW_SCHEMA
    rules_notes = RULES_NOTES

    # --- set-up ------------------------------------------------------------------------

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> State:
        rng = stream(seed, 0)
        board = board_for(players)
        experienced = bool(options.get("experienced", False))
        dealt = rng.sample(range(len(MONSTERS)), 2 * players)
        owner = [-1] * len(MONSTERS)
        for i, m in enumerate(dealt):
            owner[m] = i // 2
        mloc = [LIMBO if o >= 0 else OUT for o in owner]
        pool = [c[0] for c in COLOURS for _ in range(7 if players > 2 else 5)]
        rng.shuffle(pool)
        vill = [""] * board.size
        fire = [False] * board.size
        for i, loc in enumerate(board.villager_starts):
            vill[loc] = "".join(sorted(pool[5 * i : 5 * i + 5]))
            fire[loc] = True
        deck = shuffled(night_deck(players), rng)
        hands = deal(deck, players, 3)
        bonus = shuffled([c.id for c in BONUS_CARDS], rng)
        up = [bonus.pop() for _ in range(3)]
        finals_pile = shuffled([c.id for c in FINAL_CARDS], rng)
        finals = deal(finals_pile, players, 2 if experienced else 1)
        stack: list[Frame] = [("play", 0)]
        if experienced:
            stack.extend(("final", s) for s in reversed(range(players)))
        stack.extend(("symbol", s) for s in reversed(range(players)))
        return State(
            players=players,
            seed=seed,
            counter=1,
            experienced=experienced,
            owner=owner,
            mloc=mloc,
            careto=list(board.careto_starts),
            vill=vill,
            fire=fire,
            supply=CAMPFIRES - len(board.villager_starts),
            camp=[0] * players,
            captured=[""] * players,
            boxed_villagers=(10 if players == 2 else 0),
            villagers_left=5 * len(board.villager_starts),
            hands=hands,
            deck=deck,
            discards=[[] for _ in range(players)],
            boxed_night=[],
            bonus_deck=bonus,
            bonus_up=up,
            bonus_held=[[] for _ in range(players)],
            bonus_done=[[] for _ in range(players)],
            finals=finals,
            final_rejected=[""] * players,
            final_box=finals_pile,
            symbols=[""] * players,
            stack=stack,
        )

    # --- reading -------------------------------------------------------------------------

    def seats(self, state: State) -> list[SeatInfo]:
        return solo_seats(state.players)

    def to_act(self, state: State) -> list[int]:
        if state.over or not state.stack:
            return []
        seat = state.stack[-1][1]
        assert isinstance(seat, int)
        return [seat]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.over or not state.stack or state.stack[-1][1] != seat:
            return []
        return self._options(state, state.stack[-1])

    def _options(self, s: State, f: Frame) -> list[Action]:
        kind = f[0]
        seat = f[1]
        if kind == "move":
            return move_options(s, f)
        if kind == "flee":
            return flee_options(s, f)
        if kind == "main":
            return self._main_options(s, seat)
        if kind == "play":
            return [{"type": "play", "card": c} for c in s.hands[seat]]
        if kind == "gather":
            return gather_options(s)
        if kind == "careto_pick":
            return mon.careto_pick_options(s)
        if kind == "return":
            return [{"type": "place", "at": loc} for loc in return_locations(s, f[2])]
        if kind == "banish":
            return [{"type": "banish", "send": True}, {"type": "banish", "send": False}]
        if kind == "swap":
            return mon.swap_options(s, seat, f[2])
        if kind == "pick":
            return mon.pick_options(s, f)
        if kind == "moira_dest":
            return mon.moira_dest_options(s, f)
        if kind == "shepherd":
            return mon.shepherd_options(s, f[2])
        if kind == "scare_pick":
            return mon.scare_options(s)
        if kind == "witch":
            return mon.witch_options(s, f[2])
        if kind == "symbol":
            first = min(m for m in range(len(MONSTERS)) if s.owner[m] == seat)
            return [
                {"type": "choose_start", "symbol": sym, "monster": MONSTERS[first], "at": at}
                for sym in SYMBOLS
                if sym not in s.symbols
                for at in s.board.monster_starts[sym]
            ]
        if kind == "final":
            return [{"type": "keep_final", "card": c} for c in s.finals[seat]]
        raise AssertionError(f"unknown frame {f!r}")

    def _main_options(self, s: State, seat: int) -> list[Action]:
        out: list[Action] = []
        can_spend = not s.spent
        camp = s.camp[seat]
        if s.used == 0:
            pays = ["free"]
        else:
            pays = ["rune"] if s.rune_bonus else []
            if can_spend and camp >= 3:
                pays.append("campfires")
        for m in range(len(MONSTERS)):
            if s.owner[m] != seat:
                continue
            if s.mloc[m] >= 0 and m not in s.activated:
                out.extend({"type": "activate", "monster": MONSTERS[m], "pay": p} for p in pays)
            elif s.mloc[m] == CAULDRON:
                if s.rune_bonus:
                    out.append({"type": "release", "monster": MONSTERS[m], "pay": "rune"})
                if can_spend and camp >= 3:
                    out.append({"type": "release", "monster": MONSTERS[m], "pay": "campfires"})
        if can_spend and camp >= 1:
            if len(s.bonus_held[seat]) < 3:
                out.extend({"type": "buy", "card": c} for c in s.bonus_up)
            if s.last_act >= 0 and s.mloc[s.last_act] >= 0:
                out.append({"type": "extra_move"})
        out.append({"type": "end_turn"})
        return out

    # --- changing ------------------------------------------------------------------------

    def clone(self, state: State) -> State:
        return state.clone()

    def advance(self, state: State, seat: int, action: Action) -> None:
        s = state
        kind = action["type"]
        if kind == "step":
            apply_step(s, action["to"])
        elif kind == "flee":
            apply_flee(s, action["to"], action["colour"])
        elif kind == "stop":
            top = s.stack[-1][0]
            if top == "move":
                finish_move(s)
            else:
                s.stack.pop()
        elif kind == "play":
            self._play(s, seat, action["card"])
        elif kind == "end_turn":
            self._end_turn(s)
        elif kind == "activate":
            self._activate(s, seat, MONSTER_INDEX[action["monster"]], action["pay"])
        elif kind == "release":
            self._pay(s, seat, action["pay"])
            s.mloc[MONSTER_INDEX[action["monster"]]] = LIMBO
            s.stack.append(("return", seat, MONSTER_INDEX[action["monster"]]))
        elif kind == "buy":
            self._pay(s, seat, "campfire")
            card = action["card"]
            s.bonus_up.remove(card)
            s.bonus_held[seat].append(card)
            s.bought.append(card)
            if s.bonus_deck:
                s.bonus_up.append(s.bonus_deck.pop())
        elif kind == "extra_move":
            self._pay(s, seat, "campfire")
            s.stack.append(
                ("move", seat, "m", s.last_act, 1, False, s.extra_mask, s.extra_pass, 0, -1, -1)
            )
        elif kind == "gather":
            apply_gather(s, action["from"], action["to"])
        elif kind == "choose_careto":
            mon.apply_careto_pick(s, action["careto"])
        elif kind == "place":
            top = s.stack[-1]
            if top[0] == "return":
                s.stack.pop()
                mon.place_returning(s, top[2], action["at"])
            elif top[0] == "witch":
                mon.apply_witch(s, action["at"])
            else:
                mon.apply_moira_dest(s, action["at"])
        elif kind == "banish":
            mon.apply_banish(s, action["send"])
        elif kind == "swap":
            mon.apply_swap(s, action["with"])
        elif kind == "pick_villager":
            mon.apply_pick(s, action["at"], action["colour"])
        elif kind == "pick_monster":
            mon.apply_shepherd(s, action["monster"])
        elif kind == "scare":
            mon.apply_scare(s, action["at"])
        elif kind == "choose_start":
            s.stack.pop()
            sym = action["symbol"]
            s.symbols[seat] = sym
            first = MONSTER_INDEX[action["monster"]]
            second = next(m for m in range(len(MONSTERS)) if s.owner[m] == seat and m != first)
            a, b = s.board.monster_starts[sym]
            s.mloc[first] = action["at"]
            s.mloc[second] = b if action["at"] == a else a
        elif kind == "keep_final":
            s.stack.pop()
            other = [c for c in s.finals[seat] if c != action["card"]]
            s.finals[seat] = [action["card"]]
            s.final_rejected[seat] = other[0]
            s.final_box.append(other[0])
        else:
            raise AssertionError(f"unhandled action {action!r}")
        self._settle(s)

    def _settle(self, s: State) -> None:
        """Drop frames that offer no decision; end the game when no Villager is left."""
        while not s.over:
            if s.villagers_left == 0:
                self._finish(s, "the last Villager was captured")
                return
            top = s.stack[-1]
            if top[0] in (
                "move",
                "careto_pick",
                "gather",
                "return",
                "witch",
                "moira_dest",
            ) and not self._options(s, top):
                if top[0] == "move":
                    finish_move(s)
                else:
                    s.stack.pop()
                    if top[0] == "return":
                        s.mloc[top[2]] = CAULDRON if s.mloc.count(CAULDRON) == 0 else LIMBO
                continue
            return

    def _finish(self, s: State, reason: str) -> None:
        s.over = True
        s.end_reason = reason
        s.stack = []

    def _pay(self, s: State, seat: int, pay: str) -> None:
        if pay == "rune":
            s.rune_bonus = False
            return
        cost = 1 if pay == "campfire" else 3
        s.camp[seat] -= cost
        s.supply += cost
        s.spent = True

    def _play(self, s: State, seat: int, card: str) -> None:
        s.hands[seat].remove(card)
        pile = s.discards[seat]
        below = pile[-1] if pile else None
        pile.append(card)
        info = NIGHT[card]
        s.played = card
        s.night = NIGHTS.index(info.night)
        s.rune_match = bool(info.rune and below and NIGHT[below].rune == info.rune)
        s.rune_bonus = s.rune_match
        s.stack[-1] = ("main", seat)
        if info.extra == "gather":
            s.stack.append(("gather", seat))
        elif info.extra:
            s.stack.append(("careto_pick", seat, int(info.extra[-1]), 0))

    def _activate(self, s: State, seat: int, m: int, pay: str) -> None:
        if pay != "free":
            self._pay(s, seat, pay)
        s.used += 1
        s.activated.append(m)
        s.last_act = m
        mon.start_ability(s, seat, m)

    def _end_turn(self, s: State) -> None:
        seat = s.current
        s.stack.pop()
        if s.gloc >= 0:
            loc = s.gloc
            s.vill[loc] = "".join(sorted(s.vill[loc] + s.gvill))
            s.fire[loc] = s.fire[loc] or s.gfire
            s.gloc, s.gvill, s.gfire = -1, "", False
        if s.rune_match:
            s.boxed_night.extend(s.discards[seat])
            s.discards[seat] = []
        if s.final_turns < 0:
            s.hands[seat].append(s.deck.pop())
            if not s.deck:
                s.final_turns = s.players
        else:
            s.final_turns -= 1
            if s.final_turns == 0:
                self._finish(s, "the last Night Card was drawn and every player took a last turn")
                return
        s.current = (seat + 1) % s.players
        s.night, s.played = -1, ""
        s.rune_match = s.rune_bonus = False
        s.used, s.activated, s.spent, s.last_act = 0, [], False, -1
        s.extra_mask, s.extra_pass, s.bought, s.maria_used = 0, False, [], False
        s.stack.append(("play", s.current))

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

    # --- views -------------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> JSON:
        s = state
        seats = []
        for i in range(s.players):
            mine = seat == i
            seat_view: JSON = {
                "symbol": s.symbols[i],
                "campfires": s.camp[i],
                "captured": s.captured[i],
                "hand": {"count": len(s.hands[i])},
                "discard": list(s.discards[i]),
                "bonus_held": list(s.bonus_held[i]),
                "bonus_done": list(s.bonus_done[i]),
                "final": {"count": len(s.finals[i])},
                "final_rejected": s.final_rejected[i] if mine else "",
            }
            if mine:
                seat_view["hand"]["cards"] = list(s.hands[i])
            if mine or s.over:
                seat_view["final"]["cards"] = list(s.finals[i])
            seats.append(seat_view)
        top = s.stack[-1] if s.stack else None
        return {
            "viewer": seat,
            "players": s.players,
            "experienced": s.experienced,
            "board": s.board.name,
            "monsters": [
                {"name": MONSTERS[m], "owner": s.owner[m], "at": _loc_json(s.mloc[m])}
                for m in range(len(MONSTERS))
                if s.owner[m] >= 0
            ],
            "caretos": list(s.careto),
            "careto_group": None
            if s.gloc < 0
            else {"at": s.gloc, "villagers": s.gvill, "campfire": s.gfire},
            "villagers": list(s.vill),
            "campfires": list(s.fire),
            "campfire_supply": s.supply,
            "villagers_left": s.villagers_left,
            "villagers_boxed": s.boxed_villagers,
            "seats": seats,
            "night_deck": {"count": len(s.deck)},
            "boxed_night": list(s.boxed_night),
            "bonus_deck": {"count": len(s.bonus_deck)},
            "bonus_face_up": list(s.bonus_up),
            "final_box": {"count": len(s.final_box)},
            "turn": {
                "current": s.current,
                "night": NIGHTS[s.night] if s.night >= 0 else None,
                "played": s.played,
                "rune_match": s.rune_match,
                "rune_bonus": s.rune_bonus,
                "activations": s.used,
                "activated": [MONSTERS[m] for m in s.activated],
                "campfires_spent": s.spent,
                "last_activated": MONSTERS[s.last_act] if s.last_act >= 0 else None,
                "extra_mask": s.extra_mask,
                "extra_pass": s.extra_pass,
                "bought": list(s.bought),
                "maria_used": s.maria_used,
            },
            "final_turns": s.final_turns,
            "pending": [list(f) for f in s.stack],
            "decision": None if top is None else {"seat": top[1], "kind": top[0]},
            "over": s.over,
            "end_reason": s.end_reason,
            "counter": s.counter,
        }

    def hidden_from(self, state: State, seat: int | None) -> set[str]:
        s = state
        hidden = set(s.deck) | set(s.bonus_deck) | set(s.final_box)
        for i in range(s.players):
            if i != seat:
                hidden.update(s.hands[i])
                if not s.over:
                    hidden.update(s.finals[i])
        if seat is not None:
            hidden.discard(s.final_rejected[seat])
        return hidden

    def view_action(self, action: Action, actor: int, viewer: int | None) -> Action:
        if action.get("type") == "keep_final" and viewer != actor:
            return {"type": "keep_final", "card": "hidden"}
        return action

    def resample(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
        try:
            return self._resample(view, seat, rng)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise InvalidViewError(f"not a Caretos view for seat {seat}: {exc}") from exc

    def _resample(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
        players = view["players"]
        if view["viewer"] != seat:
            raise InvalidViewError(f"view is for seat {view['viewer']}, not {seat}")
        owner = [-1] * len(MONSTERS)
        mloc = [OUT] * len(MONSTERS)
        for entry in view["monsters"]:
            m = MONSTER_INDEX[entry["name"]]
            owner[m] = entry["owner"]
            mloc[m] = _loc_from_json(entry["at"])
        seats = view["seats"]
        known_night = set(seats[seat]["hand"]["cards"]) | set(view["boxed_night"])
        for sv in seats:
            known_night.update(sv["discard"])
        unseen_night = [c for c in night_deck(players) if c not in known_night]
        others = [i for i in range(players) if i != seat]
        sizes = [seats[i]["hand"]["count"] for i in others] + [view["night_deck"]["count"]]
        piles = deal_unknown(unseen_night, sizes, rng)
        hands: list[list[str]] = [[] for _ in range(players)]
        hands[seat] = list(seats[seat]["hand"]["cards"])
        for i, pile in zip(others, piles, strict=False):
            hands[i] = pile
        deck = piles[-1]
        known_bonus = set(view["bonus_face_up"])
        for sv in seats:
            known_bonus.update(sv["bonus_held"])
            known_bonus.update(sv["bonus_done"])
        bonus_deck = shuffled([c.id for c in BONUS_CARDS if c.id not in known_bonus], rng)
        if len(bonus_deck) != view["bonus_deck"]["count"]:
            raise InvalidViewError("bonus deck size does not match the cards seen")
        finals: list[list[str]] = [[] for _ in range(players)]
        over = view["over"]
        known_final = set(seats[seat]["final"]["cards"])
        if seats[seat]["final_rejected"]:
            known_final.add(seats[seat]["final_rejected"])
        if over:
            for i in range(players):
                finals[i] = list(seats[i]["final"]["cards"])
                known_final.update(finals[i])
        unseen_final = [c.id for c in FINAL_CARDS if c.id not in known_final]
        fsizes = [0 if over else seats[i]["final"]["count"] for i in others]
        fsizes.append(len(unseen_final) - sum(fsizes))
        fpiles = deal_unknown(unseen_final, fsizes, rng)
        finals[seat] = list(seats[seat]["final"]["cards"])
        if not over:
            for i, pile in zip(others, fpiles, strict=False):
                finals[i] = pile
        final_box = fpiles[-1]
        if seats[seat]["final_rejected"]:
            final_box.append(seats[seat]["final_rejected"])
        turn = view["turn"]
        group = view["careto_group"]
        return State(
            players=players,
            seed=new_seed(rng),
            counter=view["counter"],
            experienced=view["experienced"],
            owner=owner,
            mloc=mloc,
            careto=list(view["caretos"]),
            vill=list(view["villagers"]),
            fire=list(view["campfires"]),
            supply=view["campfire_supply"],
            camp=[sv["campfires"] for sv in seats],
            captured=[sv["captured"] for sv in seats],
            boxed_villagers=view["villagers_boxed"],
            villagers_left=view["villagers_left"],
            hands=hands,
            deck=deck,
            discards=[list(sv["discard"]) for sv in seats],
            boxed_night=list(view["boxed_night"]),
            bonus_deck=bonus_deck,
            bonus_up=list(view["bonus_face_up"]),
            bonus_held=[list(sv["bonus_held"]) for sv in seats],
            bonus_done=[list(sv["bonus_done"]) for sv in seats],
            finals=finals,
            final_rejected=[
                sv["final_rejected"] if i == seat else "" for i, sv in enumerate(seats)
            ],
            final_box=final_box,
            symbols=[sv["symbol"] for sv in seats],
            current=turn["current"],
            night=NIGHTS.index(turn["night"]) if turn["night"] else -1,
            played=turn["played"],
            rune_match=turn["rune_match"],
            rune_bonus=turn["rune_bonus"],
            used=turn["activations"],
            activated=[MONSTER_INDEX[n] for n in turn["activated"]],
            spent=turn["campfires_spent"],
            last_act=MONSTER_INDEX[turn["last_activated"]] if turn["last_activated"] else -1,
            extra_mask=turn["extra_mask"],
            extra_pass=turn["extra_pass"],
            bought=list(turn["bought"]),
            maria_used=turn["maria_used"],
            gloc=-1 if group is None else group["at"],
            gvill="" if group is None else group["villagers"],
            gfire=False if group is None else group["campfire"],
            final_turns=view["final_turns"],
            over=over,
            end_reason=view["end_reason"],
            stack=[tuple(f) for f in view["pending"]],
        )

    # --- serialisation -----------------------------------------------------------------------

    def dump(self, state: State) -> JSON:
        return to_json(state)

    def load(self, data: Mapping[str, Any]) -> State:
        return from_json(data)

    # --- explanations ------------------------------------------------------------------------

    def explain_illegal(self, state: State, seat: int, action: Action) -> str:
        try:
            return self._explain(state, seat, action)
        except Exception:  # a reason must never crash on garbage input
            return "not a legal action now"

    def _explain(self, s: State, seat: int, action: Action) -> str:
        legal = self.legal_actions(s, seat)
        top = s.stack[-1]
        pending = f"seat {seat} must now decide: {_DECISIONS.get(top[0], top[0])}"
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
            name: dict(zip(NIGHTS, mon.ABILITY_TEXT[name], strict=True)) for name in MONSTERS
        }
        return data


_DECISIONS = {
    "play": "which Night Card to play",
    "main": "activate a Monster, spend Campfires, or end the turn",
    "move": "where the moving piece steps next, or stop",
    "flee": "where a scared Villager flees (then clockwise)",
    "gather": "which lone Villager gathers where",
    "careto_pick": "which Careto moves",
    "return": "where the Monster leaving the Cauldron returns",
    "banish": "whether to send the Monster passed through to the Cauldron",
    "swap": "what the Werewolf swaps with",
    "pick": "which Villager(s) to move",
    "moira_dest": "where Moira moves the Villager(s)",
    "shepherd": "which other Monster the Shepherdess moves",
    "scare_pick": "which group to scare from afar",
    "witch": "where to place the Witch",
    "symbol": "which start symbol to take",
    "final": "which Final Bonus Card to keep",
}
