"""Views documented by flask-smorest's decorators, registered without their call layers; the error answers the
spec shows, each the service's real answer to a request it names."""

import functools
from dataclasses import dataclass

from werkzeug.exceptions import HTTPException, MethodNotAllowed

from referee.api.body import RECORD_TEXT, ContentTooLarge, json_media_type_refused, parse_json_body
from referee.api.expensive import Busy
from referee.api.problems import PROBLEM_CONTENT_TYPE, http_problem
from referee.batch import DEFAULT_LINE_LIMIT
from referee.jsonio import to_json
from referee.notation import NotationError, write
from referee.notation.bodies import body_of_text
from referee.operations import (
    Operation,
    UnknownOperation,
    invalid_record_problem,
    load,
    notation_problem,
    problem,
    require_game,
    takes_text,
)
from referee.proxy_errors import HEADER_BUFFER, NginxProblem, nginx_problems
from referee.rulings import InvalidRecord
from referee.settings import BODY_LIMIT_VARIABLE

JSON = "application/json"


def bare_documented(view, documented):
    """``view`` carrying what flask-smorest's decorators recorded on ``documented``, the same view wrapped by them.

    They document a view by the attributes of the function they return, which every decorator written with
    functools.wraps keeps; each also adds a call layer to every request (some 2 microseconds, 7 layers to an
    operation), so the bare view is registered, with those attributes copied as functools.wraps copies them."""
    return functools.update_wrapper(view, documented, assigned=(), updated=("__dict__",))


# The states of the service some examples need, beyond their request (tests/service/test_served_examples.py makes
# each on a served stack, `referee serve` as `make run` runs it):
SLOTS_TAKEN = "every slot for expensive work taken"
SPOOL_GONE = "the batch spool's directory removed"
PROXY_NO_ROOM = "no room in the proxy's temporary directory"
BATCHES_AT_ONCE = "REFEREE_PROXY_BATCH_CONNECTIONS batches being sent at once"
WORKERS_GONE = "gunicorn's socket gone"
WORKERS_STALLED = "gunicorn stopped, past the proxy's read timeout"


@dataclass(frozen=True)
class ProblemExample:
    """An error answer the spec shows, and the request that gets it (tests/api/test_problem_examples.py sends each
    one to the app, and tests/service/test_served_examples.py to `referee serve`, and compares)."""

    status: int
    name: str  # the example's name in the spec
    summary: str  # the request, in words: Swagger UI shows it above the answer
    answer: dict
    method: str = "POST"
    body: bytes | None = None  # None: a body one byte over the endpoint's limit (413)
    content_type: str = JSON
    path: str | None = None  # None: the operation's own path
    situation: str | None = None  # the state of the service the answer needs beyond the request (None: none)
    headers: tuple = ()  # (name, value) pairs the request also sends
    component: str | None = None  # its name under the spec's components/examples, where it is shown once

    def spec(self) -> dict:
        if self.component is not None:
            return {"$ref": f"#/components/examples/{self.component}"}
        return {"summary": self.summary, "value": self.answer}

    def component_spec(self) -> dict:
        return {"summary": self.summary, "value": self.answer}


def _refused(error: HTTPException) -> dict:
    return http_problem(error)


def _raised(parse, *args) -> dict:
    try:
        parse(*args)
    except HTTPException as error:
        return _refused(error)
    raise AssertionError(f"{parse.__name__} accepted {args!r}")


def wrong_method(method: str) -> ProblemExample:
    return ProblemExample(
        405,
        "wrong-method",
        f"A {method} where the path answers another method",
        _refused(MethodNotAllowed()),
        method=method,
        body=b"",
    )


def too_large(limit: int, variable: str, content_type: str = JSON) -> ProblemExample:
    """The 413 of a body one byte over ``limit``, the default of the setting ``variable``: nginx answers it in front
    of the workers, in the words the application would (referee.api.body.ContentTooLarge)."""
    return ProblemExample(
        413,
        "too-large",
        f"A body over the limit ({variable}, {limit} bytes by default)",
        _refused(ContentTooLarge(limit, variable)),
        content_type=content_type,
    )


