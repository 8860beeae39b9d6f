from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionFortyFivesMisdealRequest")


@_attrs_define
class AuctionFortyFivesMisdealRequest:
    """
    Attributes:
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        players (int): 4 or 6
        cards_dealt (list[int] | Unset):
        dealer_counted_cards (bool | Unset):  Default: False.
        dealer_exposed_card (bool | Unset):  Default: False.
        new_deal_demanded_before_completion (bool | Unset):  Default: False.
        pack_uncut (bool | Unset):  Default: False.
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    dealer: int
    players: int
    cards_dealt: list[int] | Unset = UNSET
    dealer_counted_cards: bool | Unset = False
    dealer_exposed_card: bool | Unset = False
    new_deal_demanded_before_completion: bool | Unset = False
    pack_uncut: bool | Unset = False
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        players = self.players

        cards_dealt: list[int] | Unset = UNSET
        if not isinstance(self.cards_dealt, Unset):
            cards_dealt = self.cards_dealt

        dealer_counted_cards = self.dealer_counted_cards

        dealer_exposed_card = self.dealer_exposed_card

        new_deal_demanded_before_completion = self.new_deal_demanded_before_completion

        pack_uncut = self.pack_uncut

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "players": players,
            }
        )
        if cards_dealt is not UNSET:
            field_dict["cards_dealt"] = cards_dealt
        if dealer_counted_cards is not UNSET:
            field_dict["dealer_counted_cards"] = dealer_counted_cards
        if dealer_exposed_card is not UNSET:
            field_dict["dealer_exposed_card"] = dealer_exposed_card
        if new_deal_demanded_before_completion is not UNSET:
            field_dict["new_deal_demanded_before_completion"] = new_deal_demanded_before_completion
        if pack_uncut is not UNSET:
            field_dict["pack_uncut"] = pack_uncut
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        players = d.pop("players")

        cards_dealt = cast(list[int], d.pop("cards_dealt", UNSET))

        dealer_counted_cards = d.pop("dealer_counted_cards", UNSET)

        dealer_exposed_card = d.pop("dealer_exposed_card", UNSET)

        new_deal_demanded_before_completion = d.pop("new_deal_demanded_before_completion", UNSET)

        pack_uncut = d.pop("pack_uncut", UNSET)

        profile = d.pop("profile", UNSET)

        auction_forty_fives_misdeal_request = cls(
            dealer=dealer,
            players=players,
            cards_dealt=cards_dealt,
            dealer_counted_cards=dealer_counted_cards,
            dealer_exposed_card=dealer_exposed_card,
            new_deal_demanded_before_completion=new_deal_demanded_before_completion,
            pack_uncut=pack_uncut,
            profile=profile,
        )

        return auction_forty_fives_misdeal_request
