"""Mission Calaveras: teams of two secret agents place Location cards to clear and
accuse each other until one seat, at 7 suspicion points, is definitively guilty; the team
holding Nicole's trust then wins.

Seats: 4 (3-4 players, CIA and KGB) or 6 (5-6 players, plus DGSE); seat ``i`` and seat
``i + t`` are partners (``t`` teams); with 3 or 5 players the last seat is a ghost, played
by its partner from the partner's own hand. Cards: ``carnival-1`` ... ``carnival-8``,
``hotel-*``, ``airport-*``, ``telephone-booth-*``, ``laboratory-*`` and ``twist-1`` ...
``twist-8``.

Actions (every field always present):

- Play a Location card in front of a seat (yourself, anyone else, a ghost)::

    {"type": "play", "card": "hotel-3", "to": "seat", "seat": 2}

- Play a Location card on the Innocent or the Suspect zone (``seat`` is null)::

    {"type": "play", "card": "hotel-3", "to": "innocent", "seat": null}
    {"type": "play", "card": "laboratory-1", "to": "suspect", "seat": null}

- Play a Twist card moving a visible card to another area (seat or zone)::

    {"type": "twist", "card": "twist-5", "move": "airport-2", "to": "seat", "seat": 1}
    {"type": "twist", "card": "twist-5", "move": "airport-2", "to": "suspect", "seat": null}

- Play a Twist card with no effect, only when no card is visible on the table::

    {"type": "discard-twist", "card": "twist-5"}
"""

from engines.mission_calaveras.engine import RULES_NOTES, MissionCalaveras
from engines.mission_calaveras.state import State

ENGINE = MissionCalaveras()

__all__ = ["ENGINE", "RULES_NOTES", "MissionCalaveras", "State"]
