from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.result_claim_standard import ResultClaimStandard
from ..types import UNSET, Unset

T = TypeVar("T", bound="ResultClaim")


@_attrs_define
class ResultClaim:
    """
    Attributes:
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        conceded (bool | Unset): whether the other side agreed: the claimer's side then takes every remaining trick with
            no search Default: False.
        standard (ResultClaimStandard | Unset): any-play (default): the claim must hold however everyone plays, the
            claimer's side included; best-play: the claimer's side can make it against any defence Default:
            ResultClaimStandard.ANY_PLAY.
    """

    seat: int
    conceded: bool | Unset = False
    standard: ResultClaimStandard | Unset = ResultClaimStandard.ANY_PLAY

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        conceded = self.conceded

        standard: str | Unset = UNSET
        if not isinstance(self.standard, Unset):
            standard = self.standard.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
            }
        )
        if conceded is not UNSET:
            field_dict["conceded"] = conceded
        if standard is not UNSET:
            field_dict["standard"] = standard

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        conceded = d.pop("conceded", UNSET)

        _standard = d.pop("standard", UNSET)
        standard: ResultClaimStandard | Unset
        if isinstance(_standard, Unset):
            standard = UNSET
        else:
            standard = ResultClaimStandard(_standard)

        result_claim = cls(
            seat=seat,
            conceded=conceded,
            standard=standard,
        )

        return result_claim
