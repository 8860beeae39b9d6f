"""Reading a request body as JSON, strictly: the right media type, real JSON, bounded size."""

import time

from flask import Request
from werkzeug.exceptions import BadRequest, HTTPException, RequestEntityTooLarge, UnsupportedMediaType
from werkzeug.wsgi import get_content_length

from referee.echo import printable
from referee.notation import MEDIA_TYPE as RECORD_TEXT
from referee.notation.bodies import body_of_text
from referee.operations import NotJson, find, parse_body, read_raw, takes_text
from referee.settings import BODY_LIMIT_VARIABLE, TOO_LARGE_TITLE, too_large_detail


def is_json_media_type(mimetype: str) -> bool:
    return mimetype == "application/json" or (mimetype.startswith("application/") and mimetype.endswith("+json"))


def json_media_type_refused(mimetype: str, text_too: bool = False) -> UnsupportedMediaType:
    """The 415 for a body sent as ``mimetype`` (empty when the request named none); ``text_too`` where the
    endpoint takes a record's text as well."""
    text = f', or the record as text with "Content-Type: {RECORD_TEXT}"' if text_too else ""
    return UnsupportedMediaType(
        f'Send the body as JSON with "Content-Type: application/json"{text} (got "{printable(mimetype or "none")}").'
    )


# How much of the server's own words on a body it could not read a 400 quotes back.
UNREADABLE_QUOTE_LIMIT = 200


class ContentTooLarge(RequestEntityTooLarge):
    """A body over its endpoint's limit, in the words nginx in front answers it too (referee.front)."""

    name = TOO_LARGE_TITLE

    def __init__(self, limit: int, variable: str):
        super().__init__(too_large_detail(limit, variable))


def body_unreadable(error: Exception, limit: int | None, variable: str) -> HTTPException:
    """What an error raised while reading the request's body answers: a body over ``limit`` (the setting
    ``variable``) the 413 that names it, another HTTP error as it is (a client gone), anything else a 400 for a body
    the server could not read as the client framed it. Each server raises its own error for that (gunicorn, in front
    of the workers without nginx: InvalidChunkSize, ChunkMissingTerminator...), which the application does not name:
    the server's own words are quoted, made printable and cut short."""
    if isinstance(error, RequestEntityTooLarge) and limit is not None:
        return ContentTooLarge(limit, variable)
    if isinstance(error, HTTPException):
        return error
    return BadRequest(f"The body could not be read as sent: {printable(str(error)[:UNREADABLE_QUOTE_LIMIT])}.")


def read_json_body(request: Request):
    """The body of ``request`` as JSON."""
    return parse_json_body(read_body_bytes(request, request.environ, request.max_content_length))


def read_body_bytes(request: Request, environ: dict, limit: int | None) -> bytes:
    """The body of ``request`` (whose WSGI environ is ``environ``), sent as JSON, still in bytes: the 415 when it
    was sent as anything else, the 413 when it is longer than ``limit`` bytes (its max_content_length)."""
    # The usual Content-Type is taken as it is; anything else is parsed (parameters, case) to judge it.
    if environ.get("CONTENT_TYPE") != "application/json" and not is_json_media_type(request.mimetype):
        raise json_media_type_refused(request.mimetype)
    return read_bytes(request, environ, limit)


def read_bytes(request: Request, environ: dict, limit: int | None) -> bytes:
    """The body of ``request`` in bytes, whatever its type: the 413 when it is longer than ``limit`` bytes."""
    length = get_content_length(environ)
    try:
        if length is not None and (limit is None or length <= limit):
            # PEP 3333: the server gives no more than CONTENT_LENGTH bytes, and the application reads no more. Read
            # so, as werkzeug does once its checks pass, without wrapping the stream for the servers that give more.
            return environ["wsgi.input"].read(length)
        if length is None and limit is not None and environ.get("wsgi.input_terminated"):
            # A body with no length (chunked) that the server ends: werkzeug's reading stops at the limit and gives
            # what it has, which would be answered as broken JSON; a byte past the limit is a 413.
            raw = environ["wsgi.input"].read(limit + 1)
            if len(raw) > limit:
                raise RequestEntityTooLarge()
            return raw
        return request.get_data(cache=False)  # raises 413 past MAX_CONTENT_LENGTH before reading it all
    except Exception as error:
        raise body_unreadable(error, limit, BODY_LIMIT_VARIABLE) from None


def parse_json_body(raw: bytes):
    """``raw`` as JSON, or the 400 saying why it is not."""
    try:
        return parse_body(raw)
    except NotJson as error:
        raise BadRequest(str(error)) from None


def read_for(operation, request: Request, environ: dict, limit: int | None) -> tuple[object, dict | None, str | None]:
    """The body of ``request`` as JSON, loaded for ``operation`` where the fast pass takes it
    (referee.operations.read_raw), and the text it was read from when it came as a record's text: the 415, 413 and
    400 as read_json_body gives them, and a NotationError (a 400 naming its line and column) for text that is not
    a record."""
    if takes_text(operation):
        if request.mimetype == RECORD_TEXT:
            text = record_text(read_bytes(request, environ, limit))
            return body_of_text(operation, text), None, text
        if environ.get("CONTENT_TYPE") != "application/json" and not is_json_media_type(request.mimetype):
            raise json_media_type_refused(request.mimetype, text_too=True)
    try:
        return *read_raw(operation, read_body_bytes(request, environ, limit)), None
    except NotJson as error:
        raise BadRequest(str(error)) from None


def record_text(raw: bytes) -> str:
    """A text body as the notation reads it: UTF-8 (a byte order mark at its start is skipped)."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise BadRequest(
            f"The body is not UTF-8 text: byte {error.start} cannot start or continue a character. Send the record "
            "as UTF-8."
        ) from None


def read_text_or_json(request: Request, refused) -> tuple[str | None, object]:
    """The body of ``request``: (its text, None) sent as a record's text, (None, its JSON) sent as JSON; otherwise
    ``refused(mimetype)``, the endpoint's 415. The 413 and 400 as read_json_body gives them."""
    if request.mimetype == RECORD_TEXT:
        return record_text(read_bytes(request, request.environ, request.max_content_length)), None
    if not is_json_media_type(request.mimetype):
        raise refused(request.mimetype)
    return None, parse_json_body(read_bytes(request, request.environ, request.max_content_length))


def read_json_or_text(game: str, request: Request):
    """The body of ``request`` as JSON, or the record its text stands for (as the state operation reads it), and
    that text (None for JSON)."""
    text, body = read_text_or_json(request, lambda mimetype: json_media_type_refused(mimetype, text_too=True))
    if text is not None:
        return body_of_text(find(game, "state"), text), text
    return body, None


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
