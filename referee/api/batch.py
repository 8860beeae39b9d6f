"""POST /v1/games/{game}/adjudicate/batch and .../result/batch: NDJSON in, NDJSON streamed out, through
referee.batch.

The body is spooled first (in memory up to SPOOL_IN_MEMORY, then to a temporary file) and answered
from the spool, a line at a time. Answering while the body is still arriving would deadlock every
client that writes its whole body before it reads (urllib, requests, httpx): once the answers fill
the socket buffers the server stops reading and the client never gets to. Spooled, memory stays flat
whatever the batch's size, and a body over the limit is a real 413 before any answer line is sent.
The spool's directory is REFEREE_SPOOL_DIR (on Kubernetes a disk-backed volume: /tmp there is memory).
"""

import errno
import io
import logging
import os
import tempfile
from functools import cache

from flask import Request, Response, current_app, request
from flask_smorest import Blueprint
from werkzeug.exceptions import ServiceUnavailable, UnsupportedMediaType

from referee.api.body import DISCARD_LIMIT_KEY, body_unreadable, discard_unread_body
from referee.api.documentation import (
    JSON,
    PROXY_EXAMPLES,
    SPOOL_GONE,
    ProblemExample,
    bare_documented,
    busy_example,
    too_large,
    wrong_method,
)
from referee.api.examples import example_request
from referee.api.expensive import release
from referee.api.observability import COMPLETE, CUT_BY_CLIENT, INCOMPLETE, OUTCOME_KEY, STREAMED_KEY, record_batch
from referee.api.problems import http_problem
from referee.batch import Stop, Tally, answer_stream, batch_operation
from referee.echo import printable
from referee.jsonio import to_json
from referee.limits import Limits, limits_from
from referee.schemas.batch import batch_line_schema
from referee.settings import (
    BATCH_LIMIT_VARIABLE,
    DEFAULT_BATCH_BYTES,
    NO_ROOM,
    SPOOL_VARIABLE,
    spool_directory,
)

NDJSON = "application/x-ndjson"
SUFFIX = "/batch"  # a batch's path is its operation's and this (referee.front's BATCH_SUFFIX gives it nginx's limit)


def batch_path(operation: str) -> str:
    return f"{operation}{SUFFIX}"


SPOOL_IN_MEMORY = 1024 * 1024
# The body is read into the spool in pieces of this size: each read goes through werkzeug's and gunicorn's
# stream layers in Python, so a few large reads rather than many small ones.
SPOOL_READ = 1024 * 1024
# Answer lines are written in pieces of about this size: one write (and one chunk) a line would cost
# a system call for every record, and each piece also passes werkzeug's and gunicorn's layers and wakes
# the client.
WRITE_SIZE = 1024 * 1024
# A spool without room answers 503 with this Retry-After (seconds): the room comes back when other batches end.
SPOOL_RETRY_AFTER = 10

log = logging.getLogger("referee")

BATCH_PROBLEMS = {
    405: "Only POST is allowed here (the Allow header says so)",
    413: "The body is larger than REFEREE_MAX_BATCH_BYTES (a single line over the single-request limit is "
    "answered 413 on its own line instead)",
    415: "The body is not sent as application/x-ndjson",
    503: "Nothing was answered; send it again after Retry-After seconds: the service's spool directory cannot hold "
    "the body now (full, or gone), every slot for expensive work is taken (REFEREE_EXPENSIVE_CONCURRENCY), the proxy "
    "in front of the workers is taking REFEREE_PROXY_BATCH_CONNECTIONS batches already, or it had no room to hold "
    "the body",
}


BATCH_SUMMARIES = {
    "adjudicate": "Adjudicate many deal records: NDJSON in, NDJSON out",
    "result": "The result of many deals as they were played: NDJSON in, NDJSON out",
}
# What a batch of each operation does, for its description.
BATCH_DOES = {
    "adjudicate": "Adjudicates many deal records in one request, each as `adjudicate` would",
    "result": "Gives the result of many deals as they were played in one request, each as `result` would",
}


def batch_description(operation: str) -> str:
    return (
        f"{BATCH_DOES[operation]}, the answers streamed as they come.\n\n"
        f"**Send** NDJSON with `Content-Type: application/x-ndjson`: one {operation} record (a JSON object, as "
        f"`{operation}` takes it) a line; blank lines are skipped.\n\n" + BATCH_ANSWERS
    )


BATCH_ANSWERS = (
    '**Answers** 200 with NDJSON: one line per record, in input order, `{"line", "status", "answer"}` or, for a '
    'line that is not a good record, `{"line", "status", "problem"}` (a bad line never stops the batch); then '
    'a summary line. A batch stopped by a limit (REFEREE_BATCH_SECONDS, records, bytes) says `"complete": false` and '
    "its last line answered: send the rest again.\n\n"
    "**Errors** before any line is answered come as `application/problem+json` (the examples below are real "
    "answers):\n"
)


