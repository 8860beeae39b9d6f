from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hearts_claim_request_hearts_broken import HeartsClaimRequestHeartsBroken
from ..models.hearts_claim_request_jack_of_diamonds import HeartsClaimRequestJackOfDiamonds
from ..models.hearts_claim_request_moon import HeartsClaimRequestMoon
from ..models.hearts_claim_request_opening_lead import HeartsClaimRequestOpeningLead
from ..models.hearts_claim_request_passing import HeartsClaimRequestPassing
from ..models.hearts_claim_request_queen_of_spades import HeartsClaimRequestQueenOfSpades
from ..models.hearts_claim_request_standard import HeartsClaimRequestStandard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hearts_penalty_claim import HeartsPenaltyClaim
    from ..models.play import Play


T = TypeVar("T", bound="HeartsClaimRequest")


@_attrs_define
class HeartsClaimRequest:
    """
    Attributes:
        claim (HeartsPenaltyClaim):
        hands (list[list[str]]): the cards each seat still holds
        game_to (int | None | Unset): house rule (hearts.game): the total that ends the game; null, each deal a game in
            itself; if left out: the profile's, else null
        hearts_broken (HeartsClaimRequestHeartsBroken | Unset): house rule (hearts.hearts-broken): required, no heart
            led until hearts are broken; if left out: the profile's, else "not-required"
        jack_of_diamonds (HeartsClaimRequestJackOfDiamonds | Unset): house rule (hearts.score.jack): -10, the jack of
            diamonds counts minus 10; if left out: the profile's, else 0
        leader (int | Unset): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        moon (HeartsClaimRequestMoon | Unset): house rule (hearts.moon): what taking every heart and the queen of spades
            scores; if left out: the profile's, else "none"
        no_points_first_trick (bool | Unset): house rule (hearts.first-trick): no card that scores on the first trick;
            if left out: the profile's, else false
        opening_lead (HeartsClaimRequestOpeningLead | Unset): house rule (hearts.lead.two-of-clubs): two-of-clubs, its
            holder leads it; if left out: the profile's, else "dealer-left"
        passing (HeartsClaimRequestPassing | Unset): house rule (hearts.pass): pass three cards before the play, left,
            right, across, then hold; if left out: the profile's, else "none"
        played (list[str] | Unset): the cards of the completed tricks ([]: this is the first trick); needed by the house
            rules that depend on the deal so far (hearts.i-played)
        players (int | Unset):
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        queen_of_spades (HeartsClaimRequestQueenOfSpades | Unset): house rule (hearts.score.queen): 13, the queen of
            spades counts 13 points; if left out: the profile's, else 0
        standard (HeartsClaimRequestStandard | Unset): any-play (default): the claim must hold however everyone plays,
            the claimer's side included; best-play: the claimer's side can make it against any defence; stated-line: the
            claimer plays its claim's line as stated (the first card of it still held that is legal, else the legal card
            worst for the claim) and the claim must hold however every other seat plays Default:
            HeartsClaimRequestStandard.ANY_PLAY.
        trick (list[Play] | Unset):
    """

    claim: HeartsPenaltyClaim
    hands: list[list[str]]
    game_to: int | None | Unset = UNSET
    hearts_broken: HeartsClaimRequestHeartsBroken | Unset = UNSET
    jack_of_diamonds: HeartsClaimRequestJackOfDiamonds | Unset = UNSET
    leader: int | Unset = UNSET
    moon: HeartsClaimRequestMoon | Unset = UNSET
    no_points_first_trick: bool | Unset = UNSET
    opening_lead: HeartsClaimRequestOpeningLead | Unset = UNSET
    passing: HeartsClaimRequestPassing | Unset = UNSET
    played: list[str] | Unset = UNSET
    players: int | Unset = UNSET
    profile: str | Unset = UNSET
    queen_of_spades: HeartsClaimRequestQueenOfSpades | Unset = UNSET
    standard: HeartsClaimRequestStandard | Unset = HeartsClaimRequestStandard.ANY_PLAY
    trick: list[Play] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        claim = self.claim.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

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

        leader = self.leader

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

        standard: str | Unset = UNSET
        if not isinstance(self.standard, Unset):
            standard = self.standard.value

        trick: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trick, Unset):
            trick = []
            for trick_item_data in self.trick:
                trick_item = trick_item_data.to_dict()
                trick.append(trick_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claim": claim,
                "hands": hands,
            }
        )
        if game_to is not UNSET:
            field_dict["game_to"] = game_to
        if hearts_broken is not UNSET:
            field_dict["hearts_broken"] = hearts_broken
        if jack_of_diamonds is not UNSET:
            field_dict["jack_of_diamonds"] = jack_of_diamonds
        if leader is not UNSET:
            field_dict["leader"] = leader
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
        if standard is not UNSET:
            field_dict["standard"] = standard
        if trick is not UNSET:
            field_dict["trick"] = trick

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hearts_penalty_claim import HeartsPenaltyClaim  # noqa: PLC0415
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)
        claim = HeartsPenaltyClaim.from_dict(d.pop("claim"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        def _parse_game_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        game_to = _parse_game_to(d.pop("game_to", UNSET))

        _hearts_broken = d.pop("hearts_broken", UNSET)
        hearts_broken: HeartsClaimRequestHeartsBroken | Unset
        if isinstance(_hearts_broken, Unset):
            hearts_broken = UNSET
        else:
            hearts_broken = HeartsClaimRequestHeartsBroken(_hearts_broken)

        _jack_of_diamonds = d.pop("jack_of_diamonds", UNSET)
        jack_of_diamonds: HeartsClaimRequestJackOfDiamonds | Unset
        if isinstance(_jack_of_diamonds, Unset):
            jack_of_diamonds = UNSET
        else:
            jack_of_diamonds = HeartsClaimRequestJackOfDiamonds(_jack_of_diamonds)

        leader = d.pop("leader", UNSET)

        _moon = d.pop("moon", UNSET)
        moon: HeartsClaimRequestMoon | Unset
        if isinstance(_moon, Unset):
            moon = UNSET
        else:
            moon = HeartsClaimRequestMoon(_moon)

        no_points_first_trick = d.pop("no_points_first_trick", UNSET)

        _opening_lead = d.pop("opening_lead", UNSET)
        opening_lead: HeartsClaimRequestOpeningLead | Unset
        if isinstance(_opening_lead, Unset):
            opening_lead = UNSET
        else:
            opening_lead = HeartsClaimRequestOpeningLead(_opening_lead)

        _passing = d.pop("passing", UNSET)
        passing: HeartsClaimRequestPassing | Unset
        if isinstance(_passing, Unset):
            passing = UNSET
        else:
            passing = HeartsClaimRequestPassing(_passing)

        played = cast(list[str], d.pop("played", UNSET))

        players = d.pop("players", UNSET)

        profile = d.pop("profile", UNSET)

        _queen_of_spades = d.pop("queen_of_spades", UNSET)
        queen_of_spades: HeartsClaimRequestQueenOfSpades | Unset
        if isinstance(_queen_of_spades, Unset):
            queen_of_spades = UNSET
        else:
            queen_of_spades = HeartsClaimRequestQueenOfSpades(_queen_of_spades)

        _standard = d.pop("standard", UNSET)
        standard: HeartsClaimRequestStandard | Unset
        if isinstance(_standard, Unset):
            standard = UNSET
        else:
            standard = HeartsClaimRequestStandard(_standard)

        _trick = d.pop("trick", UNSET)
        trick: list[Play] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = Play.from_dict(trick_item_data)

                trick.append(trick_item)

        hearts_claim_request = cls(
            claim=claim,
            hands=hands,
            game_to=game_to,
            hearts_broken=hearts_broken,
            jack_of_diamonds=jack_of_diamonds,
            leader=leader,
            moon=moon,
            no_points_first_trick=no_points_first_trick,
            opening_lead=opening_lead,
            passing=passing,
            played=played,
            players=players,
            profile=profile,
            queen_of_spades=queen_of_spades,
            standard=standard,
            trick=trick,
        )

        return hearts_claim_request
