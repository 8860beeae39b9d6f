from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..models.disputes_proved_revoke_required import DisputesProvedRevokeRequired
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.disputes_revoke_proof_card import DisputesRevokeProofCard
    from ..models.ruling_answer import RulingAnswer


T = TypeVar("T", bound="DisputesProvedRevoke")


@_attrs_define
class DisputesProvedRevoke:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        explanation (str): One plain sentence a player would accept, naming the cards.
        led (None | str): the card led to that trick
        proof (DisputesRevokeProofCard):
        rectification (RulingAnswer):
        required (DisputesProvedRevokeRequired):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        trick (int): 0-based index into tricks
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    card: str
    explanation: str
    led: None | str
    proof: DisputesRevokeProofCard
    rectification: RulingAnswer
    required: DisputesProvedRevokeRequired
    rule: str
    seat: int
    trick: int
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        card = self.card

        explanation = self.explanation

        led: None | str
        led = self.led

        proof = self.proof.to_dict()

        rectification = self.rectification.to_dict()

        required = self.required.value

        rule = self.rule

        seat = self.seat

        trick = self.trick

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "card": card,
                "explanation": explanation,
                "led": led,
                "proof": proof,
                "rectification": rectification,
                "required": required,
                "rule": rule,
                "seat": seat,
                "trick": trick,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disputes_revoke_proof_card import DisputesRevokeProofCard  # noqa: PLC0415
        from ..models.ruling_answer import RulingAnswer  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        card = d.pop("card")

        explanation = d.pop("explanation")

        def _parse_led(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        led = _parse_led(d.pop("led"))

        proof = DisputesRevokeProofCard.from_dict(d.pop("proof"))

        rectification = RulingAnswer.from_dict(d.pop("rectification"))

        required = DisputesProvedRevokeRequired(d.pop("required"))

        rule = d.pop("rule")

        seat = d.pop("seat")

        trick = d.pop("trick")

        profile = d.pop("profile", UNSET)

        disputes_proved_revoke = cls(
            basis=basis,
            card=card,
            explanation=explanation,
            led=led,
            proof=proof,
            rectification=rectification,
            required=required,
            rule=rule,
            seat=seat,
            trick=trick,
            profile=profile,
        )

        return disputes_proved_revoke
