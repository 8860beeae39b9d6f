from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuctionFortyFivesDealVerifyRequest")


@_attrs_define
class AuctionFortyFivesDealVerifyRequest:
    """
    Attributes:
        commitment (str): the commitment published before the deal (hex)
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hand_number (int): the app's number for this deal; 0 to 2^53 - 1
        hands (list[list[str]]): the hands as recorded, each in the order dealt
        players (int):
        server_seed (str): 16 to 64 bytes in hex: secret until the deal is over, then revealed
        stock (list[str]): the stock as recorded, top first
        client_seeds (list[str] | Unset): players' contributions, public: 0 to 8, each 1 to 64 bytes in hex
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
    """

    commitment: str
    dealer: int
    hand_number: int
    hands: list[list[str]]
    players: int
    server_seed: str
    stock: list[str]
    client_seeds: list[str] | Unset = UNSET
    profile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        dealer = self.dealer

        hand_number = self.hand_number

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        players = self.players

        server_seed = self.server_seed

        stock = self.stock

        client_seeds: list[str] | Unset = UNSET
        if not isinstance(self.client_seeds, Unset):
            client_seeds = self.client_seeds

        profile = self.profile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "dealer": dealer,
                "hand_number": hand_number,
                "hands": hands,
                "players": players,
                "server_seed": server_seed,
                "stock": stock,
            }
        )
        if client_seeds is not UNSET:
            field_dict["client_seeds"] = client_seeds
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        dealer = d.pop("dealer")

        hand_number = d.pop("hand_number")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        players = d.pop("players")

        server_seed = d.pop("server_seed")

        stock = cast(list[str], d.pop("stock"))

        client_seeds = cast(list[str], d.pop("client_seeds", UNSET))

        profile = d.pop("profile", UNSET)

        auction_forty_fives_deal_verify_request = cls(
            commitment=commitment,
            dealer=dealer,
            hand_number=hand_number,
            hands=hands,
            players=players,
            server_seed=server_seed,
            stock=stock,
            client_seeds=client_seeds,
            profile=profile,
        )

        return auction_forty_fives_deal_verify_request
