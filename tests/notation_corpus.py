"""The records the notation's tests write and read: every record of every conformance file, with its game."""

import json
from functools import cache
from pathlib import Path

SUITE = Path(__file__).resolve().parent.parent / "conformance"


@cache
def conformance_records() -> list[tuple[str, str, dict]]:
    """(where, game, record) for every line of every conformance file: where is "file:line"."""
    found = []
    for path in sorted(SUITE.glob("*/*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            document = json.loads(line)
            found.append((f"{path.relative_to(SUITE)}:{number}", document["game"], document["record"]))
    return found
