"""Reading records written in the notation (docs/notation.md): text in, each record's JSON and its other tags out.

The text is cut into tokens by one regular expression and read left to right; nothing is guessed. A fault stops the
reading with a NotationError that names its line and column and what was expected there. The reader keeps no
positions while it reads: a fault's token is found again by its index (``position``), and so is the token each JSON
Pointer of the record came from (``locate_fields``), for a 422 on a record read from text. The canonical form has a
shortcut of its own (canonical.py), which leaves any other text to this reader.
"""

import re
from dataclasses import dataclass, field
from functools import cache

from referee.cards import CARD_LOOKUP, SUIT_LOOKUP, why_not_a_card
from referee.echo import quote
from referee.games import GAMES
from referee.notation.layout import GAMES_WITH_RECORDS, Layout, layout, squash
from referee.rulings import pointer

# A whole tag pair is one token: [, its name, its value in double quotes (a backslash escapes " and \\), and ].
_TAG = r'\[\s*([A-Za-z][A-Za-z0-9_-]*)\s*"((?:[^"\\\r\n]|\\["\\])*)"\s*\]'
# Then labels (a seat "2:" or a trick "3.": so "10H" is a word but "10." a trick), a quoted value outside a tag, a
# comment to the end of the line or in braces, a bracket, a word, or any other single character (always a fault).
_TOKEN = re.compile(_TAG + r'|([0-9]+[ \t]*[:.]|"(?:[^"\\\r\n]|\\["\\])*"|;[^\n]*|\{[^}]*\}|[\[\]]|[^\s\[\]{};":]+|\S)')
# The quick reading's tags (quick_tokens): as the writer spells them, with nothing to unescape.
_TAG_AS_WRITTEN = re.compile(r'\[([A-Za-z][A-Za-z0-9_-]*) "([^"\\\r\n]*)"\]')
# Numbers a record can mean: a longer one is refused (as not a number) rather than read at any cost.
_INTEGER = re.compile(r"-?[0-9]{1,18}")
_LABEL = re.compile(r"([0-9]{1,18})[ \t]*[:.]")
# The labels as the writer spells them, looked up before the expression is tried.
SEAT_LABELS = {f"{number}:": number for number in range(64)}
TRICK_LABELS = {f"{number}.": number for number in range(64)}
_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")
_LIST_SEPARATOR = re.compile(r"[\s,]+")
_END = ""  # after the last token, so reading never runs off the list

# The tags a record may carry beside its fields: for people and archives, kept in ``tags``, never read by a game.
DESCRIPTIVE_TAGS = (
    "Event",
    "Site",
    "Date",
    "Round",
    "Names",
    "Scorer",
    "Annotator",
    "ServerSeed",
    "ClientSeeds",
    "Commitment",
    "Result",
)
_DESCRIPTIVE = {squash(name): name for name in DESCRIPTIVE_TAGS}
OWN_TAG_PREFIX = "X-"
# The game tag a fault shows as an example: the first game of the registry's.
_GAME_TAG = f'[Game "{GAMES_WITH_RECORDS[0]}"]'


def is_own_tag(name: str) -> bool:
    """A tag of the recorder's own: its name begins X- (in any case)."""
    return name[:2].upper() == OWN_TAG_PREFIX


BOOLEANS = {"yes": True, "no": False, "true": True, "false": False}
NULL = "-"
PASS = "pass"
TAKES = "takes"
CONCEDED = {"conceded": True, "contested": False}


class NotationError(ValueError):
    """Text that is not a record in the notation: ``message`` says what was expected at ``line``, ``column``."""

    def __init__(self, message: str, line: int, column: int):
        super().__init__(f"line {line}, column {column}: {message}")
        self.message, self.line, self.column = message, line, column


@dataclass
class Notated:
    """One record read from text: its game, the JSON the game's operations take, and its descriptive tags."""

    game: str
    record: dict
    tags: dict = field(default_factory=dict)


