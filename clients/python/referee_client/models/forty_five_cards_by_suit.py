from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FortyFiveCardsBySuit")


@_attrs_define
class FortyFiveCardsBySuit:
    """
    Attributes:
        c (list[str]):
        d (list[str]):
        h (list[str]):
        s (list[str]):
    """

    c: list[str]
    d: list[str]
    h: list[str]
    s: list[str]

    def to_dict(self) -> dict[str, Any]:
        c = self.c

        d = self.d

        h = self.h

        s = self.s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "C": c,
                "D": d,
                "H": h,
                "S": s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        c = cast(list[str], d.pop("C"))

        d = cast(list[str], d.pop("D"))

        h = cast(list[str], d.pop("H"))

        s = cast(list[str], d.pop("S"))

        forty_five_cards_by_suit = cls(
            c=c,
            d=d,
            h=h,
            s=s,
        )

        return forty_five_cards_by_suit
