from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AuctionNextDeal")


@_attrs_define
class AuctionNextDeal:
    """
    Attributes:
        bidding (bool):
        names_suit (int | None): the seat naming the suit
        penalty_suit (None | str): fixed already (hearts) when nobody can name it
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
    """

    bidding: bool
    names_suit: int | None
    penalty_suit: None | str
    rule: str

    def to_dict(self) -> dict[str, Any]:
        bidding = self.bidding

        names_suit: int | None
        names_suit = self.names_suit

        penalty_suit: None | str
        penalty_suit = self.penalty_suit

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bidding": bidding,
                "names_suit": names_suit,
                "penalty_suit": penalty_suit,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bidding = d.pop("bidding")

        def _parse_names_suit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        names_suit = _parse_names_suit(d.pop("names_suit"))

        def _parse_penalty_suit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        penalty_suit = _parse_penalty_suit(d.pop("penalty_suit"))

        rule = d.pop("rule")

        auction_next_deal = cls(
            bidding=bidding,
            names_suit=names_suit,
            penalty_suit=penalty_suit,
            rule=rule,
        )

        return auction_next_deal
