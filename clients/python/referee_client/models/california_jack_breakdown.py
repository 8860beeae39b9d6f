from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CaliforniaJackBreakdown")


@_attrs_define
class CaliforniaJackBreakdown:
    """
    Attributes:
        game (int):
        high (int):
        jack (int):
        low (int):
    """

    game: int
    high: int
    jack: int
    low: int

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        high = self.high

        jack = self.jack

        low = self.low

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "high": high,
                "jack": jack,
                "low": low,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        high = d.pop("high")

        jack = d.pop("jack")

        low = d.pop("low")

        california_jack_breakdown = cls(
            game=game,
            high=high,
            jack=jack,
            low=low,
        )

        return california_jack_breakdown
