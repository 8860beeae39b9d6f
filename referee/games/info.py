"""What every game module publishes about itself: served by GET /v1/games."""

from dataclasses import dataclass, field

from referee.games.options import OptionSet
from referee.games.profiles import ProfileBook
from referee.rulings import RuleCatalogue


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    rules: RuleCatalogue
    # Every option of the game (its rules.py's Options).
    options_type: type = OptionSet
    # JSON-ready rank tables, highest card first, as the rulebook states them.
    rank_tables: dict = field(default_factory=dict)
    # The game's profiles (named house rules), the seed's rules first.
    profiles: ProfileBook | None = None
    # Where the registry lists the game (GET /v1/games, the API's paths): games are listed in the order they were
    # added, each a number past the last.
    listed: int = 0
    # The table sizes the game is played at, where not every size in the range is (two sides of 2 or of 3).
    table_sizes: tuple = ()

    @property
    def player_counts(self) -> tuple:
        """Every table size the game is played at, smallest first."""
        return self.table_sizes or tuple(range(self.min_players, self.max_players + 1))

    @property
    def options(self) -> dict:
        """Option name -> default. A request that omits an option gets this default."""
        return self.options_type.defaults()

    def summary(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": dict(self.options),
        }

    def details(self) -> dict:
        return {**self.summary(), "rank_tables": self.rank_tables, "rules": self.rules.as_list()}
