from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.disputes_proved_revoke import DisputesProvedRevoke


T = TypeVar("T", bound="DisputesRevokeProofAnswer")


@_attrs_define
class DisputesRevokeProofAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        revokes (list[DisputesProvedRevoke]): every proved revoke in play order (empty: none proved)
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    revokes: list[DisputesProvedRevoke]
    rule: str
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        explanation = self.explanation

        revokes = []
        for revokes_item_data in self.revokes:
            revokes_item = revokes_item_data.to_dict()
            revokes.append(revokes_item)

        rule = self.rule

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "revokes": revokes,
                "rule": rule,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disputes_proved_revoke import DisputesProvedRevoke  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        explanation = d.pop("explanation")

        revokes = []
        _revokes = d.pop("revokes")
        for revokes_item_data in _revokes:
            revokes_item = DisputesProvedRevoke.from_dict(revokes_item_data)

            revokes.append(revokes_item)

        rule = d.pop("rule")

        profile = d.pop("profile", UNSET)

        disputes_revoke_proof_answer = cls(
            basis=basis,
            explanation=explanation,
            revokes=revokes,
            rule=rule,
            profile=profile,
        )

        return disputes_revoke_proof_answer
