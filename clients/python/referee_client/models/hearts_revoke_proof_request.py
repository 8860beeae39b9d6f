from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="HeartsRevokeProofRequest")


@_attrs_define
class HeartsRevokeProofRequest:
    """
    Attributes:
        players (int):
        tricks (list[list[Play]]): every trick as played, the leader's play first; the last may be incomplete
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    players: int
    tricks: list[list[Play]]
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = []
            for tricks_item_item_data in tricks_item_data:
                tricks_item_item = tricks_item_item_data.to_dict()
                tricks_item.append(tricks_item_item)

            tricks.append(tricks_item)

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "tricks": tricks,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = []
            _tricks_item = tricks_item_data
            for tricks_item_item_data in _tricks_item:
                tricks_item_item = Play.from_dict(tricks_item_item_data)

                tricks_item.append(tricks_item_item)

            tricks.append(tricks_item)

        profile = d.pop("profile", UNSET)

        hearts_revoke_proof_request = cls(
            players=players,
            tricks=tricks,
            profile=profile,
        )

        return hearts_revoke_proof_request
