from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

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
        line (list[str] | Unset): stated-line only (and required there): the claimer's cards in the order it says it
            will play them, each a card it holds, none twice
        standard (ResultClaimStandard | Unset): any-play (default): the claim must hold however everyone plays, the
            claimer's side included; best-play: the claimer's side can make it against any defence; stated-line: the claimer
            plays its claim's line as stated (the first card of it still held that is legal, else the legal card worst for
            the claim) and the claim must hold however every other seat plays Default: ResultClaimStandard.ANY_PLAY.
    """

    seat: int
    conceded: bool | Unset = False
    line: list[str] | Unset = UNSET
    standard: ResultClaimStandard | Unset = ResultClaimStandard.ANY_PLAY

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        conceded = self.conceded

        line: list[str] | Unset = UNSET
        if not isinstance(self.line, Unset):
            line = self.line

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
        if line is not UNSET:
            field_dict["line"] = line
        if standard is not UNSET:
            field_dict["standard"] = standard

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        conceded = d.pop("conceded", UNSET)

        line = cast(list[str], d.pop("line", UNSET))

        _standard = d.pop("standard", UNSET)
        standard: ResultClaimStandard | Unset
        if isinstance(_standard, Unset):
            standard = UNSET
        else:
            standard = ResultClaimStandard(_standard)

        result_claim = cls(
            seat=seat,
            conceded=conceded,
            line=line,
            standard=standard,
        )

        return result_claim
