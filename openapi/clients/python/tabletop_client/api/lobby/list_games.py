from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_games_status import ListGamesStatus
from ...models.lobby_page import LobbyPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["game"] = game

    params["limit"] = limit

    params["cursor"] = cursor


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LobbyPage | Problem:
    if response.status_code == 200:
        response_200 = LobbyPage.from_dict(response.json())



        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LobbyPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,

) -> Response[LobbyPage | Problem]:
    """ Listed games with open seats, newest first, a page at a time.

     `game` narrows it to one game; `limit` games per page; pass the answer's
    `next_cursor` as `cursor` for the next page (null: this was the last). Join a game
    with POST /games/{id}/seats/{index}/join, no invite needed.

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.WAITING.
        game (str | Unset):  Example: caretos.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LobbyPage | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
game=game,
limit=limit,
cursor=cursor,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,

) -> LobbyPage | Problem | None:
    """ Listed games with open seats, newest first, a page at a time.

     `game` narrows it to one game; `limit` games per page; pass the answer's
    `next_cursor` as `cursor` for the next page (null: this was the last). Join a game
    with POST /games/{id}/seats/{index}/join, no invite needed.

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.WAITING.
        game (str | Unset):  Example: caretos.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LobbyPage | Problem
     """


    return sync_detailed(
        client=client,
status=status,
game=game,
limit=limit,
cursor=cursor,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,

) -> Response[LobbyPage | Problem]:
    """ Listed games with open seats, newest first, a page at a time.

     `game` narrows it to one game; `limit` games per page; pass the answer's
    `next_cursor` as `cursor` for the next page (null: this was the last). Join a game
    with POST /games/{id}/seats/{index}/join, no invite needed.

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.WAITING.
        game (str | Unset):  Example: caretos.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LobbyPage | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
game=game,
limit=limit,
cursor=cursor,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,

) -> LobbyPage | Problem | None:
    """ Listed games with open seats, newest first, a page at a time.

     `game` narrows it to one game; `limit` games per page; pass the answer's
    `next_cursor` as `cursor` for the next page (null: this was the last). Join a game
    with POST /games/{id}/seats/{index}/join, no invite needed.

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.WAITING.
        game (str | Unset):  Example: caretos.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LobbyPage | Problem
     """


    return (await asyncio_detailed(
        client=client,
status=status,
game=game,
limit=limit,
cursor=cursor,

    )).parsed
