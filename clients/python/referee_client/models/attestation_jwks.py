from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.attestation_jwk import AttestationJwk


T = TypeVar("T", bound="AttestationJwks")


@_attrs_define
class AttestationJwks:
    """
    Attributes:
        keys (list[AttestationJwk]): the signing key first, then older keys still accepted; empty when the service signs
            nothing
    """

    keys: list[AttestationJwk]

    def to_dict(self) -> dict[str, Any]:
        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keys": keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attestation_jwk import AttestationJwk  # noqa: PLC0415

        d = dict(src_dict)
        keys = []
        _keys = d.pop("keys")
        for keys_item_data in _keys:
            keys_item = AttestationJwk.from_dict(keys_item_data)

            keys.append(keys_item)

        attestation_jwks = cls(
            keys=keys,
        )

        return attestation_jwks
