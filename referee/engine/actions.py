"""The action types: every step a record takes, each by a seat, whatever the game.

A record lists its actions in the game's own shape (Hearts' ``plays`` and ``passes``, Forty-Five's ``actions``,
an auction's ``bids``); the game's ``Rules.actions`` reads them, in the order they happened, as these.
"""

# The kinds of action, and the phase each belongs to (api.md v1.2, state's ``phase``).
PLAY = "play"
PASS = "pass"
BID = "bid"
ROB = "rob"
DISCARD = "discard"
OVER = "over"

PHASES = (BID, ROB, PASS, DISCARD, PLAY, OVER)


class Action:
    """One step of a record: its phase, the seat acting (None where the record leaves it to the rules), what it
    plays or chooses, and where it stands in the record (``index`` in its own list, which a violation names).

    ``entry`` is the record's own item as loaded, echoed back in answers (a trick's plays are those items).
    ``kind`` names the choice where a phase has several (Forty-Five's rob, announce, dealer-rob, dealer-keep).
    """

    __slots__ = ("phase", "kind", "seat", "card", "cards", "bid", "index", "entry")

    def __init__(
        self,
        phase: str,
        seat: int | None,
        index: int,
        entry: dict,
        card: str | None = None,
        cards: tuple = (),
        bid=None,
        kind: str | None = None,
    ):
        self.phase = phase
        self.kind = phase if kind is None else kind
        self.seat = seat
        self.card = card
        self.cards = cards
        self.bid = bid
        self.index = index
        self.entry = entry

    def __repr__(self) -> str:
        return f"Action({self.phase!r}, seat={self.seat}, index={self.index}, entry={self.entry!r})"


def plays(entries: list, phase: str = PLAY, first_index: int = 0) -> list[Action]:
    """A record's ``plays`` ({"seat", "card"} each) as actions."""
    return [
        Action(phase, entry["seat"], first_index + index, entry, card=entry["card"])
        for index, entry in enumerate(entries)
    ]


class ActionList:
    """A record's actions: those before the play (Actions), then its plays as the record lists them ({"seat", "card"}
    each, as loaded). A play's Action is made only when asked for (iterating, ``actions[i]``): making one costs more
    than judging the play, so the replay's loop (referee/engine/replay.py) hands each play's entry to the game's
    ``Rules.play`` instead."""

    __slots__ = ("before", "plays", "first_index")

    def __init__(self, before: list, plays: list, first_index: int = 0):
        self.before = before
        self.plays = plays
        self.first_index = first_index  # the index the first play has in its own list

    def __len__(self) -> int:
        return len(self.before) + len(self.plays)

    def __getitem__(self, index: int) -> Action:
        if index < 0:
            index += len(self)
        if index < len(self.before):
            return self.before[index]
        at = index - len(self.before)
        entry = self.plays[at]
        return Action(PLAY, entry["seat"], self.first_index + at, entry, card=entry["card"])

    def __iter__(self):
        for index in range(len(self)):
            yield self[index]
