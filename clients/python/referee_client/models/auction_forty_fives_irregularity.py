from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionFortyFivesIrregularity")


@_attrs_define
class AuctionFortyFivesIrregularity:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        index (int | None):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
        seat (int | None | Unset):
    """

    basis: Basis
    explanation: str
    index: int | None
    rule: str
    profile: str | Unset = UNSET
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        explanation = self.explanation

        index: int | None
        index = self.index

        rule = self.rule

        profile = self.profile

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "index": index,
                "rule": rule,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        explanation = d.pop("explanation")

        def _parse_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        index = _parse_index(d.pop("index"))

        rule = d.pop("rule")

        profile = d.pop("profile", UNSET)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        auction_forty_fives_irregularity = cls(
            basis=basis,
            explanation=explanation,
            index=index,
            rule=rule,
            profile=profile,
            seat=seat,
        )

        return auction_forty_fives_irregularity
