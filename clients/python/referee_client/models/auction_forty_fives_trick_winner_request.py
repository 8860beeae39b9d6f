from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="AuctionFortyFivesTrickWinnerRequest")


@_attrs_define
class AuctionFortyFivesTrickWinnerRequest:
    """
    Attributes:
        plays (list[Play]):
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        players (int | Unset): 4 or 6
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    plays: list[Play]
    trump: str
    players: int | Unset = UNSET
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        trump = self.trump

        players = self.players

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plays": plays,
                "trump": trump,
            }
        )
        if players is not UNSET:
            field_dict["players"] = players
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = Play.from_dict(plays_item_data)

            plays.append(plays_item)

        trump = d.pop("trump")

        players = d.pop("players", UNSET)

        profile = d.pop("profile", UNSET)

        auction_forty_fives_trick_winner_request = cls(
            plays=plays,
            trump=trump,
            players=players,
            profile=profile,
        )

        return auction_forty_fives_trick_winner_request
