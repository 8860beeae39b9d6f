from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_check_move_request_hearts_broken import AuctionCheckMoveRequestHeartsBroken
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="AuctionCheckMoveRequest")


@_attrs_define
class AuctionCheckMoveRequest:
    """
    Attributes:
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        hand (list[str]):
        hearts_broken (AuctionCheckMoveRequestHeartsBroken | Unset): house rule (auction-hearts.penalty-broken):
            required, the penalty suit may not be led until broken; if left out: the profile's, else "not-required"
        no_points_first_trick (bool | Unset): house rule (auction-hearts.first-trick): no penalty card on the first
            trick; if left out: the profile's, else false
        penalty_suit (str | Unset): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        played (list[str] | Unset): the cards of the completed tricks ([]: this is the first trick); needed by the house
            rules that depend on the deal so far (hearts.i-played)
        players (int | Unset): when given, cards are checked against the stripped pack and the turn order against the
            table
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        seat (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        trick (list[Play] | Unset): plays so far in this trick, the leader's first; empty: you lead
    """

    card: str
    hand: list[str]
    hearts_broken: AuctionCheckMoveRequestHeartsBroken | Unset = UNSET
    no_points_first_trick: bool | Unset = UNSET
    penalty_suit: str | Unset = UNSET
    played: list[str] | Unset = UNSET
    players: int | Unset = UNSET
    profile: str | Unset = UNSET
    seat: int | Unset = UNSET
    trick: list[Play] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hand = self.hand

        hearts_broken: str | Unset = UNSET
        if not isinstance(self.hearts_broken, Unset):
            hearts_broken = self.hearts_broken.value

        no_points_first_trick = self.no_points_first_trick

        penalty_suit = self.penalty_suit

        played: list[str] | Unset = UNSET
        if not isinstance(self.played, Unset):
            played = self.played

        players = self.players

        profile = self.profile

        seat = self.seat

        trick: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trick, Unset):
            trick = []
            for trick_item_data in self.trick:
                trick_item = trick_item_data.to_dict()
                trick.append(trick_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hand": hand,
            }
        )
        if hearts_broken is not UNSET:
            field_dict["hearts_broken"] = hearts_broken
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
        if seat is not UNSET:
            field_dict["seat"] = seat
        if trick is not UNSET:
            field_dict["trick"] = trick

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        hand = cast(list[str], d.pop("hand"))

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: AuctionCheckMoveRequestHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = AuctionCheckMoveRequestHeartsBroken(_hearts_broken)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        penalty_suit = d.pop("penalty_suit", UNSET)

        played = cast(list[str], d.pop("played", UNSET))

        players = d.pop("players", UNSET)

        profile = d.pop("profile", UNSET)

        seat = d.pop("seat", UNSET)

        _trick = d.pop("trick", UNSET)
        trick: list[Play] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = Play.from_dict(trick_item_data)

                trick.append(trick_item)

        auction_check_move_request = cls(
            card=card,
            hand=hand,
            hearts_broken=hearts_broken,
            no_points_first_trick=no_points_first_trick,
            penalty_suit=penalty_suit,
            played=played,
            players=players,
            profile=profile,
            seat=seat,
            trick=trick,
        )

        return auction_check_move_request
