from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dealing_deal_verify_difference import DealingDealVerifyDifference


T = TypeVar("T", bound="DealingDealVerifyAnswer")


@_attrs_define
class DealingDealVerifyAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        commitment_matches (bool):
        deal_matches (bool):
        differences (list[DealingDealVerifyDifference]):
        explanation (str): One plain sentence a player would accept, naming the cards.
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        verified (bool): the commitment and the whole deal match
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    commitment_matches: bool
    deal_matches: bool
    differences: list[DealingDealVerifyDifference]
    explanation: str
    rule: str
    verified: bool
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        commitment_matches = self.commitment_matches

        deal_matches = self.deal_matches

        differences = []
        for differences_item_data in self.differences:
            differences_item = differences_item_data.to_dict()
            differences.append(differences_item)

        explanation = self.explanation

        rule = self.rule

        verified = self.verified

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "commitment_matches": commitment_matches,
                "deal_matches": deal_matches,
                "differences": differences,
                "explanation": explanation,
                "rule": rule,
                "verified": verified,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dealing_deal_verify_difference import DealingDealVerifyDifference  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        commitment_matches = d.pop("commitment_matches")

        deal_matches = d.pop("deal_matches")

        differences = []
        _differences = d.pop("differences")
        for differences_item_data in _differences:
            differences_item = DealingDealVerifyDifference.from_dict(differences_item_data)

            differences.append(differences_item)

        explanation = d.pop("explanation")

        rule = d.pop("rule")

        verified = d.pop("verified")

        profile = d.pop("profile", UNSET)

        dealing_deal_verify_answer = cls(
            basis=basis,
            commitment_matches=commitment_matches,
            deal_matches=deal_matches,
            differences=differences,
            explanation=explanation,
            rule=rule,
            verified=verified,
            profile=profile,
        )

        return dealing_deal_verify_answer
