from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..models.disputes_claim_answer_standard import DisputesClaimAnswerStandard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="DisputesClaimAnswer")


@_attrs_define
class DisputesClaimAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        counter_line (list[Play] | None): a legal continuation to the end of the hand that defeats the claim; null when
            it holds
        decided (bool): false: the search's position budget or its time ran out (REFEREE_SOLVER_BUDGET or
            REFEREE_CLAIM_BUDGET, REFEREE_CLAIM_SECONDS), or (in a game with a draw pile) cards are still to be drawn or may
            be (no stock given, full hands)
        explanation (str): One plain sentence a player would accept, naming the cards.
        holds (bool):
        line (list[Play] | None): when the claim holds under best-play or stated-line: a legal continuation to the end
            of the hand in which the claimer's side makes it against the strongest defence the search found; null when it
            fails, is not decided, or holds under any-play (every line makes it)
        positions (int): positions searched
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        standard (DisputesClaimAnswerStandard):
        value (int | None): tricks: the fewest the claimer's side can be held to (any-play) or makes (best-play);
            penalty cards: the most it can be made to take; null when not decided
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    counter_line: list[Play] | None
    decided: bool
    explanation: str
    holds: bool
    line: list[Play] | None
    positions: int
    rule: str
    standard: DisputesClaimAnswerStandard
    value: int | None
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        counter_line: list[dict[str, Any]] | None
        if isinstance(self.counter_line, list):
            counter_line = []
            for counter_line_type_0_item_data in self.counter_line:
                counter_line_type_0_item = counter_line_type_0_item_data.to_dict()
                counter_line.append(counter_line_type_0_item)

        else:
            counter_line = self.counter_line

        decided = self.decided

        explanation = self.explanation

        holds = self.holds

        line: list[dict[str, Any]] | None
        if isinstance(self.line, list):
            line = []
            for line_type_0_item_data in self.line:
                line_type_0_item = line_type_0_item_data.to_dict()
                line.append(line_type_0_item)

        else:
            line = self.line

        positions = self.positions

        rule = self.rule

        standard = self.standard.value

        value: int | None
        value = self.value

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "counter_line": counter_line,
                "decided": decided,
                "explanation": explanation,
                "holds": holds,
                "line": line,
                "positions": positions,
                "rule": rule,
                "standard": standard,
                "value": value,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        def _parse_counter_line(data: object) -> list[Play] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                counter_line_type_0 = []
                _counter_line_type_0 = data
                for counter_line_type_0_item_data in _counter_line_type_0:
                    counter_line_type_0_item = Play.from_dict(counter_line_type_0_item_data)

                    counter_line_type_0.append(counter_line_type_0_item)

                return counter_line_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Play] | None, data)

        counter_line = _parse_counter_line(d.pop("counter_line"))

        decided = d.pop("decided")

        explanation = d.pop("explanation")

        holds = d.pop("holds")

        def _parse_line(data: object) -> list[Play] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                line_type_0 = []
                _line_type_0 = data
                for line_type_0_item_data in _line_type_0:
                    line_type_0_item = Play.from_dict(line_type_0_item_data)

                    line_type_0.append(line_type_0_item)

                return line_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Play] | None, data)

        line = _parse_line(d.pop("line"))

        positions = d.pop("positions")

        rule = d.pop("rule")

        standard = DisputesClaimAnswerStandard(d.pop("standard"))

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        profile = d.pop("profile", UNSET)

        disputes_claim_answer = cls(
            basis=basis,
            counter_line=counter_line,
            decided=decided,
            explanation=explanation,
            holds=holds,
            line=line,
            positions=positions,
            rule=rule,
            standard=standard,
            value=value,
            profile=profile,
        )

        return disputes_claim_answer
