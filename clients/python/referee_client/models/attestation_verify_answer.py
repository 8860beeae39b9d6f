from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AttestationVerifyAnswer")


@_attrs_define
class AttestationVerifyAnswer:
    """
    Attributes:
        explanation (str):
        kid (None | str): the key the attestation names
        valid (bool):
    """

    explanation: str
    kid: None | str
    valid: bool

    def to_dict(self) -> dict[str, Any]:
        explanation = self.explanation

        kid: None | str
        kid = self.kid

        valid = self.valid

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "explanation": explanation,
                "kid": kid,
                "valid": valid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        explanation = d.pop("explanation")

        def _parse_kid(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kid = _parse_kid(d.pop("kid"))

        valid = d.pop("valid")

        attestation_verify_answer = cls(
            explanation=explanation,
            kid=kid,
            valid=valid,
        )

        return attestation_verify_answer
