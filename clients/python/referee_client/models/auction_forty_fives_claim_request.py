from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_forty_fives_claim_request_standard import AuctionFortyFivesClaimRequestStandard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.disputes_tricks_claim import DisputesTricksClaim
    from ..models.play import Play


T = TypeVar("T", bound="AuctionFortyFivesClaimRequest")


@_attrs_define
class AuctionFortyFivesClaimRequest:
    """
    Attributes:
        claim (DisputesTricksClaim):
        hands (list[list[str]]): the cards each seat still holds
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        leader (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        players (int | Unset): 4 or 6
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        standard (AuctionFortyFivesClaimRequestStandard | Unset): any-play (default): the claim must hold however
            everyone plays, the claimer's side included; best-play: the claimer's side can make it against any defence;
            stated-line: the claimer plays its claim's line as stated (the first card of it still held that is legal, else
            the legal card worst for the claim) and the claim must hold however every other seat plays Default:
            AuctionFortyFivesClaimRequestStandard.ANY_PLAY.
        trick (list[Play] | Unset):
    """

    claim: DisputesTricksClaim
    hands: list[list[str]]
    trump: str
    leader: int | Unset = UNSET
    players: int | Unset = UNSET
    profile: str | Unset = UNSET
    standard: AuctionFortyFivesClaimRequestStandard | Unset = AuctionFortyFivesClaimRequestStandard.ANY_PLAY
    trick: list[Play] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        claim = self.claim.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        trump = self.trump

        leader = self.leader

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
                "trump": trump,
            }
        )
        if leader is not UNSET:
            field_dict["leader"] = leader
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
        from ..models.disputes_tricks_claim import DisputesTricksClaim  # noqa: PLC0415
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        claim = DisputesTricksClaim.from_dict(d.pop("claim"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        trump = d.pop("trump")

        leader = d.pop("leader", UNSET)

        players = d.pop("players", UNSET)

        profile = d.pop("profile", UNSET)

        _standard = d.pop("standard", UNSET)
        standard: AuctionFortyFivesClaimRequestStandard | Unset
        if isinstance(_standard, Unset):
            standard = UNSET
        else:
            standard = AuctionFortyFivesClaimRequestStandard(_standard)

        _trick = d.pop("trick", UNSET)
        trick: list[Play] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = Play.from_dict(trick_item_data)

                trick.append(trick_item)

        auction_forty_fives_claim_request = cls(
            claim=claim,
            hands=hands,
            trump=trump,
            leader=leader,
            players=players,
            profile=profile,
            standard=standard,
            trick=trick,
        )

        return auction_forty_fives_claim_request
