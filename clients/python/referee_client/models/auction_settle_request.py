from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionSettleRequest")


@_attrs_define
class AuctionSettleRequest:
    """
    Attributes:
        penalty_suit (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        players (int):
        taken (list[int]): penalty cards each seat took, in seat order
        bid (int | None | Unset): the winning bid; null when all passed or on a jackpot deal
        bidder (int | None | Unset): If left out: null
        jackpot_deal (bool | Unset):  Default: False.
        pot_before (int | Unset):  Default: 0.
        previous_bidder (int | None | Unset): If left out: null
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    penalty_suit: str
    players: int
    taken: list[int]
    bid: int | None | Unset = UNSET
    bidder: int | None | Unset = UNSET
    jackpot_deal: bool | Unset = False
    pot_before: int | Unset = 0
    previous_bidder: int | None | Unset = UNSET
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        penalty_suit = self.penalty_suit

        players = self.players

        taken = self.taken

        bid: int | None | Unset
        if isinstance(self.bid, Unset):
            bid = UNSET
        else:
            bid = self.bid

        bidder: int | None | Unset
        if isinstance(self.bidder, Unset):
            bidder = UNSET
        else:
            bidder = self.bidder

        jackpot_deal = self.jackpot_deal

        pot_before = self.pot_before

        previous_bidder: int | None | Unset
        if isinstance(self.previous_bidder, Unset):
            previous_bidder = UNSET
        else:
            previous_bidder = self.previous_bidder

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "penalty_suit": penalty_suit,
                "players": players,
                "taken": taken,
            }
        )
        if bid is not UNSET:
            field_dict["bid"] = bid
        if bidder is not UNSET:
            field_dict["bidder"] = bidder
        if jackpot_deal is not UNSET:
            field_dict["jackpot_deal"] = jackpot_deal
        if pot_before is not UNSET:
            field_dict["pot_before"] = pot_before
        if previous_bidder is not UNSET:
            field_dict["previous_bidder"] = previous_bidder
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        penalty_suit = d.pop("penalty_suit")

        players = d.pop("players")

        taken = cast(list[int], d.pop("taken"))

        def _parse_bid(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bid = _parse_bid(d.pop("bid", UNSET))

        def _parse_bidder(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bidder = _parse_bidder(d.pop("bidder", UNSET))

        jackpot_deal = d.pop("jackpot_deal", UNSET)

        pot_before = d.pop("pot_before", UNSET)

        def _parse_previous_bidder(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        previous_bidder = _parse_previous_bidder(d.pop("previous_bidder", UNSET))

        profile = d.pop("profile", UNSET)

        auction_settle_request = cls(
            penalty_suit=penalty_suit,
            players=players,
            taken=taken,
            bid=bid,
            bidder=bidder,
            jackpot_deal=jackpot_deal,
            pot_before=pot_before,
            previous_bidder=previous_bidder,
            profile=profile,
        )

        return auction_settle_request
