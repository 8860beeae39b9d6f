from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.rank_tables_every_suit_item import RankTablesEverySuitItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.california_jack_game_points import CaliforniaJackGamePoints
    from ..models.california_jack_honours import CaliforniaJackHonours
    from ..models.forty_five_cards_by_suit import FortyFiveCardsBySuit
    from ..models.rank_tables_stripped import RankTablesStripped


T = TypeVar("T", bound="RankTables")


@_attrs_define
class RankTables:
    """
    Attributes:
        every_suit (list[RankTablesEverySuitItem] | Unset): ranks, highest first, the same in every suit
        game_points (CaliforniaJackGamePoints | Unset):
        honours (CaliforniaJackHonours | Unset):
        plain (FortyFiveCardsBySuit | Unset):
        stripped (RankTablesStripped | Unset): hearts: the cards removed for each number of players
        trump (FortyFiveCardsBySuit | Unset):
        trump_with_demoted_ace (FortyFiveCardsBySuit | Unset):
    """

    every_suit: list[RankTablesEverySuitItem] | Unset = UNSET
    game_points: CaliforniaJackGamePoints | Unset = UNSET
    honours: CaliforniaJackHonours | Unset = UNSET
    plain: FortyFiveCardsBySuit | Unset = UNSET
    stripped: RankTablesStripped | Unset = UNSET
    trump: FortyFiveCardsBySuit | Unset = UNSET
    trump_with_demoted_ace: FortyFiveCardsBySuit | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        every_suit: list[str] | Unset = UNSET
        if not isinstance(self.every_suit, Unset):
            every_suit = []
            for every_suit_item_data in self.every_suit:
                every_suit_item = every_suit_item_data.value
                every_suit.append(every_suit_item)

        game_points: dict[str, Any] | Unset = UNSET
        if not isinstance(self.game_points, Unset):
            game_points = self.game_points.to_dict()

        honours: dict[str, Any] | Unset = UNSET
        if not isinstance(self.honours, Unset):
            honours = self.honours.to_dict()

        plain: dict[str, Any] | Unset = UNSET
        if not isinstance(self.plain, Unset):
            plain = self.plain.to_dict()

        stripped: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stripped, Unset):
            stripped = self.stripped.to_dict()

        trump: dict[str, Any] | Unset = UNSET
        if not isinstance(self.trump, Unset):
            trump = self.trump.to_dict()

        trump_with_demoted_ace: dict[str, Any] | Unset = UNSET
        if not isinstance(self.trump_with_demoted_ace, Unset):
            trump_with_demoted_ace = self.trump_with_demoted_ace.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if every_suit is not UNSET:
            field_dict["every suit"] = every_suit
        if game_points is not UNSET:
            field_dict["game points"] = game_points
        if honours is not UNSET:
            field_dict["honours"] = honours
        if plain is not UNSET:
            field_dict["plain"] = plain
        if stripped is not UNSET:
            field_dict["stripped"] = stripped
        if trump is not UNSET:
            field_dict["trump"] = trump
        if trump_with_demoted_ace is not UNSET:
            field_dict["trump_with_demoted_ace"] = trump_with_demoted_ace

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.california_jack_game_points import CaliforniaJackGamePoints  # noqa: PLC0415
        from ..models.california_jack_honours import CaliforniaJackHonours  # noqa: PLC0415
        from ..models.forty_five_cards_by_suit import FortyFiveCardsBySuit  # noqa: PLC0415
        from ..models.rank_tables_stripped import RankTablesStripped  # noqa: PLC0415

        d = dict(src_dict)
        _every_suit = d.pop("every suit", UNSET)
        every_suit: list[RankTablesEverySuitItem] | Unset = UNSET
        if _every_suit is not UNSET:
            every_suit = []
            for every_suit_item_data in _every_suit:
                every_suit_item = RankTablesEverySuitItem(every_suit_item_data)

                every_suit.append(every_suit_item)

        _game_points = d.pop("game points", UNSET)
        game_points: CaliforniaJackGamePoints | Unset
        if isinstance(_game_points, Unset):
            game_points = UNSET
        else:
            game_points = CaliforniaJackGamePoints.from_dict(_game_points)

        _honours = d.pop("honours", UNSET)
        honours: CaliforniaJackHonours | Unset
        if isinstance(_honours, Unset):
            honours = UNSET
        else:
            honours = CaliforniaJackHonours.from_dict(_honours)

        _plain = d.pop("plain", UNSET)
        plain: FortyFiveCardsBySuit | Unset
        if isinstance(_plain, Unset):
            plain = UNSET
        else:
            plain = FortyFiveCardsBySuit.from_dict(_plain)

        _stripped = d.pop("stripped", UNSET)
        stripped: RankTablesStripped | Unset
        if isinstance(_stripped, Unset):
            stripped = UNSET
        else:
            stripped = RankTablesStripped.from_dict(_stripped)

        _trump = d.pop("trump", UNSET)
        trump: FortyFiveCardsBySuit | Unset
        if isinstance(_trump, Unset):
            trump = UNSET
        else:
            trump = FortyFiveCardsBySuit.from_dict(_trump)

        _trump_with_demoted_ace = d.pop("trump_with_demoted_ace", UNSET)
        trump_with_demoted_ace: FortyFiveCardsBySuit | Unset
        if isinstance(_trump_with_demoted_ace, Unset):
            trump_with_demoted_ace = UNSET
        else:
            trump_with_demoted_ace = FortyFiveCardsBySuit.from_dict(_trump_with_demoted_ace)

        rank_tables = cls(
            every_suit=every_suit,
            game_points=game_points,
            honours=honours,
            plain=plain,
            stripped=stripped,
            trump=trump,
            trump_with_demoted_ace=trump_with_demoted_ace,
        )

        return rank_tables
