from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="AuctionFortyFivesCheckMoveRequest")


@_attrs_define
class AuctionFortyFivesCheckMoveRequest:
    """
    Attributes:
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        hand (list[str]):
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        players (int | Unset): 4 or 6
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        seat (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        trick (list[Play] | Unset):
    """

    card: str
    hand: list[str]
    trump: str
    players: int | Unset = UNSET
    profile: str | Unset = UNSET
    seat: int | Unset = UNSET
    trick: list[Play] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hand = self.hand

        trump = self.trump

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
                "trump": trump,
            }
        )
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

        trump = d.pop("trump")

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

        auction_forty_fives_check_move_request = cls(
            card=card,
            hand=hand,
            trump=trump,
            players=players,
            profile=profile,
            seat=seat,
            trick=trick,
        )

        return auction_forty_fives_check_move_request
