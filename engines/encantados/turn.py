"""Turn flow: the legal actions of a position and how each action changes the state.

A turn is phase ``draw`` (one ``draw`` action, maybe followed by the decisions it
opens), phase ``lay`` (songs, trades, a new race, expansions, one action at a time, until
``end_laying``) and phase ``discard`` (one ``discard``, which ends the turn). Decisions
opened by an action (a search's kept card, an ability's or a song's choices, the
partner's returns in a trade) are pushed on ``state.pending`` and are decided, by the
seat they name, before anything else.

Interchangeable copies (two ``trolls`` in a hand) are offered once: an action names the
lowest-numbered copies, so lists stay small and equal positions give equal lists.
"""

from __future__ import annotations

from typing import Any

from engines.base import ranks_from_scores
from engines.deck import deal, shuffle
from engines.encantados import abilities as ab
from engines.encantados import songs
from engines.encantados.cards import DECKS, KIND, MIMIC, RACE_SET, RANK, SONG_SET
from engines.encantados.scoring import garden_score, hand_score, round_scores
from engines.encantados.state import State
from engines.rng import stream

Action = dict[str, Any]

HAND_SIZES: dict[int, int] = {2: 10, 3: 9, 4: 8, 5: 7, 6: 7}
TEAMS_BY_PLAYERS: dict[int, int] = {2: 0, 3: 0, 4: 2, 5: 0, 6: 3}
"""Teams of each player count: 4 and 6 players play in pairs."""
TEAM_NAMES: tuple[str, ...] = ("A", "B", "C")
TARGET_SCORE = 100
EMPTY_HANDS_TO_END: dict[int, int] = {2: 1, 3: 2, 5: 2}
"""Solo games: how many empty hands end a round (team games: one team's two hands)."""
TURNS_PER_SEAT = 40
"""The long-round rule (RULINGS.md): a round ends at the end of the turn that completes
this many turns per seat, scored as when the draw pile runs out. Random play never comes
near it (its longest rounds are about 28 turns per seat); two seats taking each other's
discards back for ever do."""


# --- set-up and rounds -----------------------------------------------------------------


def turn_order(players: int, teams: int) -> list[int]:
    """Seat order of play: 0, 1, 2... alone; with teams each team's two seats in a row."""
    if not teams:
        return list(range(players))
    order: list[int] = []
    for unit in range(teams):
        order.extend((unit, unit + teams))
    return order


def new_state(players: int, teams: int, decks: int, max_rounds: int, seed: int) -> State:
    units = teams or players
    state = State(
        players=players,
        teams=teams,
        decks=decks,
        max_rounds=max_rounds,
        seed=seed,
        counter=0,
        round=0,
        order=turn_order(players, teams),
        starter=0,
        current=0,
        phase="draw",
        hands=[[] for _ in range(players)],
        gardens=[{} for _ in range(units)],
        pile=[],
        search_discard=[],
        end_discard=[],
        scores=[0] * units,
        last_round=[],
    )
    start_round(state, 0)
    return state


def start_round(state: State, starter: int) -> None:
    """Clear gardens and hands, shuffle the whole deck and deal; ``starter`` plays first."""
    pile = list(DECKS[state.decks])
    shuffle(pile, stream(state.seed, state.counter))
    state.counter += 1
    state.hands = [sorted_hand(h) for h in deal(pile, state.players, HAND_SIZES[state.players])]
    state.pile = pile
    state.gardens = [{} for _ in range(state.units)]
    state.shared = False
    state.search_discard = []
    state.end_discard = []
    state.round += 1
    state.starter = starter
    state.current = starter
    state.phase = "draw"
    state.song_or_trade = state.new_race = state.ran_out = False
    state.turns = 0
    state.pending = []
    state.searched = []
    state.moving = ""
    state.known = {}
    if state.events is not None:
        state.events.append({"type": "round_started", "round": state.round,
                             "starter": starter, "draw_pile": len(pile)})
        state.events.extend(
            {"type": "dealt", "seat": seat, "count": len(hand), "cards": list(hand)}
            for seat, hand in enumerate(state.hands)
        )


def sorted_hand(cards: list[str]) -> list[str]:
    return sorted(cards, key=RANK.__getitem__)


def next_starter(state: State) -> int:
    """Lowest score starts; among tied units the first in turn order from the last starter."""
    low = min(state.scores)
    order = state.order
    start = order.index(state.starter)
    for k in range(len(order)):
        seat = order[(start + k) % len(order)]
        if state.scores[state.unit(seat)] == low:
            return state.unit(seat) if state.teams else seat
    raise AssertionError("no unit holds the lowest score")


