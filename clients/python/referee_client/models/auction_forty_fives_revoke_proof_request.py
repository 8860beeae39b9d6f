from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.auction_forty_fives_revoke_proof_request_bid import AuctionFortyFivesRevokeProofRequestBid
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="AuctionFortyFivesRevokeProofRequest")


@_attrs_define
class AuctionFortyFivesRevokeProofRequest:
    """
    Attributes:
        players (int): 4 or 6
        tricks (list[list[Play]]): every trick as played, the leader's play first; the last may be incomplete
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        bid (AuctionFortyFivesRevokeProofRequestBid | Unset): the bid, with bidder
        bidder (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    players: int
    tricks: list[list[Play]]
    trump: str
    bid: AuctionFortyFivesRevokeProofRequestBid | Unset = UNSET
    bidder: int | Unset = UNSET
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = []
            for tricks_item_item_data in tricks_item_data:
                tricks_item_item = tricks_item_item_data.to_dict()
                tricks_item.append(tricks_item_item)

            tricks.append(tricks_item)

        trump = self.trump

        bid: int | Unset = UNSET
        if not isinstance(self.bid, Unset):
            bid = self.bid.value

        bidder = self.bidder

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "tricks": tricks,
                "trump": trump,
            }
        )
        if bid is not UNSET:
            field_dict["bid"] = bid
        if bidder is not UNSET:
            field_dict["bidder"] = bidder
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = []
            _tricks_item = tricks_item_data
            for tricks_item_item_data in _tricks_item:
                tricks_item_item = Play.from_dict(tricks_item_item_data)

                tricks_item.append(tricks_item_item)

            tricks.append(tricks_item)

        trump = d.pop("trump")

        _bid = d.pop("bid", UNSET)
        bid: AuctionFortyFivesRevokeProofRequestBid | Unset
        if isinstance(_bid, Unset):
            bid = UNSET
        else:
            bid = AuctionFortyFivesRevokeProofRequestBid(_bid)

        bidder = d.pop("bidder", UNSET)

        profile = d.pop("profile", UNSET)

        auction_forty_fives_revoke_proof_request = cls(
            players=players,
            tricks=tricks,
            trump=trump,
            bid=bid,
            bidder=bidder,
            profile=profile,
        )

        return auction_forty_fives_revoke_proof_request
