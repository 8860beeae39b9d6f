from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.forty_five_state_request_scoring import FortyFiveStateRequestScoring
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.forty_five_announce_action import FortyFiveAnnounceAction
    from ..models.forty_five_dealer_keep_action import FortyFiveDealerKeepAction
    from ..models.forty_five_dealer_rob_action import FortyFiveDealerRobAction
    from ..models.forty_five_play_action import FortyFivePlayAction
    from ..models.forty_five_rob_action import FortyFiveRobAction


T = TypeVar("T", bound="FortyFiveStateRequest")


@_attrs_define
class FortyFiveStateRequest:
    """
    Attributes:
        actions (list[FortyFiveAnnounceAction | FortyFiveDealerKeepAction | FortyFiveDealerRobAction |
            FortyFivePlayAction | FortyFiveRobAction]):
        dealer (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        hands (list[list[str]]):
        players (int):
        turned (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D
            C); requests also accept 10 for T, lower case and the suit glyphs.
        for_seat (int | None | Unset): answer only what this seat may know (null: a spectator): the other hands as
            nulls, and legal and the choices only when this seat is to act (the game's i-view interpretation says what is
            public)
        hand_number (int | Unset): the deal's number in the game (0 first), as its fair deal numbers it; 0 to 2^53 - 1
        profile (str | Unset): a profile id from GET /v1/games/{game}/profiles: its options apply unless this request
            sets an option itself, and the answer names it with its hash (answer field profile)
        scores_before (list[int] | Unset): each side's total before this hand, in sides order
        scoring (FortyFiveStateRequestScoring | Unset): house rule: standard (forty-five.score.standard) or differential
            (forty-five.score.differential) scoring; if left out: the profile's, else "standard"
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
    for_seat: int | None | Unset = UNSET
    hand_number: int | Unset = UNSET
    profile: str | Unset = UNSET
    scores_before: list[int] | Unset = UNSET
    scoring: FortyFiveStateRequestScoring | Unset = UNSET
    sides: list[list[int]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.forty_five_announce_action import FortyFiveAnnounceAction  # noqa: PLC0415
        from ..models.forty_five_dealer_keep_action import FortyFiveDealerKeepAction  # noqa: PLC0415
        from ..models.forty_five_dealer_rob_action import FortyFiveDealerRobAction  # noqa: PLC0415
        from ..models.forty_five_rob_action import FortyFiveRobAction  # noqa: PLC0415

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

        for_seat: int | None | Unset
        if isinstance(self.for_seat, Unset):
            for_seat = UNSET
        else:
            for_seat = self.for_seat

        hand_number = self.hand_number

        profile = self.profile

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
        if for_seat is not UNSET:
            field_dict["for_seat"] = for_seat
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
        if profile is not UNSET:
            field_dict["profile"] = profile
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

        def _parse_for_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        for_seat = _parse_for_seat(d.pop("for_seat", UNSET))

        hand_number = d.pop("hand_number", UNSET)

        profile = d.pop("profile", UNSET)

        scores_before = cast(list[int], d.pop("scores_before", UNSET))

        _scoring = d.pop("scoring", UNSET)
        scoring: FortyFiveStateRequestScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = FortyFiveStateRequestScoring(_scoring)

        _sides = d.pop("sides", UNSET)
        sides: list[list[int]] | Unset = UNSET
        if _sides is not UNSET:
            sides = []
            for sides_item_data in _sides:
                sides_item = cast(list[int], sides_item_data)

                sides.append(sides_item)

        forty_five_state_request = cls(
            actions=actions,
            dealer=dealer,
            hands=hands,
            players=players,
            turned=turned,
            for_seat=for_seat,
            hand_number=hand_number,
            profile=profile,
            scores_before=scores_before,
            scoring=scoring,
            sides=sides,
        )

        return forty_five_state_request
