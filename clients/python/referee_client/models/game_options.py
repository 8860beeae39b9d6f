from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_options_all_pass import GameOptionsAllPass
from ..models.game_options_first_lead import GameOptionsFirstLead
from ..models.game_options_follow import GameOptionsFollow
from ..models.game_options_hearts_broken import GameOptionsHeartsBroken
from ..models.game_options_jack_of_diamonds import GameOptionsJackOfDiamonds
from ..models.game_options_min_bid import GameOptionsMinBid
from ..models.game_options_moon import GameOptionsMoon
from ..models.game_options_opening_lead import GameOptionsOpeningLead
from ..models.game_options_passing import GameOptionsPassing
from ..models.game_options_queen_of_spades import GameOptionsQueenOfSpades
from ..models.game_options_scoring import GameOptionsScoring
from ..models.game_options_stock_face import GameOptionsStockFace
from ..models.game_options_thirty_scores import GameOptionsThirtyScores
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameOptions")


@_attrs_define
class GameOptions:
    """
    Attributes:
        all_pass (GameOptionsAllPass | Unset): auction-forty-fives: when every player passes: redeal (nobody scores, the
            deal passes to the left: auction-forty-fives.i-all-pass) or dealer-bagged (the dealer may not pass when the
            others all have: auction-forty-fives.bid.bagged)
        bid_out_from (int | None | Unset): auction-forty-fives: null, or a score at or above which a side scores only on
            a hand it bid (auction-forty-fives.score.bid-out)
        dealer_robs_pack (bool | Unset): auction-forty-fives: the dealer, drawing last, may take any cards of the stock
            instead of its top cards (auction-forty-fives.draw.rob-pack)
        first_lead (GameOptionsFirstLead | Unset): auction-hearts: house rule (auction-hearts.i-first-lead): high-
            bidder, the seat that bid highest (or names the suit) leads first
        follow (GameOptionsFollow | Unset): california-jack: house rule (california-jack.classic.follow-or-trump):
            follow-or-trump, follow suit or trump
        game_to (int | None | Unset): hearts: house rule (hearts.game): the total that ends the game; null, each deal a
            game in itself; auction-forty-fives: the score that wins the game: 120 or 125 (auction-forty-fives.score.game)
        hearts_broken (GameOptionsHeartsBroken | Unset): hearts: house rule (hearts.hearts-broken): required, no heart
            led until hearts are broken; auction-hearts: house rule (auction-hearts.penalty-broken): required, the penalty
            suit may not be led until broken
        jack_of_diamonds (GameOptionsJackOfDiamonds | Unset): hearts: house rule (hearts.score.jack): -10, the jack of
            diamonds counts minus 10
        min_bid (GameOptionsMinBid | Unset): auction-forty-fives: the least bid: 15 (Bicycle) or 20 (auction-forty-
            fives.bid.value)
        moon (GameOptionsMoon | Unset): hearts: house rule (hearts.moon): what taking every heart and the queen of
            spades scores
        no_points_first_trick (bool | Unset): hearts: house rule (hearts.first-trick): no card that scores on the first
            trick; auction-hearts: house rule (auction-hearts.first-trick): no penalty card on the first trick
        opening_lead (GameOptionsOpeningLead | Unset): hearts: house rule (hearts.lead.two-of-clubs): two-of-clubs, its
            holder leads it
        passing (GameOptionsPassing | Unset): hearts: house rule (hearts.pass): pass three cards before the play, left,
            right, across, then hold
        queen_of_spades (GameOptionsQueenOfSpades | Unset): hearts: house rule (hearts.score.queen): 13, the queen of
            spades counts 13 points
        scoring (GameOptionsScoring | Unset): forty-five: house rule: standard (forty-five.score.standard) or
            differential (forty-five.score.differential) scoring; california-jack: house rule (california-
            jack.classic.score): end-of-hand, the hand is played out and scored at its end
        stock_face (GameOptionsStockFace | Unset): california-jack: house rule (california-jack.classic.face-up): up,
            the stock lies face up and its top card names trump
        thirty_scores (GameOptionsThirtyScores | Unset): auction-forty-fives: what a bid of 30 made scores: 60 or 30
            (auction-forty-fives.score.thirty)
        trump_ace_demoted (bool | Unset): forty-five: the ace of trumps lost its rank (forty-five.i-demoted-ace)
        void_must_trump (bool | Unset): california-jack: true: a follower void in the suit led who holds a trump must
            trump (california-jack.i-must-trump)
    """

    all_pass: GameOptionsAllPass | Unset = UNSET
    bid_out_from: int | None | Unset = UNSET
    dealer_robs_pack: bool | Unset = UNSET
    first_lead: GameOptionsFirstLead | Unset = UNSET
    follow: GameOptionsFollow | Unset = UNSET
    game_to: int | None | Unset = UNSET
    hearts_broken: GameOptionsHeartsBroken | Unset = UNSET
    jack_of_diamonds: GameOptionsJackOfDiamonds | Unset = UNSET
    min_bid: GameOptionsMinBid | Unset = UNSET
    moon: GameOptionsMoon | Unset = UNSET
    no_points_first_trick: bool | Unset = UNSET
    opening_lead: GameOptionsOpeningLead | Unset = UNSET
    passing: GameOptionsPassing | Unset = UNSET
    queen_of_spades: GameOptionsQueenOfSpades | Unset = UNSET
    scoring: GameOptionsScoring | Unset = UNSET
    stock_face: GameOptionsStockFace | Unset = UNSET
    thirty_scores: GameOptionsThirtyScores | Unset = UNSET
    trump_ace_demoted: bool | Unset = UNSET
    void_must_trump: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        all_pass: str | Unset = UNSET
        if not isinstance(self.all_pass, Unset):
            all_pass = self.all_pass.value

        bid_out_from: int | None | Unset
        if isinstance(self.bid_out_from, Unset):
            bid_out_from = UNSET
        else:
            bid_out_from = self.bid_out_from

        dealer_robs_pack = self.dealer_robs_pack

        first_lead: str | Unset = UNSET
        if not isinstance(self.first_lead, Unset):
            first_lead = self.first_lead.value

        follow: str | Unset = UNSET
        if not isinstance(self.follow, Unset):
            follow = self.follow.value

        game_to: int | None | Unset
        if isinstance(self.game_to, Unset):
            game_to = UNSET
        else:
            game_to = self.game_to

        hearts_broken: str | Unset = UNSET
        if not isinstance(self.hearts_broken, Unset):
            hearts_broken = self.hearts_broken.value

        jack_of_diamonds: int | Unset = UNSET
        if not isinstance(self.jack_of_diamonds, Unset):
            jack_of_diamonds = self.jack_of_diamonds.value

        min_bid: int | Unset = UNSET
        if not isinstance(self.min_bid, Unset):
            min_bid = self.min_bid.value

        moon: str | Unset = UNSET
        if not isinstance(self.moon, Unset):
            moon = self.moon.value

        no_points_first_trick = self.no_points_first_trick

        opening_lead: str | Unset = UNSET
        if not isinstance(self.opening_lead, Unset):
            opening_lead = self.opening_lead.value

        passing: str | Unset = UNSET
        if not isinstance(self.passing, Unset):
            passing = self.passing.value

        queen_of_spades: int | Unset = UNSET
        if not isinstance(self.queen_of_spades, Unset):
            queen_of_spades = self.queen_of_spades.value

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        stock_face: str | Unset = UNSET
        if not isinstance(self.stock_face, Unset):
            stock_face = self.stock_face.value

        thirty_scores: int | Unset = UNSET
        if not isinstance(self.thirty_scores, Unset):
            thirty_scores = self.thirty_scores.value

        trump_ace_demoted = self.trump_ace_demoted

        void_must_trump = self.void_must_trump

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if all_pass is not UNSET:
            field_dict["all_pass"] = all_pass
        if bid_out_from is not UNSET:
            field_dict["bid_out_from"] = bid_out_from
        if dealer_robs_pack is not UNSET:
            field_dict["dealer_robs_pack"] = dealer_robs_pack
        if first_lead is not UNSET:
            field_dict["first_lead"] = first_lead
        if follow is not UNSET:
            field_dict["follow"] = follow
        if game_to is not UNSET:
            field_dict["game_to"] = game_to
        if hearts_broken is not UNSET:
            field_dict["hearts_broken"] = hearts_broken
        if jack_of_diamonds is not UNSET:
            field_dict["jack_of_diamonds"] = jack_of_diamonds
        if min_bid is not UNSET:
            field_dict["min_bid"] = min_bid
        if moon is not UNSET:
            field_dict["moon"] = moon
        if no_points_first_trick is not UNSET:
            field_dict["no_points_first_trick"] = no_points_first_trick
        if opening_lead is not UNSET:
            field_dict["opening_lead"] = opening_lead
        if passing is not UNSET:
            field_dict["passing"] = passing
        if queen_of_spades is not UNSET:
            field_dict["queen_of_spades"] = queen_of_spades
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if stock_face is not UNSET:
            field_dict["stock_face"] = stock_face
        if thirty_scores is not UNSET:
            field_dict["thirty_scores"] = thirty_scores
        if trump_ace_demoted is not UNSET:
            field_dict["trump_ace_demoted"] = trump_ace_demoted
        if void_must_trump is not UNSET:
            field_dict["void_must_trump"] = void_must_trump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _all_pass = d.pop("all_pass", UNSET)
        all_pass: GameOptionsAllPass | Unset
        if isinstance(_all_pass, Unset):
            all_pass = UNSET
        else:
            all_pass = GameOptionsAllPass(_all_pass)

        def _parse_bid_out_from(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bid_out_from = _parse_bid_out_from(d.pop("bid_out_from", UNSET))

        dealer_robs_pack = d.pop("dealer_robs_pack", UNSET)

        _first_lead = d.pop("first_lead", UNSET)
        first_lead: GameOptionsFirstLead | Unset
        if isinstance(_first_lead, Unset):
            first_lead = UNSET
        else:
            first_lead = GameOptionsFirstLead(_first_lead)

        _follow = d.pop("follow", UNSET)
        follow: GameOptionsFollow | Unset
        if isinstance(_follow, Unset):
            follow = UNSET
        else:
            follow = GameOptionsFollow(_follow)

        def _parse_game_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        game_to = _parse_game_to(d.pop("game_to", UNSET))

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: GameOptionsHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = GameOptionsHeartsBroken(_hearts_broken)

        _jack_of_diamonds = d.pop("jack_of_diamonds", UNSET)
        jack_of_diamonds: GameOptionsJackOfDiamonds | Unset
        if isinstance(_jack_of_diamonds, Unset):
            jack_of_diamonds = UNSET
        else:
            jack_of_diamonds = GameOptionsJackOfDiamonds(_jack_of_diamonds)

        _min_bid = d.pop("min_bid", UNSET)
        min_bid: GameOptionsMinBid | Unset
        if isinstance(_min_bid, Unset):
            min_bid = UNSET
        else:
            min_bid = GameOptionsMinBid(_min_bid)

        _moon = d.pop("moon", UNSET)
        moon: GameOptionsMoon | Unset
        if isinstance(_moon, Unset):
            moon = UNSET
        else:
            moon = GameOptionsMoon(_moon)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        _opening_lead = d.pop("opening_lead", UNSET)
        opening_lead: GameOptionsOpeningLead | Unset
        if isinstance(_opening_lead, Unset):
            opening_lead = UNSET
        else:
            opening_lead = GameOptionsOpeningLead(_opening_lead)

        _passing = d.pop("passing", UNSET)
        passing: GameOptionsPassing | Unset
        if isinstance(_passing, Unset):
            passing = UNSET
        else:
            passing = GameOptionsPassing(_passing)

        _queen_of_spades = d.pop("queen_of_spades", UNSET)
        queen_of_spades: GameOptionsQueenOfSpades | Unset
        if isinstance(_queen_of_spades, Unset):
            queen_of_spades = UNSET
        else:
            queen_of_spades = GameOptionsQueenOfSpades(_queen_of_spades)

        _scoring = d.pop("scoring", UNSET)
        scoring: GameOptionsScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = GameOptionsScoring(_scoring)

        _stock_face = d.pop("stock_face", UNSET)
        stock_face: GameOptionsStockFace | Unset
        if isinstance(_stock_face, Unset):
            stock_face = UNSET
        else:
            stock_face = GameOptionsStockFace(_stock_face)

        _thirty_scores = d.pop("thirty_scores", UNSET)
        thirty_scores: GameOptionsThirtyScores | Unset
        if isinstance(_thirty_scores, Unset):
            thirty_scores = UNSET
        else:
            thirty_scores = GameOptionsThirtyScores(_thirty_scores)

        trump_ace_demoted = d.pop("trump_ace_demoted", UNSET)

        void_must_trump = d.pop("void_must_trump", UNSET)

        game_options = cls(
            all_pass=all_pass,
            bid_out_from=bid_out_from,
            dealer_robs_pack=dealer_robs_pack,
            first_lead=first_lead,
            follow=follow,
            game_to=game_to,
            hearts_broken=hearts_broken,
            jack_of_diamonds=jack_of_diamonds,
            min_bid=min_bid,
            moon=moon,
            no_points_first_trick=no_points_first_trick,
            opening_lead=opening_lead,
            passing=passing,
            queen_of_spades=queen_of_spades,
            scoring=scoring,
            stock_face=stock_face,
            thirty_scores=thirty_scores,
            trump_ace_demoted=trump_ace_demoted,
            void_must_trump=void_must_trump,
        )

        return game_options
