from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HeartsPenaltyClaim")


@_attrs_define
class HeartsPenaltyClaim:
    """
    Attributes:
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        line (list[str] | Unset): stated-line only (and required there): the claimer's cards in the order it says it
            will play them, each a card it holds, none twice
        penalty_cards_at_most (int | Unset): the claimer takes at most this many more penalty cards
        tricks (int | Unset): give this or penalty_cards_at_most
    """

    seat: int
    line: list[str] | Unset = UNSET
    penalty_cards_at_most: int | Unset = UNSET
    tricks: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        line: list[str] | Unset = UNSET
        if not isinstance(self.line, Unset):
            line = self.line

        penalty_cards_at_most = self.penalty_cards_at_most

        tricks = self.tricks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
            }
        )
        if line is not UNSET:
            field_dict["line"] = line
        if penalty_cards_at_most is not UNSET:
            field_dict["penalty_cards_at_most"] = penalty_cards_at_most
        if tricks is not UNSET:
            field_dict["tricks"] = tricks

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        line = cast(list[str], d.pop("line", UNSET))

        penalty_cards_at_most = d.pop("penalty_cards_at_most", UNSET)

        tricks = d.pop("tricks", UNSET)

        hearts_penalty_claim = cls(
            seat=seat,
            line=line,
            penalty_cards_at_most=penalty_cards_at_most,
            tricks=tricks,
        )

        return hearts_penalty_claim
