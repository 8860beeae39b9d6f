from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_forty_fives_bid_value_type_1 import AuctionFortyFivesBidValueType1
from ..models.auction_forty_fives_check_bid_request_all_pass import AuctionFortyFivesCheckBidRequestAllPass
from ..models.auction_forty_fives_check_bid_request_min_bid import AuctionFortyFivesCheckBidRequestMinBid
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_forty_fives_bid import AuctionFortyFivesBid


T = TypeVar("T", bound="AuctionFortyFivesCheckBidRequest")


@_attrs_define
class AuctionFortyFivesCheckBidRequest:
    """
    Attributes:
        bid (AuctionFortyFivesBidValueType1 | int | None): a number, "hold" (the dealer only) or null for a pass
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        players (int): 4 or 6
        all_pass (AuctionFortyFivesCheckBidRequestAllPass | Unset): when every player passes: redeal (nobody scores, the
            deal passes to the left: auction-forty-fives.i-all-pass) or dealer-bagged (the dealer may not pass when the
            others all have: auction-forty-fives.bid.bagged); if left out: the profile's, else "redeal"
        bids (list[AuctionFortyFivesBid] | Unset): the bids so far, in order
        min_bid (AuctionFortyFivesCheckBidRequestMinBid | Unset): the least bid: 15 (Bicycle) or 20 (auction-forty-
            fives.bid.value); if left out: the profile's, else 15
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scores_before (list[int] | Unset): each side's total before this hand (side 0: the even seats); below zero after
            a set
        seat (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
    """

    bid: AuctionFortyFivesBidValueType1 | int | None
    dealer: int
    players: int
    all_pass: AuctionFortyFivesCheckBidRequestAllPass | Unset = UNSET
    bids: list[AuctionFortyFivesBid] | Unset = UNSET
    min_bid: AuctionFortyFivesCheckBidRequestMinBid | Unset = UNSET
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bid: int | None | str
        if isinstance(self.bid, AuctionFortyFivesBidValueType1):
            bid = self.bid.value
        else:
            bid = self.bid

        dealer = self.dealer

        players = self.players

        all_pass: str | Unset = UNSET
        if not isinstance(self.all_pass, Unset):
            all_pass = self.all_pass.value

        bids: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bids, Unset):
            bids = []
            for bids_item_data in self.bids:
                bids_item = bids_item_data.to_dict()
                bids.append(bids_item)

        min_bid: int | Unset = UNSET
        if not isinstance(self.min_bid, Unset):
            min_bid = self.min_bid.value

        profile = self.profile

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bid": bid,
                "dealer": dealer,
                "players": players,
            }
        )
        if all_pass is not UNSET:
            field_dict["all_pass"] = all_pass
        if bids is not UNSET:
            field_dict["bids"] = bids
        if min_bid is not UNSET:
            field_dict["min_bid"] = min_bid
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_forty_fives_bid import AuctionFortyFivesBid  # noqa: PLC0415

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

        dealer = d.pop("dealer")

        players = d.pop("players")

        _all_pass = d.pop("all_pass", UNSET)
        all_pass: AuctionFortyFivesCheckBidRequestAllPass | Unset
        if isinstance(_all_pass, Unset):
            all_pass = UNSET
        else:
            all_pass = AuctionFortyFivesCheckBidRequestAllPass(_all_pass)

        _bids = d.pop("bids", UNSET)
        bids: list[AuctionFortyFivesBid] | Unset = UNSET
        if _bids is not UNSET:
            bids = []
            for bids_item_data in _bids:
                bids_item = AuctionFortyFivesBid.from_dict(bids_item_data)

                bids.append(bids_item)

        _min_bid = d.pop("min_bid", UNSET)
        min_bid: AuctionFortyFivesCheckBidRequestMinBid | Unset
        if isinstance(_min_bid, Unset):
            min_bid = UNSET
        else:
            min_bid = AuctionFortyFivesCheckBidRequestMinBid(_min_bid)

        profile = d.pop("profile", UNSET)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        seat = d.pop("seat", UNSET)

        auction_forty_fives_check_bid_request = cls(
            bid=bid,
            dealer=dealer,
            players=players,
            all_pass=all_pass,
            bids=bids,
            min_bid=min_bid,
            profile=profile,
            scores_before=scores_before,
            seat=seat,
        )

        return auction_forty_fives_check_bid_request
