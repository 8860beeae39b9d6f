from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Play")


@_attrs_define
class Play:
    """One card played by one seat.

    Attributes:
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
    """

    card: str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        play = cls(
            card=card,
            seat=seat,
        )

        return play
