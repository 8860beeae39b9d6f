from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.forty_five_score_request_scoring import FortyFiveScoreRequestScoring
from ..types import UNSET, Unset

T = TypeVar("T", bound="FortyFiveScoreRequest")


@_attrs_define
class FortyFiveScoreRequest:
    """
    Attributes:
        players (int):
        tricks (list[int]):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scores_before (list[int] | Unset): each side's total before this hand, in sides order
        scoring (FortyFiveScoreRequestScoring | Unset): house rule: standard (forty-five.score.standard) or differential
            (forty-five.score.differential) scoring; if left out: the profile's, else "standard"
        sides (list[list[int]] | Unset): seats per side; default per forty-five.i-players
    """

    players: int
    tricks: list[int]
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    scoring: FortyFiveScoreRequestScoring | Unset = UNSET
    sides: list[list[int]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        tricks = self.tricks

        profile = self.profile

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        sides: list[list[int]] | Unset = UNSET
        if not isinstance(self.sides, Unset):
            sides = []
            for sides_item_data in self.sides:
                sides_item = sides_item_data

                sides.append(sides_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "tricks": tricks,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if sides is not UNSET:
            field_dict["sides"] = sides

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        tricks = cast(list[int], d.pop("tricks"))

        profile = d.pop("profile", UNSET)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        _scoring = d.pop("scoring", UNSET)
        scoring: FortyFiveScoreRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = FortyFiveScoreRequestScoring(_scoring)

        _sides = d.pop("sides", UNSET)
        sides: list[list[int]] | Unset = UNSET
        if _sides is not UNSET:
            sides = []
            for sides_item_data in _sides:
                sides_item = cast(list[int], sides_item_data)

                sides.append(sides_item)

        forty_five_score_request = cls(
            players=players,
            tricks=tricks,
            profile=profile,
            scores_before=scores_before,
            scoring=scoring,
            sides=sides,
        )

        return forty_five_score_request
