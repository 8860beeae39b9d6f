from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.attestation_jwk_alg import AttestationJwkAlg
from ..models.attestation_jwk_crv import AttestationJwkCrv
from ..models.attestation_jwk_kty import AttestationJwkKty
from ..models.attestation_jwk_use import AttestationJwkUse

T = TypeVar("T", bound="AttestationJwk")


@_attrs_define
class AttestationJwk:
    """
    Attributes:
        alg (AttestationJwkAlg):
        crv (AttestationJwkCrv):
        kid (str): the RFC 7638 thumbprint of the key
        kty (AttestationJwkKty):
        use (AttestationJwkUse):
        x (str): the public key, base64url
    """

    alg: AttestationJwkAlg
    crv: AttestationJwkCrv
    kid: str
    kty: AttestationJwkKty
    use: AttestationJwkUse
    x: str

    def to_dict(self) -> dict[str, Any]:
        alg = self.alg.value

        crv = self.crv.value

        kid = self.kid

        kty = self.kty.value

        use = self.use.value

        x = self.x

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "alg": alg,
                "crv": crv,
                "kid": kid,
                "kty": kty,
                "use": use,
                "x": x,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alg = AttestationJwkAlg(d.pop("alg"))

        crv = AttestationJwkCrv(d.pop("crv"))

        kid = d.pop("kid")

        kty = AttestationJwkKty(d.pop("kty"))

        use = AttestationJwkUse(d.pop("use"))

        x = d.pop("x")

        attestation_jwk = cls(
            alg=alg,
            crv=crv,
            kid=kid,
            kty=kty,
            use=use,
            x=x,
        )

        return attestation_jwk
