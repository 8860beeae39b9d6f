from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HeartsSettleRequest")


@_attrs_define
class HeartsSettleRequest:
    """
    Attributes:
        totals (list[int]): each player's total points, in seat order (3 to 6 players)
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    totals: list[int]
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        totals = self.totals

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "totals": totals,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        totals = cast(list[int], d.pop("totals"))

        profile = d.pop("profile", UNSET)

        hearts_settle_request = cls(
            totals=totals,
            profile=profile,
        )

        return hearts_settle_request
