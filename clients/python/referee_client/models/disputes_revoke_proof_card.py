from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DisputesRevokeProofCard")


@_attrs_define
class DisputesRevokeProofCard:
    """
    Attributes:
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        trick (int): 0-based index into tricks
    """

    card: str
    trick: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        trick = self.trick

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "trick": trick,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        trick = d.pop("trick")

        disputes_revoke_proof_card = cls(
            card=card,
            trick=trick,
        )

        return disputes_revoke_proof_card
