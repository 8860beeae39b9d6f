"""The games the generic suites (tests/generic) run on: every game of the registry, or those REFEREE_TEST_GAMES
names (ids, comma-separated), as tests/rules/test_fifth_game.py runs them on a game just added."""

import os
from pathlib import Path

from referee import conformance
from referee.games import GAMES

VARIABLE = "REFEREE_TEST_GAMES"


def games_under_test() -> list[str]:
    named = os.environ.get(VARIABLE)
    if not named:
        return list(GAMES)
    chosen = named.split(",")
    unknown = [game for game in chosen if game not in GAMES]
    if unknown:
        raise LookupError(f"{VARIABLE} names no game of the registry: {unknown}")
    return chosen


SUITE = Path(__file__).resolve().parent.parent / "conformance"


def playthroughs() -> list[Path]:
    """The conformance suite's playthrough files (every profile's, not the faults or the results) of the games under
    test: the records the generic suites cut at every step."""
    return [
        path
        for path in conformance.suite_files(SUITE)
        if path.suffix == ".jsonl"
        and path.stem not in ("faults", conformance.RESULTS)
        and path.parent.name in games_under_test()
    ]
