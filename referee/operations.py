"""The one path from a JSON-shaped request to an answer, shared by HTTP, CLI and library.

``run(game, operation, body)`` validates ``body`` with the operation's schema
(built once, at import) and calls the game's pure rule function. The Flask views
and ``referee.adjudicate`` both go through it, so they cannot disagree.
"""

from marshmallow import ValidationError

from referee.echo import quote
from referee.games import GAMES
from referee.jsonio import DuplicateName, from_json, quick_from_json
from referee.rulings import InvalidRecord, pointer
from referee.schemas import GAME_OPERATIONS
from referee.schemas.common import Operation

OPERATIONS: dict[str, dict[str, Operation]] = {
    game: {op.path: op for op in ops} for game, ops in GAME_OPERATIONS.items()
}


class UnknownOperation(LookupError):
    pass


def require_game(game: str) -> None:
    if game not in GAMES:
        raise UnknownOperation(f"there is no game {quote(game)}: the games are {', '.join(GAMES) or 'none yet'}")


def find(game: str, path: str) -> Operation:
    require_game(game)
    operation = OPERATIONS.get(game, {}).get(path)
    if operation is None:
        raise UnknownOperation(f"{GAMES[game].name} has no operation {quote(path)}")
    return operation


def errors_from_messages(messages, path: tuple = ()) -> list[tuple[str, str]]:
    """marshmallow's nested error messages as (JSON Pointer, message) pairs."""
    if isinstance(messages, str):
        return [(pointer(*path), messages)]
    if isinstance(messages, list):
        return [pair for message in messages for pair in errors_from_messages(message, path)]
    return [
        pair
        for key, nested in messages.items()
        for pair in errors_from_messages(nested, path if key == "_schema" else (*path, key))
    ]


class NotJson(ValueError):
    """A body (or a batch line) that is not JSON: a 400, with this message as its detail."""


def parse_body(raw: bytes):
    """``raw`` as strict UTF-8 JSON, as every shell reads a request: NotJson when it is not JSON,
    InvalidRecord (a 422) when it nests deeper than the parser goes."""
    try:
        return from_json(raw)
    except DuplicateName as error:
        raise NotJson(
            f"The body is not I-JSON (RFC 7493): the name {quote(error.name)} appears twice in the object at "
            f"{pointer(*error.path) or '/'}, and JSON readers differ on which one counts. Give each name once."
        ) from None
    except RecursionError:
        raise InvalidRecord.at("", "the body nests arrays or objects too deeply for any game record") from None
    except ValueError as error:  # UnicodeDecodeError included
        raise NotJson(f"The body is not valid JSON: {error}") from None


def load(operation: Operation, body) -> dict:
    if type(body) is not dict:
        raise InvalidRecord.at("", "the request body must be a JSON object")
    loaded = operation.valid_body_loader.load(body)
    if loaded is not None:
        return loaded
    try:
        return operation.request.load(body)
    except ValidationError as error:
        raise InvalidRecord(errors_from_messages(error.messages)) from None


def run_operation(operation: Operation, body) -> dict:
    if type(body) is dict and "profile" in body:
        return _run_under_profile(operation, body)
    return operation.run(load(operation, body))


def run_raw(operation: Operation, raw: bytes) -> dict:
    """run_operation(operation, parse_body(raw)): the same answer, the same errors, for a body still in bytes."""
    body, loaded = read_raw(operation, raw)
    return operation.run(loaded) if loaded is not None else run_operation(operation, body)


def read_raw(operation: Operation, raw: bytes) -> tuple[object, dict | None]:
    """parse_body(raw), and that body loaded for ``operation`` where its fast pass takes it (None where it does
    not: run_operation then loads it, with its errors).

    The body is read by orjson first, and that reading stands when the request's fast pass takes it: the fast
    pass takes only the types each field names, never a float, so it refuses the one document orjson reads
    differently (an integer past 64 bits, read as a float). Everything else (a profile, a body the fast pass
    steps aside from, a body orjson refuses) is read again by parse_body."""
    body = quick_from_json(raw)
    if type(body) is dict and "profile" not in body:
        loaded = operation.valid_body_loader.load(body)
        if loaded is not None:
            return body, loaded
    return parse_body(raw), None


def _run_under_profile(operation: Operation, body: dict) -> dict:
    """The answer under the named profile's options (those the request does not set), naming the profile."""
    book = GAMES[operation.game].profiles
    filled, profile = book.apply(body, operation.accepted)
    loaded = load(operation, filled)
    return {**operation.run(loaded), "profile": book.applied_label(profile, body, loaded)}


def load_request(operation: Operation, body) -> dict:
    """``body`` as ``operation`` reads it before it answers: validated, canonical, its profile's options filled in
    where it sets none (the same InvalidRecord, a 422, as the operation gives)."""
    if type(body) is dict and "profile" in body:
        body, _ = GAMES[operation.game].profiles.apply(body, operation.accepted)
    return load(operation, body)


def run(game: str, path: str, body) -> dict:
    """The answer the endpoint POST /v1/games/{game}/{path} gives for ``body``."""
    return run_operation(find(game, path), body)


# The operations whose body is a whole deal record, and so may come as the record's text (docs/notation.md).
RECORD_OPERATIONS = ("adjudicate", "result", "state", "view", "analysis")


def takes_text(operation: Operation) -> bool:
    return operation.path in RECORD_OPERATIONS


def problem(status: int, title: str, detail: str, errors=()) -> dict:
    """An RFC 9457 problem body, as the HTTP API and the CLI both report failures."""
    return {
        "type": "about:blank",
        "title": title,
        "status": status,
        "detail": detail,
        "errors": [{"pointer": where, "message": message} for where, message in errors],
    }


def invalid_record_problem(error: InvalidRecord) -> dict:
    count = len(error.errors)
    detail = error.errors[0][1] if count == 1 else f"{count} problems in the request body; see errors"
    answer = problem(422, "Unprocessable Content", detail, error.errors)
    places = getattr(error, "places", None)  # a record read from text: where each pointer's value was written
    if places:
        for item in answer["errors"]:
            if item["pointer"] in places:
                item["line"], item["column"] = places[item["pointer"]]
    return answer


def notation_problem(error) -> dict:
    """The 400 for a text that is not a record (a NotationError): where, and what was expected there."""
    answer = problem(400, "Bad Request", str(error), [("", error.message)])
    answer["errors"][0].update(line=error.line, column=error.column)
    return answer
