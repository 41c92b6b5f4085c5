"""Caretos: check_state rejects every kind of broken state (one case per invariant), and
restore() accepts every state a game reaches (see also the contract tests)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engines import CorruptStateError
from engines.caretos.decisions import ChooseStart, MainChoice, Move, PlayCard, ReturnMonster
from engines.caretos.state import CAULDRON, LIMBO, MONSTER_INDEX, OUT, State
from tests.engines.test_caretos_board import E, legal, scenario

WITCH, TREVOR = MONSTER_INDEX["witch"], MONSTER_INDEX["trevor"]


def running(seed: int = 9, steps: int = 40) -> State:
    """A 3-player game some way in, at a decision of the current player."""
    rng = random.Random(seed)
    s = E.new_game(3, None, seed)
    for _ in range(steps):
        seat = E.to_act(s)[0]
        s = E.apply(s, seat, rng.choice(legal(s, seat)))
    assert E.outcome(s) is None
    return s


def healthy() -> State:
    """A running game at seat 0's main decision (Witch on 2, Trevor on 31, a group on 13)."""
    return scenario({"witch": (0, 2), "trevor": (0, 31), "werewolf": (1, 20),
                     "lost-soul": (1, 21), "bogeymen": (2, 5), "maria-gancha": (2, 6)},
                    {13: "rw", 33: "y"})


def _dealt_full(s: State) -> State:
    """Put the Villagers the scenario left out back in the box, so totals hold."""
    s.boxed_villagers = 35 - sum(len(v) for v in s.vill)
    return s


def _pop_card(pile: list[str]) -> str:
    return pile.pop()


BROKEN: dict[str, Callable[[State], object]] = {
    "night card twice": lambda s: s.hands[1].__setitem__(0, s.hands[0][0]),
    "night card missing": lambda s: _pop_card(s.deck),
    "unknown night card": lambda s: s.deck.append("night-99"),
    "bonus card twice": lambda s: s.bonus_held[1].append(s.bonus_up[0]),
    "final card twice": lambda s: s.finals[1].append(s.finals[0][0]),
    "hand too large": lambda s: s.hands[1].append(_pop_card(s.deck)),
    "too many unmet bonus cards": lambda s: s.bonus_held[0].extend(
        _pop_card(s.bonus_deck) for _ in range(4)),
    "face-up bonus cards missing": lambda s: s.bonus_deck.append(s.bonus_up.pop()),
    "a villager too many": lambda s: s.vill.__setitem__(14, "b"),
    "eight of one colour": lambda s: s.captured.__setitem__(1, "gggggggg"),
    "villagers unsorted": lambda s: s.vill.__setitem__(13, "wr"),
    "villagers_left wrong": lambda s: setattr(s, "villagers_left", s.villagers_left + 1),
    "campfires not sixteen": lambda s: setattr(s, "supply", s.supply + 1),
    "negative campfires": lambda s: (s.camp.__setitem__(0, -1), setattr(s, "supply",
                                                                        s.supply + 1)),
    "campfire without a group": lambda s: (s.fire.__setitem__(33, True),
                                           setattr(s, "supply", s.supply - 1)),
    "a seat owns three monsters": lambda s: s.owner.__setitem__(MONSTER_INDEX["witch"], 1),
    "owned monster marked out of the game": lambda s: s.mloc.__setitem__(TREVOR, OUT),
    "two monsters share a location": lambda s: s.mloc.__setitem__(TREVOR, 2),
    "a monster on a careto": lambda s: s.mloc.__setitem__(TREVOR, s.careto[0]),
    "two monsters in the cauldron": lambda s: (s.mloc.__setitem__(TREVOR, CAULDRON),
                                               s.mloc.__setitem__(WITCH, CAULDRON)),
    "a monster off the board with nobody placing it": lambda s: s.mloc.__setitem__(TREVOR,
                                                                                 LIMBO),
    "caretos on one location": lambda s: s.careto.__setitem__(1, s.careto[0]),
    "start symbol taken twice": lambda s: s.symbols.__setitem__(1, s.symbols[0]),
    "activated a monster of another seat": lambda s: (
        setattr(s, "used", 1), s.activated.append(MONSTER_INDEX["werewolf"])),
    "final turns while the deck has cards": lambda s: setattr(s, "final_turns", 2),
    "no decision in a running game": lambda s: s.stack.clear(),
    "two turn decisions": lambda s: s.stack.append(PlayCard(0)),
    "decision of a seat out of turn": lambda s: s.stack.append(Move(1, "monster", TREVOR, 2)),
    "move of a monster not in the game": lambda s: s.stack.append(
        Move(0, "monster", MONSTER_INDEX["enchanted-moira"], 2)),
    "return of a monster on the board": lambda s: s.stack.append(ReturnMonster(0, WITCH)),
    "finished game with decisions": lambda s: setattr(s, "over", True),
    "start symbol to choose after the deal": lambda s: s.stack.append(ChooseStart(0)),
    "played card not on the discard pile": lambda s: setattr(s, "played", "night-2"),
}


