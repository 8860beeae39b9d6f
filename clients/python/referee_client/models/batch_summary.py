from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.batch_summary_stopped import BatchSummaryStopped
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_summary_violations import BatchSummaryViolations


T = TypeVar("T", bound="BatchSummary")


@_attrs_define
class BatchSummary:
    """
    Attributes:
        complete (bool): true: every line of the body was answered; false: a limit stopped the batch after line
            last_line (stopped names it), and the lines after it were not read: send them again
        errors (int): lines answered with a problem
        invalid (int): records answered 200 with valid: false
        last_line (int): the last physical line of the body read (answered, or blank); 0 before any
        records (int): lines that were not blank
        valid (int): records answered 200 with valid: true
        violations (BatchSummaryViolations): invalid records by the rule id of their violation
        stopped (BatchSummaryStopped | Unset): with complete false only: the limit reached (REFEREE_BATCH_SECONDS,
            REFEREE_BATCH_MAX_RECORDS, REFEREE_BATCH_MAX_ANSWER_BYTES)
    """

    complete: bool
    errors: int
    invalid: int
    last_line: int
    records: int
    valid: int
    violations: BatchSummaryViolations
    stopped: BatchSummaryStopped | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        complete = self.complete

        errors = self.errors

        invalid = self.invalid

        last_line = self.last_line

        records = self.records

        valid = self.valid

        violations = self.violations.to_dict()

        stopped: str | Unset = UNSET
        if not isinstance(self.stopped, Unset):
            stopped = self.stopped.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "complete": complete,
                "errors": errors,
                "invalid": invalid,
                "last_line": last_line,
                "records": records,
                "valid": valid,
                "violations": violations,
            }
        )
        if stopped is not UNSET:
            field_dict["stopped"] = stopped

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_summary_violations import BatchSummaryViolations  # noqa: PLC0415

        d = dict(src_dict)
        complete = d.pop("complete")

        errors = d.pop("errors")

        invalid = d.pop("invalid")

        last_line = d.pop("last_line")

        records = d.pop("records")

        valid = d.pop("valid")

        violations = BatchSummaryViolations.from_dict(d.pop("violations"))

        _stopped = d.pop("stopped", UNSET)
        stopped: BatchSummaryStopped | Unset
        if isinstance(_stopped, Unset):
            stopped = UNSET
        else:
            stopped = BatchSummaryStopped(_stopped)

        batch_summary = cls(
            complete=complete,
            errors=errors,
            invalid=invalid,
            last_line=last_line,
            records=records,
            valid=valid,
            violations=violations,
            stopped=stopped,
        )

        return batch_summary
