from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hearts_check_move_request_hearts_broken import HeartsCheckMoveRequestHeartsBroken
from ..models.hearts_check_move_request_jack_of_diamonds import HeartsCheckMoveRequestJackOfDiamonds
from ..models.hearts_check_move_request_moon import HeartsCheckMoveRequestMoon
from ..models.hearts_check_move_request_opening_lead import HeartsCheckMoveRequestOpeningLead
from ..models.hearts_check_move_request_passing import HeartsCheckMoveRequestPassing
from ..models.hearts_check_move_request_queen_of_spades import HeartsCheckMoveRequestQueenOfSpades
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="HeartsCheckMoveRequest")


@_attrs_define
class HeartsCheckMoveRequest:
    """
    Attributes:
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        hand (list[str]):
        game_to (int | None | Unset): house rule (hearts.game): the total that ends the game; null, each deal a game in
            itself; if left out: the profile's, else null
        hearts_broken (HeartsCheckMoveRequestHeartsBroken | Unset): house rule (hearts.hearts-broken): required, no
            heart led until hearts are broken; if left out: the profile's, else "not-required"
        jack_of_diamonds (HeartsCheckMoveRequestJackOfDiamonds | Unset): house rule (hearts.score.jack): -10, the jack
            of diamonds counts minus 10; if left out: the profile's, else 0
        moon (HeartsCheckMoveRequestMoon | Unset): house rule (hearts.moon): what taking every heart and the queen of
            spades scores; if left out: the profile's, else "none"
        no_points_first_trick (bool | Unset): house rule (hearts.first-trick): no card that scores on the first trick;
            if left out: the profile's, else false
        opening_lead (HeartsCheckMoveRequestOpeningLead | Unset): house rule (hearts.lead.two-of-clubs): two-of-clubs,
            its holder leads it; if left out: the profile's, else "dealer-left"
        passing (HeartsCheckMoveRequestPassing | Unset): house rule (hearts.pass): pass three cards before the play,
            left, right, across, then hold; if left out: the profile's, else "none"
        played (list[str] | Unset): the cards of the completed tricks ([]: this is the first trick); needed by the house
            rules that depend on the deal so far (hearts.i-played)
        players (int | Unset): when given, cards are checked against the stripped pack and the turn order against the
            table
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        queen_of_spades (HeartsCheckMoveRequestQueenOfSpades | Unset): house rule (hearts.score.queen): 13, the queen of
            spades counts 13 points; if left out: the profile's, else 0
        seat (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        trick (list[Play] | Unset): plays so far in this trick, the leader's first; empty: you lead
    """

    card: str
    hand: list[str]
    game_to: int | None | Unset = UNSET
    hearts_broken: HeartsCheckMoveRequestHeartsBroken | Unset = UNSET
    jack_of_diamonds: HeartsCheckMoveRequestJackOfDiamonds | Unset = UNSET
    moon: HeartsCheckMoveRequestMoon | Unset = UNSET
    no_points_first_trick: bool | Unset = UNSET
    opening_lead: HeartsCheckMoveRequestOpeningLead | Unset = UNSET
    passing: HeartsCheckMoveRequestPassing | Unset = UNSET
    played: list[str] | Unset = UNSET
    players: int | Unset = UNSET
    profile: str | Unset = UNSET
    queen_of_spades: HeartsCheckMoveRequestQueenOfSpades | Unset = UNSET
    seat: int | Unset = UNSET
    trick: list[Play] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        hand = self.hand

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

        played: list[str] | Unset = UNSET
        if not isinstance(self.played, Unset):
            played = self.played

        players = self.players

        profile = self.profile

        queen_of_spades: int | Unset = UNSET
        if not isinstance(self.queen_of_spades, Unset):
            queen_of_spades = self.queen_of_spades.value

        seat = self.seat

        trick: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trick, Unset):
            trick = []
            for trick_item_data in self.trick:
                trick_item = trick_item_data.to_dict()
                trick.append(trick_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "hand": hand,
            }
        )
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
        if played is not UNSET:
            field_dict["played"] = played
        if players is not UNSET:
            field_dict["players"] = players
        if profile is not UNSET:
            field_dict["profile"] = profile
        if queen_of_spades is not UNSET:
            field_dict["queen_of_spades"] = queen_of_spades
        if seat is not UNSET:
            field_dict["seat"] = seat
        if trick is not UNSET:
            field_dict["trick"] = trick

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        hand = cast(list[str], d.pop("hand"))

        def _parse_game_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        game_to = _parse_game_to(d.pop("game_to", UNSET))

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: HeartsCheckMoveRequestHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = HeartsCheckMoveRequestHeartsBroken(_hearts_broken)

        _jack_of_diamonds = d.pop("jack_of_diamonds", UNSET)
        jack_of_diamonds: HeartsCheckMoveRequestJackOfDiamonds | Unset
        if isinstance(_jack_of_diamonds, Unset):
            jack_of_diamonds = UNSET
        else:
            jack_of_diamonds = HeartsCheckMoveRequestJackOfDiamonds(_jack_of_diamonds)

        _moon = d.pop("moon", UNSET)
        moon: HeartsCheckMoveRequestMoon | Unset
        if isinstance(_moon, Unset):
            moon = UNSET
        else:
            moon = HeartsCheckMoveRequestMoon(_moon)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        _opening_lead = d.pop("opening_lead", UNSET)
        opening_lead: HeartsCheckMoveRequestOpeningLead | Unset
        if isinstance(_opening_lead, Unset):
            opening_lead = UNSET
        else:
            opening_lead = HeartsCheckMoveRequestOpeningLead(_opening_lead)

        _passing = d.pop("passing", UNSET)
        passing: HeartsCheckMoveRequestPassing | Unset
        if isinstance(_passing, Unset):
            passing = UNSET
        else:
            passing = HeartsCheckMoveRequestPassing(_passing)

        played = cast(list[str], d.pop("played", UNSET))

        players = d.pop("players", UNSET)

        profile = d.pop("profile", UNSET)

        _queen_of_spades = d.pop("queen_of_spades", UNSET)
        queen_of_spades: HeartsCheckMoveRequestQueenOfSpades | Unset
        if isinstance(_queen_of_spades, Unset):
            queen_of_spades = UNSET
        else:
            queen_of_spades = HeartsCheckMoveRequestQueenOfSpades(_queen_of_spades)

        seat = d.pop("seat", UNSET)

        _trick = d.pop("trick", UNSET)
        trick: list[Play] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = Play.from_dict(trick_item_data)

                trick.append(trick_item)

        hearts_check_move_request = cls(
            card=card,
            hand=hand,
            game_to=game_to,
            hearts_broken=hearts_broken,
            jack_of_diamonds=jack_of_diamonds,
            moon=moon,
            no_points_first_trick=no_points_first_trick,
            opening_lead=opening_lead,
            passing=passing,
            played=played,
            players=players,
            profile=profile,
            queen_of_spades=queen_of_spades,
            seat=seat,
            trick=trick,
        )

        return hearts_check_move_request
