from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.forty_five_dealer_rob_action_type import FortyFiveDealerRobActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FortyFiveDealerRobAction")


@_attrs_define
class FortyFiveDealerRobAction:
    """The dealer, having turned an ace, discards now and takes the ace after trick 1 (forty-five.rob.turned-ace).

    Attributes:
        discard (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D
            C); requests also accept 10 for T, lower case and the suit glyphs.
        type_ (FortyFiveDealerRobActionType): always dealer-rob
        seat (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
    """

    discard: str
    type_: FortyFiveDealerRobActionType
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        discard = self.discard

        type_ = self.type_.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "discard": discard,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discard = d.pop("discard")

        type_ = FortyFiveDealerRobActionType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        forty_five_dealer_rob_action = cls(
            discard=discard,
            type_=type_,
            seat=seat,
        )

        return forty_five_dealer_rob_action
