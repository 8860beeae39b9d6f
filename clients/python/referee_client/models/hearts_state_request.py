from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hearts_state_request_hearts_broken import HeartsStateRequestHeartsBroken
from ..models.hearts_state_request_jack_of_diamonds import HeartsStateRequestJackOfDiamonds
from ..models.hearts_state_request_moon import HeartsStateRequestMoon
from ..models.hearts_state_request_opening_lead import HeartsStateRequestOpeningLead
from ..models.hearts_state_request_pass_direction import HeartsStateRequestPassDirection
from ..models.hearts_state_request_passing import HeartsStateRequestPassing
from ..models.hearts_state_request_queen_of_spades import HeartsStateRequestQueenOfSpades
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="HeartsStateRequest")


@_attrs_define
class HeartsStateRequest:
    """
    Attributes:
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hands (list[list[str]]):
        players (int):
        for_seat (int | None | Unset): answer only what this seat may know (null: a spectator): the other hands as
            nulls, and legal and the choices only when this seat is to act (the game's i-view interpretation says what is
            public)
        game_to (int | None | Unset): house rule (hearts.game): the total that ends the game; null, each deal a game in
            itself; if left out: the profile's, else null
        hand_number (int | Unset): the deal's number in the game (0 first): with passing left-right-across-hold it gives
            the direction (hearts.i-pass-rotation); 0 to 2^53 - 1
        hearts_broken (HeartsStateRequestHeartsBroken | Unset): house rule (hearts.hearts-broken): required, no heart
            led until hearts are broken; if left out: the profile's, else "not-required"
        jack_of_diamonds (HeartsStateRequestJackOfDiamonds | Unset): house rule (hearts.score.jack): -10, the jack of
            diamonds counts minus 10; if left out: the profile's, else 0
        moon (HeartsStateRequestMoon | Unset): house rule (hearts.moon): what taking every heart and the queen of spades
            scores; if left out: the profile's, else "none"
        no_points_first_trick (bool | Unset): house rule (hearts.first-trick): no card that scores on the first trick;
            if left out: the profile's, else false
        opening_lead (HeartsStateRequestOpeningLead | Unset): house rule (hearts.lead.two-of-clubs): two-of-clubs, its
            holder leads it; if left out: the profile's, else "dealer-left"
        pass_direction (HeartsStateRequestPassDirection | Unset): this deal's pass (hearts.pass); wins over the
            direction hand_number gives
        passes (list[list[str]] | Unset): per seat, the cards it passed (hands stay as dealt; hearts.i-pass-record)
        passing (HeartsStateRequestPassing | Unset): house rule (hearts.pass): pass three cards before the play, left,
            right, across, then hold; if left out: the profile's, else "none"
        plays (list[Play] | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        queen_of_spades (HeartsStateRequestQueenOfSpades | Unset): house rule (hearts.score.queen): 13, the queen of
            spades counts 13 points; if left out: the profile's, else 0
        scores_before (list[int] | Unset): each seat's total before this deal, in seat order (game_to)
    """

    dealer: int
    hands: list[list[str]]
    players: int
    for_seat: int | None | Unset = UNSET
    game_to: int | None | Unset = UNSET
    hand_number: int | Unset = UNSET
    hearts_broken: HeartsStateRequestHeartsBroken | Unset = UNSET
    jack_of_diamonds: HeartsStateRequestJackOfDiamonds | Unset = UNSET
    moon: HeartsStateRequestMoon | Unset = UNSET
    no_points_first_trick: bool | Unset = UNSET
    opening_lead: HeartsStateRequestOpeningLead | Unset = UNSET
    pass_direction: HeartsStateRequestPassDirection | Unset = UNSET
    passes: list[list[str]] | Unset = UNSET
    passing: HeartsStateRequestPassing | Unset = UNSET
    plays: list[Play] | Unset = UNSET
    profile: str | Unset = UNSET
    queen_of_spades: HeartsStateRequestQueenOfSpades | Unset = UNSET
    scores_before: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        players = self.players

        for_seat: int | None | Unset
        if isinstance(self.for_seat, Unset):
            for_seat = UNSET
        else:
            for_seat = self.for_seat

        game_to: int | None | Unset
        if isinstance(self.game_to, Unset):
            game_to = UNSET
        else:
            game_to = self.game_to

        hand_number = self.hand_number

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

        pass_direction: str | Unset = UNSET
        if not isinstance(self.pass_direction, Unset):
            pass_direction = self.pass_direction.value

        passes: list[list[str]] | Unset = UNSET
        if not isinstance(self.passes, Unset):
            passes = []
            for passes_item_data in self.passes:
                passes_item = passes_item_data

                passes.append(passes_item)

        passing: str | Unset = UNSET
        if not isinstance(self.passing, Unset):
            passing = self.passing.value

        plays: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.plays, Unset):
            plays = []
            for plays_item_data in self.plays:
                plays_item = plays_item_data.to_dict()
                plays.append(plays_item)

        profile = self.profile

        queen_of_spades: int | Unset = UNSET
        if not isinstance(self.queen_of_spades, Unset):
            queen_of_spades = self.queen_of_spades.value

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hands": hands,
                "players": players,
            }
        )
        if for_seat is not UNSET:
            field_dict["for_seat"] = for_seat
        if game_to is not UNSET:
            field_dict["game_to"] = game_to
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
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
        if pass_direction is not UNSET:
            field_dict["pass_direction"] = pass_direction
        if passes is not UNSET:
            field_dict["passes"] = passes
        if passing is not UNSET:
            field_dict["passing"] = passing
        if plays is not UNSET:
            field_dict["plays"] = plays
        if profile is not UNSET:
            field_dict["profile"] = profile
        if queen_of_spades is not UNSET:
            field_dict["queen_of_spades"] = queen_of_spades
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        players = d.pop("players")

        def _parse_for_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        for_seat = _parse_for_seat(d.pop("for_seat", UNSET))

        def _parse_game_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        game_to = _parse_game_to(d.pop("game_to", UNSET))

        hand_number = d.pop("hand_number", UNSET)

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: HeartsStateRequestHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = HeartsStateRequestHeartsBroken(_hearts_broken)

        _jack_of_diamonds = d.pop("jack_of_diamonds", UNSET)
        jack_of_diamonds: HeartsStateRequestJackOfDiamonds | Unset
        if isinstance(_jack_of_diamonds, Unset):
            jack_of_diamonds = UNSET
        else:
            jack_of_diamonds = HeartsStateRequestJackOfDiamonds(_jack_of_diamonds)

        _moon = d.pop("moon", UNSET)
        moon: HeartsStateRequestMoon | Unset
        if isinstance(_moon, Unset):
            moon = UNSET
        else:
            moon = HeartsStateRequestMoon(_moon)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        _opening_lead = d.pop("opening_lead", UNSET)
        opening_lead: HeartsStateRequestOpeningLead | Unset
        if isinstance(_opening_lead, Unset):
            opening_lead = UNSET
        else:
            opening_lead = HeartsStateRequestOpeningLead(_opening_lead)

        _pass_direction = d.pop("pass_direction", UNSET)
        pass_direction: HeartsStateRequestPassDirection | Unset
        if isinstance(_pass_direction, Unset):
            pass_direction = UNSET
        else:
            pass_direction = HeartsStateRequestPassDirection(_pass_direction)

        _passes = d.pop("passes", UNSET)
        passes: list[list[str]] | Unset = UNSET
        if _passes is not UNSET:
            passes = []
            for passes_item_data in _passes:
                passes_item = cast(list[str], passes_item_data)

                passes.append(passes_item)

        _passing = d.pop("passing", UNSET)
        passing: HeartsStateRequestPassing | Unset
        if isinstance(_passing, Unset):
            passing = UNSET
        else:
            passing = HeartsStateRequestPassing(_passing)

        _plays = d.pop("plays", UNSET)
        plays: list[Play] | Unset = UNSET
        if _plays is not UNSET:
            plays = []
            for plays_item_data in _plays:
                plays_item = Play.from_dict(plays_item_data)

                plays.append(plays_item)

        profile = d.pop("profile", UNSET)

        _queen_of_spades = d.pop("queen_of_spades", UNSET)
        queen_of_spades: HeartsStateRequestQueenOfSpades | Unset
        if isinstance(_queen_of_spades, Unset):
            queen_of_spades = UNSET
        else:
            queen_of_spades = HeartsStateRequestQueenOfSpades(_queen_of_spades)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        hearts_state_request = cls(
            dealer=dealer,
            hands=hands,
            players=players,
            for_seat=for_seat,
            game_to=game_to,
            hand_number=hand_number,
            hearts_broken=hearts_broken,
            jack_of_diamonds=jack_of_diamonds,
            moon=moon,
            no_points_first_trick=no_points_first_trick,
            opening_lead=opening_lead,
            pass_direction=pass_direction,
            passes=passes,
            passing=passing,
            plays=plays,
            profile=profile,
            queen_of_spades=queen_of_spades,
            scores_before=scores_before,
        )

        return hearts_state_request
