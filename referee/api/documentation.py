"""Views documented by flask-smorest's decorators, registered without their call layers; the error answers the
spec shows, each the service's real answer to a request it names."""

import functools
from dataclasses import dataclass

from werkzeug.exceptions import HTTPException, MethodNotAllowed, RequestEntityTooLarge

from referee.api.body import json_media_type_refused, parse_json_body
from referee.api.problems import http_problem
from referee.jsonio import to_json
from referee.operations import Operation, UnknownOperation, invalid_record_problem, load, problem, require_game
from referee.rulings import InvalidRecord

JSON = "application/json"


def bare_documented(view, documented):
    """``view`` carrying what flask-smorest's decorators recorded on ``documented``, the same view wrapped by them.

    They document a view by the attributes of the function they return, which every decorator written with
    functools.wraps keeps; each also adds a call layer to every request (some 2 microseconds, 7 layers to an
    operation), so the bare view is registered, with those attributes copied as functools.wraps copies them."""
    return functools.update_wrapper(view, documented, assigned=(), updated=("__dict__",))


@dataclass(frozen=True)
class ProblemExample:
    """An error answer the spec shows, and the request that gets it (tests/api/test_problem_examples.py sends each
    one to the app and compares)."""

    status: int
    name: str  # the example's name in the spec
    summary: str  # the request, in words: Swagger UI shows it above the answer
    answer: dict
    method: str = "POST"
    body: bytes | None = None  # None: a body one byte over the endpoint's limit (413)
    content_type: str = JSON
    path: str | None = None  # None: the operation's own path

    def spec(self) -> dict:
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
    )


def too_large(limit_setting: str, content_type: str = JSON) -> ProblemExample:
    return ProblemExample(
        413,
        "too-large",
        f"A body over the limit ({limit_setting})",
        _refused(RequestEntityTooLarge()),
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


def operation_problems(operation: Operation, example: dict) -> list[ProblemExample]:
    """Real answers of a JSON operation to its example gone wrong: cut short, sent as text, too large, missing a
    field, and to a GET."""
    raw = to_json(example).encode()
    return [
        ProblemExample(
            400,
            "not-json",
            "The example cut short by its last character",
            _raised(parse_json_body, raw[:-1]),
            body=raw[:-1],
        ),
        wrong_method("GET"),
        too_large("REFEREE_MAX_BODY_BYTES"),
        ProblemExample(
            415,
            "not-json-media-type",
            "The example sent as text/plain",
            _refused(json_media_type_refused("text/plain")),
            body=raw,
            content_type="text/plain",
        ),
        unprocessable(operation, example),
    ]


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