def round_over_by_hands(state: State) -> bool:
    if state.teams:
        return any(
            not state.hands[unit] and not state.hands[unit + state.teams]
            for unit in range(state.teams)
        )
    empty = sum(1 for hand in state.hands if not hand)
    return empty >= EMPTY_HANDS_TO_END[state.players]


def round_turn_limit(state: State) -> int:
    """Turns after which the round ends whatever the cards (:data:`TURNS_PER_SEAT`)."""
    return TURNS_PER_SEAT * state.players


def end_turn(state: State) -> None:
    state.song_or_trade = state.new_race = False
    state.turns += 1
    pile_out = state.ran_out or not state.pile
    if pile_out or round_over_by_hands(state):
        finish_round(state, "draw_pile" if pile_out else "hands")
        return
    if state.turns >= round_turn_limit(state):
        finish_round(state, "turn_limit")
        return
    order = state.order
    ended = state.current
    state.current = order[(order.index(ended) + 1) % len(order)]
    state.phase = "draw"
    if state.events is not None:
        state.events.append({"type": "turn_ended", "seat": ended, "next": state.current})


def finish_round(state: State, cause: str) -> None:
    scored = round_scores(state)
    state.last_round = scored
    state.scores = [a + b for a, b in zip(state.scores, scored, strict=True)]
    if state.events is not None:
        record_scores(state, cause, scored)
    top = max(state.scores)
    if state.round >= state.max_rounds:
        state.phase = "over"
        state.end_reason = f"the maximum of {state.max_rounds} rounds was played"
    elif top >= TARGET_SCORE and state.scores.count(top) == 1:
        state.phase = "over"
        state.end_reason = f"a score reached {TARGET_SCORE} at the end of round {state.round}"
    else:
        start_round(state, next_starter(state))
        return
    if state.events is not None:
        ranks = final_ranks(state)
        state.events.append({"type": "game_ended", "reason": state.end_reason,
                             "winners": [s for s, r in enumerate(ranks) if r == 1]})


def record_scores(state: State, cause: str, scored: list[int]) -> None:
    """The events of a round's end: why it ended, and each unit's score (hands apart)."""
    assert state.events is not None
    state.events.append({"type": "round_ended", "round": state.round, "cause": cause})
    units = []
    for unit, total in enumerate(state.scores):
        hands = sum(hand_score(state.hands[seat]) for seat in state.members(unit))
        units.append({"unit": unit, "seats": state.members(unit),
                      "garden": garden_score(state.gardens[unit]), "hands": hands,
                      "round": scored[unit], "total": total})
    state.events.append({"type": "scored", "round": state.round, "units": units})


def seat_scores(state: State) -> list[int]:
    """Each seat's score: its unit's (a team's score for both members)."""
    return [state.scores[state.unit(seat)] for seat in range(state.players)]


def final_ranks(state: State) -> tuple[int, ...]:
    return ranks_from_scores(seat_scores(state))


# --- the turn's rules, each stated once: legal_actions obeys them, explain quotes them ---

LAST_CARD = "you cannot play the last card in your hand during phase 2"
SONG_OR_TRADE_USED = "only one song or one trade per turn, and you already used it"
SOLO_GAME = "trades exist only in the team game (4 or 6 players)"
NEW_RACE_USED = "only one new race per turn, and you already laid one"
NO_GNOMES = "keeping every searched card needs 2 Gnomes in your garden"
NO_MIMIC_RACE = ab.NO_MIMIC_RACE


def new_race_size(state: State, seat: int) -> int:
    """Cards a new race is laid with: 3, or 2 with 2 Will-o'-the-wisps in the garden."""
    return 2 if ab.garden_has(state, seat, "wisps") else 3


def expand_gate(state: State, seat: int) -> str:
    """Why ``seat`` may lay no card now ('' when it may): the last-card rule."""
    return LAST_CARD if len(state.hands[seat]) < 2 else ""


def song_gate(state: State, seat: int) -> str:
    """Why ``seat`` may lay no song now ('' when it may)."""
    return SONG_OR_TRADE_USED if state.song_or_trade else expand_gate(state, seat)


def trade_gate(state: State, seat: int) -> str:
    """Why ``seat`` may start no trade now ('' when it may): a song's rule, teams only."""
    return song_gate(state, seat) if state.teams else SOLO_GAME


def new_race_gate(state: State, seat: int, need: int) -> str:
    """Why ``seat`` may lay no new race of ``need`` cards now ('' when it may)."""
    if state.new_race:
        return NEW_RACE_USED
    return LAST_CARD if len(state.hands[seat]) <= need else ""


def keep_all_gate(state: State, seat: int) -> str:
    """Why ``seat`` may not keep every searched card ('' when it may: 2 Gnomes)."""
    return "" if ab.garden_has(state, seat, "gnomes") else NO_GNOMES


