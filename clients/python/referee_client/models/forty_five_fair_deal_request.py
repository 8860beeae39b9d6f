from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.forty_five_fair_deal_request_scoring import FortyFiveFairDealRequestScoring
from ..types import UNSET, Unset

T = TypeVar("T", bound="FortyFiveFairDealRequest")


@_attrs_define
class FortyFiveFairDealRequest:
    """
    Attributes:
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hand_number (int): the app's number for this deal; 0 to 2^53 - 1
        players (int):
        server_seed (str): 16 to 64 bytes in hex: secret until the deal is over, then revealed
        client_seeds (list[str] | Unset): players' contributions, public: 0 to 8, each 1 to 64 bytes in hex
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scoring (FortyFiveFairDealRequestScoring | Unset): house rule: standard (forty-five.score.standard) or
            differential (forty-five.score.differential) scoring
    """

    dealer: int
    hand_number: int
    players: int
    server_seed: str
    client_seeds: list[str] | Unset = UNSET
    profile: str | Unset = UNSET
    scoring: FortyFiveFairDealRequestScoring | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand_number = self.hand_number

        players = self.players

        server_seed = self.server_seed

        client_seeds: list[str] | Unset = UNSET
        if not isinstance(self.client_seeds, Unset):
            client_seeds = self.client_seeds

        profile = self.profile

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hand_number": hand_number,
                "players": players,
                "server_seed": server_seed,
            }
        )
        if client_seeds is not UNSET:
            field_dict["client_seeds"] = client_seeds
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scoring is not UNSET:
            field_dict["scoring"] = scoring

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_number = d.pop("hand_number")

        players = d.pop("players")

        server_seed = d.pop("server_seed")

        client_seeds = cast(list[str], d.pop("client_seeds", UNSET))

        profile = d.pop("profile", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: FortyFiveFairDealRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = FortyFiveFairDealRequestScoring(_scoring)

        forty_five_fair_deal_request = cls(
            dealer=dealer,
            hand_number=hand_number,
            players=players,
            server_seed=server_seed,
            client_seeds=client_seeds,
            profile=profile,
            scoring=scoring,
        )

        return forty_five_fair_deal_request
