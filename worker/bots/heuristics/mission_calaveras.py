"""Mission Calaveras: who will Nicole trust when a seat reaches 7 suspicion points?

Nicole goes to the seat with the fewest suspicion points (then the most cards in front),
and when any seat reaches 7 her holder's team wins. So a team stands well when its
least-suspected seat has fewer points than the other teams' (or as many, with more cards
in front), when it holds Nicole (more so as the leader nears 7), and when the points pile
up on the other teams. Read from the view: teams, suspicion points, fronts, Nicole,
the outcome. :data:`FITTED` weighs the same terms as fitted to who won self-play games
(``bench.leaf_fit``), per player count, and reads them from a state where it has one.
"""

from __future__ import annotations

from collections.abc import Sequence, Sized
from functools import cache

from engines.mission_calaveras.state import END_FAILED, State, seating
from worker.bots.heuristics import FITTED_WIN, Heuristic, View, Weights, weights_at

GUILTY_AT = 7
WIN = 20.0
"""The value of a won game (a lost one is minus that): beyond any running position."""
NICOLE = 1.5
"""Holding Nicole, per unit of urgency (1 at the start, 1 + 7/2 when a seat is at 7)."""
MARGIN = 1.0
"""Per point between the other teams' least-suspected seat and ours (capped at 4)."""
SPREAD = 0.3
"""Per point of mean suspicion the other teams carry beyond ours."""
FRONTS = 0.3
"""Tie-break of Nicole's move: more cards in front of our least-suspected seat."""


def _terms(teams: Sequence[str], points: Sequence[int], fronts: Sequence[Sized],
           nicole: int, seat: int) -> tuple[float, float, float, float]:
    """The four terms a rating weighs, for ``seat``'s team: Nicole (signed: held or not)
    times her urgency, the margin between the other teams' least-suspected seat and ours
    (capped at 4), the other teams' mean suspicion beyond ours, and the tie-break of the
    fronts (capped at 2; 0 unless the least-suspected seats tie). Read from a view by
    :func:`terms`, from a state by :func:`evaluate_state_fitted`, so both rate alike; one
    pass over the seats (a search rates every seat of nearly every iteration)."""
    mine = teams[seat]
    our_min = their_min = top = -1
    our_sum = their_sum = ours = theirs = 0
    for team, points_of in zip(teams, points, strict=True):
        if points_of > top:
            top = points_of
        if team == mine:
            ours += 1
            our_sum += points_of
            if our_min < 0 or points_of < our_min:
                our_min = points_of
        else:
            theirs += 1
            their_sum += points_of
            if their_min < 0 or points_of < their_min:
                their_min = points_of
    urgency = 1.0 + min(top, GUILTY_AT) / 2.0
    nicole_term = urgency if teams[nicole] == mine else -urgency
    margin = max(-4, min(4, their_min - our_min))
    spread = their_sum / theirs - our_sum / ours
    tie_break = 0.0
    if their_min == our_min:
        our_front = their_front = 0
        for team, points_of, front in zip(teams, points, fronts, strict=True):
            if points_of == our_min:
                if team == mine:
                    our_front = max(our_front, len(front))
                else:
                    their_front = max(their_front, len(front))
        tie_break = max(-2, min(2, our_front - their_front))
    return nicole_term, float(margin), spread, float(tie_break)


def _finished(teams: Sequence[str], winners: Sequence[int], seat: int, win: float) -> float:
    """A finished game's value: ``win`` for the seat's team's win, minus that for a loss,
    0 when nobody won (Nicole could trust no one)."""
    if not winners:
        return 0.0
    return win if teams[winners[0]] == teams[seat] else -win


def terms(view: View, seat: int) -> tuple[float, float, float, float]:
    """:func:`_terms` of a running game, read from the seat's view."""
    seats = view["seats"]
    return _terms([s["team"] for s in seats], [s["suspicion"] for s in seats],
                  [s["front"] for s in seats], view["nicole"], seat)


