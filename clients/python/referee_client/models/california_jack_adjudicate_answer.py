from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.california_jack_misdeal_finding import CaliforniaJackMisdealFinding
    from ..models.california_jack_score_answer import CaliforniaJackScoreAnswer
    from ..models.california_jack_trick import CaliforniaJackTrick
    from ..models.violation_answer import ViolationAnswer


T = TypeVar("T", bound="CaliforniaJackAdjudicateAnswer")


@_attrs_define
class CaliforniaJackAdjudicateAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        dealt (list[list[str]]): the hands as dealt
        explanation (str): One plain sentence a player would accept, naming the cards.
        game_over (bool):
        hands (list[list[str]]): the hands now
        irregularities (list[CaliforniaJackMisdealFinding]): a misdeal found in hands and stock (the replay goes on as
            dealt); every fault in the play is a violation that stops the replay
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (CaliforniaJackScoreAnswer):
        stock_left (int):
        to_play (int | None):
        tricks (list[CaliforniaJackTrick]):
        trump (str): A suit: S, H, D or C (requests also accept lower case and the glyphs).
        trump_card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H
            D C); requests also accept 10 for T, lower case and the suit glyphs.
        valid (bool):
        violation (None | ViolationAnswer):
        winner (int | None):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    dealt: list[list[str]]
    explanation: str
    game_over: bool
    hands: list[list[str]]
    irregularities: list[CaliforniaJackMisdealFinding]
    rule: str
    score: CaliforniaJackScoreAnswer
    stock_left: int
    to_play: int | None
    tricks: list[CaliforniaJackTrick]
    trump: str
    trump_card: str
    valid: bool
    violation: None | ViolationAnswer
    winner: int | None
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.violation_answer import ViolationAnswer  # noqa: PLC0415

        basis = self.basis.value

        dealt = []
        for dealt_item_data in self.dealt:
            dealt_item = dealt_item_data

            dealt.append(dealt_item)

        explanation = self.explanation

        game_over = self.game_over

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        irregularities = []
        for irregularities_item_data in self.irregularities:
            irregularities_item = irregularities_item_data.to_dict()
            irregularities.append(irregularities_item)

        rule = self.rule

        score = self.score.to_dict()

        stock_left = self.stock_left

        to_play: int | None
        to_play = self.to_play

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        trump = self.trump

        trump_card = self.trump_card

        valid = self.valid

        violation: dict[str, Any] | None
        if isinstance(self.violation, ViolationAnswer):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        winner: int | None
        winner = self.winner

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "dealt": dealt,
                "explanation": explanation,
                "game_over": game_over,
                "hands": hands,
                "irregularities": irregularities,
                "rule": rule,
                "score": score,
                "stock_left": stock_left,
                "to_play": to_play,
                "tricks": tricks,
                "trump": trump,
                "trump_card": trump_card,
                "valid": valid,
                "violation": violation,
                "winner": winner,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.california_jack_misdeal_finding import CaliforniaJackMisdealFinding  # noqa: PLC0415
        from ..models.california_jack_score_answer import CaliforniaJackScoreAnswer  # noqa: PLC0415
        from ..models.california_jack_trick import CaliforniaJackTrick  # noqa: PLC0415
        from ..models.violation_answer import ViolationAnswer  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        dealt = []
        _dealt = d.pop("dealt")
        for dealt_item_data in _dealt:
            dealt_item = cast(list[str], dealt_item_data)

            dealt.append(dealt_item)

        explanation = d.pop("explanation")

        game_over = d.pop("game_over")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        irregularities = []
        _irregularities = d.pop("irregularities")
        for irregularities_item_data in _irregularities:
            irregularities_item = CaliforniaJackMisdealFinding.from_dict(irregularities_item_data)

            irregularities.append(irregularities_item)

        rule = d.pop("rule")

        score = CaliforniaJackScoreAnswer.from_dict(d.pop("score"))

        stock_left = d.pop("stock_left")

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = CaliforniaJackTrick.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        trump = d.pop("trump")

        trump_card = d.pop("trump_card")

        valid = d.pop("valid")

        def _parse_violation(data: object) -> None | ViolationAnswer:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = ViolationAnswer.from_dict(data)

                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ViolationAnswer, data)

        violation = _parse_violation(d.pop("violation"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        profile = d.pop("profile", UNSET)

        california_jack_adjudicate_answer = cls(
            basis=basis,
            dealt=dealt,
            explanation=explanation,
            game_over=game_over,
            hands=hands,
            irregularities=irregularities,
            rule=rule,
            score=score,
            stock_left=stock_left,
            to_play=to_play,
            tricks=tricks,
            trump=trump,
            trump_card=trump_card,
            valid=valid,
            violation=violation,
            winner=winner,
            profile=profile,
        )

        return california_jack_adjudicate_answer