# --- legal actions ---------------------------------------------------------------------


def to_act(state: State) -> list[int]:
    if state.phase == "over":
        return []
    if state.pending:
        return [state.pending[-1][1]]
    return [state.current]


def legal_actions(state: State, seat: int) -> list[Action]:
    if state.phase == "over":
        return []
    if state.pending:
        decision, who, arg = state.pending[-1]
        if who != seat:
            return []
        return pending_actions(state, seat, decision, arg)
    if seat != state.current:
        return []
    if state.phase == "draw":
        return draw_actions(state, seat)
    if state.phase == "lay":
        return lay_actions(state, seat)
    return [{"type": "discard", "card": c} for c in ab.distinct(state.hands[seat])]


def draw_actions(state: State, seat: int) -> list[Action]:
    out: list[Action] = []
    if state.pile:
        out.append({"type": "draw", "source": "search"})
    for index in songs.open_piles(state):
        out.append({"type": "draw", "source": songs.PILES[index]})
    return out


def lay_actions(state: State, seat: int) -> list[Action]:
    # The gates above decide here as they explain a refusal (explain.py): one rule each.
    out: list[Action] = [{"type": "end_laying"}]
    if expand_gate(state, seat):  # the last card closes every laying action
        return out
    hand = state.hands[seat]
    groups: dict[str, list[str]] = {}  # the hand by kind, in hand (rank) order
    last = ""
    same: list[str] = []
    for card in hand:
        kind = KIND[card]
        if kind != last:  # a sorted hand holds each kind's copies in a row
            last = kind
            found = groups.get(kind)
            same = groups[kind] = [] if found is None else found
        same.append(card)
    gardens = state.gardens
    garden = gardens[state.unit(seat)]
    mimics = groups.get(MIMIC)
    mimic = mimics[0] if mimics else ""
    if not song_gate(state, seat):
        for kind, cards in groups.items():
            if kind in SONG_SET:
                out.append({"type": "play_song", "card": cards[0]})
    if not trade_gate(state, seat):
        for cards in groups.values():
            out.append({"type": "trade_give", "card": cards[0]})
    need = new_race_size(state, seat)
    if not new_race_gate(state, seat, need):
        for kind, cards in groups.items():
            if kind not in RACE_SET or kind in garden:
                continue
            count = len(cards)
            if count >= need:
                out.append({"type": "lay_race", "cards": cards[:need]})
            if mimic and kind != NO_MIMIC_RACE and count >= need - 1:
                out.append({"type": "lay_race", "cards": [*cards[: need - 1], mimic]})
    played: set[str] = set()
    for other in gardens:
        played.update(other)
    for kind, cards in groups.items():
        if kind in played and kind in RACE_SET:
            out.append({"type": "expand", "card": cards[0], "race": kind})
        elif kind == MIMIC:
            for race in ab.mimic_homes(garden):
                out.append({"type": "expand", "card": mimic, "race": race})
    return out


def pending_actions(state: State, seat: int, decision: str, arg: int) -> list[Action]:
    if decision == "keep":
        searched = ab.distinct_unsorted(state.searched)
        out: list[Action] = [{"type": "keep", "card": c} for c in searched]
        if not keep_all_gate(state, seat):
            out.append({"type": "keep_all"})
        return out
    if decision == "take":
        pile = songs.pile_list(state, arg)
        return [{"type": "take", "card": c} for c in reversed(pile)]
    if decision in ("search_discard", "trade_give", "trade_return"):
        return [{"type": decision, "card": c} for c in ab.distinct(state.hands[seat])]
    if decision in ("spring_target", "autumn_target", "goblin_target"):
        return [{"type": "choose_player", "seat": s} for s in range(state.players)]
    if decision in ("autumn_pile", "winter_pile"):
        return [{"type": "choose_pile", "pile": songs.PILES[i]} for i in songs.open_piles(state)]
    if decision == "kobold":
        return [
            {"type": "kobold", "garden": g, "card": c}
            for g, garden in enumerate(state.gardens)
            for c in ab.removable(garden)
        ]
    if decision == "troll_take":  # each may go back where it was: no destination check
        return [
            {"type": "troll_take", "garden": g, "card": c}
            for g, garden in enumerate(state.gardens)
            for c in ab.removable(garden)
        ]
    # troll_place
    return [
        {"type": "troll_place", "garden": g, "group": group}
        for g, group in ab.troll_destinations(state, state.moving)
    ]


# --- applying an action ----------------------------------------------------------------


def partner(state: State, seat: int) -> int:
    return seat + state.teams if seat < state.teams else seat - state.teams


