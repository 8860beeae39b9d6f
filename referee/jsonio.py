"""JSON in and out, with the encoder and decoder built once.

json.dumps and json.loads build a new encoder or decoder on every call as soon as any option is
given, once per answer and once per log line.
"""

import json

import orjson

from referee.echo import printable


def _reject_constant(name: str):
    # NaN and Infinity are not JSON (RFC 8259); Python's parser accepts them unless told not to.
    raise ValueError(f"{name} is not valid JSON")


# The largest integer every JSON reader holds exactly (I-JSON, RFC 7493, section 2.2), and so the largest RFC 8785
# can write: a number a request may carry where the rules set no bound of their own stays within it.
MOST_EXACT_INTEGER = 2**53 - 1

to_json = json.JSONEncoder(ensure_ascii=False).encode
_decoder = json.JSONDecoder(parse_constant=_reject_constant)


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
    """Strict RFC 8259 JSON from UTF-8 bytes: ValueError (or UnicodeDecodeError) otherwise."""
    return _decoder.decode(raw.decode("utf-8"))


def quick_from_json(raw: bytes):
    """orjson's reading of ``raw`` (about twice as fast as from_json), or None where orjson refuses it.
    Where both read a document they read it alike, with one exception: an integer past 64 bits, which
    from_json keeps exact and orjson reads as a float. So its reading may stand in for from_json's only
    where a float is refused anyway (referee.operations.run_raw); orjson refuses, where from_json does
    not, lone surrogates, numbers past a double and deep nesting."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None


def to_compact_json_bytes(value) -> bytes:
    """``value`` as compact UTF-8 JSON (no spaces), for the lines of a batch: orjson writes a deal's
    answer in a sixth of the time json does, which is most of a batch's time outside the rules. What
    orjson refuses (text UTF-8 cannot carry, an integer past 64 bits) is written by to_json_bytes."""
    try:
        return orjson.dumps(value)
    except TypeError:  # orjson.JSONEncodeError
        return to_json_bytes(value, _compact)


_compact = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
