"""The public effects of actions, in order (events), and what each viewer sees of them.

Rules code appends an event to ``state.log`` where something happens, only when someone
records (``state.log`` is None on the search path, so it costs a test). A card drawn or
dealt into a hand, and the Final Bonus Card kept, show their ids to their owner only;
others see ``hidden`` in their place (the event keeps its shape).
"""

from __future__ import annotations

from typing import Any

from engines.caretos.board import SYMBOLS
from engines.caretos.cards import COLOURS, NIGHTS, RUNES
from engines.caretos.movement import CARETO_NAMES
from engines.caretos.state import MONSTERS

JSON = dict[str, Any]

HIDDEN = "hidden"
"""What a viewer sees in place of a card id it may not see."""

_INT = {"type": "integer", "minimum": 0}
_SEAT = {**_INT, "description": "a seat index"}
_LOC = {**_INT, "description": "a location id on the board"}
_MONSTER = {"type": "string", "enum": list(MONSTERS), "description": "a Monster"}
_COLOUR = {"type": "string", "enum": list(COLOURS), "description": "a Villager's colour"}
_LETTERS = {"type": "string", "pattern": "^b*g*r*w*y*$",
            "description": "Villagers' colour letters, sorted (b g r w y)"}
_CARD = {"type": "string", "description": "a card id, or hidden for a viewer who may not "
         "see it"}
_CARDS = {"type": "array", "items": _CARD, "description": "card ids"}
_TAKERS = [*MONSTERS, *CARETO_NAMES, "careto-group"]


def _d(schema: JSON, description: str) -> JSON:
    return {**schema, "description": description}


def _kind(kind: str, description: str, properties: JSON) -> JSON:
    return {
        "type": "object",
        "title": kind,
        "description": description,
        "additionalProperties": False,
        "required": ["type", *properties],
        "properties": {
            "type": {"const": kind, "description": "the event kind"},
            **properties,
        },
    }


