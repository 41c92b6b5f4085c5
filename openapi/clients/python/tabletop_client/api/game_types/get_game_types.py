from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_types import GameTypes
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/game-types",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | GameTypes | Problem:
    if response.status_code == 200:
        response_200 = GameTypes.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | GameTypes | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GameTypes | Problem]:
    """ Every hosted game with its seat counts, options and action schema, and the bot levels.

     Per game: its name (the `game` of POST /games), title, accepted player counts, setup
    options with their defaults, the JSON Schemas of its actions and views, the rules it
    had to interpret, game-specific data under `extra` (the Caretos boards), and each
    bot level's measured rating per seat count (`bot_ratings`); each bot level has a
    `title` for people and its `strength` in a line.
    GET /game-types/{name} adds the game's complete rules and its catalogue.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameTypes | Problem]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | GameTypes | Problem | None:
    """ Every hosted game with its seat counts, options and action schema, and the bot levels.

     Per game: its name (the `game` of POST /games), title, accepted player counts, setup
    options with their defaults, the JSON Schemas of its actions and views, the rules it
    had to interpret, game-specific data under `extra` (the Caretos boards), and each
    bot level's measured rating per seat count (`bot_ratings`); each bot level has a
    `title` for people and its `strength` in a line.
    GET /game-types/{name} adds the game's complete rules and its catalogue.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameTypes | Problem
     """


    return sync_detailed(
        client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GameTypes | Problem]:
    """ Every hosted game with its seat counts, options and action schema, and the bot levels.

     Per game: its name (the `game` of POST /games), title, accepted player counts, setup
    options with their defaults, the JSON Schemas of its actions and views, the rules it
    had to interpret, game-specific data under `extra` (the Caretos boards), and each
    bot level's measured rating per seat count (`bot_ratings`); each bot level has a
    `title` for people and its `strength` in a line.
    GET /game-types/{name} adds the game's complete rules and its catalogue.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameTypes | Problem]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | GameTypes | Problem | None:
    """ Every hosted game with its seat counts, options and action schema, and the bot levels.

     Per game: its name (the `game` of POST /games), title, accepted player counts, setup
    options with their defaults, the JSON Schemas of its actions and views, the rules it
    had to interpret, game-specific data under `extra` (the Caretos boards), and each
    bot level's measured rating per seat count (`bot_ratings`); each bot level has a
    `title` for people and its `strength` in a line.
    GET /game-types/{name} adds the game's complete rules and its catalogue.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameTypes | Problem
     """


    return (await asyncio_detailed(
        client=client,
if_none_match=if_none_match,

    )).parsed
