"""What a game tells the picture of a record (referee/pictures) that only the game knows: how its actions before the
play read in words, the facts of its table (trump, the turned card, the stock), and what happens between tricks (the
referee's draws). A game publishes a ``PICTURE`` (``PictureFacts``) beside ``INFO`` and ``RULES``; a game that
publishes none is drawn from its hands, tricks and rulings alone, its actions before the play in plain words."""

from collections.abc import Callable
from dataclasses import dataclass, field

from referee.cards import RANKS, SUITS
from referee.engine.actions import Action
from referee.games.wording import counted


@dataclass(frozen=True)
class Line:
    """One line of a picture: a seat (None: the table, or the referee) and what it did or holds, in words and cards."""

    seat: int | None
    words: str
    cards: tuple[str, ...] = ()


def plain_words(action: Action, record: dict, answer: dict) -> list[Line]:
    """An action before the play as any game's would read: its kind, its bid, its cards."""
    words = action.kind.replace("-", " ")
    if action.bid is not None:
        words = f"{words} {action.bid}"
    cards = action.cards or ((action.card,) if action.card else ())
    return [Line(action.seat, words, tuple(cards))]


def bid_words(bid) -> str:
    """A bid as an auction's record holds it: a number, "hold", or None for a pass."""
    if bid is None:
        return "passes"
    if bid == "hold":
        return "holds"
    return f"bids {bid}"


def cards_left(cards) -> str:
    return counted(len(cards), "card")


def hands_in_record(record: dict, answer: dict) -> list:
    return record["hands"]


def no_trump(record: dict, answer: dict) -> None:
    return None


# Each suit's cards highest first, as most games rank them: A K Q J 10 9 ... 2.
USUAL_RANKING = {suit: tuple(rank + suit for rank in reversed(RANKS)) for suit in SUITS}


def ranked_as_usual(trump: str | None) -> dict:
    return USUAL_RANKING


@dataclass(frozen=True)
class PictureFacts:
    # (the loaded record, the adjudicate answer) -> each seat's hand as dealt, where the record gives it otherwise
    # than as ``hands`` (a deck the referee deals from).
    dealt: Callable[[dict, dict], list] = hands_in_record
    # (an action before the play, the loaded record, the adjudicate answer) -> its lines: what the seat did, and what
    # followed from it (the cards a discard drew).
    describe: Callable[[Action, dict, dict], list[Line]] = plain_words
    # (the loaded record, the adjudicate answer) -> the facts of the table drawn under the hands as dealt.
    table: Callable[[dict, dict], list[Line]] = lambda record, answer: []
    # (the adjudicate answer, a trick's index) -> what happened after that trick (the draws from the stock).
    after_trick: Callable[[dict, int], list[Line]] = lambda answer, index: []
    # Phase (referee.engine.actions) -> the title of its part of the picture, where the game names it otherwise.
    titles: dict = field(default_factory=dict)
    # (the loaded record, the answer) -> the trump suit a player knows when the cards are dealt (a turned card names
    # it), None where there is none yet.
    trump_dealt: Callable[[dict, dict], str | None] = no_trump
    # (the loaded record, the answer) -> the trump suit a player knows once the record's actions before the play are
    # taken (an auction names it), None where there is none.
    trump: Callable[[dict, dict], str | None] = no_trump
    # (a trump suit, or None) -> suit -> the cards a player holds with that suit, highest first by the game's own
    # ranking (a card the game plays as a trump whatever its suit is held with the trumps).
    ranking: Callable[[str | None], dict] = ranked_as_usual
