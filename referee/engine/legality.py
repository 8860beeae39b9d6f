"""The one legality result every game gives: which cards may be played now, the rule, and why.

legal-moves answers with ``legal`` and ``explanation``; check-move and a replay ask ``verdict``
of the same object, so "which cards" and "may I play this one, and why" can never disagree.
A card the player does not hold is each game's own ruling (``<game>.i-not-held``), decided before.
"""

from typing import NamedTuple


class Legality(NamedTuple):
    legal: tuple[str, ...]
    rule: str
    explanation: str
    # Why a card in ``legal`` may be played, with "{card}" where the card goes.
    permission: str
    # Why a held card outside ``legal`` may not, with "{card}" where the card goes.
    refusal: str

    def verdict(self, card: str) -> tuple[bool, str]:
        """Whether the held ``card`` may be played now, and the sentence that says why."""
        if card in self.legal:
            return True, self.permission.format(card=card)
        return False, self.refusal.format(card=card)
