from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Bid")


@_attrs_define
class Bid:
    """One seat's turn in the auction: a bid of chips, or null for a pass.

    Attributes:
        bid (int | None): chips bid, judged by the rules (at least 1, higher than the bid before); null is a pass
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
    """

    bid: int | None
    seat: int

    def to_dict(self) -> dict[str, Any]:
        bid: int | None
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

        def _parse_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bid = _parse_bid(d.pop("bid"))

        seat = d.pop("seat")

        bid = cls(
            bid=bid,
            seat=seat,
        )

        return bid
