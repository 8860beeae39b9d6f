from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_forty_fives_fair_deal_request_all_pass import AuctionFortyFivesFairDealRequestAllPass
from ..models.auction_forty_fives_fair_deal_request_game_to import AuctionFortyFivesFairDealRequestGameTo
from ..models.auction_forty_fives_fair_deal_request_min_bid import AuctionFortyFivesFairDealRequestMinBid
from ..models.auction_forty_fives_fair_deal_request_thirty_scores import AuctionFortyFivesFairDealRequestThirtyScores
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionFortyFivesFairDealRequest")


@_attrs_define
class AuctionFortyFivesFairDealRequest:
    """
    Attributes:
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hand_number (int): the app's number for this deal; 0 to 2^53 - 1
        players (int):
        server_seed (str): 16 to 64 bytes in hex: secret until the deal is over, then revealed
        all_pass (AuctionFortyFivesFairDealRequestAllPass | Unset): when every player passes: redeal (nobody scores, the
            deal passes to the left: auction-forty-fives.i-all-pass) or dealer-bagged (the dealer may not pass when the
            others all have: auction-forty-fives.bid.bagged)
        bid_out_from (int | None | Unset): null, or a score at or above which a side scores only on a hand it bid
            (auction-forty-fives.score.bid-out)
        client_seeds (list[str] | Unset): players' contributions, public: 0 to 8, each 1 to 64 bytes in hex
        dealer_robs_pack (bool | Unset): the dealer, drawing last, may take any cards of the stock instead of its top
            cards (auction-forty-fives.draw.rob-pack)
        game_to (AuctionFortyFivesFairDealRequestGameTo | Unset): the score that wins the game: 120 or 125 (auction-
            forty-fives.score.game)
        min_bid (AuctionFortyFivesFairDealRequestMinBid | Unset): the least bid: 15 (Bicycle) or 20 (auction-forty-
            fives.bid.value)
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        thirty_scores (AuctionFortyFivesFairDealRequestThirtyScores | Unset): what a bid of 30 made scores: 60 or 30
            (auction-forty-fives.score.thirty)
    """

    dealer: int
    hand_number: int
    players: int
    server_seed: str
    all_pass: AuctionFortyFivesFairDealRequestAllPass | Unset = UNSET
    bid_out_from: int | None | Unset = UNSET
    client_seeds: list[str] | Unset = UNSET
    dealer_robs_pack: bool | Unset = UNSET
    game_to: AuctionFortyFivesFairDealRequestGameTo | Unset = UNSET
    min_bid: AuctionFortyFivesFairDealRequestMinBid | Unset = UNSET
    profile: str | Unset = UNSET
    thirty_scores: AuctionFortyFivesFairDealRequestThirtyScores | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand_number = self.hand_number

        players = self.players

        server_seed = self.server_seed

        all_pass: str | Unset = UNSET
        if not isinstance(self.all_pass, Unset):
            all_pass = self.all_pass.value

        bid_out_from: int | None | Unset
        if isinstance(self.bid_out_from, Unset):
            bid_out_from = UNSET
        else:
            bid_out_from = self.bid_out_from

        client_seeds: list[str] | Unset = UNSET
        if not isinstance(self.client_seeds, Unset):
            client_seeds = self.client_seeds

        dealer_robs_pack = self.dealer_robs_pack

        game_to: int | Unset = UNSET
        if not isinstance(self.game_to, Unset):
            game_to = self.game_to.value

        min_bid: int | Unset = UNSET
        if not isinstance(self.min_bid, Unset):
            min_bid = self.min_bid.value

        profile = self.profile

        thirty_scores: int | Unset = UNSET
        if not isinstance(self.thirty_scores, Unset):
            thirty_scores = self.thirty_scores.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hand_number": hand_number,
                "players": players,
                "server_seed": server_seed,
            }
        )
        if all_pass is not UNSET:
            field_dict["all_pass"] = all_pass
        if bid_out_from is not UNSET:
            field_dict["bid_out_from"] = bid_out_from
        if client_seeds is not UNSET:
            field_dict["client_seeds"] = client_seeds
        if dealer_robs_pack is not UNSET:
            field_dict["dealer_robs_pack"] = dealer_robs_pack
        if game_to is not UNSET:
            field_dict["game_to"] = game_to
        if min_bid is not UNSET:
            field_dict["min_bid"] = min_bid
        if profile is not UNSET:
            field_dict["profile"] = profile
        if thirty_scores is not UNSET:
            field_dict["thirty_scores"] = thirty_scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_number = d.pop("hand_number")

        players = d.pop("players")

        server_seed = d.pop("server_seed")

        _all_pass = d.pop("all_pass", UNSET)
        all_pass: AuctionFortyFivesFairDealRequestAllPass | Unset
        if isinstance(_all_pass, Unset):
            all_pass = UNSET
        else:
            all_pass = AuctionFortyFivesFairDealRequestAllPass(_all_pass)

        def _parse_bid_out_from(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bid_out_from = _parse_bid_out_from(d.pop("bid_out_from", UNSET))

        client_seeds = cast(list[str], d.pop("client_seeds", UNSET))

        dealer_robs_pack = d.pop("dealer_robs_pack", UNSET)

        _game_to = d.pop("game_to", UNSET)
        game_to: AuctionFortyFivesFairDealRequestGameTo | Unset
        if isinstance(_game_to, Unset):
            game_to = UNSET
        else:
            game_to = AuctionFortyFivesFairDealRequestGameTo(_game_to)

        _min_bid = d.pop("min_bid", UNSET)
        min_bid: AuctionFortyFivesFairDealRequestMinBid | Unset
        if isinstance(_min_bid, Unset):
            min_bid = UNSET
        else:
            min_bid = AuctionFortyFivesFairDealRequestMinBid(_min_bid)

        profile = d.pop("profile", UNSET)

        _thirty_scores = d.pop("thirty_scores", UNSET)
        thirty_scores: AuctionFortyFivesFairDealRequestThirtyScores | Unset
        if isinstance(_thirty_scores, Unset):
            thirty_scores = UNSET
        else:
            thirty_scores = AuctionFortyFivesFairDealRequestThirtyScores(_thirty_scores)

        auction_forty_fives_fair_deal_request = cls(
            dealer=dealer,
            hand_number=hand_number,
            players=players,
            server_seed=server_seed,
            all_pass=all_pass,
            bid_out_from=bid_out_from,
            client_seeds=client_seeds,
            dealer_robs_pack=dealer_robs_pack,
            game_to=game_to,
            min_bid=min_bid,
            profile=profile,
            thirty_scores=thirty_scores,
        )

        return auction_forty_fives_fair_deal_request
