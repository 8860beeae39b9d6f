from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_summary_id import GameSummaryId

if TYPE_CHECKING:
    from ..models.game_options import GameOptions
    from ..models.player_range import PlayerRange


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        id (GameSummaryId):
        name (str):
        options (GameOptions):
        players (PlayerRange):
    """

    id: GameSummaryId
    name: str
    options: GameOptions
    players: PlayerRange

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        name = self.name

        options = self.options.to_dict()

        players = self.players.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "options": options,
                "players": players,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_options import GameOptions  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415

        d = dict(src_dict)
        id = GameSummaryId(d.pop("id"))

        name = d.pop("name")

        options = GameOptions.from_dict(d.pop("options"))

        players = PlayerRange.from_dict(d.pop("players"))

        game_summary = cls(
            id=id,
            name=name,
            options=options,
            players=players,
        )

        return game_summary
