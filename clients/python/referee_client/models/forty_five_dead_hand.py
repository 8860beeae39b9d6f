from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="FortyFiveDeadHand")


@_attrs_define
class FortyFiveDeadHand:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        dead (list[int]):
        expected_size (int): what a regular hand holds now: 5 less the tricks complete (the sum of tricks_won)
        explanation (str): One plain sentence a player would accept, naming the cards.
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        wins_pot (int | None):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    dead: list[int]
    expected_size: int
    explanation: str
    rule: str
    wins_pot: int | None
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        dead = self.dead

        expected_size = self.expected_size

        explanation = self.explanation

        rule = self.rule

        wins_pot: int | None
        wins_pot = self.wins_pot

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "dead": dead,
                "expected_size": expected_size,
                "explanation": explanation,
                "rule": rule,
                "wins_pot": wins_pot,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        dead = cast(list[int], d.pop("dead"))

        expected_size = d.pop("expected_size")

        explanation = d.pop("explanation")

        rule = d.pop("rule")

        def _parse_wins_pot(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        wins_pot = _parse_wins_pot(d.pop("wins_pot"))

        profile = d.pop("profile", UNSET)

        forty_five_dead_hand = cls(
            basis=basis,
            dead=dead,
            expected_size=expected_size,
            explanation=explanation,
            rule=rule,
            wins_pot=wins_pot,
            profile=profile,
        )

        return forty_five_dead_hand
