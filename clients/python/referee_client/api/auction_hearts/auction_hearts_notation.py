from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auction_hearts_notation_json_body import AuctionHeartsNotationJsonBody
from ...models.auction_hearts_notation_to import AuctionHeartsNotationTo
from ...models.notated_record import NotatedRecord
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AuctionHeartsNotationJsonBody,
    to: AuctionHeartsNotationTo | Unset = AuctionHeartsNotationTo.TEXT,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    params: dict[str, Any] = {}

    json_to: str | Unset = UNSET
    if not isinstance(to, Unset):
        json_to = to.value

    params["to"] = json_to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/auction-hearts/notation",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NotatedRecord | Problem | None:
    if response.status_code == 200:
        response_200 = NotatedRecord.from_dict(response.json())

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
) -> Response[NotatedRecord | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AuctionHeartsNotationJsonBody,
    to: AuctionHeartsNotationTo | Unset = AuctionHeartsNotationTo.TEXT,
    x_request_id: str | Unset = UNSET,
) -> Response[NotatedRecord | Problem]:
    """A record as text in the notation, or back to JSON

     Converts a deal record between JSON and its text in the record notation (`docs/notation.md`: tag
    pairs, then the hands, the auction, the play trick by trick, a claim).

    **Send** the record as JSON (the body `adjudicate` takes, or `{"record": {...}, "tags": {"Event":
    "..."}}` to add tags for people), or as text with `Content-Type: text/x-referee-record`.

    **Answers** in the form `to` asks: `text` (the default), the canonical text; `json`, `{"game",
    "record", "tags"}`. A record is converted as it is written, not judged: post it to `adjudicate` for
    that.

    **Errors** come as `application/problem+json`: a text that is not a record is a 400 whose error
    names the line and column and what was expected there; a JSON value the notation cannot write (a
    card that is not one, a play with no seat) a 422 with its JSON Pointer:
    - 400: The body is not JSON, or its text is not a record (the error names the line and column), or
    to is not text or json
    - 405: Only POST is allowed here (the Allow header says so)
    - 413: The body is larger than the limit
    - 414: The request line is too long (answered by the proxy in front of the workers)
    - 415: The body is sent neither as application/json nor as text/x-referee-record
    - 422: A JSON value the notation cannot write; errors point into the body
    - 431: A header, or the headers together, are too large (answered by the proxy)
    - 502: The referee's workers did not take the request; it was not retried (answered by the proxy)
    - 503: The proxy in front of the workers had no room to hold the body (its temporary directory is
    full): nothing was answered; send it again after Retry-After seconds
    - 504: The referee's workers did not answer in time (answered by the proxy)

    Args:
        to (AuctionHeartsNotationTo | Unset):  Default: AuctionHeartsNotationTo.TEXT.
        x_request_id (str | Unset):
        body (AuctionHeartsNotationJsonBody): a record, or {record, tags}

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NotatedRecord | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        to=to,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: AuctionHeartsNotationJsonBody,
    to: AuctionHeartsNotationTo | Unset = AuctionHeartsNotationTo.TEXT,
    x_request_id: str | Unset = UNSET,
) -> NotatedRecord | Problem | None:
    """A record as text in the notation, or back to JSON

     Converts a deal record between JSON and its text in the record notation (`docs/notation.md`: tag
    pairs, then the hands, the auction, the play trick by trick, a claim).

    **Send** the record as JSON (the body `adjudicate` takes, or `{"record": {...}, "tags": {"Event":
    "..."}}` to add tags for people), or as text with `Content-Type: text/x-referee-record`.

    **Answers** in the form `to` asks: `text` (the default), the canonical text; `json`, `{"game",
    "record", "tags"}`. A record is converted as it is written, not judged: post it to `adjudicate` for
    that.

    **Errors** come as `application/problem+json`: a text that is not a record is a 400 whose error
    names the line and column and what was expected there; a JSON value the notation cannot write (a
    card that is not one, a play with no seat) a 422 with its JSON Pointer:
    - 400: The body is not JSON, or its text is not a record (the error names the line and column), or
    to is not text or json
    - 405: Only POST is allowed here (the Allow header says so)
    - 413: The body is larger than the limit
    - 414: The request line is too long (answered by the proxy in front of the workers)
    - 415: The body is sent neither as application/json nor as text/x-referee-record
    - 422: A JSON value the notation cannot write; errors point into the body
    - 431: A header, or the headers together, are too large (answered by the proxy)
    - 502: The referee's workers did not take the request; it was not retried (answered by the proxy)
    - 503: The proxy in front of the workers had no room to hold the body (its temporary directory is
    full): nothing was answered; send it again after Retry-After seconds
    - 504: The referee's workers did not answer in time (answered by the proxy)

    Args:
        to (AuctionHeartsNotationTo | Unset):  Default: AuctionHeartsNotationTo.TEXT.
        x_request_id (str | Unset):
        body (AuctionHeartsNotationJsonBody): a record, or {record, tags}

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NotatedRecord | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        to=to,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AuctionHeartsNotationJsonBody,
    to: AuctionHeartsNotationTo | Unset = AuctionHeartsNotationTo.TEXT,
    x_request_id: str | Unset = UNSET,
) -> Response[NotatedRecord | Problem]:
    """A record as text in the notation, or back to JSON

     Converts a deal record between JSON and its text in the record notation (`docs/notation.md`: tag
    pairs, then the hands, the auction, the play trick by trick, a claim).

    **Send** the record as JSON (the body `adjudicate` takes, or `{"record": {...}, "tags": {"Event":
    "..."}}` to add tags for people), or as text with `Content-Type: text/x-referee-record`.

    **Answers** in the form `to` asks: `text` (the default), the canonical text; `json`, `{"game",
    "record", "tags"}`. A record is converted as it is written, not judged: post it to `adjudicate` for
    that.

    **Errors** come as `application/problem+json`: a text that is not a record is a 400 whose error
    names the line and column and what was expected there; a JSON value the notation cannot write (a
    card that is not one, a play with no seat) a 422 with its JSON Pointer:
    - 400: The body is not JSON, or its text is not a record (the error names the line and column), or
    to is not text or json
    - 405: Only POST is allowed here (the Allow header says so)
    - 413: The body is larger than the limit
    - 414: The request line is too long (answered by the proxy in front of the workers)
    - 415: The body is sent neither as application/json nor as text/x-referee-record
    - 422: A JSON value the notation cannot write; errors point into the body
    - 431: A header, or the headers together, are too large (answered by the proxy)
    - 502: The referee's workers did not take the request; it was not retried (answered by the proxy)
    - 503: The proxy in front of the workers had no room to hold the body (its temporary directory is
    full): nothing was answered; send it again after Retry-After seconds
    - 504: The referee's workers did not answer in time (answered by the proxy)

    Args:
        to (AuctionHeartsNotationTo | Unset):  Default: AuctionHeartsNotationTo.TEXT.
        x_request_id (str | Unset):
        body (AuctionHeartsNotationJsonBody): a record, or {record, tags}

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NotatedRecord | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        to=to,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AuctionHeartsNotationJsonBody,
    to: AuctionHeartsNotationTo | Unset = AuctionHeartsNotationTo.TEXT,
    x_request_id: str | Unset = UNSET,
) -> NotatedRecord | Problem | None:
    """A record as text in the notation, or back to JSON

     Converts a deal record between JSON and its text in the record notation (`docs/notation.md`: tag
    pairs, then the hands, the auction, the play trick by trick, a claim).

    **Send** the record as JSON (the body `adjudicate` takes, or `{"record": {...}, "tags": {"Event":
    "..."}}` to add tags for people), or as text with `Content-Type: text/x-referee-record`.

    **Answers** in the form `to` asks: `text` (the default), the canonical text; `json`, `{"game",
    "record", "tags"}`. A record is converted as it is written, not judged: post it to `adjudicate` for
    that.

    **Errors** come as `application/problem+json`: a text that is not a record is a 400 whose error
    names the line and column and what was expected there; a JSON value the notation cannot write (a
    card that is not one, a play with no seat) a 422 with its JSON Pointer:
    - 400: The body is not JSON, or its text is not a record (the error names the line and column), or
    to is not text or json
    - 405: Only POST is allowed here (the Allow header says so)
    - 413: The body is larger than the limit
    - 414: The request line is too long (answered by the proxy in front of the workers)
    - 415: The body is sent neither as application/json nor as text/x-referee-record
    - 422: A JSON value the notation cannot write; errors point into the body
    - 431: A header, or the headers together, are too large (answered by the proxy)
    - 502: The referee's workers did not take the request; it was not retried (answered by the proxy)
    - 503: The proxy in front of the workers had no room to hold the body (its temporary directory is
    full): nothing was answered; send it again after Retry-After seconds
    - 504: The referee's workers did not answer in time (answered by the proxy)

    Args:
        to (AuctionHeartsNotationTo | Unset):  Default: AuctionHeartsNotationTo.TEXT.
        x_request_id (str | Unset):
        body (AuctionHeartsNotationJsonBody): a record, or {record, tags}

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NotatedRecord | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            to=to,
            x_request_id=x_request_id,
        )
    ).parsed
