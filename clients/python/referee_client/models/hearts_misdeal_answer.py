from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="HeartsMisdealAnswer")


@_attrs_define
class HeartsMisdealAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        cards_each (int):
        explanation (str): One plain sentence a player would accept, naming the cards.
        grounds (list[str]): rule ids of every ground found
        misdeal (bool):
        next_dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        wrong_seats (list[int]):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    cards_each: int
    explanation: str
    grounds: list[str]
    misdeal: bool
    next_dealer: int
    rule: str
    wrong_seats: list[int]
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        cards_each = self.cards_each

        explanation = self.explanation

        grounds = self.grounds

        misdeal = self.misdeal

        next_dealer = self.next_dealer

        rule = self.rule

        wrong_seats = self.wrong_seats

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "cards_each": cards_each,
                "explanation": explanation,
                "grounds": grounds,
                "misdeal": misdeal,
                "next_dealer": next_dealer,
                "rule": rule,
                "wrong_seats": wrong_seats,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        cards_each = d.pop("cards_each")

        explanation = d.pop("explanation")

        grounds = cast(list[str], d.pop("grounds"))

        misdeal = d.pop("misdeal")

        next_dealer = d.pop("next_dealer")

        rule = d.pop("rule")

        wrong_seats = cast(list[int], d.pop("wrong_seats"))

        profile = d.pop("profile", UNSET)

        hearts_misdeal_answer = cls(
            basis=basis,
            cards_each=cards_each,
            explanation=explanation,
            grounds=grounds,
            misdeal=misdeal,
            next_dealer=next_dealer,
            rule=rule,
            wrong_seats=wrong_seats,
            profile=profile,
        )

        return hearts_misdeal_answer
