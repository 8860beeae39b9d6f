from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hearts_fair_deal_request_hearts_broken import HeartsFairDealRequestHeartsBroken
from ..models.hearts_fair_deal_request_jack_of_diamonds import HeartsFairDealRequestJackOfDiamonds
from ..models.hearts_fair_deal_request_moon import HeartsFairDealRequestMoon
from ..models.hearts_fair_deal_request_opening_lead import HeartsFairDealRequestOpeningLead
from ..models.hearts_fair_deal_request_passing import HeartsFairDealRequestPassing
from ..models.hearts_fair_deal_request_queen_of_spades import HeartsFairDealRequestQueenOfSpades
from ..types import UNSET, Unset

T = TypeVar("T", bound="HeartsFairDealRequest")


@_attrs_define
class HeartsFairDealRequest:
    """
    Attributes:
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hand_number (int): the app's number for this deal; 0 to 2^53 - 1
        players (int):
        server_seed (str): 16 to 64 bytes in hex: secret until the deal is over, then revealed
        client_seeds (list[str] | Unset): players' contributions, public: 0 to 8, each 1 to 64 bytes in hex
        game_to (int | None | Unset): house rule (hearts.game): the total that ends the game; null, each deal a game in
            itself
        hearts_broken (HeartsFairDealRequestHeartsBroken | Unset): house rule (hearts.hearts-broken): required, no heart
            led until hearts are broken
        jack_of_diamonds (HeartsFairDealRequestJackOfDiamonds | Unset): house rule (hearts.score.jack): -10, the jack of
            diamonds counts minus 10
        moon (HeartsFairDealRequestMoon | Unset): house rule (hearts.moon): what taking every heart and the queen of
            spades scores
        no_points_first_trick (bool | Unset): house rule (hearts.first-trick): no card that scores on the first trick
        opening_lead (HeartsFairDealRequestOpeningLead | Unset): house rule (hearts.lead.two-of-clubs): two-of-clubs,
            its holder leads it
        passing (HeartsFairDealRequestPassing | Unset): house rule (hearts.pass): pass three cards before the play,
            left, right, across, then hold
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        queen_of_spades (HeartsFairDealRequestQueenOfSpades | Unset): house rule (hearts.score.queen): 13, the queen of
            spades counts 13 points
    """

    dealer: int
    hand_number: int
    players: int
    server_seed: str
    client_seeds: list[str] | Unset = UNSET
    game_to: int | None | Unset = UNSET
    hearts_broken: HeartsFairDealRequestHeartsBroken | Unset = UNSET
    jack_of_diamonds: HeartsFairDealRequestJackOfDiamonds | Unset = UNSET
    moon: HeartsFairDealRequestMoon | Unset = UNSET
    no_points_first_trick: bool | Unset = UNSET
    opening_lead: HeartsFairDealRequestOpeningLead | Unset = UNSET
    passing: HeartsFairDealRequestPassing | Unset = UNSET
    profile: str | Unset = UNSET
    queen_of_spades: HeartsFairDealRequestQueenOfSpades | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand_number = self.hand_number

        players = self.players

        server_seed = self.server_seed

        client_seeds: list[str] | Unset = UNSET
        if not isinstance(self.client_seeds, Unset):
            client_seeds = self.client_seeds

        game_to: int | None | Unset
        if isinstance(self.game_to, Unset):
            game_to = UNSET
        else:
            game_to = self.game_to

        hearts_broken: str | Unset = UNSET
        if not isinstance(self.hearts_broken, Unset):
            hearts_broken = self.hearts_broken.value

        jack_of_diamonds: int | Unset = UNSET
        if not isinstance(self.jack_of_diamonds, Unset):
            jack_of_diamonds = self.jack_of_diamonds.value

        moon: str | Unset = UNSET
        if not isinstance(self.moon, Unset):
            moon = self.moon.value

        no_points_first_trick = self.no_points_first_trick

        opening_lead: str | Unset = UNSET
        if not isinstance(self.opening_lead, Unset):
            opening_lead = self.opening_lead.value

        passing: str | Unset = UNSET
        if not isinstance(self.passing, Unset):
            passing = self.passing.value

        profile = self.profile

        queen_of_spades: int | Unset = UNSET
        if not isinstance(self.queen_of_spades, Unset):
            queen_of_spades = self.queen_of_spades.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hand_number": hand_number,
                "players": players,
                "server_seed": server_seed,
            }
        )
        if client_seeds is not UNSET:
            field_dict["client_seeds"] = client_seeds
        if game_to is not UNSET:
            field_dict["game_to"] = game_to
        if hearts_broken is not UNSET:
            field_dict["hearts_broken"] = hearts_broken
        if jack_of_diamonds is not UNSET:
            field_dict["jack_of_diamonds"] = jack_of_diamonds
        if moon is not UNSET:
            field_dict["moon"] = moon
        if no_points_first_trick is not UNSET:
            field_dict["no_points_first_trick"] = no_points_first_trick
        if opening_lead is not UNSET:
            field_dict["opening_lead"] = opening_lead
        if passing is not UNSET:
            field_dict["passing"] = passing
        if profile is not UNSET:
            field_dict["profile"] = profile
        if queen_of_spades is not UNSET:
            field_dict["queen_of_spades"] = queen_of_spades

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_number = d.pop("hand_number")

        players = d.pop("players")

        server_seed = d.pop("server_seed")

        client_seeds = cast(list[str], d.pop("client_seeds", UNSET))

        def _parse_game_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        game_to = _parse_game_to(d.pop("game_to", UNSET))

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: HeartsFairDealRequestHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = HeartsFairDealRequestHeartsBroken(_hearts_broken)

        _jack_of_diamonds = d.pop("jack_of_diamonds", UNSET)
        jack_of_diamonds: HeartsFairDealRequestJackOfDiamonds | Unset
        if isinstance(_jack_of_diamonds, Unset):
            jack_of_diamonds = UNSET
        else:
            jack_of_diamonds = HeartsFairDealRequestJackOfDiamonds(_jack_of_diamonds)

        _moon = d.pop("moon", UNSET)
        moon: HeartsFairDealRequestMoon | Unset
        if isinstance(_moon, Unset):
            moon = UNSET
        else:
            moon = HeartsFairDealRequestMoon(_moon)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        _opening_lead = d.pop("opening_lead", UNSET)
        opening_lead: HeartsFairDealRequestOpeningLead | Unset
        if isinstance(_opening_lead, Unset):
            opening_lead = UNSET
        else:
            opening_lead = HeartsFairDealRequestOpeningLead(_opening_lead)

        _passing = d.pop("passing", UNSET)
        passing: HeartsFairDealRequestPassing | Unset
        if isinstance(_passing, Unset):
            passing = UNSET
        else:
            passing = HeartsFairDealRequestPassing(_passing)

        profile = d.pop("profile", UNSET)

        _queen_of_spades = d.pop("queen_of_spades", UNSET)
        queen_of_spades: HeartsFairDealRequestQueenOfSpades | Unset
        if isinstance(_queen_of_spades, Unset):
            queen_of_spades = UNSET
        else:
            queen_of_spades = HeartsFairDealRequestQueenOfSpades(_queen_of_spades)

        hearts_fair_deal_request = cls(
            dealer=dealer,
            hand_number=hand_number,
            players=players,
            server_seed=server_seed,
            client_seeds=client_seeds,
            game_to=game_to,
            hearts_broken=hearts_broken,
            jack_of_diamonds=jack_of_diamonds,
            moon=moon,
            no_points_first_trick=no_points_first_trick,
            opening_lead=opening_lead,
            passing=passing,
            profile=profile,
            queen_of_spades=queen_of_spades,
        )

        return hearts_fair_deal_request
