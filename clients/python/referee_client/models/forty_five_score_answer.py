from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="FortyFiveScoreAnswer")


@_attrs_define
class FortyFiveScoreAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        game_over (bool):
        points (list[int]):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        sides (list[list[int]]):
        totals (list[int]):
        tricks_by_side (list[int]):
        winner (int | None): a side index, or null
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    game_over: bool
    points: list[int]
    rule: str
    sides: list[list[int]]
    totals: list[int]
    tricks_by_side: list[int]
    winner: int | None
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        explanation = self.explanation

        game_over = self.game_over

        points = self.points

        rule = self.rule

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data

            sides.append(sides_item)

        totals = self.totals

        tricks_by_side = self.tricks_by_side

        winner: int | None
        winner = self.winner

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "game_over": game_over,
                "points": points,
                "rule": rule,
                "sides": sides,
                "totals": totals,
                "tricks_by_side": tricks_by_side,
                "winner": winner,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        explanation = d.pop("explanation")

        game_over = d.pop("game_over")

        points = cast(list[int], d.pop("points"))

        rule = d.pop("rule")

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = cast(list[int], sides_item_data)

            sides.append(sides_item)

        totals = cast(list[int], d.pop("totals"))

        tricks_by_side = cast(list[int], d.pop("tricks_by_side"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        profile = d.pop("profile", UNSET)

        forty_five_score_answer = cls(
            basis=basis,
            explanation=explanation,
            game_over=game_over,
            points=points,
            rule=rule,
            sides=sides,
            totals=totals,
            tricks_by_side=tricks_by_side,
            winner=winner,
            profile=profile,
        )

        return forty_five_score_answer
