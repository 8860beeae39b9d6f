"""The lines of a batch's answer (adjudicate/batch, result/batch), for the spec: one schema a line, per game and
operation (its answer differs)."""

from functools import cache

from marshmallow import Schema, fields, validate

from referee.batch import ADJUDICATE, VERDICTS
from referee.schemas.common import Problem

# What the summary's counts mean, for each operation that takes batches: the records answered yes and no by the
# verdict's field, and the rule ids counted (referee.batch.VERDICTS names them).
COUNTED = {
    "adjudicate": (
        "records answered 200 with valid: true",
        "records answered 200 with valid: false",
        "invalid records by the rule id of their violation",
    ),
    "result": (
        "records answered 200 with settled: true",
        "records answered 200 with settled: false",
        "the irregularities of every record answered, by their rule id",
    ),
}


class BatchSummary(Schema):
    records = fields.Integer(required=True, metadata={"description": "lines that were not blank"})
    errors = fields.Integer(required=True, metadata={"description": "lines answered with a problem"})
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
def summary_schema(operation: str) -> type[Schema]:
    """The summary line of a batch of ``operation``: its counts named by the operation's verdict."""
    verdict = VERDICTS[operation]
    yes, no, by_rule = COUNTED[operation]
    counts = {
        verdict.yes: fields.Integer(required=True, metadata={"description": yes}),
        verdict.no: fields.Integer(required=True, metadata={"description": no}),
        verdict.by_rule: fields.Dict(
            keys=fields.String(), values=fields.Integer(), required=True, metadata={"description": by_rule}
        ),
    }
    name = "BatchSummary" if operation == ADJUDICATE else f"{operation.title()}BatchSummary"
    return BatchSummary.from_dict(counts, name=name)


@cache
def batch_line_schema(answer: type[Schema], operation: str = ADJUDICATE) -> type[Schema]:
    """One line of a game's batch answer: a record's answer, its problem, or the closing summary."""
    attributes = {
        "line": fields.Integer(
            validate=validate.Range(1),
            metadata={"description": "the 1-based physical line number of the record in the body, blank lines counted"},
        ),
        "status": fields.Integer(
            validate=validate.OneOf([200, 400, 413, 422, 500]),
            metadata={"description": f"what the single {operation} endpoint would answer for this record"},
        ),
        "answer": fields.Nested(answer, metadata={"description": f"with status 200: the {operation} answer"}),
        "problem": fields.Nested(
            Problem, metadata={"description": "otherwise: the problem the single endpoint would answer"}
        ),
        "summary": fields.Nested(summary_schema(operation), metadata={"description": "the last line only"}),
        "attestation": fields.String(
            metadata={
                "description": "with status 200, when the service signs (REFEREE_SIGNING_KEY): the record's "
                f"attestation, exactly the Referee-Attestation header POST .../{operation} gives it "
                f"(operation {operation}, request the record); see docs/trust.md"
            }
        ),
        "__doc__": "One line of the answer: {line, status, answer} or {line, status, problem}; the last line is "
        "{summary}. An answer without a summary line was cut short (the client or the server went away).",
    }
    return type(f"{operation.title()}BatchLine", (Schema,), attributes)
