"""Text from a request, quoted back in a message or a JSON Pointer.

A client can send any JSON string, and JSON escapes let it send what UTF-8 cannot carry (a lone
surrogate such as "\\ud800") or what a reader cannot see (NUL, escape sequences, a right-to-left
override). Echoed as it is, the first makes the answer unencodable and the others hide or disguise
what was sent. Every character that is not printable is therefore written as its escape, the way
Python and JSON spell it, so the client sees exactly which code point was refused.
"""

# How much of a bad input a message quotes: enough to recognise, never a megabyte.
QUOTE_LIMIT = 24


def _escape(char: str) -> str:
    code = ord(char)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def printable(text: str) -> str:
    """``text`` with every non-printable character (controls, surrogates, invisible formatting,
    unassigned code points) replaced by its ``\\uXXXX`` escape; always encodable as UTF-8."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else _escape(char) for char in text)


def quote(value: object) -> str:
    """A short rendering of a bad input for a message: a string in double quotes, anything else
    as Python writes it (numbers, lists, objects)."""
    is_text = isinstance(value, str)
    text = value if is_text else repr(value)
    if len(text) > QUOTE_LIMIT:
        text = text[:QUOTE_LIMIT] + "…"
    text = printable(text)
    return f'"{text}"' if is_text else text
