from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DealingDealVerifyDifference")


@_attrs_define
class DealingDealVerifyDifference:
    """
    Attributes:
        expected (Any): as dealt: the seat's whole hand, the turned card or the stock
        got (Any): as recorded
        seat (int | None): null: the turned card or the stock
    """

    expected: Any
    got: Any
    seat: int | None

    def to_dict(self) -> dict[str, Any]:
        expected = self.expected

        got = self.got

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expected": expected,
                "got": got,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expected = d.pop("expected")

        got = d.pop("got")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        dealing_deal_verify_difference = cls(
            expected=expected,
            got=got,
            seat=seat,
        )

        return dealing_deal_verify_difference
