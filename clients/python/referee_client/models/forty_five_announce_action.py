from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.forty_five_announce_action_type import FortyFiveAnnounceActionType

T = TypeVar("T", bound="FortyFiveAnnounceAction")


@_attrs_define
class FortyFiveAnnounceAction:
    """The holder of the ace of trumps keeps the hand and announces the ace (forty-five.rob.announce).

    Attributes:
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        type_ (FortyFiveAnnounceActionType): always announce
    """

    seat: int
    type_: FortyFiveAnnounceActionType

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = FortyFiveAnnounceActionType(d.pop("type"))

        forty_five_announce_action = cls(
            seat=seat,
            type_=type_,
        )

        return forty_five_announce_action
