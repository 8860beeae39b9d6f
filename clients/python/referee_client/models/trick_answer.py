from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="TrickAnswer")


@_attrs_define
class TrickAnswer:
    """
    Attributes:
        card (None | str):
        leader (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
        plays (list[Play]):
        winner (int | None): null while the trick is unfinished
    """

    card: None | str
    leader: int
    plays: list[Play]
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        leader = self.leader

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "leader": leader,
                "plays": plays,
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

        leader = d.pop("leader")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = Play.from_dict(plays_item_data)

            plays.append(plays_item)

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        trick_answer = cls(
            card=card,
            leader=leader,
            plays=plays,
            winner=winner,
        )

        return trick_answer
