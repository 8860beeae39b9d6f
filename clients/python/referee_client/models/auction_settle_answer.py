from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_next_deal import AuctionNextDeal


T = TypeVar("T", bound="AuctionSettleAnswer")


@_attrs_define
class AuctionSettleAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        carry (int): chips left in the pot for the next deal
        explanation (str): One plain sentence a player would accept, naming the cards.
        jackpot (bool):
        next_deal (AuctionNextDeal):
        payouts (list[int]): chips each seat receives
        pot (int): pot_before + bid + penalty cards, before payouts
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        winners (list[int]):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    carry: int
    explanation: str
    jackpot: bool
    next_deal: AuctionNextDeal
    payouts: list[int]
    pot: int
    rule: str
    winners: list[int]
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        basis = self.basis.value

        carry = self.carry

        explanation = self.explanation

        jackpot = self.jackpot

        next_deal = self.next_deal.to_dict()

        payouts = self.payouts

        pot = self.pot

        rule = self.rule

        winners = self.winners

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "carry": carry,
                "explanation": explanation,
                "jackpot": jackpot,
                "next_deal": next_deal,
                "payouts": payouts,
                "pot": pot,
                "rule": rule,
                "winners": winners,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_next_deal import AuctionNextDeal  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        carry = d.pop("carry")

        explanation = d.pop("explanation")

        jackpot = d.pop("jackpot")

        next_deal = AuctionNextDeal.from_dict(d.pop("next_deal"))

        payouts = cast(list[int], d.pop("payouts"))

        pot = d.pop("pot")

        rule = d.pop("rule")

        winners = cast(list[int], d.pop("winners"))

        profile = d.pop("profile", UNSET)

        auction_settle_answer = cls(
            basis=basis,
            carry=carry,
            explanation=explanation,
            jackpot=jackpot,
            next_deal=next_deal,
            payouts=payouts,
            pot=pot,
            rule=rule,
            winners=winners,
            profile=profile,
        )

        return auction_settle_answer
