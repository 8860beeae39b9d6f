"""One example request per operation, for the spec (and so for Swagger's "Try it out").

Each is the request of a table-driven case (tests/cases), so it is known to be right; the spec's
example answer is what the engine answers to it, and a test posts every example to the app.
"""

import json
from functools import cache
from pathlib import Path

EXAMPLES = Path(__file__).with_name("examples.json")


@cache
def _examples() -> dict:
    return json.loads(EXAMPLES.read_text(encoding="utf-8"))


def example_request(game: str, operation: str) -> dict | None:
    """The example for ``operation``, or None (a test checks that every operation has one)."""
    return _examples().get(game, {}).get(operation)
