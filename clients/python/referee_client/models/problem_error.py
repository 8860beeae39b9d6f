from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProblemError")


@_attrs_define
class ProblemError:
    """
    Attributes:
        message (str):
        pointer (str): JSON Pointer (RFC 6901) into the request body; a key that no UTF-8 text can carry or that would
            not show is written with \\uXXXX escapes
    """

    message: str
    pointer: str

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        pointer = self.pointer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "pointer": pointer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        pointer = d.pop("pointer")

        problem_error = cls(
            message=message,
            pointer=pointer,
        )

        return problem_error
