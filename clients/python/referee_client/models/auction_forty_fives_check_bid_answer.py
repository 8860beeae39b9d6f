from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionFortyFivesCheckBidAnswer")


@_attrs_define
class AuctionFortyFivesCheckBidAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        high_bid (int | None):
        high_bidder (int | None):
        legal (bool):
        next_seat (int | None): null: the auction is over
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    high_bid: int | None
    high_bidder: int | None
    legal: bool
    next_seat: int | None
    rule: str
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        explanation = self.explanation

        high_bid: int | None
        high_bid = self.high_bid

        high_bidder: int | None
        high_bidder = self.high_bidder

        legal = self.legal

        next_seat: int | None
        next_seat = self.next_seat

        rule = self.rule

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "high_bid": high_bid,
                "high_bidder": high_bidder,
                "legal": legal,
                "next_seat": next_seat,
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

        explanation = d.pop("explanation")

        def _parse_high_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        high_bid = _parse_high_bid(d.pop("high_bid"))

        def _parse_high_bidder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        high_bidder = _parse_high_bidder(d.pop("high_bidder"))

        legal = d.pop("legal")

        def _parse_next_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_seat = _parse_next_seat(d.pop("next_seat"))

        rule = d.pop("rule")

        profile = d.pop("profile", UNSET)

        auction_forty_fives_check_bid_answer = cls(
            basis=basis,
            explanation=explanation,
            high_bid=high_bid,
            high_bidder=high_bidder,
            legal=legal,
            next_seat=next_seat,
            rule=rule,
            profile=profile,
        )

        return auction_forty_fives_check_bid_answer
