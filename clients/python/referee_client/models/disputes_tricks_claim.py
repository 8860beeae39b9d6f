from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DisputesTricksClaim")


@_attrs_define
class DisputesTricksClaim:
    """
    Attributes:
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        tricks (int): at least this many of the tricks not yet complete, the current one included
    """

    seat: int
    tricks: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        tricks = self.tricks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "tricks": tricks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        tricks = d.pop("tricks")

        disputes_tricks_claim = cls(
            seat=seat,
            tricks=tricks,
        )

        return disputes_tricks_claim
