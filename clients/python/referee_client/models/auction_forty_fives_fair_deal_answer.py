from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auction_forty_fives_fair_deal_answer_algorithm import AuctionFortyFivesFairDealAnswerAlgorithm
from ..models.basis import Basis
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auction_forty_fives_adjudicate_request import AuctionFortyFivesAdjudicateRequest


T = TypeVar("T", bound="AuctionFortyFivesFairDealAnswer")


@_attrs_define
class AuctionFortyFivesFairDealAnswer:
    """
    Attributes:
        algorithm (AuctionFortyFivesFairDealAnswerAlgorithm):
        basis (Basis): What a ruling rests on: the rule text itself, a named interpretation where the text is silent or
            ambiguous, or nothing (the rules do not cover it; the facts are reported).
        commitment (str): hex SHA-256 of the server seed
        deck (list[str]): the shuffled pack, top first
        explanation (str): One plain sentence a player would accept, naming the cards.
        hands (list[list[str]]): per seat, each in the order its cards were dealt
        key (str): hex: the key of the random stream
        record (AuctionFortyFivesAdjudicateRequest):
        rule (str): A rule id from the game's catalogue (GET /v1/games/{game}); ids with .i- are interpretations.
        stock (list[str]): the cards left, top first
        profile (str | Unset): only when the request named a profile: game@profile#hash, the hash over the options
            actually applied (the profile's, with the request's own overrides)
    """

    algorithm: AuctionFortyFivesFairDealAnswerAlgorithm
    basis: Basis
    commitment: str
    deck: list[str]
    explanation: str
    hands: list[list[str]]
    key: str
    record: AuctionFortyFivesAdjudicateRequest
    rule: str
    stock: list[str]
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm.value

        basis = self.basis.value

        commitment = self.commitment

        deck = self.deck

        explanation = self.explanation

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        key = self.key

        record = self.record.to_dict()

        rule = self.rule

        stock = self.stock

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "algorithm": algorithm,
                "basis": basis,
                "commitment": commitment,
                "deck": deck,
                "explanation": explanation,
                "hands": hands,
                "key": key,
                "record": record,
                "rule": rule,
                "stock": stock,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_forty_fives_adjudicate_request import AuctionFortyFivesAdjudicateRequest  # noqa: PLC0415

        d = dict(src_dict)
        algorithm = AuctionFortyFivesFairDealAnswerAlgorithm(d.pop("algorithm"))

        basis = Basis(d.pop("basis"))

        commitment = d.pop("commitment")

        deck = cast(list[str], d.pop("deck"))

        explanation = d.pop("explanation")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        key = d.pop("key")

        record = AuctionFortyFivesAdjudicateRequest.from_dict(d.pop("record"))

        rule = d.pop("rule")

        stock = cast(list[str], d.pop("stock"))

        profile = d.pop("profile", UNSET)

        auction_forty_fives_fair_deal_answer = cls(
            algorithm=algorithm,
            basis=basis,
            commitment=commitment,
            deck=deck,
            explanation=explanation,
            hands=hands,
            key=key,
            record=record,
            rule=rule,
            stock=stock,
            profile=profile,
        )

        return auction_forty_fives_fair_deal_answer
