from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.california_jack_result_answer import CaliforniaJackResultAnswer
from ...models.california_jack_result_request import CaliforniaJackResultRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CaliforniaJackResultRequest,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/california-jack/result",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CaliforniaJackResultAnswer | Problem | None:
    if response.status_code == 200:
        response_200 = CaliforniaJackResultAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if response.status_code == 502:
        response_502 = Problem.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if response.status_code == 504:
        response_504 = Problem.from_dict(response.json())

        return response_504

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CaliforniaJackResultAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CaliforniaJackResultRequest,
    x_request_id: str | Unset = UNSET,
) -> Response[CaliforniaJackResultAnswer | Problem]:
    """The result of a deal as it was played: each irregularity put right, and the settled score

     The result of a deal as it was played: send the deal record as adjudicate takes it, every action in
    the order it happened, the irregular ones included. Play goes on past a revoke, which is rectified
    by the game's own rule once established; the answer has the tricks as the cards fell, each
    irregularity with its rule and rectification, and the settled score. A `claim` of every remaining
    trick ("the rest are mine") ends the play: conceded, or found to hold by the claim search, the
    claimer's side takes them all; a claim that fails is scored as the search's counter line plays it (a
    claim to search is expensive work, as rulings/claim is).

    **Send** a JSON object with `Content-Type: application/json`, like the example ("Try it out" sends
    it), or the record as text in the notation (`docs/notation.md`) with `Content-Type: text/x-referee-
    record`. House rules: a `profile` (`GET /v1/games/california-jack/profiles`) or the option fields.
    Cards are rank then suit (`TH`, `AS`); seats are 0 to players - 1, clockwise.

    **Answers** 200: a ruling names the rule it rests on (`rule`, from `GET /v1/games/california-jack`)
    and says why in `explanation`.

    **Errors** come as `application/problem+json` (`detail` says what is wrong; in a 422, `errors` gives
    each problem with a JSON Pointer into the body; the examples below are real answers):
    - 400: The body is not JSON
    - 405: Only POST is allowed here (the Allow header says so)
    - 413: The body is larger than the limit
    - 414: The request line is too long (answered by the proxy in front of the workers)
    - 415: The body is not sent as application/json
    - 422: Valid JSON that cannot describe this game state; errors point into the body
    - 431: A header, or the headers together, are too large (answered by the proxy)
    - 502: The referee's workers did not take the request; it was not retried (answered by the proxy)
    - 503: The proxy in front of the workers had no room to hold the body (its temporary directory is
    full): nothing was answered; send it again after Retry-After seconds
    - 504: The referee's workers did not answer in time (answered by the proxy)

    Args:
        x_request_id (str | Unset):
        body (CaliforniaJackResultRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CaliforniaJackResultAnswer | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CaliforniaJackResultRequest,
    x_request_id: str | Unset = UNSET,
) -> CaliforniaJackResultAnswer | Problem | None:
    """The result of a deal as it was played: each irregularity put right, and the settled score

     The result of a deal as it was played: send the deal record as adjudicate takes it, every action in
    the order it happened, the irregular ones included. Play goes on past a revoke, which is rectified
    by the game's own rule once established; the answer has the tricks as the cards fell, each
    irregularity with its rule and rectification, and the settled score. A `claim` of every remaining
    trick ("the rest are mine") ends the play: conceded, or found to hold by the claim search, the
    claimer's side takes them all; a claim that fails is scored as the search's counter line plays it (a
    claim to search is expensive work, as rulings/claim is).

    **Send** a JSON object with `Content-Type: application/json`, like the example ("Try it out" sends
    it), or the record as text in the notation (`docs/notation.md`) with `Content-Type: text/x-referee-
    record`. House rules: a `profile` (`GET /v1/games/california-jack/profiles`) or the option fields.
    Cards are rank then suit (`TH`, `AS`); seats are 0 to players - 1, clockwise.

    **Answers** 200: a ruling names the rule it rests on (`rule`, from `GET /v1/games/california-jack`)
    and says why in `explanation`.

    **Errors** come as `application/problem+json` (`detail` says what is wrong; in a 422, `errors` gives
    each problem with a JSON Pointer into the body; the examples below are real answers):
    - 400: The body is not JSON
    - 405: Only POST is allowed here (the Allow header says so)
    - 413: The body is larger than the limit
    - 414: The request line is too long (answered by the proxy in front of the workers)
    - 415: The body is not sent as application/json
    - 422: Valid JSON that cannot describe this game state; errors point into the body
    - 431: A header, or the headers together, are too large (answered by the proxy)
    - 502: The referee's workers did not take the request; it was not retried (answered by the proxy)
    - 503: The proxy in front of the workers had no room to hold the body (its temporary directory is
    full): nothing was answered; send it again after Retry-After seconds
    - 504: The referee's workers did not answer in time (answered by the proxy)

    Args:
        x_request_id (str | Unset):
        body (CaliforniaJackResultRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CaliforniaJackResultAnswer | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CaliforniaJackResultRequest,
    x_request_id: str | Unset = UNSET,
) -> Response[CaliforniaJackResultAnswer | Problem]:
    """The result of a deal as it was played: each irregularity put right, and the settled score

     The result of a deal as it was played: send the deal record as adjudicate takes it, every action in
    the order it happened, the irregular ones included. Play goes on past a revoke, which is rectified
    by the game's own rule once established; the answer has the tricks as the cards fell, each
    irregularity with its rule and rectification, and the settled score. A `claim` of every remaining
    trick ("the rest are mine") ends the play: conceded, or found to hold by the claim search, the
    claimer's side takes them all; a claim that fails is scored as the search's counter line plays it (a
    claim to search is expensive work, as rulings/claim is).

    **Send** a JSON object with `Content-Type: application/json`, like the example ("Try it out" sends
    it), or the record as text in the notation (`docs/notation.md`) with `Content-Type: text/x-referee-
    record`. House rules: a `profile` (`GET /v1/games/california-jack/profiles`) or the option fields.
    Cards are rank then suit (`TH`, `AS`); seats are 0 to players - 1, clockwise.

    **Answers** 200: a ruling names the rule it rests on (`rule`, from `GET /v1/games/california-jack`)
    and says why in `explanation`.

    **Errors** come as `application/problem+json` (`detail` says what is wrong; in a 422, `errors` gives
    each problem with a JSON Pointer into the body; the examples below are real answers):
    - 400: The body is not JSON
    - 405: Only POST is allowed here (the Allow header says so)
    - 413: The body is larger than the limit
    - 414: The request line is too long (answered by the proxy in front of the workers)
    - 415: The body is not sent as application/json
    - 422: Valid JSON that cannot describe this game state; errors point into the body
    - 431: A header, or the headers together, are too large (answered by the proxy)
    - 502: The referee's workers did not take the request; it was not retried (answered by the proxy)
    - 503: The proxy in front of the workers had no room to hold the body (its temporary directory is
    full): nothing was answered; send it again after Retry-After seconds
    - 504: The referee's workers did not answer in time (answered by the proxy)

    Args:
        x_request_id (str | Unset):
        body (CaliforniaJackResultRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CaliforniaJackResultAnswer | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CaliforniaJackResultRequest,
    x_request_id: str | Unset = UNSET,
) -> CaliforniaJackResultAnswer | Problem | None:
    """The result of a deal as it was played: each irregularity put right, and the settled score

     The result of a deal as it was played: send the deal record as adjudicate takes it, every action in
    the order it happened, the irregular ones included. Play goes on past a revoke, which is rectified
    by the game's own rule once established; the answer has the tricks as the cards fell, each
    irregularity with its rule and rectification, and the settled score. A `claim` of every remaining
    trick ("the rest are mine") ends the play: conceded, or found to hold by the claim search, the
    claimer's side takes them all; a claim that fails is scored as the search's counter line plays it (a
    claim to search is expensive work, as rulings/claim is).

    **Send** a JSON object with `Content-Type: application/json`, like the example ("Try it out" sends
    it), or the record as text in the notation (`docs/notation.md`) with `Content-Type: text/x-referee-
    record`. House rules: a `profile` (`GET /v1/games/california-jack/profiles`) or the option fields.
    Cards are rank then suit (`TH`, `AS`); seats are 0 to players - 1, clockwise.

    **Answers** 200: a ruling names the rule it rests on (`rule`, from `GET /v1/games/california-jack`)
    and says why in `explanation`.

    **Errors** come as `application/problem+json` (`detail` says what is wrong; in a 422, `errors` gives
    each problem with a JSON Pointer into the body; the examples below are real answers):
    - 400: The body is not JSON
    - 405: Only POST is allowed here (the Allow header says so)
    - 413: The body is larger than the limit
    - 414: The request line is too long (answered by the proxy in front of the workers)
    - 415: The body is not sent as application/json
    - 422: Valid JSON that cannot describe this game state; errors point into the body
    - 431: A header, or the headers together, are too large (answered by the proxy)
    - 502: The referee's workers did not take the request; it was not retried (answered by the proxy)
    - 503: The proxy in front of the workers had no room to hold the body (its temporary directory is
    full): nothing was answered; send it again after Retry-After seconds
    - 504: The referee's workers did not answer in time (answered by the proxy)

    Args:
        x_request_id (str | Unset):
        body (CaliforniaJackResultRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CaliforniaJackResultAnswer | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_request_id=x_request_id,
        )
    ).parsed
