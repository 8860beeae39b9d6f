from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.view_answer_record import ViewAnswerRecord
    from ..models.view_known import ViewKnown


T = TypeVar("T", bound="ViewAnswer")


@_attrs_define
class ViewAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        known (ViewKnown):
        record (ViewAnswerRecord): the record as read (its cards canonical, its options filled in), each card the seat
            may not know null: another seat's cards still held, cards passed, discarded or drawn out of its sight, an unseen
            stock; every list keeps its length
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        seat (int | None): the seat whose view it is; null: a spectator, who sees only what the whole table sees
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    known: ViewKnown
    record: ViewAnswerRecord
    rule: str
    seat: int | None
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        explanation = self.explanation

        known = self.known.to_dict()

        record = self.record.to_dict()

        rule = self.rule

        seat: int | None
        seat = self.seat

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "known": known,
                "record": record,
                "rule": rule,
                "seat": seat,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.view_answer_record import ViewAnswerRecord  # noqa: PLC0415
        from ..models.view_known import ViewKnown  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        explanation = d.pop("explanation")

        known = ViewKnown.from_dict(d.pop("known"))

        record = ViewAnswerRecord.from_dict(d.pop("record"))

        rule = d.pop("rule")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        profile = d.pop("profile", UNSET)

        view_answer = cls(
            basis=basis,
            explanation=explanation,
            known=known,
            record=record,
            rule=rule,
            seat=seat,
            profile=profile,
        )

        return view_answer
