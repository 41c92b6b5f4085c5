"""The bot levels the server offers: names and descriptions only.

The API validates and documents ``bot`` fields from this registry; the worker holds the
bots themselves (``worker.bots``) and a test checks both list the same levels. Keeping the
names here means no web process ever loads the bots' search code.
"""

from __future__ import annotations

BOT_LEVELS: dict[str, str] = {
    "random": "picks a uniformly random legal action",
    "greedy": (
        "looks one decision ahead: applies each legal action to a few random deals of the "
        "cards it cannot see and keeps the one whose result its per-game heuristic rates best"
    ),
    "pimc": (
        "flat Monte Carlo: deals the cards it cannot see at random from its own view, tries "
        "every legal action on each deal, finishes with random moves (to the end of the "
        "round in Encantados) and keeps the best mean result"
    ),
    "ismcts": (
        "information-set Monte Carlo tree search: samples deals of the cards it cannot see "
        "from its own view and searches one tree over them (a fixed thinking budget per "
        "decision)"
    ),
    "expert": (
        "information-set tree search improved: its heuristic biases the first choices, "
        "large decisions are split (which card, then where), positions are judged by "
        "weights fitted to who won where that measured stronger, tuned per game and "
        "seat count; the same thinking budget as ismcts and pimc"
    ),
}
"""Every bot level by name, weakest first, with what it does in a sentence."""

BOT_TITLES: dict[str, str] = {
    "random": "Beginner",
    "greedy": "Easy",
    "pimc": "Medium",
    "ismcts": "Hard",
    "expert": "Expert",
}
"""Each level's name for a person choosing an opponent, in the same order."""
