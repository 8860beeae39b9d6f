from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuctionHeartsBidChoice")


@_attrs_define
class AuctionHeartsBidChoice:
    """
    Attributes:
        maximum (int): the most it may bid (auction-hearts.i-bid-limit); a minimum above it leaves only a pass
        minimum (int): the least bid it may make
        pass_ (bool): whether the seat may pass
    """

    maximum: int
    minimum: int
    pass_: bool

    def to_dict(self) -> dict[str, Any]:
        maximum = self.maximum

        minimum = self.minimum

        pass_ = self.pass_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "maximum": maximum,
                "minimum": minimum,
                "pass": pass_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        maximum = d.pop("maximum")

        minimum = d.pop("minimum")

        pass_ = d.pop("pass")

        auction_hearts_bid_choice = cls(
            maximum=maximum,
            minimum=minimum,
            pass_=pass_,
        )

        return auction_hearts_bid_choice
