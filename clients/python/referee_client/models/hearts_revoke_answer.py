from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..models.hearts_revoke_answer_penalty import HeartsRevokeAnswerPenalty
from ..types import UNSET, Unset

T = TypeVar("T", bound="HeartsRevokeAnswer")


@_attrs_define
class HeartsRevokeAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        card (None | str):
        explanation (str): One plain sentence a player would accept, naming the cards.
        index (int | None): the revoking play in plays
        must_still_pay (bool):
        penalty (HeartsRevokeAnswerPenalty):
        proven (bool | None): null when no record is given
        receives_cards (bool):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    card: None | str
    explanation: str
    index: int | None
    must_still_pay: bool
    penalty: HeartsRevokeAnswerPenalty
    proven: bool | None
    receives_cards: bool
    rule: str
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        card: None | str
        card = self.card

        explanation = self.explanation

        index: int | None
        index = self.index

        must_still_pay = self.must_still_pay

        penalty = self.penalty.value

        proven: bool | None
        proven = self.proven

        receives_cards = self.receives_cards

        rule = self.rule

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "card": card,
                "explanation": explanation,
                "index": index,
                "must_still_pay": must_still_pay,
                "penalty": penalty,
                "proven": proven,
                "receives_cards": receives_cards,
                "rule": rule,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        explanation = d.pop("explanation")

        def _parse_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        index = _parse_index(d.pop("index"))

        must_still_pay = d.pop("must_still_pay")

        penalty = HeartsRevokeAnswerPenalty(d.pop("penalty"))

        def _parse_proven(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        proven = _parse_proven(d.pop("proven"))

        receives_cards = d.pop("receives_cards")

        rule = d.pop("rule")

        profile = d.pop("profile", UNSET)

        hearts_revoke_answer = cls(
            basis=basis,
            card=card,
            explanation=explanation,
            index=index,
            must_still_pay=must_still_pay,
            penalty=penalty,
            proven=proven,
            receives_cards=receives_cards,
            rule=rule,
            profile=profile,
        )

        return hearts_revoke_answer
