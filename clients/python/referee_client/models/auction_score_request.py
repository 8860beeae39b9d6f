from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionScoreRequest")


@_attrs_define
class AuctionScoreRequest:
    """
    Attributes:
        captured (list[list[str]]):
        penalty_suit (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        players (int):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    captured: list[list[str]]
    penalty_suit: str
    players: int
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        captured = []
        for captured_item_data in self.captured:
            captured_item = captured_item_data

            captured.append(captured_item)

        penalty_suit = self.penalty_suit

        players = self.players

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "captured": captured,
                "penalty_suit": penalty_suit,
                "players": players,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        captured = []
        _captured = d.pop("captured")
        for captured_item_data in _captured:
            captured_item = cast(list[str], captured_item_data)

            captured.append(captured_item)

        penalty_suit = d.pop("penalty_suit")

        players = d.pop("players")

        profile = d.pop("profile", UNSET)

        auction_score_request = cls(
            captured=captured,
            penalty_suit=penalty_suit,
            players=players,
            profile=profile,
        )

        return auction_score_request
