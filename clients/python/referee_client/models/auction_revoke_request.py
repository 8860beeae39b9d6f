from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_revoke_request_kind import AuctionRevokeRequestKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="AuctionRevokeRequest")


@_attrs_define
class AuctionRevokeRequest:
    """
    Attributes:
        kind (AuctionRevokeRequestKind):
        offender (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        players (int):
        dealer (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hands (list[list[str]] | Unset):
        plays (list[Play] | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        tricks_won (list[int] | Unset):
    """

    kind: AuctionRevokeRequestKind
    offender: int
    players: int
    dealer: int | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    plays: list[Play] | Unset = UNSET
    profile: str | Unset = UNSET
    tricks_won: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        offender = self.offender

        players = self.players

        dealer = self.dealer

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        plays: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.plays, Unset):
            plays = []
            for plays_item_data in self.plays:
                plays_item = plays_item_data.to_dict()
                plays.append(plays_item)

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
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if hands is not UNSET:
            field_dict["hands"] = hands
        if plays is not UNSET:
            field_dict["plays"] = plays
        if profile is not UNSET:
            field_dict["profile"] = profile
        if tricks_won is not UNSET:
            field_dict["tricks_won"] = tricks_won

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        kind = AuctionRevokeRequestKind(d.pop("kind"))

        offender = d.pop("offender")

        players = d.pop("players")

        dealer = d.pop("dealer", UNSET)

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        _plays = d.pop("plays", UNSET)
        plays: list[Play] | Unset = UNSET
        if _plays is not UNSET:
            plays = []
            for plays_item_data in _plays:
                plays_item = Play.from_dict(plays_item_data)

                plays.append(plays_item)

        profile = d.pop("profile", UNSET)

        tricks_won = cast(list[int], d.pop("tricks_won", UNSET))

        auction_revoke_request = cls(
            kind=kind,
            offender=offender,
            players=players,
            dealer=dealer,
            hands=hands,
            plays=plays,
            profile=profile,
            tricks_won=tricks_won,
        )

        return auction_revoke_request
