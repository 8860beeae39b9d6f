from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuctionFortyFivesHighestTrump")


@_attrs_define
class AuctionFortyFivesHighestTrump:
    """
    Attributes:
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        side (int): the side that took that trick
        trick (int): 0-based: the trick holding it
    """

    card: str
    side: int
    trick: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        side = self.side

        trick = self.trick

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "side": side,
                "trick": trick,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        side = d.pop("side")

        trick = d.pop("trick")

        auction_forty_fives_highest_trump = cls(
            card=card,
            side=side,
            trick=trick,
        )

        return auction_forty_fives_highest_trump
