from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.result_batch_summary_stopped import ResultBatchSummaryStopped
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.result_batch_summary_irregularities import ResultBatchSummaryIrregularities


T = TypeVar("T", bound="ResultBatchSummary")


@_attrs_define
class ResultBatchSummary:
    """
    Attributes:
        complete (bool): true: every line of the body was answered; false: a limit stopped the batch after line
            last_line (stopped names it), and the lines after it were not read: send them again
        errors (int): lines answered with a problem
        irregularities (ResultBatchSummaryIrregularities): the irregularities of every record answered, by their rule id
        last_line (int): the last physical line of the body read (answered, or blank); 0 before any
        records (int): lines that were not blank
        settled (int): records answered 200 with settled: true
        unsettled (int): records answered 200 with settled: false
        stopped (ResultBatchSummaryStopped | Unset): with complete false only: the limit reached (REFEREE_BATCH_SECONDS,
            REFEREE_BATCH_MAX_RECORDS, REFEREE_BATCH_MAX_ANSWER_BYTES)
    """

    complete: bool
    errors: int
    irregularities: ResultBatchSummaryIrregularities
    last_line: int
    records: int
    settled: int
    unsettled: int
    stopped: ResultBatchSummaryStopped | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        complete = self.complete

        errors = self.errors

        irregularities = self.irregularities.to_dict()

        last_line = self.last_line

        records = self.records

        settled = self.settled

        unsettled = self.unsettled

        stopped: str | Unset = UNSET
        if not isinstance(self.stopped, Unset):
            stopped = self.stopped.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "complete": complete,
                "errors": errors,
                "irregularities": irregularities,
                "last_line": last_line,
                "records": records,
                "settled": settled,
                "unsettled": unsettled,
            }
        )
        if stopped is not UNSET:
            field_dict["stopped"] = stopped

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_batch_summary_irregularities import ResultBatchSummaryIrregularities  # noqa: PLC0415

        d = dict(src_dict)
        complete = d.pop("complete")

        errors = d.pop("errors")

        irregularities = ResultBatchSummaryIrregularities.from_dict(d.pop("irregularities"))

        last_line = d.pop("last_line")

        records = d.pop("records")

        settled = d.pop("settled")

        unsettled = d.pop("unsettled")

        _stopped = d.pop("stopped", UNSET)
        stopped: ResultBatchSummaryStopped | Unset
        if isinstance(_stopped, Unset):
            stopped = UNSET
        else:
            stopped = ResultBatchSummaryStopped(_stopped)

        result_batch_summary = cls(
            complete=complete,
            errors=errors,
            irregularities=irregularities,
            last_line=last_line,
            records=records,
            settled=settled,
            unsettled=unsettled,
            stopped=stopped,
        )

        return result_batch_summary
