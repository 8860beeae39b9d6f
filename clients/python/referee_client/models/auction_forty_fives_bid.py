from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_forty_fives_bid_value_type_1 import AuctionFortyFivesBidValueType1

T = TypeVar("T", bound="AuctionFortyFivesBid")


@_attrs_define
class AuctionFortyFivesBid:
    """One turn of the auction: a bid, "hold" (the dealer only), or null for a pass.

    Attributes:
        bid (AuctionFortyFivesBidValueType1 | int | None): a number (legal: a multiple of 5 from 15 or 20 to 30; any
            other whole number is judged illegal), "hold" (the dealer takes the last bid at its value), or null for a pass
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
    """

    bid: AuctionFortyFivesBidValueType1 | int | None
    seat: int

    def to_dict(self) -> dict[str, Any]:
        bid: int | None | str
        if isinstance(self.bid, AuctionFortyFivesBidValueType1):
            bid = self.bid.value
        else:
            bid = self.bid

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bid": bid,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_bid(data: object) -> AuctionFortyFivesBidValueType1 | int | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_auction_forty_fives_bid_value_type_1 = AuctionFortyFivesBidValueType1(data)

                return componentsschemas_auction_forty_fives_bid_value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionFortyFivesBidValueType1 | int | None, data)

        bid = _parse_bid(d.pop("bid"))

        seat = d.pop("seat")

        auction_forty_fives_bid = cls(
            bid=bid,
            seat=seat,
        )

        return auction_forty_fives_bid
