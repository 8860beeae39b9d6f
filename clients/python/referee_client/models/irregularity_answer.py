from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..models.irregularity_answer_type import IrregularityAnswerType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rectification_answer import RectificationAnswer


T = TypeVar("T", bound="IrregularityAnswer")


@_attrs_define
class IrregularityAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        card (None | str):
        established (bool): a revoke: whether the offender or a partner has played to a later trick, so it stands and is
            rectified (the principle of Law 63)
        explanation (str): One plain sentence a player would accept, naming the cards.
        index (int | None): the action's index in its own list of the record; null for a claim
        phase (str): the phase of the action, as state names it
        rectification (None | RectificationAnswer):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        seat (int | None): the offending seat; null where the refused action names none, as adjudicate's violation does
            (Forty-Five's dealer-rob)
        trick (int): the trick it was played to, 0-based
        type_ (IrregularityAnswerType):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    card: None | str
    established: bool
    explanation: str
    index: int | None
    phase: str
    rectification: None | RectificationAnswer
    rule: str
    seat: int | None
    trick: int
    type_: IrregularityAnswerType
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rectification_answer import RectificationAnswer  # noqa: PLC0415

        basis = self.basis.value

        card: None | str
        card = self.card

        established = self.established

        explanation = self.explanation

        index: int | None
        index = self.index

        phase = self.phase

        rectification: dict[str, Any] | None
        if isinstance(self.rectification, RectificationAnswer):
            rectification = self.rectification.to_dict()
        else:
            rectification = self.rectification

        rule = self.rule

        seat: int | None
        seat = self.seat

        trick = self.trick

        type_ = self.type_.value

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "card": card,
                "established": established,
                "explanation": explanation,
                "index": index,
                "phase": phase,
                "rectification": rectification,
                "rule": rule,
                "seat": seat,
                "trick": trick,
                "type": type_,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rectification_answer import RectificationAnswer  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        established = d.pop("established")

        explanation = d.pop("explanation")

        def _parse_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        index = _parse_index(d.pop("index"))

        phase = d.pop("phase")

        def _parse_rectification(data: object) -> None | RectificationAnswer:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rectification_type_0 = RectificationAnswer.from_dict(data)

                return rectification_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RectificationAnswer, data)

        rectification = _parse_rectification(d.pop("rectification"))

        rule = d.pop("rule")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        trick = d.pop("trick")

        type_ = IrregularityAnswerType(d.pop("type"))

        profile = d.pop("profile", UNSET)

        irregularity_answer = cls(
            basis=basis,
            card=card,
            established=established,
            explanation=explanation,
            index=index,
            phase=phase,
            rectification=rectification,
            rule=rule,
            seat=seat,
            trick=trick,
            type_=type_,
            profile=profile,
        )

        return irregularity_answer
