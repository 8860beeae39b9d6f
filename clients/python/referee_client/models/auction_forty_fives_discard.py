from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionFortyFivesDiscard")


@_attrs_define
class AuctionFortyFivesDiscard:
    """One seat's discard; the referee draws its replacements from the stock.

    Attributes:
        cards (list[str]): the cards discarded
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        takes (list[str] | Unset): the dealer only, under dealer_robs_pack: the cards taken from the stock instead of
            its top cards
    """

    cards: list[str]
    seat: int
    takes: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        seat = self.seat

        takes: list[str] | Unset = UNSET
        if not isinstance(self.takes, Unset):
            takes = self.takes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
            }
        )
        if takes is not UNSET:
            field_dict["takes"] = takes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        seat = d.pop("seat")

        takes = cast(list[str], d.pop("takes", UNSET))

        auction_forty_fives_discard = cls(
            cards=cards,
            seat=seat,
            takes=takes,
        )

        return auction_forty_fives_discard
