"""Writing a record in the notation's one canonical form (docs/notation.md).

The writer takes the JSON a game's record operations take and spells each field as the layout says; a value of the
wrong shape is an InvalidRecord (a 422 naming its JSON Pointer), never written as a guess. Reading what it writes
gives the same JSON back: each card canonical, each key kept, nothing added.
"""

from referee.cards import CARD_LOOKUP, SUIT_LOOKUP
from referee.echo import quote
from referee.games import GAMES
from referee.notation.layout import GAMES_WITH_RECORDS, Field, Layout, layout, squash
from referee.notation.reading import CONCEDED, DESCRIPTIVE_TAGS, NULL, OWN_TAG_PREFIX, PASS, TAKES, is_own_tag
from referee.rulings import InvalidRecord, pointer

_WORD_OF = {value: word for word, value in CONCEDED.items()}


def write(game: str, record: dict, tags: dict | None = None) -> str:
    """``record`` (a record of ``game`` as its operations take it) as text, with ``tags`` (descriptive tags: Event,
    Date...) after the game tag."""
    if game not in GAMES_WITH_RECORDS:
        raise InvalidRecord.at("", f"{quote(game)} is not a game with records: {', '.join(GAMES_WITH_RECORDS)}")
    if type(record) is not dict:
        raise InvalidRecord.at("", "a record is a JSON object")
    game_layout = layout(game)
    known = {field.name for field in game_layout.fields}
    unknown = [name for name in record if name not in known]
    if unknown:
        raise InvalidRecord(
            [(pointer(name), f"{GAMES[game].name} records have no field {quote(name)}") for name in unknown]
        )
    lines = [_tag("Game", game), *_descriptive(tags or {})]
    for field in game_layout.tags:
        if field.name in record:
            lines.append(_tag(field.label, _tag_value(field, record[field.name])))
    for field in game_layout.sections:
        if field.name in record:
            lines.append("")
            lines.append(field.label)
            lines.extend(_section(field, record[field.name], record, game_layout))
    return "\n".join(lines) + "\n"


def write_all(notated) -> str:
    """Several records (each with .game, .record, .tags) as one text, a blank line between them."""
    return "\n".join(write(each.game, each.record, each.tags) for each in notated)


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _tag(label: str, value: str) -> str:
    return f'[{label} "{_escape(value)}"]'


def _descriptive(tags: dict) -> list[str]:
    if type(tags) is not dict:
        raise InvalidRecord.at("/tags", "tags is an object of tag names and their text")
    for name, value in tags.items():
        if name not in DESCRIPTIVE_TAGS and not is_own_tag(name):
            raise InvalidRecord.at(
                pointer("tags", name),
                f"{quote(name)} is not a descriptive tag: they are {', '.join(DESCRIPTIVE_TAGS)}, or a tag of your own "
                f"beginning {OWN_TAG_PREFIX}",
            )
        if type(value) is not str or "\n" in value or "\r" in value:
            raise InvalidRecord.at(pointer("tags", name), "a tag's value is text on one line")
    ordered = [name for name in DESCRIPTIVE_TAGS if name in tags] + [name for name in tags if is_own_tag(name)]
    return [_tag(name, tags[name]) for name in ordered]


# The reader takes numbers of at most 18 digits: the writer writes no other.
_NUMBER_LIMIT = 10**18


def _is_int(value) -> bool:
    return type(value) is int and -_NUMBER_LIMIT < value < _NUMBER_LIMIT


def _card(value, where: tuple) -> str:
    card = CARD_LOOKUP.get(value) if type(value) is str else None
    if card is None:
        raise InvalidRecord.at(pointer(*where), f"{quote(value)} is not a card")
    return card


def _cards(value, where: tuple) -> str:
    if type(value) is not list:
        raise InvalidRecord.at(pointer(*where), "expected a list of cards")
    return " ".join(_card(card, (*where, index)) for index, card in enumerate(value)) or NULL


def _seat(value, where: tuple) -> int:
    if not _is_int(value) or value < 0:
        raise InvalidRecord.at(pointer(*where), f"{quote(value)} is not a seat")
    return value


