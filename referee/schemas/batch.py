"""The lines of an adjudicate/batch answer, for the spec: one schema a line, per game (its answer differs)."""

from functools import cache

from marshmallow import Schema, fields, validate

from referee.schemas.common import Problem


class BatchSummary(Schema):
    records = fields.Integer(required=True, metadata={"description": "lines that were not blank"})
    valid = fields.Integer(required=True, metadata={"description": "records answered 200 with valid: true"})
    invalid = fields.Integer(required=True, metadata={"description": "records answered 200 with valid: false"})
    errors = fields.Integer(required=True, metadata={"description": "lines answered with a problem"})
    violations = fields.Dict(
        keys=fields.String(),
        values=fields.Integer(),
        required=True,
        metadata={"description": "invalid records by the rule id of their violation"},
    )
    complete = fields.Boolean(
        required=True,
        metadata={
            "description": "true: every line of the body was answered; false: a limit stopped the batch after line "
            "last_line (stopped names it), and the lines after it were not read: send them again"
        },
    )
    last_line = fields.Integer(
        required=True,
        validate=validate.Range(0),
        metadata={"description": "the last physical line of the body read (answered, or blank); 0 before any"},
    )
    stopped = fields.String(
        validate=validate.OneOf(["time", "records", "answer-bytes"]),
        metadata={
            "description": "with complete false only: the limit reached (REFEREE_BATCH_SECONDS, "
            "REFEREE_BATCH_MAX_RECORDS, REFEREE_BATCH_MAX_ANSWER_BYTES)"
        },
    )


@cache
def batch_line_schema(answer: type[Schema]) -> type[Schema]:
    """One line of a game's batch answer: a record's answer, its problem, or the closing summary."""
    attributes = {
        "line": fields.Integer(
            validate=validate.Range(1),
            metadata={"description": "the 1-based physical line number of the record in the body, blank lines counted"},
        ),
        "status": fields.Integer(
            validate=validate.OneOf([200, 400, 413, 422, 500]),
            metadata={"description": "what the single adjudicate endpoint would answer for this record"},
        ),
        "answer": fields.Nested(answer, metadata={"description": "with status 200: the adjudicate answer"}),
        "problem": fields.Nested(
            Problem, metadata={"description": "otherwise: the problem the single endpoint would answer"}
        ),
        "summary": fields.Nested(BatchSummary, metadata={"description": "the last line only"}),
        "attestation": fields.String(
            metadata={
                "description": "with status 200, when the service signs (REFEREE_SIGNING_KEY): the record's "
                "attestation, exactly the Referee-Attestation header POST .../adjudicate gives it "
                "(operation adjudicate, request the record); see docs/trust.md"
            }
        ),
        "__doc__": "One line of the answer: {line, status, answer} or {line, status, problem}; the last line is "
        "{summary}. An answer without a summary line was cut short (the client or the server went away).",
    }
    return type("AdjudicateBatchLine", (Schema,), attributes)
