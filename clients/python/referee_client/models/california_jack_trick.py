from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="CaliforniaJackTrick")


@_attrs_define
class CaliforniaJackTrick:
    """
    Attributes:
        card (None | str):
        draws (list[Play]): cards drawn after the trick, the winner first
        leader (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        plays (list[Play]):
        stock_left (int):
        totals (list[int]): the totals after this trick
        winner (int | None): null while the trick is unfinished
    """

    card: None | str
    draws: list[Play]
    leader: int
    plays: list[Play]
    stock_left: int
    totals: list[int]
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        draws = []
        for draws_item_data in self.draws:
            draws_item = draws_item_data.to_dict()
            draws.append(draws_item)

        leader = self.leader

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        stock_left = self.stock_left

        totals = self.totals

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "draws": draws,
                "leader": leader,
                "plays": plays,
                "stock_left": stock_left,
                "totals": totals,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        draws = []
        _draws = d.pop("draws")
        for draws_item_data in _draws:
            draws_item = Play.from_dict(draws_item_data)

            draws.append(draws_item)

        leader = d.pop("leader")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = Play.from_dict(plays_item_data)

            plays.append(plays_item)

        stock_left = d.pop("stock_left")

        totals = cast(list[int], d.pop("totals"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        california_jack_trick = cls(
            card=card,
            draws=draws,
            leader=leader,
            plays=plays,
            stock_left=stock_left,
            totals=totals,
            winner=winner,
        )

        return california_jack_trick
