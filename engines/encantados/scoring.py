"""End-of-round scoring (values as rules.md, Components, gives them).

A garden scores each card's value: races their printed value; Leprechauns -4 each, +4
each with 2 or more Leprechauns there; Mimics -3, 0 with 2 or more Fairies there; songs
-3, Summer +8 when its garden holds at least 5 different races (Mimics are no race);
plus 2 per song in the garden with 2 or more Fauns there. Every card left in a hand
scores minus the absolute value of its printed value. A team scores its garden and both
members' hands.
"""

from __future__ import annotations

from engines.encantados.abilities import real_count
from engines.encantados.cards import KIND, MIMIC, SONGS_GROUP, VALUES, hand_value
from engines.encantados.state import State

SUMMER_BONUS = 8
SUMMER_RACES = 5
FAUN_BONUS = 2
LEPRECHAUN_BONUS = 4


def garden_score(garden: dict[str, list[str]]) -> int:
    fairies = real_count(garden, "fairies") >= 2
    total = 0
    races = 0
    songs: list[str] = []
    for race, group in garden.items():  # races in any order: the sum of ints is the same
        if race == SONGS_GROUP:
            songs = group
            continue
        if not group:
            continue
        races += 1
        mimics = 1 if KIND[group[-1]] == MIMIC else 0
        real = len(group) - mimics
        if race == "leprechauns":
            total += real * (LEPRECHAUN_BONUS if real >= 2 else VALUES[race])
        else:
            total += real * VALUES[race]
        if mimics and not fairies:
            total += VALUES[MIMIC]
    for song in songs:
        if KIND[song] == "summer" and races >= SUMMER_RACES:
            total += SUMMER_BONUS
        else:
            total += VALUES[KIND[song]]
    if songs and real_count(garden, "fauns") >= 2:
        total += FAUN_BONUS * len(songs)
    return total


def hand_score(hand: list[str]) -> int:
    return sum(hand_value(card) for card in hand)


def round_scores(state: State) -> list[int]:
    """What each unit scores for the round just ended."""
    return [
        garden_score(state.gardens[unit])
        + sum(hand_score(state.hands[seat]) for seat in state.members(unit))
        for unit in range(state.units)
    ]
