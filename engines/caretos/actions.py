"""Caretos actions: one JSON object per decision, every field required::

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
Campfires), ``release`` from the Cauldron, ``buy``, ``extra_move``, ``end_turn``. Campfire
spending (``buy``, ``extra_move``, ``release`` paid with Campfires) is offered at every
decision of the active player's turn, once per turn (RULINGS).
"""

from __future__ import annotations

from typing import Any

from engines.caretos.board import SYMBOLS
from engines.caretos.cards import COLOURS
from engines.caretos.state import MONSTERS
from engines.schema import action_kind, card_id, enum

JSON = dict[str, Any]

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
        "extra_move",
        "Spend 1 Campfire: 1 more move with the Monster just activated (added to its move in "
        "progress).",
        {},
        {},
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
