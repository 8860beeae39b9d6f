from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.attestation_verify_request_game import AttestationVerifyRequestGame
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.attestation_jwks import AttestationJwks
    from ..models.attestation_verify_request_answer import AttestationVerifyRequestAnswer
    from ..models.attestation_verify_request_request import AttestationVerifyRequestRequest


T = TypeVar("T", bound="AttestationVerifyRequest")


@_attrs_define
class AttestationVerifyRequest:
    """
    Attributes:
        answer (AttestationVerifyRequestAnswer): the answer body as it was received
        attestation (str): the Referee-Attestation header that came with the answer
        game (AttestationVerifyRequestGame):
        operation (str): the path after the game, as signed: "adjudicate", "deal/verify", "rulings/revoke"
        request (AttestationVerifyRequestRequest): the request body as it was sent
        engine (str | Unset): the engine version to check against; default this server's
        jwks (AttestationJwks | Unset):
        rules (str | Unset): the rules digest to check against; default this server's digest of the game's rules
    """

    answer: AttestationVerifyRequestAnswer
    attestation: str
    game: AttestationVerifyRequestGame
    operation: str
    request: AttestationVerifyRequestRequest
    engine: str | Unset = UNSET
    jwks: AttestationJwks | Unset = UNSET
    rules: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        answer = self.answer.to_dict()

        attestation = self.attestation

        game = self.game.value

        operation = self.operation

        request = self.request.to_dict()

        engine = self.engine

        jwks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.jwks, Unset):
            jwks = self.jwks.to_dict()

        rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "answer": answer,
                "attestation": attestation,
                "game": game,
                "operation": operation,
                "request": request,
            }
        )
        if engine is not UNSET:
            field_dict["engine"] = engine
        if jwks is not UNSET:
            field_dict["jwks"] = jwks
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attestation_jwks import AttestationJwks  # noqa: PLC0415
        from ..models.attestation_verify_request_answer import AttestationVerifyRequestAnswer  # noqa: PLC0415
        from ..models.attestation_verify_request_request import AttestationVerifyRequestRequest  # noqa: PLC0415

        d = dict(src_dict)
        answer = AttestationVerifyRequestAnswer.from_dict(d.pop("answer"))

        attestation = d.pop("attestation")

        game = AttestationVerifyRequestGame(d.pop("game"))

        operation = d.pop("operation")

        request = AttestationVerifyRequestRequest.from_dict(d.pop("request"))

        engine = d.pop("engine", UNSET)

        _jwks = d.pop("jwks", UNSET)
        jwks: AttestationJwks | Unset
        if isinstance(_jwks, Unset):
            jwks = UNSET
        else:
            jwks = AttestationJwks.from_dict(_jwks)

        rules = d.pop("rules", UNSET)

        attestation_verify_request = cls(
            answer=answer,
            attestation=attestation,
            game=game,
            operation=operation,
            request=request,
            engine=engine,
            jwks=jwks,
            rules=rules,
        )

        return attestation_verify_request
