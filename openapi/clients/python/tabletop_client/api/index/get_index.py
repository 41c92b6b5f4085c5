from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.index import Index
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    accept: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept, Unset):
        headers["Accept"] = accept



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Index | Problem:
    if response.status_code == 200:
        response_200 = Index.from_dict(response.json())



        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Index | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    accept: str | Unset = UNSET,

) -> Response[Any | Index | Problem]:
    """ Where to start: links to the web client, the docs, the spec and the games.

     A browser (its Accept header prefers text/html) is sent to /play with a 303.

    Args:
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Index | Problem]
     """


    kwargs = _get_kwargs(
        accept=accept,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    accept: str | Unset = UNSET,

) -> Any | Index | Problem | None:
    """ Where to start: links to the web client, the docs, the spec and the games.

     A browser (its Accept header prefers text/html) is sent to /play with a 303.

    Args:
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Index | Problem
     """


    return sync_detailed(
        client=client,
accept=accept,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    accept: str | Unset = UNSET,

) -> Response[Any | Index | Problem]:
    """ Where to start: links to the web client, the docs, the spec and the games.

     A browser (its Accept header prefers text/html) is sent to /play with a 303.

    Args:
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Index | Problem]
     """


    kwargs = _get_kwargs(
        accept=accept,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    accept: str | Unset = UNSET,

) -> Any | Index | Problem | None:
    """ Where to start: links to the web client, the docs, the spec and the games.

     A browser (its Accept header prefers text/html) is sent to /play with a 303.

    Args:
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Index | Problem
     """


    return (await asyncio_detailed(
        client=client,
accept=accept,

    )).parsed
