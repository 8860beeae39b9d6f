"""Referee: adjudicates trick-taking card games, each decision citing its rule.

    >>> import referee
    >>> referee.adjudicate("hearts", record)   # the same dict the HTTP endpoint returns
    >>> referee.analysis("hearts", record)     # each play valued by an exact search: what each card cost
    >>> referee.state("hearts", record)        # what happens next: the phase, the seat to act, what it may do
    >>> referee.view("hearts", record, seat=2) # what seat 2 may see of it (seat=None: a spectator)
    >>> referee.picture("hearts", record)      # the deal and its ruling drawn, as an SVG document

Invalid input raises ``referee.InvalidRecord`` (its ``errors`` are JSON Pointers
into the record with a message each), exactly where the endpoint answers 422.
"""

from referee.rulings import InvalidRecord

# The one place the version is written: pyproject.toml reads it from here (setuptools' dynamic version), so the
# distribution's metadata, `referee --version` and the `engine` that answers and attestations name all say the
# version of the code that is running. CHANGELOG.md says what each version holds.
__version__ = "1.2.0.dev0"

__all__ = ["adjudicate", "result", "analysis", "state", "view", "picture", "run", "InvalidRecord"]


_run_operation = None  # referee.operations.run, imported on first use: `import referee` alone stays light


def run(game: str, operation: str, body: dict) -> dict:
    """Any adjudication endpoint as a function: ``run("forty-five", "legal-moves", {...})``."""
    global _run_operation
    if _run_operation is None:
        from referee.operations import run as _run_operation
    return _run_operation(game, operation, body)


def adjudicate(game: str, record: dict) -> dict:
    """Replay a whole deal record; returns what POST /v1/games/{game}/adjudicate returns."""
    return run(game, "adjudicate", record)


def result(game: str, record: dict) -> dict:
    """The result of a deal as it was played (every action in the order it happened, irregular ones included);
    returns what POST /v1/games/{game}/result returns: each irregularity put right, and the settled score."""
    return run(game, "result", record)


def analysis(game: str, record: dict) -> dict:
    """Where each card of a deal went wrong (a game with a dispute desk); returns what POST
    /v1/games/{game}/analysis returns: each play with what the seat to play could guarantee before and after it,
    its cost and the cards that kept the value."""
    return run(game, "analysis", record)


def state(game: str, record: dict) -> dict:
    """What happens next in a deal record (any prefix of its actions); returns what POST /v1/games/{game}/state
    returns: the phase, the seat to act and what it may do, the hands, the tricks, the score so far."""
    return run(game, "state", record)


def view(game: str, record: dict, seat: int | None) -> dict:
    """What ``seat`` (None: a spectator) may see of a deal record; returns what POST /v1/games/{game}/view returns
    for the record with that seat: every card it may not know null, and what the play proves of the other hands."""
    return run(game, "view", {**record, "seat": seat})


def picture(game: str, record: dict, view: str = "deal") -> str:
    """The record drawn as one self-contained SVG document: what POST /v1/games/{game}/picture answers (``view``:
    "deal", the whole deal and its ruling, or "position", the position reached with the legal cards marked; "result"
    or "analysis", those operations' answers drawn). With ``"for_seat"`` in the record (a seat, or None: a spectator)
    the deal or position is drawn as that seat may see it, every card it may not know face down."""
    from referee.pictures import picture as draw

    return draw(game, record, view)
