"""Encantados: what a seat's view says about each garden owner's round, as numbers.

The heuristic (``worker.bots.heuristics.encantados``) projects each unit's score at the
round's end as its score so far plus a weighted sum of these features, with weights
fitted by ``bench/fit_encantados.py`` to what rounds really brought. Per unit:

- ``garden``: what its garden scores now (the engine's own scoring);
- ``penalty``: what the race cards of the viewer's own hand cost if the round ended now;
- ``mimics``, ``songs``: Mimics and songs in the viewer's hand (counts; each costs 3 held,
  and may yet be laid);
- per kind of chance a race card in the viewer's hand has of being laid, the points
  laying would gain (its garden value less its hand penalty), so that each weight is
  that chance: ``expand`` (its race is in the unit's garden), ``elsewhere`` (in another
  garden only), ``new`` (the hand holds enough of the race to lay it new), ``pair`` (two
  of it, not enough) and ``single``;
- ``unseen_*``: the cards in the unit's hands the viewer cannot see, each valued at the
  mean penalty and laying gain of the cards the viewer has not seen (``*_late``: scaled
  by nearness to the end), and by the races in play (each one a race they may expand);
- ``acting``: 1 for the unit whose turn it is.

- ``closing_held``: the viewer's hand penalty scaled by ``1 / (1 + n)``, ``n`` the fewest
  cards another seat holds: a round also ends when a hand runs out.

Nearness to the end (``late``) is ``1 - min(1, draw pile / PILE_HORIZON)``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from engines.encantados.abilities import real_count
from engines.encantados.cards import (
    KIND,
    MIMIC,
    MIMICS_PER_DECK,
    RACE_CARDS_PER_DECK,
    RACE_SET,
    RACES,
    SEASONS,
    SONGS_GROUP,
    VALUES,
)
from engines.encantados.scoring import garden_score
from worker.bots.heuristics import View

PILE_HORIZON = 15
"""Draw pile size below which the round's end draws near."""

CHANCES: tuple[str, ...] = ("expand", "elsewhere", "new", "pair", "single")
"""How likely a held race card is to be laid, from best to worst."""
FEATURES: tuple[str, ...] = (
    "garden", "penalty", "mimics", "songs",
    *CHANCES,
    "unseen_penalty", "unseen_penalty_late", "unseen_gain", "unseen_gain_late",
    "unseen_in_play", "closing_held", "acting",
)
"""Names of the feature vector's entries, in order."""
DECK_KINDS: dict[str, int] = {
    **{race: RACE_CARDS_PER_DECK for race in RACES}, MIMIC: MIMICS_PER_DECK,
    **{season: 1 for season in SEASONS},
}
"""Cards of each kind in one deck."""


_EXPAND, _ELSEWHERE, _NEW, _PAIR, _SINGLE = (FEATURES.index(c) for c in CHANCES)
(_GARDEN, _PENALTY, _MIMICS, _SONGS, _UNSEEN_PENALTY, _UNSEEN_PENALTY_LATE, _UNSEEN_GAIN,
 _UNSEEN_GAIN_LATE, _UNSEEN_IN_PLAY, _CLOSING_HELD, _ACTING) = (FEATURES.index(name) for name in (
    "garden", "penalty", "mimics", "songs", "unseen_penalty", "unseen_penalty_late",
    "unseen_gain", "unseen_gain_late", "unseen_in_play", "closing_held", "acting"))

_PENALTY_OF = {kind: float(-abs(VALUES[kind])) for kind in DECK_KINDS}
"""What a card of each kind costs left in a hand."""
_GAIN_OF = {kind: 2.0 * VALUES[kind] if kind in RACE_SET and VALUES[kind] > 0 else 0.0
            for kind in DECK_KINDS}
"""What laying a card of each kind gains over holding it (a lone Leprechaun: nothing)."""
_DECK_TOTALS = {
    decks: (float(sum(DECK_KINDS.values()) * decks),
            sum(n * _PENALTY_OF[k] for k, n in DECK_KINDS.items()) * decks,
            sum(n * _GAIN_OF[k] for k, n in DECK_KINDS.items()) * decks)
    for decks in (1, 2)
}
"""Cards, total penalty and total gain of the whole deck, by the number of decks."""