class _Fault(Exception):
    """A fault at the token of index ``at`` (its position is found only once the reading has stopped)."""

    def __init__(self, at: int, message: str):
        self.at, self.message = at, message


def quick_tokens(text: str) -> list | None:
    """The tokens of ``text`` where it has no comment and nothing but tags holds a quote or bracket (any record the
    writer writes): the tags by one regular expression, the rest split on whitespace. None for any other text.

    These are the full tokenizer's tokens (tokens_of) but where a word holds a colon or full stop that is not a
    label's ("0:AH", "1.5"), which the full one cuts in two: a word the reader never takes, so a reading of these
    tokens that faults is done again on the full ones (read), and one that does not is the full one's."""
    if ";" in text or "{" in text:
        return None
    parts = _TAG_AS_WRITTEN.split(text)
    tags = len(parts) // 3
    # Each tag holds two quotes, an opening and a closing bracket: nothing else may.
    if text.count('"') != 2 * tags or text.count("[") != tags or text.count("]") != tags:
        return None
    if tags == 0:
        return [*text.split(), _END]
    if tags == 1 or "".join(parts[3:-1:3]).isspace():
        # One record, its tags together (as the writer writes it): the pairs in one step.
        return [*parts[0].split(), *zip(parts[1::3], parts[2::3]), *parts[-1].split(), _END]
    tokens: list = []
    for index in range(0, len(parts) - 1, 3):
        tokens += parts[index].split()
        tokens.append((parts[index + 1], parts[index + 2]))
    tokens += parts[-1].split()
    tokens.append(_END)
    return tokens


def tokens_of(text: str) -> list:
    """The tokens of ``text``: each tag a (name, value) pair, anything else its text; comments left out."""
    return [token for _, token in _full_tokens(text)] + [_END]


def _full_tokens(text: str) -> list[tuple[int, object]]:
    """Every token of ``text`` but comments, each with its offset in the text."""
    found = []
    for match in _TOKEN.finditer(text):
        name, value, other = match.groups()
        if name is not None:
            found.append((match.start(), (name, _unescape(value))))
        elif not (other[0] == ";" or (other[0] == "{" and len(other) > 1)):
            found.append((match.start(), other))
    return found


def _unescape(value: str) -> str:
    return value.replace('\\"', '"').replace("\\\\", "\\") if "\\" in value else value


def position(text: str, index: int) -> tuple[int, int]:
    """The line and column (both from 1, the column in characters) of the token of ``index`` in tokens_of(text); the
    end of the text for the end marker."""
    tokens = _full_tokens(text)
    return _line_and_column(text, tokens[index][0] if index < len(tokens) else len(text))


def read(text: str, game: str | None = None) -> list[Notated]:
    """Every record in ``text``, in order; with ``game``, each must be of that game. NotationError on any fault."""
    return _read(text, game, _Reader.records)


def read_one(text: str, game: str | None = None) -> Notated:
    """The one record ``text`` holds: NotationError if it holds none, or more than one."""
    return _read(text, game, _Reader.only_record)


def _read(text: str, game: str | None, reading):
    tokens = quick_tokens(text)
    if tokens is not None:
        try:
            return reading(_Reader(tokens, game))
        except _Fault:
            pass  # read again on the full tokens, which say where the fault is
    try:
        return reading(_Reader(tokens_of(text), game))
    except _Fault as fault:
        raise NotationError(fault.message, *position(text, fault.at)) from None


def locate_fields(text: str, game: str) -> dict:
    """Each JSON Pointer of the one record in ``text`` (and of its items) mapped to the (line, column) it was read
    from: where a 422 on that record points in the text."""
    tokens = _full_tokens(text)
    reader = _Reader([token for _, token in tokens] + [_END], game, marks={})
    reader.only_record()
    return {where: _line_and_column(text, tokens[index][0]) for where, index in reader.marks.items()}


