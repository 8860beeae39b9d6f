from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_forty_fives_revoke_request_kind import AuctionFortyFivesRevokeRequestKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionFortyFivesRevokeRequest")


@_attrs_define
class AuctionFortyFivesRevokeRequest:
    """
    Attributes:
        kind (AuctionFortyFivesRevokeRequestKind):
        offender (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        players (int): 4 or 6
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        tricks_won (list[int] | Unset):
    """

    kind: AuctionFortyFivesRevokeRequestKind
    offender: int
    players: int
    profile: str | Unset = UNSET
    tricks_won: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        offender = self.offender

        players = self.players

        profile = self.profile

        tricks_won: list[int] | Unset = UNSET
        if not isinstance(self.tricks_won, Unset):
            tricks_won = self.tricks_won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "offender": offender,
                "players": players,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile
        if tricks_won is not UNSET:
            field_dict["tricks_won"] = tricks_won

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = AuctionFortyFivesRevokeRequestKind(d.pop("kind"))

        offender = d.pop("offender")

        players = d.pop("players")

        profile = d.pop("profile", UNSET)

        tricks_won = cast(list[int], d.pop("tricks_won", UNSET))

        auction_forty_fives_revoke_request = cls(
            kind=kind,
            offender=offender,
            players=players,
            profile=profile,
            tricks_won=tricks_won,
        )

        return auction_forty_fives_revoke_request
