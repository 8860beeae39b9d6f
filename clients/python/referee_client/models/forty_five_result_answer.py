from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.forty_five_as_played import FortyFiveAsPlayed
    from ..models.forty_five_score_answer import FortyFiveScoreAnswer
    from ..models.irregularity_answer import IrregularityAnswer
    from ..models.result_claim_answer import ResultClaimAnswer


T = TypeVar("T", bound="FortyFiveResultAnswer")


@_attrs_define
class FortyFiveResultAnswer:
    """
    Attributes:
        ace_demoted (bool): the ace of trumps was demoted
        as_played (FortyFiveAsPlayed):
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        claim (None | ResultClaimAnswer): the claim and how it settled the rest of the play; null when none was made
        explanation (str): One plain sentence a player would accept, naming the cards.
        hand_over (bool):
        irregularities (list[IrregularityAnswer]):
        pot_winner (int | None): an irregular hand's seat that won the pot
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (FortyFiveScoreAnswer | None):
        settled (bool): whether the record settles the deal: false where it ends before the deal does, a revoke can
            still be corrected, or an action leaves no deal to play on (rule and explanation say which)
        tricks_won (list[int]): per seat
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        game_over (bool | Unset): whether the deal ends the game, where it can
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
        totals (list[int] | None | Unset): each seat's or side's total after the deal, where the score carries them
        winner (int | None | Unset): the seat or side that won the game, where the deal ends it (null: none)
    """

    ace_demoted: bool
    as_played: FortyFiveAsPlayed
    basis: Basis
    claim: None | ResultClaimAnswer
    explanation: str
    hand_over: bool
    irregularities: list[IrregularityAnswer]
    pot_winner: int | None
    rule: str
    score: FortyFiveScoreAnswer | None
    settled: bool
    tricks_won: list[int]
    trump: str
    game_over: bool | Unset = UNSET
    profile: str | Unset = UNSET
    totals: list[int] | None | Unset = UNSET
    winner: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.forty_five_score_answer import FortyFiveScoreAnswer  # noqa: PLC0415
        from ..models.result_claim_answer import ResultClaimAnswer  # noqa: PLC0415

        ace_demoted = self.ace_demoted

        as_played = self.as_played.to_dict()

        basis = self.basis.value

        claim: dict[str, Any] | None
        if isinstance(self.claim, ResultClaimAnswer):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

        explanation = self.explanation

        hand_over = self.hand_over

        irregularities = []
        for irregularities_item_data in self.irregularities:
            irregularities_item = irregularities_item_data.to_dict()
            irregularities.append(irregularities_item)

        pot_winner: int | None
        pot_winner = self.pot_winner

        rule = self.rule

        score: dict[str, Any] | None
        if isinstance(self.score, FortyFiveScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

        settled = self.settled

        tricks_won = self.tricks_won

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
                "ace_demoted": ace_demoted,
                "as_played": as_played,
                "basis": basis,
                "claim": claim,
                "explanation": explanation,
                "hand_over": hand_over,
                "irregularities": irregularities,
                "pot_winner": pot_winner,
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
        from ..models.forty_five_as_played import FortyFiveAsPlayed  # noqa: PLC0415
        from ..models.forty_five_score_answer import FortyFiveScoreAnswer  # noqa: PLC0415
        from ..models.irregularity_answer import IrregularityAnswer  # noqa: PLC0415
        from ..models.result_claim_answer import ResultClaimAnswer  # noqa: PLC0415

        d = dict(src_dict)
        ace_demoted = d.pop("ace_demoted")

        as_played = FortyFiveAsPlayed.from_dict(d.pop("as_played"))

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

        hand_over = d.pop("hand_over")

        irregularities = []
        _irregularities = d.pop("irregularities")
        for irregularities_item_data in _irregularities:
            irregularities_item = IrregularityAnswer.from_dict(irregularities_item_data)

            irregularities.append(irregularities_item)

        def _parse_pot_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pot_winner = _parse_pot_winner(d.pop("pot_winner"))

        rule = d.pop("rule")

        def _parse_score(data: object) -> FortyFiveScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = FortyFiveScoreAnswer.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FortyFiveScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))

        settled = d.pop("settled")

        tricks_won = cast(list[int], d.pop("tricks_won"))

        trump = d.pop("trump")

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

        forty_five_result_answer = cls(
            ace_demoted=ace_demoted,
            as_played=as_played,
            basis=basis,
            claim=claim,
            explanation=explanation,
            hand_over=hand_over,
            irregularities=irregularities,
            pot_winner=pot_winner,
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

        return forty_five_result_answer
