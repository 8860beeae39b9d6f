from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_hearts_fair_deal_request_first_lead import AuctionHeartsFairDealRequestFirstLead
from ..models.auction_hearts_fair_deal_request_hearts_broken import AuctionHeartsFairDealRequestHeartsBroken
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionHeartsFairDealRequest")


@_attrs_define
class AuctionHeartsFairDealRequest:
    """
    Attributes:
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hand_number (int): the app's number for this deal; 0 to 2^53 - 1
        players (int):
        server_seed (str): 16 to 64 bytes in hex: secret until the deal is over, then revealed
        client_seeds (list[str] | Unset): players' contributions, public: 0 to 8, each 1 to 64 bytes in hex
        first_lead (AuctionHeartsFairDealRequestFirstLead | Unset): house rule (auction-hearts.i-first-lead): high-
            bidder, the seat that bid highest (or names the suit) leads first
        hearts_broken (AuctionHeartsFairDealRequestHeartsBroken | Unset): house rule (auction-hearts.penalty-broken):
            required, the penalty suit may not be led until broken
        no_points_first_trick (bool | Unset): house rule (auction-hearts.first-trick): no penalty card on the first
            trick
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    dealer: int
    hand_number: int
    players: int
    server_seed: str
    client_seeds: list[str] | Unset = UNSET
    first_lead: AuctionHeartsFairDealRequestFirstLead | Unset = UNSET
    hearts_broken: AuctionHeartsFairDealRequestHeartsBroken | Unset = UNSET
    no_points_first_trick: bool | Unset = UNSET
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand_number = self.hand_number

        players = self.players

        server_seed = self.server_seed

        client_seeds: list[str] | Unset = UNSET
        if not isinstance(self.client_seeds, Unset):
            client_seeds = self.client_seeds

        first_lead: str | Unset = UNSET
        if not isinstance(self.first_lead, Unset):
            first_lead = self.first_lead.value

        hearts_broken: str | Unset = UNSET
        if not isinstance(self.hearts_broken, Unset):
            hearts_broken = self.hearts_broken.value

        no_points_first_trick = self.no_points_first_trick

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hand_number": hand_number,
                "players": players,
                "server_seed": server_seed,
            }
        )
        if client_seeds is not UNSET:
            field_dict["client_seeds"] = client_seeds
        if first_lead is not UNSET:
            field_dict["first_lead"] = first_lead
        if hearts_broken is not UNSET:
            field_dict["hearts_broken"] = hearts_broken
        if no_points_first_trick is not UNSET:
            field_dict["no_points_first_trick"] = no_points_first_trick
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_number = d.pop("hand_number")

        players = d.pop("players")

        server_seed = d.pop("server_seed")

        client_seeds = cast(list[str], d.pop("client_seeds", UNSET))

        _first_lead = d.pop("first_lead", UNSET)
        first_lead: AuctionHeartsFairDealRequestFirstLead | Unset
        if isinstance(_first_lead, Unset):
            first_lead = UNSET
        else:
            first_lead = AuctionHeartsFairDealRequestFirstLead(_first_lead)

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: AuctionHeartsFairDealRequestHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = AuctionHeartsFairDealRequestHeartsBroken(_hearts_broken)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        profile = d.pop("profile", UNSET)

        auction_hearts_fair_deal_request = cls(
            dealer=dealer,
            hand_number=hand_number,
            players=players,
            server_seed=server_seed,
            client_seeds=client_seeds,
            first_lead=first_lead,
            hearts_broken=hearts_broken,
            no_points_first_trick=no_points_first_trick,
            profile=profile,
        )

        return auction_hearts_fair_deal_request
