from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.california_jack_honours_high import CaliforniaJackHonoursHigh
from ..models.california_jack_honours_jack import CaliforniaJackHonoursJack
from ..models.california_jack_honours_low import CaliforniaJackHonoursLow

T = TypeVar("T", bound="CaliforniaJackHonours")


@_attrs_define
class CaliforniaJackHonours:
    """
    Attributes:
        high (CaliforniaJackHonoursHigh):
        jack (CaliforniaJackHonoursJack):
        low (CaliforniaJackHonoursLow):
    """

    high: CaliforniaJackHonoursHigh
    jack: CaliforniaJackHonoursJack
    low: CaliforniaJackHonoursLow

    def to_dict(self) -> dict[str, Any]:
        high = self.high.value

        jack = self.jack.value

        low = self.low.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "high": high,
                "jack": jack,
                "low": low,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        high = CaliforniaJackHonoursHigh(d.pop("high"))

        jack = CaliforniaJackHonoursJack(d.pop("jack"))

        low = CaliforniaJackHonoursLow(d.pop("low"))

        california_jack_honours = cls(
            high=high,
            jack=jack,
            low=low,
        )

        return california_jack_honours
