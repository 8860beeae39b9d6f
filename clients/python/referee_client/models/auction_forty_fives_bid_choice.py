from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuctionFortyFivesBidChoice")


@_attrs_define
class AuctionFortyFivesBidChoice:
    """
    Attributes:
        bids (list[int]): every number the seat may bid
        hold (bool): whether the seat (the dealer) may hold
        pass_ (bool): whether the seat may pass
    """

    bids: list[int]
    hold: bool
    pass_: bool

    def to_dict(self) -> dict[str, Any]:
        bids = self.bids

        hold = self.hold

        pass_ = self.pass_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bids": bids,
                "hold": hold,
                "pass": pass_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bids = cast(list[int], d.pop("bids"))

        hold = d.pop("hold")

        pass_ = d.pop("pass")

        auction_forty_fives_bid_choice = cls(
            bids=bids,
            hold=hold,
            pass_=pass_,
        )

        return auction_forty_fives_bid_choice
