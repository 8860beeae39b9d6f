"""The record notation (docs/notation.md): deals as text, read and written in one canonical form.

``read(text)`` gives every record a text holds, ``read_one(text, game)`` the one it must hold, each a Notated (its
game, the JSON record the game's operations take, and its tags for people); ``write(game, record, tags)`` the text
of a record. A text that is not a record raises NotationError, naming its line and column.
"""

from referee.notation import reading
from referee.notation.canonical import read_canonical
from referee.notation.reading import DESCRIPTIVE_TAGS, Notated, NotationError, locate_fields, read
from referee.notation.writing import write, write_all

MEDIA_TYPE = "text/x-referee-record"


def read_one(text: str, game: str | None = None) -> Notated:
    """The one record ``text`` holds (of ``game``, if given): NotationError if it holds none, or more than one, or is
    not a record. The canonical form is read line by line (referee.notation.canonical), any other text by the
    reader."""
    return read_canonical(text, game) or reading.read_one(text, game)


__all__ = [
    "DESCRIPTIVE_TAGS",
    "MEDIA_TYPE",
    "Notated",
    "NotationError",
    "locate_fields",
    "read",
    "read_one",
    "write",
    "write_all",
]
