from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuctionFortyFivesDiscardChoice")


@_attrs_define
class AuctionFortyFivesDiscardChoice:
    """
    Attributes:
        chooses_replacements (bool): the dealer under dealer_robs_pack takes cards of its choice
        least (int):
        most (int): the most cards it may discard (the stock limits it)
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        stock_left (int):
    """

    chooses_replacements: bool
    least: int
    most: int
    seat: int
    stock_left: int

    def to_dict(self) -> dict[str, Any]:
        chooses_replacements = self.chooses_replacements

        least = self.least

        most = self.most

        seat = self.seat

        stock_left = self.stock_left

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chooses_replacements": chooses_replacements,
                "least": least,
                "most": most,
                "seat": seat,
                "stock_left": stock_left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chooses_replacements = d.pop("chooses_replacements")

        least = d.pop("least")

        most = d.pop("most")

        seat = d.pop("seat")

        stock_left = d.pop("stock_left")

        auction_forty_fives_discard_choice = cls(
            chooses_replacements=chooses_replacements,
            least=least,
            most=most,
            seat=seat,
            stock_left=stock_left,
        )

        return auction_forty_fives_discard_choice
