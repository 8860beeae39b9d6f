from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_forty_fives_as_played import AuctionFortyFivesAsPlayed
    from ..models.auction_forty_fives_auction_summary import AuctionFortyFivesAuctionSummary
    from ..models.auction_forty_fives_discard_made import AuctionFortyFivesDiscardMade
    from ..models.auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer
    from ..models.irregularity_answer import IrregularityAnswer
    from ..models.result_claim_answer import ResultClaimAnswer


T = TypeVar("T", bound="AuctionFortyFivesResultAnswer")


@_attrs_define
class AuctionFortyFivesResultAnswer:
    """
    Attributes:
        as_played (AuctionFortyFivesAsPlayed):
        auction (AuctionFortyFivesAuctionSummary | None): null until trump is named
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        claim (None | ResultClaimAnswer): the claim and how it settled the rest of the play; null when none was made
        discards (list[AuctionFortyFivesDiscardMade]):
        explanation (str): One plain sentence a player would accept, naming the cards.
        hand_over (bool):
        hands_after_draw (list[list[str]]): each seat's hand once the dealer has drawn; empty before then
        irregularities (list[IrregularityAnswer]):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (AuctionFortyFivesScoreAnswer | None): null before trump
        settled (bool): whether the record settles the deal: false where it ends before the deal does, a revoke can
            still be corrected, or an action leaves no deal to play on (rule and explanation say which)
        tricks_won (list[int]): per seat
        trump (None | str):
        game_over (bool | Unset): whether the deal ends the game, where it can
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
        totals (list[int] | None | Unset): each seat's or side's total after the deal, where the score carries them
        winner (int | None | Unset): the seat or side that won the game, where the deal ends it (null: none)
    """

    as_played: AuctionFortyFivesAsPlayed
    auction: AuctionFortyFivesAuctionSummary | None
    basis: Basis
    claim: None | ResultClaimAnswer
    discards: list[AuctionFortyFivesDiscardMade]
    explanation: str
    hand_over: bool
    hands_after_draw: list[list[str]]
    irregularities: list[IrregularityAnswer]
    rule: str
    score: AuctionFortyFivesScoreAnswer | None
    settled: bool
    tricks_won: list[int]
    trump: None | str
    game_over: bool | Unset = UNSET
    profile: str | Unset = UNSET
    totals: list[int] | None | Unset = UNSET
    winner: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_forty_fives_auction_summary import AuctionFortyFivesAuctionSummary  # noqa: PLC0415
        from ..models.auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer  # noqa: PLC0415
        from ..models.result_claim_answer import ResultClaimAnswer  # noqa: PLC0415

        as_played = self.as_played.to_dict()

        auction: dict[str, Any] | None
        if isinstance(self.auction, AuctionFortyFivesAuctionSummary):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        basis = self.basis.value

        claim: dict[str, Any] | None
        if isinstance(self.claim, ResultClaimAnswer):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

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

        settled = self.settled

        tricks_won = self.tricks_won

        trump: None | str
        trump = self.trump

        game_over = self.game_over

        profile = self.profile

        totals: list[int] | None | Unset
        if isinstance(self.totals, Unset):
            totals = UNSET
        elif isinstance(self.totals, list):
            totals = self.totals

        else:
            totals = self.totals

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "as_played": as_played,
                "auction": auction,
                "basis": basis,
                "claim": claim,
                "discards": discards,
                "explanation": explanation,
                "hand_over": hand_over,
                "hands_after_draw": hands_after_draw,
                "irregularities": irregularities,
                "rule": rule,
                "score": score,
                "settled": settled,
                "tricks_won": tricks_won,
                "trump": trump,
            }
        )
        if game_over is not UNSET:
            field_dict["game_over"] = game_over
        if profile is not UNSET:
            field_dict["profile"] = profile
        if totals is not UNSET:
            field_dict["totals"] = totals
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_forty_fives_as_played import AuctionFortyFivesAsPlayed  # noqa: PLC0415
        from ..models.auction_forty_fives_auction_summary import AuctionFortyFivesAuctionSummary  # noqa: PLC0415
        from ..models.auction_forty_fives_discard_made import AuctionFortyFivesDiscardMade  # noqa: PLC0415
        from ..models.auction_forty_fives_score_answer import AuctionFortyFivesScoreAnswer  # noqa: PLC0415
        from ..models.irregularity_answer import IrregularityAnswer  # noqa: PLC0415
        from ..models.result_claim_answer import ResultClaimAnswer  # noqa: PLC0415

        d = dict(src_dict)
        as_played = AuctionFortyFivesAsPlayed.from_dict(d.pop("as_played"))

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

        def _parse_claim(data: object) -> None | ResultClaimAnswer:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                claim_type_0 = ResultClaimAnswer.from_dict(data)

                return claim_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResultClaimAnswer, data)

        claim = _parse_claim(d.pop("claim"))

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
            irregularities_item = IrregularityAnswer.from_dict(irregularities_item_data)

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

        settled = d.pop("settled")

        tricks_won = cast(list[int], d.pop("tricks_won"))

        def _parse_trump(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trump = _parse_trump(d.pop("trump"))

        game_over = d.pop("game_over", UNSET)

        profile = d.pop("profile", UNSET)

        def _parse_totals(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                totals_type_0 = cast(list[int], data)

                return totals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        totals = _parse_totals(d.pop("totals", UNSET))

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        auction_forty_fives_result_answer = cls(
            as_played=as_played,
            auction=auction,
            basis=basis,
            claim=claim,
            discards=discards,
            explanation=explanation,
            hand_over=hand_over,
            hands_after_draw=hands_after_draw,
            irregularities=irregularities,
            rule=rule,
            score=score,
            settled=settled,
            tricks_won=tricks_won,
            trump=trump,
            game_over=game_over,
            profile=profile,
            totals=totals,
            winner=winner,
        )

        return auction_forty_fives_result_answer
