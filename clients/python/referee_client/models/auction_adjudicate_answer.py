from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_settle_answer import AuctionSettleAnswer
    from ..models.auction_summary import AuctionSummary
    from ..models.auction_violation import AuctionViolation
    from ..models.hearts_misdeal_finding import HeartsMisdealFinding
    from ..models.hearts_score_answer import HeartsScoreAnswer
    from ..models.trick_answer import TrickAnswer


T = TypeVar("T", bound="AuctionAdjudicateAnswer")


@_attrs_define
class AuctionAdjudicateAnswer:
    """
    Attributes:
        auction (AuctionSummary | None): null until the auction is complete
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        complete (bool):
        explanation (str): One plain sentence a player would accept, naming the cards.
        irregularities (list[HeartsMisdealFinding]):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (HeartsScoreAnswer | None): null while no penalty suit is named (an unfinished or faulty auction)
        settlement (AuctionSettleAnswer | None): the pot, once the deal is complete
        tricks (list[TrickAnswer]):
        valid (bool):
        violation (AuctionViolation | None):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    auction: AuctionSummary | None
    basis: Basis
    complete: bool
    explanation: str
    irregularities: list[HeartsMisdealFinding]
    rule: str
    score: HeartsScoreAnswer | None
    settlement: AuctionSettleAnswer | None
    tricks: list[TrickAnswer]
    valid: bool
    violation: AuctionViolation | None
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_settle_answer import AuctionSettleAnswer  # noqa: PLC0415
        from ..models.auction_summary import AuctionSummary  # noqa: PLC0415
        from ..models.auction_violation import AuctionViolation  # noqa: PLC0415
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415

        auction: dict[str, Any] | None
        if isinstance(self.auction, AuctionSummary):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        basis = self.basis.value

        complete = self.complete

        explanation = self.explanation

        irregularities = []
        for irregularities_item_data in self.irregularities:
            irregularities_item = irregularities_item_data.to_dict()
            irregularities.append(irregularities_item)

        rule = self.rule

        score: dict[str, Any] | None
        if isinstance(self.score, HeartsScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, AuctionSettleAnswer):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        valid = self.valid

        violation: dict[str, Any] | None
        if isinstance(self.violation, AuctionViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auction": auction,
                "basis": basis,
                "complete": complete,
                "explanation": explanation,
                "irregularities": irregularities,
                "rule": rule,
                "score": score,
                "settlement": settlement,
                "tricks": tricks,
                "valid": valid,
                "violation": violation,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_settle_answer import AuctionSettleAnswer  # noqa: PLC0415
        from ..models.auction_summary import AuctionSummary  # noqa: PLC0415
        from ..models.auction_violation import AuctionViolation  # noqa: PLC0415
        from ..models.hearts_misdeal_finding import HeartsMisdealFinding  # noqa: PLC0415
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_auction(data: object) -> AuctionSummary | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = AuctionSummary.from_dict(data)

                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionSummary | None, data)

        auction = _parse_auction(d.pop("auction"))

        basis = Basis(d.pop("basis"))

        complete = d.pop("complete")

        explanation = d.pop("explanation")

        irregularities = []
        _irregularities = d.pop("irregularities")
        for irregularities_item_data in _irregularities:
            irregularities_item = HeartsMisdealFinding.from_dict(irregularities_item_data)

            irregularities.append(irregularities_item)

        rule = d.pop("rule")

        def _parse_score(data: object) -> HeartsScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = HeartsScoreAnswer.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HeartsScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))

        def _parse_settlement(data: object) -> AuctionSettleAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = AuctionSettleAnswer.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionSettleAnswer | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickAnswer.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        valid = d.pop("valid")

        def _parse_violation(data: object) -> AuctionViolation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = AuctionViolation.from_dict(data)

                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionViolation | None, data)

        violation = _parse_violation(d.pop("violation"))

        profile = d.pop("profile", UNSET)

        auction_adjudicate_answer = cls(
            auction=auction,
            basis=basis,
            complete=complete,
            explanation=explanation,
            irregularities=irregularities,
            rule=rule,
            score=score,
            settlement=settlement,
            tricks=tricks,
            valid=valid,
            violation=violation,
            profile=profile,
        )

        return auction_adjudicate_answer
