from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.hearts_score_answer import HeartsScoreAnswer
    from ..models.trick_answer import TrickAnswer


T = TypeVar("T", bound="AuctionHeartsAsPlayed")


@_attrs_define
class AuctionHeartsAsPlayed:
    """
    Attributes:
        score (HeartsScoreAnswer | None): null while no penalty suit is named (an unfinished or faulty auction)
        tricks (list[TrickAnswer]):
    """

    score: HeartsScoreAnswer | None
    tricks: list[TrickAnswer]

    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415

        score: dict[str, Any] | None
        if isinstance(self.score, HeartsScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

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
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_score(data: object) -> HeartsScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = HeartsScoreAnswer.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HeartsScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickAnswer.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        auction_hearts_as_played = cls(
            score=score,
            tricks=tricks,
        )

        return auction_hearts_as_played
