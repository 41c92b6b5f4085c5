"""Encantados: lay races of enchanted creatures in your garden, use their abilities.

Players: 2 and 3 alone; 4 in two teams sharing a garden; 5 alone and 6 in three teams
with two decks combined (the rulebook's variant). Seats of a team come from
:func:`engines.seats.interleaved_teams` (seat ``i`` and ``i + teams`` are partners), but
turn order is explicit and team-consecutive: 4 players play 0, 2, 1, 3 and 6 players
0, 3, 1, 4, 2, 5 (``view["turn_order"]``).

Actions, one example each (card ids from :mod:`engines.encantados.cards`)::

    {"type": "draw", "source": "search"}            # phase 1: search, or a discard pile
    {"type": "take", "card": "trolls-3"}            # Dwarves: any card of that discard pile
    {"type": "keep", "card": "elves-2"}             # keep one searched card
    {"type": "keep_all"}                            # Gnomes: keep every searched card...
    {"type": "search_discard", "card": "mimic-1"}   # ...then discard one from hand
    {"type": "play_song", "card": "song-spring"}    # phase 2: one song per turn
    {"type": "trade_give", "card": "fauns-4"}       # team game, instead of a song: twice
    {"type": "trade_return", "card": "gnomes-1"}    # the partner gives two cards back
    {"type": "lay_race", "cards": ["goblins-1", "goblins-2", "mimic-3"]}
    {"type": "expand", "card": "mimic-2", "race": "trolls"}
    {"type": "end_laying"}                          # end phase 2
    {"type": "discard", "card": "dwarves-5"}        # phase 3: ends the turn
    {"type": "choose_player", "seat": 1}            # Spring, Autumn, Goblins
    {"type": "choose_pile", "pile": "end_discard"}  # Autumn, Winter
    {"type": "kobold", "garden": 0, "card": "fairies-2"}
    {"type": "troll_take", "garden": 1, "card": "song-summer"}
    {"type": "troll_place", "garden": 0, "group": "songs"}
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engines.base import Action, Engine, Event, Option, Outcome, ranks_from_scores, recorded
from engines.catalogue import CatalogueEntry
from engines.encantados import turn
from engines.encantados.cards import RACES, SONGS_GROUP
from engines.encantados.catalogue import RULES_FILE, catalogue, interpretations
from engines.encantados.events import EVENT_KINDS, view_event
from engines.encantados.explain import explain
from engines.encantados.invariants import check_state
from engines.encantados.labels import action_label
from engines.encantados.state import State, load_state
from engines.encantados.turn import TEAM_NAMES, TEAMS_BY_PLAYERS
from engines.encantados.view import (
    HIDDEN_CARD_ACTIONS,
    VIEW_SCHEMA,
    Resampler,
    hidden_from,
    redact,
    resample,
    resampler,
    view,
)
from engines.schema import action_kind, card_id, enum, seat_index
from engines.seats import SeatInfo, interleaved_teams, solo_seats

JSON = dict[str, Any]

DEFAULT_MAX_ROUNDS = 20

MAX_MAX_ROUNDS = 1000
"""The most rounds a game may be capped at: a game reaches 100 points in a handful of rounds,
so a thousand is no cap at all, and any client (a JavaScript number too) holds it exactly."""

_CARD = card_id("a card id, e.g. trolls-3, mimic-2, song-summer")
_GARDEN = {"type": "integer", "minimum": 0, "description": "a garden (unit) number"}
_PILE = enum("search_discard", "end_discard", description="a discard pile")

ACTION_KINDS: dict[str, JSON] = {
    "draw": action_kind(
        "draw",
        "Phase 1: search (two cards from the draw pile, keep one) or draw the top card of a "
        "discard pile (any card of it with 2 Dwarves: a 'take' follows).",
        {"source": enum("search", "search_discard", "end_discard")},
        {"source": "search"},
    ),
    "take": action_kind(
        "take", "Dwarves: the card of the chosen discard pile to draw.", {"card": _CARD},
        {"card": "trolls-3"},
    ),
    "keep": action_kind(
        "keep", "The searched card to keep; the others go to the search discard.",
        {"card": _CARD}, {"card": "elves-2"},
    ),
    "keep_all": action_kind(
        "keep_all", "Gnomes: every searched card goes to hand; then discard one.", {}, {},
    ),
    "search_discard": action_kind(
        "search_discard", "Gnomes: the card of your hand put on the search discard.",
        {"card": _CARD}, {"card": "mimic-1"},
    ),
    "play_song": action_kind(
        "play_song", "Phase 2: lay a song in your garden (one song or trade per turn).",
        {"card": _CARD}, {"card": "song-spring"},
    ),
    "trade_give": action_kind(
        "trade_give", "Team game, phase 2, instead of a song: give your partner a card "
        "(twice); the partner then gives two back.", {"card": _CARD}, {"card": "fauns-4"},
    ),
    "trade_return": action_kind(
        "trade_return", "The partner of a trade gives a card back (twice).",
        {"card": _CARD}, {"card": "gnomes-1"},
    ),
    "lay_race": action_kind(
        "lay_race", "Phase 2, once a turn: a race new to your garden, three cards of it (two "
        "with 2 Will-o'-the-wisps); one Mimic may replace one (never for Leprechauns).",
        {"cards": {"type": "array", "items": _CARD, "minItems": 2, "maxItems": 3}},
        {"cards": ["goblins-1", "goblins-2", "mimic-3"]},
    ),
    "expand": action_kind(
        "expand", "Phase 2: lay one card of a race in play in any garden into your garden; a "
        "Mimic joins one of your races that has none (never Leprechauns).",
        {"card": _CARD, "race": enum(*RACES)}, {"card": "mimic-2", "race": "trolls"},
    ),
    "end_laying": action_kind("end_laying", "End phase 2; phase 3 (discard) follows.", {}, {}),
    "discard": action_kind(
        "discard", "Phase 3: a card to the end-of-turn discard; ends the turn.",
        {"card": _CARD}, {"card": "dwarves-5"},
    ),
    "choose_player": action_kind(
        "choose_player", "The seat a Spring or Autumn song or the Goblins act on (maybe you).",
        {"seat": seat_index()}, {"seat": 1},
    ),
    "choose_pile": action_kind(
        "choose_pile", "The discard pile an Autumn or Winter song draws from.",
        {"pile": _PILE}, {"pile": "end_discard"},
    ),
    "kobold": action_kind(
        "kobold", "Kobolds: a card of any garden goes to the bottom of the draw pile.",
        {"garden": _GARDEN, "card": _CARD}, {"garden": 0, "card": "fairies-2"},
    ),
    "troll_take": action_kind(
        "troll_take", "Trolls: the card in play to move (a troll_place follows).",
        {"garden": _GARDEN, "card": _CARD}, {"garden": 1, "card": "song-summer"},
    ),
    "troll_place": action_kind(
        "troll_place", "Trolls: the other garden the card goes to, and its group there (its "
        "race, 'songs' for a song, the race a Mimic joins).",
        {"garden": _GARDEN, "group": enum(*RACES, SONGS_GROUP)},
        {"garden": 0, "group": "songs"},
    ),
}

FIELDS: dict[str, tuple[str, ...]] = {
    kind: tuple(k for k in schema["properties"] if k != "type")
    for kind, schema in ACTION_KINDS.items()
}


class Encantados(Engine[State]):
    name: ClassVar[str] = "encantados"
    title: ClassVar[str] = "Encantados"
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 5, 6)
    options: ClassVar[tuple[Option, ...]] = (
        Option(
            "max_rounds",
            "Safeguard: the game ends after this many rounds even if nobody reached 100",
            DEFAULT_MAX_ROUNDS,
            minimum=1,
            maximum=MAX_MAX_ROUNDS,
        ),
    )
    action_kinds: ClassVar[Mapping[str, JSON]] = ACTION_KINDS
    view_schema: ClassVar[JSON] = VIEW_SCHEMA
    rules_notes: ClassVar[tuple[str, ...]] = interpretations()
    rules_file: ClassVar[str | None] = str(RULES_FILE)
    event_kinds: ClassVar[Mapping[str, JSON]] = EVENT_KINDS

    # --- set-up --------------------------------------------------------------------

    def seating(self, players: int, options: Mapping[str, Any]) -> list[SeatInfo]:
        teams = TEAMS_BY_PLAYERS[players]
        if teams:
            return interleaved_teams(list(TEAM_NAMES[:teams]), players)
        return solo_seats(players)

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> State:
        max_rounds = options["max_rounds"]
        decks = 2 if players >= 5 else 1
        return turn.new_state(players, TEAMS_BY_PLAYERS[players], decks, max_rounds, seed)

    # --- reading -------------------------------------------------------------------

    def seats(self, state: State) -> list[SeatInfo]:
        if state.teams:
            return interleaved_teams(list(TEAM_NAMES[: state.teams]), state.players)
        return solo_seats(state.players)

    # The search's three calls per playout step go straight to :mod:`.turn` (no wrapper
    # frame: about 5 % of a search's time). legal_actions is not cached on the state: the
    # service and search compute each state's actions once, so a cache never hit there,
    # cost advance 3 %, and answered stale for a state edited in place.
    to_act = staticmethod(turn.to_act)
    legal_actions = staticmethod(turn.legal_actions)

    def view(self, state: State, seat: int | None) -> JSON:
        return view(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        scores = turn.seat_scores(state)
        ranks = ranks_from_scores(scores)
        return Outcome(
            winners=tuple(i for i, r in enumerate(ranks) if r == 1),
            ranks=ranks,
            reason=state.end_reason,
            scores=tuple(float(s) for s in scores),
            detail={
                "unit_scores": list(state.scores),
                "units": [state.members(u) for u in range(state.units)],
                "rounds": state.round,
            },
        )

    def hidden_from(self, state: State, seat: int | None) -> set[str]:
        return hidden_from(state, seat)

    # --- changing ------------------------------------------------------------------

    def explain_illegal(self, state: State, seat: int, action: Action) -> str:
        return explain(state, seat, action, FIELDS)

    def clone(self, state: State) -> State:
        return state.clone()

    advance = staticmethod(turn.advance)

    def advance_recording(self, state: State, seat: int, action: Action) -> list[Event]:
        """With recording on (see :mod:`.events`): the service's path only, so ``advance``
        itself, which the searches call, records nothing."""
        return recorded(state, "events", turn.advance, seat, action)

    def view_event(self, event: Event, viewer: int | None, seats: Sequence[SeatInfo]) -> Event:
        return view_event(event, viewer, seats)

    def action_label(self, state: State, seat: int, action: Action) -> str:
        return action_label(state, seat, action)

    def catalogue(self) -> list[CatalogueEntry]:
        return catalogue()

    # --- serialisation -------------------------------------------------------------

    def dump(self, state: State) -> JSON:
        return state.dump()

    def load(self, data: Mapping[str, Any]) -> State:
        return load_state(data)

    def check_state(self, state: State) -> None:
        check_state(state)

    # --- hidden information ----------------------------------------------------------

    def resample(self, view: Mapping[str, Any], seat: int, rng: random.Random) -> State:
        return resample(view, seat, rng)

    def resampler(self, view: Mapping[str, Any], seat: int) -> Resampler:
        """:meth:`resample` for many deals of one view (a bot's search): the view is read
        once, then each call ``resampler(view, seat)(rng)`` deals as ``resample`` does."""
        return resampler(view, seat)

    def view_action(self, action: Action, actor: int, viewer: int | None) -> Action:
        if action.get("type") in HIDDEN_CARD_ACTIONS and viewer != actor:
            return redact(action)
        return action
