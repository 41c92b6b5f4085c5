"""What a seat sees (the view and its JSON Schema), what it must not see, and the full
states consistent with a view (resampling, for bots)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engines.caretos.board import SIDES, SPECIAL_KINDS, SYMBOLS, board_named, kind_mask
from engines.caretos.cards import BONUS_CARDS, FINAL_CARDS, NIGHTS, night_deck
from engines.caretos.decisions import DECISION_SCHEMAS, KIND_NAMES, decision_from_json
from engines.caretos.movement import CARETO_NAMES
from engines.caretos.state import CAULDRON, LIMBO, MONSTER_INDEX, MONSTERS, OUT, State
from engines.deck import deal_unknown, shuffled
from engines.errors import InvalidViewError
from engines.rng import new_seed

JSON = dict[str, Any]

LOCATED_ELSEWHERE = {CAULDRON: "cauldron", LIMBO: "off-board"}


SPECIAL_MASKS = tuple((kind, kind_mask(kind)) for kind in SPECIAL_KINDS)
"""Each special location kind with its bit, for the turn's extra jumps."""


def _loc_json(loc: int) -> int | str:
    return loc if loc >= 0 else LOCATED_ELSEWHERE[loc]


def _loc_from_json(value: Any) -> int:
    if isinstance(value, int):
        return value
    return CAULDRON if value == "cauldron" else LIMBO


def _described(schema: JSON, description: str) -> JSON:
    return {**schema, "description": description}


_INT = {"type": "integer", "minimum": 0}
_LOCATION = _described(_INT, "a location id on the board (see GET /game-types boards)")
_LETTERS = {"type": "string", "pattern": "^b*g*r*w*y*$"}
_CARD_LIST = {"type": "array", "items": {"type": "string", "description": "a card id"}}
_MONSTER = {"type": "string", "enum": list(MONSTERS)}


def _hidden_pile(what: str) -> JSON:
    return {
        "type": "object",
        "description": what,
        "additionalProperties": False,
        "required": ["count"],
        "properties": {
            "count": _described(_INT, "how many cards"),
            "cards": _described(_CARD_LIST, "the card ids, only where this viewer may see "
                                "them"),
        },
    }


