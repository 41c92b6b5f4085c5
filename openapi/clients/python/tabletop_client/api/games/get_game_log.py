from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_log import GameLog
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    since: int | Unset = 0,
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["since"] = since

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/log".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | GameLog | Problem:
    if response.status_code == 200:
        response_200 = GameLog.from_dict(response.json())



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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | GameLog | Problem]:
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
    since: int | Unset = 0,
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GameLog | Problem]:
    """ Applied actions in order, as the viewer may see them; with the seed, a replay.

     Each entry: the version it made, the seat, the action and its events (hidden parts
    redacted for this viewer while the game runs, everything once it is over) and the
    time. The seed appears once the game is over. Pages: `since` (entries after that
    version) and `limit`; `next_since` is the `since` of the next page. The ETag names
    the version and the viewer: If-None-Match gets 304 until the log grows.

    Args:
        game_id (str):
        since (int | Unset):  Default: 0.
        limit (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameLog | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
since=since,
limit=limit,
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
    since: int | Unset = 0,
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | GameLog | Problem | None:
    """ Applied actions in order, as the viewer may see them; with the seed, a replay.

     Each entry: the version it made, the seat, the action and its events (hidden parts
    redacted for this viewer while the game runs, everything once it is over) and the
    time. The seed appears once the game is over. Pages: `since` (entries after that
    version) and `limit`; `next_since` is the `since` of the next page. The ETag names
    the version and the viewer: If-None-Match gets 304 until the log grows.

    Args:
        game_id (str):
        since (int | Unset):  Default: 0.
        limit (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameLog | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
since=since,
limit=limit,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    since: int | Unset = 0,
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GameLog | Problem]:
    """ Applied actions in order, as the viewer may see them; with the seed, a replay.

     Each entry: the version it made, the seat, the action and its events (hidden parts
    redacted for this viewer while the game runs, everything once it is over) and the
    time. The seed appears once the game is over. Pages: `since` (entries after that
    version) and `limit`; `next_since` is the `since` of the next page. The ETag names
    the version and the viewer: If-None-Match gets 304 until the log grows.

    Args:
        game_id (str):
        since (int | Unset):  Default: 0.
        limit (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameLog | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
since=since,
limit=limit,
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
    since: int | Unset = 0,
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | GameLog | Problem | None:
    """ Applied actions in order, as the viewer may see them; with the seed, a replay.

     Each entry: the version it made, the seat, the action and its events (hidden parts
    redacted for this viewer while the game runs, everything once it is over) and the
    time. The seed appears once the game is over. Pages: `since` (entries after that
    version) and `limit`; `next_since` is the `since` of the next page. The ETag names
    the version and the viewer: If-None-Match gets 304 until the log grows.

    Args:
        game_id (str):
        since (int | Unset):  Default: 0.
        limit (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameLog | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
since=since,
limit=limit,
if_none_match=if_none_match,

    )).parsed
