from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.caretos_create_game import CaretosCreateGame
from ...models.created_game import CreatedGame
from ...models.encantados_create_game import EncantadosCreateGame
from ...models.mission_calaveras_create_game import MissionCalaverasCreateGame
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CaretosCreateGame | EncantadosCreateGame | MissionCalaverasCreateGame,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games",
    }

    
    if isinstance(body, MissionCalaverasCreateGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EncantadosCreateGame):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedGame | Problem:
    if response.status_code == 201:
        response_201 = CreatedGame.from_dict(response.json())



        return response_201

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedGame | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CaretosCreateGame | EncantadosCreateGame | MissionCalaverasCreateGame,

) -> Response[CreatedGame | Problem]:
    """ Create a game; the response holds each human seat's token, shown only here.

     Players take seats in order; `bot: null` is a human seat (it gets a token), a level
    name makes it a server bot, `{"open": true}` an open seat that whoever joins it takes
    (it gets an invite; the game waits until every open seat is taken). A `listed` game
    shows in the lobby, where anyone may join without an invite. Some games add seats
    (a Mission Calaveras ghost, played by its partner). `seed` fixes every shuffle (the
    bodies then say `seeded_by_creator`); without one the server draws a secret one and
    commits to it (`seed_commitment`). `options` also takes the table options
    (`replacement_bot`) that GET /game-types lists with each game's.

    Args:
        body (CaretosCreateGame | EncantadosCreateGame | MissionCalaverasCreateGame): A new game
            of any hosted game, told apart by 'game'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CaretosCreateGame | EncantadosCreateGame | MissionCalaverasCreateGame,

) -> CreatedGame | Problem | None:
    """ Create a game; the response holds each human seat's token, shown only here.

     Players take seats in order; `bot: null` is a human seat (it gets a token), a level
    name makes it a server bot, `{"open": true}` an open seat that whoever joins it takes
    (it gets an invite; the game waits until every open seat is taken). A `listed` game
    shows in the lobby, where anyone may join without an invite. Some games add seats
    (a Mission Calaveras ghost, played by its partner). `seed` fixes every shuffle (the
    bodies then say `seeded_by_creator`); without one the server draws a secret one and
    commits to it (`seed_commitment`). `options` also takes the table options
    (`replacement_bot`) that GET /game-types lists with each game's.

    Args:
        body (CaretosCreateGame | EncantadosCreateGame | MissionCalaverasCreateGame): A new game
            of any hosted game, told apart by 'game'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CaretosCreateGame | EncantadosCreateGame | MissionCalaverasCreateGame,

) -> Response[CreatedGame | Problem]:
    """ Create a game; the response holds each human seat's token, shown only here.

     Players take seats in order; `bot: null` is a human seat (it gets a token), a level
    name makes it a server bot, `{"open": true}` an open seat that whoever joins it takes
    (it gets an invite; the game waits until every open seat is taken). A `listed` game
    shows in the lobby, where anyone may join without an invite. Some games add seats
    (a Mission Calaveras ghost, played by its partner). `seed` fixes every shuffle (the
    bodies then say `seeded_by_creator`); without one the server draws a secret one and
    commits to it (`seed_commitment`). `options` also takes the table options
    (`replacement_bot`) that GET /game-types lists with each game's.

    Args:
        body (CaretosCreateGame | EncantadosCreateGame | MissionCalaverasCreateGame): A new game
            of any hosted game, told apart by 'game'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CaretosCreateGame | EncantadosCreateGame | MissionCalaverasCreateGame,

) -> CreatedGame | Problem | None:
    """ Create a game; the response holds each human seat's token, shown only here.

     Players take seats in order; `bot: null` is a human seat (it gets a token), a level
    name makes it a server bot, `{"open": true}` an open seat that whoever joins it takes
    (it gets an invite; the game waits until every open seat is taken). A `listed` game
    shows in the lobby, where anyone may join without an invite. Some games add seats
    (a Mission Calaveras ghost, played by its partner). `seed` fixes every shuffle (the
    bodies then say `seeded_by_creator`); without one the server draws a secret one and
    commits to it (`seed_commitment`). `options` also takes the table options
    (`replacement_bot`) that GET /game-types lists with each game's.

    Args:
        body (CaretosCreateGame | EncantadosCreateGame | MissionCalaverasCreateGame): A new game
            of any hosted game, told apart by 'game'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
