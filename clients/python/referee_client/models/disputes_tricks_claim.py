from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DisputesTricksClaim")


@_attrs_define
class DisputesTricksClaim:
    """
    Attributes:
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        tricks (int): at least this many of the tricks not yet complete, the current one included
        line (list[str] | Unset): stated-line only (and required there): the claimer's cards in the order it says it
            will play them, each a card it holds, none twice
    """

    seat: int
    tricks: int
    line: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        tricks = self.tricks

        line: list[str] | Unset = UNSET
        if not isinstance(self.line, Unset):
            line = self.line

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "tricks": tricks,
            }
        )
        if line is not UNSET:
            field_dict["line"] = line

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        tricks = d.pop("tricks")

        line = cast(list[str], d.pop("line", UNSET))

        disputes_tricks_claim = cls(
            seat=seat,
            tricks=tricks,
            line=line,
        )

        return disputes_tricks_claim
