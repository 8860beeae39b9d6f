from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.california_jack_score_request_scoring import CaliforniaJackScoreRequestScoring
from ..types import UNSET, Unset

T = TypeVar("T", bound="CaliforniaJackScoreRequest")


@_attrs_define
class CaliforniaJackScoreRequest:
    """
    Attributes:
        captured (list[list[str]]): cards each seat captured
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scores_before (list[int] | Unset): scoring end-of-hand: each seat's total before this hand
        scoring (CaliforniaJackScoreRequestScoring | Unset): house rule (california-jack.classic.score): end-of-hand,
            the hand is played out and scored at its end; if left out: the profile's, else "running"
    """

    captured: list[list[str]]
    trump: str
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    scoring: CaliforniaJackScoreRequestScoring | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        captured = []
        for captured_item_data in self.captured:
            captured_item = captured_item_data

            captured.append(captured_item)

        trump = self.trump

        profile = self.profile

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "captured": captured,
                "trump": trump,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
        if scoring is not UNSET:
            field_dict["scoring"] = scoring

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        captured = []
        _captured = d.pop("captured")
        for captured_item_data in _captured:
            captured_item = cast(list[str], captured_item_data)

            captured.append(captured_item)

        trump = d.pop("trump")

        profile = d.pop("profile", UNSET)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        _scoring = d.pop("scoring", UNSET)
        scoring: CaliforniaJackScoreRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = CaliforniaJackScoreRequestScoring(_scoring)

        california_jack_score_request = cls(
            captured=captured,
            trump=trump,
            profile=profile,
            scores_before=scores_before,
            scoring=scoring,
        )

        return california_jack_score_request
