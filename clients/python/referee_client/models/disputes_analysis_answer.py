from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.disputes_analysed_play import DisputesAnalysedPlay
    from ..models.disputes_analysis_answer_stopped_at_type_0 import DisputesAnalysisAnswerStoppedAtType0
    from ..models.disputes_analysis_unit import DisputesAnalysisUnit


T = TypeVar("T", bound="DisputesAnalysisAnswer")


@_attrs_define
class DisputesAnalysisAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        decided (bool): whether every play is decided
        explanation (str): One plain sentence a player would accept, naming the cards.
        plays (list[DisputesAnalysedPlay]): every play of the play phase in order, up to the first that breaks a rule
        positions (int): positions searched
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        stopped_at (DisputesAnalysisAnswerStoppedAtType0 | None): the record's first action that breaks a rule, as
            adjudicate rules it; the analysis stops before it (null: none)
        unit (DisputesAnalysisUnit):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    decided: bool
    explanation: str
    plays: list[DisputesAnalysedPlay]
    positions: int
    rule: str
    stopped_at: DisputesAnalysisAnswerStoppedAtType0 | None
    unit: DisputesAnalysisUnit
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.disputes_analysis_answer_stopped_at_type_0 import DisputesAnalysisAnswerStoppedAtType0  # noqa: PLC0415

        basis = self.basis.value

        decided = self.decided

        explanation = self.explanation

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        positions = self.positions

        rule = self.rule

        stopped_at: dict[str, Any] | None
        if isinstance(self.stopped_at, DisputesAnalysisAnswerStoppedAtType0):
            stopped_at = self.stopped_at.to_dict()
        else:
            stopped_at = self.stopped_at

        unit = self.unit.to_dict()

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "decided": decided,
                "explanation": explanation,
                "plays": plays,
                "positions": positions,
                "rule": rule,
                "stopped_at": stopped_at,
                "unit": unit,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disputes_analysed_play import DisputesAnalysedPlay  # noqa: PLC0415
        from ..models.disputes_analysis_answer_stopped_at_type_0 import DisputesAnalysisAnswerStoppedAtType0  # noqa: PLC0415
        from ..models.disputes_analysis_unit import DisputesAnalysisUnit  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        decided = d.pop("decided")

        explanation = d.pop("explanation")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = DisputesAnalysedPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        positions = d.pop("positions")

        rule = d.pop("rule")

        def _parse_stopped_at(data: object) -> DisputesAnalysisAnswerStoppedAtType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stopped_at_type_0 = DisputesAnalysisAnswerStoppedAtType0.from_dict(data)

                return stopped_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DisputesAnalysisAnswerStoppedAtType0 | None, data)

        stopped_at = _parse_stopped_at(d.pop("stopped_at"))

        unit = DisputesAnalysisUnit.from_dict(d.pop("unit"))

        profile = d.pop("profile", UNSET)

        disputes_analysis_answer = cls(
            basis=basis,
            decided=decided,
            explanation=explanation,
            plays=plays,
            positions=positions,
            rule=rule,
            stopped_at=stopped_at,
            unit=unit,
            profile=profile,
        )

        return disputes_analysis_answer