MESSAGES: dict[str, str] = {
    'a monster off the board with nobody placing it': 'no decision placing it',
    'a monster on a careto': 'shares a location with a Careto',
    'a seat owns three monsters': 'Monsters, not 2',
    'a villager too many': 'not 35',
    'activated a monster of another seat': 'belongs to another seat',
    'bonus card twice': 'Bonus Card .* appears twice',
    'campfire without a group': 'without a group',
    'campfires not sixteen': '17 Campfires',
    'caretos on one location': 'the Caretos are at',
    'decision of a seat out of turn': "during seat 0's turn",
    'eight of one colour': 'more than 7 green',
    'face-up bonus cards missing': 'face-up Bonus Cards',
    'final card twice': 'Final Bonus Card .* appears twice',
    'final turns while the deck has cards': 'cards to draw',
    'finished game with decisions': 'finished game has decisions',
    'hand too large': 'holds 4 Night Cards',
    'move of a monster not in the game': 'not in the game',
    'negative campfires': 'negative',
    'night card missing': "missing \\['night-",
    'night card twice': 'Night Card .* appears twice',
    'no decision in a running game': 'no decision pending',
    'played card not on the discard pile': 'not on top of the current discard',
    'return of a monster on the board': 'not waiting off the board',
    'start symbol taken twice': 'start symbols',
    'start symbol to choose after the deal': 'after the cards were dealt',
    'too many unmet bonus cards': '4 unfulfilled',
    'two monsters in the cauldron': 'more than one Monster in the Cauldron',
    'two monsters share a location': 'two Monsters share',
    'two turn decisions': '2 turn decisions',
    'unknown night card': "unknown \\['night-99'\\]",
    'villagers unsorted': 'not sorted',
    'villagers_left wrong': 'villagers_left is',
    'owned monster marked out of the game': 'trevor \\(owner 0\\) is at -1',
}
"""What each broken state is rejected for (a regular expression)."""


def test_the_healthy_states_pass() -> None:
    E.check_state(_dealt_full(healthy()))
    E.check_state(running())
    E.check_state(E.new_game(4, {"experienced": True}, 3))


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_check_state_rejects(name: str) -> None:
    s = _dealt_full(healthy())
    E.check_state(s)
    BROKEN[name](s)
    with pytest.raises(CorruptStateError, match=MESSAGES[name]):
        E.check_state(s)


def test_every_broken_state_says_why() -> None:
    assert sorted(MESSAGES) == sorted(BROKEN)


def test_restore_rejects_what_does_not_load() -> None:
    data = E.dump(running())
    for broken in ({**data, "stack": [{"kind": "teleport", "seat": 0}]},
                   {k: v for k, v in data.items() if k != "vill"},
                   {**data, "stack": [{"kind": "move", "seat": 0}]}):
        with pytest.raises(CorruptStateError):
            E.restore(broken)


def test_states_stored_with_positional_frames_still_load() -> None:
    """States stored before decisions became records: frames were lists."""
    s = _dealt_full(healthy())
    s.stack = [MainChoice(0), Move(0, "monster", WITCH, 3, jumps=4, pass_through=False,
                                   maria_bonus=True)]
    data = E.dump(s)
    legacy = {k: v for k, v in data.items() if k not in ("scared", "dealt")}
    legacy["stack"] = [["main", 0], ["move", 0, "m", WITCH, 3, False, 4, False, 1, -1, -1]]
    restored = E.restore(legacy)
    assert restored.stack == s.stack and restored.dealt
    assert legal(restored) == legal(s)
