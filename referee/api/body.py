"""Reading a request body as JSON, strictly: the right media type, real JSON, bounded size."""

import time

from flask import Request
from werkzeug.exceptions import BadRequest, UnsupportedMediaType

from referee.operations import NotJson, parse_body


def _is_json_media_type(mimetype: str) -> bool:
    return mimetype == "application/json" or (mimetype.startswith("application/") and mimetype.endswith("+json"))


def json_media_type_refused(mimetype: str) -> UnsupportedMediaType:
    """The 415 for a body sent as ``mimetype`` (empty when the request named none)."""
    return UnsupportedMediaType(
        f'Send the body as JSON with "Content-Type: application/json" (got "{mimetype or "none"}").'
    )


def read_json_body(request: Request):
    """The body of ``request`` (the request object itself, not Flask's proxy) as JSON."""
    # The usual Content-Type is taken as it is; anything else is parsed (parameters, case) to judge it.
    if request.environ.get("CONTENT_TYPE") != "application/json" and not _is_json_media_type(request.mimetype):
        raise json_media_type_refused(request.mimetype)
    return parse_json_body(request.get_data(cache=False))  # raises 413 past MAX_CONTENT_LENGTH before reading it all


def parse_json_body(raw: bytes):
    """``raw`` as JSON, or the 400 saying why it is not."""
    try:
        return parse_body(raw)
    except NotJson as error:
        raise BadRequest(str(error)) from None


# A body over the limit is refused without being read. Most clients (urllib, requests) send the
# whole body before they read any answer; if the server then closes with the body still unread,
# the kernel resets the connection and the client never sees the 413. So the rest of the body is
# read and thrown away first, up to these bounds; past them the connection is closed regardless.
DISCARD_LIMIT = 16 * 1024 * 1024
DISCARD_SECONDS = 5.0
# An endpoint with a larger body limit (adjudicate/batch) raises the bound for its requests here.
DISCARD_LIMIT_KEY = "referee.discard_limit"
_DISCARD_CHUNK = 64 * 1024


def discard_unread_body(environ: dict) -> None:
    """Reads and drops what is left of the request body, if it is no larger than DISCARD_LIMIT (or the
    bound the endpoint set under DISCARD_LIMIT_KEY)."""
    stream = environ.get("wsgi.input")
    if stream is None:
        return
    try:
        length = int(environ.get("CONTENT_LENGTH") or -1)
    except ValueError:
        return
    if length < 0 and not environ.get("wsgi.input_terminated"):
        return  # no length and a stream that would not end: reading could block until the client gives up
    bound = environ.get(DISCARD_LIMIT_KEY, DISCARD_LIMIT)
    left = length if length >= 0 else bound + 1
    if length > bound:
        return
    deadline = time.monotonic() + DISCARD_SECONDS
    try:
        while left > 0 and time.monotonic() < deadline:
            chunk = stream.read(min(left, _DISCARD_CHUNK))
            if not chunk:
                return
            left -= len(chunk)
    except (OSError, ValueError):
        return  # the client went away: nothing left to protect
