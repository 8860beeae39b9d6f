"""Referee: adjudicates trick-taking card games, each decision citing its rule.

    >>> import referee
    >>> referee.adjudicate("hearts", record)   # the same dict the HTTP endpoint returns
    >>> referee.analysis("hearts", record)     # each play valued by an exact search: what each card cost
    >>> referee.state("hearts", record)        # what happens next: the phase, the seat to act, what it may do
    >>> referee.view("hearts", record, seat=2) # what seat 2 may see of it (seat=None: a spectator)
    >>> referee.picture("hearts", record)      # the deal and its ruling drawn, as an SVG document

A record may also be its text in the record notation (docs/notation.md), a str, as the endpoints take
text/x-referee-record; ``referee.notation`` reads and writes that text.

Invalid input raises ``referee.InvalidRecord`` (its ``errors`` are JSON Pointers
into the record with a message each), exactly where the endpoint answers 422; a text that is not a record
raises ``referee.NotationError`` (its ``line``, ``column`` and ``message``), where the endpoint answers 400.
"""

from referee.rulings import InvalidRecord


def __getattr__(name: str):
    # NotationError on first use, as run imports the operations: `import referee` alone stays light.
    if name == "NotationError":
        from referee.notation import NotationError

        return NotationError
    raise AttributeError(f"module 'referee' has no attribute {name!r}")


# The one place the version is written: pyproject.toml reads it from here (setuptools' dynamic version), so the
# distribution's metadata, `referee --version` and the `engine` that answers and attestations name all say the
# version of the code that is running. CHANGELOG.md says what each version holds.
__version__ = "1.2.0.dev0"

__all__ = ["adjudicate", "result", "analysis", "state", "view", "picture", "run", "InvalidRecord", "NotationError"]


_run_operation = None  # referee.operations.run, imported on first use: `import referee` alone stays light


def run(game: str, operation: str, body: dict | str) -> dict:
    """Any adjudication endpoint as a function: ``run("forty-five", "legal-moves", {...})``; a record operation's body
    may be the record's text in the notation, as the endpoint takes text/x-referee-record."""
    global _run_operation
    if type(body) is str:
        from referee.notation.bodies import run_text
        from referee.operations import find

        return run_text(find(game, operation), body)
    if _run_operation is None:
        from referee.operations import run as _run_operation
    return _run_operation(game, operation, body)


def adjudicate(game: str, record: dict | str) -> dict:
    """Replay a whole deal record; returns what POST /v1/games/{game}/adjudicate returns."""
    return run(game, "adjudicate", record)


def result(game: str, record: dict | str) -> dict:
    """The result of a deal as it was played (every action in the order it happened, irregular ones included);
    returns what POST /v1/games/{game}/result returns: each irregularity put right, and the settled score."""
    return run(game, "result", record)


def analysis(game: str, record: dict | str) -> dict:
    """Where each card of a deal went wrong (a game with a dispute desk); returns what POST
    /v1/games/{game}/analysis returns: each play with what the seat to play could guarantee before and after it,
    its cost and the cards that kept the value."""
    return run(game, "analysis", record)


def state(game: str, record: dict | str) -> dict:
    """What happens next in a deal record (any prefix of its actions); returns what POST /v1/games/{game}/state
    returns: the phase, the seat to act and what it may do, the hands, the tricks, the score so far."""
    return run(game, "state", record)


def view(game: str, record: dict | str, seat: int | None) -> dict:
    """What ``seat`` (None: a spectator) may see of a deal record; returns what POST /v1/games/{game}/view returns
    for the record with that seat: every card it may not know null, and what the play proves of the other hands."""
    if type(record) is str:
        from referee.notation.bodies import run_text
        from referee.operations import find

        return run_text(find(game, "view"), record, {"seat": seat})
    return run(game, "view", {**record, "seat": seat})


def picture(game: str, record: dict | str, view: str = "deal") -> str:
    """The record drawn as one self-contained SVG document: what POST /v1/games/{game}/picture answers (``view``:
    "deal", the whole deal and its ruling, or "position", the position reached with the legal cards marked; "result"
    or "analysis", those operations' answers drawn). With ``"for_seat"`` in the record (a seat, or None: a spectator)
    the deal or position is drawn as that seat may see it, every card it may not know face down."""
    from referee.pictures import picture as draw

    if type(record) is str:
        from referee.notation.bodies import body_of_text, located
        from referee.operations import find

        try:
            return draw(game, body_of_text(find(game, "state"), record), view)
        except InvalidRecord as error:
            raise located(error, game, record) from None
    return draw(game, record, view)
