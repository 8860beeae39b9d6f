from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CaliforniaJackGamePoints")


@_attrs_define
class CaliforniaJackGamePoints:
    """
    Attributes:
        a (int):
        j (int):
        k (int):
        q (int):
        t (int):
    """

    a: int
    j: int
    k: int
    q: int
    t: int

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        j = self.j

        k = self.k

        q = self.q

        t = self.t

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "A": a,
                "J": j,
                "K": k,
                "Q": q,
                "T": t,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        a = d.pop("A")

        j = d.pop("J")

        k = d.pop("K")

        q = d.pop("Q")

        t = d.pop("T")

        california_jack_game_points = cls(
            a=a,
            j=j,
            k=k,
            q=q,
            t=t,
        )

        return california_jack_game_points
