"""Many records in one stream, one JSON record a line (NDJSON), each answered on a line, for each operation that
takes batches (BATCHED: adjudicate and result).

Every line goes through the single-record path (referee.operations): the same validation, the same
answer and the same problem body as POST /v1/games/{game}/{operation}. The HTTP endpoints
({operation}/batch), the CLI (`referee adjudicate|result GAME FILE.ndjson --jobs N`) and the Dask runner all
answer through this module, so they cannot disagree.

An answer line is ``{"line": n, "status": 200, "answer": {...}}`` or ``{"line": n, "status": 400 |
413 | 422, "problem": {...}}``, ``n`` the 1-based physical line number (blank lines are counted and
not answered); the last line is ``{"summary": {...}}``. A bad line never stops the batch; a limit (Stop: the
time, the records or the answer's bytes the service allows one body) does, and the summary then says
``"complete": false`` and the last line answered, so the client can send the rest again. An answer that ends
without a summary line was cut (the client or the server went away).
"""

import logging
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from referee.jsonio import to_compact_json_bytes
from referee.operations import NotJson, UnknownOperation, find, invalid_record_problem, parse_body, problem, run_raw
from referee.rulings import InvalidRecord
from referee.schemas.common import Operation
from referee.settings import DEFAULT_BODY_BYTES

ADJUDICATE = "adjudicate"
RESULT = "result"
# Each line obeys the single-request limit of the service (its REFEREE_MAX_BODY_BYTES default).
DEFAULT_LINE_LIMIT = DEFAULT_BODY_BYTES
READ_CHUNK = 64 * 1024

log = logging.getLogger("referee")


def _violated(answer: dict) -> list[str]:
    return [] if answer["valid"] else [answer["violation"]["rule"]]


def _irregular(answer: dict) -> list[str]:
    return [irregularity["rule"] for irregularity in answer["irregularities"]]


@dataclass(frozen=True)
class Verdict:
    """How a batch of one operation counts its answers: the answer's yes-or-no ``field``, the summary's names for
    the records counted yes and no, and the rule ids it counts under ``by_rule``."""

    field: str
    yes: str
    no: str
    by_rule: str
    rules: Callable[[dict], list[str]]


# The operations that take batches, each with how its summary counts.
VERDICTS = {
    ADJUDICATE: Verdict("valid", "valid", "invalid", "violations", _violated),
    RESULT: Verdict("settled", "settled", "unsettled", "irregularities", _irregular),
}
BATCHED = tuple(VERDICTS)


@dataclass
class Tally:
    """What a batch (or part of one) of ``operation`` came to; tallies of parts add up to the whole. ``yes`` and
    ``no`` count the records answered by the verdict's field (adjudicate: valid; result: settled), ``rules`` the
    rule ids the verdict counts (adjudicate: each invalid record's violation; result: each irregularity's)."""

    operation: str = ADJUDICATE
    records: int = 0
    yes: int = 0
    no: int = 0
    errors: int = 0
    rules: Counter = field(default_factory=Counter)
    error_statuses: Counter = field(default_factory=Counter)  # HTTP status -> lines refused with it
    last_line: int = 0  # the last physical line read and answered (or blank), 0 before any
    # The limit that ended the batch before its last line ("time", "records", "answer-bytes"), None if none did.
    stopped: str | None = None

    @property
    def complete(self) -> bool:
        return self.stopped is None

    @property
    def verdict(self) -> Verdict:
        return VERDICTS[self.operation]

    def count(self, status: int, body: dict) -> None:
        self.records += 1
        if status != 200:
            self.errors += 1
            self.error_statuses[status] += 1
            return
        verdict = self.verdict
        if body[verdict.field]:
            self.yes += 1
        else:
            self.no += 1
        self.rules.update(verdict.rules(body))

    def add(self, other: "Tally") -> "Tally":
        self.records += other.records
        self.yes += other.yes
        self.no += other.no
        self.errors += other.errors
        self.rules.update(other.rules)
        self.error_statuses.update(other.error_statuses)
        self.last_line = max(self.last_line, other.last_line)
        self.stopped = self.stopped or other.stopped
        return self

    @property
    def all_yes(self) -> bool:
        """Every record answered, and answered yes (adjudicate: valid; result: settled)."""
        return self.yes == self.records

    def summary(self) -> dict:
        """The batch's last line: the contract's counts (named by the operation's verdict), the rule ids counted,
        whether every line was answered and, when not, the limit that stopped it."""
        verdict = self.verdict
        summary = {
            "records": self.records,
            verdict.yes: self.yes,
            verdict.no: self.no,
            "errors": self.errors,
            verdict.by_rule: dict(sorted(self.rules.items())),
            "complete": self.complete,
            "last_line": self.last_line,
        }
        if self.stopped is not None:
            summary["stopped"] = self.stopped
        return {"summary": summary}


# A batch's clock is read once every this many records: reading it for every one would cost more than a
# deadline checked a few milliseconds late.
CLOCK_EVERY = 32
_UNBOUNDED = 1 << 62  # more records or bytes than any batch has


