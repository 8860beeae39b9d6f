from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.california_jack_fair_deal_request_follow import CaliforniaJackFairDealRequestFollow
from ..models.california_jack_fair_deal_request_scoring import CaliforniaJackFairDealRequestScoring
from ..models.california_jack_fair_deal_request_stock_face import CaliforniaJackFairDealRequestStockFace
from ..types import UNSET, Unset

T = TypeVar("T", bound="CaliforniaJackFairDealRequest")


@_attrs_define
class CaliforniaJackFairDealRequest:
    """
    Attributes:
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hand_number (int): the app's number for this deal; 0 to 2^53 - 1
        server_seed (str): 16 to 64 bytes in hex: secret until the deal is over, then revealed
        client_seeds (list[str] | Unset): players' contributions, public: 0 to 8, each 1 to 64 bytes in hex
        follow (CaliforniaJackFairDealRequestFollow | Unset): house rule (california-jack.classic.follow-or-trump):
            follow-or-trump, follow suit or trump
        players (int | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scoring (CaliforniaJackFairDealRequestScoring | Unset): house rule (california-jack.classic.score): end-of-hand,
            the hand is played out and scored at its end
        stock_face (CaliforniaJackFairDealRequestStockFace | Unset): house rule (california-jack.classic.face-up): up,
            the stock lies face up and its top card names trump
        void_must_trump (bool | Unset): true: a follower void in the suit led who holds a trump must trump (california-
            jack.i-must-trump)
    """

    dealer: int
    hand_number: int
    server_seed: str
    client_seeds: list[str] | Unset = UNSET
    follow: CaliforniaJackFairDealRequestFollow | Unset = UNSET
    players: int | Unset = UNSET
    profile: str | Unset = UNSET
    scoring: CaliforniaJackFairDealRequestScoring | Unset = UNSET
    stock_face: CaliforniaJackFairDealRequestStockFace | Unset = UNSET
    void_must_trump: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand_number = self.hand_number

        server_seed = self.server_seed

        client_seeds: list[str] | Unset = UNSET
        if not isinstance(self.client_seeds, Unset):
            client_seeds = self.client_seeds

        follow: str | Unset = UNSET
        if not isinstance(self.follow, Unset):
            follow = self.follow.value

        players = self.players

        profile = self.profile

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        stock_face: str | Unset = UNSET
        if not isinstance(self.stock_face, Unset):
            stock_face = self.stock_face.value

        void_must_trump = self.void_must_trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hand_number": hand_number,
                "server_seed": server_seed,
            }
        )
        if client_seeds is not UNSET:
            field_dict["client_seeds"] = client_seeds
        if follow is not UNSET:
            field_dict["follow"] = follow
        if players is not UNSET:
            field_dict["players"] = players
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if stock_face is not UNSET:
            field_dict["stock_face"] = stock_face
        if void_must_trump is not UNSET:
            field_dict["void_must_trump"] = void_must_trump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_number = d.pop("hand_number")

        server_seed = d.pop("server_seed")

        client_seeds = cast(list[str], d.pop("client_seeds", UNSET))

        _follow = d.pop("follow", UNSET)
        follow: CaliforniaJackFairDealRequestFollow | Unset
        if isinstance(_follow, Unset):
            follow = UNSET
        else:
            follow = CaliforniaJackFairDealRequestFollow(_follow)

        players = d.pop("players", UNSET)

        profile = d.pop("profile", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: CaliforniaJackFairDealRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = CaliforniaJackFairDealRequestScoring(_scoring)

        _stock_face = d.pop("stock_face", UNSET)
        stock_face: CaliforniaJackFairDealRequestStockFace | Unset
        if isinstance(_stock_face, Unset):
            stock_face = UNSET
        else:
            stock_face = CaliforniaJackFairDealRequestStockFace(_stock_face)

        void_must_trump = d.pop("void_must_trump", UNSET)

        california_jack_fair_deal_request = cls(
            dealer=dealer,
            hand_number=hand_number,
            server_seed=server_seed,
            client_seeds=client_seeds,
            follow=follow,
            players=players,
            profile=profile,
            scoring=scoring,
            stock_face=stock_face,
            void_must_trump=void_must_trump,
        )

        return california_jack_fair_deal_request
