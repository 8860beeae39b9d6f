from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.forty_five_irregularity import FortyFiveIrregularity
    from ..models.forty_five_score_answer import FortyFiveScoreAnswer
    from ..models.trick_answer import TrickAnswer
    from ..models.violation_answer import ViolationAnswer


T = TypeVar("T", bound="FortyFiveAdjudicateAnswer")


@_attrs_define
class FortyFiveAdjudicateAnswer:
    """
    Attributes:
        ace_demoted (bool): the ace of trumps was demoted
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        hand_over (bool):
        irregularities (list[FortyFiveIrregularity]):
        pot_winner (int | None): an irregular hand's seat that won the pot
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (FortyFiveScoreAnswer):
        tricks (list[TrickAnswer]):
        tricks_won (list[int]): per seat
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        valid (bool):
        violation (None | ViolationAnswer):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    ace_demoted: bool
    basis: Basis
    explanation: str
    hand_over: bool
    irregularities: list[FortyFiveIrregularity]
    pot_winner: int | None
    rule: str
    score: FortyFiveScoreAnswer
    tricks: list[TrickAnswer]
    tricks_won: list[int]
    trump: str
    valid: bool
    violation: None | ViolationAnswer
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.violation_answer import ViolationAnswer  # noqa: PLC0415

        ace_demoted = self.ace_demoted

        basis = self.basis.value

        explanation = self.explanation

        hand_over = self.hand_over

        irregularities = []
        for irregularities_item_data in self.irregularities:
            irregularities_item = irregularities_item_data.to_dict()
            irregularities.append(irregularities_item)

        pot_winner: int | None
        pot_winner = self.pot_winner

        rule = self.rule

        score = self.score.to_dict()

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        tricks_won = self.tricks_won

        trump = self.trump

        valid = self.valid

        violation: dict[str, Any] | None
        if isinstance(self.violation, ViolationAnswer):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ace_demoted": ace_demoted,
                "basis": basis,
                "explanation": explanation,
                "hand_over": hand_over,
                "irregularities": irregularities,
                "pot_winner": pot_winner,
                "rule": rule,
                "score": score,
                "tricks": tricks,
                "tricks_won": tricks_won,
                "trump": trump,
                "valid": valid,
                "violation": violation,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.forty_five_irregularity import FortyFiveIrregularity  # noqa: PLC0415
        from ..models.forty_five_score_answer import FortyFiveScoreAnswer  # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer  # noqa: PLC0415
        from ..models.violation_answer import ViolationAnswer  # noqa: PLC0415

        d = dict(src_dict)
        ace_demoted = d.pop("ace_demoted")

        basis = Basis(d.pop("basis"))

        explanation = d.pop("explanation")

        hand_over = d.pop("hand_over")

        irregularities = []
        _irregularities = d.pop("irregularities")
        for irregularities_item_data in _irregularities:
            irregularities_item = FortyFiveIrregularity.from_dict(irregularities_item_data)

            irregularities.append(irregularities_item)

        def _parse_pot_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pot_winner = _parse_pot_winner(d.pop("pot_winner"))

        rule = d.pop("rule")

        score = FortyFiveScoreAnswer.from_dict(d.pop("score"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickAnswer.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        tricks_won = cast(list[int], d.pop("tricks_won"))

        trump = d.pop("trump")

        valid = d.pop("valid")

        def _parse_violation(data: object) -> None | ViolationAnswer:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = ViolationAnswer.from_dict(data)

                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ViolationAnswer, data)

        violation = _parse_violation(d.pop("violation"))

        profile = d.pop("profile", UNSET)

        forty_five_adjudicate_answer = cls(
            ace_demoted=ace_demoted,
            basis=basis,
            explanation=explanation,
            hand_over=hand_over,
            irregularities=irregularities,
            pot_winner=pot_winner,
            rule=rule,
            score=score,
            tricks=tricks,
            tricks_won=tricks_won,
            trump=trump,
            valid=valid,
            violation=violation,
            profile=profile,
        )

        return forty_five_adjudicate_answer
