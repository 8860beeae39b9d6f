from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.california_jack_revoke_proof_request_follow import CaliforniaJackRevokeProofRequestFollow
from ..models.california_jack_revoke_proof_request_scoring import CaliforniaJackRevokeProofRequestScoring
from ..models.california_jack_revoke_proof_request_stock_face import CaliforniaJackRevokeProofRequestStockFace
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="CaliforniaJackRevokeProofRequest")


@_attrs_define
class CaliforniaJackRevokeProofRequest:
    """
    Attributes:
        tricks (list[list[Play]]): every trick as played, the leader's play first; the last may be incomplete
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        follow (CaliforniaJackRevokeProofRequestFollow | Unset): house rule (california-jack.classic.follow-or-trump):
            follow-or-trump, follow suit or trump; if left out: the profile's, else "follow-suit"
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scoring (CaliforniaJackRevokeProofRequestScoring | Unset): house rule (california-jack.classic.score): end-of-
            hand, the hand is played out and scored at its end; if left out: the profile's, else "running"
        stock (list[str] | Unset): the undealt cards, top first (the last is the trump card): with it the draws are
            known
        stock_face (CaliforniaJackRevokeProofRequestStockFace | Unset): house rule (california-jack.classic.face-up):
            up, the stock lies face up and its top card names trump; if left out: the profile's, else "down"
        void_must_trump (bool | Unset): true: a follower void in the suit led who holds a trump must trump (california-
            jack.i-must-trump); if left out: the profile's, else true
    """

    tricks: list[list[Play]]
    trump: str
    follow: CaliforniaJackRevokeProofRequestFollow | Unset = UNSET
    profile: str | Unset = UNSET
    scoring: CaliforniaJackRevokeProofRequestScoring | Unset = UNSET
    stock: list[str] | Unset = UNSET
    stock_face: CaliforniaJackRevokeProofRequestStockFace | Unset = UNSET
    void_must_trump: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = []
            for tricks_item_item_data in tricks_item_data:
                tricks_item_item = tricks_item_item_data.to_dict()
                tricks_item.append(tricks_item_item)

            tricks.append(tricks_item)

        trump = self.trump

        follow: str | Unset = UNSET
        if not isinstance(self.follow, Unset):
            follow = self.follow.value

        profile = self.profile

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock

        stock_face: str | Unset = UNSET
        if not isinstance(self.stock_face, Unset):
            stock_face = self.stock_face.value

        void_must_trump = self.void_must_trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tricks": tricks,
                "trump": trump,
            }
        )
        if follow is not UNSET:
            field_dict["follow"] = follow
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if stock is not UNSET:
            field_dict["stock"] = stock
        if stock_face is not UNSET:
            field_dict["stock_face"] = stock_face
        if void_must_trump is not UNSET:
            field_dict["void_must_trump"] = void_must_trump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = []
            _tricks_item = tricks_item_data
            for tricks_item_item_data in _tricks_item:
                tricks_item_item = Play.from_dict(tricks_item_item_data)

                tricks_item.append(tricks_item_item)

            tricks.append(tricks_item)

        trump = d.pop("trump")

        _follow = d.pop("follow", UNSET)
        follow: CaliforniaJackRevokeProofRequestFollow | Unset
        if isinstance(_follow, Unset):
            follow = UNSET
        else:
            follow = CaliforniaJackRevokeProofRequestFollow(_follow)

        profile = d.pop("profile", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: CaliforniaJackRevokeProofRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = CaliforniaJackRevokeProofRequestScoring(_scoring)

        stock = cast(list[str], d.pop("stock", UNSET))

        _stock_face = d.pop("stock_face", UNSET)
        stock_face: CaliforniaJackRevokeProofRequestStockFace | Unset
        if isinstance(_stock_face, Unset):
            stock_face = UNSET
        else:
            stock_face = CaliforniaJackRevokeProofRequestStockFace(_stock_face)

        void_must_trump = d.pop("void_must_trump", UNSET)

        california_jack_revoke_proof_request = cls(
            tricks=tricks,
            trump=trump,
            follow=follow,
            profile=profile,
            scoring=scoring,
            stock=stock,
            stock_face=stock_face,
            void_must_trump=void_must_trump,
        )

        return california_jack_revoke_proof_request
