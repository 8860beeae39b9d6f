from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.california_jack_check_move_request_follow import CaliforniaJackCheckMoveRequestFollow
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="CaliforniaJackCheckMoveRequest")


@_attrs_define
class CaliforniaJackCheckMoveRequest:
    """
    Attributes:
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        hand (list[str]):
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        follow (CaliforniaJackCheckMoveRequestFollow | Unset): house rule (california-jack.classic.follow-or-trump):
            follow-or-trump, follow suit or trump; if left out: the profile's, else "follow-suit"
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        seat (int | Unset):
        trick (list[Play] | Unset): empty: the player leads
        void_must_trump (bool | Unset): true: a follower void in the suit led who holds a trump must trump (california-
            jack.i-must-trump); if left out: the profile's, else true
    """

    card: str
    hand: list[str]
    trump: str
    follow: CaliforniaJackCheckMoveRequestFollow | Unset = UNSET
    profile: str | Unset = UNSET
    seat: int | Unset = UNSET
    trick: list[Play] | Unset = UNSET
    void_must_trump: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hand = self.hand

        trump = self.trump

        follow: str | Unset = UNSET
        if not isinstance(self.follow, Unset):
            follow = self.follow.value

        profile = self.profile

        seat = self.seat

        trick: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trick, Unset):
            trick = []
            for trick_item_data in self.trick:
                trick_item = trick_item_data.to_dict()
                trick.append(trick_item)

        void_must_trump = self.void_must_trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hand": hand,
                "trump": trump,
            }
        )
        if follow is not UNSET:
            field_dict["follow"] = follow
        if profile is not UNSET:
            field_dict["profile"] = profile
        if seat is not UNSET:
            field_dict["seat"] = seat
        if trick is not UNSET:
            field_dict["trick"] = trick
        if void_must_trump is not UNSET:
            field_dict["void_must_trump"] = void_must_trump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        hand = cast(list[str], d.pop("hand"))

        trump = d.pop("trump")

        _follow = d.pop("follow", UNSET)
        follow: CaliforniaJackCheckMoveRequestFollow | Unset
        if isinstance(_follow, Unset):
            follow = UNSET
        else:
            follow = CaliforniaJackCheckMoveRequestFollow(_follow)

        profile = d.pop("profile", UNSET)

        seat = d.pop("seat", UNSET)

        _trick = d.pop("trick", UNSET)
        trick: list[Play] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = Play.from_dict(trick_item_data)

                trick.append(trick_item)

        void_must_trump = d.pop("void_must_trump", UNSET)

        california_jack_check_move_request = cls(
            card=card,
            hand=hand,
            trump=trump,
            follow=follow,
            profile=profile,
            seat=seat,
            trick=trick,
            void_must_trump=void_must_trump,
        )

        return california_jack_check_move_request
