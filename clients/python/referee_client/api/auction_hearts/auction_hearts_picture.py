from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auction_hearts_picture_view import AuctionHeartsPictureView
from ...models.auction_hearts_state_request import AuctionHeartsStateRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AuctionHeartsStateRequest,
    view: AuctionHeartsPictureView | Unset = AuctionHeartsPictureView.DEAL,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    params: dict[str, Any] = {}

    json_view: str | Unset = UNSET
    if not isinstance(view, Unset):
        json_view = view.value

    params["view"] = json_view

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/auction-hearts/picture",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AuctionHeartsStateRequest,
    view: AuctionHeartsPictureView | Unset = AuctionHeartsPictureView.DEAL,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """The record drawn: hands, tricks, the violation marked, the score (SVG)

     Draws a deal record as one SVG: the hands as dealt and as held now, what came before the play (a
    pass, an auction, robbing, discards and draws), each trick in order with its leader and its winning
    card marked, the violation marked on its card with the explanation beside it, and the score. Every
    card is text (rank and suit glyph, red or black) with a `<title>` naming it. `?view=position` draws
    only the position reached: the seat to act and its legal cards marked; `?view=result` draws what
    `result` answers: every trick as the cards fell, each irregularity marked with how it was put right,
    and the settled score; `?view=analysis` draws what `analysis` answers: each card that cost its side
    something framed where it lies, with what its seat could guarantee before and after it and the cards
    that kept the value.

    **Send** the same body as `state`: the deal record as adjudicate takes it, any prefix of it. With
    `for_seat` (a seat, or null for a spectator) the deal and position views draw only what that seat
    may know, as `view` and `state` with `for_seat` answer it: each card it may not know face down (a
    card back, its hand keeping its length), every sentence that names one withheld. The result and
    analysis views review the whole deal and refuse `for_seat` (a 422 naming `/for_seat`).

    **Errors** come as `application/problem+json`, as `state` answers them:
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
        view (AuctionHeartsPictureView | Unset):  Default: AuctionHeartsPictureView.DEAL.
        x_request_id (str | Unset):
        body (AuctionHeartsStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        body=body,
        view=view,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: AuctionHeartsStateRequest,
    view: AuctionHeartsPictureView | Unset = AuctionHeartsPictureView.DEAL,
    x_request_id: str | Unset = UNSET,
) -> Problem | str | None:
    """The record drawn: hands, tricks, the violation marked, the score (SVG)

     Draws a deal record as one SVG: the hands as dealt and as held now, what came before the play (a
    pass, an auction, robbing, discards and draws), each trick in order with its leader and its winning
    card marked, the violation marked on its card with the explanation beside it, and the score. Every
    card is text (rank and suit glyph, red or black) with a `<title>` naming it. `?view=position` draws
    only the position reached: the seat to act and its legal cards marked; `?view=result` draws what
    `result` answers: every trick as the cards fell, each irregularity marked with how it was put right,
    and the settled score; `?view=analysis` draws what `analysis` answers: each card that cost its side
    something framed where it lies, with what its seat could guarantee before and after it and the cards
    that kept the value.

    **Send** the same body as `state`: the deal record as adjudicate takes it, any prefix of it. With
    `for_seat` (a seat, or null for a spectator) the deal and position views draw only what that seat
    may know, as `view` and `state` with `for_seat` answer it: each card it may not know face down (a
    card back, its hand keeping its length), every sentence that names one withheld. The result and
    analysis views review the whole deal and refuse `for_seat` (a 422 naming `/for_seat`).

    **Errors** come as `application/problem+json`, as `state` answers them:
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
        view (AuctionHeartsPictureView | Unset):  Default: AuctionHeartsPictureView.DEAL.
        x_request_id (str | Unset):
        body (AuctionHeartsStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        client=client,
        body=body,
        view=view,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AuctionHeartsStateRequest,
    view: AuctionHeartsPictureView | Unset = AuctionHeartsPictureView.DEAL,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """The record drawn: hands, tricks, the violation marked, the score (SVG)

     Draws a deal record as one SVG: the hands as dealt and as held now, what came before the play (a
    pass, an auction, robbing, discards and draws), each trick in order with its leader and its winning
    card marked, the violation marked on its card with the explanation beside it, and the score. Every
    card is text (rank and suit glyph, red or black) with a `<title>` naming it. `?view=position` draws
    only the position reached: the seat to act and its legal cards marked; `?view=result` draws what
    `result` answers: every trick as the cards fell, each irregularity marked with how it was put right,
    and the settled score; `?view=analysis` draws what `analysis` answers: each card that cost its side
    something framed where it lies, with what its seat could guarantee before and after it and the cards
    that kept the value.

    **Send** the same body as `state`: the deal record as adjudicate takes it, any prefix of it. With
    `for_seat` (a seat, or null for a spectator) the deal and position views draw only what that seat
    may know, as `view` and `state` with `for_seat` answer it: each card it may not know face down (a
    card back, its hand keeping its length), every sentence that names one withheld. The result and
    analysis views review the whole deal and refuse `for_seat` (a 422 naming `/for_seat`).

    **Errors** come as `application/problem+json`, as `state` answers them:
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
        view (AuctionHeartsPictureView | Unset):  Default: AuctionHeartsPictureView.DEAL.
        x_request_id (str | Unset):
        body (AuctionHeartsStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        body=body,
        view=view,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AuctionHeartsStateRequest,
    view: AuctionHeartsPictureView | Unset = AuctionHeartsPictureView.DEAL,
    x_request_id: str | Unset = UNSET,
) -> Problem | str | None:
    """The record drawn: hands, tricks, the violation marked, the score (SVG)

     Draws a deal record as one SVG: the hands as dealt and as held now, what came before the play (a
    pass, an auction, robbing, discards and draws), each trick in order with its leader and its winning
    card marked, the violation marked on its card with the explanation beside it, and the score. Every
    card is text (rank and suit glyph, red or black) with a `<title>` naming it. `?view=position` draws
    only the position reached: the seat to act and its legal cards marked; `?view=result` draws what
    `result` answers: every trick as the cards fell, each irregularity marked with how it was put right,
    and the settled score; `?view=analysis` draws what `analysis` answers: each card that cost its side
    something framed where it lies, with what its seat could guarantee before and after it and the cards
    that kept the value.

    **Send** the same body as `state`: the deal record as adjudicate takes it, any prefix of it. With
    `for_seat` (a seat, or null for a spectator) the deal and position views draw only what that seat
    may know, as `view` and `state` with `for_seat` answer it: each card it may not know face down (a
    card back, its hand keeping its length), every sentence that names one withheld. The result and
    analysis views review the whole deal and refuse `for_seat` (a 422 naming `/for_seat`).

    **Errors** come as `application/problem+json`, as `state` answers them:
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
        view (AuctionHeartsPictureView | Unset):  Default: AuctionHeartsPictureView.DEAL.
        x_request_id (str | Unset):
        body (AuctionHeartsStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            view=view,
            x_request_id=x_request_id,
        )
    ).parsed
