from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_hearts_state_request_first_lead import AuctionHeartsStateRequestFirstLead
from ..models.auction_hearts_state_request_hearts_broken import AuctionHeartsStateRequestHeartsBroken
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bid import Bid
    from ..models.play import Play


T = TypeVar("T", bound="AuctionHeartsStateRequest")


@_attrs_define
class AuctionHeartsStateRequest:
    """
    Attributes:
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hands (list[list[str]]):
        players (int):
        bids (list[Bid] | Unset):
        first_lead (AuctionHeartsStateRequestFirstLead | Unset): house rule (auction-hearts.i-first-lead): high-bidder,
            the seat that bid highest (or names the suit) leads first; if left out: the profile's, else "dealer-left"
        for_seat (int | None | Unset): answer only what this seat may know (null: a spectator): the other hands as
            nulls, and legal and the choices only when this seat is to act (the game's i-view interpretation says what is
            public)
        hand_number (int | Unset): the deal's number in the game (0 first), as its fair deal numbers it; 0 to 2^53 - 1
        hearts_broken (AuctionHeartsStateRequestHeartsBroken | Unset): house rule (auction-hearts.penalty-broken):
            required, the penalty suit may not be led until broken; if left out: the profile's, else "not-required"
        jackpot_deal (bool | Unset): the last deal ended in a jackpot: no bidding Default: False.
        no_points_first_trick (bool | Unset): house rule (auction-hearts.first-trick): no penalty card on the first
            trick; if left out: the profile's, else false
        penalty_suit (str | Unset): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        plays (list[Play] | Unset):
        pot_before (int | Unset):  Default: 0.
        previous_bidder (int | None | Unset): If left out: null
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    dealer: int
    hands: list[list[str]]
    players: int
    bids: list[Bid] | Unset = UNSET
    first_lead: AuctionHeartsStateRequestFirstLead | Unset = UNSET
    for_seat: int | None | Unset = UNSET
    hand_number: int | Unset = UNSET
    hearts_broken: AuctionHeartsStateRequestHeartsBroken | Unset = UNSET
    jackpot_deal: bool | Unset = False
    no_points_first_trick: bool | Unset = UNSET
    penalty_suit: str | Unset = UNSET
    plays: list[Play] | Unset = UNSET
    pot_before: int | Unset = 0
    previous_bidder: int | None | Unset = UNSET
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        players = self.players

        bids: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bids, Unset):
            bids = []
            for bids_item_data in self.bids:
                bids_item = bids_item_data.to_dict()
                bids.append(bids_item)

        first_lead: str | Unset = UNSET
        if not isinstance(self.first_lead, Unset):
            first_lead = self.first_lead.value

        for_seat: int | None | Unset
        if isinstance(self.for_seat, Unset):
            for_seat = UNSET
        else:
            for_seat = self.for_seat

        hand_number = self.hand_number

        hearts_broken: str | Unset = UNSET
        if not isinstance(self.hearts_broken, Unset):
            hearts_broken = self.hearts_broken.value

        jackpot_deal = self.jackpot_deal

        no_points_first_trick = self.no_points_first_trick

        penalty_suit = self.penalty_suit

        plays: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.plays, Unset):
            plays = []
            for plays_item_data in self.plays:
                plays_item = plays_item_data.to_dict()
                plays.append(plays_item)

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
                "dealer": dealer,
                "hands": hands,
                "players": players,
            }
        )
        if bids is not UNSET:
            field_dict["bids"] = bids
        if first_lead is not UNSET:
            field_dict["first_lead"] = first_lead
        if for_seat is not UNSET:
            field_dict["for_seat"] = for_seat
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
        if hearts_broken is not UNSET:
            field_dict["hearts_broken"] = hearts_broken
        if jackpot_deal is not UNSET:
            field_dict["jackpot_deal"] = jackpot_deal
        if no_points_first_trick is not UNSET:
            field_dict["no_points_first_trick"] = no_points_first_trick
        if penalty_suit is not UNSET:
            field_dict["penalty_suit"] = penalty_suit
        if plays is not UNSET:
            field_dict["plays"] = plays
        if pot_before is not UNSET:
            field_dict["pot_before"] = pot_before
        if previous_bidder is not UNSET:
            field_dict["previous_bidder"] = previous_bidder
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid import Bid  # noqa: PLC0415
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        players = d.pop("players")

        _bids = d.pop("bids", UNSET)
        bids: list[Bid] | Unset = UNSET
        if _bids is not UNSET:
            bids = []
            for bids_item_data in _bids:
                bids_item = Bid.from_dict(bids_item_data)

                bids.append(bids_item)

        _first_lead = d.pop("first_lead", UNSET)
        first_lead: AuctionHeartsStateRequestFirstLead | Unset
        if isinstance(_first_lead, Unset):
            first_lead = UNSET
        else:
            first_lead = AuctionHeartsStateRequestFirstLead(_first_lead)

        def _parse_for_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        for_seat = _parse_for_seat(d.pop("for_seat", UNSET))

        hand_number = d.pop("hand_number", UNSET)

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: AuctionHeartsStateRequestHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = AuctionHeartsStateRequestHeartsBroken(_hearts_broken)

        jackpot_deal = d.pop("jackpot_deal", UNSET)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        penalty_suit = d.pop("penalty_suit", UNSET)

        _plays = d.pop("plays", UNSET)
        plays: list[Play] | Unset = UNSET
        if _plays is not UNSET:
            plays = []
            for plays_item_data in _plays:
                plays_item = Play.from_dict(plays_item_data)

                plays.append(plays_item)

        pot_before = d.pop("pot_before", UNSET)

        def _parse_previous_bidder(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        previous_bidder = _parse_previous_bidder(d.pop("previous_bidder", UNSET))

        profile = d.pop("profile", UNSET)

        auction_hearts_state_request = cls(
            dealer=dealer,
            hands=hands,
            players=players,
            bids=bids,
            first_lead=first_lead,
            for_seat=for_seat,
            hand_number=hand_number,
            hearts_broken=hearts_broken,
            jackpot_deal=jackpot_deal,
            no_points_first_trick=no_points_first_trick,
            penalty_suit=penalty_suit,
            plays=plays,
            pot_before=pot_before,
            previous_bidder=previous_bidder,
            profile=profile,
        )

        return auction_hearts_state_request
