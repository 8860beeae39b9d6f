from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bid import Bid


T = TypeVar("T", bound="AuctionCheckBidRequest")


@_attrs_define
class AuctionCheckBidRequest:
    """
    Attributes:
        bid (int | None): chips, judged by the rules (at least 1, higher than the bid before); null is a pass
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        players (int):
        bids (list[Bid] | Unset): bids so far, in order
        jackpot_deal (bool | Unset):  Default: False.
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        seat (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
    """

    bid: int | None
    dealer: int
    players: int
    bids: list[Bid] | Unset = UNSET
    jackpot_deal: bool | Unset = False
    profile: str | Unset = UNSET
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bid: int | None
        bid = self.bid

        dealer = self.dealer

        players = self.players

        bids: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bids, Unset):
            bids = []
            for bids_item_data in self.bids:
                bids_item = bids_item_data.to_dict()
                bids.append(bids_item)

        jackpot_deal = self.jackpot_deal

        profile = self.profile

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bid": bid,
                "dealer": dealer,
                "players": players,
            }
        )
        if bids is not UNSET:
            field_dict["bids"] = bids
        if jackpot_deal is not UNSET:
            field_dict["jackpot_deal"] = jackpot_deal
        if profile is not UNSET:
            field_dict["profile"] = profile
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid import Bid  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bid = _parse_bid(d.pop("bid"))

        dealer = d.pop("dealer")

        players = d.pop("players")

        _bids = d.pop("bids", UNSET)
        bids: list[Bid] | Unset = UNSET
        if _bids is not UNSET:
            bids = []
            for bids_item_data in _bids:
                bids_item = Bid.from_dict(bids_item_data)

                bids.append(bids_item)

        jackpot_deal = d.pop("jackpot_deal", UNSET)

        profile = d.pop("profile", UNSET)

        seat = d.pop("seat", UNSET)

        auction_check_bid_request = cls(
            bid=bid,
            dealer=dealer,
            players=players,
            bids=bids,
            jackpot_deal=jackpot_deal,
            profile=profile,
            seat=seat,
        )

        return auction_check_bid_request