@dataclass(frozen=True)
class Stop:
    """Where a batch stops short of its end: a deadline on ``clock`` (time.monotonic's scale), a number of
    records, a number of answer bytes. None: no such limit (the CLI's batches have none)."""

    deadline: float | None = None
    records: int | None = None
    answer_bytes: int | None = None
    clock: Callable[[], float] = time.monotonic

    @classmethod
    def within(
        cls, seconds: float, records: int, answer_bytes: int, clock: Callable[[], float] = time.monotonic
    ) -> "Stop":
        return cls(clock() + seconds, records, answer_bytes, clock)

    def reached(self, records: int, answered_bytes: int) -> str | None:
        """The limit that stops a batch before its next record, ``records`` answered and ``answered_bytes``
        written, or None."""
        if self.records is not None and records >= self.records:
            return "records"
        if self.answer_bytes is not None and answered_bytes >= self.answer_bytes:
            return "answer-bytes"
        if self.deadline is not None and records % CLOCK_EVERY == 0 and self.clock() > self.deadline:
            return "time"
        return None


def physical_lines(read: Callable[[int], bytes], line_limit: int = DEFAULT_LINE_LIMIT) -> Iterator[bytes | None]:
    """Every line ``read`` gives, in order, without its newline; None for a line longer than
    ``line_limit`` bytes, whose bytes are skipped as they come, never held. At most a chunk and
    one line are in memory, however long the stream."""
    held, skipping = b"", False
    while chunk := read(READ_CHUNK):
        start = 0
        while (end := chunk.find(b"\n", start)) >= 0:
            piece = chunk[start:end]
            if skipping or len(held) + len(piece) > line_limit:
                yield None
            else:
                yield held + piece if held else piece
            held, skipping, start = b"", False, end + 1
        rest = chunk[start:]
        if not skipping:
            if len(held) + len(rest) > line_limit:
                held, skipping = b"", True
            else:
                held += rest
    if skipping:
        yield None
    elif held:
        yield held


def too_long_problem(line_limit: int) -> dict:
    return problem(
        413, "Request Entity Too Large", f"This line is longer than the limit of {line_limit} bytes for one record."
    )


def answer_record(operation: Operation, raw: bytes | None, line_limit: int) -> tuple[int, dict]:
    """(status, answer or problem) for one record, exactly as the single endpoint answers it."""
    if raw is None:
        return 413, too_long_problem(line_limit)
    try:
        return 200, run_raw(operation, raw)
    except NotJson as error:
        return 400, problem(400, "Bad Request", str(error))
    except InvalidRecord as error:
        return 422, invalid_record_problem(error)
    except Exception:  # a bug must cost one line, not the batch: logged as the single endpoint logs it
        log.exception("unhandled error in a batch line")
        return 500, problem(
            500, "Internal Server Error", "The referee failed on this record; the error has been logged."
        )


# Signs one record's answer as the single endpoint would (request, answer -> the attestation, or None).
Sign = Callable[[dict, dict], "str | None"]


def answer_lines(
    operation: Operation,
    lines: Iterable[tuple[int, bytes | None]],
    tally: Tally,
    line_limit: int = DEFAULT_LINE_LIMIT,
    sign: Sign | None = None,
    stop: Stop | None = None,
) -> Iterator[bytes]:
    """An encoded answer line (newline included) for each numbered line that is not blank, until ``stop``
    says so (then ``tally.stopped`` names the limit); with ``sign``, each answered record carries the
    attestation its single request would get."""
    answered_bytes = records = 0
    # The limits as plain numbers, compared on every record; Stop itself is asked only when one may be reached.
    most_records = most_bytes = _UNBOUNDED
    clocked = False
    if stop is not None:
        most_records = most_records if stop.records is None else stop.records
        most_bytes = most_bytes if stop.answer_bytes is None else stop.answer_bytes
        clocked = stop.deadline is not None
    for number, raw in lines:
        if raw is not None and not raw.strip():
            tally.last_line = number
            continue
        if records >= most_records or answered_bytes >= most_bytes or (clocked and records % CLOCK_EVERY == 0):
            if (reached := stop.reached(records, answered_bytes)) is not None:
                tally.stopped = reached
                return
        records += 1
        status, body = answer_record(operation, raw, line_limit)
        tally.count(status, body)
        entry = {"line": number, "status": status, "answer" if status == 200 else "problem": body}
        if sign is not None and status == 200:
            attestation = sign(parse_body(raw), body)
            if attestation is not None:
                entry["attestation"] = attestation
        encoded = to_compact_json_bytes(entry) + b"\n"
        answered_bytes += len(encoded)
        tally.last_line = number
        yield encoded


def answer_stream(
    operation: Operation,
    read: Callable[[int], bytes],
    tally: Tally,
    line_limit: int = DEFAULT_LINE_LIMIT,
    sign: Sign | None = None,
    stop: Stop | None = None,
) -> Iterator[bytes]:
    """The answer lines for everything ``read`` gives (up to ``stop``), then the summary line."""
    yield from answer_lines(operation, enumerate(physical_lines(read, line_limit), 1), tally, line_limit, sign, stop)
    yield summary_line(tally)


def summary_line(tally: Tally) -> bytes:
    return to_compact_json_bytes(tally.summary()) + b"\n"


def batch_operation(game: str, operation: str = ADJUDICATE) -> Operation:
    """The operation every line of a batch of ``operation`` goes through; UnknownOperation (a 404) for a game
    without it."""
    return find(game, operation)


__all__ = [
    "ADJUDICATE",
    "BATCHED",
    "RESULT",
    "VERDICTS",
    "DEFAULT_LINE_LIMIT",
    "Stop",
    "Tally",
    "UnknownOperation",
    "answer_lines",
    "answer_record",
    "answer_stream",
    "batch_operation",
    "physical_lines",
    "summary_line",
]
