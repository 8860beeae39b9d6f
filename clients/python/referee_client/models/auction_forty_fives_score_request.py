from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_forty_fives_score_request_bid import AuctionFortyFivesScoreRequestBid
from ..models.auction_forty_fives_score_request_game_to import AuctionFortyFivesScoreRequestGameTo
from ..models.auction_forty_fives_score_request_thirty_scores import AuctionFortyFivesScoreRequestThirtyScores
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="AuctionFortyFivesScoreRequest")


@_attrs_define
class AuctionFortyFivesScoreRequest:
    """
    Attributes:
        bid (AuctionFortyFivesScoreRequestBid): 15, 20, 25 or 30
        bidder (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        players (int): 4 or 6
        tricks (list[list[Play]]): the five complete tricks, each its plays from the leader's
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        bid_out_from (int | None | Unset): null, or a score at or above which a side scores only on a hand it bid
            (auction-forty-fives.score.bid-out); if left out: the profile's, else null
        game_to (AuctionFortyFivesScoreRequestGameTo | Unset): the score that wins the game: 120 or 125 (auction-forty-
            fives.score.game); if left out: the profile's, else 120
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scores_before (list[int] | Unset): each side's total before this hand (side 0: the even seats); below zero after
            a set
        thirty_scores (AuctionFortyFivesScoreRequestThirtyScores | Unset): what a bid of 30 made scores: 60 or 30
            (auction-forty-fives.score.thirty); if left out: the profile's, else 60
    """

    bid: AuctionFortyFivesScoreRequestBid
    bidder: int
    players: int
    tricks: list[list[Play]]
    trump: str
    bid_out_from: int | None | Unset = UNSET
    game_to: AuctionFortyFivesScoreRequestGameTo | Unset = UNSET
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    thirty_scores: AuctionFortyFivesScoreRequestThirtyScores | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bid = self.bid.value

        bidder = self.bidder

        players = self.players

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = []
            for tricks_item_item_data in tricks_item_data:
                tricks_item_item = tricks_item_item_data.to_dict()
                tricks_item.append(tricks_item_item)

            tricks.append(tricks_item)

        trump = self.trump

        bid_out_from: int | None | Unset
        if isinstance(self.bid_out_from, Unset):
            bid_out_from = UNSET
        else:
            bid_out_from = self.bid_out_from

        game_to: int | Unset = UNSET
        if not isinstance(self.game_to, Unset):
            game_to = self.game_to.value

        profile = self.profile

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        thirty_scores: int | Unset = UNSET
        if not isinstance(self.thirty_scores, Unset):
            thirty_scores = self.thirty_scores.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bid": bid,
                "bidder": bidder,
                "players": players,
                "tricks": tricks,
                "trump": trump,
            }
        )
        if bid_out_from is not UNSET:
            field_dict["bid_out_from"] = bid_out_from
        if game_to is not UNSET:
            field_dict["game_to"] = game_to
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
        if thirty_scores is not UNSET:
            field_dict["thirty_scores"] = thirty_scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        bid = AuctionFortyFivesScoreRequestBid(d.pop("bid"))

        bidder = d.pop("bidder")

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

        def _parse_bid_out_from(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bid_out_from = _parse_bid_out_from(d.pop("bid_out_from", UNSET))

        _game_to = d.pop("game_to", UNSET)
        game_to: AuctionFortyFivesScoreRequestGameTo | Unset
        if isinstance(_game_to, Unset):
            game_to = UNSET
        else:
            game_to = AuctionFortyFivesScoreRequestGameTo(_game_to)

        profile = d.pop("profile", UNSET)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        _thirty_scores = d.pop("thirty_scores", UNSET)
        thirty_scores: AuctionFortyFivesScoreRequestThirtyScores | Unset
        if isinstance(_thirty_scores, Unset):
            thirty_scores = UNSET
        else:
            thirty_scores = AuctionFortyFivesScoreRequestThirtyScores(_thirty_scores)

        auction_forty_fives_score_request = cls(
            bid=bid,
            bidder=bidder,
            players=players,
            tricks=tricks,
            trump=trump,
            bid_out_from=bid_out_from,
            game_to=game_to,
            profile=profile,
            scores_before=scores_before,
            thirty_scores=thirty_scores,
        )

        return auction_forty_fives_score_request
