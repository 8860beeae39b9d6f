from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_forty_fives_highest_trump import AuctionFortyFivesHighestTrump


T = TypeVar("T", bound="AuctionFortyFivesScoreAnswer")


@_attrs_define
class AuctionFortyFivesScoreAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        game_over (bool):
        hand_scores (list[int] | None): per side, what the hand adds to its total; null while the hand is in progress
        highest_trump (AuctionFortyFivesHighestTrump | None): null: no trump was played
        made (bool): the bidders' points reached the bid
        points (list[int]): per side: what it took
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        totals (list[int] | None): null while the hand is in progress
        winner (int | None): a side index, or null
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    game_over: bool
    hand_scores: list[int] | None
    highest_trump: AuctionFortyFivesHighestTrump | None
    made: bool
    points: list[int]
    rule: str
    totals: list[int] | None
    winner: int | None
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_forty_fives_highest_trump import AuctionFortyFivesHighestTrump  # noqa: PLC0415

        basis = self.basis.value

        explanation = self.explanation

        game_over = self.game_over

        hand_scores: list[int] | None
        if isinstance(self.hand_scores, list):
            hand_scores = self.hand_scores

        else:
            hand_scores = self.hand_scores

        highest_trump: dict[str, Any] | None
        if isinstance(self.highest_trump, AuctionFortyFivesHighestTrump):
            highest_trump = self.highest_trump.to_dict()
        else:
            highest_trump = self.highest_trump

        made = self.made

        points = self.points

        rule = self.rule

        totals: list[int] | None
        if isinstance(self.totals, list):
            totals = self.totals

        else:
            totals = self.totals

        winner: int | None
        winner = self.winner

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "game_over": game_over,
                "hand_scores": hand_scores,
                "highest_trump": highest_trump,
                "made": made,
                "points": points,
                "rule": rule,
                "totals": totals,
                "winner": winner,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_forty_fives_highest_trump import AuctionFortyFivesHighestTrump  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        explanation = d.pop("explanation")

        game_over = d.pop("game_over")

        def _parse_hand_scores(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_scores_type_0 = cast(list[int], data)

                return hand_scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        hand_scores = _parse_hand_scores(d.pop("hand_scores"))

        def _parse_highest_trump(data: object) -> AuctionFortyFivesHighestTrump | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                highest_trump_type_0 = AuctionFortyFivesHighestTrump.from_dict(data)

                return highest_trump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionFortyFivesHighestTrump | None, data)

        highest_trump = _parse_highest_trump(d.pop("highest_trump"))

        made = d.pop("made")

        points = cast(list[int], d.pop("points"))

        rule = d.pop("rule")

        def _parse_totals(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                totals_type_0 = cast(list[int], data)

                return totals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        totals = _parse_totals(d.pop("totals"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        profile = d.pop("profile", UNSET)

        auction_forty_fives_score_answer = cls(
            basis=basis,
            explanation=explanation,
            game_over=game_over,
            hand_scores=hand_scores,
            highest_trump=highest_trump,
            made=made,
            points=points,
            rule=rule,
            totals=totals,
            winner=winner,
            profile=profile,
        )

        return auction_forty_fives_score_answer