VIEW_SCHEMA: JSON = {
    "type": "object",
    "description": "What one seat (or a spectator) sees of a Caretos game.",
    "additionalProperties": False,
    "required": [
        "viewer", "players", "experienced", "board", "dealt", "monsters", "caretos",
        "careto_group", "villagers", "campfire_supply", "villagers_left", "villagers_boxed",
        "seats", "night_deck", "boxed_night", "bonus_deck", "bonus_face_up", "final_box",
        "turn", "final_turns", "pending", "decision", "over", "end_reason", "counter",
    ],
    "properties": {
        "viewer": {"type": ["integer", "null"], "minimum": 0,
                   "description": "the seat this view is for; null for a spectator"},
        "players": {"type": "integer", "minimum": 2, "maximum": 4,
                    "description": "number of players"},
        "experienced": {"type": "boolean",
                        "description": "experienced variant: two Final Bonus Cards, keep one"},
        "board": {"type": "string", "enum": list(SIDES),
                  "description": "the board side in play (drawn from GET /game-types boards)"},
        "dealt": {"type": "boolean", "description": "Villagers placed and cards dealt (after "
                  "every start symbol was chosen)"},
        "monsters": {
            "type": "array",
            "description": "the Monsters in this game",
            "items": {
                "type": "object",
                "description": "one Monster",
                "additionalProperties": False,
                "required": ["name", "owner", "at"],
                "properties": {
                    "name": _described(_MONSTER, "the Monster"),
                    "owner": _described(_INT, "the seat owning it"),
                    "at": {
                        "description": "its location id, or cauldron, or off-board (waiting "
                        "to be placed)",
                        "oneOf": [
                            _described(_INT, "a location id"),
                            {"type": "string", "enum": ["cauldron", "off-board"],
                             "description": "not on the board"},
                        ],
                    },
                },
            },
        },
        "caretos": {
            "type": "array",
            "description": "the two Caretos",
            "items": {
                "type": "object",
                "description": "one Careto",
                "additionalProperties": False,
                "required": ["name", "at"],
                "properties": {
                    "name": {"type": "string", "enum": list(CARETO_NAMES),
                             "description": "the Careto"},
                    "at": _described(_INT, "its location id"),
                },
            },
        },
        "careto_group": {
            "type": ["object", "null"],
            "description": "a group acting as a Careto this turn (Bogeymen's comet); null "
            "when there is none",
            "additionalProperties": False,
            "required": ["at", "villagers", "campfire"],
            "properties": {
                "at": _described(_INT, "its location id"),
                "villagers": _described(_LETTERS, "its Villagers' colour letters"),
                "campfire": {"type": "boolean", "description": "it carries its Campfire"},
            },
        },
        "villagers": {
            "type": "array",
            "description": "every location holding Villagers, by location id",
            "items": {
                "type": "object",
                "description": "the Villagers on one location",
                "additionalProperties": False,
                "required": ["at", "villagers", "campfire"],
                "properties": {
                    "at": _described(_INT, "the location id"),
                    "villagers": _described(_LETTERS, "colour letters, sorted (b blue, "
                                            "g green, r red, w white, y yellow)"),
                    "campfire": {"type": "boolean", "description": "a Campfire marks the group"},
                },
            },
        },
        "campfire_supply": _described(_INT, "Campfires in the common supply"),
        "villagers_left": _described(_INT, "Villagers still on the board (with the Careto "
                                     "group)"),
        "villagers_boxed": _described(_INT, "Villagers out of the game (taken by Caretos, "
                                      "or left in the box with two players)"),
        "seats": {
            "type": "array",
            "description": "each seat, in seat order",
            "items": {
                "type": "object",
                "description": "one seat",
                "additionalProperties": False,
                "required": ["seat", "symbol", "campfires", "captured", "hand", "discard",
                             "bonus_held", "bonus_done", "final", "final_rejected"],
                "properties": {
                    "seat": _described(_INT, "the seat index"),
                    "symbol": {"type": ["string", "null"], "enum": [*SYMBOLS, None],
                               "description": "its start symbol; null until chosen"},
                    "campfires": _described(_INT, "Campfires it holds"),
                    "captured": _described(_LETTERS, "colour letters of the Villagers it "
                                           "captured"),
                    "hand": _hidden_pile("its Night Cards in hand (cards: its own view only)"),
                    "discard": _described(_CARD_LIST, "its discard pile, bottom first"),
                    "bonus_held": _described(_CARD_LIST, "Bonus Cards bought, goal not met"),
                    "bonus_done": _described(_CARD_LIST, "Bonus Cards whose goal it met"),
                    "final": _hidden_pile("its Final Bonus Card(s) (cards: its own view, or "
                                          "everyone's once the game is over)"),
                    "final_rejected": {"type": ["string", "null"],
                                       "description": "the Final Bonus Card it put back "
                                       "(experienced variant; its own view only)"},
                },
            },
        },
        "night_deck": _hidden_pile("the Night Card draw pile"),
        "boxed_night": _described(_CARD_LIST, "Night Cards out of the game (discards boxed "
                                  "after matching runes)"),
        "bonus_deck": _hidden_pile("the Bonus Card draw pile"),
        "bonus_face_up": _described(_CARD_LIST, "the face-up Bonus Cards for sale"),
        "final_box": _hidden_pile("Final Bonus Cards not in play"),
        "turn": {
            "type": "object",
            "description": "the turn in progress",
            "additionalProperties": False,
            "required": ["current", "night", "played", "rune_match", "rune_bonus",
                         "activations", "activated", "campfires_spent", "last_activated",
                         "extra_jumps", "extra_pass_through", "bought", "maria_used",
                         "scared"],
            "properties": {
                "current": _described(_INT, "the seat whose turn it is"),
                "night": {"type": ["string", "null"], "enum": [*NIGHTS, None],
                          "description": "tonight's symbol; null before a card is played"},
                "played": {"type": ["string", "null"],
                           "description": "the Night Card played this turn; null before"},
                "rune_match": {"type": "boolean",
                               "description": "its rune matches the card below it"},
                "rune_bonus": {"type": "boolean",
                               "description": "the matching runes' benefit is still unused"},
                "activations": _described(_INT, "activations so far this turn"),
                "activated": {"type": "array", "items": _described(_MONSTER, "a Monster"),
                              "description": "Monsters activated this turn"},
                "campfires_spent": {"type": "boolean",
                                    "description": "the turn's one spending action is used"},
                "last_activated": {"type": ["string", "null"], "enum": [*MONSTERS, None],
                                   "description": "the Monster activated last (the Campfire "
                                   "extra move moves it)"},
                "extra_jumps": {
                    "type": "array",
                    "items": {"type": "string", "enum": list(SPECIAL_KINDS),
                              "description": "a location kind"},
                    "description": "kinds the extra move may jump between",
                },
                "extra_pass_through": {"type": "boolean",
                                       "description": "the extra move passes through pieces"},
                "bought": _described(_CARD_LIST, "Bonus Cards bought this turn (they cannot "
                                     "be completed this turn)"),
                "maria_used": {"type": "boolean",
                               "description": "Maria Gancha's bonus move was used this turn"},
                "scared": {"type": "array", "items": _described(_MONSTER, "a Monster"),
                           "description": "Monsters that scared a group this turn (no extra "
                           "move for them)"},
            },
        },
        "final_turns": {"type": "integer", "minimum": -1,
                        "description": "turns left once the last Night Card was drawn; -1 "
                        "before"},
        "pending": {
            "type": "array",
            "description": "decisions in progress, the bottom first: the last one is now",
            "items": {"description": "a decision in progress",
                      "oneOf": list(DECISION_SCHEMAS.values()),
                      "discriminator": {"propertyName": "kind"}},
        },
        "decision": {
            "type": ["object", "null"],
            "description": "the decision now; null once the game is over",
            "additionalProperties": False,
            "required": ["seat", "kind"],
            "properties": {
                "seat": _described(_INT, "who decides"),
                "kind": {"type": "string", "enum": list(KIND_NAMES),
                         "description": "what kind of decision"},
            },
        },
        "over": {"type": "boolean", "description": "the game has ended"},
        "end_reason": {"type": "string", "description": "why it ended; empty while it runs"},
        "counter": _described(_INT, "reserved counter of the state (always 1)"),
    },
}


