from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="HeartsScoreAnswer")


@_attrs_define
class HeartsScoreAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        in_play (int): penalty cards in the pack in use (with queen_of_spades, the queen too)
        penalty_suit (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        points (list[int]): per seat
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        total (int): penalty cards taken so far
        game_over (bool | Unset): game_to: a total reached it at the end of a deal
        moon (int | None | Unset): house rules that score: the seat that shot the moon
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
        scores_before (list[int] | Unset): game_to: the totals before this deal
        totals (list[int] | Unset): game_to: the totals after this deal
        winner (int | None | Unset): game_to: the lowest total; null on a tie
        winners (list[int] | Unset): game_to: every seat with the lowest total
    """

    basis: Basis
    explanation: str
    in_play: int
    penalty_suit: str
    points: list[int]
    rule: str
    total: int
    game_over: bool | Unset = UNSET
    moon: int | None | Unset = UNSET
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    totals: list[int] | Unset = UNSET
    winner: int | None | Unset = UNSET
    winners: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        explanation = self.explanation

        in_play = self.in_play

        penalty_suit = self.penalty_suit

        points = self.points

        rule = self.rule

        total = self.total

        game_over = self.game_over

        moon: int | None | Unset
        if isinstance(self.moon, Unset):
            moon = UNSET
        else:
            moon = self.moon

        profile = self.profile

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        totals: list[int] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        winners: list[int] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "in_play": in_play,
                "penalty_suit": penalty_suit,
                "points": points,
                "rule": rule,
                "total": total,
            }
        )
        if game_over is not UNSET:
            field_dict["game_over"] = game_over
        if moon is not UNSET:
            field_dict["moon"] = moon
        if profile is not UNSET:
            field_dict["profile"] = profile
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
        if totals is not UNSET:
            field_dict["totals"] = totals
        if winner is not UNSET:
            field_dict["winner"] = winner
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        explanation = d.pop("explanation")

        in_play = d.pop("in_play")

        penalty_suit = d.pop("penalty_suit")

        points = cast(list[int], d.pop("points"))

        rule = d.pop("rule")

        total = d.pop("total")

        game_over = d.pop("game_over", UNSET)

        def _parse_moon(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        moon = _parse_moon(d.pop("moon", UNSET))

        profile = d.pop("profile", UNSET)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        totals = cast(list[int], d.pop("totals", UNSET))

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        winners = cast(list[int], d.pop("winners", UNSET))

        hearts_score_answer = cls(
            basis=basis,
            explanation=explanation,
            in_play=in_play,
            penalty_suit=penalty_suit,
            points=points,
            rule=rule,
            total=total,
            game_over=game_over,
            moon=moon,
            profile=profile,
            scores_before=scores_before,
            totals=totals,
            winner=winner,
            winners=winners,
        )

        return hearts_score_answer
