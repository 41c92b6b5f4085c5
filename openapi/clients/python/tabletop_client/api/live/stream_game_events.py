from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["after"] = after

    params["ticket"] = ticket


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/events".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[Any | Problem]:
    """ Follow a game as Server-Sent Events, as the token's or ticket's seat (or a spectator).

     First `event: game` with the body GET /games/{game_id} gives this viewer; then one
    per new version, in order and none skipped, with `entry`, the log entry that made
    it. `id` is the version: reconnecting with Last-Event-ID (or `?after=`) sends only
    what was missed. Comment lines keep the connection alive; `event: end` closes the
    stream once the game is over. One address (or one seat) holds a bounded number of
    streams and long polls at once; past it, 429 with Retry-After. A client that reads
    too slowly is dropped and resumes with Last-Event-ID.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Any | Problem | None:
    """ Follow a game as Server-Sent Events, as the token's or ticket's seat (or a spectator).

     First `event: game` with the body GET /games/{game_id} gives this viewer; then one
    per new version, in order and none skipped, with `entry`, the log entry that made
    it. `id` is the version: reconnecting with Last-Event-ID (or `?after=`) sends only
    what was missed. Comment lines keep the connection alive; `event: end` closes the
    stream once the game is over. One address (or one seat) holds a bounded number of
    streams and long polls at once; past it, 429 with Retry-After. A client that reads
    too slowly is dropped and resumes with Last-Event-ID.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[Any | Problem]:
    """ Follow a game as Server-Sent Events, as the token's or ticket's seat (or a spectator).

     First `event: game` with the body GET /games/{game_id} gives this viewer; then one
    per new version, in order and none skipped, with `entry`, the log entry that made
    it. `id` is the version: reconnecting with Last-Event-ID (or `?after=`) sends only
    what was missed. Comment lines keep the connection alive; `event: end` closes the
    stream once the game is over. One address (or one seat) holds a bounded number of
    streams and long polls at once; past it, 429 with Retry-After. A client that reads
    too slowly is dropped and resumes with Last-Event-ID.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Any | Problem | None:
    """ Follow a game as Server-Sent Events, as the token's or ticket's seat (or a spectator).

     First `event: game` with the body GET /games/{game_id} gives this viewer; then one
    per new version, in order and none skipped, with `entry`, the log entry that made
    it. `id` is the version: reconnecting with Last-Event-ID (or `?after=`) sends only
    what was missed. Comment lines keep the connection alive; `event: end` closes the
    stream once the game is over. One address (or one seat) holds a bounded number of
    streams and long polls at once; past it, 429 with Retry-After. A client that reads
    too slowly is dropped and resumes with Last-Event-ID.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    )).parsed
