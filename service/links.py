"""OpenAPI links: which answer's values (a game id, a seat token, a ticket) feed which
operation, so a client (or schemathesis' stateful phase) can follow a game from its creation
through every call that needs its id and a credential.

A credential goes in as ``header.Authorization`` (an embedded runtime expression, OpenAPI
3.x "Runtime Expressions"): the seat token is no declared parameter but the ``seatToken``
bearer scheme, and a link may still say where the value goes.
"""

from __future__ import annotations

from typing import Any

GAME_FROM_BODY = "$response.body#/id"
"""The game id of an answer that names its game (created game, seat token)."""

GAME_FROM_PATH = "$request.path.game_id"
"""The game id of a request on one game."""

FIRST_SEAT_TOKEN = "Bearer {$response.body#/seats/0/token}"
"""The creator's answer: seat 0's token (null for a bot or an open seat: then the call
goes without a credential and gets 401, which the spec documents)."""

CREATOR_TOKEN = "Bearer {$response.body#/creator_token}"
"""The creator's answer: the token that calls a waiting game off."""

SEAT_TOKEN = "Bearer {$response.body#/token}"
"""A join's or a rematch's answer: the token of the seat it gave."""


SECOND_SEAT_JOIN = {"name": "guest", "invite": "$response.body#/seats/1/invite"}
"""The creator's answer: the body that takes seat 1 when it is open (a two-seat game with a
friend invited); null, and refused with 422, when it is not."""


def link(operation: str, game_id: str, token: str | None = None, body: Any = None,
         **parameters: Any) -> dict[str, Any]:
    """A link to ``operation`` on the game ``game_id`` names, with ``token`` as bearer."""
    values = {"game_id": game_id, **parameters}
    if token is not None:
        values["header.Authorization"] = token
    found: dict[str, Any] = {"operationId": operation, "parameters": values}
    if body is not None:
        found["requestBody"] = body
    return found


def links(game_id: str, token: str | None, *pairs: tuple[str, str]) -> dict[str, Any]:
    """Links named by ``pairs`` (link name, operation id), all with the same game and token."""
    return {name: link(operation, game_id, token) for name, operation in pairs}