def _chance(kind: str, held: Counter[str], garden: Mapping[str, Sequence[str]],
            in_play: set[str], wisps: bool) -> int:
    """The feature index of how likely a held card of race ``kind`` is to be laid;
    ``wisps``: the garden's Will-o'-the-wisps let a new race be two cards (or one and a
    Mimic). No Mimic ever helps Leprechauns."""
    if kind in garden:
        return _EXPAND
    if kind in in_play:
        return _ELSEWHERE
    count = held[kind] + (1 if held[MIMIC] and kind != "leprechauns" else 0)
    if count >= (2 if wisps else 3):
        return _NEW
    return _PAIR if held[kind] >= 2 else _SINGLE


def _unseen_means(view: View) -> tuple[float, float]:
    """The mean hand penalty and mean laying gain of a card the viewer cannot see."""
    seen = [card for garden in view["gardens"] for group in garden.values() for card in group]
    seen += view["search_discard"]
    seen += view["end_discard"]
    seen += view["hands"][view["viewer"]].get("cards", [])
    seen += view["search"].get("cards", [])
    if view.get("moving"):
        seen.append(view["moving"])
    count, penalty, gain = _DECK_TOTALS[int(view["decks"])]
    kinds = [KIND[card] for card in seen]
    count -= len(kinds)
    if count <= 0:
        return 0.0, 0.0
    penalty -= sum(_PENALTY_OF[k] for k in kinds)
    gain -= sum(_GAIN_OF[k] for k in kinds)
    return penalty / count, gain / count


def unit_features(view: View, seat: int) -> list[list[float]]:
    """Each unit's feature vector (``FEATURES`` order), from ``seat``'s view."""
    units: list[list[int]] = view["units"]
    gardens: list[dict[str, list[str]]] = view["gardens"]
    hands = view["hands"]
    in_play = {race for garden in gardens for race in garden if race != SONGS_GROUP}
    late = 1.0 - min(1.0, view["draw_pile"]["count"] / PILE_HORIZON)
    fewest = min((h["count"] for i, h in enumerate(hands) if i != seat), default=0)
    closing = 1.0 / (1.0 + fewest)
    acting = set(view["to_act"])
    unseen_penalty, unseen_gain = _unseen_means(view)
    own: list[str] = hands[seat].get("cards", [])
    held = Counter(KIND[c] for c in own)
    result = []
    for u, members in enumerate(units):
        f = [0.0] * len(FEATURES)
        garden = gardens[u]
        f[_GARDEN] = float(garden_score(garden))
        if any(m in acting for m in members):
            f[_ACTING] = 1.0
        for member in members:
            if member != seat:
                count = hands[member]["count"]
                f[_UNSEEN_PENALTY] += count * unseen_penalty
                f[_UNSEEN_PENALTY_LATE] += count * unseen_penalty * late
                f[_UNSEEN_GAIN] += count * unseen_gain
                f[_UNSEEN_GAIN_LATE] += count * unseen_gain * late
                f[_UNSEEN_IN_PLAY] += count * len(in_play) / 10.0
                continue
            held_penalty = 0.0
            wisps = real_count(garden, "wisps") >= 2
            for card in own:
                kind = KIND[card]
                penalty = _PENALTY_OF[kind]
                held_penalty += penalty
                if kind == MIMIC:
                    f[_MIMICS] += 1.0
                    continue
                if kind not in RACE_SET:
                    f[_SONGS] += 1.0
                    continue
                f[_PENALTY] += penalty
                if kind == "leprechauns":
                    gain = 8.0 if held[kind] >= 2 or garden.get(kind) else 0.0
                else:
                    gain = _GAIN_OF[kind]
                chance = _chance(kind, held, garden, in_play, wisps)
                f[chance] += gain
            f[_CLOSING_HELD] += closing * held_penalty
        result.append(f)
    return result