def _line_and_column(text: str, offset: int) -> tuple[int, int]:
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _describe(token) -> str:
    if type(token) is tuple:
        return f"the tag {token[0]}"
    return "the end of the text" if token == _END else quote(token)


class _Reader:
    def __init__(self, tokens: list[str], game: str | None, marks: dict | None = None):
        self.tokens = tokens
        self.at = 0
        self.game = game
        # With marks: the index of the token each JSON Pointer came from (locate_fields), else None.
        self.marks = marks
        # Each token's card, None where it is not one (the end marker never is): a run of cards is a slice.
        self.cards = list(map(CARD_LOOKUP.get, tokens))
        self.sections: frozenset = frozenset()

    def fault(self, message: str, at: int | None = None) -> _Fault:
        return _Fault(self.at if at is None else at, message)

    def expected(self, what: str) -> _Fault:
        token = self.tokens[self.at]
        if token == "{":
            return self.fault("this comment is never closed: end it with }")
        if token == '"':
            return self.fault('a quoted value belongs in a tag, such as [Event "Club night"], and ends on its line')
        found = _describe(token)
        if type(token) is str and 2 <= len(token) <= 3 and token[0].isalnum() and token[-1] not in ":.":
            found += f" ({why_not_a_card(token)})"
        return self.fault(f"expected {what}, found {found}")

    def mark(self, *parts) -> None:
        if self.marks is not None:
            self.marks[pointer(*parts)] = self.at

    def mark_cards(self, at: int, *parts) -> None:
        """Marks the label at ``at`` as ``parts`` and each card after it as its item."""
        self.marks[pointer(*parts)] = at
        index = at + 1
        while self.cards[index] is not None:
            self.marks[pointer(*parts, index - at - 1)] = index
            index += 1

    # The records, and each record's tags.

    def records(self) -> list[Notated]:
        found = []
        while self.tokens[self.at] != _END:
            found.append(self.record())
        if not found:
            raise self.expected(f"a record, which begins with its game tag, such as {_GAME_TAG}")
        return found

    def only_record(self) -> Notated:
        notated = self.record()
        if self.tokens[self.at] != _END:
            raise self.fault(
                "expected the end of the record: send one record at a time here (a file of several goes to "
                "referee convert, or to a batch)"
            )
        return notated

    def record(self) -> Notated:
        token = self.tokens[self.at]
        if type(token) is not tuple:
            if token == "[":
                raise self.tag_fault()
            raise self.expected(f"a record, which begins with its game tag, such as {_GAME_TAG}")
        name, value = token
        if squash(name) != "game":
            raise self.fault(f"expected the game tag first, such as {_GAME_TAG}, found the tag {name}")
        if value not in GAMES_WITH_RECORDS:
            raise self.fault(
                f"there is no game {quote(value)} with records: the games are {', '.join(GAMES_WITH_RECORDS)}"
            )
        if self.game is not None and value != self.game:
            raise self.fault(f"this record is of {value}, but it was sent to {self.game}")
        self.at += 1
        notated = Notated(value, {}, {})
        game_layout = layout(value)
        self.sections = _section_names(game_layout)
        readers = tag_readers(game_layout)
        record, tokens, seen, marks, at = notated.record, self.tokens, {}, self.marks, self.at
        while True:
            token = tokens[at]
            if type(token) is not tuple:
                break
            name, value = token
            reader = readers.get(name)
            if reader is None:
                self.at = at
                if squash(name) == "game":
                    return notated  # the next record, with no sections in this one
                reader = readers.get(squash(name))
                if reader is None:
                    self.descriptive_tag(game_layout, notated, name, value)
                    at = self.at
                    continue
            key, convert, field_of = reader
            if key in record:
                self.at = at
                raise self.fault(f"the tag {field_of.label} is given twice in this record")
            if marks is not None:
                marks[pointer(key)] = at
            try:
                record[key] = convert(value)
            except (ValueError, KeyError, TypeError):
                self.at = at
                raise self.fault(f"{field_of.label} takes {_TAKES[field_of.kind]}, not {quote(value)}") from None
            at += 1
        self.at = at
        if token == "[":
            raise self.tag_fault()
        while self.tokens[self.at] != _END and type(self.tokens[self.at]) is not tuple:
            self.section(game_layout, notated, seen)
        return notated

    def tag_fault(self) -> _Fault:
        """Why the tag that opens with the [ here is not one."""
        self.at += 1
        name = self.tokens[self.at]
        if type(name) is tuple or not _TAG_NAME.fullmatch(name):
            return self.expected('a tag name after [, such as [Dealer "0"]')
        self.at += 1
        value = self.tokens[self.at]
        if value == '"':
            return self.fault('this quoted value is not closed on its line: end it with "]')
        if type(value) is tuple or value[:1] != '"':
            return self.expected(f'the value of {name} in double quotes, such as [{name} "0"]')
        self.at += 1
        return self.expected(f"] to close the tag {name}")

    def descriptive_tag(self, game_layout: Layout, notated: Notated, name: str, value: str) -> None:
        key = squash(name)
        field_of = game_layout.field_named(name)
        if field_of is not None:
            raise self.fault(f"{field_of.label} is a section, not a tag: write it after the tags")
        if key not in _DESCRIPTIVE and not is_own_tag(name):
            raise self.fault(
                f"{layout_name(game_layout)} has no tag {quote(name)}: its tags are "
                f"{', '.join(f.label for f in game_layout.tags)}, and for people "
                f"{', '.join(DESCRIPTIVE_TAGS)}, or a tag of your own beginning {OWN_TAG_PREFIX}"
            )
        label = _DESCRIPTIVE.get(key, name)
        if label in notated.tags:
            raise self.fault(f"the tag {label} is given twice in this record")
        notated.tags[label] = value
        self.at += 1

    # The sections.

    def section(self, game_layout: Layout, notated: Notated, seen: dict) -> None:
        name = self.tokens[self.at]
        if name == "[":
            raise self.tag_fault()
        field_of = sections_by_label(game_layout).get(name)
        if field_of is None and type(name) is str and _TAG_NAME.fullmatch(name):
            field_of = game_layout.field_named(name)
        if field_of is None or not field_of.is_section:
            if field_of is not None:
                raise self.fault(f'{field_of.label} is a tag: write it as [{field_of.label} "…"] before the sections')
            names = ", ".join(f.label for f in game_layout.sections)
            raise self.expected(f"a section ({names}) or the next record's [Game] tag")
        if field_of.name in seen:
            raise self.fault(f"the section {field_of.label} is given twice in this record")
        seen[field_of.name] = self.at
        self.mark(field_of.name)
        self.at += 1
        notated.record[field_of.name] = _SECTION_READERS[field_of.kind](self, game_layout, notated.record, field_of)

    def at_section_end(self) -> bool:
        token = self.tokens[self.at]
        if type(token) is tuple or token == _END or token == "[":
            return True
        return token[0].isalpha() and squash(token) in self.sections

    def seat_label(self, what: str) -> int:
        seat = _seat_of(self.tokens[self.at])
        if seat is None:
            raise self.expected(what)
        self.at += 1
        return seat

    def cards_until(self) -> list[str]:
        """The cards from here to the first token that is not one; "-" alone for none."""
        at = self.at
        if self.tokens[at] == NULL:
            self.at = at + 1
            return []
        end = self.cards.index(None, at)
        self.at = end
        return self.cards[at:end]

    def read_hands(self, game_layout, record, field_of) -> list[list[str]]:
        tokens, cards, hands, at = self.tokens, self.cards, [], self.at
        while True:
            seat = SEAT_LABELS.get(tokens[at])
            if seat is None and (seat := _seat_of(tokens[at])) is None:
                break
            if seat != len(hands):
                self.at = at
                raise self.fault(
                    f"expected seat {len(hands)}'s cards next ({len(hands)}:), found seat {seat}'s: "
                    f"write {field_of.label} seat by seat from 0"
                )
            if self.marks is not None:
                self.mark_cards(at, field_of.name, seat)
            if tokens[at + 1] == NULL:
                hands.append([])
                at += 2
            else:
                end = cards.index(None, at + 1)
                hands.append(cards[at + 1 : end])
                at = end
        self.at = at
        if not self.at_section_end():
            what = "a card, the next seat's cards (such as 1:)" if hands else "seat 0's cards, beginning 0:"
            raise self.expected(f"{what}, a section or the next record")
        return hands

    def end_of_entry(self, what: str) -> None:
        token = self.tokens[self.at]
        if _seat_of(token) is None and not self.at_section_end():
            raise self.expected(what)

    def read_cards(self, game_layout, record, field_of) -> list[str]:
        if self.marks is not None:
            self.mark_cards(self.at - 1, field_of.name)
        cards = self.cards_until()
        if not self.at_section_end():
            raise self.expected("a card, a section or the next record")
        return cards

    def table_size(self, record: dict, game_layout: Layout) -> int | None:
        players = record.get("players", game_layout.players)
        return players if type(players) is int and players > 0 else None

    def read_bids(self, game_layout, record, field_of) -> list[dict]:
        size, bids, seat = self.table_size(record, game_layout), [], None
        tokens = self.tokens
        while not self.at_section_end():
            token = tokens[self.at]
            labelled = _seat_of(token)
            if labelled is not None:
                seat = labelled
                self.at += 1
                continue
            if seat is None:
                raise self.expected("the seat that bids, such as 1:")
            if _INTEGER.fullmatch(token):
                bid = int(token)
            elif token.isalpha():
                bid = None if token.lower() == PASS else token.lower()
            else:
                raise self.expected("a bid: a number, pass, or a word the game takes (such as hold)")
            self.mark(field_of.name, len(bids))
            bids.append({"seat": seat, "bid": bid})
            self.at += 1
            seat = (seat + 1) % size if size else None
        return bids

    def read_discards(self, game_layout, record, field_of) -> list[dict]:
        discards = []
        while not self.at_section_end():
            seat = self.seat_label("the seat that discards, such as 1:")
            if self.marks is not None:
                self.marks[pointer(field_of.name, len(discards), "seat")] = self.at - 1
                self.mark_cards(self.at - 1, field_of.name, len(discards), "cards")
            entry = {"seat": seat, "cards": self.cards_until()}
            if _word(self.tokens[self.at]) == TAKES:
                if self.marks is not None:
                    self.mark_cards(self.at, field_of.name, len(discards), "takes")
                self.at += 1
                entry["takes"] = self.cards_until()
            discards.append(entry)
            self.end_of_entry("a card, takes, the next seat's discard (such as 2:), a section or the next record")
        return discards

    def read_plays(self, game_layout, record, field_of) -> list[dict]:
        return self.moves(game_layout, record, field_of, typed=False)

    def read_actions(self, game_layout, record, field_of) -> list[dict]:
        return self.moves(game_layout, record, field_of, typed=True)

    def moves(self, game_layout: Layout, record: dict, field_of, typed: bool) -> list[dict]:
        """The play trick by trick: "3." before a trick, "2:" before the card of seat 2, each card after it played
        by the next seat round the table; a game's other actions (Forty-Five's rob) where they came."""
        size = self.table_size(record, game_layout)
        tokens, cards, actions, seats, tricks = self.tokens, self.cards, game_layout.actions, SEAT_LABELS, TRICK_LABELS
        moves: list[dict] = []
        seat, labelled, played, marks, at = None, False, 0, self.marks, self.at
        while True:
            token = tokens[at]
            card = cards[at]
            if card is not None:
                # A run of cards, each played by the seat after the last's.
                end = cards.index(None, at)
                if seat is None or (size is None and end - at > 1):
                    self.at = at if seat is None else at + 1
                    raise self.fault(f"expected the seat that plays {cards[self.at]} before it, such as 0:")
                if marks is not None:
                    for index in range(end - at):
                        marks[pointer(field_of.name, len(moves) + index)] = at + index
                # The first card's seat as written (a seat past the table is the record's to refuse), each next one
                # round the table from it.
                run_seats = [seat, *((seat + index) % size for index in range(1, end - at))]
                moves += plays_of(run_seats, cards[at:end], typed)
                played += end - at
                seat = (seat + end - at) % size if size else None
                labelled = False
                at = end
                continue
            number = tricks.get(token)
            if number is None and (number := seats.get(token)) is not None:
                seat, labelled = number, True
                at += 1
                continue
            self.at = at
            if number is None and token[-1:] == ":" and (number := _seat_of(token)) is not None:
                seat, labelled = number, True
                at += 1
                continue
            if number is not None or (number := _trick_of(token)) is not None:
                if size and (played % size or number != played // size + 1):
                    expected = f"trick {played // size + 1}" if played % size == 0 else "the rest of this trick"
                    raise self.fault(
                        f"this is card {played + 1} of the play, which belongs to {expected}, not trick {number}: "
                        f"a trick has {size} cards"
                    )
                seat, labelled = None, False
                at += 1
                continue
            kind = _word(token)
            if typed and kind in actions:
                self.mark(field_of.name, len(moves))
                move: dict = {"type": kind}
                if labelled:
                    move["seat"] = seat
                at += 1
                card_key = actions[kind]
                if card_key is not None:
                    card = cards[at]
                    if card is None:
                        self.at = at
                        raise self.expected(f"the card of {kind}")
                    move[card_key] = card
                    at += 1
                moves.append(move)
                labelled = False
                continue
            if labelled:
                raise self.expected(f"a card after {seat}:" + (f" or one of {', '.join(actions)}" if typed else ""))
            if self.at_section_end():
                return moves
            words = f", or one of {', '.join(actions)}" if typed else ""
            raise self.expected(f"a card, a seat such as 0:, a trick number such as 2.{words}, or a section")

    def read_reported(self, game_layout, record, field_of) -> list[dict]:
        facts = []
        while not self.at_section_end():
            trick = _trick_of(self.tokens[self.at])
            if trick is None:
                raise self.expected("the trick a fact happened in, such as 3.")
            if trick < 1:
                raise self.fault("tricks are numbered from 1")
            self.at += 1
            seat = self.seat_label("the seat, such as 1:")
            kind = _word(self.tokens[self.at])
            if kind not in game_layout.reported_types:
                raise self.expected(f"what happened: {', '.join(game_layout.reported_types)}")
            self.mark(field_of.name, len(facts))
            self.at += 1
            card = CARD_LOOKUP.get(self.tokens[self.at])
            if card is None:
                raise self.expected("the card")
            self.at += 1
            facts.append({"type": kind, "seat": seat, "card": card, "trick": trick - 1})
        return facts

    def read_claim(self, game_layout, record, field_of) -> dict:
        seat = self.seat_label("the seat that claims, such as 0:")
        claim: dict = {"seat": seat}
        word = _word(self.tokens[self.at])
        if word in game_layout.standards:
            claim["standard"] = word
            self.at += 1
            word = _word(self.tokens[self.at])
        if word in CONCEDED:
            claim["conceded"] = CONCEDED[word]
            self.at += 1
        if self.tokens[self.at] == NULL or self.cards[self.at] is not None:
            if self.marks is not None:
                self.mark_cards(self.at - 1, field_of.name, "line")
            claim["line"] = self.cards_until()
        if not self.at_section_end():
            standards = ", ".join(game_layout.standards)
            raise self.expected(
                f"the claim's standard ({standards}), conceded or contested, its line of cards, or a section"
            )
        return claim


def layout_name(game_layout: Layout) -> str:
    return GAMES[game_layout.game].name


@cache
def sections_by_label(game_layout: Layout) -> dict:
    """Each section field by its label as the writer spells it."""
    return {field_of.label: field_of for field_of in game_layout.sections}


@cache
def _section_names(game_layout: Layout) -> frozenset:
    return frozenset(squash(field.label) for field in game_layout.sections)


def plays_of(seats: list, cards: list, typed: bool) -> list[dict]:
    if typed:
        return [{"type": "play", "seat": seat, "card": card} for seat, card in zip(seats, cards)]
    return [{"seat": seat, "card": card} for seat, card in zip(seats, cards)]


def _label_of(token, labels: dict, mark: str) -> int | None:
    if type(token) is not str:
        return None
    number = labels.get(token)
    if number is None and token[-1:] == mark:
        match = _LABEL.fullmatch(token)
        number = int(match.group(1)) if match else None
    return number


def _seat_of(token) -> int | None:
    """The seat a label such as "2:" names; None for any other token."""
    return _label_of(token, SEAT_LABELS, ":")


def _trick_of(token) -> int | None:
    """The trick a label such as "3." names; None for any other token."""
    return _label_of(token, TRICK_LABELS, ".")


def _word(token) -> str:
    """A word as keywords are matched (any case); "" for a tag."""
    return token.lower() if type(token) is str else ""


def _integer(text: str) -> int:
    """A whole number in ASCII digits, with a minus sign if negative (int() alone takes "1_000", "+1", "١")."""
    if text.isascii() and text.isdigit() and len(text) <= 18:
        return int(text)  # as the writer writes it
    digits = text.strip()
    if _INTEGER.fullmatch(digits) is None:
        raise ValueError(text)
    return int(digits)


def _integers(text: str) -> list[int]:
    return [_integer(part) for part in _LIST_SEPARATOR.split(text.strip()) if part]


def _sides(text: str) -> list[list[int]]:
    sides = [_integers(side) for side in text.split(",")] if text.strip() else []
    if not all(sides):
        raise ValueError(text)  # a side of no seats: two commas together, or one at either end
    return sides


def _nullable(convert):
    def converted(text: str):
        return None if text.strip() == NULL else convert(text)

    return converted


_CONVERTERS = {
    "text": str,
    "int": _integer,
    "bool": lambda text: BOOLEANS[text.strip().lower()],
    "card": lambda text: CARD_LOOKUP[text.strip()],
    "suit": lambda text: SUIT_LOOKUP[text.strip()],
    "ints": _integers,
    "sides": _sides,
}
# What each kind of tag takes, in the words of a fault.
_TAKES = {
    "text": "text",
    "int": 'a whole number, such as "0"',
    "int?": 'a whole number, or "-" for none',
    "bool": '"yes" or "no"',
    "card": 'a card, such as "QS" or "10♥"',
    "suit": "a suit: S, H, D or C (or ♠ ♥ ♦ ♣)",
    "suit?": 'a suit: S, H, D or C (or ♠ ♥ ♦ ♣), or "-" for none',
    "ints": 'whole numbers, such as "0 12 5"',
    "sides": 'seat numbers, a comma between sides, such as "0 2, 1 3"',
}


@cache
def tag_readers(game_layout: Layout) -> dict:
    """Each tag field by its label as the writer spells it and as squash() matches it, with its converter."""
    readers = {}
    for field_of in game_layout.tags:
        kind = field_of.kind.rstrip("?")
        convert = _CONVERTERS[kind] if kind == field_of.kind else _nullable(_CONVERTERS[kind])
        readers[field_of.label] = readers[squash(field_of.label)] = (field_of.name, convert, field_of)
    return readers


_SECTION_READERS = {
    "hands": _Reader.read_hands,
    "cards": _Reader.read_cards,
    "bids": _Reader.read_bids,
    "discards": _Reader.read_discards,
    "plays": _Reader.read_plays,
    "actions": _Reader.read_actions,
    "reported": _Reader.read_reported,
    "claim": _Reader.read_claim,
}
