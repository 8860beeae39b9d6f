from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HeartsDeadHandRequest")


@_attrs_define
class HeartsDeadHandRequest:
    """
    Attributes:
        players (int):
        hand_sizes (list[int] | Unset):
        hands (list[list[str]] | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        tricks_won (list[int] | Unset):
    """

    players: int
    hand_sizes: list[int] | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    profile: str | Unset = UNSET
    tricks_won: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        hand_sizes: list[int] | Unset = UNSET
        if not isinstance(self.hand_sizes, Unset):
            hand_sizes = self.hand_sizes

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        profile = self.profile

        tricks_won: list[int] | Unset = UNSET
        if not isinstance(self.tricks_won, Unset):
            tricks_won = self.tricks_won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if hand_sizes is not UNSET:
            field_dict["hand_sizes"] = hand_sizes
        if hands is not UNSET:
            field_dict["hands"] = hands
        if profile is not UNSET:
            field_dict["profile"] = profile
        if tricks_won is not UNSET:
            field_dict["tricks_won"] = tricks_won

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        hand_sizes = cast(list[int], d.pop("hand_sizes", UNSET))

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        profile = d.pop("profile", UNSET)

        tricks_won = cast(list[int], d.pop("tricks_won", UNSET))

        hearts_dead_hand_request = cls(
            players=players,
            hand_sizes=hand_sizes,
            hands=hands,
            profile=profile,
            tricks_won=tricks_won,
        )

        return hearts_dead_hand_request
