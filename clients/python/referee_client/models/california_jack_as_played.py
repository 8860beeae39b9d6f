from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.california_jack_score_answer import CaliforniaJackScoreAnswer
    from ..models.california_jack_trick import CaliforniaJackTrick


T = TypeVar("T", bound="CaliforniaJackAsPlayed")


@_attrs_define
class CaliforniaJackAsPlayed:
    """
    Attributes:
        score (CaliforniaJackScoreAnswer):
        tricks (list[CaliforniaJackTrick]):
    """

    score: CaliforniaJackScoreAnswer
    tricks: list[CaliforniaJackTrick]

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
        from ..models.california_jack_score_answer import CaliforniaJackScoreAnswer  # noqa: PLC0415
        from ..models.california_jack_trick import CaliforniaJackTrick  # noqa: PLC0415

        d = dict(src_dict)
        score = CaliforniaJackScoreAnswer.from_dict(d.pop("score"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = CaliforniaJackTrick.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        california_jack_as_played = cls(
            score=score,
            tricks=tricks,
        )

        return california_jack_as_played
