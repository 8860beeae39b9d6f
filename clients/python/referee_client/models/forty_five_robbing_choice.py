from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.forty_five_robbing_choice_type import FortyFiveRobbingChoiceType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FortyFiveRobbingChoice")


@_attrs_define
class FortyFiveRobbingChoice:
    """
    Attributes:
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        type_ (FortyFiveRobbingChoiceType):
        discard (str | Unset): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits
            S H D C); requests also accept 10 for T, lower case and the suit glyphs.
    """

    seat: int
    type_: FortyFiveRobbingChoiceType
    discard: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        discard = self.discard

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if discard is not UNSET:
            field_dict["discard"] = discard

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = FortyFiveRobbingChoiceType(d.pop("type"))

        discard = d.pop("discard", UNSET)

        forty_five_robbing_choice = cls(
            seat=seat,
            type_=type_,
            discard=discard,
        )

        return forty_five_robbing_choice
