"""Every error as RFC 9457 application/problem+json, never HTML, never a bare 500."""

import logging

from flask import Flask, Response, request, send_from_directory
from werkzeug.exceptions import HTTPException, InternalServerError, PreconditionFailed

from referee.api.body import discard_unread_body
from referee.jsonio import to_json_bytes
from referee.notation import NotationError
from referee.operations import UnknownOperation, invalid_record_problem, notation_problem, problem
from referee.rulings import InvalidRecord

PROBLEM_CONTENT_TYPE = "application/problem+json"

log = logging.getLogger("referee")


def problem_response(body: dict, headers=None) -> Response:
    return Response(to_json_bytes(body), body["status"], headers=headers, content_type=PROBLEM_CONTENT_TYPE)


def http_problem(error: HTTPException) -> dict:
    """The problem body of an HTTP error (werkzeug's, or the app's own: 400, 405, 413, 415...)."""
    return problem(error.code, error.name, error.description)


def _http_problem(error: HTTPException) -> Response:
    if error.code in (413, 503):  # refused unread: too large, or no slot for expensive work
        discard_unread_body(request.environ)
    # Keep the exception's own headers (405's Allow) but not its HTML content type.
    headers = [(name, value) for name, value in error.get_headers() if name.lower() != "content-type"]
    return problem_response(http_problem(error), headers)


def _invalid_record(error: InvalidRecord) -> Response:
    return problem_response(invalid_record_problem(error))


def _notation_error(error: NotationError) -> Response:
    return problem_response(notation_problem(error))


def _unknown_operation(error: UnknownOperation) -> Response:
    return problem_response(problem(404, "Not Found", str(error)))


def _unexpected(error: Exception) -> Response:
    log.exception("unhandled error", exc_info=error)
    return _http_problem(InternalServerError("The referee failed on this request; the error has been logged."))


def send_static_file(directory, name: str, **options) -> Response:
    """``name`` from ``directory`` as Flask sends it (conditional: 304, ranges), but a precondition the file fails
    (If-Match, If-Unmodified-Since) a 412 problem: werkzeug sets that status on the file's own answer, its bytes
    still in it."""
    response = send_from_directory(directory, name, **options)
    if response.status_code == PreconditionFailed.code:
        response.close()
        raise PreconditionFailed("The file has changed: it matches none of the request's If-Match.")
    # A browser takes the file for what its Content-Type says, never for what its bytes look like.
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


def register_problem_handlers(app: Flask) -> None:
    app.register_error_handler(HTTPException, _http_problem)
    app.register_error_handler(InvalidRecord, _invalid_record)
    app.register_error_handler(NotationError, _notation_error)
    app.register_error_handler(UnknownOperation, _unknown_operation)
    app.register_error_handler(Exception, _unexpected)
