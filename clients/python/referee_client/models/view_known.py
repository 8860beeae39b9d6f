from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ViewKnown")


@_attrs_define
class ViewKnown:
    """
    Attributes:
        holds (list[list[str]]): per seat, the cards the seat whose view it is knows another seat holds now (a robbed
            turned card, a card passed to it, a card drawn face up); empty for its own seat
        voids (list[list[str]]): per seat, the suits the public play proves it holds none of (a failure to follow where
            the game's rules required following); empty for the seat whose view it is
    """

    holds: list[list[str]]
    voids: list[list[str]]

    def to_dict(self) -> dict[str, Any]:
        holds = []
        for holds_item_data in self.holds:
            holds_item = holds_item_data

            holds.append(holds_item)

        voids = []
        for voids_item_data in self.voids:
            voids_item = voids_item_data

            voids.append(voids_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "holds": holds,
                "voids": voids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        holds = []
        _holds = d.pop("holds")
        for holds_item_data in _holds:
            holds_item = cast(list[str], holds_item_data)

            holds.append(holds_item)

        voids = []
        _voids = d.pop("voids")
        for voids_item_data in _voids:
            voids_item = cast(list[str], voids_item_data)

            voids.append(voids_item)

        view_known = cls(
            holds=holds,
            voids=voids,
        )

        return view_known
