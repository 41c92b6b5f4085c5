from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.join_request import JoinRequest
from ...models.problem import Problem
from ...models.seat_token import SeatToken
from typing import cast



def _get_kwargs(
    game_id: str,
    index: int,
    *,
    body: JoinRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/seats/{index}/join".format(game_id=quote(str(game_id), safe=""),index=quote(str(index), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeatToken:
    if response.status_code == 201:
        response_201 = SeatToken.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeatToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    index: int,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,

) -> Response[Problem | SeatToken]:
    """ Take an open seat; the answer holds the seat's token, shown only here.

     An unlisted game needs the seat's `invite` (from the creator's answer); in a listed
    one anyone may join. When the last open seat is taken the game becomes active. Of
    several clients joining one seat at once, exactly one gets 201; the others 409.

    Args:
        game_id (str):
        index (int):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
index=index,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    index: int,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,

) -> Problem | SeatToken | None:
    """ Take an open seat; the answer holds the seat's token, shown only here.

     An unlisted game needs the seat's `invite` (from the creator's answer); in a listed
    one anyone may join. When the last open seat is taken the game becomes active. Of
    several clients joining one seat at once, exactly one gets 201; the others 409.

    Args:
        game_id (str):
        index (int):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
     """


    return sync_detailed(
        game_id=game_id,
index=index,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    index: int,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,

) -> Response[Problem | SeatToken]:
    """ Take an open seat; the answer holds the seat's token, shown only here.

     An unlisted game needs the seat's `invite` (from the creator's answer); in a listed
    one anyone may join. When the last open seat is taken the game becomes active. Of
    several clients joining one seat at once, exactly one gets 201; the others 409.

    Args:
        game_id (str):
        index (int):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
index=index,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    index: int,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,

) -> Problem | SeatToken | None:
    """ Take an open seat; the answer holds the seat's token, shown only here.

     An unlisted game needs the seat's `invite` (from the creator's answer); in a listed
    one anyone may join. When the last open seat is taken the game becomes active. Of
    several clients joining one seat at once, exactly one gets 201; the others 409.

    Args:
        game_id (str):
        index (int):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
     """


    return (await asyncio_detailed(
        game_id=game_id,
index=index,
client=client,
body=body,

    )).parsed
