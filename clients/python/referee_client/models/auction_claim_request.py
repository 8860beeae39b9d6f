from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_claim_request_hearts_broken import AuctionClaimRequestHeartsBroken
from ..models.auction_claim_request_standard import AuctionClaimRequestStandard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hearts_penalty_claim import HeartsPenaltyClaim
    from ..models.play import Play


T = TypeVar("T", bound="AuctionClaimRequest")


@_attrs_define
class AuctionClaimRequest:
    """
    Attributes:
        claim (HeartsPenaltyClaim):
        hands (list[list[str]]): the cards each seat still holds
        hearts_broken (AuctionClaimRequestHeartsBroken | Unset): house rule (auction-hearts.penalty-broken): required,
            the penalty suit may not be led until broken; if left out: the profile's, else "not-required"
        leader (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        no_points_first_trick (bool | Unset): house rule (auction-hearts.first-trick): no penalty card on the first
            trick; if left out: the profile's, else false
        penalty_suit (str | Unset): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        played (list[str] | Unset): the cards of the completed tricks ([]: this is the first trick); needed by the house
            rules that depend on the deal so far (hearts.i-played)
        players (int | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        standard (AuctionClaimRequestStandard | Unset): any-play (default): the claim must hold however everyone plays,
            the claimer's side included; best-play: the claimer's side can make it against any defence; stated-line: the
            claimer plays its claim's line as stated (the first card of it still held that is legal, else the legal card
            worst for the claim) and the claim must hold however every other seat plays Default:
            AuctionClaimRequestStandard.ANY_PLAY.
        trick (list[Play] | Unset):
    """

    claim: HeartsPenaltyClaim
    hands: list[list[str]]
    hearts_broken: AuctionClaimRequestHeartsBroken | Unset = UNSET
    leader: int | Unset = UNSET
    no_points_first_trick: bool | Unset = UNSET
    penalty_suit: str | Unset = UNSET
    played: list[str] | Unset = UNSET
    players: int | Unset = UNSET
    profile: str | Unset = UNSET
    standard: AuctionClaimRequestStandard | Unset = AuctionClaimRequestStandard.ANY_PLAY
    trick: list[Play] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        claim = self.claim.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        hearts_broken: str | Unset = UNSET
        if not isinstance(self.hearts_broken, Unset):
            hearts_broken = self.hearts_broken.value

        leader = self.leader

        no_points_first_trick = self.no_points_first_trick

        penalty_suit = self.penalty_suit

        played: list[str] | Unset = UNSET
        if not isinstance(self.played, Unset):
            played = self.played

        players = self.players

        profile = self.profile

        standard: str | Unset = UNSET
        if not isinstance(self.standard, Unset):
            standard = self.standard.value

        trick: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trick, Unset):
            trick = []
            for trick_item_data in self.trick:
                trick_item = trick_item_data.to_dict()
                trick.append(trick_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claim": claim,
                "hands": hands,
            }
        )
        if hearts_broken is not UNSET:
            field_dict["hearts_broken"] = hearts_broken
        if leader is not UNSET:
            field_dict["leader"] = leader
        if no_points_first_trick is not UNSET:
            field_dict["no_points_first_trick"] = no_points_first_trick
        if penalty_suit is not UNSET:
            field_dict["penalty_suit"] = penalty_suit
        if played is not UNSET:
            field_dict["played"] = played
        if players is not UNSET:
            field_dict["players"] = players
        if profile is not UNSET:
            field_dict["profile"] = profile
        if standard is not UNSET:
            field_dict["standard"] = standard
        if trick is not UNSET:
            field_dict["trick"] = trick

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_penalty_claim import HeartsPenaltyClaim  # noqa: PLC0415
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        claim = HeartsPenaltyClaim.from_dict(d.pop("claim"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: AuctionClaimRequestHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = AuctionClaimRequestHeartsBroken(_hearts_broken)

        leader = d.pop("leader", UNSET)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        penalty_suit = d.pop("penalty_suit", UNSET)

        played = cast(list[str], d.pop("played", UNSET))

        players = d.pop("players", UNSET)

        profile = d.pop("profile", UNSET)

        _standard = d.pop("standard", UNSET)
        standard: AuctionClaimRequestStandard | Unset
        if isinstance(_standard, Unset):
            standard = UNSET
        else:
            standard = AuctionClaimRequestStandard(_standard)

        _trick = d.pop("trick", UNSET)
        trick: list[Play] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = Play.from_dict(trick_item_data)

                trick.append(trick_item)

        auction_claim_request = cls(
            claim=claim,
            hands=hands,
            hearts_broken=hearts_broken,
            leader=leader,
            no_points_first_trick=no_points_first_trick,
            penalty_suit=penalty_suit,
            played=played,
            players=players,
            profile=profile,
            standard=standard,
            trick=trick,
        )

        return auction_claim_request
