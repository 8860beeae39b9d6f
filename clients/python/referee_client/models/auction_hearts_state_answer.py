from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_hearts_state_answer_phase import AuctionHeartsStateAnswerPhase
from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_hearts_bid_choice import AuctionHeartsBidChoice
    from ..models.auction_violation import AuctionViolation
    from ..models.hearts_score_answer import HeartsScoreAnswer
    from ..models.play import Play
    from ..models.trick_answer import TrickAnswer


T = TypeVar("T", bound="AuctionHeartsStateAnswer")


@_attrs_define
class AuctionHeartsStateAnswer:
    """
    Attributes:
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        explanation (str): One plain sentence a player would accept, naming the cards.
        hands (list[list[None | str]]): what each seat holds now, in the order the cards reached its hand; with
            for_seat, each card that seat may not know is null (another seat's hand is its count of nulls)
        legal (list[str]): in the play, the cards to_act may play (as legal-moves answers); empty in other phases, whose
            choices are in the phase's own fields
        phase (AuctionHeartsStateAnswerPhase): where the deal is: before the play (rob, bid, pass or discard, as the
            game has them), in the play, or over
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        score (HeartsScoreAnswer | None): null while no penalty suit is named (an unfinished or faulty auction)
        to_act (int | None): null when the deal is over
        trick (list[Play]): the trick in progress, the leader's first
        tricks (list[TrickAnswer]):
        violation (AuctionViolation | None):
        bid (AuctionHeartsBidChoice | Unset):
        for_seat (int | None | Unset): as the request gave it: the answer shows only what that seat may know
        penalty_suit (list[str] | Unset): once the auction is over: the suits the seat to act may name as the penalty
            suit
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    basis: Basis
    explanation: str
    hands: list[list[None | str]]
    legal: list[str]
    phase: AuctionHeartsStateAnswerPhase
    rule: str
    score: HeartsScoreAnswer | None
    to_act: int | None
    trick: list[Play]
    tricks: list[TrickAnswer]
    violation: AuctionViolation | None
    bid: AuctionHeartsBidChoice | Unset = UNSET
    for_seat: int | None | Unset = UNSET
    penalty_suit: list[str] | Unset = UNSET
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_violation import AuctionViolation  # noqa: PLC0415
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415

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

        score: dict[str, Any] | None
        if isinstance(self.score, HeartsScoreAnswer):
            score = self.score.to_dict()
        else:
            score = self.score

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
        if isinstance(self.violation, AuctionViolation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        bid: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bid, Unset):
            bid = self.bid.to_dict()

        for_seat: int | None | Unset
        if isinstance(self.for_seat, Unset):
            for_seat = UNSET
        else:
            for_seat = self.for_seat

        penalty_suit: list[str] | Unset = UNSET
        if not isinstance(self.penalty_suit, Unset):
            penalty_suit = self.penalty_suit

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
        if bid is not UNSET:
            field_dict["bid"] = bid
        if for_seat is not UNSET:
            field_dict["for_seat"] = for_seat
        if penalty_suit is not UNSET:
            field_dict["penalty_suit"] = penalty_suit
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_hearts_bid_choice import AuctionHeartsBidChoice  # noqa: PLC0415
        from ..models.auction_violation import AuctionViolation  # noqa: PLC0415
        from ..models.hearts_score_answer import HeartsScoreAnswer  # noqa: PLC0415
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

        phase = AuctionHeartsStateAnswerPhase(d.pop("phase"))

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

        _bid = d.pop("bid", UNSET)
        bid: AuctionHeartsBidChoice | Unset
        if isinstance(_bid, Unset):
            bid = UNSET
        else:
            bid = AuctionHeartsBidChoice.from_dict(_bid)

        def _parse_for_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        for_seat = _parse_for_seat(d.pop("for_seat", UNSET))

        penalty_suit = cast(list[str], d.pop("penalty_suit", UNSET))

        profile = d.pop("profile", UNSET)

        auction_hearts_state_answer = cls(
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
            bid=bid,
            for_seat=for_seat,
            penalty_suit=penalty_suit,
            profile=profile,
        )

        return auction_hearts_state_answer
