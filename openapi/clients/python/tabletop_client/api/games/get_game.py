from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.caretos_game import CaretosGame
from ...models.encantados_game import EncantadosGame
from ...models.mission_calaveras_game import MissionCalaverasGame
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    after_version: int | Unset = UNSET,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["after_version"] = after_version

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> CaretosGame | EncantadosGame | MissionCalaverasGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_0 = MissionCalaverasGame.from_dict(data)



                return componentsschemas_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_1 = EncantadosGame.from_dict(data)



                return componentsschemas_game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_type_2 = CaretosGame.from_dict(data)



            return componentsschemas_game_type_2

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]:
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
    after_version: int | Unset = UNSET,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]:
    """ The game as the token's seat (or, without a token, a spectator) sees it.

     `state` is that seat's view and `legal_actions` what it may do now. The ETag names
    the version and the viewer: send it back in If-None-Match to get 304 until it changes.
    Long polling: with `after_version=N&wait=S` the answer comes as soon as the version
    passes N (or the game is over), else after S seconds with the current body. One
    address (or one seat) holds a bounded number of long polls and event streams at
    once; past it, 429 with Retry-After.

    Args:
        game_id (str):
        after_version (int | Unset):
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after_version=after_version,
wait=wait,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_version: int | Unset = UNSET,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,

) -> Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem | None:
    """ The game as the token's seat (or, without a token, a spectator) sees it.

     `state` is that seat's view and `legal_actions` what it may do now. The ETag names
    the version and the viewer: send it back in If-None-Match to get 304 until it changes.
    Long polling: with `after_version=N&wait=S` the answer comes as soon as the version
    passes N (or the game is over), else after S seconds with the current body. One
    address (or one seat) holds a bounded number of long polls and event streams at
    once; past it, 429 with Retry-After.

    Args:
        game_id (str):
        after_version (int | Unset):
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after_version=after_version,
wait=wait,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_version: int | Unset = UNSET,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]:
    """ The game as the token's seat (or, without a token, a spectator) sees it.

     `state` is that seat's view and `legal_actions` what it may do now. The ETag names
    the version and the viewer: send it back in If-None-Match to get 304 until it changes.
    Long polling: with `after_version=N&wait=S` the answer comes as soon as the version
    passes N (or the game is over), else after S seconds with the current body. One
    address (or one seat) holds a bounded number of long polls and event streams at
    once; past it, 429 with Retry-After.

    Args:
        game_id (str):
        after_version (int | Unset):
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after_version=after_version,
wait=wait,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_version: int | Unset = UNSET,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,

) -> Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem | None:
    """ The game as the token's seat (or, without a token, a spectator) sees it.

     `state` is that seat's view and `legal_actions` what it may do now. The ETag names
    the version and the viewer: send it back in If-None-Match to get 304 until it changes.
    Long polling: with `after_version=N&wait=S` the answer comes as soon as the version
    passes N (or the game is over), else after S seconds with the current body. One
    address (or one seat) holds a bounded number of long polls and event streams at
    once; past it, 429 with Retry-After.

    Args:
        game_id (str):
        after_version (int | Unset):
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CaretosGame | EncantadosGame | MissionCalaverasGame | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after_version=after_version,
wait=wait,
if_none_match=if_none_match,

    )).parsed
