from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..models.revoke_answer_penalty import RevokeAnswerPenalty
from ..types import UNSET, Unset

T = TypeVar("T", bound="RevokeAnswer")


@_attrs_define
class RevokeAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        must_still_pay (bool):
        penalty (RevokeAnswerPenalty):
        receives_cards (bool):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    must_still_pay: bool
    penalty: RevokeAnswerPenalty
    receives_cards: bool
    rule: str
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        explanation = self.explanation

        must_still_pay = self.must_still_pay

        penalty = self.penalty.value

        receives_cards = self.receives_cards

        rule = self.rule

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "must_still_pay": must_still_pay,
                "penalty": penalty,
                "receives_cards": receives_cards,
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

        must_still_pay = d.pop("must_still_pay")

        penalty = RevokeAnswerPenalty(d.pop("penalty"))

        receives_cards = d.pop("receives_cards")

        rule = d.pop("rule")

        profile = d.pop("profile", UNSET)

        revoke_answer = cls(
            basis=basis,
            explanation=explanation,
            must_still_pay=must_still_pay,
            penalty=penalty,
            receives_cards=receives_cards,
            rule=rule,
            profile=profile,
        )

        return revoke_answer
