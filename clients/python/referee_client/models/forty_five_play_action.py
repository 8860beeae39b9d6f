from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.forty_five_play_action_type import FortyFivePlayActionType

T = TypeVar("T", bound="FortyFivePlayAction")


@_attrs_define
class FortyFivePlayAction:
    """A card played to the current trick.

    Attributes:
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        type_ (FortyFivePlayActionType): always play
    """

    card: str
    seat: int
    type_: FortyFivePlayActionType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        type_ = FortyFivePlayActionType(d.pop("type"))

        forty_five_play_action = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return forty_five_play_action
