from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuctionFortyFivesDiscardMade")


@_attrs_define
class AuctionFortyFivesDiscardMade:
    """
    Attributes:
        cards (list[str]):
        drew (list[str]): the replacements the referee drew
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
    """

    cards: list[str]
    drew: list[str]
    seat: int

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        drew = self.drew

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "drew": drew,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        drew = cast(list[str], d.pop("drew"))

        seat = d.pop("seat")

        auction_forty_fives_discard_made = cls(
            cards=cards,
            drew=drew,
            seat=seat,
        )

        return auction_forty_fives_discard_made
