"""JSON in and out, with the encoder and decoder built once.

json.dumps and json.loads build a new encoder or decoder on every call as soon as any option is
given; at one answer and one log line per request that was a measurable part of the request.
"""

import json


def _reject_constant(name: str):
    # NaN and Infinity are not JSON (RFC 8259); Python's parser accepts them unless told not to.
    raise ValueError(f"{name} is not valid JSON")


to_json = json.JSONEncoder(ensure_ascii=False).encode
_decoder = json.JSONDecoder(parse_constant=_reject_constant)


def from_json(raw: bytes):
    """Strict RFC 8259 JSON from UTF-8 bytes: ValueError (or UnicodeDecodeError) otherwise."""
    return _decoder.decode(raw.decode("utf-8"))