def _tag_value(field: Field, value) -> str:
    kind, where = field.kind, (field.name,)
    if value is None and kind.endswith("?"):
        return NULL
    kind = kind.rstrip("?")
    if kind == "text" and type(value) is str and "\n" not in value and "\r" not in value:
        return value
    if kind == "int" and _is_int(value):
        return str(value)
    if kind == "bool" and type(value) is bool:
        return "yes" if value else "no"
    if kind == "card":
        return _card(value, where)
    if kind == "suit" and type(value) is str and value in SUIT_LOOKUP:
        return SUIT_LOOKUP[value]
    if kind == "ints" and type(value) is list and all(_is_int(item) for item in value):
        return " ".join(map(str, value))
    if (
        kind == "sides"
        and type(value) is list
        and all(type(side) is list and side and all(_is_int(seat) for seat in side) for side in value)
    ):
        return ", ".join(" ".join(map(str, side)) for side in value)
    raise InvalidRecord.at(pointer(*where), f"{quote(value)} is not a value {field.label} takes ({field.kind})")


def _items(value, field: Field, shape: str) -> list:
    if type(value) is not list:
        raise InvalidRecord.at(pointer(field.name), f"{field.name} is a list")
    for index, item in enumerate(value):
        if type(item) is not dict:
            raise InvalidRecord.at(pointer(field.name, index), f"each item of {field.name} is an object: {shape}")
    return value


def _require_keys(item: dict, keys: tuple, optional: tuple, where: tuple, shape: str) -> None:
    if any(key not in item for key in keys) or any(key not in (*keys, *optional) for key in item):
        raise InvalidRecord.at(pointer(*where), f"expected {shape}")


def _section(field: Field, value, record: dict, game_layout: Layout) -> list[str]:
    return _SECTIONS[field.kind](field, value, record, game_layout)


def _hands(field: Field, value, record, game_layout) -> list[str]:
    if type(value) is not list:
        raise InvalidRecord.at(pointer(field.name), "expected a list of cards for each seat")
    return [f"{seat}: {_cards(cards, (field.name, seat))}" for seat, cards in enumerate(value)]


def _card_list(field: Field, value, record, game_layout) -> list[str]:
    return [_cards(value, (field.name,))]


def _bids(field: Field, value, record, game_layout) -> list[str]:
    written = []
    for index, item in enumerate(_items(value, field, '{"seat": 1, "bid": 20}')):
        where = (field.name, index)
        _require_keys(item, ("seat", "bid"), (), where, 'a bid such as {"seat": 1, "bid": 20}')
        bid = item["bid"]
        if bid is None:
            word = PASS
        elif _is_int(bid):
            word = str(bid)
        elif (
            type(bid) is str
            and bid.isalpha()
            and bid.islower()
            and bid != PASS
            and not _is_section_name(bid, game_layout)
        ):
            word = bid
        else:
            raise InvalidRecord.at(pointer(*where, "bid"), f"{quote(bid)} is not a bid: a number, null or a word")
        written.append(f"{_seat(item['seat'], (*where, 'seat'))}: {word}")
    return [" ".join(written)] if written else []


def _is_section_name(word: str, game_layout: Layout) -> bool:
    """A word the reader takes as the start of a section (so it cannot be written as a bid)."""
    return any(squash(field.label) == squash(word) for field in game_layout.sections)


def _discards(field: Field, value, record, game_layout) -> list[str]:
    written = []
    for index, item in enumerate(_items(value, field, '{"seat": 1, "cards": ["2C"]}')):
        where = (field.name, index)
        _require_keys(item, ("seat", "cards"), ("takes",), where, 'a discard such as {"seat": 1, "cards": ["2C"]}')
        line = f"{_seat(item['seat'], (*where, 'seat'))}: {_cards(item['cards'], (*where, 'cards'))}"
        if "takes" in item:
            line += f" {TAKES} {_cards(item['takes'], (*where, 'takes'))}"
        written.append(line)
    return written


