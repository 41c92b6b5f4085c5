from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_problem_type_kind import GetProblemTypeKind
from ...models.problem import Problem
from ...models.problem_type import ProblemType
from typing import cast



def _get_kwargs(
    kind: GetProblemTypeKind,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/problems/{kind}".format(kind=quote(str(kind), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ProblemType:
    if response.status_code == 200:
        response_200 = ProblemType.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | ProblemType]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    kind: GetProblemTypeKind,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | ProblemType]:
    """ One kind of problem: the page a problem's `type` URI points at.

     Its URI, HTTP status and what it means; 404 for a name that is no kind.

    Args:
        kind (GetProblemTypeKind):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProblemType]
     """


    kwargs = _get_kwargs(
        kind=kind,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    kind: GetProblemTypeKind,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | ProblemType | None:
    """ One kind of problem: the page a problem's `type` URI points at.

     Its URI, HTTP status and what it means; 404 for a name that is no kind.

    Args:
        kind (GetProblemTypeKind):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProblemType
     """


    return sync_detailed(
        kind=kind,
client=client,

    ).parsed

async def asyncio_detailed(
    kind: GetProblemTypeKind,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | ProblemType]:
    """ One kind of problem: the page a problem's `type` URI points at.

     Its URI, HTTP status and what it means; 404 for a name that is no kind.

    Args:
        kind (GetProblemTypeKind):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProblemType]
     """


    kwargs = _get_kwargs(
        kind=kind,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    kind: GetProblemTypeKind,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | ProblemType | None:
    """ One kind of problem: the page a problem's `type` URI points at.

     Its URI, HTTP status and what it means; 404 for a name that is no kind.

    Args:
        kind (GetProblemTypeKind):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProblemType
     """


    return (await asyncio_detailed(
        kind=kind,
client=client,

    )).parsed