EVENT_KINDS: dict[str, JSON] = {
    "start-chosen": _kind("start-chosen", "a player took a start symbol and placed its "
                          "Monsters", {
        "seat": _SEAT,
        "symbol": {"type": "string", "enum": list(SYMBOLS), "description": "the symbol"},
        "monsters": {"type": "array", "description": "where each Monster went", "items": {
            "type": "object", "description": "one Monster placed",
            "additionalProperties": False, "required": ["monster", "at"],
            "properties": {"monster": _MONSTER, "at": _LOC}}},
    }),
    "villagers-placed": _kind("villagers-placed", "set-up: Villagers on their starts", {
        "groups": {"type": "array", "description": "each start location's Villagers", "items": {
            "type": "object", "description": "one group", "additionalProperties": False,
            "required": ["at", "villagers"],
            "properties": {"at": _LOC, "villagers": _LETTERS}}},
    }),
    "cards-dealt": _kind("cards-dealt", "set-up: cards dealt to a seat (ids for it only)", {
        "seat": _SEAT,
        "pile": {"type": "string", "enum": ["hand", "final"],
                 "description": "Night Cards in hand, or Final Bonus Cards"},
        "cards": _CARDS,
    }),
    "bonus-revealed": _kind("bonus-revealed", "set-up: the face-up Bonus Cards",
                            {"cards": _CARDS}),
    "final-kept": _kind("final-kept", "a player kept one Final Bonus Card (id: its own "
                        "eyes only)", {"seat": _SEAT, "card": _CARD}),
    "night-card": _kind("night-card", "a Night Card was played", {
        "seat": _SEAT,
        "card": _d(_CARD, "the card played"),
        "night": {"type": "string", "enum": list(NIGHTS), "description": "its night symbol"},
        "rune": {"type": ["string", "null"], "enum": [*RUNES, None],
                 "description": "its rune; null for none"},
        "extra": {"type": ["string", "null"],
                  "enum": ["gather", "careto-1", "careto-2", "careto-3", None],
                  "description": "its extra symbol: Gather Villagers or Move Caretos N"},
        "rune_match": {"type": "boolean", "description": "its rune matches the card below"},
    }),
    "villager-gathered": _kind("villager-gathered", "Gather Villagers: a lone Villager "
                               "walked to others", {"from": _LOC, "to": _LOC,
                                                    "colour": _COLOUR}),
    "moved": _kind("moved", "a piece moved one step (or jumped, or Moira carried "
                   "Villagers)", {
        "piece": {"type": "string",
                  "enum": [*_TAKERS, "villager", "villagers"],
                  "description": "the Monster, Careto, Careto group, a Villager, or "
                  "Villagers carried by Moira"},
        "from": _LOC,
        "to": _LOC,
        "villagers": _d(_LETTERS, "the Villagers moved with it (empty for a Monster or a "
                        "Careto)"),
    }),
    "swapped": _kind("swapped", "the Werewolf swapped places", {
        "monster": _MONSTER,
        "with": {"type": "string", "enum": [*MONSTERS, *CARETO_NAMES],
                 "description": "the piece it swapped with"},
        "at": _d(_LOC, "where the Werewolf is now"),
        "other_at": _d(_LOC, "where the other piece is now"),
    }),
    "placed": _kind("placed", "a Monster was placed on the board", {
        "monster": _MONSTER,
        "at": _LOC,
        "why": {"type": "string", "enum": ["return", "witch"],
                "description": "back from the Cauldron, or the Witch's moon"},
    }),
    "captured": _kind("captured", "a Villager was captured (by a Monster: its owner "
                      "scores it) or taken out of the game (by a Careto)", {
        "at": _LOC,
        "colour": _COLOUR,
        "by": {"type": "string", "enum": _TAKERS, "description": "what took it"},
        "seat": {"type": ["integer", "null"], "minimum": 0,
                 "description": "the seat scoring it; null when a Careto took it"},
    }),
    "scared": _kind("scared", "a group was scared and will flee", {
        "at": _LOC,
        "villagers": _LETTERS,
        "by": {"type": "string", "enum": _TAKERS, "description": "what scared it"},
        "seat": {"type": ["integer", "null"], "minimum": 0,
                 "description": "the scaring Monster's owner; null for a Careto"},
        "campfire": {"type": "string", "enum": ["taken", "returned", "none"],
                     "description": "its Campfire: taken by the owner, back to the supply, "
                     "or it had none"},
    }),
    "fled": _kind("fled", "a scared Villager fled", {"from": _LOC, "to": _LOC,
                                                     "colour": _COLOUR}),
    "campfire-placed": _kind("campfire-placed", "a new group took a Campfire from the "
                             "supply", {"at": _LOC}),
    "campfire-returned": _kind("campfire-returned", "a Campfire left with fewer than two "
                               "Villagers went back to the supply", {"at": _LOC}),
    "cauldron": _kind("cauldron", "a Monster went into the Cauldron", {
        "monster": _MONSTER,
        "at": _d(_LOC, "where it was taken"),
        "pushed_out": {"type": ["string", "null"], "enum": [*MONSTERS, None],
                       "description": "the Monster pushed out to return; null for none"},
    }),
    "released": _kind("released", "a Monster was taken out of the Cauldron", {
        "seat": _SEAT,
        "monster": _MONSTER,
        "pay": {"type": "string", "enum": ["rune", "campfires"],
                "description": "paid with matching runes or 3 Campfires"},
    }),
    "campfire-spent": _kind("campfire-spent", "a player spent Campfires", {
        "seat": _SEAT,
        "count": _d(_INT, "how many"),
        "purpose": {"type": "string", "enum": ["bonus", "extra_move", "activation", "release"],
                    "description": "what for"},
    }),
    "bonus-bought": _kind("bonus-bought", "a Bonus Card was bought", {
        "seat": _SEAT,
        "card": _d(_CARD, "the card bought"),
        "replacement": {"type": ["string", "null"],
                        "description": "the card turned face up in its place; null when the "
                        "pile is empty"},
    }),
    "bonus-scored": _kind("bonus-scored", "a scare met a held Bonus Card's goal", {
        "seat": _SEAT,
        "card": _d(_CARD, "the card completed"),
        "vp": _d(_INT, "its victory points"),
    }),
    "activated": _kind("activated", "a Monster was activated", {
        "seat": _SEAT,
        "monster": _MONSTER,
        "night": {"type": "string", "enum": list(NIGHTS), "description": "the ability used"},
        "pay": {"type": "string", "enum": ["free", "rune", "campfires"],
                "description": "how the activation was paid"},
    }),
    "discards-boxed": _kind("discards-boxed", "after matching runes a discard pile left the "
                            "game", {"seat": _SEAT, "cards": _CARDS}),
    "card-drawn": _kind("card-drawn", "a player drew a Night Card (id: its own eyes only)", {
        "seat": _SEAT,
        "card": _CARD,
        "deck_left": _d(_INT, "cards left in the draw pile"),
    }),
    "turn-ended": _kind("turn-ended", "a turn ended", {
        "seat": _SEAT,
        "next": _d(_SEAT, "the seat whose turn begins"),
        "final_turns": _d(_INT, "turns left once the draw pile is empty (0 before)"),
    }),
    "game-ended": _kind("game-ended", "the game ended", {
        "reason": {"type": "string", "description": "why"},
        "winners": {"type": "array", "items": _SEAT, "description": "the winning seats"},
        "scores": {"type": "array", "description": "each seat's victory points", "items": {
            "type": "object", "description": "one seat's score", "additionalProperties": False,
            "required": ["seat", "points"],
            "properties": {"seat": _SEAT, "points": {"type": "integer",
                                                     "description": "victory points"}}}},
    }),
}

PRIVATE = {"cards-dealt": "cards", "final-kept": "card", "card-drawn": "card"}
"""Event kinds naming cards only their seat may see, and the field naming them."""


def redact(event: JSON, viewer: int | None) -> JSON:
    """``event`` as ``viewer`` may see it (another seat's cards become ``hidden``)."""
    field = PRIVATE.get(event["type"])
    if field is None or viewer == event["seat"]:
        return event
    value = event[field]
    return {**event, field: [HIDDEN] * len(value) if isinstance(value, list) else HIDDEN}
