from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="CaliforniaJackMisdeal")


@_attrs_define
class CaliforniaJackMisdeal:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        grounds (list[str]): rule ids of every ground found
        misdeal (bool):
        missing (list[str]):
        next_dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        repeated (list[str]):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        wrong_counts (list[int]): seats dealt the wrong number of cards
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    grounds: list[str]
    misdeal: bool
    missing: list[str]
    next_dealer: int
    repeated: list[str]
    rule: str
    wrong_counts: list[int]
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        explanation = self.explanation

        grounds = self.grounds

        misdeal = self.misdeal

        missing = self.missing

        next_dealer = self.next_dealer

        repeated = self.repeated

        rule = self.rule

        wrong_counts = self.wrong_counts

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "grounds": grounds,
                "misdeal": misdeal,
                "missing": missing,
                "next_dealer": next_dealer,
                "repeated": repeated,
                "rule": rule,
                "wrong_counts": wrong_counts,
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

        missing = cast(list[str], d.pop("missing"))

        next_dealer = d.pop("next_dealer")

        repeated = cast(list[str], d.pop("repeated"))

        rule = d.pop("rule")

        wrong_counts = cast(list[int], d.pop("wrong_counts"))

        profile = d.pop("profile", UNSET)

        california_jack_misdeal = cls(
            basis=basis,
            explanation=explanation,
            grounds=grounds,
            misdeal=misdeal,
            missing=missing,
            next_dealer=next_dealer,
            repeated=repeated,
            rule=rule,
            wrong_counts=wrong_counts,
            profile=profile,
        )

        return california_jack_misdeal
