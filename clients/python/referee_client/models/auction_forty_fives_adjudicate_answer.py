from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_forty_fives_auction_summary import AuctionFortyFivesAuctionSummary
    from ..models.auction_forty_fives_discard_made import AuctionFortyFivesDiscardMade
    from ..models.auction_forty_fives_irregularity import AuctionFortyFivesIrregularity
    from ..models.auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer
    from ..models.auction_forty_fives_violation import AuctionFortyFivesViolation
    from ..models.trick_answer import TrickAnswer


T = TypeVar("T", bound="AuctionFortyFivesAdjudicateAnswer")


@_attrs_define
class AuctionFortyFivesAdjudicateAnswer:
    """
    Attributes:
        auction (AuctionFortyFivesAuctionSummary | None): null until trump is named
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        discards (list[AuctionFortyFivesDiscardMade]):
        explanation (str): One plain sentence a player would accept, naming the cards.
        hand_over (bool):
        hands_after_draw (list[list[str]]): each seat's hand once the dealer has drawn; empty before then
        irregularities (list[AuctionFortyFivesIrregularity]):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (AuctionFortyFivesScoreAnswer | None): null before trump
        tricks (list[TrickAnswer]):
        tricks_won (list[int]): per seat
        trump (None | str):
        valid (bool):
        violation (AuctionFortyFivesViolation | None):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    auction: AuctionFortyFivesAuctionSummary | None
    basis: Basis
    discards: list[AuctionFortyFivesDiscardMade]
    explanation: str
    hand_over: bool
    hands_after_draw: list[list[str]]
    irregularities: list[AuctionFortyFivesIrregularity]
    rule: str
    score: AuctionFortyFivesScoreAnswer | None
    tricks: list[TrickAnswer]
    tricks_won: list[int]
    trump: None | str
    valid: bool
    violation: AuctionFortyFivesViolation | None
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_forty_fives_auction_summary import AuctionFortyFivesAuctionSummary  # noqa: PLC0415
        from ..models.auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer  # noqa: PLC0415
        from ..models.auction_forty_fives_violation import AuctionFortyFivesViolation  # noqa: PLC0415

        auction: dict[str, Any] | None
        if isinstance(self.auction, AuctionFortyFivesAuctionSummary):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        basis = self.basis.value

        discards = []
        for discards_item_data in self.discards:
            discards_item = discards_item_data.to_dict()
            discards.append(discards_item)

        explanation = self.explanation

        hand_over = self.hand_over

        hands_after_draw = []
        for hands_after_draw_item_data in self.hands_after_draw:
            hands_after_draw_item = hands_after_draw_item_data

            hands_after_draw.append(hands_after_draw_item)

        irregularities = []
        for irregularities_item_data in self.irregularities:
            irregularities_item = irregularities_item_data.to_dict()
            irregularities.append(irregularities_item)

        rule = self.rule

        score: dict[str, Any] | None
        if isinstance(self.score, AuctionFortyFivesScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        tricks_won = self.tricks_won

        trump: None | str
        trump = self.trump

        valid = self.valid

        violation: dict[str, Any] | None
        if isinstance(self.violation, AuctionFortyFivesViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auction": auction,
                "basis": basis,
                "discards": discards,
                "explanation": explanation,
                "hand_over": hand_over,
                "hands_after_draw": hands_after_draw,
                "irregularities": irregularities,
                "rule": rule,
                "score": score,
                "tricks": tricks,
                "tricks_won": tricks_won,
                "trump": trump,
                "valid": valid,
                "violation": violation,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_forty_fives_auction_summary import AuctionFortyFivesAuctionSummary  # noqa: PLC0415
        from ..models.auction_forty_fives_discard_made import AuctionFortyFivesDiscardMade  # noqa: PLC0415
        from ..models.auction_forty_fives_irregularity import AuctionFortyFivesIrregularity  # noqa: PLC0415
        from ..models.auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer  # noqa: PLC0415
        from ..models.auction_forty_fives_violation import AuctionFortyFivesViolation  # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_auction(data: object) -> AuctionFortyFivesAuctionSummary | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = AuctionFortyFivesAuctionSummary.from_dict(data)

                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionFortyFivesAuctionSummary | None, data)

        auction = _parse_auction(d.pop("auction"))

        basis = Basis(d.pop("basis"))

        discards = []
        _discards = d.pop("discards")
        for discards_item_data in _discards:
            discards_item = AuctionFortyFivesDiscardMade.from_dict(discards_item_data)

            discards.append(discards_item)

        explanation = d.pop("explanation")

        hand_over = d.pop("hand_over")

        hands_after_draw = []
        _hands_after_draw = d.pop("hands_after_draw")
        for hands_after_draw_item_data in _hands_after_draw:
            hands_after_draw_item = cast(list[str], hands_after_draw_item_data)

            hands_after_draw.append(hands_after_draw_item)

        irregularities = []
        _irregularities = d.pop("irregularities")
        for irregularities_item_data in _irregularities:
            irregularities_item = AuctionFortyFivesIrregularity.from_dict(irregularities_item_data)

            irregularities.append(irregularities_item)

        rule = d.pop("rule")

        def _parse_score(data: object) -> AuctionFortyFivesScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = AuctionFortyFivesScoreAnswer.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionFortyFivesScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickAnswer.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        tricks_won = cast(list[int], d.pop("tricks_won"))

        def _parse_trump(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trump = _parse_trump(d.pop("trump"))

        valid = d.pop("valid")

        def _parse_violation(data: object) -> AuctionFortyFivesViolation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = AuctionFortyFivesViolation.from_dict(data)

                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionFortyFivesViolation | None, data)

        violation = _parse_violation(d.pop("violation"))

        profile = d.pop("profile", UNSET)

        auction_forty_fives_adjudicate_answer = cls(
            auction=auction,
            basis=basis,
            discards=discards,
            explanation=explanation,
            hand_over=hand_over,
            hands_after_draw=hands_after_draw,
            irregularities=irregularities,
            rule=rule,
            score=score,
            tricks=tricks,
            tricks_won=tricks_won,
            trump=trump,
            valid=valid,
            violation=violation,
            profile=profile,
        )

        return auction_forty_fives_adjudicate_answer
