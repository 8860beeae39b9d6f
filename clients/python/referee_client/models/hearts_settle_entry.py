from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HeartsSettleEntry")


@_attrs_define
class HeartsSettleEntry:
    """
    Attributes:
        collects (str):
        collects_value (float):
        pays (str): exact fraction, e.g. "7/4"
        pays_value (float):
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        total (int):
    """

    collects: str
    collects_value: float
    pays: str
    pays_value: float
    seat: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        collects = self.collects

        collects_value = self.collects_value

        pays = self.pays

        pays_value = self.pays_value

        seat = self.seat

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "collects": collects,
                "collects_value": collects_value,
                "pays": pays,
                "pays_value": pays_value,
                "seat": seat,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        collects = d.pop("collects")

        collects_value = d.pop("collects_value")

        pays = d.pop("pays")

        pays_value = d.pop("pays_value")

        seat = d.pop("seat")

        total = d.pop("total")

        hearts_settle_entry = cls(
            collects=collects,
            collects_value=collects_value,
            pays=pays,
            pays_value=pays_value,
            seat=seat,
            total=total,
        )

        return hearts_settle_entry
