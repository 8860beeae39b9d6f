from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProblemError")


@_attrs_define
class ProblemError:
    """
    Attributes:
        message (str):
        pointer (str): JSON Pointer (RFC 6901) into the request body; a key that no UTF-8 text can carry or that would
            not show is written with \\uXXXX escapes
        column (int | Unset): with line: the column, from 1, counted in characters
        line (int | Unset): for a record sent as text (text/x-referee-record): the line of the text the problem is on,
            from 1
    """

    message: str
    pointer: str
    column: int | Unset = UNSET
    line: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        pointer = self.pointer

        column = self.column

        line = self.line

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "pointer": pointer,
            }
        )
        if column is not UNSET:
            field_dict["column"] = column
        if line is not UNSET:
            field_dict["line"] = line

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        pointer = d.pop("pointer")

        column = d.pop("column", UNSET)

        line = d.pop("line", UNSET)

        problem_error = cls(
            message=message,
            pointer=pointer,
            column=column,
            line=line,
        )

        return problem_error
