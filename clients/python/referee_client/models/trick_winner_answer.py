from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="TrickWinnerAnswer")


@_attrs_define
class TrickWinnerAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        explanation (str): One plain sentence a player would accept, naming the cards.
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        winner (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    card: str
    explanation: str
    rule: str
    winner: int
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        card = self.card

        explanation = self.explanation

        rule = self.rule

        winner = self.winner

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "card": card,
                "explanation": explanation,
                "rule": rule,
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

        card = d.pop("card")

        explanation = d.pop("explanation")

        rule = d.pop("rule")

        winner = d.pop("winner")

        profile = d.pop("profile", UNSET)

        trick_winner_answer = cls(
            basis=basis,
            card=card,
            explanation=explanation,
            rule=rule,
            winner=winner,
            profile=profile,
        )

        return trick_winner_answer
