from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hearts_as_played import HeartsAsPlayed
    from ..models.hearts_pass import HeartsPass
    from ..models.hearts_score_answer import HeartsScoreAnswer
    from ..models.irregularity_answer import IrregularityAnswer
    from ..models.result_claim_answer import ResultClaimAnswer


T = TypeVar("T", bound="HeartsResultAnswer")


@_attrs_define
class HeartsResultAnswer:
    """
    Attributes:
        as_played (HeartsAsPlayed):
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        claim (None | ResultClaimAnswer): the claim and how it settled the rest of the play; null when none was made
        explanation (str): One plain sentence a player would accept, naming the cards.
        irregularities (list[IrregularityAnswer]):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (HeartsScoreAnswer | None):
        settled (bool): whether the record settles the deal: false where it ends before the deal does, a revoke can
            still be corrected, or an action leaves no deal to play on (rule and explanation say which)
        game_over (bool | Unset): whether the deal ends the game, where it can
        pass_ (HeartsPass | Unset):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
        totals (list[int] | None | Unset): each seat's or side's total after the deal, where the score carries them
        winner (int | None | Unset): the seat or side that won the game, where the deal ends it (null: none)
    """

    as_played: HeartsAsPlayed
    basis: Basis
    claim: None | ResultClaimAnswer
    explanation: str
    irregularities: list[IrregularityAnswer]
    rule: str
    score: HeartsScoreAnswer | None
    settled: bool
    game_over: bool | Unset = UNSET
    pass_: HeartsPass | Unset = UNSET
    profile: str | Unset = UNSET
    totals: list[int] | None | Unset = UNSET
    winner: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415
        from ..models.result_claim_answer import ResultClaimAnswer  # noqa: PLC0415

        as_played = self.as_played.to_dict()

        basis = self.basis.value

        claim: dict[str, Any] | None
        if isinstance(self.claim, ResultClaimAnswer):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

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

        settled = self.settled

        game_over = self.game_over

        pass_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pass_, Unset):
            pass_ = self.pass_.to_dict()

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
                "basis": basis,
                "claim": claim,
                "explanation": explanation,
                "irregularities": irregularities,
                "rule": rule,
                "score": score,
                "settled": settled,
            }
        )
        if game_over is not UNSET:
            field_dict["game_over"] = game_over
        if pass_ is not UNSET:
            field_dict["pass"] = pass_
        if profile is not UNSET:
            field_dict["profile"] = profile
        if totals is not UNSET:
            field_dict["totals"] = totals
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_as_played import HeartsAsPlayed  # noqa: PLC0415
        from ..models.hearts_pass import HeartsPass  # noqa: PLC0415
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415
        from ..models.irregularity_answer import IrregularityAnswer  # noqa: PLC0415
        from ..models.result_claim_answer import ResultClaimAnswer  # noqa: PLC0415

        d = dict(src_dict)
        as_played = HeartsAsPlayed.from_dict(d.pop("as_played"))

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

        explanation = d.pop("explanation")

        irregularities = []
        _irregularities = d.pop("irregularities")
        for irregularities_item_data in _irregularities:
            irregularities_item = IrregularityAnswer.from_dict(irregularities_item_data)

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

        settled = d.pop("settled")

        game_over = d.pop("game_over", UNSET)

        _pass_ = d.pop("pass", UNSET)
        pass_: HeartsPass | Unset
        if isinstance(_pass_, Unset):
            pass_ = UNSET
        else:
            pass_ = HeartsPass.from_dict(_pass_)

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

        hearts_result_answer = cls(
            as_played=as_played,
            basis=basis,
            claim=claim,
            explanation=explanation,
            irregularities=irregularities,
            rule=rule,
            score=score,
            settled=settled,
            game_over=game_over,
            pass_=pass_,
            profile=profile,
            totals=totals,
            winner=winner,
        )

        return hearts_result_answer
