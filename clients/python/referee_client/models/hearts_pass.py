from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hearts_pass_direction import HeartsPassDirection

T = TypeVar("T", bound="HeartsPass")


@_attrs_define
class HeartsPass:
    """
    Attributes:
        direction (HeartsPassDirection):
        hands (list[list[str]] | None): each hand after the pass (null when the pass was not legal)
    """

    direction: HeartsPassDirection
    hands: list[list[str]] | None

    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        hands: list[list[str]] | None
        if isinstance(self.hands, list):
            hands = []
            for hands_type_0_item_data in self.hands:
                hands_type_0_item = hands_type_0_item_data

                hands.append(hands_type_0_item)

        else:
            hands = self.hands

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "direction": direction,
                "hands": hands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        direction = HeartsPassDirection(d.pop("direction"))

        def _parse_hands(data: object) -> list[list[str]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hands_type_0 = []
                _hands_type_0 = data
                for hands_type_0_item_data in _hands_type_0:
                    hands_type_0_item = cast(list[str], hands_type_0_item_data)

                    hands_type_0.append(hands_type_0_item)

                return hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None, data)

        hands = _parse_hands(d.pop("hands"))

        hearts_pass = cls(
            direction=direction,
            hands=hands,
        )

        return hearts_pass
