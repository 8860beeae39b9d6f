from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.california_jack_result_request_follow import CaliforniaJackResultRequestFollow
from ..models.california_jack_result_request_scoring import CaliforniaJackResultRequestScoring
from ..models.california_jack_result_request_stock_face import CaliforniaJackResultRequestStockFace
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play
    from ..models.reported_fact import ReportedFact
    from ..models.result_claim import ResultClaim


T = TypeVar("T", bound="CaliforniaJackResultRequest")


@_attrs_define
class CaliforniaJackResultRequest:
    """
    Attributes:
        dealer (int):
        claim (None | ResultClaim | Unset): a claim made after the record's last play, of every remaining trick for the
            claimer's side ("the rest are mine"): conceded, or decided by the claim search (as rulings/claim), it ends the
            play; if left out: null
        deck (list[str] | Unset): the whole pack, top first: give this, or hands and stock
        follow (CaliforniaJackResultRequestFollow | Unset): house rule (california-jack.classic.follow-or-trump):
            follow-or-trump, follow suit or trump; if left out: the profile's, else "follow-suit"
        hand_number (int | Unset): the deal's number in the game (0 first), as its fair deal numbers it; 0 to 2^53 - 1
        hands (list[list[str]] | Unset): the dealt hands (6 cards each; any other count is reported as a misdeal)
        plays (list[Play] | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        reported (list[ReportedFact] | Unset): facts the record cannot show, in the order they happened: each a card
            exposed (type exposure) by a seat during a trick, ruled by the game's exposure rule and listed among the
            irregularities
        scores_before (list[int] | Unset): scoring end-of-hand: each seat's total before this hand
        scoring (CaliforniaJackResultRequestScoring | Unset): house rule (california-jack.classic.score): end-of-hand,
            the hand is played out and scored at its end; if left out: the profile's, else "running"
        stock (list[str] | Unset): the undealt cards, top first; the last is the face-up trump card (40 cards in a
            regular deal)
        stock_face (CaliforniaJackResultRequestStockFace | Unset): house rule (california-jack.classic.face-up): up, the
            stock lies face up and its top card names trump; if left out: the profile's, else "down"
        void_must_trump (bool | Unset): true: a follower void in the suit led who holds a trump must trump (california-
            jack.i-must-trump); if left out: the profile's, else true
    """

    dealer: int
    claim: None | ResultClaim | Unset = UNSET
    deck: list[str] | Unset = UNSET
    follow: CaliforniaJackResultRequestFollow | Unset = UNSET
    hand_number: int | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    plays: list[Play] | Unset = UNSET
    profile: str | Unset = UNSET
    reported: list[ReportedFact] | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    scoring: CaliforniaJackResultRequestScoring | Unset = UNSET
    stock: list[str] | Unset = UNSET
    stock_face: CaliforniaJackResultRequestStockFace | Unset = UNSET
    void_must_trump: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.result_claim import ResultClaim  # noqa: PLC0415

        dealer = self.dealer

        claim: dict[str, Any] | None | Unset
        if isinstance(self.claim, Unset):
            claim = UNSET
        elif isinstance(self.claim, ResultClaim):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

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

        reported: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reported, Unset):
            reported = []
            for reported_item_data in self.reported:
                reported_item = reported_item_data.to_dict()
                reported.append(reported_item)

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
        if claim is not UNSET:
            field_dict["claim"] = claim
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
        if reported is not UNSET:
            field_dict["reported"] = reported
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
        from ..models.reported_fact import ReportedFact  # noqa: PLC0415
        from ..models.result_claim import ResultClaim  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        def _parse_claim(data: object) -> None | ResultClaim | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                claim_type_0 = ResultClaim.from_dict(data)

                return claim_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResultClaim | Unset, data)

        claim = _parse_claim(d.pop("claim", UNSET))

        deck = cast(list[str], d.pop("deck", UNSET))

        _follow = d.pop("follow", UNSET)
        follow: CaliforniaJackResultRequestFollow | Unset
        if isinstance(_follow, Unset):
            follow = UNSET
        else:
            follow = CaliforniaJackResultRequestFollow(_follow)

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

        _reported = d.pop("reported", UNSET)
        reported: list[ReportedFact] | Unset = UNSET
        if _reported is not UNSET:
            reported = []
            for reported_item_data in _reported:
                reported_item = ReportedFact.from_dict(reported_item_data)

                reported.append(reported_item)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        _scoring = d.pop("scoring", UNSET)
        scoring: CaliforniaJackResultRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = CaliforniaJackResultRequestScoring(_scoring)

        stock = cast(list[str], d.pop("stock", UNSET))

        _stock_face = d.pop("stock_face", UNSET)
        stock_face: CaliforniaJackResultRequestStockFace | Unset
        if isinstance(_stock_face, Unset):
            stock_face = UNSET
        else:
            stock_face = CaliforniaJackResultRequestStockFace(_stock_face)

        void_must_trump = d.pop("void_must_trump", UNSET)

        california_jack_result_request = cls(
            dealer=dealer,
            claim=claim,
            deck=deck,
            follow=follow,
            hand_number=hand_number,
            hands=hands,
            plays=plays,
            profile=profile,
            reported=reported,
            scores_before=scores_before,
            scoring=scoring,
            stock=stock,
            stock_face=stock_face,
            void_must_trump=void_must_trump,
        )

        return california_jack_result_request
