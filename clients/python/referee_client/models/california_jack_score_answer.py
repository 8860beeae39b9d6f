from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.california_jack_breakdown import CaliforniaJackBreakdown


T = TypeVar("T", bound="CaliforniaJackScoreAnswer")


@_attrs_define
class CaliforniaJackScoreAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        breakdown (list[CaliforniaJackBreakdown]):
        explanation (str): One plain sentence a player would accept, naming the cards.
        game_over (bool):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        totals (list[int]):
        winner (int | None): null while nobody has 10
        game_point (int | None | Unset): scoring end-of-hand: who scores Game (null on equal game points)
        points (list[int] | Unset): scoring end-of-hand: the points of this hand (High, Low, Jack, Game) per seat
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
        scores_before (list[int] | Unset): scoring end-of-hand: totals before it
    """

    basis: Basis
    breakdown: list[CaliforniaJackBreakdown]
    explanation: str
    game_over: bool
    rule: str
    totals: list[int]
    winner: int | None
    game_point: int | None | Unset = UNSET
    points: list[int] | Unset = UNSET
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        breakdown = []
        for breakdown_item_data in self.breakdown:
            breakdown_item = breakdown_item_data.to_dict()
            breakdown.append(breakdown_item)

        explanation = self.explanation

        game_over = self.game_over

        rule = self.rule

        totals = self.totals

        winner: int | None
        winner = self.winner

        game_point: int | None | Unset
        if isinstance(self.game_point, Unset):
            game_point = UNSET
        else:
            game_point = self.game_point

        points: list[int] | Unset = UNSET
        if not isinstance(self.points, Unset):
            points = self.points

        profile = self.profile

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "breakdown": breakdown,
                "explanation": explanation,
                "game_over": game_over,
                "rule": rule,
                "totals": totals,
                "winner": winner,
            }
        )
        if game_point is not UNSET:
            field_dict["game_point"] = game_point
        if points is not UNSET:
            field_dict["points"] = points
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.california_jack_breakdown import CaliforniaJackBreakdown  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        breakdown = []
        _breakdown = d.pop("breakdown")
        for breakdown_item_data in _breakdown:
            breakdown_item = CaliforniaJackBreakdown.from_dict(breakdown_item_data)

            breakdown.append(breakdown_item)

        explanation = d.pop("explanation")

        game_over = d.pop("game_over")

        rule = d.pop("rule")

        totals = cast(list[int], d.pop("totals"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_game_point(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        game_point = _parse_game_point(d.pop("game_point", UNSET))

        points = cast(list[int], d.pop("points", UNSET))

        profile = d.pop("profile", UNSET)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        california_jack_score_answer = cls(
            basis=basis,
            breakdown=breakdown,
            explanation=explanation,
            game_over=game_over,
            rule=rule,
            totals=totals,
            winner=winner,
            game_point=game_point,
            points=points,
            profile=profile,
            scores_before=scores_before,
        )

        return california_jack_score_answer
