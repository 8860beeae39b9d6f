from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hearts_misdeal_finding import HeartsMisdealFinding
    from ..models.hearts_pass import HeartsPass
    from ..models.hearts_score_answer import HeartsScoreAnswer
    from ..models.hearts_violation import HeartsViolation
    from ..models.trick_answer import TrickAnswer


T = TypeVar("T", bound="HeartsAdjudicateAnswer")


@_attrs_define
class HeartsAdjudicateAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        complete (bool): every card played, no violation
        explanation (str): One plain sentence a player would accept, naming the cards.
        irregularities (list[HeartsMisdealFinding]):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (HeartsScoreAnswer):
        tricks (list[TrickAnswer]):
        valid (bool):
        violation (HeartsViolation | None):
        pass_ (HeartsPass | Unset):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    complete: bool
    explanation: str
    irregularities: list[HeartsMisdealFinding]
    rule: str
    score: HeartsScoreAnswer
    tricks: list[TrickAnswer]
    valid: bool
    violation: HeartsViolation | None
    pass_: HeartsPass | Unset = UNSET
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_violation import HeartsViolation  # noqa: PLC0415

        basis = self.basis.value

        complete = self.complete

        explanation = self.explanation

        irregularities = []
        for irregularities_item_data in self.irregularities:
            irregularities_item = irregularities_item_data.to_dict()
            irregularities.append(irregularities_item)

        rule = self.rule

        score = self.score.to_dict()

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        valid = self.valid

        violation: dict[str, Any] | None
        if isinstance(self.violation, HeartsViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        pass_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pass_, Unset):
            pass_ = self.pass_.to_dict()

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "complete": complete,
                "explanation": explanation,
                "irregularities": irregularities,
                "rule": rule,
                "score": score,
                "tricks": tricks,
                "valid": valid,
                "violation": violation,
            }
        )
        if pass_ is not UNSET:
            field_dict["pass"] = pass_
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_misdeal_finding import HeartsMisdealFinding  # noqa: PLC0415
        from ..models.hearts_pass import HeartsPass  # noqa: PLC0415
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415
        from ..models.hearts_violation import HeartsViolation  # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        complete = d.pop("complete")

        explanation = d.pop("explanation")

        irregularities = []
        _irregularities = d.pop("irregularities")
        for irregularities_item_data in _irregularities:
            irregularities_item = HeartsMisdealFinding.from_dict(irregularities_item_data)

            irregularities.append(irregularities_item)

        rule = d.pop("rule")

        score = HeartsScoreAnswer.from_dict(d.pop("score"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickAnswer.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        valid = d.pop("valid")

        def _parse_violation(data: object) -> HeartsViolation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = HeartsViolation.from_dict(data)

                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HeartsViolation | None, data)

        violation = _parse_violation(d.pop("violation"))

        _pass_ = d.pop("pass", UNSET)
        pass_: HeartsPass | Unset
        if isinstance(_pass_, Unset):
            pass_ = UNSET
        else:
            pass_ = HeartsPass.from_dict(_pass_)

        profile = d.pop("profile", UNSET)

        hearts_adjudicate_answer = cls(
            basis=basis,
            complete=complete,
            explanation=explanation,
            irregularities=irregularities,
            rule=rule,
            score=score,
            tricks=tricks,
            valid=valid,
            violation=violation,
            pass_=pass_,
            profile=profile,
        )

        return hearts_adjudicate_answer
