"""What every Encantados state guarantees, checked on a state read back from storage.

:func:`check_state` raises :class:`engines.errors.CorruptStateError` naming the first
broken invariant. The groups, in order: the table (players, teams, decks, seats), the
cards (every card of the 60 or 120 exactly once, none unknown), hands (sorted; holding
what the table knows they hold; the sizes the turn's decisions need), gardens (groups of
one race with at most one Mimic, never alone, never with Leprechauns; songs apart; each
unit one garden) and the decision state (phase, pending decisions, the search, the
Troll's card, the turn's flags, the end).

Only what the rules guarantee after any sequence of legal actions is checked, so a real
game never trips it; the checks are cheap (one pass over the cards).
"""

from __future__ import annotations

from engines.encantados import turn
from engines.encantados.abilities import NO_MIMIC_RACE
from engines.encantados.cards import DECK_SETS, KIND, MIMIC, RACE_SET, RANK, SONG_SET, SONGS_GROUP
from engines.encantados.state import DECISIONS, PHASES, State
from engines.errors import CorruptStateError

TRADE_SEAT = {"trade_give": 0, "trade_return": 1}
"""Who decides a pending trade step: the seat to play (0) or its partner (1)."""


def check_state(state: State) -> None:
    """Raise :class:`CorruptStateError` for the first invariant ``state`` breaks."""
    for check in (_table, _cards, _hands, _gardens, _decisions):
        problem = check(state)
        if problem:
            raise CorruptStateError(
                f"corrupt Encantados state (round {state.round}, phase {state.phase!r}, "
                f"seat {state.current} to play): {problem}"
            )


def _table(state: State) -> str:
    if state.players not in turn.TEAMS_BY_PLAYERS:
        return f"{state.players} players; the game takes 2 to 6"
    if state.teams != turn.TEAMS_BY_PLAYERS[state.players]:
        return f"{state.teams} teams with {state.players} players"
    if state.decks != (2 if state.players >= 5 else 1):
        return f"{state.decks} decks with {state.players} players"
    if len(state.hands) != state.players:
        return f"{len(state.hands)} hands for {state.players} players"
    units = state.units
    if len(state.gardens) != units or len(state.scores) != units:
        return (f"{len(state.gardens)} gardens and {len(state.scores)} scores for "
                f"{units} garden owners")
    scored = state.round > 1 or state.phase == "over"
    if len(state.last_round) != (units if scored else 0):
        return f"last round's scores {state.last_round} in round {state.round}"
    if state.order != turn.turn_order(state.players, state.teams):
        return f"turn order {state.order} is not this table's"
    if not 0 <= state.current < state.players:
        return f"seat {state.current} to play is not at the table"
    starters = state.teams or state.players  # a team's lower seat starts its rounds
    if not 0 <= state.starter < starters:
        return f"seat {state.starter} cannot start a round"
    if not 1 <= state.round <= state.max_rounds:
        return f"round {state.round} outside 1 to {state.max_rounds}"
    if state.phase not in PHASES:
        return f"unknown phase {state.phase!r}"
    for decision, seat, _ in state.pending:
        if decision not in DECISIONS:
            return f"unknown pending decision {decision!r}"
        if not 0 <= seat < state.players:
            return f"pending {decision} for seat {seat}, not at the table"
    return ""


def _places(state: State) -> list[tuple[str, list[str]]]:
    places: list[tuple[str, list[str]]] = [
        (f"hand {seat}", hand) for seat, hand in enumerate(state.hands)
    ]
    for unit, garden in enumerate(state.gardens):
        places.extend((f"garden {unit} {group}", cards) for group, cards in garden.items())
    places += [("draw pile", state.pile), ("search discard", state.search_discard),
               ("end discard", state.end_discard), ("search", state.searched)]
    if state.moving:
        places.append(("Troll's hand", [state.moving]))
    return places


