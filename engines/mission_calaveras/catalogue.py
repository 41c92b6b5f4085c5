"""Every kind of Mission Calaveras component, for front ends and rules readers."""

from __future__ import annotations

from engines.catalogue import CatalogueEntry
from engines.mission_calaveras.cards import (
    COPIES,
    GUILTY_AT,
    LOCATIONS,
    PLAYER_COUNTS,
    TEAMS,
    TWIST,
    teams_for,
)

SUSPICION_TOKENS = 24
"""Tokens in the box (worth 1 and 3); the game treats them as unlimited."""

_LOCATION_TEXT = (
    "A place an agent may have been seen. In front of a seat it says that agent went "
    "there; on the Innocent zone it clears every agent with it in front, on the Suspect "
    "zone it casts suspicion on them. Two cards of one Location meeting in front of a seat, "
    "or anywhere in the centre, are both discarded."
)



def _team_players(team: str) -> str:
    """The player counts a team plays at, as "3-6 players"."""
    counts = [players for players in PLAYER_COUNTS if team in teams_for(players)]
    return f"{min(counts)}-{max(counts)} players"


def catalogue() -> list[CatalogueEntry]:
    """Locations, Twists, characters (Nicole, the agents), teams and suspicion tokens."""
    entries = [
        CatalogueEntry(
            group="location",
            id_pattern=f"^{kind}-[1-{COPIES}]$",
            name=kind.replace("-", " ").title(),
            count=COPIES,
            text=_LOCATION_TEXT,
            data={"location": kind},
        )
        for kind in LOCATIONS
    ]
    entries.append(CatalogueEntry(
        group="twist",
        id_pattern=f"^{TWIST}-[1-{COPIES}]$",
        name="Twist",
        count=COPIES,
        text=(
            "Nicole surprised, no Location. Played, it may move one card lying face up on "
            "the table (in front of a seat or on a zone) to another seat or zone, where the "
            "twin rule applies; or it may move nothing. Then it is discarded. Twist cards "
            "never stay on the table."
        ),
    ))
    entries.append(CatalogueEntry(
        group="character",
        id_pattern="^nicole$",
        name="Nicole",
        count=1,
        text=(
            "The witness. She stands in front of the agent with the fewest suspicion points "
            "(then the most cards in front; on a further tie she stays). When an agent "
            f"reaches {GUILTY_AT} points she leaves with the agent she trusts, whose team "
            "wins. In views, 'nicole' is the seat she stands in front of."
        ),
    ))
    entries.append(CatalogueEntry(
        group="character",
        id_pattern="^agent$",
        name="Agent",
        count=2 * len(TEAMS),
        text=(
            "A secret agent's character card, one per seat, two per team; it holds the "
            "seat's suspicion points. A ghost seat (3 or 5 players) has one too."
        ),
    ))
    entries += [
        CatalogueEntry(
            group="team",
            id_pattern=f"^{team}$",
            name=team,
            count=2,
            text=(
                f"An organisation of two agents, playing with {_team_players(team)}. It "
                "wins when Nicole trusts one of its agents at the end."
            ),
        )
        for team in TEAMS
    ]
    entries.append(CatalogueEntry(
        group="token",
        id_pattern="^suspicion$",
        name="Suspicion point",
        count=SUSPICION_TOKENS,
        text=(
            "A designated suspect takes one point per card in the centre. Only each seat's "
            f"total counts ('suspicion' in views); at {GUILTY_AT} the agent is guilty and "
            "the game ends."
        ),
        data={"token_values": [1, 3], "unlimited": True},
    ))
    return entries