def _table_size(record: dict, game_layout: Layout) -> int | None:
    players = record.get("players", game_layout.players)
    return players if _is_int(players) and players > 0 else None


def _moves(field: Field, value, record, game_layout) -> list[str]:
    """Trick by trick, a line each: its number, its leader, and each card after the first labelled with its seat
    only where that is not the next seat round the table (as the reader counts them)."""
    typed = field.kind == "actions"
    size = _table_size(record, game_layout)
    lines, words = [], []
    seat, played = None, 0
    for index, item in enumerate(_items(value, field, '{"seat": 2, "card": "AH"}')):
        where = (field.name, index)
        kind = item.get("type", "play") if typed else "play"
        if kind == "play":
            keys = ("type", "seat", "card") if typed else ("seat", "card")
            _require_keys(item, keys, (), where, 'a play such as {"seat": 2, "card": "AH"}')
            if size and played % size == 0:
                if words:
                    lines.append(" ".join(words))
                words, seat = [f"{played // size + 1}."], None
            player = _seat(item["seat"], (*where, "seat"))
            if player != seat:
                words.append(f"{player}:")
            words.append(_card(item["card"], (*where, "card")))
            played += 1
            seat = (player + 1) % size if size else None
            continue
        if type(kind) is not str or kind not in game_layout.actions:
            raise InvalidRecord.at(pointer(*where, "type"), f"{quote(kind)} is not an action of this game")
        card_key = game_layout.actions[kind]
        keys = ("type", card_key) if card_key else ("type",)
        _require_keys(item, keys, ("seat",), where, f"a {kind} action")
        if "seat" in item:
            seat = _seat(item["seat"], (*where, "seat"))
            words.append(f"{seat}:")
        words.append(kind)
        if card_key:
            words.append(_card(item[card_key], (*where, card_key)))
    if words:
        lines.append(" ".join(words))
    return lines


def _reported(field: Field, value, record, game_layout) -> list[str]:
    written = []
    for index, item in enumerate(_items(value, field, '{"type": "exposure", "seat": 1, "card": "AS", "trick": 2}')):
        where = (field.name, index)
        _require_keys(
            item,
            ("type", "seat", "card", "trick"),
            (),
            where,
            'a fact such as {"type": "exposure", "seat": 1, "card": "AS", "trick": 2}',
        )
        trick, kind = item["trick"], item["type"]
        if not _is_int(trick) or not 0 <= trick < _NUMBER_LIMIT - 1:  # written as its number from 1
            raise InvalidRecord.at(pointer(*where, "trick"), f"{quote(trick)} is not a trick number")
        if kind not in game_layout.reported_types:
            raise InvalidRecord.at(pointer(*where, "type"), f"{quote(kind)} is not a fact this game takes")
        written.append(
            f"{trick + 1}. {_seat(item['seat'], (*where, 'seat'))}: {kind} {_card(item['card'], (*where, 'card'))}"
        )
    return written


def _claim(field: Field, value, record, game_layout) -> list[str]:
    where = (field.name,)
    if type(value) is not dict:
        raise InvalidRecord.at(pointer(*where), 'a claim is an object such as {"seat": 0}')
    _require_keys(value, ("seat",), ("standard", "conceded", "line"), where, 'a claim such as {"seat": 0}')
    words = [f"{_seat(value['seat'], (*where, 'seat'))}:"]
    if "standard" in value:
        if value["standard"] not in game_layout.standards:
            raise InvalidRecord.at(pointer(*where, "standard"), f"{quote(value['standard'])} is not a standard")
        words.append(value["standard"])
    if "conceded" in value:
        if type(value["conceded"]) is not bool:
            raise InvalidRecord.at(pointer(*where, "conceded"), "conceded is true or false")
        words.append(_WORD_OF[value["conceded"]])
    if "line" in value:
        words.append(_cards(value["line"], (*where, "line")))
    return [" ".join(words)]


_SECTIONS = {
    "hands": _hands,
    "cards": _card_list,
    "bids": _bids,
    "discards": _discards,
    "plays": _moves,
    "actions": _moves,
    "reported": _reported,
    "claim": _claim,
}
