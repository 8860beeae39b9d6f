from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.california_jack_claim_request_follow import CaliforniaJackClaimRequestFollow
from ..models.california_jack_claim_request_scoring import CaliforniaJackClaimRequestScoring
from ..models.california_jack_claim_request_standard import CaliforniaJackClaimRequestStandard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.california_jack_two_seat_tricks_claim import CaliforniaJackTwoSeatTricksClaim
    from ..models.play import Play


T = TypeVar("T", bound="CaliforniaJackClaimRequest")


@_attrs_define
class CaliforniaJackClaimRequest:
    """
    Attributes:
        claim (CaliforniaJackTwoSeatTricksClaim):
        hands (list[list[str]]): the cards each seat still holds
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        captured (list[list[str]] | Unset): the cards each seat has captured (the game ends when a total reaches 10)
        follow (CaliforniaJackClaimRequestFollow | Unset): house rule (california-jack.classic.follow-or-trump): follow-
            or-trump, follow suit or trump; if left out: the profile's, else "follow-suit"
        leader (int | Unset): the seat that leads the current trick (required when trick is empty)
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scoring (CaliforniaJackClaimRequestScoring | Unset): house rule (california-jack.classic.score): end-of-hand,
            the hand is played out and scored at its end; if left out: the profile's, else "running"
        standard (CaliforniaJackClaimRequestStandard | Unset): any-play (default): the claim must hold however everyone
            plays, the claimer's side included; best-play: the claimer's side can make it against any defence; stated-line:
            the claimer plays its claim's line as stated (the first card of it still held that is legal, else the legal card
            worst for the claim) and the claim must hold however every other seat plays Default:
            CaliforniaJackClaimRequestStandard.ANY_PLAY.
        stock (list[str] | Unset): the cards still to be drawn, top first: a claim is decided once it is empty ([]);
            without it, only once a hand holds fewer than 6 cards
        trick (list[Play] | Unset):
        void_must_trump (bool | Unset): true: a follower void in the suit led who holds a trump must trump (california-
            jack.i-must-trump); if left out: the profile's, else true
    """

    claim: CaliforniaJackTwoSeatTricksClaim
    hands: list[list[str]]
    trump: str
    captured: list[list[str]] | Unset = UNSET
    follow: CaliforniaJackClaimRequestFollow | Unset = UNSET
    leader: int | Unset = UNSET
    profile: str | Unset = UNSET
    scoring: CaliforniaJackClaimRequestScoring | Unset = UNSET
    standard: CaliforniaJackClaimRequestStandard | Unset = CaliforniaJackClaimRequestStandard.ANY_PLAY
    stock: list[str] | Unset = UNSET
    trick: list[Play] | Unset = UNSET
    void_must_trump: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        claim = self.claim.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        trump = self.trump

        captured: list[list[str]] | Unset = UNSET
        if not isinstance(self.captured, Unset):
            captured = []
            for captured_item_data in self.captured:
                captured_item = captured_item_data

                captured.append(captured_item)

        follow: str | Unset = UNSET
        if not isinstance(self.follow, Unset):
            follow = self.follow.value

        leader = self.leader

        profile = self.profile

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        standard: str | Unset = UNSET
        if not isinstance(self.standard, Unset):
            standard = self.standard.value

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock

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
                "claim": claim,
                "hands": hands,
                "trump": trump,
            }
        )
        if captured is not UNSET:
            field_dict["captured"] = captured
        if follow is not UNSET:
            field_dict["follow"] = follow
        if leader is not UNSET:
            field_dict["leader"] = leader
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if standard is not UNSET:
            field_dict["standard"] = standard
        if stock is not UNSET:
            field_dict["stock"] = stock
        if trick is not UNSET:
            field_dict["trick"] = trick
        if void_must_trump is not UNSET:
            field_dict["void_must_trump"] = void_must_trump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.california_jack_two_seat_tricks_claim import CaliforniaJackTwoSeatTricksClaim  # noqa: PLC0415
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        claim = CaliforniaJackTwoSeatTricksClaim.from_dict(d.pop("claim"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        trump = d.pop("trump")

        _captured = d.pop("captured", UNSET)
        captured: list[list[str]] | Unset = UNSET
        if _captured is not UNSET:
            captured = []
            for captured_item_data in _captured:
                captured_item = cast(list[str], captured_item_data)

                captured.append(captured_item)

        _follow = d.pop("follow", UNSET)
        follow: CaliforniaJackClaimRequestFollow | Unset
        if isinstance(_follow, Unset):
            follow = UNSET
        else:
            follow = CaliforniaJackClaimRequestFollow(_follow)

        leader = d.pop("leader", UNSET)

        profile = d.pop("profile", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: CaliforniaJackClaimRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = CaliforniaJackClaimRequestScoring(_scoring)

        _standard = d.pop("standard", UNSET)
        standard: CaliforniaJackClaimRequestStandard | Unset
        if isinstance(_standard, Unset):
            standard = UNSET
        else:
            standard = CaliforniaJackClaimRequestStandard(_standard)

        stock = cast(list[str], d.pop("stock", UNSET))

        _trick = d.pop("trick", UNSET)
        trick: list[Play] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = Play.from_dict(trick_item_data)

                trick.append(trick_item)

        void_must_trump = d.pop("void_must_trump", UNSET)

        california_jack_claim_request = cls(
            claim=claim,
            hands=hands,
            trump=trump,
            captured=captured,
            follow=follow,
            leader=leader,
            profile=profile,
            scoring=scoring,
            standard=standard,
            stock=stock,
            trick=trick,
            void_must_trump=void_must_trump,
        )

        return california_jack_claim_request
