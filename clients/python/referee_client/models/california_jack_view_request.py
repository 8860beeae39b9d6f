from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.california_jack_view_request_follow import CaliforniaJackViewRequestFollow
from ..models.california_jack_view_request_scoring import CaliforniaJackViewRequestScoring
from ..models.california_jack_view_request_stock_face import CaliforniaJackViewRequestStockFace
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="CaliforniaJackViewRequest")


@_attrs_define
class CaliforniaJackViewRequest:
    """
    Attributes:
        dealer (int):
        seat (int | None): the seat whose view it is; null: a spectator, who sees only what the whole table sees
        deck (list[str] | Unset): the whole pack, top first: give this, or hands and stock
        follow (CaliforniaJackViewRequestFollow | Unset): house rule (california-jack.classic.follow-or-trump): follow-
            or-trump, follow suit or trump; if left out: the profile's, else "follow-suit"
        hand_number (int | Unset): the deal's number in the game (0 first), as its fair deal numbers it; 0 to 2^53 - 1
        hands (list[list[str]] | Unset): the dealt hands (6 cards each; any other count is reported as a misdeal)
        plays (list[Play] | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scores_before (list[int] | Unset): scoring end-of-hand: each seat's total before this hand
        scoring (CaliforniaJackViewRequestScoring | Unset): house rule (california-jack.classic.score): end-of-hand, the
            hand is played out and scored at its end; if left out: the profile's, else "running"
        stock (list[str] | Unset): the undealt cards, top first; the last is the face-up trump card (40 cards in a
            regular deal)
        stock_face (CaliforniaJackViewRequestStockFace | Unset): house rule (california-jack.classic.face-up): up, the
            stock lies face up and its top card names trump; if left out: the profile's, else "down"
        void_must_trump (bool | Unset): true: a follower void in the suit led who holds a trump must trump (california-
            jack.i-must-trump); if left out: the profile's, else true
    """

    dealer: int
    seat: int | None
    deck: list[str] | Unset = UNSET
    follow: CaliforniaJackViewRequestFollow | Unset = UNSET
    hand_number: int | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    plays: list[Play] | Unset = UNSET
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    scoring: CaliforniaJackViewRequestScoring | Unset = UNSET
    stock: list[str] | Unset = UNSET
    stock_face: CaliforniaJackViewRequestStockFace | Unset = UNSET
    void_must_trump: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        seat: int | None
        seat = self.seat

        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck

        follow: str | Unset = UNSET
        if not isinstance(self.follow, Unset):
            follow = self.follow.value

        hand_number = self.hand_number

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        plays: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.plays, Unset):
            plays = []
            for plays_item_data in self.plays:
                plays_item = plays_item_data.to_dict()
                plays.append(plays_item)

        profile = self.profile

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

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
                "dealer": dealer,
                "seat": seat,
            }
        )
        if deck is not UNSET:
            field_dict["deck"] = deck
        if follow is not UNSET:
            field_dict["follow"] = follow
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
        if hands is not UNSET:
            field_dict["hands"] = hands
        if plays is not UNSET:
            field_dict["plays"] = plays
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
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
        dealer = d.pop("dealer")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        deck = cast(list[str], d.pop("deck", UNSET))

        _follow = d.pop("follow", UNSET)
        follow: CaliforniaJackViewRequestFollow | Unset
        if isinstance(_follow, Unset):
            follow = UNSET
        else:
            follow = CaliforniaJackViewRequestFollow(_follow)

        hand_number = d.pop("hand_number", UNSET)

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        _plays = d.pop("plays", UNSET)
        plays: list[Play] | Unset = UNSET
        if _plays is not UNSET:
            plays = []
            for plays_item_data in _plays:
                plays_item = Play.from_dict(plays_item_data)

                plays.append(plays_item)

        profile = d.pop("profile", UNSET)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        _scoring = d.pop("scoring", UNSET)
        scoring: CaliforniaJackViewRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = CaliforniaJackViewRequestScoring(_scoring)

        stock = cast(list[str], d.pop("stock", UNSET))

        _stock_face = d.pop("stock_face", UNSET)
        stock_face: CaliforniaJackViewRequestStockFace | Unset
        if isinstance(_stock_face, Unset):
            stock_face = UNSET
        else:
            stock_face = CaliforniaJackViewRequestStockFace(_stock_face)

        void_must_trump = d.pop("void_must_trump", UNSET)

        california_jack_view_request = cls(
            dealer=dealer,
            seat=seat,
            deck=deck,
            follow=follow,
            hand_number=hand_number,
            hands=hands,
            plays=plays,
            profile=profile,
            scores_before=scores_before,
            scoring=scoring,
            stock=stock,
            stock_face=stock_face,
            void_must_trump=void_must_trump,
        )

        return california_jack_view_request