def view(state: State, seat: int | None) -> JSON:
    s = state
    seats = []
    for i in range(s.players):
        mine = seat == i
        hand: JSON = {"count": len(s.hands[i])}
        if mine:
            hand["cards"] = list(s.hands[i])
        final: JSON = {"count": len(s.finals[i])}
        if mine or s.over:
            final["cards"] = list(s.finals[i])
        seats.append({
            "seat": i,
            "symbol": s.symbols[i] or None,
            "campfires": s.camp[i],
            "captured": s.captured[i],
            "hand": hand,
            "discard": list(s.discards[i]),
            "bonus_held": list(s.bonus_held[i]),
            "bonus_done": list(s.bonus_done[i]),
            "final": final,
            "final_rejected": (s.final_rejected[i] or None) if mine else None,
        })
    top = s.stack[-1] if s.stack else None
    return {
        "viewer": seat,
        "players": s.players,
        "experienced": s.experienced,
        "board": s.board.name,
        "dealt": s.dealt,
        "monsters": [
            {"name": MONSTERS[m], "owner": s.owner[m], "at": _loc_json(s.mloc[m])}
            for m in range(len(MONSTERS))
            if s.owner[m] >= 0
        ],
        "caretos": [{"name": CARETO_NAMES[c], "at": s.careto[c]} for c in (0, 1)],
        "careto_group": None
        if s.gloc < 0
        else {"at": s.gloc, "villagers": s.gvill, "campfire": s.gfire},
        "villagers": [
            {"at": loc, "villagers": group, "campfire": s.fire[loc]}
            for loc, group in enumerate(s.vill)
            if group
        ],
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
            "played": s.played or None,
            "rune_match": s.rune_match,
            "rune_bonus": s.rune_bonus,
            "activations": s.used,
            "activated": [MONSTERS[m] for m in s.activated],
            "campfires_spent": s.spent,
            "last_activated": MONSTERS[s.last_act] if s.last_act >= 0 else None,
            "extra_jumps": [k for k, mask in SPECIAL_MASKS if s.extra_mask & mask],
            "extra_pass_through": s.extra_pass,
            "bought": list(s.bought),
            "maria_used": s.maria_used,
            "scared": [MONSTERS[m] for m in range(len(MONSTERS)) if s.scared >> m & 1],
        },
        "final_turns": s.final_turns,
        "pending": [record.to_json() for record in s.stack],
        "decision": None if top is None else {"seat": top.seat, "kind": top.kind},
        "over": s.over,
        "end_reason": s.end_reason,
        "counter": s.counter,
    }


