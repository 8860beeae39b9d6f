from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuctionFortyFivesAuctionSummary")


@_attrs_define
class AuctionFortyFivesAuctionSummary:
    """
    Attributes:
        bid (int):
        bidder (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
    """

    bid: int
    bidder: int
    trump: str

    def to_dict(self) -> dict[str, Any]:
        bid = self.bid

        bidder = self.bidder

        trump = self.trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bid": bid,
                "bidder": bidder,
                "trump": trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bid = d.pop("bid")

        bidder = d.pop("bidder")

        trump = d.pop("trump")

        auction_forty_fives_auction_summary = cls(
            bid=bid,
            bidder=bidder,
            trump=trump,
        )

        return auction_forty_fives_auction_summary
