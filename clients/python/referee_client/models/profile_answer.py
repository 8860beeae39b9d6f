from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_options import GameOptions


T = TypeVar("T", bound="ProfileAnswer")


@_attrs_define
class ProfileAnswer:
    """
    Attributes:
        hash_ (str): game@profile#hash: the first 12 hex of the SHA-256 of the JCS form of options
        id (str):
        name (str):
        options (GameOptions):
        source (str): where these rules are published
    """

    hash_: str
    id: str
    name: str
    options: GameOptions
    source: str

    def to_dict(self) -> dict[str, Any]:
        hash_ = self.hash_

        id = self.id

        name = self.name

        options = self.options.to_dict()

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hash": hash_,
                "id": id,
                "name": name,
                "options": options,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_options import GameOptions  # noqa: PLC0415

        d = dict(src_dict)
        hash_ = d.pop("hash")

        id = d.pop("id")

        name = d.pop("name")

        options = GameOptions.from_dict(d.pop("options"))

        source = d.pop("source")

        profile_answer = cls(
            hash_=hash_,
            id=id,
            name=name,
            options=options,
            source=source,
        )

        return profile_answer
