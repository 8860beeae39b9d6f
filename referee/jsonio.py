"""JSON in and out, with the encoder and decoder built once.

json.dumps and json.loads build a new encoder or decoder on every call as soon as any option is
given, once per answer and once per log line.
"""

import json

import orjson

from referee.echo import printable, quote


def _reject_constant(name: str):
    # NaN and Infinity are not JSON (RFC 8259); Python's parser accepts them unless told not to.
    raise ValueError(f"{name} is not valid JSON")


# The largest integer every JSON reader holds exactly (I-JSON, RFC 7493, section 2.2), and so the largest RFC 8785
# can write: a number a request may carry where the rules set no bound of their own stays within it.
MOST_EXACT_INTEGER = 2**53 - 1


class DuplicateName(ValueError):
    """An object that gives one name twice. I-JSON (RFC 7493, section 2.3) refuses it: parsers differ on which member
    counts, and a request the referee signs must mean one thing to every reader. ``path``: the object's place."""

    def __init__(self, path: tuple, name: str):
        self.path, self.name = path, name
        super().__init__(f"the name {quote(name)} appears twice in one object")


class _Repeated(Exception):
    """Raised by the decoder's object hook; from_json finds where, and raises DuplicateName."""


def _unique_members(pairs: list) -> dict:
    members = dict(pairs)
    if len(members) != len(pairs):
        raise _Repeated
    return members


class _Members(list):
    """An object read as its (name, value) pairs, in order: the second reading, which finds the repeated name."""


def _first_repeated(value, path: tuple = ()) -> tuple[tuple, str] | None:
    """(the object's path, the name) of the first name given twice in an object, objects before their members."""
    if type(value) is _Members:
        seen = set()
        for name, _ in value:
            if name in seen:
                return path, name
            seen.add(name)
        places = ((name, member) for name, member in value)
    elif type(value) is list:
        places = enumerate(value)
    else:
        return None
    for place, member in places:
        found = _first_repeated(member, (*path, place))
        if found is not None:
            return found
    return None


to_json = json.JSONEncoder(ensure_ascii=False).encode
_decoder = json.JSONDecoder(parse_constant=_reject_constant, object_pairs_hook=_unique_members)
_pairs_decoder = json.JSONDecoder(parse_constant=_reject_constant, object_pairs_hook=_Members)


def _printable_copy(value):
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, dict):
        return {printable(str(key)): _printable_copy(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_printable_copy(item) for item in value]
    return value


def to_json_bytes(value, encode=to_json) -> bytes:
    """``value`` as UTF-8 JSON (``encode``: a JSONEncoder's encode). Messages quote request text
    through referee.echo already; should any text UTF-8 cannot carry still reach an answer (a lone
    surrogate), it is written as its escape rather than failing the whole answer."""
    try:
        return encode(value).encode()
    except UnicodeEncodeError:
        return encode(_printable_copy(value)).encode()


def from_json(raw: bytes):
    """Strict I-JSON (RFC 7493: RFC 8259 JSON with each name once in an object) from UTF-8 bytes: ValueError (or
    UnicodeDecodeError; DuplicateName for a name given twice) otherwise."""
    text = raw.decode("utf-8")
    try:
        return _decoder.decode(text)
    except _Repeated:
        raise DuplicateName(*_first_repeated(_pairs_decoder.decode(text))) from None


def quick_from_json(raw: bytes):
    """orjson's reading of ``raw`` (about twice as fast as from_json), or None where orjson refuses it.
    Where both read a document they read it alike, with one exception: an integer past 64 bits, which
    from_json keeps exact and orjson reads as a float. So its reading may stand in for from_json's only
    where a float is refused anyway (referee.operations.run_raw); orjson refuses, where from_json does
    not, lone surrogates, numbers past a double and deep nesting.

    orjson keeps the last of a name given twice, where from_json refuses it, so its reading stands only where no
    name can have been dropped: every member's colon is written again, the same in number. A string's own colons
    count on both sides alike, unless the document escapes one (\\u003a), which from_json is then left to read."""
    try:
        body = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None
    if raw.count(b":") != orjson.dumps(body).count(b":") or b"\\u003" in raw:
        return None
    return body


def to_compact_json_bytes(value) -> bytes:
    """``value`` as compact UTF-8 JSON (no spaces), for the lines of a batch: orjson writes a deal's
    answer in a sixth of the time json does, which is most of a batch's time outside the rules. What
    orjson refuses (text UTF-8 cannot carry, an integer past 64 bits) is written by to_json_bytes."""
    try:
        return orjson.dumps(value)
    except TypeError:  # orjson.JSONEncodeError
        return to_json_bytes(value, _compact)


_compact = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
