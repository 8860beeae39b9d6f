from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.hearts_pass_choice_direction import HeartsPassChoiceDirection

T = TypeVar("T", bound="HeartsPassChoice")


@_attrs_define
class HeartsPassChoice:
    """
    Attributes:
        count (int): how many cards the seat to act passes (0 on a hold deal)
        direction (HeartsPassChoiceDirection):
    """

    count: int
    direction: HeartsPassChoiceDirection

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        direction = self.direction.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "direction": direction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        direction = HeartsPassChoiceDirection(d.pop("direction"))

        hearts_pass_choice = cls(
            count=count,
            direction=direction,
        )

        return hearts_pass_choice
