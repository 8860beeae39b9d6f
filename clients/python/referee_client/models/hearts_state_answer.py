from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.basis import Basis
from ..models.hearts_state_answer_phase import HeartsStateAnswerPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hearts_pass_choice import HeartsPassChoice
    from ..models.hearts_score_answer import HeartsScoreAnswer
    from ..models.hearts_violation import HeartsViolation
    from ..models.play import Play
    from ..models.trick_answer import TrickAnswer


T = TypeVar("T", bound="HeartsStateAnswer")


@_attrs_define
class HeartsStateAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        hands (list[list[None | str]]): what each seat holds now, in the order the cards reached its hand; with
            for_seat, each card that seat may not know is null (another seat's hand is its count of nulls)
        legal (list[str]): in the play, the cards to_act may play (as legal-moves answers); empty in other phases, whose
            choices are in the phase's own fields
        phase (HeartsStateAnswerPhase): where the deal is: before the play (rob, bid, pass or discard, as the game has
            them), in the play, or over
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (HeartsScoreAnswer):
        to_act (int | None): null when the deal is over
        trick (list[Play]): the trick in progress, the leader's first
        tricks (list[TrickAnswer]):
        violation (HeartsViolation | None):
        for_seat (int | None | Unset): as the request gave it: the answer shows only what that seat may know
        pass_ (HeartsPassChoice | Unset):
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    hands: list[list[None | str]]
    legal: list[str]
    phase: HeartsStateAnswerPhase
    rule: str
    score: HeartsScoreAnswer
    to_act: int | None
    trick: list[Play]
    tricks: list[TrickAnswer]
    violation: HeartsViolation | None
    for_seat: int | None | Unset = UNSET
    pass_: HeartsPassChoice | Unset = UNSET
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.hearts_violation import HeartsViolation  # noqa: PLC0415

        basis = self.basis.value

        explanation = self.explanation

        hands = []
        for hands_item_data in self.hands:
            hands_item = []
            for hands_item_item_data in hands_item_data:
                hands_item_item: None | str
                hands_item_item = hands_item_item_data
                hands_item.append(hands_item_item)

            hands.append(hands_item)

        legal = self.legal

        phase = self.phase.value

        rule = self.rule

        score = self.score.to_dict()

        to_act: int | None
        to_act = self.to_act

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        violation: dict[str, Any] | None
        if isinstance(self.violation, HeartsViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        for_seat: int | None | Unset
        if isinstance(self.for_seat, Unset):
            for_seat = UNSET
        else:
            for_seat = self.for_seat

        pass_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pass_, Unset):
            pass_ = self.pass_.to_dict()

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "basis": basis,
                "explanation": explanation,
                "hands": hands,
                "legal": legal,
                "phase": phase,
                "rule": rule,
                "score": score,
                "to_act": to_act,
                "trick": trick,
                "tricks": tricks,
                "violation": violation,
            }
        )
        if for_seat is not UNSET:
            field_dict["for_seat"] = for_seat
        if pass_ is not UNSET:
            field_dict["pass"] = pass_
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_pass_choice import HeartsPassChoice  # noqa: PLC0415
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415
        from ..models.hearts_violation import HeartsViolation  # noqa: PLC0415
        from ..models.play import Play  # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer  # noqa: PLC0415

        d = dict(src_dict)
        basis = Basis(d.pop("basis"))

        explanation = d.pop("explanation")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = []
            _hands_item = hands_item_data
            for hands_item_item_data in _hands_item:

                def _parse_hands_item_item(data: object) -> None | str:
                    if data is None:
                        return data
                    return cast(None | str, data)

                hands_item_item = _parse_hands_item_item(hands_item_item_data)

                hands_item.append(hands_item_item)

            hands.append(hands_item)

        legal = cast(list[str], d.pop("legal"))

        phase = HeartsStateAnswerPhase(d.pop("phase"))

        rule = d.pop("rule")

        score = HeartsScoreAnswer.from_dict(d.pop("score"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in _trick:
            trick_item = Play.from_dict(trick_item_data)

            trick.append(trick_item)

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickAnswer.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        def _parse_violation(data: object) -> HeartsViolation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = HeartsViolation.from_dict(data)

                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HeartsViolation | None, data)

        violation = _parse_violation(d.pop("violation"))

        def _parse_for_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        for_seat = _parse_for_seat(d.pop("for_seat", UNSET))

        _pass_ = d.pop("pass", UNSET)
        pass_: HeartsPassChoice | Unset
        if isinstance(_pass_, Unset):
            pass_ = UNSET
        else:
            pass_ = HeartsPassChoice.from_dict(_pass_)

        profile = d.pop("profile", UNSET)

        hearts_state_answer = cls(
            basis=basis,
            explanation=explanation,
            hands=hands,
            legal=legal,
            phase=phase,
            rule=rule,
            score=score,
            to_act=to_act,
            trick=trick,
            tricks=tricks,
            violation=violation,
            for_seat=for_seat,
            pass_=pass_,
            profile=profile,
        )

        return hearts_state_answer
