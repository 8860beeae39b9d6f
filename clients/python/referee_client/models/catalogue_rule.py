from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.basis import Basis

T = TypeVar("T", bound="CatalogueRule")


@_attrs_define
class CatalogueRule:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        id (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        text (str):
    """

    basis: Basis
    id: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        id = self.id

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "id": id,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        id = d.pop("id")

        text = d.pop("text")

        catalogue_rule = cls(
            basis=basis,
            id=id,
            text=text,
        )

        return catalogue_rule
