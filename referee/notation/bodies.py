"""A record's text as the record operations take it (text/x-referee-record): read into the JSON body they take, and
a 422 on it located in the text."""

from referee.notation import locate_fields, read_one
from referee.operations import RECORD_OPERATIONS, Operation, run_operation, takes_text
from referee.rulings import InvalidRecord


def body_of_text(operation: Operation, text: str) -> dict:
    """The JSON body a record's text stands for (NotationError, a 400, where it is not one of ``operation``'s
    game)."""
    if not takes_text(operation):
        raise InvalidRecord.at(
            "",
            f"the request body must be a JSON object: {operation.path} takes no record, and only a record's text "
            f"is read ({', '.join(RECORD_OPERATIONS)})",
        )
    return read_one(text, operation.game).record


def run_text(operation: Operation, text: str, extra: dict | None = None) -> dict:
    """run_operation on the record ``text`` stands for (with ``extra``'s fields set on it); a 422 names, beside each
    JSON Pointer, the line and column of the text it came from."""
    body = {**body_of_text(operation, text), **(extra or {})}
    try:
        return run_operation(operation, body)
    except InvalidRecord as error:
        raise located(error, operation.game, text) from None


def located(error: InvalidRecord, game: str, text: str) -> InvalidRecord:
    """``error`` (on the record read from ``text``) with the line and column of each pointer's nearest place."""
    places = locate_fields(text, game)
    located_error = InvalidRecord(error.errors)
    located_error.places = {}
    for where, _ in error.errors:
        nearest = where
        while nearest and nearest not in places:
            nearest = nearest.rpartition("/")[0]
        if nearest in places:
            located_error.places[where] = places[nearest]
    return located_error
