from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="FortyFiveRevokeProofRequest")


@_attrs_define
class FortyFiveRevokeProofRequest:
    """
    Attributes:
        players (int):
        tricks (list[list[Play]]): every trick as played, the leader's play first; the last may be incomplete
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        sides (list[list[int]] | Unset):
        trump_ace_demoted (bool | Unset): the ace of trumps lost its rank (forty-five.i-demoted-ace) Default: False.
        turned (str | Unset): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits
            S H D C); requests also accept 10 for T, lower case and the suit glyphs.
    """

    players: int
    tricks: list[list[Play]]
    trump: str
    profile: str | Unset = UNSET
    sides: list[list[int]] | Unset = UNSET
    trump_ace_demoted: bool | Unset = False
    turned: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = []
            for tricks_item_item_data in tricks_item_data:
                tricks_item_item = tricks_item_item_data.to_dict()
                tricks_item.append(tricks_item_item)

            tricks.append(tricks_item)

        trump = self.trump

        profile = self.profile

        sides: list[list[int]] | Unset = UNSET
        if not isinstance(self.sides, Unset):
            sides = []
            for sides_item_data in self.sides:
                sides_item = sides_item_data

                sides.append(sides_item)

        trump_ace_demoted = self.trump_ace_demoted

        turned = self.turned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "tricks": tricks,
                "trump": trump,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile
        if sides is not UNSET:
            field_dict["sides"] = sides
        if trump_ace_demoted is not UNSET:
            field_dict["trump_ace_demoted"] = trump_ace_demoted
        if turned is not UNSET:
            field_dict["turned"] = turned

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

        trump = d.pop("trump")

        profile = d.pop("profile", UNSET)

        _sides = d.pop("sides", UNSET)
        sides: list[list[int]] | Unset = UNSET
        if _sides is not UNSET:
            sides = []
            for sides_item_data in _sides:
                sides_item = cast(list[int], sides_item_data)

                sides.append(sides_item)

        trump_ace_demoted = d.pop("trump_ace_demoted", UNSET)

        turned = d.pop("turned", UNSET)

        forty_five_revoke_proof_request = cls(
            players=players,
            tricks=tricks,
            trump=trump,
            profile=profile,
            sides=sides,
            trump_ace_demoted=trump_ace_demoted,
            turned=turned,
        )

        return forty_five_revoke_proof_request
