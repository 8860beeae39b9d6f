from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="MisdealAnswer")


@_attrs_define
class MisdealAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        grounds (list[str]): rule ids of every ground found
        misdeal (bool):
        next_dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    grounds: list[str]
    misdeal: bool
    next_dealer: int
    rule: str
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        explanation = self.explanation

        grounds = self.grounds

        misdeal = self.misdeal

        next_dealer = self.next_dealer

        rule = self.rule

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "grounds": grounds,
                "misdeal": misdeal,
                "next_dealer": next_dealer,
                "rule": rule,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        explanation = d.pop("explanation")

        grounds = cast(list[str], d.pop("grounds"))

        misdeal = d.pop("misdeal")

        next_dealer = d.pop("next_dealer")

        rule = d.pop("rule")

        profile = d.pop("profile", UNSET)

        misdeal_answer = cls(
            basis=basis,
            explanation=explanation,
            grounds=grounds,
            misdeal=misdeal,
            next_dealer=next_dealer,
            rule=rule,
            profile=profile,
        )

        return misdeal_answer