def unprocessable(operation: Operation, example: dict) -> ProblemExample:
    """The answer to the example with its first field the request cannot do without left out; an array when every
    field may be left out."""
    for key in example:
        body = {name: value for name, value in example.items() if name != key}
        try:
            load(operation, body)
        except InvalidRecord as error:
            return ProblemExample(
                422,
                "missing-field",
                f'The example without "{key}"',
                invalid_record_problem(error),
                body=to_json(body).encode(),
            )
    try:
        load(operation, [])
    except InvalidRecord as error:
        return ProblemExample(
            422, "not-an-object", "An array instead of an object", invalid_record_problem(error), body=b"[]"
        )
    raise AssertionError(f"{operation.path} accepts an empty array")


def mistyped_text(game: str, example: dict, read) -> ProblemExample:
    """The 400 of ``example``'s text (a record of ``game``) with its first card mistyped, as ``read`` (the endpoint's
    reading of a text) answers it: where, and what was expected there."""
    broken = write(game, example).replace("\nHands\n0: ", "\nHands\n0: 1H ", 1)
    try:
        read(broken)
    except NotationError as error:
        return ProblemExample(
            400,
            "not-a-record",
            "The example as text (text/x-referee-record), its first card mistyped 1H",
            notation_problem(error),
            body=broken.encode(),
            content_type=RECORD_TEXT,
        )
    raise AssertionError(f"a mistyped card in a {game} record was read")


def sent_as_plain_text(raw: bytes, refusal: HTTPException) -> ProblemExample:
    """The 415 of the example (``raw``) sent as text/plain: ``refusal``, the endpoint's."""
    return ProblemExample(
        415,
        "not-json-media-type",
        "The example sent as text/plain",
        _refused(refusal),
        body=raw,
        content_type="text/plain",
    )


def operation_problems(operation: Operation, example: dict) -> list[ProblemExample]:
    """Real answers of a JSON operation to its example gone wrong: cut short, sent as text, too large, missing a
    field, and to a GET; for a record, its text with a card mistyped."""
    raw = to_json(example).encode()
    text_too = takes_text(operation)
    return [
        ProblemExample(
            400,
            "not-json",
            "The example cut short by its last character",
            _raised(parse_json_body, raw[:-1]),
            body=raw[:-1],
        ),
        wrong_method("GET"),
        too_large(DEFAULT_LINE_LIMIT, BODY_LIMIT_VARIABLE),
        sent_as_plain_text(raw, json_media_type_refused("text/plain", text_too)),
        unprocessable(operation, example),
        *([mistyped_text(operation.game, example, lambda text: body_of_text(operation, text))] if text_too else []),
    ]


def busy_example(body: bytes, content_type: str = JSON) -> ProblemExample:
    """The 503 of an expensive request (``body``) while every slot for expensive work is taken."""
    return ProblemExample(
        503,
        "busy",
        "An expensive request while every slot for expensive work is taken",
        _refused(Busy()),
        body=body,
        content_type=content_type,
        situation=SLOTS_TAKEN,
    )


def no_such_game(path: str, game: str = "bridge") -> ProblemExample:
    """The 404 of a path naming a game the service does not referee (``path`` with {game} in it)."""
    try:
        require_game(game)
    except UnknownOperation as error:
        answer = problem(404, "Not Found", str(error))
    return ProblemExample(
        404, "no-such-game", f"A game not refereed here ({game})", answer, method="GET", path=path.format(game=game)
    )


def examples_by_status(examples: list[ProblemExample]) -> dict[int, dict]:
    """The spec's examples of each status, by name."""
    by_status: dict[int, dict] = {}
    for example in examples:
        by_status.setdefault(example.status, {})[example.name] = example.spec()
    return by_status


