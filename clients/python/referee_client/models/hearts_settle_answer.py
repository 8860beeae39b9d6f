from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hearts_settle_entry import HeartsSettleEntry


T = TypeVar("T", bound="HeartsSettleAnswer")


@_attrs_define
class HeartsSettleAnswer:
    """
    Attributes:
        average (str): exact fraction, e.g. "13/4"
        average_value (float):
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        entries (list[HeartsSettleEntry]):
        explanation (str): One plain sentence a player would accept, naming the cards.
        pot (str): paid in, which equals collected
        pot_value (float):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    average: str
    average_value: float
    basis: Basis
    entries: list[HeartsSettleEntry]
    explanation: str
    pot: str
    pot_value: float
    rule: str
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        average = self.average

        average_value = self.average_value

        basis = self.basis.value

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        explanation = self.explanation

        pot = self.pot

        pot_value = self.pot_value

        rule = self.rule

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "average": average,
                "average_value": average_value,
                "basis": basis,
                "entries": entries,
                "explanation": explanation,
                "pot": pot,
                "pot_value": pot_value,
                "rule": rule,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_settle_entry import HeartsSettleEntry  # noqa: PLC0415

        d = dict(src_dict)
        average = d.pop("average")

        average_value = d.pop("average_value")

        basis = Basis(d.pop("basis"))

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = HeartsSettleEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        explanation = d.pop("explanation")

        pot = d.pop("pot")

        pot_value = d.pop("pot_value")

        rule = d.pop("rule")

        profile = d.pop("profile", UNSET)

        hearts_settle_answer = cls(
            average=average,
            average_value=average_value,
            basis=basis,
            entries=entries,
            explanation=explanation,
            pot=pot,
            pot_value=pot_value,
            rule=rule,
            profile=profile,
        )

        return hearts_settle_answer
