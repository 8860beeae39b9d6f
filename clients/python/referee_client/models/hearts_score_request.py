from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hearts_score_request_hearts_broken import HeartsScoreRequestHeartsBroken
from ..models.hearts_score_request_jack_of_diamonds import HeartsScoreRequestJackOfDiamonds
from ..models.hearts_score_request_moon import HeartsScoreRequestMoon
from ..models.hearts_score_request_opening_lead import HeartsScoreRequestOpeningLead
from ..models.hearts_score_request_passing import HeartsScoreRequestPassing
from ..models.hearts_score_request_queen_of_spades import HeartsScoreRequestQueenOfSpades
from ..types import UNSET, Unset

T = TypeVar("T", bound="HeartsScoreRequest")


@_attrs_define
class HeartsScoreRequest:
    """
    Attributes:
        captured (list[list[str]]):
        players (int):
        game_to (int | None | Unset): house rule (hearts.game): the total that ends the game; null, each deal a game in
            itself; if left out: the profile's, else null
        hearts_broken (HeartsScoreRequestHeartsBroken | Unset): house rule (hearts.hearts-broken): required, no heart
            led until hearts are broken; if left out: the profile's, else "not-required"
        jack_of_diamonds (HeartsScoreRequestJackOfDiamonds | Unset): house rule (hearts.score.jack): -10, the jack of
            diamonds counts minus 10; if left out: the profile's, else 0
        moon (HeartsScoreRequestMoon | Unset): house rule (hearts.moon): what taking every heart and the queen of spades
            scores; if left out: the profile's, else "none"
        no_points_first_trick (bool | Unset): house rule (hearts.first-trick): no card that scores on the first trick;
            if left out: the profile's, else false
        opening_lead (HeartsScoreRequestOpeningLead | Unset): house rule (hearts.lead.two-of-clubs): two-of-clubs, its
            holder leads it; if left out: the profile's, else "dealer-left"
        passing (HeartsScoreRequestPassing | Unset): house rule (hearts.pass): pass three cards before the play, left,
            right, across, then hold; if left out: the profile's, else "none"
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        queen_of_spades (HeartsScoreRequestQueenOfSpades | Unset): house rule (hearts.score.queen): 13, the queen of
            spades counts 13 points; if left out: the profile's, else 0
        scores_before (list[int] | Unset): each seat's total before this deal, in seat order (game_to)
    """

    captured: list[list[str]]
    players: int
    game_to: int | None | Unset = UNSET
    hearts_broken: HeartsScoreRequestHeartsBroken | Unset = UNSET
    jack_of_diamonds: HeartsScoreRequestJackOfDiamonds | Unset = UNSET
    moon: HeartsScoreRequestMoon | Unset = UNSET
    no_points_first_trick: bool | Unset = UNSET
    opening_lead: HeartsScoreRequestOpeningLead | Unset = UNSET
    passing: HeartsScoreRequestPassing | Unset = UNSET
    profile: str | Unset = UNSET
    queen_of_spades: HeartsScoreRequestQueenOfSpades | Unset = UNSET
    scores_before: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        captured = []
        for captured_item_data in self.captured:
            captured_item = captured_item_data

            captured.append(captured_item)

        players = self.players

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

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "captured": captured,
                "players": players,
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
        if profile is not UNSET:
            field_dict["profile"] = profile
        if queen_of_spades is not UNSET:
            field_dict["queen_of_spades"] = queen_of_spades
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        captured = []
        _captured = d.pop("captured")
        for captured_item_data in _captured:
            captured_item = cast(list[str], captured_item_data)

            captured.append(captured_item)

        players = d.pop("players")

        def _parse_game_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        game_to = _parse_game_to(d.pop("game_to", UNSET))

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: HeartsScoreRequestHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = HeartsScoreRequestHeartsBroken(_hearts_broken)

        _jack_of_diamonds = d.pop("jack_of_diamonds", UNSET)
        jack_of_diamonds: HeartsScoreRequestJackOfDiamonds | Unset
        if isinstance(_jack_of_diamonds, Unset):
            jack_of_diamonds = UNSET
        else:
            jack_of_diamonds = HeartsScoreRequestJackOfDiamonds(_jack_of_diamonds)

        _moon = d.pop("moon", UNSET)
        moon: HeartsScoreRequestMoon | Unset
        if isinstance(_moon, Unset):
            moon = UNSET
        else:
            moon = HeartsScoreRequestMoon(_moon)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        _opening_lead = d.pop("opening_lead", UNSET)
        opening_lead: HeartsScoreRequestOpeningLead | Unset
        if isinstance(_opening_lead, Unset):
            opening_lead = UNSET
        else:
            opening_lead = HeartsScoreRequestOpeningLead(_opening_lead)

        _passing = d.pop("passing", UNSET)
        passing: HeartsScoreRequestPassing | Unset
        if isinstance(_passing, Unset):
            passing = UNSET
        else:
            passing = HeartsScoreRequestPassing(_passing)

        profile = d.pop("profile", UNSET)

        _queen_of_spades = d.pop("queen_of_spades", UNSET)
        queen_of_spades: HeartsScoreRequestQueenOfSpades | Unset
        if isinstance(_queen_of_spades, Unset):
            queen_of_spades = UNSET
        else:
            queen_of_spades = HeartsScoreRequestQueenOfSpades(_queen_of_spades)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        hearts_score_request = cls(
            captured=captured,
            players=players,
            game_to=game_to,
            hearts_broken=hearts_broken,
            jack_of_diamonds=jack_of_diamonds,
            moon=moon,
            no_points_first_trick=no_points_first_trick,
            opening_lead=opening_lead,
            passing=passing,
            profile=profile,
            queen_of_spades=queen_of_spades,
            scores_before=scores_before,
        )

        return hearts_score_request
