"""One record in the canonical form, read line by line: the form the writer writes, and so most texts an app sends.

A shortcut, never a second meaning: it takes a text only where every line is as the writer writes it (each tag
whole on its line, each section's entries one a line, cards canonical, each trick its number, its leader and one card
a seat), and builds the same JSON the reader (reading.py) builds, key for key and in the same order. Anything else,
a fault included, it leaves to the reader (None), which reads it and says where the fault is. The tests read every
conformance record and thousands of corrupted texts both ways and compare.
"""

import re

from referee.cards import FULL_PACK
from referee.notation.layout import GAMES_WITH_RECORDS, layout
from referee.notation.reading import (
    NULL,
    SEAT_LABELS,
    TRICK_LABELS,
    Notated,
    plays_of,
    sections_by_label,
    tag_readers,
)

# Each table size's seats round the table from each leader: a trick's seats in the order they play.
ROTATIONS = {
    size: [tuple((leader + step) % size for step in range(size)) for leader in range(size)] for size in range(1, 11)
}
_TAG_LINE = re.compile(r'\[([A-Za-z][A-Za-z0-9_-]*) "([^"\\\r\n]*)"\]')
_CARDS = frozenset(FULL_PACK)


def read_canonical(text: str, game: str | None) -> Notated | None:
    """The one record ``text`` holds, where it is in the canonical form from end to end (of ``game``, if given);
    None for any other text."""
    head, _, body = text.partition("\n\n")
    tags = _TAG_LINE.findall(head)
    # Every line of the head a whole tag, and nothing else.
    if not tags or "\n".join([f'[{name} "{value}"]' for name, value in tags]) != head:
        return None
    first, value = tags[0]
    if first != "Game" or value not in GAMES_WITH_RECORDS or (game is not None and value != game):
        return None
    game_layout = layout(value)
    readers = tag_readers(game_layout)
    record: dict = {}
    for name, value in tags[1:]:
        reader = readers.get(name)
        if reader is None or reader[0] in record:
            return None  # a tag for people, misspelt or given twice: the reader's to keep or refuse
        try:
            record[reader[0]] = reader[1](value)
        except (ValueError, KeyError, TypeError):
            return None
    if not body.endswith("\n") or not body:
        return None if body else Notated(game_layout.game, record, {})
    sections = sections_by_label(game_layout)
    size = record.get("players", game_layout.players)
    for block in body[:-1].split("\n\n"):
        lines = block.split("\n")
        field_of = sections.get(lines[0])
        if field_of is None or field_of.name in record:
            return None
        read = _READERS.get(field_of.kind)
        value = read(lines, size, game_layout) if read is not None else None
        if value is None:
            return None
        record[field_of.name] = value
    return Notated(game_layout.game, record, {})


def _cards(words: list[str]) -> list[str] | None:
    if words == [NULL]:
        return []
    return words if words and _CARDS.issuperset(words) else None


def _hands(lines: list[str], size, game_layout) -> list | None:
    hands = []
    for seat, line in enumerate(lines[1:]):
        words = line.split(" ")
        cards = _cards(words[1:]) if SEAT_LABELS.get(words[0]) == seat else None
        if cards is None:
            return None
        hands.append(cards)
    return hands


def _card_list(lines: list[str], size, game_layout) -> list | None:
    return _cards(lines[1].split(" ")) if len(lines) == 2 else None


def _tricks(lines: list[str], size, game_layout, typed: bool = False) -> list | None:
    rotations = ROTATIONS.get(size)
    if rotations is None:
        return None
    seats, cards = [], []
    last = len(lines) - 2
    for number, line in enumerate(lines[1:]):
        words = line.split(" ")
        # Each trick whole, but the last, which may stop after any card.
        whole = len(words) == size + 2
        leader = SEAT_LABELS.get(words[1]) if whole or (number == last and 3 <= len(words) < size + 2) else None
        if (
            leader is None
            or leader >= size
            or TRICK_LABELS.get(words[0]) != number + 1
            or not _CARDS.issuperset(words[2:])
        ):
            return None
        seats += rotations[leader][: len(words) - 2]
        cards += words[2:]
    return plays_of(seats, cards, typed)


def _actions(lines: list[str], size, game_layout) -> list | None:
    """The play, after the robbing the writer writes on lines of their own before the first trick (a rob made
    during a trick is the reader's)."""
    before = []
    while len(lines) > len(before) + 1 and not lines[len(before) + 1].startswith("1. "):
        words = lines[len(before) + 1].split(" ")
        seat = SEAT_LABELS.get(words[0])
        kind = words[1] if len(words) > 1 else None
        if seat is None or kind not in game_layout.actions:
            return None
        card_key = game_layout.actions[kind]
        if card_key is None and len(words) == 2:
            before.append({"type": kind, "seat": seat})
        elif card_key is not None and len(words) == 3 and words[2] in _CARDS:
            before.append({"type": kind, "seat": seat, card_key: words[2]})
        else:
            return None
    plays = _tricks([lines[0], *lines[len(before) + 1 :]], size, game_layout, typed=True)
    return None if plays is None else before + plays


def _discards(lines: list[str], size, game_layout) -> list | None:
    discards = []
    for line in lines[1:]:
        words = line.split(" ")
        seat = SEAT_LABELS.get(words[0])
        cards = _cards(words[1:])
        if seat is None or cards is None:
            return None
        discards.append({"seat": seat, "cards": cards})
    return discards


def _bids(lines: list[str], size, game_layout) -> list | None:
    if len(lines) == 1:
        return []
    if len(lines) != 2:
        return None
    words = lines[1].split(" ")
    bids = []
    for index in range(0, len(words) - 1, 2):
        seat, bid = SEAT_LABELS.get(words[index]), words[index + 1]
        if seat is None:
            return None
        if bid.isascii() and bid.isdigit() and len(bid) <= 18:
            bids.append({"seat": seat, "bid": int(bid)})
        elif bid in _BID_WORDS:
            bids.append({"seat": seat, "bid": _BID_WORDS[bid]})
        else:
            return None
    return bids if len(words) % 2 == 0 else None


# The bid words the writer writes (a pass is null); any other is the reader's.
_BID_WORDS = {"pass": None, "hold": "hold"}
# The sections read here; a claim, the reported facts and anything else are the reader's.
_READERS = {
    "hands": _hands,
    "cards": _card_list,
    "plays": _tricks,
    "actions": _actions,
    "discards": _discards,
    "bids": _bids,
}
