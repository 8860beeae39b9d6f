from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.notated_record_record import NotatedRecordRecord
    from ..models.notated_record_tags import NotatedRecordTags


T = TypeVar("T", bound="NotatedRecord")


@_attrs_define
class NotatedRecord:
    """
    Attributes:
        game (str): the game of the record (its Game tag)
        record (NotatedRecordRecord): the record as JSON: the body adjudicate, state, result, view or analysis takes
        tags (NotatedRecordTags): the tags for people (Event, Site, Date, Names, Result...): kept, never read
    """

    game: str
    record: NotatedRecordRecord
    tags: NotatedRecordTags

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        record = self.record.to_dict()

        tags = self.tags.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "record": record,
                "tags": tags,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notated_record_record import NotatedRecordRecord  # noqa: PLC0415
        from ..models.notated_record_tags import NotatedRecordTags  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        record = NotatedRecordRecord.from_dict(d.pop("record"))

        tags = NotatedRecordTags.from_dict(d.pop("tags"))

        notated_record = cls(
            game=game,
            record=record,
            tags=tags,
        )

        return notated_record