def advance(state: State, seat: int, action: Action) -> None:
    kind = action["type"]
    if kind == "draw":
        source = action["source"]
        state.phase = "lay"
        if source == "search":
            ab.start_search(state, seat)
        else:
            index = songs.PILES.index(source)
            if ab.garden_has(state, seat, "dwarves"):
                state.pending.append(("take", seat, index))
            else:
                take_from_pile(state, seat, index, songs.pile_list(state, index)[-1])
    # the commonest kinds first (a playout applies thousands a second)
    elif kind == "end_laying":
        if state.hands[seat]:
            state.phase = "discard"
        else:  # nothing to discard (a Gnome search of the pile's last card): turn over
            end_turn(state)
    elif kind == "discard":
        discard(state, seat, action["card"], state.end_discard)
        end_turn(state)
    elif kind == "keep":
        ab.keep(state, seat, action["card"])
    elif kind == "take":
        _, _, index = state.pending.pop()
        take_from_pile(state, seat, index, action["card"])
    elif kind == "keep_all":
        ab.keep_all(state, seat)
    elif kind == "search_discard":
        state.pending.pop()
        discard(state, seat, action["card"], state.search_discard)
    elif kind == "play_song":
        songs.play_song(state, seat, action["card"])
    elif kind == "trade_give":
        give_in_trade(state, seat, action["card"])
    elif kind == "trade_return":
        _, _, returned = state.pending.pop()
        pass_card(state, seat, action["card"])
        if returned == 0:
            state.pending.append(("trade_return", seat, 1))
    elif kind == "lay_race":
        cards: list[str] = action["cards"]
        for card in cards:
            ab.from_hand(state, seat, card)
        race = KIND[cards[0]]
        state.own_gardens()[state.unit(seat)][race] = list(cards)
        state.new_race = True
        if state.events is not None:
            state.events.append({"type": "laid", "seat": seat, "garden": state.unit(seat),
                                 "race": race, "cards": list(cards), "new_race": True})
        ab.trigger(state, seat, race)
    elif kind == "expand":
        card = action["card"]
        race = action["race"]
        ab.from_hand(state, seat, card)
        garden = state.own_gardens()[state.unit(seat)]
        first = race not in garden
        ab.add_to_garden(garden, race, card)
        if state.events is not None:
            state.events.append({"type": "laid", "seat": seat, "garden": state.unit(seat),
                                 "race": race, "cards": [card], "new_race": False})
        if first:
            ab.trigger(state, seat, race)
    elif kind == "choose_player":
        songs.choose_player(state, action["seat"])
    elif kind == "choose_pile":
        songs.choose_pile(state, seat, songs.PILES.index(action["pile"]))
    elif kind == "kobold":
        ab.kobold(state, seat, action["garden"], action["card"])
    elif kind == "troll_take":
        ab.troll_take(state, seat, action["garden"], action["card"])
    elif kind == "troll_place":
        ab.troll_place(state, seat, action["garden"], action["group"])
    else:
        raise ValueError(f"unknown action type {kind!r}")


def take_from_pile(state: State, seat: int, index: int, card: str) -> None:
    """``card`` of discard pile ``index`` (its top, or any with Dwarves) into the hand."""
    pile = songs.pile_list(state, index)
    if pile[-1] == card:
        pile.pop()
    else:
        pile.remove(card)
    ab.add_sorted(state.hands[seat], card)
    ab.taken_in_sight(state, seat, [card])
    if state.events is not None:
        state.events.append({"type": "drew", "seat": seat, "source": songs.PILES[index],
                             "count": 1, "cards": [card]})


def discard(state: State, seat: int, card: str, pile: list[str]) -> None:
    """``card`` from the hand of ``seat`` face up onto ``pile``."""
    ab.from_hand(state, seat, card)
    pile.append(card)
    if state.events is not None:
        name = "search_discard" if pile is state.search_discard else "end_discard"
        state.events.append({"type": "discarded", "seat": seat, "pile": name,
                             "cards": [card]})


def pass_card(state: State, seat: int, card: str) -> None:
    """A trade: ``card`` from the hand of ``seat`` to its partner's, unseen by the others,
    who so no longer know what either partner holds."""
    state.hands[seat].remove(card)
    to = partner(state, seat)
    ab.forget_hands(state, seat, to)
    ab.add_sorted(state.hands[to], card)
    if state.events is not None:
        state.events.append({"type": "traded", "seat": seat, "to": to, "count": 1,
                             "cards": [card]})


def give_in_trade(state: State, seat: int, card: str) -> None:
    """Team trade: the first of two cards (opening the trade) or the second one."""
    pass_card(state, seat, card)
    if state.pending and state.pending[-1][0] == "trade_give":
        state.pending.pop()
        state.pending.append(("trade_return", partner(state, seat), 0))
    else:
        state.song_or_trade = True
        state.pending.append(("trade_give", seat, 1))
