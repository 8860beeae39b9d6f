"""Rule catalogues and the ruling fields every answer carries.

Every decision the referee makes names a rule id of its game's catalogue (each game's rules.py; every one is listed in docs/rules.md)
(or an interpretation the project added) and says on what basis it rests. The
catalogue is data: the same objects answer ``GET /v1/games/{game}`` and fill in
``basis`` on every ruling, so a ruling can never cite a rule the catalogue lacks.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from referee.echo import printable

RULE = "rule"
INTERPRETATION = "interpretation"
NOT_COVERED = "not-covered"
BASES = (RULE, INTERPRETATION, NOT_COVERED)


@dataclass(frozen=True)
class Rule:
    id: str
    basis: str
    text: str

    def __post_init__(self):
        if self.basis not in BASES:
            raise ValueError(f"rule {self.id}: basis must be one of {BASES}")


class RuleCatalogue:
    """The rules of one game, by id, in the order the rulebook gives them."""

    def __init__(self, rules: Iterable[Rule]):
        self._rules: dict[str, Rule] = {}
        for rule in rules:
            if rule.id in self._rules:
                raise ValueError(f"rule {rule.id} is defined twice")
            self._rules[rule.id] = rule

    def __getitem__(self, rule_id: str) -> Rule:
        return self._rules[rule_id]

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self._rules

    def __iter__(self):
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def as_list(self) -> list[dict]:
        return [{"id": r.id, "basis": r.basis, "text": r.text} for r in self._rules.values()]

    def require_cited(self, namespace: dict, game_id: str) -> None:
        """Checks, when a game's rules module is imported, that every rule id it spells (a module constant
        starting with the game's id) is in this catalogue: a typo fails at import, not at request time."""
        missing = sorted(
            value
            for name, value in namespace.items()
            if name.isupper()
            and isinstance(value, str)
            and value.startswith(f"{game_id}.")
            and value not in self._rules
        )
        if missing:
            raise LookupError(f"rule ids cited but not in the {game_id} catalogue: {', '.join(missing)}")

    def ruling(self, rule_id: str, explanation: str, **facts) -> dict:
        """An answer's ruling fields: the facts, then rule, basis and explanation."""
        # ``facts`` is this call's own dict: filled in place, not copied (every answer makes several rulings).
        facts["rule"], facts["basis"], facts["explanation"] = rule_id, self._rules[rule_id].basis, explanation
        return facts


def record_rules(game_id: str) -> list[Rule]:
    """The interpretations every game shares about what a deal record may contain."""
    return [
        Rule(
            f"{game_id}.i-not-held",
            INTERPRETATION,
            "A play (or discard) of a card the player does not hold at that moment is a violation of the record.",
        ),
        Rule(
            f"{game_id}.i-out-of-turn",
            INTERPRETATION,
            "A play by any seat other than the one to act is a violation of the record. In a snapshot "
            "(legal-moves, check-move) a seat that has already played to the trick in progress, or that does not "
            "come next after the last play, is out of turn: it may play nothing now.",
        ),
        Rule(
            f"{game_id}.i-game-over",
            INTERPRETATION,
            "A play after the hand or game has ended is a violation of the record.",
        ),
    ]


def fair_deal_rules(game_id: str) -> list[Rule]:
    """The interpretation every game shares about checking a deal made with referee-deal-v1."""
    return [
        Rule(
            f"{game_id}.i-fair-deal",
            INTERPRETATION,
            "A deal made with referee-deal-v1 (the project's dealing specification: a commitment to a secret "
            "server seed published before the deal, the seed revealed after it, players' seeds added) is fair when "
            "the revealed seed matches the commitment and the recorded deal is the one the algorithm gives from the "
            "seeds, the table, the dealer and the hand number (a hand is compared as the cards it holds, in any "
            "order; the turned card and the stock as dealt, in order). The rules do not cover a deal that fails the "
            "check: the referee reports every difference and the players decide what follows.",
        ),
    ]


class InvalidRecord(ValueError):
    """Input that cannot describe a game state at all (a 422, not a ruling).

    ``errors`` is a list of ``(pointer, message)`` pairs, the pointer a JSON
    Pointer into the request body ("/hands/2/4"), every problem found at once.
    """

    def __init__(self, errors: list[tuple[str, str]]):
        self.errors = errors
        super().__init__("; ".join(f"{pointer or '/'}: {message}" for pointer, message in errors))

    @classmethod
    def at(cls, pointer: str, message: str) -> "InvalidRecord":
        return cls([(pointer, message)])


@lru_cache(maxsize=4096)  # records name the same few places (/hands/2/7) over and over
def pointer(*parts: object) -> str:
    """A JSON Pointer from path parts, escaped per RFC 6901. A key no UTF-8 text can carry (a lone
    surrogate) or that would not show (a control character) is named by its escapes instead."""
    return "".join("/" + printable(str(part)).replace("~", "~0").replace("/", "~1") for part in parts)
