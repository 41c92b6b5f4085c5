from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_type_detail import GameTypeDetail
from ...models.get_game_type_name import GetGameTypeName
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    name: GetGameTypeName,
    *,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/game-types/{name}".format(name=quote(str(name), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | GameTypeDetail | Problem:
    if response.status_code == 200:
        response_200 = GameTypeDetail.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | GameTypeDetail | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    name: GetGameTypeName,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GameTypeDetail | Problem]:
    """ One game: all GET /game-types says of it, its complete rules and its catalogue.

     `rules` are Markdown sections in our own words (goal, components, setup, a turn,
    scoring, the end, and every interpretation we made); `catalogue` lists every kind of
    card, tile or token with its id pattern, count, value and what it does.

    Args:
        name (GetGameTypeName):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameTypeDetail | Problem]
     """


    kwargs = _get_kwargs(
        name=name,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    name: GetGameTypeName,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | GameTypeDetail | Problem | None:
    """ One game: all GET /game-types says of it, its complete rules and its catalogue.

     `rules` are Markdown sections in our own words (goal, components, setup, a turn,
    scoring, the end, and every interpretation we made); `catalogue` lists every kind of
    card, tile or token with its id pattern, count, value and what it does.

    Args:
        name (GetGameTypeName):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameTypeDetail | Problem
     """


    return sync_detailed(
        name=name,
client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    name: GetGameTypeName,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GameTypeDetail | Problem]:
    """ One game: all GET /game-types says of it, its complete rules and its catalogue.

     `rules` are Markdown sections in our own words (goal, components, setup, a turn,
    scoring, the end, and every interpretation we made); `catalogue` lists every kind of
    card, tile or token with its id pattern, count, value and what it does.

    Args:
        name (GetGameTypeName):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameTypeDetail | Problem]
     """


    kwargs = _get_kwargs(
        name=name,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    name: GetGameTypeName,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | GameTypeDetail | Problem | None:
    """ One game: all GET /game-types says of it, its complete rules and its catalogue.

     `rules` are Markdown sections in our own words (goal, components, setup, a turn,
    scoring, the end, and every interpretation we made); `catalogue` lists every kind of
    card, tile or token with its id pattern, count, value and what it does.

    Args:
        name (GetGameTypeName):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameTypeDetail | Problem
     """


    return (await asyncio_detailed(
        name=name,
client=client,
if_none_match=if_none_match,

    )).parsed
