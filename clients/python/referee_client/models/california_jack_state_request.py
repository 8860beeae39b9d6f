from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.california_jack_state_request_follow import CaliforniaJackStateRequestFollow
from ..models.california_jack_state_request_scoring import CaliforniaJackStateRequestScoring
from ..models.california_jack_state_request_stock_face import CaliforniaJackStateRequestStockFace
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="CaliforniaJackStateRequest")


@_attrs_define
class CaliforniaJackStateRequest:
    """
    Attributes:
        dealer (int):
        deck (list[str] | Unset): the whole pack, top first: give this, or hands and stock
        follow (CaliforniaJackStateRequestFollow | Unset): house rule (california-jack.classic.follow-or-trump): follow-
            or-trump, follow suit or trump; if left out: the profile's, else "follow-suit"
        for_seat (int | None | Unset): answer only what this seat may know (null: a spectator): the other hands as
            nulls, and legal and the choices only when this seat is to act (the game's i-view interpretation says what is
            public)
        hand_number (int | Unset): the deal's number in the game (0 first), as its fair deal numbers it; 0 to 2^53 - 1
        hands (list[list[str]] | Unset): the dealt hands (6 cards each; any other count is reported as a misdeal)
        plays (list[Play] | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scores_before (list[int] | Unset): scoring end-of-hand: each seat's total before this hand
        scoring (CaliforniaJackStateRequestScoring | Unset): house rule (california-jack.classic.score): end-of-hand,
            the hand is played out and scored at its end; if left out: the profile's, else "running"
        stock (list[str] | Unset): the undealt cards, top first; the last is the face-up trump card (40 cards in a
            regular deal)
        stock_face (CaliforniaJackStateRequestStockFace | Unset): house rule (california-jack.classic.face-up): up, the
            stock lies face up and its top card names trump; if left out: the profile's, else "down"
        void_must_trump (bool | Unset): true: a follower void in the suit led who holds a trump must trump (california-
            jack.i-must-trump); if left out: the profile's, else true
    """

    dealer: int
    deck: list[str] | Unset = UNSET
    follow: CaliforniaJackStateRequestFollow | Unset = UNSET
    for_seat: int | None | Unset = UNSET
    hand_number: int | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    plays: list[Play] | Unset = UNSET
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    scoring: CaliforniaJackStateRequestScoring | Unset = UNSET
    stock: list[str] | Unset = UNSET
    stock_face: CaliforniaJackStateRequestStockFace | Unset = UNSET
    void_must_trump: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck

        follow: str | Unset = UNSET
        if not isinstance(self.follow, Unset):
            follow = self.follow.value

        for_seat: int | None | Unset
        if isinstance(self.for_seat, Unset):
            for_seat = UNSET
        else:
            for_seat = self.for_seat

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
            }
        )
        if deck is not UNSET:
            field_dict["deck"] = deck
        if follow is not UNSET:
            field_dict["follow"] = follow
        if for_seat is not UNSET:
            field_dict["for_seat"] = for_seat
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

        deck = cast(list[str], d.pop("deck", UNSET))

        _follow = d.pop("follow", UNSET)
        follow: CaliforniaJackStateRequestFollow | Unset
        if isinstance(_follow, Unset):
            follow = UNSET
        else:
            follow = CaliforniaJackStateRequestFollow(_follow)

        def _parse_for_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        for_seat = _parse_for_seat(d.pop("for_seat", UNSET))

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
        scoring: CaliforniaJackStateRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = CaliforniaJackStateRequestScoring(_scoring)

        stock = cast(list[str], d.pop("stock", UNSET))

        _stock_face = d.pop("stock_face", UNSET)
        stock_face: CaliforniaJackStateRequestStockFace | Unset
        if isinstance(_stock_face, Unset):
            stock_face = UNSET
        else:
            stock_face = CaliforniaJackStateRequestStockFace(_stock_face)

        void_must_trump = d.pop("void_must_trump", UNSET)

        california_jack_state_request = cls(
            dealer=dealer,
            deck=deck,
            follow=follow,
            for_seat=for_seat,
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

        return california_jack_state_request
