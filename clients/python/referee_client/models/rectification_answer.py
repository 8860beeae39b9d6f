from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rectification_answer_effect_type_0 import RectificationAnswerEffectType0


T = TypeVar("T", bound="RectificationAnswer")


@_attrs_define
class RectificationAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        effect (None | RectificationAnswerEffectType0): what the rectification did, as data an app can apply without
            reading the sentence (the points a seat is charged, a side's score cancelled, a bid set back); null where it
            repeats an earlier one (a seat pays for its revokes once a deal)
        explanation (str): One plain sentence a player would accept, naming the cards.
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    effect: None | RectificationAnswerEffectType0
    explanation: str
    rule: str
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rectification_answer_effect_type_0 import RectificationAnswerEffectType0  # noqa: PLC0415

        basis = self.basis.value

        effect: dict[str, Any] | None
        if isinstance(self.effect, RectificationAnswerEffectType0):
            effect = self.effect.to_dict()
        else:
            effect = self.effect

        explanation = self.explanation

        rule = self.rule

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "effect": effect,
                "explanation": explanation,
                "rule": rule,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rectification_answer_effect_type_0 import RectificationAnswerEffectType0  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        def _parse_effect(data: object) -> None | RectificationAnswerEffectType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_0 = RectificationAnswerEffectType0.from_dict(data)

                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RectificationAnswerEffectType0, data)

        effect = _parse_effect(d.pop("effect"))

        explanation = d.pop("explanation")

        rule = d.pop("rule")

        profile = d.pop("profile", UNSET)

        rectification_answer = cls(
            basis=basis,
            effect=effect,
            explanation=explanation,
            rule=rule,
            profile=profile,
        )

        return rectification_answer
