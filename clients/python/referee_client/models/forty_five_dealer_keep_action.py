from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.forty_five_dealer_keep_action_type import FortyFiveDealerKeepActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FortyFiveDealerKeepAction")


@_attrs_define
class FortyFiveDealerKeepAction:
    """The dealer, having turned an ace, plays the original hand (forty-five.rob.turned-ace).

    Attributes:
        type_ (FortyFiveDealerKeepActionType): always dealer-keep
        seat (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
    """

    type_: FortyFiveDealerKeepActionType
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = FortyFiveDealerKeepActionType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        forty_five_dealer_keep_action = cls(
            type_=type_,
            seat=seat,
        )

        return forty_five_dealer_keep_action
