"""Mission Calaveras: who will Nicole trust when a seat reaches 7 suspicion points?

Nicole goes to the seat with the fewest suspicion points (then the most cards in front),
and when any seat reaches 7 her holder's team wins. So a team stands well when its
least-suspected seat has fewer points than the other teams' (or as many, with more cards
in front), when it holds Nicole (more so as the leader nears 7), and when the points pile
up on the other teams. Read from the view: teams, suspicion points, fronts, Nicole,
the outcome.
"""

from __future__ import annotations

from worker.bots.heuristics import Heuristic, View

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


def evaluate(view: View, seat: int) -> float:
    seats = view["seats"]
    mine = seats[seat]["team"]
    outcome = view.get("outcome")
    if outcome is not None:
        winners = outcome["winners"]
        if not winners:
            return 0.0
        return WIN if seats[winners[0]]["team"] == mine else -WIN
    ours = [s for s in seats if s["team"] == mine]
    theirs = [s for s in seats if s["team"] != mine]
    our_min = min(s["suspicion"] for s in ours)
    their_min = min(s["suspicion"] for s in theirs)
    top = max(s["suspicion"] for s in seats)
    holder = seats[view["nicole"]]["team"] == mine
    urgency = 1.0 + min(top, GUILTY_AT) / 2.0
    value: float = NICOLE * urgency * (1.0 if holder else -1.0)
    value += MARGIN * max(-4, min(4, their_min - our_min))
    value += SPREAD * (
        sum(s["suspicion"] for s in theirs) / len(theirs)
        - sum(s["suspicion"] for s in ours) / len(ours)
    )
    if their_min == our_min:
        our_front = max(len(s["front"]) for s in ours if s["suspicion"] == our_min)
        their_front = max(len(s["front"]) for s in theirs if s["suspicion"] == their_min)
        value += FRONTS * max(-2, min(2, our_front - their_front))
    return value


HEURISTIC = Heuristic(evaluate=evaluate, scale=3.0)
