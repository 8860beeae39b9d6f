from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_details_id import GameDetailsId

if TYPE_CHECKING:
    from ..models.catalogue_rule import CatalogueRule
    from ..models.game_options import GameOptions
    from ..models.player_range import PlayerRange
    from ..models.rank_tables import RankTables


T = TypeVar("T", bound="GameDetails")


@_attrs_define
class GameDetails:
    """
    Attributes:
        engine (str): the engine's version, as attestations sign it
        id (GameDetailsId):
        name (str):
        options (GameOptions):
        players (PlayerRange):
        rank_tables (RankTables):
        rules (list[CatalogueRule]):
        rules_digest (str): hex SHA-256 of the RFC 8785 form of rules: what attestations sign as rules
    """

    engine: str
    id: GameDetailsId
    name: str
    options: GameOptions
    players: PlayerRange
    rank_tables: RankTables
    rules: list[CatalogueRule]
    rules_digest: str

    def to_dict(self) -> dict[str, Any]:
        engine = self.engine

        id = self.id.value

        name = self.name

        options = self.options.to_dict()

        players = self.players.to_dict()

        rank_tables = self.rank_tables.to_dict()

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)

        rules_digest = self.rules_digest

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "engine": engine,
                "id": id,
                "name": name,
                "options": options,
                "players": players,
                "rank_tables": rank_tables,
                "rules": rules,
                "rules_digest": rules_digest,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalogue_rule import CatalogueRule  # noqa: PLC0415
        from ..models.game_options import GameOptions  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415
        from ..models.rank_tables import RankTables  # noqa: PLC0415

        d = dict(src_dict)
        engine = d.pop("engine")

        id = GameDetailsId(d.pop("id"))

        name = d.pop("name")

        options = GameOptions.from_dict(d.pop("options"))

        players = PlayerRange.from_dict(d.pop("players"))

        rank_tables = RankTables.from_dict(d.pop("rank_tables"))

        rules = []
        _rules = d.pop("rules")
        for rules_item_data in _rules:
            rules_item = CatalogueRule.from_dict(rules_item_data)

            rules.append(rules_item)

        rules_digest = d.pop("rules_digest")

        game_details = cls(
            engine=engine,
            id=id,
            name=name,
            options=options,
            players=players,
            rank_tables=rank_tables,
            rules=rules,
            rules_digest=rules_digest,
        )

        return game_details