def _cards(state: State) -> str:
    deck = DECK_SETS[state.decks]
    where: dict[str, str] = {}
    for place, cards in _places(state):
        for card in cards:
            if card not in deck:
                return f"{card!r} in {place} is no card of a {state.decks}-deck game"
            if card in where:
                return f"{card} is both in {where[card]} and in {place}"
            where[card] = place
    if len(where) != len(deck):
        missing = sorted(deck - set(where), key=RANK.__getitem__)
        return f"{len(where)} of the {len(deck)} cards accounted for; missing {missing[:5]}"
    return ""


def _hands(state: State) -> str:
    for seat, hand in enumerate(state.hands):
        if hand != turn.sorted_hand(hand):
            return f"hand {seat} is out of order"
    for card, seat in state.known.items():
        if not 0 <= seat < state.players or card not in state.hands[seat]:
            return f"{card} is known to be in hand {seat}, which does not hold it"
    top = state.pending[-1] if state.pending else None
    if state.phase == "discard" and not top and not state.hands[state.current]:
        return f"seat {state.current} must discard with an empty hand"
    if top is not None:
        decision, seat, arg = top
        need = {"search_discard": 1, "trade_give": 1, "trade_return": 2 - arg}.get(decision, 0)
        if len(state.hands[seat]) < need:
            return f"seat {seat} must {DECISIONS[decision]} holding {len(state.hands[seat])}"
    return ""


def _gardens(state: State) -> str:
    for unit, garden in enumerate(state.gardens):
        for group, cards in garden.items():
            where = f"garden {unit} {group}"
            if not cards:
                return f"{where} is empty"
            if cards != sorted(cards, key=RANK.__getitem__):
                return f"{where} is out of order"
            kinds = [KIND[c] for c in cards]
            if group == SONGS_GROUP:
                if not all(k in SONG_SET for k in kinds):
                    return f"{where} holds a card that is no song: {cards}"
                continue
            if group not in RACE_SET:
                return f"garden {unit} has a group {group!r} that is no race"
            mimics = kinds.count(MIMIC)
            if kinds.count(group) + mimics != len(kinds):
                return f"{where} holds another race: {cards}"
            if mimics > 1:
                return f"{where} holds {mimics} Mimics (one per race at most)"
            if mimics and len(cards) == 1:
                return f"a Mimic is alone in {where}"
            if mimics and group == NO_MIMIC_RACE:
                return f"a Mimic helps the Leprechauns of garden {unit}"
    return ""


def _decisions(state: State) -> str:
    pending = state.pending
    over = state.phase == "over"
    if over != bool(state.end_reason):
        return f"phase {state.phase!r} with end reason {state.end_reason!r}"
    if pending and state.phase != "lay":
        return f"decisions pending in phase {state.phase!r}"
    if state.phase == "draw" and (state.song_or_trade or state.new_race or state.ran_out):
        return "a turn's flags set before its first action"
    if not over and not state.pile and not state.ran_out:
        return "the draw pile is empty but no search emptied it this turn"
    limit = turn.round_turn_limit(state)
    if not 0 <= state.turns <= limit or (not over and state.turns == limit):
        return f"{state.turns} turns ended this round; the round ends at {limit}"
    top = max(state.scores)
    if not over and top >= turn.TARGET_SCORE and state.scores.count(top) == 1:
        return f"a unit leads with {top} but the game goes on"
    for decision, seat, arg in pending:
        if decision in ("take", "troll_place"):
            limit = len(state.gardens) if decision == "troll_place" else 2
            if not 0 <= arg < limit:
                return f"pending {decision} names {arg}, out of range"
        elif decision in TRADE_SEAT:
            if not state.teams:
                return "a trade pending in a game without teams"
            trader = turn.partner(state, state.current) if TRADE_SEAT[decision] else (
                state.current)
            if seat != trader or not 0 <= arg <= 1:
                return f"pending {decision} for seat {seat} after {arg} cards"
        elif arg != 0:
            return f"pending {decision} carries {arg}"
    decided = [d for d, _, _ in pending]
    if bool(state.searched) != ("keep" in decided):
        return f"searched cards {state.searched} but pending {decided}"
    if bool(state.moving) != ("troll_place" in decided):
        return f"the Troll holds {state.moving!r} but pending {decided}"
    return ""
