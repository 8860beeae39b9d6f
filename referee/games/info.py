"""What every game module publishes about itself: served by GET /v1/games."""

from dataclasses import dataclass, field

from referee.games.profiles import ProfileBook
from referee.rulings import RuleCatalogue


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    rules: RuleCatalogue
    # Option name -> default. A request that omits an option gets this default.
    options: dict = field(default_factory=dict)
    # JSON-ready rank tables, highest card first, as the rulebook states them.
    rank_tables: dict = field(default_factory=dict)
    # The game's profiles (named house rules), the seed's rules first.
    profiles: ProfileBook | None = None

    def summary(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": dict(self.options),
        }

    def details(self) -> dict:
        return {**self.summary(), "rank_tables": self.rank_tables, "rules": self.rules.as_list()}
