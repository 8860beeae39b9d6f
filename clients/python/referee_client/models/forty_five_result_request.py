from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.forty_five_result_request_scoring import FortyFiveResultRequestScoring
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.forty_five_announce_action import FortyFiveAnnounceAction
    from ..models.forty_five_dealer_keep_action import FortyFiveDealerKeepAction
    from ..models.forty_five_dealer_rob_action import FortyFiveDealerRobAction
    from ..models.forty_five_play_action import FortyFivePlayAction
    from ..models.forty_five_rob_action import FortyFiveRobAction
    from ..models.reported_fact import ReportedFact
    from ..models.result_claim import ResultClaim


T = TypeVar("T", bound="FortyFiveResultRequest")


@_attrs_define
class FortyFiveResultRequest:
    """
    Attributes:
        actions (list[FortyFiveAnnounceAction | FortyFiveDealerKeepAction | FortyFiveDealerRobAction |
            FortyFivePlayAction | FortyFiveRobAction]):
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hands (list[list[str]]):
        players (int):
        turned (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D
            C); requests also accept 10 for T, lower case and the suit glyphs.
        claim (None | ResultClaim | Unset): a claim made after the record's last play, of every remaining trick for the
            claimer's side ("the rest are mine"): conceded, or decided by the claim search (as rulings/claim), it ends the
            play; if left out: null
        hand_number (int | Unset): the deal's number in the game (0 first), as its fair deal numbers it; 0 to 2^53 - 1
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        reported (list[ReportedFact] | Unset): facts the record cannot show, in the order they happened: each a card
            exposed (type exposure) by a seat during a trick, ruled by the game's exposure rule and listed among the
            irregularities
        scores_before (list[int] | Unset): each side's total before this hand, in sides order
        scoring (FortyFiveResultRequestScoring | Unset): house rule: standard (forty-five.score.standard) or
            differential (forty-five.score.differential) scoring; if left out: the profile's, else "standard"
        sides (list[list[int]] | Unset): seats per side; default per forty-five.i-players
    """

    actions: list[
        FortyFiveAnnounceAction
        | FortyFiveDealerKeepAction
        | FortyFiveDealerRobAction
        | FortyFivePlayAction
        | FortyFiveRobAction
    ]
    dealer: int
    hands: list[list[str]]
    players: int
    turned: str
    claim: None | ResultClaim | Unset = UNSET
    hand_number: int | Unset = UNSET
    profile: str | Unset = UNSET
    reported: list[ReportedFact] | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    scoring: FortyFiveResultRequestScoring | Unset = UNSET
    sides: list[list[int]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.forty_five_announce_action import FortyFiveAnnounceAction  # noqa: PLC0415
        from ..models.forty_five_dealer_keep_action import FortyFiveDealerKeepAction  # noqa: PLC0415
        from ..models.forty_five_dealer_rob_action import FortyFiveDealerRobAction  # noqa: PLC0415
        from ..models.forty_five_rob_action import FortyFiveRobAction  # noqa: PLC0415
        from ..models.result_claim import ResultClaim  # noqa: PLC0415

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, FortyFiveRobAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FortyFiveAnnounceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FortyFiveDealerRobAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FortyFiveDealerKeepAction):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)

        dealer = self.dealer

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        players = self.players

        turned = self.turned

        claim: dict[str, Any] | None | Unset
        if isinstance(self.claim, Unset):
            claim = UNSET
        elif isinstance(self.claim, ResultClaim):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

        hand_number = self.hand_number

        profile = self.profile

        reported: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reported, Unset):
            reported = []
            for reported_item_data in self.reported:
                reported_item = reported_item_data.to_dict()
                reported.append(reported_item)

        scores_before: list[int] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = self.scores_before

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        sides: list[list[int]] | Unset = UNSET
        if not isinstance(self.sides, Unset):
            sides = []
            for sides_item_data in self.sides:
                sides_item = sides_item_data

                sides.append(sides_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "dealer": dealer,
                "hands": hands,
                "players": players,
                "turned": turned,
            }
        )
        if claim is not UNSET:
            field_dict["claim"] = claim
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
        if profile is not UNSET:
            field_dict["profile"] = profile
        if reported is not UNSET:
            field_dict["reported"] = reported
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if sides is not UNSET:
            field_dict["sides"] = sides

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.forty_five_announce_action import FortyFiveAnnounceAction  # noqa: PLC0415
        from ..models.forty_five_dealer_keep_action import FortyFiveDealerKeepAction  # noqa: PLC0415
        from ..models.forty_five_dealer_rob_action import FortyFiveDealerRobAction  # noqa: PLC0415
        from ..models.forty_five_play_action import FortyFivePlayAction  # noqa: PLC0415
        from ..models.forty_five_rob_action import FortyFiveRobAction  # noqa: PLC0415
        from ..models.reported_fact import ReportedFact  # noqa: PLC0415
        from ..models.result_claim import ResultClaim  # noqa: PLC0415

        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
                data: object,
            ) -> (
                FortyFiveAnnounceAction
                | FortyFiveDealerKeepAction
                | FortyFiveDealerRobAction
                | FortyFivePlayAction
                | FortyFiveRobAction
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_forty_five_action_type_0 = FortyFiveRobAction.from_dict(data)

                    return componentsschemas_forty_five_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_forty_five_action_type_1 = FortyFiveAnnounceAction.from_dict(data)

                    return componentsschemas_forty_five_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_forty_five_action_type_2 = FortyFiveDealerRobAction.from_dict(data)

                    return componentsschemas_forty_five_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_forty_five_action_type_3 = FortyFiveDealerKeepAction.from_dict(data)

                    return componentsschemas_forty_five_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_forty_five_action_type_4 = FortyFivePlayAction.from_dict(data)

                return componentsschemas_forty_five_action_type_4

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        dealer = d.pop("dealer")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        players = d.pop("players")

        turned = d.pop("turned")

        def _parse_claim(data: object) -> None | ResultClaim | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                claim_type_0 = ResultClaim.from_dict(data)

                return claim_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResultClaim | Unset, data)

        claim = _parse_claim(d.pop("claim", UNSET))

        hand_number = d.pop("hand_number", UNSET)

        profile = d.pop("profile", UNSET)

        _reported = d.pop("reported", UNSET)
        reported: list[ReportedFact] | Unset = UNSET
        if _reported is not UNSET:
            reported = []
            for reported_item_data in _reported:
                reported_item = ReportedFact.from_dict(reported_item_data)

                reported.append(reported_item)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        _scoring = d.pop("scoring", UNSET)
        scoring: FortyFiveResultRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = FortyFiveResultRequestScoring(_scoring)

        _sides = d.pop("sides", UNSET)
        sides: list[list[int]] | Unset = UNSET
        if _sides is not UNSET:
            sides = []
            for sides_item_data in _sides:
                sides_item = cast(list[int], sides_item_data)

                sides.append(sides_item)

        forty_five_result_request = cls(
            actions=actions,
            dealer=dealer,
            hands=hands,
            players=players,
            turned=turned,
            claim=claim,
            hand_number=hand_number,
            profile=profile,
            reported=reported,
            scores_before=scores_before,
            scoring=scoring,
            sides=sides,
        )

        return forty_five_result_request
