from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionSummary")


@_attrs_define
class AuctionSummary:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        bid (int | None):
        explanation (str): One plain sentence a player would accept, naming the cards.
        high_bidder (int | None):
        named_by (int | None):
        penalty_suit (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    bid: int | None
    explanation: str
    high_bidder: int | None
    named_by: int | None
    penalty_suit: str
    rule: str
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        bid: int | None
        bid = self.bid

        explanation = self.explanation

        high_bidder: int | None
        high_bidder = self.high_bidder

        named_by: int | None
        named_by = self.named_by

        penalty_suit = self.penalty_suit

        rule = self.rule

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "bid": bid,
                "explanation": explanation,
                "high_bidder": high_bidder,
                "named_by": named_by,
                "penalty_suit": penalty_suit,
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

        def _parse_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bid = _parse_bid(d.pop("bid"))

        explanation = d.pop("explanation")

        def _parse_high_bidder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        high_bidder = _parse_high_bidder(d.pop("high_bidder"))

        def _parse_named_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        named_by = _parse_named_by(d.pop("named_by"))

        penalty_suit = d.pop("penalty_suit")

        rule = d.pop("rule")

        profile = d.pop("profile", UNSET)

        auction_summary = cls(
            basis=basis,
            bid=bid,
            explanation=explanation,
            high_bidder=high_bidder,
            named_by=named_by,
            penalty_suit=penalty_suit,
            rule=rule,
            profile=profile,
        )

        return auction_summary
