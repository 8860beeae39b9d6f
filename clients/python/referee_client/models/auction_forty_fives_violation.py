from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_forty_fives_violation_phase import AuctionFortyFivesViolationPhase
from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionFortyFivesViolation")


@_attrs_define
class AuctionFortyFivesViolation:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        card (None | str):
        explanation (str): One plain sentence a player would accept, naming the cards.
        index (int): 0-based position of the offending entry
        phase (AuctionFortyFivesViolationPhase): bid: index into bids; discard: into discards; play: into plays
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        seat (int | None):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    card: None | str
    explanation: str
    index: int
    phase: AuctionFortyFivesViolationPhase
    rule: str
    seat: int | None
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        card: None | str
        card = self.card

        explanation = self.explanation

        index = self.index

        phase = self.phase.value

        rule = self.rule

        seat: int | None
        seat = self.seat

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "card": card,
                "explanation": explanation,
                "index": index,
                "phase": phase,
                "rule": rule,
                "seat": seat,
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

        index = d.pop("index")

        phase = AuctionFortyFivesViolationPhase(d.pop("phase"))

        rule = d.pop("rule")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        profile = d.pop("profile", UNSET)

        auction_forty_fives_violation = cls(
            basis=basis,
            card=card,
            explanation=explanation,
            index=index,
            phase=phase,
            rule=rule,
            seat=seat,
            profile=profile,
        )

        return auction_forty_fives_violation