TERMS = terms
TERM_NAMES = ("nicole", "margin", "spread", "fronts")
"""What ``bench.leaf_fit`` fits weights to."""


HAND_SET = Weights(base=0.0, terms=(NICOLE, MARGIN, SPREAD, FRONTS))
"""The hand-set rating's weights, in suspicion points (its scale squashes them)."""


def evaluate(view: View, seat: int) -> float:
    seats = view["seats"]
    outcome = view.get("outcome")
    if outcome is not None:
        return _finished([s["team"] for s in seats], outcome["winners"], seat, WIN)
    return HAND_SET.value(terms(view, seat))


HEURISTIC = Heuristic(evaluate=evaluate, scale=3.0)


FITTED_WEIGHTS: dict[int, Weights] = {
    3: Weights(base=0.040, terms=(0.121, 0.414, 0.439, -0.127)),
    4: Weights(base=0.0, terms=(0.087, 0.26, 0.66, -0.106)),
    5: Weights(base=-0.616, terms=(0.056, 0.167, 0.198, 0.015)),
    6: Weights(base=-0.652, terms=(0.037, 0.145, 0.357, 0.028)),
}
"""Per player count, the weights ``python -m bench.leaf_fit`` fitted to self-play games
(bench/results/leaf-fit-mission-calaveras-<players>.jsonl; the base is 0 with two teams,
the game being the same from either side).

4 players: the fit on the training games (seeds not divisible by 5) of the record's
first 213 (``--fit --first 213``: the games there were when the weights were screened);
on all 229 games it gives 0.074, 0.240, 0.697, -0.118. On the held-out games
it predicts the winners with a log loss of 0.47, where the hand-set rating scores 0.62
(0.59 at its best scale; a coin 0.69). Against the hand-set weights (in log-odds: Nicole
0.5, margin 0.33, spread 0.1, fronts 0.1) Nicole weighs a sixth, the other teams'
suspicion six times as much, and more cards in front of a tied least-suspected seat
count against it.

3 players (two teams, one with a ghost): the fit on all 250 games of its record;
held-out log loss 0.54 against the hand-set rating's 0.58 (0.56 at its best scale).

5 and 6 players (three teams): the fits on all 250 games of their records; the terms
tell less here (held-out log loss 0.63 and 0.62, the base rate alone 0.64), but the
hand-set rating, squashed as the search does, scores 0.77 and 0.80: worse than knowing
nothing."""


def _weights(players: int) -> Weights:
    return weights_at(FITTED_WEIGHTS, players, "Mission Calaveras")


def evaluate_fitted(view: View, seat: int) -> float:
    """The seat's team's log-odds of winning, from the terms :func:`evaluate` weighs, with
    the weights fitted at the view's player count (:data:`FITTED_WEIGHTS`)."""
    outcome = view.get("outcome")
    if outcome is not None:
        return _finished([s["team"] for s in view["seats"]], outcome["winners"], seat,
                         FITTED_WIN)
    return _weights(view["players"]).value(terms(view, seat))


@cache
def _teams(players: int) -> tuple[str, ...]:
    """Each seat's team at this player count (as a view names them)."""
    return tuple(info.team or "" for info in seating(players))


def evaluate_state_fitted(state: State, seat: int) -> float:
    """:func:`evaluate_fitted` of the seat's view of ``state``, read from the state's
    fields that view shows (teams, suspicion points, fronts' sizes, Nicole, the end)
    without building the view (tested equal)."""
    if state.end:
        winners = [] if state.end == END_FAILED else [state.nicole]
        return _finished(_teams(state.players), winners, seat, FITTED_WIN)
    return _weights(state.players).value(_terms(
        _teams(state.players), state.points, state.fronts, state.nicole, seat))


FITTED = Heuristic(evaluate=evaluate_fitted, scale=1.0, evaluate_state=evaluate_state_fitted)
"""The fitted rating (already in log-odds, so a scale of 1), for a search that asks for
it (``Settings.heuristic``); ``greedy`` and the other levels keep :data:`HEURISTIC`."""