def spool_body(current: Request, limit: int, directory: str | None = None):
    """The whole body in a spooled temporary file (in ``directory`` past SPOOL_IN_MEMORY), or a 413
    (werkzeug's) past ``limit`` bytes, or a 503 (with Retry-After) when the spool cannot hold it."""
    # A body over the limit is drained before the 413 as for any request, up to twice the batch limit.
    current.environ[DISCARD_LIMIT_KEY] = 2 * limit
    current.max_content_length = limit
    try:
        stream = current.stream  # raises 413 here when Content-Length is over the limit
    except Exception as error:
        raise body_unreadable(error, limit, BATCH_LIMIT_VARIABLE) from None
    spool = tempfile.SpooledTemporaryFile(max_size=SPOOL_IN_MEMORY, dir=directory)
    try:
        while True:
            try:
                chunk = stream.read(SPOOL_READ)  # raises 413 when a chunked body passes the limit
            except Exception as error:
                raise body_unreadable(error, limit, BATCH_LIMIT_VARIABLE) from None
            try:
                if not chunk:
                    spool.seek(0)  # flushes the file's buffer: a full disk may show only here
                    return spool
                spool.write(chunk)  # past SPOOL_IN_MEMORY, the first write makes the file in ``directory``
            except OSError as error:
                raise spool_unavailable(error, directory, current.environ) from None
    except BaseException:
        spool.close()
        raise


def spool_unavailable(error: OSError, directory: str | None, environ: dict) -> ServiceUnavailable:
    """The 503 for a body the spool cannot take (a full disk, a directory gone): the service's own trouble, not
    the client's, and passing. The rest of the body is read first, so a client that sends it all before reading
    sees the answer rather than a reset connection."""
    discard_unread_body(environ)
    label, _path = spool_directory(directory)
    log.error("%s: a batch body could not be spooled: %s", label, error.strerror)
    return spool_refused(error)


def spool_refused(error: OSError) -> ServiceUnavailable:
    reason = "is full" if error.errno in NO_ROOM else "cannot be written"
    return ServiceUnavailable(
        "The batch could not be spooled: the service's spool directory "
        + reason
        + ". Nothing was answered; send the batch again later.",
        retry_after=SPOOL_RETRY_AFTER,
    )


# The app's config may set LIMITS_KEY (a referee.limits.Limits); otherwise the environment's, read once.
LIMITS_KEY = "REFEREE_LIMITS"
environment_limits = cache(lambda: limits_from(os.environ))


def in_pieces(lines, size: int = WRITE_SIZE):
    piece = []
    held = 0
    for line in lines:
        piece.append(line)
        held += len(line)
        if held >= size:
            yield b"".join(piece)
            piece, held = [], 0
    if piece:
        yield b"".join(piece)


def batch_example(game_id: str, operation: str) -> str | None:
    """The game's example of ``operation``, a blank line and a line that is not JSON, as one NDJSON body."""
    record = example_request(game_id, operation)
    return None if record is None else f"{to_json(record)}\n\nnot a record\n"


def ndjson_media_type_refused(mimetype: str) -> UnsupportedMediaType:
    """The 415 for a batch sent as ``mimetype`` (empty when the request named none)."""
    sent = printable(mimetype) or "none"
    return UnsupportedMediaType(f'Send the batch as NDJSON with "Content-Type: {NDJSON}" (got "{sent}").')


