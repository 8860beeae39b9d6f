"""POST /v1/games/{game}/notation: a record turned into its text in the notation (docs/notation.md), or back."""

from flask import Response, request
from flask_smorest import Blueprint
from marshmallow import Schema, fields
from werkzeug.exceptions import BadRequest, UnsupportedMediaType

from referee.api.body import read_text_or_json
from referee.api.documentation import (
    PROXY_EXAMPLES,
    ProblemExample,
    bare_documented,
    mistyped_text,
    sent_as_plain_text,
    too_large,
    wrong_method,
)
from referee.api.examples import example_request
from referee.batch import DEFAULT_LINE_LIMIT
from referee.echo import printable, quote
from referee.jsonio import to_json, to_json_bytes
from referee.notation import MEDIA_TYPE, Notated, read_one, write
from referee.operations import invalid_record_problem
from referee.rulings import InvalidRecord
from referee.settings import BODY_LIMIT_VARIABLE

NOTATION_PATH = "notation"
TEXT, JSON = "text", "json"
FORMS = (TEXT, JSON)
TEXT_CONTENT_TYPE = f"{MEDIA_TYPE}; charset=utf-8"


class NotatedRecord(Schema):
    game = fields.String(required=True, metadata={"description": "the game of the record (its Game tag)"})
    record = fields.Dict(
        required=True,
        metadata={"description": "the record as JSON: the body adjudicate, state, result, view or analysis takes"},
    )
    tags = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        required=True,
        metadata={"description": "the tags for people (Event, Site, Date, Names, Result...): kept, never read"},
    )


def answer_form(request) -> str:
    form = request.args.get("to", TEXT)
    if form not in FORMS:
        raise BadRequest(f"The query parameter to must be text or json, not {quote(form)}.")
    return form


def notated_body(game: str, request) -> Notated:
    """The record the body holds: its text, a JSON record, or {"record": ..., "tags": ...}."""
    text, body = read_text_or_json(request, media_type_refused)
    return read_one(text, game) if text is not None else notated_json(game, body)


def media_type_refused(mimetype: str) -> UnsupportedMediaType:
    return UnsupportedMediaType(
        f'Send a JSON record with "Content-Type: application/json", or its text with "Content-Type: {MEDIA_TYPE}"'
        f' (got "{printable(mimetype or "none")}").'
    )


def notation_problems(game_id: str, example: dict) -> list[ProblemExample]:
    """Real answers of the notation endpoint to the game's example record gone wrong."""
    bad_card = {**example, "hands": [["XX", *example["hands"][0][1:]], *example["hands"][1:]]}
    try:
        write(game_id, bad_card)
        raise AssertionError("a card that is not one was written")
    except InvalidRecord as error:
        unwritable = invalid_record_problem(error)
    return [
        mistyped_text(game_id, example, lambda text: read_one(text, game_id)),
        wrong_method("GET"),
        too_large(DEFAULT_LINE_LIMIT, BODY_LIMIT_VARIABLE),
        sent_as_plain_text(to_json(example).encode(), media_type_refused("text/plain")),
        ProblemExample(
            422, "not-a-card", "The example with its first card XX", unwritable, body=to_json(bad_card).encode()
        ),
        PROXY_EXAMPLES["ProxyNoRoom"],
    ]


def notated_json(game: str, body) -> Notated:
    if type(body) is not dict:
        raise InvalidRecord.at("", 'the body must be a JSON object: a record, or {"record": {...}, "tags": {...}}')
    if "record" in body and type(body["record"]) is dict:
        extra = [key for key in body if key not in ("record", "tags")]
        if extra:
            raise InvalidRecord([(f"/{key}", "a record with its tags has only record and tags") for key in extra])
        tags = body.get("tags", {})
        if type(tags) is not dict:
            raise InvalidRecord.at("/tags", "tags is an object of tag names and their text")
        return Notated(game, body["record"], tags)
    return Notated(game, body, {})


def converted(notated: Notated, form: str) -> Response:
    """The record in ``form``: the writer checks its shape and writes it; the JSON form is that text read back."""
    text = write(notated.game, notated.record, notated.tags)
    if form == TEXT:
        return Response(text.encode(), 200, content_type=TEXT_CONTENT_TYPE)
    back = read_one(text, notated.game)
    answer = {"game": back.game, "record": back.record, "tags": back.tags}
    return Response(to_json_bytes(answer), 200, content_type="application/json")


def notation_view(blueprint: Blueprint, game_id: str, document_problems, problems, problems_list, request_id_headers):
    """The view, documented: problems, document_problems and problems_list as referee.api.routes gives them."""

    def view():
        form = answer_form(request)
        return converted(notated_body(game_id, request), form)

    view.__name__ = "notation"
    example = example_request(game_id, "adjudicate")
    text_example = write(game_id, example) if example is not None else None
    examples = notation_problems(game_id, example) if example is not None else []
    documented = document_problems(blueprint, problems, examples)(view)
    documented = blueprint.doc(
        responses={
            "200": {
                "description": "`?to=text` (the default): the record's text, in the notation's one canonical form; "
                "`?to=json`: the record as JSON, with its game and its tags for people",
                "headers": request_id_headers,
                "content": {
                    MEDIA_TYPE: {
                        "schema": {"type": "string"},
                        **({"example": text_example} if text_example is not None else {}),
                    },
                    "application/json": {"schema": NotatedRecord},
                },
            }
        },
        summary="A record as text in the notation, or back to JSON",
        description=(
            "Converts a deal record between JSON and its text in the record notation (`docs/notation.md`: tag pairs, "
            "then the hands, the auction, the play trick by trick, a claim).\n\n"
            f'**Send** the record as JSON (the body `adjudicate` takes, or `{{"record": {{...}}, "tags": '
            f'{{"Event": "..."}}}}` to add tags for people), or as text with `Content-Type: {MEDIA_TYPE}`.\n\n'
            "**Answers** in the form `to` asks: `text` (the default), the canonical text; `json`, "
            '`{"game", "record", "tags"}`. A record is converted as it is written, not judged: post it to '
            "`adjudicate` for that.\n\n"
            "**Errors** come as `application/problem+json`: a text that is not a record is a 400 whose error names "
            "the line and column and what was expected there; a JSON value the notation cannot write (a card that is "
            "not one, a play with no seat) a 422 with its JSON Pointer:\n" + problems_list(problems)
        ),
        operationId=f"{game_id.split('-')[0]}{''.join(part.title() for part in game_id.split('-')[1:])}Notation",
        parameters=[
            "RequestId",
            {
                "in": "query",
                "name": "to",
                "required": False,
                "description": "`text` (the default): answer the record's text; `json`: answer it as JSON",
                "schema": {"type": "string", "enum": list(FORMS), "default": TEXT},
            },
        ],
        requestBody={
            "required": True,
            "content": {
                "application/json": {
                    "schema": {"type": "object", "description": "a record, or {record, tags}"},
                    **({"example": example} if example is not None else {}),
                },
                MEDIA_TYPE: {
                    "schema": {"type": "string"},
                    **({"example": text_example} if text_example is not None else {}),
                },
            },
        },
    )(documented)
    return bare_documented(view, documented)
