"""What every claim search shares, the general search (referee.disputes.claims.Search) and the claim solver
(referee.disputes.solver.Solver): the end of its budget, how often it reads the clock, and its steps on the
engine's positions."""

from referee.engine.game import play_action
from referee.engine.position import Position
from referee.engine.replay import after

# The clock is read once every this many positions (a few milliseconds of search): reading it at each would
# cost more than the check is worth.
CLOCK_EVERY = 256


class OutOfBudget(Exception):
    """The positions or the time allowed ran out (``reason``: "budget" or "time")."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class Steps:
    """A search's steps on the engine's positions, by the game's own apply (``rules``, ``claimers``, ``penalty``,
    ``penalty_taken`` and a ``plays`` dict set by the search): what the analysis of a deal asks of any search."""

    def step(self, position: Position, seat: int, card: str) -> Position:
        """The position after ``seat`` plays ``card`` (legal), by the game's own apply on a copy."""
        action = self.plays.get((seat, card))
        if action is None:
            action = self.plays[seat, card] = play_action({"seat": seat, "card": card})
        return after(self.rules, position, action)

    def gain(self, before: Position, card: str, following: Position) -> int:
        if following.trick or following.leader not in self.claimers:
            return 0  # the trick goes on, or an opponent won it (each trick's winner leads the next)
        if not self.penalty:
            return 1
        return -self.penalty_taken(before, [*(played["card"] for played in before.trick), card])
