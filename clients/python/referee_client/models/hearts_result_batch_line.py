from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.hearts_result_batch_line_status import HeartsResultBatchLineStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hearts_result_answer import HeartsResultAnswer
    from ..models.problem import Problem
    from ..models.result_batch_summary import ResultBatchSummary


T = TypeVar("T", bound="HeartsResultBatchLine")


@_attrs_define
class HeartsResultBatchLine:
    """
    Attributes:
        answer (HeartsResultAnswer | Unset):
        attestation (str | Unset): with status 200, when the service signs (REFEREE_SIGNING_KEY): the record's
            attestation, exactly the Referee-Attestation header POST .../result gives it (operation result, request the
            record); see docs/trust.md
        line (int | Unset): the 1-based physical line number of the record in the body, blank lines counted
        problem (Problem | Unset):
        status (HeartsResultBatchLineStatus | Unset): what the single result endpoint would answer for this record
        summary (ResultBatchSummary | Unset):
    """

    answer: HeartsResultAnswer | Unset = UNSET
    attestation: str | Unset = UNSET
    line: int | Unset = UNSET
    problem: Problem | Unset = UNSET
    status: HeartsResultBatchLineStatus | Unset = UNSET
    summary: ResultBatchSummary | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        answer: dict[str, Any] | Unset = UNSET
        if not isinstance(self.answer, Unset):
            answer = self.answer.to_dict()

        attestation = self.attestation

        line = self.line

        problem: dict[str, Any] | Unset = UNSET
        if not isinstance(self.problem, Unset):
            problem = self.problem.to_dict()

        status: int | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        summary: dict[str, Any] | Unset = UNSET
        if not isinstance(self.summary, Unset):
            summary = self.summary.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if answer is not UNSET:
            field_dict["answer"] = answer
        if attestation is not UNSET:
            field_dict["attestation"] = attestation
        if line is not UNSET:
            field_dict["line"] = line
        if problem is not UNSET:
            field_dict["problem"] = problem
        if status is not UNSET:
            field_dict["status"] = status
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_result_answer import HeartsResultAnswer  # noqa: PLC0415
        from ..models.problem import Problem  # noqa: PLC0415
        from ..models.result_batch_summary import ResultBatchSummary  # noqa: PLC0415

        d = dict(src_dict)
        _answer = d.pop("answer", UNSET)
        answer: HeartsResultAnswer | Unset
        if isinstance(_answer, Unset):
            answer = UNSET
        else:
            answer = HeartsResultAnswer.from_dict(_answer)

        attestation = d.pop("attestation", UNSET)

        line = d.pop("line", UNSET)

        _problem = d.pop("problem", UNSET)
        problem: Problem | Unset
        if isinstance(_problem, Unset):
            problem = UNSET
        else:
            problem = Problem.from_dict(_problem)

        _status = d.pop("status", UNSET)
        status: HeartsResultBatchLineStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = HeartsResultBatchLineStatus(_status)

        _summary = d.pop("summary", UNSET)
        summary: ResultBatchSummary | Unset
        if isinstance(_summary, Unset):
            summary = UNSET
        else:
            summary = ResultBatchSummary.from_dict(_summary)

        hearts_result_batch_line = cls(
            answer=answer,
            attestation=attestation,
            line=line,
            problem=problem,
            status=status,
            summary=summary,
        )

        return hearts_result_batch_line
