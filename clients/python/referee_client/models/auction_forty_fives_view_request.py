from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_forty_fives_view_request_all_pass import AuctionFortyFivesViewRequestAllPass
from ..models.auction_forty_fives_view_request_game_to import AuctionFortyFivesViewRequestGameTo
from ..models.auction_forty_fives_view_request_min_bid import AuctionFortyFivesViewRequestMinBid
from ..models.auction_forty_fives_view_request_thirty_scores import AuctionFortyFivesViewRequestThirtyScores
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_forty_fives_bid import AuctionFortyFivesBid
    from ..models.auction_forty_fives_discard import AuctionFortyFivesDiscard
    from ..models.play import Play


T = TypeVar("T", bound="AuctionFortyFivesViewRequest")


@_attrs_define
class AuctionFortyFivesViewRequest:
    """
    Attributes:
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hands (list[list[str]]): each seat's 5 cards as dealt
        players (int): 4 or 6
        seat (int | None): the seat whose view it is; null: a spectator, who sees only what the whole table sees
        stock (list[str]): the undealt cards, top first
        all_pass (AuctionFortyFivesViewRequestAllPass | Unset): when every player passes: redeal (nobody scores, the
            deal passes to the left: auction-forty-fives.i-all-pass) or dealer-bagged (the dealer may not pass when the
            others all have: auction-forty-fives.bid.bagged); if left out: the profile's, else "redeal"
        bid_out_from (int | None | Unset): null, or a score at or above which a side scores only on a hand it bid
            (auction-forty-fives.score.bid-out); if left out: the profile's, else null
        bids (list[AuctionFortyFivesBid] | Unset): the auction in order
        dealer_robs_pack (bool | Unset): the dealer, drawing last, may take any cards of the stock instead of its top
            cards (auction-forty-fives.draw.rob-pack); if left out: the profile's, else false
        discards (list[AuctionFortyFivesDiscard] | Unset): each seat's discard in turn from the dealer's left, the
            dealer last
        game_to (AuctionFortyFivesViewRequestGameTo | Unset): the score that wins the game: 120 or 125 (auction-forty-
            fives.score.game); if left out: the profile's, else 120
        hand_number (int | Unset): the deal's number in the game (0 first), as its fair deal numbers it; 0 to 2^53 - 1
        min_bid (AuctionFortyFivesViewRequestMinBid | Unset): the least bid: 15 (Bicycle) or 20 (auction-forty-
            fives.bid.value); if left out: the profile's, else 15
        plays (list[Play] | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scores_before (list[int] | Unset): each side's total before this hand (side 0: the even seats); below zero after
            a set
        thirty_scores (AuctionFortyFivesViewRequestThirtyScores | Unset): what a bid of 30 made scores: 60 or 30
            (auction-forty-fives.score.thirty); if left out: the profile's, else 60
        trump (None | str | Unset): named by the high bidder once the auction is over; if left out: null
    """

    dealer: int
    hands: list[list[str]]
    players: int
    seat: int | None
    stock: list[str]
    all_pass: AuctionFortyFivesViewRequestAllPass | Unset = UNSET
    bid_out_from: int | None | Unset = UNSET
    bids: list[AuctionFortyFivesBid] | Unset = UNSET
    dealer_robs_pack: bool | Unset = UNSET
    discards: list[AuctionFortyFivesDiscard] | Unset = UNSET
    game_to: AuctionFortyFivesViewRequestGameTo | Unset = UNSET
    hand_number: int | Unset = UNSET
    min_bid: AuctionFortyFivesViewRequestMinBid | Unset = UNSET
    plays: list[Play] | Unset = UNSET
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    thirty_scores: AuctionFortyFivesViewRequestThirtyScores | Unset = UNSET
    trump: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        players = self.players

        seat: int | None
        seat = self.seat

        stock = self.stock

        all_pass: str | Unset = UNSET
        if not isinstance(self.all_pass, Unset):
            all_pass = self.all_pass.value

        bid_out_from: int | None | Unset
        if isinstance(self.bid_out_from, Unset):
            bid_out_from = UNSET
        else:
            bid_out_from = self.bid_out_from

        bids: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bids, Unset):
            bids = []
            for bids_item_data in self.bids:
                bids_item = bids_item_data.to_dict()
                bids.append(bids_item)

        dealer_robs_pack = self.dealer_robs_pack

        discards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.discards, Unset):
            discards = []
            for discards_item_data in self.discards:
                discards_item = discards_item_data.to_dict()
                discards.append(discards_item)

        game_to: int | Unset = UNSET
        if not isinstance(self.game_to, Unset):
            game_to = self.game_to.value

        hand_number = self.hand_number

        min_bid: int | Unset = UNSET
        if not isinstance(self.min_bid, Unset):
            min_bid = self.min_bid.value

        plays: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.plays, Unset):
            plays = []
            for plays_item_data in self.plays:
                plays_item = plays_item_data.to_dict()
                plays.append(plays_item)

        profile = self.profile

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        thirty_scores: int | Unset = UNSET
        if not isinstance(self.thirty_scores, Unset):
            thirty_scores = self.thirty_scores.value

        trump: None | str | Unset
        if isinstance(self.trump, Unset):
            trump = UNSET
        else:
            trump = self.trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hands": hands,
                "players": players,
                "seat": seat,
                "stock": stock,
            }
        )
        if all_pass is not UNSET:
            field_dict["all_pass"] = all_pass
        if bid_out_from is not UNSET:
            field_dict["bid_out_from"] = bid_out_from
        if bids is not UNSET:
            field_dict["bids"] = bids
        if dealer_robs_pack is not UNSET:
            field_dict["dealer_robs_pack"] = dealer_robs_pack
        if discards is not UNSET:
            field_dict["discards"] = discards
        if game_to is not UNSET:
            field_dict["game_to"] = game_to
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
        if min_bid is not UNSET:
            field_dict["min_bid"] = min_bid
        if plays is not UNSET:
            field_dict["plays"] = plays
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
        if thirty_scores is not UNSET:
            field_dict["thirty_scores"] = thirty_scores
        if trump is not UNSET:
            field_dict["trump"] = trump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_forty_fives_bid import AuctionFortyFivesBid  # noqa: PLC0415
        from ..models.auction_forty_fives_discard import AuctionFortyFivesDiscard  # noqa: PLC0415
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        players = d.pop("players")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        stock = cast(list[str], d.pop("stock"))

        _all_pass = d.pop("all_pass", UNSET)
        all_pass: AuctionFortyFivesViewRequestAllPass | Unset
        if isinstance(_all_pass, Unset):
            all_pass = UNSET
        else:
            all_pass = AuctionFortyFivesViewRequestAllPass(_all_pass)

        def _parse_bid_out_from(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bid_out_from = _parse_bid_out_from(d.pop("bid_out_from", UNSET))

        _bids = d.pop("bids", UNSET)
        bids: list[AuctionFortyFivesBid] | Unset = UNSET
        if _bids is not UNSET:
            bids = []
            for bids_item_data in _bids:
                bids_item = AuctionFortyFivesBid.from_dict(bids_item_data)

                bids.append(bids_item)

        dealer_robs_pack = d.pop("dealer_robs_pack", UNSET)

        _discards = d.pop("discards", UNSET)
        discards: list[AuctionFortyFivesDiscard] | Unset = UNSET
        if _discards is not UNSET:
            discards = []
            for discards_item_data in _discards:
                discards_item = AuctionFortyFivesDiscard.from_dict(discards_item_data)

                discards.append(discards_item)

        _game_to = d.pop("game_to", UNSET)
        game_to: AuctionFortyFivesViewRequestGameTo | Unset
        if isinstance(_game_to, Unset):
            game_to = UNSET
        else:
            game_to = AuctionFortyFivesViewRequestGameTo(_game_to)

        hand_number = d.pop("hand_number", UNSET)

        _min_bid = d.pop("min_bid", UNSET)
        min_bid: AuctionFortyFivesViewRequestMinBid | Unset
        if isinstance(_min_bid, Unset):
            min_bid = UNSET
        else:
            min_bid = AuctionFortyFivesViewRequestMinBid(_min_bid)

        _plays = d.pop("plays", UNSET)
        plays: list[Play] | Unset = UNSET
        if _plays is not UNSET:
            plays = []
            for plays_item_data in _plays:
                plays_item = Play.from_dict(plays_item_data)

                plays.append(plays_item)

        profile = d.pop("profile", UNSET)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        _thirty_scores = d.pop("thirty_scores", UNSET)
        thirty_scores: AuctionFortyFivesViewRequestThirtyScores | Unset
        if isinstance(_thirty_scores, Unset):
            thirty_scores = UNSET
        else:
            thirty_scores = AuctionFortyFivesViewRequestThirtyScores(_thirty_scores)

        def _parse_trump(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trump = _parse_trump(d.pop("trump", UNSET))

        auction_forty_fives_view_request = cls(
            dealer=dealer,
            hands=hands,
            players=players,
            seat=seat,
            stock=stock,
            all_pass=all_pass,
            bid_out_from=bid_out_from,
            bids=bids,
            dealer_robs_pack=dealer_robs_pack,
            discards=discards,
            game_to=game_to,
            hand_number=hand_number,
            min_bid=min_bid,
            plays=plays,
            profile=profile,
            scores_before=scores_before,
            thirty_scores=thirty_scores,
            trump=trump,
        )

        return auction_forty_fives_view_request
