from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.forty_five_score_answer import FortyFiveScoreAnswer
    from ..models.trick_answer import TrickAnswer


T = TypeVar("T", bound="FortyFiveAsPlayed")


@_attrs_define
class FortyFiveAsPlayed:
    """
    Attributes:
        score (FortyFiveScoreAnswer):
        tricks (list[TrickAnswer]):
    """

    score: FortyFiveScoreAnswer
    tricks: list[TrickAnswer]

    def to_dict(self) -> dict[str, Any]:
        score = self.score.to_dict()

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "score": score,
                "tricks": tricks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.forty_five_score_answer import FortyFiveScoreAnswer  # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer  # noqa: PLC0415

        d = dict(src_dict)
        score = FortyFiveScoreAnswer.from_dict(d.pop("score"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickAnswer.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        forty_five_as_played = cls(
            score=score,
            tricks=tricks,
        )

        return forty_five_as_played
