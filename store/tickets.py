"""One-use stream tickets: a seat's token traded for a short-lived secret to put in a URL.

Browsers' EventSource cannot send an Authorization header, and a seat token in a URL would
end up in proxy and server logs for the game's whole life. A ticket works once, for one
game, within :data:`TICKET_TTL` seconds; like tokens, only its SHA-256 hash is stored (under
the game's hash tag, with an expiry).
"""

from __future__ import annotations

from store.redis_store import GameStore
from store.tokens import new_token, token_hash

TICKET_TTL = 60
"""Seconds a ticket stays valid: a page opens its stream right after asking for one."""


def issue_ticket(store: GameStore, game_id: str, seat: int) -> str:
    ticket = new_token()
    store.put_ticket(game_id, token_hash(ticket), seat, TICKET_TTL)
    return ticket


def redeem_ticket(store: GameStore, game_id: str, ticket: str) -> int | None:
    """The seat the ticket stands for, using it up; None if unknown, used or expired."""
    return store.take_ticket(game_id, token_hash(ticket))
