from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer
    from ..models.trick_answer import TrickAnswer


T = TypeVar("T", bound="AuctionFortyFivesAsPlayed")


@_attrs_define
class AuctionFortyFivesAsPlayed:
    """
    Attributes:
        score (AuctionFortyFivesScoreAnswer | None): null before trump
        tricks (list[TrickAnswer]):
    """

    score: AuctionFortyFivesScoreAnswer | None
    tricks: list[TrickAnswer]

    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer  # noqa: PLC0415

        score: dict[str, Any] | None
        if isinstance(self.score, AuctionFortyFivesScoreAnswer):
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
        from ..models.auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer  # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_score(data: object) -> AuctionFortyFivesScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = AuctionFortyFivesScoreAnswer.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionFortyFivesScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickAnswer.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        auction_forty_fives_as_played = cls(
            score=score,
            tricks=tricks,
        )

        return auction_forty_fives_as_played
