from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.forty_five_rob_action_type import FortyFiveRobActionType

T = TypeVar("T", bound="FortyFiveRobAction")


@_attrs_define
class FortyFiveRobAction:
    """The holder of the ace of trumps exchanges a card of the hand for the turned card (forty-five.rob.ace).

    Attributes:
        discard (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D
            C); requests also accept 10 for T, lower case and the suit glyphs.
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        type_ (FortyFiveRobActionType): always rob
    """

    discard: str
    seat: int
    type_: FortyFiveRobActionType

    def to_dict(self) -> dict[str, Any]:
        discard = self.discard

        seat = self.seat

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "discard": discard,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discard = d.pop("discard")

        seat = d.pop("seat")

        type_ = FortyFiveRobActionType(d.pop("type"))

        forty_five_rob_action = cls(
            discard=discard,
            seat=seat,
            type_=type_,
        )

        return forty_five_rob_action
