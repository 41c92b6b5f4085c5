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
from typing import cast



def _get_kwargs(
    game_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/abort".format(game_id=quote(str(game_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CaretosGame | EncantadosGame | MissionCalaverasGame | Problem:
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

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]:
    """ Call the game off: its creator while it waits, any human seat before its first
    action.

     The creator token (`creator_token` of the POST /games answer) works even for a game
    whose seats are all open; a seat token works until the first action. Its status
    becomes `aborted` (`abort_reason` says who called it off), it leaves the lobby,
    every action on it gets 409, and its seed and salt are revealed. The answer is the
    game as the token's seat sees it (a spectator's view for the creator token).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> CaretosGame | EncantadosGame | MissionCalaverasGame | Problem | None:
    """ Call the game off: its creator while it waits, any human seat before its first
    action.

     The creator token (`creator_token` of the POST /games answer) works even for a game
    whose seats are all open; a seat token works until the first action. Its status
    becomes `aborted` (`abort_reason` says who called it off), it leaves the lobby,
    every action on it gets 409, and its seed and salt are revealed. The answer is the
    game as the token's seat sees it (a spectator's view for the creator token).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CaretosGame | EncantadosGame | MissionCalaverasGame | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]:
    """ Call the game off: its creator while it waits, any human seat before its first
    action.

     The creator token (`creator_token` of the POST /games answer) works even for a game
    whose seats are all open; a seat token works until the first action. Its status
    becomes `aborted` (`abort_reason` says who called it off), it leaves the lobby,
    every action on it gets 409, and its seed and salt are revealed. The answer is the
    game as the token's seat sees it (a spectator's view for the creator token).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CaretosGame | EncantadosGame | MissionCalaverasGame | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> CaretosGame | EncantadosGame | MissionCalaverasGame | Problem | None:
    """ Call the game off: its creator while it waits, any human seat before its first
    action.

     The creator token (`creator_token` of the POST /games answer) works even for a game
    whose seats are all open; a seat token works until the first action. Its status
    becomes `aborted` (`abort_reason` says who called it off), it leaves the lobby,
    every action on it gets 409, and its seed and salt are revealed. The answer is the
    game as the token's seat sees it (a spectator's view for the creator token).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CaretosGame | EncantadosGame | MissionCalaverasGame | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,

    )).parsed
