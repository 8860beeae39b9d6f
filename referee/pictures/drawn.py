"""What a picture is drawn from, gathered once for either view."""

from dataclasses import dataclass

from referee.engine.actions import Action
from referee.games import GAMES, PICTURES, RULES
from referee.games.picturing import PictureFacts
from referee.operations import find, load_request, run_operation


@dataclass(frozen=True)
class Drawn:
    """Everything a picture is drawn from: the record as loaded, the answers every shell gives for it, the record's
    actions as the engine reads them, and what the game tells the picture."""

    game: str
    name: str
    record: dict
    answer: dict  # adjudicate's
    state: dict  # state's
    actions: list[Action]
    facts: PictureFacts

    @property
    def dealt(self) -> list:
        return self.facts.dealt(self.record, self.answer)

    @property
    def players(self) -> int:
        return len(self.dealt)

    @property
    def violation(self) -> dict | None:
        return self.answer.get("violation")

    def offending_action(self) -> Action | None:
        """The action the violation names: its index in its own list, in its phase where the violation says one."""
        violation = self.violation
        if violation is None:
            return None
        named = [action for action in self.actions if action.index == violation.get("index")]
        if violation.get("phase"):
            named = [action for action in named if action.phase == violation["phase"]]
        named.sort(key=lambda action: (action.card != violation.get("card"), action.seat != violation.get("seat")))
        return named[0] if named else None


def drawn(game: str, body) -> Drawn:
    """What a picture of ``body`` is drawn from; InvalidRecord (a 422) where ``state`` refuses the body."""
    adjudicate = find(game, "adjudicate")
    state = run_operation(find(game, "state"), body)
    answer = run_operation(adjudicate, body)
    record = load_request(adjudicate, body)
    return Drawn(game, GAMES[game].name, record, answer, state, list(RULES[game].actions(record)), PICTURES[game])
