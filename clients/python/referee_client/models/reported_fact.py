from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.reported_fact_type import ReportedFactType

T = TypeVar("T", bound="ReportedFact")


@_attrs_define
class ReportedFact:
    """
    Attributes:
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        trick (int): the trick it was shown during, 0-based (0: before or during the first)
        type_ (ReportedFactType): exposure: a card shown when it should not have been
    """

    card: str
    seat: int
    trick: int
    type_: ReportedFactType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        trick = self.trick

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "trick": trick,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        trick = d.pop("trick")

        type_ = ReportedFactType(d.pop("type"))

        reported_fact = cls(
            card=card,
            seat=seat,
            trick=trick,
            type_=type_,
        )

        return reported_fact
