"""The record notation (docs/notation.md): deals as text, read and written in one canonical form.

``read(text)`` gives every record a text holds, ``read_one(text, game)`` the one it must hold, each a Notated (its
game, the JSON record the game's operations take, and its tags for people); ``write(game, record, tags)`` the text
of a record. A text that is not a record raises NotationError, naming its line and column.
"""

from referee.notation.reading import DESCRIPTIVE_TAGS, Notated, NotationError, locate_fields, read, read_one
from referee.notation.writing import write, write_all

MEDIA_TYPE = "text/x-referee-record"

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