def hidden_from(state: State, seat: int | None) -> set[str]:
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


def resample(view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
    try:
        return _resample(view, seat, rng)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise InvalidViewError(f"not a Caretos view for seat {seat}: {exc}") from exc


def _resample(view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
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
    dealt = view["dealt"]
    known_night = set(seats[seat]["hand"]["cards"]) | set(view["boxed_night"])
    for sv in seats:
        known_night.update(sv["discard"])
    unseen_night = [c for c in night_deck(players) if c not in known_night] if dealt else []
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
    all_bonus = [c.id for c in BONUS_CARDS] if dealt else []
    bonus_deck = shuffled([c for c in all_bonus if c not in known_bonus], rng)
    if len(bonus_deck) != view["bonus_deck"]["count"]:
        raise InvalidViewError("bonus deck size does not match the cards seen")
    finals: list[list[str]] = [[] for _ in range(players)]
    over = view["over"]
    rejected = seats[seat]["final_rejected"]
    known_final = set(seats[seat]["final"]["cards"])
    if rejected:
        known_final.add(rejected)
    if over:
        for i in range(players):
            finals[i] = list(seats[i]["final"]["cards"])
            known_final.update(finals[i])
    all_final = [c.id for c in FINAL_CARDS] if dealt else []
    unseen_final = [c for c in all_final if c not in known_final]
    fsizes = [0 if over else seats[i]["final"]["count"] for i in others]
    fsizes.append(len(unseen_final) - sum(fsizes))
    fpiles = deal_unknown(unseen_final, fsizes, rng)
    finals[seat] = list(seats[seat]["final"]["cards"])
    if not over:
        for i, pile in zip(others, fpiles, strict=False):
            finals[i] = pile
    final_box = fpiles[-1]
    if rejected:
        final_box.append(rejected)
    turn = view["turn"]
    group = view["careto_group"]
    size = board_named(view["board"]).size
    vill = [""] * size
    fire = [False] * size
    for entry in view["villagers"]:
        vill[entry["at"]] = entry["villagers"]
        fire[entry["at"]] = entry["campfire"]
    return State(
        players=players,
        seed=new_seed(rng),
        counter=view["counter"],
        experienced=view["experienced"],
        owner=owner,
        mloc=mloc,
        careto=[c["at"] for c in view["caretos"]],
        vill=vill,
        fire=fire,
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
        final_rejected=[(rejected or "") if i == seat else "" for i in range(players)],
        final_box=final_box,
        symbols=[sv["symbol"] or "" for sv in seats],
        current=turn["current"],
        night=NIGHTS.index(turn["night"]) if turn["night"] else -1,
        played=turn["played"] or "",
        rune_match=turn["rune_match"],
        rune_bonus=turn["rune_bonus"],
        used=turn["activations"],
        activated=[MONSTER_INDEX[n] for n in turn["activated"]],
        spent=turn["campfires_spent"],
        last_act=MONSTER_INDEX[turn["last_activated"]] if turn["last_activated"] else -1,
        extra_mask=kind_mask(*turn["extra_jumps"]),
        extra_pass=turn["extra_pass_through"],
        bought=list(turn["bought"]),
        maria_used=turn["maria_used"],
        gloc=-1 if group is None else group["at"],
        gvill="" if group is None else group["villagers"],
        gfire=False if group is None else group["campfire"],
        final_turns=view["final_turns"],
        over=over,
        end_reason=view["end_reason"],
        scared=sum(1 << MONSTER_INDEX[n] for n in turn["scared"]),
        dealt=dealt,
        stack=[decision_from_json(r) for r in view["pending"]],
    )