def _batch_view(game_id: str, operation_name: str, attest=None, expensive=None):
    operation = batch_operation(game_id, operation_name)
    path = batch_path(operation_name)
    # Signing on: each answered record carries the attestation of its single request (a stream's header goes out
    # before its answers exist, so the batch as a whole is not signed).
    sign = None if attest is None else (lambda record, answer: attest.token(game_id, operation_name, record, answer))

    def view():
        current = request
        if current.mimetype != NDJSON:
            raise ndjson_media_type_refused(current.mimetype)
        config = current_app.config
        limits: Limits = config.get(LIMITS_KEY) or environment_limits()
        # From the start of the request: reading the body counts against the batch's time too.
        stop = Stop.within(limits.batch_seconds, limits.batch_max_records, limits.batch_max_answer_bytes)
        # Every batch is expensive work, held from before its body is spooled (a refused batch costs no disk; the
        # proxy in front has read the body already, so no slot waits on a slow upload) to its last answer line.
        # A refused body is drained (up to twice the limit) before the 503, as for a 413.
        current.environ[DISCARD_LIMIT_KEY] = 2 * config["MAX_BATCH_LENGTH"]
        slot = None if expensive is None else expensive.acquire(game_id, path)
        try:
            spool = spool_body(current, config["MAX_BATCH_LENGTH"], config["BATCH_SPOOL_DIR"])
        except BaseException:
            release(slot)
            raise
        line_limit = config["MAX_CONTENT_LENGTH"]
        environ = current.environ
        environ[STREAMED_KEY] = True

        def answers():
            tally = Tally(operation_name)
            try:
                yield from in_pieces(answer_stream(operation, spool.read, tally, line_limit, sign, stop))
                # Only here once the server has written the last piece: asked for the next, there is none.
                environ[OUTCOME_KEY] = COMPLETE if tally.complete else INCOMPLETE
            except GeneratorExit:  # closed before its end: the client went away (any error of ours raises)
                environ[OUTCOME_KEY] = CUT_BY_CLIENT
                raise
            finally:
                release(slot)
                spool.close()
                record_batch(environ, game_id, path, tally)

        return Response(answers(), 200, content_type=NDJSON)

    view.__name__ = f"{operation_name}_batch"
    return view


def line_component(game_id: str, operation: str) -> str:
    """The spec's name for a line of the game's batch answer: HeartsAdjudicateBatchLine, HeartsResultBatchLine."""
    return "".join(word.title() for word in game_id.split("-")) + operation.title() + "BatchLine"


def register_line_schemas(spec, batches) -> None:
    """Adds the line schema of each (game, operation) batch to the spec's components (the batch answers refer to
    them)."""
    for game_id, operation in batches:
        spec.components.schema(
            line_component(game_id, operation),
            schema=batch_line_schema(batch_operation(game_id, operation).answer, operation),
        )


def add_batch_route(
    blueprint: Blueprint,
    game_id: str,
    operation: str,
    operation_id: str,
    document_problems,
    problems_list,
    headers: dict,
    attest=None,
    expensive=None,
) -> None:
    """Registers the batch endpoint on a game's blueprint, documented as NDJSON in and out (the
    documentation helpers are routes.py's, passed in: they document every other operation too)."""
    view = _batch_view(game_id, operation, attest, expensive)
    # OpenAPI 3.1 has no schema for the items of a stream: the body is a string of NDJSON, and
    # contentSchema names the schema of each of its lines (a component, registered by the app).
    answer_schema = {
        "type": "string",
        "contentMediaType": NDJSON,
        "contentSchema": {"$ref": f"#/components/schemas/{line_component(game_id, operation)}"},
    }
    example = batch_example(game_id, operation)
    request_content = {"schema": {"type": "string", "description": f"one {operation} record (a JSON object) a line"}}
    answer_example = {}
    problems = []
    if example is not None:
        request_content["example"] = example
        problems = [
            wrong_method("GET"),
            too_large(DEFAULT_BATCH_BYTES, BATCH_LIMIT_VARIABLE, NDJSON),
            ProblemExample(
                415,
                "not-ndjson-media-type",
                "The example sent as application/json",
                http_problem(ndjson_media_type_refused(JSON)),
                body=example.encode(),
                content_type=JSON,
            ),
            ProblemExample(
                503,
                "spool-gone",
                f"A batch past {SPOOL_IN_MEMORY // 1024 // 1024} MiB while the spool's directory "
                f"({SPOOL_VARIABLE}) is gone",
                http_problem(spool_refused(FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT)))),
                body=example.encode() * (SPOOL_IN_MEMORY // len(example) + 1),
                content_type=NDJSON,
                situation=SPOOL_GONE,
            ),
            busy_example(example.encode(), NDJSON),
            PROXY_EXAMPLES["TooManyBatches"],
            PROXY_EXAMPLES["ProxyNoRoom"],
        ]
        tally = Tally(operation)
        lines = answer_stream(batch_operation(game_id, operation), io.BytesIO(example.encode()).read, tally)
        answer_example["example"] = b"".join(lines).decode()
    documented = blueprint.alt_response(
        200,
        schema=answer_schema,
        success=True,
        content_type=NDJSON,
        description="One line per record, in input order, then the summary line",
        headers=headers,
        **answer_example,
    )(view)
    documented = document_problems(blueprint, BATCH_PROBLEMS, problems)(documented)
    documented = blueprint.doc(
        summary=BATCH_SUMMARIES[operation],
        description=batch_description(operation) + problems_list(BATCH_PROBLEMS),
        operationId=operation_id,
        parameters=["RequestId"],
        requestBody={"required": True, "content": {NDJSON: request_content}},
    )(documented)
    blueprint.route(f"/{batch_path(operation)}", methods=["POST"])(bare_documented(view, documented))
