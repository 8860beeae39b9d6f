from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DisputesAnalysisUnit")


@_attrs_define
class DisputesAnalysisUnit:
    """
    Attributes:
        plural (str):
        singular (str):
    """

    plural: str
    singular: str

    def to_dict(self) -> dict[str, Any]:
        plural = self.plural

        singular = self.singular

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plural": plural,
                "singular": singular,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plural = d.pop("plural")

        singular = d.pop("singular")

        disputes_analysis_unit = cls(
            plural=plural,
            singular=singular,
        )

        return disputes_analysis_unit
