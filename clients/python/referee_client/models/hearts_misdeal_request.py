from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HeartsMisdealRequest")


@_attrs_define
class HeartsMisdealRequest:
    """
    Attributes:
        cards_dealt (list[int]):
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        players (int):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    cards_dealt: list[int]
    dealer: int
    players: int
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards_dealt = self.cards_dealt

        dealer = self.dealer

        players = self.players

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards_dealt": cards_dealt,
                "dealer": dealer,
                "players": players,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards_dealt = cast(list[int], d.pop("cards_dealt"))

        dealer = d.pop("dealer")

        players = d.pop("players")

        profile = d.pop("profile", UNSET)

        hearts_misdeal_request = cls(
            cards_dealt=cards_dealt,
            dealer=dealer,
            players=players,
            profile=profile,
        )

        return hearts_misdeal_request