def _proxy_problem(problems: list[NginxProblem], status: int, name: str | None = None) -> dict:
    """The body nginx answers for its own ``status`` (its location ``name``), with the service's default limits."""
    (problem,) = [problem for problem in problems if problem.status == status and problem.name == name]
    return problem.body()


def proxy_examples() -> dict[str, ProblemExample]:
    """The errors the proxy in front of the workers answers itself (referee.front), by their component's name, each
    with the request and the state of the service that get it."""
    problems = nginx_problems()
    long_line = "x" * (HEADER_BUFFER + 1)
    return {
        "UriTooLong": ProblemExample(
            414,
            "uri-too-long",
            f"A request line longer than {HEADER_BUFFER} bytes",
            _proxy_problem(problems, 414),
            method="GET",
            path=f"/healthz?{long_line}",
            component="UriTooLong",
        ),
        "HeaderTooLarge": ProblemExample(
            431,
            "header-too-large",
            f"A header longer than {HEADER_BUFFER} bytes",
            _proxy_problem(problems, 431),
            method="GET",
            path="/healthz",
            headers=(("X-Padding", long_line),),
            component="HeaderTooLarge",
        ),
        "NoWorker": ProblemExample(
            502,
            "no-worker",
            "The referee's workers could not take the request (one died with it, or none was there)",
            _proxy_problem(problems, 502),
            method="GET",
            path="/healthz",
            situation=WORKERS_GONE,
            component="NoWorker",
        ),
        "NoAnswerInTime": ProblemExample(
            504,
            "no-answer-in-time",
            "The referee's workers did not answer in time (GUNICORN_TIMEOUT + 5 seconds)",
            _proxy_problem(problems, 504),
            method="GET",
            path="/healthz",
            situation=WORKERS_STALLED,
            component="NoAnswerInTime",
        ),
        "ProxyNoRoom": ProblemExample(
            503,
            "proxy-no-room",
            "A body of 32 KiB (past the 16 KiB the proxy holds in memory) while its temporary directory has no room",
            _proxy_problem(problems, 503, "503-room"),
            body=b" " * (32 * 1024),
            situation=PROXY_NO_ROOM,
            component="ProxyNoRoom",
        ),
        "TooManyBatches": ProblemExample(
            503,
            "too-many-batches",
            "A batch while REFEREE_PROXY_BATCH_CONNECTIONS others are being sent or answered",
            _proxy_problem(problems, 503),
            body=b"",
            content_type="application/x-ndjson",
            situation=BATCHES_AT_ONCE,
            component="TooManyBatches",
        ),
    }


PROXY_EXAMPLES = proxy_examples()
# The statuses the proxy answers itself on any request, each documented once as a response component.
PROXY_RESPONSES = {
    414: ("UriTooLong", "The request line is too long (answered by the proxy in front of the workers)"),
    431: ("HeaderTooLarge", "A header, or the headers together, are too large (answered by the proxy)"),
    502: ("NoWorker", "The referee's workers did not take the request; it was not retried (answered by the proxy)"),
    504: ("NoAnswerInTime", "The referee's workers did not answer in time (answered by the proxy)"),
}


def add_proxy_components(spec, problem_schema, headers: dict) -> None:
    """The spec's components for the proxy's own answers: a response for each status of PROXY_RESPONSES, an example
    for each of PROXY_EXAMPLES (the 503s operations show among their own)."""
    for example in PROXY_EXAMPLES.values():
        spec.components.example(example.component, example.component_spec())
    for name, description in PROXY_RESPONSES.values():
        example = PROXY_EXAMPLES[name]
        spec.components.response(
            name,
            {
                "description": description,
                "headers": headers,
                "content": {
                    PROBLEM_CONTENT_TYPE: {"schema": problem_schema, "examples": {example.name: example.spec()}}
                },
            },
        )
