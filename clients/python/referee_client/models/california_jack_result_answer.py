from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.california_jack_as_played import CaliforniaJackAsPlayed
    from ..models.california_jack_score_answer import CaliforniaJackScoreAnswer
    from ..models.irregularity_answer import IrregularityAnswer
    from ..models.result_claim_answer import ResultClaimAnswer


T = TypeVar("T", bound="CaliforniaJackResultAnswer")


@_attrs_define
class CaliforniaJackResultAnswer:
    """
    Attributes:
        as_played (CaliforniaJackAsPlayed):
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        claim (None | ResultClaimAnswer): the claim and how it settled the rest of the play; null when none was made
        dealt (list[list[str]]): the hands as dealt
        explanation (str): One plain sentence a player would accept, naming the cards.
        hands (list[list[str]]): the hands now
        irregularities (list[IrregularityAnswer]):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (CaliforniaJackScoreAnswer | None):
        settled (bool): whether the record settles the deal: false where it ends before the deal does, a revoke can
            still be corrected, or an action leaves no deal to play on (rule and explanation say which)
        stock_left (int):
        to_play (int | None):
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        trump_card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H
            D C); requests also accept 10 for T, lower case and the suit glyphs.
        game_over (bool | Unset): whether the deal ends the game, where it can
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
        totals (list[int] | None | Unset): each seat's or side's total after the deal, where the score carries them
        winner (int | None | Unset): the seat or side that won the game, where the deal ends it (null: none)
    """

    as_played: CaliforniaJackAsPlayed
    basis: Basis
    claim: None | ResultClaimAnswer
    dealt: list[list[str]]
    explanation: str
    hands: list[list[str]]
    irregularities: list[IrregularityAnswer]
    rule: str
    score: CaliforniaJackScoreAnswer | None
    settled: bool
    stock_left: int
    to_play: int | None
    trump: str
    trump_card: str
    game_over: bool | Unset = UNSET
    profile: str | Unset = UNSET
    totals: list[int] | None | Unset = UNSET
    winner: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.california_jack_score_answer import CaliforniaJackScoreAnswer  # noqa: PLC0415
        from ..models.result_claim_answer import ResultClaimAnswer  # noqa: PLC0415

        as_played = self.as_played.to_dict()

        basis = self.basis.value

        claim: dict[str, Any] | None
        if isinstance(self.claim, ResultClaimAnswer):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

        dealt = []
        for dealt_item_data in self.dealt:
            dealt_item = dealt_item_data

            dealt.append(dealt_item)

        explanation = self.explanation

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        irregularities = []
        for irregularities_item_data in self.irregularities:
            irregularities_item = irregularities_item_data.to_dict()
            irregularities.append(irregularities_item)

        rule = self.rule

        score: dict[str, Any] | None
        if isinstance(self.score, CaliforniaJackScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

        settled = self.settled

        stock_left = self.stock_left

        to_play: int | None
        to_play = self.to_play

        trump = self.trump

        trump_card = self.trump_card

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
                "basis": basis,
                "claim": claim,
                "dealt": dealt,
                "explanation": explanation,
                "hands": hands,
                "irregularities": irregularities,
                "rule": rule,
                "score": score,
                "settled": settled,
                "stock_left": stock_left,
                "to_play": to_play,
                "trump": trump,
                "trump_card": trump_card,
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
        from ..models.california_jack_as_played import CaliforniaJackAsPlayed  # noqa: PLC0415
        from ..models.california_jack_score_answer import CaliforniaJackScoreAnswer  # noqa: PLC0415
        from ..models.irregularity_answer import IrregularityAnswer  # noqa: PLC0415
        from ..models.result_claim_answer import ResultClaimAnswer  # noqa: PLC0415

        d = dict(src_dict)
        as_played = CaliforniaJackAsPlayed.from_dict(d.pop("as_played"))

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

        dealt = []
        _dealt = d.pop("dealt")
        for dealt_item_data in _dealt:
            dealt_item = cast(list[str], dealt_item_data)

            dealt.append(dealt_item)

        explanation = d.pop("explanation")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        irregularities = []
        _irregularities = d.pop("irregularities")
        for irregularities_item_data in _irregularities:
            irregularities_item = IrregularityAnswer.from_dict(irregularities_item_data)

            irregularities.append(irregularities_item)

        rule = d.pop("rule")

        def _parse_score(data: object) -> CaliforniaJackScoreAnswer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = CaliforniaJackScoreAnswer.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaliforniaJackScoreAnswer | None, data)

        score = _parse_score(d.pop("score"))

        settled = d.pop("settled")

        stock_left = d.pop("stock_left")

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        trump = d.pop("trump")

        trump_card = d.pop("trump_card")

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

        california_jack_result_answer = cls(
            as_played=as_played,
            basis=basis,
            claim=claim,
            dealt=dealt,
            explanation=explanation,
            hands=hands,
            irregularities=irregularities,
            rule=rule,
            score=score,
            settled=settled,
            stock_left=stock_left,
            to_play=to_play,
            trump=trump,
            trump_card=trump_card,
            game_over=game_over,
            profile=profile,
            totals=totals,
            winner=winner,
        )

        return california_jack_result_answer
